// The Münchengrätz-Gitschin campaign (VV174 §13,
// data/gbn3/campaigns/munchengratz-gitschin.toml): two days on two maps. Day 1
// is ended at once with the result each test needs (Rules::end_day, as the
// end of the Münchengrätz scenario would), so that these tests do not depend
// on how Münchengrätz itself is played; day 2 is Gitschin from its own
// set-up with what day 1 left.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "gbn3/rules.h"
#include "gbn3/save.h"
#include "gbn3/special/special_rule.h"
#include "gbn3_play.h"
#include "test_util.h"

namespace bohemia {
namespace campaign_munchengratz_gitschin_test {
namespace {

std::shared_ptr<const Scenario> campaign() {
  static std::shared_ptr<const Scenario> sc = test::real("munchengratz-gitschin");
  return sc;
}

int uid(const Game& g, const char* id) { return g.scenario().unit_index(id); }
UnitState& us(Game& g, const char* id) { return Rules::state(g).units[static_cast<std::size_t>(uid(g, id))]; }
std::string hex_of(const Game& g, const char* id) {
  const UnitState& x = g.state().units[static_cast<std::size_t>(uid(g, id))];
  return x.where == Where::Map ? g.scenario().map->label(x.hex) : "off";
}

// Day 1 ends with this result: Prussia, Austria VP; winner side index or -1.
DayResult result(int p, int a, int winner, int level) {
  DayResult r;
  r.vp = {p, a};
  r.winner = static_cast<std::int8_t>(winner);
  r.level = static_cast<std::int8_t>(level);
  return r;
}

// A campaign game whose day 1 ends at once, after `day1` changed its state.
template <class F>
Game after_day1(const DayResult& r, F day1) {
  Game g(campaign(), 1);
  day1(g);
  Rules::end_day(g, r);
  return g;
}
Game after_day1(const DayResult& r) {
  return after_day1(r, [](Game&) {});
}

// §13: one game, Münchengrätz then Gitschin on its own map; each day's file
// gives its own values for the pieces it defines.
TEST(Section13, MunchengratzThenGitschinOnAnotherMapWithEachDaysTables) {
  const Scenario& d1 = *campaign();
  ASSERT_TRUE(d1.next_day);
  const Scenario& d2 = *d1.next_day;
  EXPECT_EQ(d1.scenario_id, "munchengratz");
  EXPECT_EQ(d2.scenario_id, "gitschin");
  EXPECT_NE(d1.map->id, d2.map->id);
  EXPECT_EQ(d1.campaign->major, 6);  // §13: 6 or more major, 2 to 5 minor
  EXPECT_EQ(d1.campaign->minor, 2);
  const int lein = d1.formation_index("leiningen");
  EXPECT_EQ(d1.formations[static_cast<std::size_t>(lein)].demo, 2);  // §11.1.2
  EXPECT_EQ(d2.formations[static_cast<std::size_t>(lein)].demo, 3);  // §12.1.2
  EXPECT_EQ(d2.formations[static_cast<std::size_t>(lein)].cinc, d2.cinc_index("clam-gallas"));
  const int j29 = d1.unit_index("a-29jag");
  EXPECT_EQ(d1.formations[static_cast<std::size_t>(d1.units[static_cast<std::size_t>(j29)].formation)].id,
            "austria-independent");
  EXPECT_EQ(d2.formations[static_cast<std::size_t>(d2.units[static_cast<std::size_t>(j29)].formation)].id,
            "piret");
  EXPECT_TRUE(d2.special.pending().empty());
}

// §13: "The Austrian player keeps the losses from the battle of
// Münchengrätz": each unit its own, replacing those the Gitschin set-up
// prints (A-41 c); units that left the Münchengrätz map are set up again;
// the eliminated stay out; a detached counter's loss goes to its Gitschin
// counter.
TEST(Section13, AustrianLossesCarriedByUnitIntoTheGitschinSetUp) {
  Game g = after_day1(result(4, 1, 0, 1), [](Game& d) {
    us(d, "a-33ir").losses = 0;  // Gitschin prints one loss for it
    us(d, "a-72ir").losses = 1;
    us(d, "a-32jag").where = Where::Exited;  // left by the road at 13.00
    us(d, "a-32jag").hex = kNoHex;
    Rules::eliminate_unit(d, uid(d, "a-art-9"), "test");
    Rules::eliminate_unit(d, uid(d, "a-22jag"), "test");
  });
  ASSERT_EQ(g.state().day, 2);
  EXPECT_EQ(g.scenario().map->id, "gitschin");
  EXPECT_EQ(g.state().turn, 16);
  EXPECT_EQ(us(g, "a-33ir").losses, 0);
  EXPECT_EQ(us(g, "a-72ir").losses, 1);
  EXPECT_EQ(hex_of(g, "a-33ir"), "0811");
  EXPECT_EQ(hex_of(g, "a-32jag"), "0911") << "units that left day 1's map are set up again";
  EXPECT_EQ(us(g, "a-22jag").where, Where::Eliminated);
  EXPECT_EQ(us(g, "a-art-91011").losses, 1) << "Art 9/I eliminated: one loss on Art 9-10-11/I";
  EXPECT_EQ(us(g, "a-art-9").where, Where::Exited);
  EXPECT_EQ(us(g, "a-45ir").losses, 0);
  EXPECT_EQ(hex_of(g, "a-35ir"), "1008") << "absent on day 1: the Gitschin set-up (A-41 d)";
  // Nothing Prussian of day 1 is on the Gitschin map.
  for (const char* id : {"p-28ir", "p-71ir", "p-56ir"}) EXPECT_EQ(hex_of(g, id), "off") << id;
  // The Austrian decides where his commanders-in-chief set up (§12.2).
  EXPECT_EQ(g.actor().kind, ActorKind::Decision);
  EXPECT_EQ(g.actor().side, Side::Austria);
  EXPECT_TRUE(g.check_invariants().empty());
}

// §12.1.2 with §13: the carried losses count toward the Gitschin thresholds;
// a formation so demoralised at the start of day 2 scored on day 1 and does
// not score again (docs/rulings.md), nor do the carried losses.
TEST(Section13, CarriedLossesCountTowardGitschinThresholdsWithoutScoringAgain) {
  Game g = after_day1(result(4, 1, 0, 1), [](Game& d) {
    Rules::eliminate_unit(d, uid(d, "a-38ir"), "test");  // 2 steps
    us(d, "a-33ir").losses = 1;
  });
  const int lein = g.scenario().formation_index("leiningen");
  EXPECT_EQ(Rules::formation_losses(g, lein), 3);
  EXPECT_TRUE(g.state().demoralised[static_cast<std::size_t>(lein)]);
  for (const ScoreLine& l : Rules::score(g).lines) {
    EXPECT_EQ(l.text.find("Leiningen"), std::string::npos) << l.text;
    EXPECT_EQ(l.text.find("enemy step losses"), std::string::npos) << l.text;
  }
  EXPECT_TRUE(g.check_invariants().empty());
}

// Gitschin §12.4.1 in the campaign (issue 14): the standalone battle scores
// the losses its set-up prints (score_starting_losses), but on day 2 only
// day 2's losses score; day 1's (here the 33rd IR's, carried in place of
// the printed one, and the 72nd IR's) were scored on day 1.
TEST(Section13, DayOneLossesScoreOnDayOneOnly) {
  ASSERT_TRUE(campaign()->next_day->score_starting_losses) << "gitschin.toml's own reading";
  Game g = after_day1(result(4, 1, 0, 1), [](Game& d) {
    us(d, "a-33ir").losses = 1;
    us(d, "a-72ir").losses = 1;
    us(d, "a-73ir").losses = 1;
  });
  ASSERT_EQ(g.state().day, 2);
  auto prussian_loss_vp = [&] {
    int vp = -1;
    for (const ScoreLine& l : Rules::score(g).lines)
      if (l.side == Side::Prussia && l.text.find("enemy step losses") != std::string::npos) vp = l.vp;
    return vp;
  };
  EXPECT_EQ(prussian_loss_vp(), -1) << "3 steps carried: no line on day 2";
  us(g, "a-30ir").losses = 1;
  us(g, "a-34ir").losses = 1;
  EXPECT_EQ(prussian_loss_vp(), 1) << "the two steps lost on day 2";
}

// §13: "If the Austrian player lost the battle of Münchengrätz, the infantry
// units from Leiningen and Abele's brigades as well as the 29th jagers start
// disorganised and cannot rally ... If it's a tied match, only the units of
// the Leiningen brigade are concerned. If it's an Austrian victory, no unit
// is penalised and the Austrian infantry units do not suffer the -1 penalty
// on the morale test": the -1 column stays (A-41 a, issue 14).
TEST(Section13, TheDayOneResultSetsTheGitschinPenalties) {
  const std::vector<std::string> all = {"a-38ir", "a-32jag", "a-33ir", "a-72ir",
                                        "a-35ir", "a-22jag", "a-29jag"};
  struct Case {
    DayResult r;
    std::set<std::string> disorganised;
    int morale;
  };
  const std::vector<Case> cases = {
      {result(5, 1, 0, 1), {all.begin(), all.end()}, -1},          // Austrian defeat
      {result(2, 2, -1, 0), {"a-38ir", "a-32jag", "a-33ir"}, -1},  // tied (A-41 e)
      {result(1, 3, 1, 1), {}, 0},                                 // Austrian victory
  };
  for (const Case& c : cases) {
    Game g = after_day1(c.r);
    for (const std::string& id : all) {
      EXPECT_EQ(us(g, id.c_str()).disorganised, c.disorganised.count(id) > 0)
          << id << " winner " << int(c.r.winner);
    }
    // Never rally: the rally phase skips them, and only them.
    for (const std::string& id : all) us(g, id.c_str()).disorganised = true;
    Rules::start_rally(g);
    for (const std::string& id : all)
      EXPECT_EQ(us(g, id.c_str()).rally_test || g.state().roll_a == uid(g, id.c_str()),
                c.disorganised.count(id) == 0)
          << id << " winner " << int(c.r.winner);
    const SpecialRule* pen = g.scenario().special.find("austrian_infantry_penalty");
    ASSERT_TRUE(pen);
    std::vector<std::string> why;
    EXPECT_EQ(pen->morale_modifier(g, uid(g, "a-34ir"), false, why), c.morale);
    EXPECT_EQ(Rules::extra_columns(g, {uid(g, "a-34ir")}, FireKind::Assault, why), -1) << "every result";
  }
}

// §13: "At the end of the two days, tally the VP acquired during the two
// days ... 6 VP or more: Major victory; from 2 to 5 VP: Minor victory".
TEST(Section13, BothDaysAddedOnTheCampaignLevels) {
  for (int margin : {5, 6}) {
    Game g = after_day1(result(1 + margin, 1, 0, 2));
    const auto day2 = Rules::score(g).vp;
    Rules::finish_game(g);
    ASSERT_TRUE(g.over());
    const int total = (1 + margin + day2[0]) - (1 + day2[1]);
    EXPECT_EQ(g.state().vp[0] - g.state().vp[1], total);
    EXPECT_EQ(g.state().level, total >= 6 ? 2 : total >= 2 ? 1 : 0) << margin;
  }
}

// Random campaigns: no invariant broken across the change of map; a save
// replays through both days to the same state.
TEST(Section13, RandomCampaignsKeepTheInvariantsAndReplay) {
  for (std::uint64_t seed : {1u, 2u}) {
    Game g(campaign(), seed);
    RandomPlayer p(seed + 10);
    for (int guard = 0; guard < 40000 && !g.over(); ++guard) {
      Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
      ASSERT_FALSE(g.apply(a).has_value()) << g.notation(a) << " at " << g.describe_turn();
      std::vector<std::string> bad = g.check_invariants();
      ASSERT_TRUE(bad.empty()) << bad.front() << " at " << g.describe_turn();
    }
    ASSERT_TRUE(g.over());
    EXPECT_EQ(g.state().day, 2);
    ReplayResult r = replay_save(save_game(g));
    ASSERT_TRUE(r.game) << r.error;
    EXPECT_EQ(r.game->hash(), g.hash());
  }
}

}  // namespace
}  // namespace campaign_munchengratz_gitschin_test
}  // namespace bohemia
