// The Trautenau - Soor campaign (VV165 §13) in play: the 1st Guard
// Division option on day 1 (§13.1), day 2 from 08.00 on the position day 1
// left (§13.2), the Austrian IV corps' entry roll, brigade by brigade, and
// its line of retreat (§13.3.1, §13.3.2), the day-2 locations once it is in
// (§13.4), the campaign ended by a panic with the Guard in play (§13.1), and
// replays across the change of day.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "gbn3/evaluate.h"
#include "gbn3/rules.h"
#include "gbn3/save.h"
#include "gbn3/special/trautenau_soor.h"
#include "gbn3_play.h"
#include "rules_play_util.h"
#include "test_util.h"

namespace bohemia {
namespace campaign_trautenau_soor_test {
namespace {

std::shared_ptr<const Scenario> campaign() {
  static std::shared_ptr<const Scenario> sc = test::real("trautenau-soor");
  return sc;
}

// Random play (chance from the game's generator) until the predicate holds.
template <class Until>
void play_until(Game& g, RandomPlayer& p, Until until) {
  for (int guard = 0; guard < 40000 && !g.over() && !until(g); ++guard) {
    Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
    ASSERT_FALSE(g.apply(a).has_value()) << g.notation(a) << " at " << g.describe_turn();
  }
}

// The rule whose task the game waits on, or nullptr.
const SpecialRule* waiting_rule(const Game& g) {
  const State& s = g.state();
  if (s.tasks.empty() || s.tasks.front().kind != TaskKind::Special) return nullptr;
  return &g.scenario().special.at(s.tasks.front().rule);
}

bool waits_on(const Game& g, const char* rule) {
  const SpecialRule* r = waiting_rule(g);
  return r && r->name() == rule;
}

std::set<std::string> labels(const Game& g, const std::vector<HexId>& hexes) {
  std::set<std::string> out;
  for (HexId h : hexes) out.insert(g.scenario().map->label(h));
  return out;
}

// Plays day 1 at random, answering the §13.1 option with `option`, up to
// the start of day 2 (or the end of the campaign).
void play_day1(Game& g, RandomPlayer& p, const char* option) {
  play_until(g, p, [](const Game& x) { return waits_on(x, "campaign_first_guard_division_at_trautenau"); });
  ASSERT_TRUE(waits_on(g, "campaign_first_guard_division_at_trautenau")) << g.describe_turn();
  test::play(g, {option});
  play_until(g, p, [](const Game& x) { return x.state().day == 2; });
}

// §13: one game of two days; the IV corps is in the order of battle of
// both; day 2 is the Soor file of the campaign, from 08.00. Every rule of
// §13 is code.
TEST(Section13, CampaignJoinsTrautenauAndSoorFromEight) {
  const Scenario& d1 = *campaign();
  ASSERT_TRUE(d1.campaign && d1.next_day);
  const Scenario& d2 = *d1.next_day;
  EXPECT_EQ(d1.scenario_id, "trautenau");
  EXPECT_EQ(d2.scenario_id, "trautenau-soor-day2");
  EXPECT_EQ(d1.first_turn, 9);
  EXPECT_EQ(d2.first_turn, 8);
  EXPECT_EQ(d2.last_turn, 20);
  EXPECT_GE(d1.unit_index("a-8jag"), 0);
  EXPECT_GE(d1.unit_index("p-g1ir"), 0);
  EXPECT_EQ(d1.unit_index("a-8jag"), d2.unit_index("a-8jag"));
  EXPECT_EQ(d1.campaign->major, 5);
  EXPECT_EQ(d1.campaign->minor, 2);
  EXPECT_TRUE(d1.special.pending().empty());
  EXPECT_TRUE(d2.special.pending().empty());
  EXPECT_EQ(d2.special.find("soor_grivicic_receiving_orders"), nullptr);
  EXPECT_NE(d2.special.find("soor_austrian_plan"), nullptr);
}

// §13.1: at the start of 13.00 the Prussian chooses; taken, the division
// enters by 1603 at 13.00 and its commander is in command the turn he
// arrives (§9.4); declined, it never comes on day 1.
TEST(Section13_1, FirstGuardDivisionOptionTaken) {
  Game g(campaign(), 7);
  RandomPlayer p(3);
  play_until(g, p, [](const Game& x) { return waits_on(x, "campaign_first_guard_division_at_trautenau"); });
  ASSERT_TRUE(waits_on(g, "campaign_first_guard_division_at_trautenau"));
  EXPECT_EQ(g.state().turn, 13);
  EXPECT_EQ(g.state().day, 1);
  EXPECT_EQ(g.actor().side, Side::Prussia);
  EXPECT_TRUE(test::has_action(g, "option hiller yes"));
  EXPECT_TRUE(test::has_action(g, "option hiller no"));
  const int ir = test::unit(g, "p-g1ir");
  EXPECT_EQ(Rules::entry_hex(g, ir), kNoHex);
  test::play(g, {"option hiller yes"});
  EXPECT_TRUE(test::log_contains(g, "13.1", "comes in by 1603 at 13.00, commanded by"));
  EXPECT_EQ(g.scenario().map->label(Rules::entry_hex(g, ir)), "1603");
  play_until(g, p, [](const Game& x) { return x.state().phase == Phase::Draw; });
  const int hiller = g.scenario().formation_index("hiller");
  EXPECT_EQ(test::fc_hex(g, "hiller"), "1603");
  EXPECT_FALSE(g.state().commanders[static_cast<std::size_t>(hiller)].ooc) << "in command on arrival (9.4)";
  // Day 2: Württemberg and the 2nd Guard Division at 09.00.
  const auto* opt = dynamic_cast<const ReinforcementOption*>(
      g.scenario().special.find("campaign_first_guard_division_at_trautenau"));
  ASSERT_NE(opt, nullptr);
  EXPECT_TRUE(opt->taken(g));
}

TEST(Section13_1, FirstGuardDivisionOptionDeclined) {
  Game g(campaign(), 7);
  RandomPlayer p(3);
  play_until(g, p, [](const Game& x) { return waits_on(x, "campaign_first_guard_division_at_trautenau"); });
  test::play(g, {"option hiller no"});
  EXPECT_TRUE(test::log_contains(g, "13.1", "does not come in"));
  play_until(g, p, [](const Game& x) { return x.state().day == 2 || x.state().turn == 16; });
  EXPECT_EQ(test::hex_of(g, "p-g1ir"), "off");
  EXPECT_EQ(Rules::entry_hex(g, test::unit(g, "p-g1ir")), kNoHex);
}

// §13.1 "linked to General Bonin in terms of command": taken, the 1st Guard
// Division answers to Bonin, not to Württemberg (absent on day 1): its
// line of command (§7.2), and the §8 first pick when Bonin's roll wins.
TEST(Section13_1, FirstGuardDivisionAnswersToBoninForTheInitiative) {
  Game g(campaign(), 7);
  RandomPlayer p(3);
  const int hiller = g.scenario().formation_index("hiller");
  const int bonin = g.scenario().cinc_index("bonin");
  EXPECT_EQ(Rules::formation_cinc(g, hiller), g.scenario().cinc_index("wurttemberg"));
  play_until(g, p, [](const Game& x) { return waits_on(x, "campaign_first_guard_division_at_trautenau"); });
  test::play(g, {"option hiller yes"});
  EXPECT_EQ(Rules::formation_cinc(g, hiller), bonin);
  // From 14.00 Bonin rolls 6 and Gablenz 1 (§8): the Prussian picks first.
  int picks = 0;
  for (int guard = 0; guard < 40000 && !g.over() && g.state().day == 1 && picks < 3; ++guard) {
    const State& s = g.state();
    if (s.phase == Phase::InitiativeRoll && s.turn > 13) {
      test::play(g,
                 {g.scenario().cincs[static_cast<std::size_t>(s.roll_a)].side == Side::Prussia ? "roll 6"
                                                                                               : "roll 1"});
      continue;
    }
    if (s.phase == Phase::InitiativePick && s.turn > 13) {
      ++picks;
      EXPECT_EQ(g.actor().side, Side::Prussia);
      bool offered = false;
      for (const Action& a : g.legal_actions())
        offered = offered || (a.type == ActionType::First && a.formation == hiller);
      EXPECT_TRUE(offered) << "Bonin won the initiative at " << g.describe_turn();
    }
    Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
    ASSERT_FALSE(g.apply(a).has_value());
  }
  EXPECT_GT(picks, 0) << "no Prussian first pick after 13.00 in this game";
}

// A-38 on day 2: with the division in at Trautenau, Württemberg and the
// 2nd Guard Division are due at 09.00; without it, at 09.00 and 10.00.
TEST(Section13_3_2, GuardScheduleOnDayTwoFollowsTheOption) {
  for (const char* option : {"option hiller yes", "option hiller no"}) {
    const bool taken = std::string(option).find("yes") != std::string::npos;
    Game g(campaign(), 11);
    RandomPlayer p(4);
    play_day1(g, p, option);
    if (g.over()) continue;  // a panic with the Guard in play ends the campaign (other test)
    ASSERT_EQ(g.state().day, 2);
    const std::optional<Arrival> w = Rules::arrival(g, Piece::cinc(g.scenario().cinc_index("wurttemberg")));
    const std::optional<Arrival> gren = Rules::arrival(g, Piece::unit(test::unit(g, "p-g1gren")));
    ASSERT_TRUE(w && gren);
    EXPECT_EQ(w->turn, 9);
    EXPECT_EQ(gren->turn, taken ? 9 : 10) << option;
    EXPECT_EQ(g.scenario().map->label(gren->hex), "1613");
  }
}

// §13.1: the panic with the 1st Guard Division in play ends the campaign:
// no day 2, a major Austrian victory with 5 VP (§13.4); without it, §13.2's
// procedure after a panic follows.
TEST(Section13_1, PanicWithTheGuardInPlayEndsTheCampaign) {
  for (const char* option : {"option hiller yes", "option hiller no"}) {
    Game g(campaign(), 5);
    RandomPlayer p(9);
    play_until(g, p, [](const Game& x) { return waits_on(x, "campaign_first_guard_division_at_trautenau"); });
    test::play(g, {option});
    // Bonin's panic (§11.4.2, its own tests) ends day 1 at once.
    play_until(g, p, [](const Game& x) { return x.state().turn == 17 && x.state().phase == Phase::EndTurn; });
    const SpecialRule* panic = g.scenario().special.find("trautenau_bonin_panic");
    ASSERT_NE(panic, nullptr);
    Rules::end_game_with(g, Side::Austria, 2, g.current_vp(), *panic);
    if (std::string(option).find("yes") != std::string::npos) {
      ASSERT_TRUE(g.over()) << option;
      EXPECT_EQ(g.state().day, 1);
      EXPECT_EQ(g.state().winner, side_index(Side::Austria));
      EXPECT_EQ(g.state().level, 2);
      EXPECT_EQ(g.state().vp[static_cast<std::size_t>(side_index(Side::Austria))], 5);
      EXPECT_EQ(g.state().vp[static_cast<std::size_t>(side_index(Side::Prussia))], 0);
      EXPECT_TRUE(test::log_contains(g, "13.1", "the second day is not played, major Austrian victory"));
    } else {
      EXPECT_FALSE(g.over());
      EXPECT_EQ(g.state().phase, Phase::BetweenDays);
      EXPECT_TRUE(waits_on(g, "campaign_bonin_panic_between_days")) << "§13.2: the re-deployment";
    }
  }
}

// §13.3.1: from 08.00 to 12.00 the Austrian rolls at the start of each turn
// until a 1; then one brigade per turn, his choice, Festetics with the
// first, the independents the turn after the last; §13.3.2 the line of
// retreat stays the south edge (no turn to the west at 13.00).
TEST(Section13_3_1, IvCorpsEntersOnARollOfOneBrigadeByBrigade) {
  Game g(campaign(), 21);
  RandomPlayer p(8);
  play_day1(g, p, "option hiller no");
  if (g.over()) GTEST_SKIP() << "day 1 ended the campaign";
  ASSERT_EQ(g.state().day, 2);
  // After a panic the Austrian first names his one brigade (§13.2).
  if (waits_on(g, "campaign_bonin_panic_between_days")) test::play(g, {"active mondel"});
  ASSERT_TRUE(waits_on(g, "campaign_iv_corps_entry"));
  EXPECT_EQ(g.chance_kind(), ChanceKind::D6);
  test::play(g, {"roll 3"});  // 08.00: not yet
  EXPECT_TRUE(test::log_contains(g, "13.3.1", "IV corps entry roll: 3 (it does not come this turn)"));
  const int jag = test::unit(g, "a-8jag");
  EXPECT_FALSE(Rules::arrival(g, Piece::unit(jag)).has_value());
  play_until(g, p, [](const Game& x) { return waits_on(x, "campaign_iv_corps_entry"); });
  ASSERT_EQ(g.state().turn, 9);
  test::play(g, {"roll 1"});
  EXPECT_TRUE(test::log_contains(g, "13.3.1", "IV corps entry roll: 1 (it starts to enter by 0118)"));
  ASSERT_TRUE(waits_on(g, "campaign_iv_corps_entry"));
  EXPECT_EQ(g.actor().side, Side::Austria);
  EXPECT_EQ(test::count_actions(g, ActionType::Special), 4);
  test::play(g, {"arrive poeckh"});
  EXPECT_TRUE(test::log_contains(g, "13.3.1", "Brigade Pöckh enters by 0118 this turn, with"));
  std::optional<Arrival> a = Rules::arrival(g, Piece::unit(jag));
  ASSERT_TRUE(a.has_value());
  EXPECT_EQ(a->turn, 9);
  EXPECT_EQ(g.scenario().map->label(a->hex), "0118");
  EXPECT_FALSE(Rules::arrival(g, Piece::unit(test::unit(g, "a-27jag"))).has_value());
  const int festetics = g.scenario().cinc_index("festetics");
  EXPECT_EQ(Rules::arrival(g, Piece::cinc(festetics))->turn, 9);
  EXPECT_FALSE(Rules::arrival(g, Piece::unit(test::unit(g, "a-art-56iv"))).has_value());
  // The line of retreat: the south edge from now on.
  const std::set<std::string> south = {"0118", "0218", "0318", "0418", "0518"};
  EXPECT_EQ(labels(g, Rules::retreat_edge(g, Side::Austria)), south);
  // One brigade a turn: 10.00, 11.00, 12.00, then the independents at 13.00.
  for (const char* b : {"arrive brandenstein", "arrive fleischhacker", "arrive archduke-joseph"}) {
    const int t = g.state().turn;
    play_until(g, p,
               [&](const Game& x) { return waits_on(x, "campaign_iv_corps_entry") && x.state().turn > t; });
    ASSERT_TRUE(waits_on(g, "campaign_iv_corps_entry"));
    EXPECT_EQ(g.actor().kind, ActorKind::Decision) << "no more rolls once it entered";
    test::play(g, {b});
  }
  EXPECT_EQ(g.state().turn, 12);
  const std::optional<Arrival> ind = Rules::arrival(g, Piece::unit(test::unit(g, "a-art-56iv")));
  ASSERT_TRUE(ind.has_value());
  EXPECT_EQ(ind->turn, 13);
  play_until(g, p, [](const Game& x) { return x.state().turn == 13 && x.state().phase == Phase::Draw; });
  ASSERT_EQ(g.state().turn, 13);
  EXPECT_FALSE(waits_on(g, "campaign_iv_corps_entry"));
  EXPECT_EQ(labels(g, Rules::retreat_edge(g, Side::Austria)), south)
      << "§13.3.2, not the west edge of §12.1.3";
  // §13.4: the 12.00 objectives score nothing; the day-2 locations score.
  int noon = 0;
  bool locations = false;
  for (const ScoreLine& l : g.score_sheet().lines) {
    if (l.text.find("at the end of 12.00") != std::string::npos ||
        l.text.find("at 12.00 scores nothing") != std::string::npos)
      noon += l.vp;
    locations = locations || l.text.find("the IV corps entered: controls") != std::string::npos;
  }
  EXPECT_EQ(noon, 0);
  EXPECT_TRUE(locations);
}

// No 1 from 08.00 to 12.00: no IV corps, and the Soor rules unchanged (the
// line of retreat turns west at 13.00).
TEST(Section13_3_1, NoRollOfOneNoIvCorps) {
  Game g(campaign(), 22);
  RandomPlayer p(6);
  play_day1(g, p, "option hiller no");
  if (g.over()) GTEST_SKIP() << "day 1 ended the campaign";
  for (int turn = 8; turn <= 12; ++turn) {
    play_until(g, p, [](const Game& x) { return waits_on(x, "campaign_iv_corps_entry"); });
    ASSERT_EQ(g.state().turn, turn);
    test::play(g, {"roll 4"});
  }
  play_until(g, p, [](const Game& x) { return x.state().turn == 13 && x.state().phase == Phase::Draw; });
  ASSERT_EQ(g.state().turn, 13);
  const std::set<std::string> west = {"0113", "0114", "0115", "0116", "0117", "0118"};
  EXPECT_EQ(labels(g, Rules::retreat_edge(g, Side::Austria)), west);
  EXPECT_EQ(test::hex_of(g, "a-8jag"), "off");
}

// Random campaigns: invariants hold, both days are played (or the campaign
// ends after day 1), the result adds both days, and a save replays across
// the change of day to the same state.
TEST(Section13, RandomCampaignsReplayAcrossTheChangeOfDay) {
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    Game g(campaign(), seed);
    g.set_logging(false);
    RandomPlayer p(seed * 13 + 1);
    int decisions = 0;
    while (!g.over()) {
      if (g.actor().kind == ActorKind::Decision && ++decisions % 50 == 0) {
        std::vector<std::string> bad = g.check_invariants();
        ASSERT_TRUE(bad.empty()) << bad.front() << " at " << g.describe_turn();
      }
      Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
      ASSERT_FALSE(g.apply(a).has_value()) << g.notation(a) << " at " << g.describe_turn();
    }
    EXPECT_TRUE(g.check_invariants().empty());
    EXPECT_EQ(g.state().days.size(), 1u);
    const std::string text = save_game(g);
    ReplayResult r = replay_save(text);
    ASSERT_TRUE(r.game) << r.error;
    EXPECT_EQ(r.game->hash(), g.hash()) << "seed " << seed;
    EXPECT_EQ(r.game->state().day, g.state().day);
  }
}

// The evaluation of day 1 (src/gbn3/evaluate.cpp): Bonin's panic (§11.4.2,
// lead + 1 chances in 6 at each end of turn from 17.00) does not end
// the campaign (§13.4) unless the 1st Guard Division came in (§13.1).
// Played at random to the §13.1 choice, answered `option`; then at 18.00
// with Prussian losses until Austria leads by 2 VP or more.
Game panic_position(const char* option) {
  Game g(campaign(), 7);
  RandomPlayer p(3);
  play_until(g, p, [](const Game& x) { return waits_on(x, "campaign_first_guard_division_at_trautenau"); });
  test::play(g, {option});
  State& s = Rules::state(g);
  for (std::size_t u = 0; u < s.units.size() && evaluation_terms(g).score > -2; ++u)
    if (g.scenario().units[u].side == Side::Prussia && s.units[u].where == Where::Map)
      s.units[u].losses = static_cast<std::uint8_t>(g.scenario().units[u].morale - 1);
  s.turn = 18;
  return g;
}

// The chance of a panic at the ends of 18.00, 19.00 and 20.00, at the lead of now.
double panic_chance(const Game& g) {
  const double lead = -evaluation_terms(g).score;
  return 1 - std::pow(1 - std::clamp((lead + 1) / 6, 0.0, 1.0), 3);
}

// §13.2, §13.4: without the Guard the panic ends day 1, counted as a major
// Austrian victory with 5 VP (Prussia 0); day 2 is then taken as even, as
// every day to come is. The margin expected is pulled towards -5 by the
// chance of the panic, and nothing is a sudden end.
TEST(Vv165_S13_4_Evaluation, ThePanicOfDayOneCountsTheDayAsFiveAustrianVp) {
  Game g = panic_position("option hiller no");
  const EvalTerms t = evaluation_terms(g);
  ASSERT_LE(t.score, -2);
  const double p = panic_chance(g);
  EXPECT_NEAR(t.day_end, p, 1e-9);
  EXPECT_DOUBLE_EQ(t.day_end_margin, -5.0);
  EXPECT_EQ(t.sudden, 0.0);
  const double parts = t.score + t.losses + t.demoralisation + t.disorder + t.trapped + t.contact +
                       t.command + t.objectives + t.timed + t.exits;
  EXPECT_NEAR(t.margin, (1 - p) * parts + p * -5.0, 1e-9);
  // At 12.00 the four checks of 17.00 to 20.00 are still to come; at 20.00 one.
  const double each = std::clamp((-t.score + 1) / 6, 0.0, 1.0);
  Rules::state(g).turn = 12;
  EXPECT_NEAR(evaluation_terms(g).day_end, 1 - std::pow(1 - each, 4), 1e-9);
  Rules::state(g).turn = 20;
  EXPECT_NEAR(evaluation_terms(g).day_end, each, 1e-9);
}

// §13.1: with the Guard in play the panic ends the campaign in a major
// Austrian victory: the evaluation counts it as the battle's sudden end.
TEST(Vv165_S13_4_Evaluation, WithTheGuardInPlayThePanicIsTheCampaignsSuddenEnd) {
  Game g = panic_position("option hiller yes");
  const EvalTerms t = evaluation_terms(g);
  ASSERT_LE(t.score, -2);
  EXPECT_NEAR(t.sudden, panic_chance(g), 1e-9);
  EXPECT_EQ(t.sudden_winner, side_index(Side::Austria));
  EXPECT_EQ(t.day_end, 0.0);
  // The Prussian's worth of the same position is lower with the Guard in:
  // the panic then loses the campaign, not a day.
  Game without = panic_position("option hiller no");
  ASSERT_EQ(evaluation_terms(without).score, t.score);
  EXPECT_LT(evaluate_position(g, Side::Prussia), evaluate_position(without, Side::Prussia));
}

}  // namespace
}  // namespace campaign_trautenau_soor_test
}  // namespace bohemia
