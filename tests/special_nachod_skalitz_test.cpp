// The Nachod-Skalitz campaign (VV157 §13): Benedek's order, the
// disengagement with the loser's morale tests, the Austrian withdrawal and
// the day-2 victory conditions, first on the hand-made test campaign
// tests/data/campaigns/ns-test.toml (positions known in advance), then on
// the real campaign data/gbn3/campaigns/nachod-skalitz.toml (random games, the
// night turn, replay across the change of day).
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "gbn3/evaluate.h"
#include "gbn3/rules.h"
#include "gbn3/save.h"
#include "gbn3/special/nachod_skalitz.h"
#include "gbn3_play.h"
#include "rules_scenario_builder.h"
#include "test_util.h"

namespace bohemia {
namespace special_nachod_skalitz_test {
namespace {

namespace fs = std::filesystem;
using test::has_action;
using test::hex_of;
using test::log_contains;
using test::play;

// Where unit `id` stands (for the exit rules' "may it leave from there").
HexId where(const Game& g, const char* id) {
  return g.state().units[static_cast<std::size_t>(test::unit(g, id))].hex;
}

std::shared_ptr<const Scenario> ns_test() {
  static std::shared_ptr<const Scenario> sc = test::fixture("ns-test");
  return sc;
}

std::shared_ptr<const Scenario> campaign() {
  static std::shared_ptr<const Scenario> sc = test::real("nachod-skalitz");
  return sc;
}

// A copy of tests/data with one text replaced in one file, loaded from there.
std::shared_ptr<const Scenario> ns_test_with(const std::string& file, const std::string& from,
                                             const std::string& to) {
  const fs::path dir = fs::temp_directory_path() / fmt::format("bohemia-ns-{}", ::getpid());
  fs::remove_all(dir);
  fs::copy(BOHEMIA_TEST_DATA, dir, fs::copy_options::recursive);
  const fs::path p = dir / file;
  std::stringstream text;
  text << std::ifstream(p).rdbuf();
  std::string s = text.str();
  const std::size_t at = s.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  s.replace(at, from.size(), to);
  std::ofstream(p) << s;
  setenv("BOHEMIA_DATA", dir.c_str(), 1);
  auto sc = load_scenario("ns-test");
  unsetenv("BOHEMIA_DATA");
  fs::remove_all(dir);
  return sc;
}

// Nobody does anything: every reaction test, cinc move, barrage, movement
// and assault is passed; chance is sampled.
void passive_step(Game& g) {
  if (g.actor().kind == ActorKind::Chance) {
    ASSERT_FALSE(g.apply(g.sample_chance()).has_value());
    return;
  }
  std::vector<Action> acts = g.legal_actions();
  ASSERT_FALSE(acts.empty()) << g.describe_turn();
  for (const Action& a : acts) {
    const std::string n = g.notation(a);
    if (n == "ready" || n == "hold" || n == "end move" || n == "end assaults" || n == "withdraw done" ||
        (n.rfind("cinc ", 0) == 0 && n.find(" stay") != std::string::npos)) {
      ASSERT_FALSE(g.apply(a).has_value()) << n;
      return;
    }
  }
  ASSERT_FALSE(g.apply(acts.front()).has_value()) << g.notation(acts.front());
}

template <class Until>
void passive_until(Game& g, Until until) {
  for (int guard = 0; guard < 5000 && !g.over() && !until(g); ++guard) {
    passive_step(g);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

bool front_task_of(const Game& g, const char* kind) {
  const State& s = g.state();
  return !s.tasks.empty() && s.tasks.front().kind == TaskKind::Special &&
         g.scenario().special.at(s.tasks.front().rule).kind() == kind;
}

// Day 1 of the test campaign, played passively: the set-up position, a
// minor Prussian victory; the game waits for Benedek's roll.
Game day_one_over(const std::shared_ptr<const Scenario>& sc) {
  Game g(sc, 5);
  passive_until(g, [](const Game& x) { return x.state().phase == Phase::BetweenDays; });
  return g;
}

const BenedekOrder& benedek(const Game& g) {
  return static_cast<const BenedekOrder&>(*g.scenario().special.find("nachod_skalitz_benedek_order"));
}

// --- §13.1 Benedek's order ------------------------------------------------------

TEST(Vv157Section13_1, BenedekModifierFollowsTheDayOneResult) {
  Game g(ns_test(), 1);
  const BenedekOrder& b = benedek(g);
  auto result = [](int winner, int level) {
    DayResult r;
    r.winner = static_cast<std::int8_t>(winner);
    r.level = static_cast<std::int8_t>(level);
    return r;
  };
  EXPECT_EQ(b.modifier_for(result(0, 2)), -2);  // "Major German victory at the battle of Nachod: -2"
  EXPECT_EQ(b.modifier_for(result(0, 1)), -1);
  EXPECT_EQ(b.modifier_for(result(-1, 0)), 0);
  EXPECT_EQ(b.modifier_for(result(1, 1)), 1);
  EXPECT_EQ(b.modifier_for(result(1, 2)), 2);
  EXPECT_EQ(b.continue_at_least, 5);
  EXPECT_EQ(b.side, Side::Austria);
}

TEST(Vv157Section13_1, BenedekRollsAtTheEndOfDayOneAndFiveOrMoreContinues) {
  Game g = day_one_over(ns_test());
  ASSERT_EQ(g.state().phase, Phase::BetweenDays);
  ASSERT_EQ(g.state().days.size(), 1u);
  const DayResult& d1 = g.state().days[0];
  EXPECT_EQ(d1.vp[0], 3);  // Stadt
  EXPECT_EQ(d1.vp[1], 1);  // Dorf
  EXPECT_EQ(d1.winner, 0);
  EXPECT_EQ(d1.level, 1);  // a minor Prussian victory: -1
  ASSERT_TRUE(front_task_of(g, "nachod_skalitz_benedek_order"));
  EXPECT_EQ(g.actor().kind, ActorKind::Chance);
  EXPECT_EQ(g.actor().side, Side::Austria);
  EXPECT_EQ(BenedekOrder::in(g), BenedekDecision::Undecided);
  Game keep = g;
  play(g, {"roll 6"});  // 6 - 1 = 5
  EXPECT_EQ(BenedekOrder::in(g), BenedekDecision::Continue);
  EXPECT_TRUE(log_contains(g, "13.1", "die 6 - 1 (a minor Prussian victory on day 1) = 5: continue"));
  play(keep, {"roll 5"});  // 5 - 1 = 4
  EXPECT_EQ(BenedekOrder::in(keep), BenedekDecision::Retreat);
  EXPECT_TRUE(log_contains(keep, "13.1", "= 4: retreat on Josefstadt"));
}

// --- §13.2 Between the days ----------------------------------------------------

TEST(Vv157Section13_2, LoserDisengagesFirstAndTestsMoraleThenTheWinnerWithout) {
  Game g = day_one_over(ns_test());
  play(g, {"roll 5"});  // the retreat on Josefstadt
  // The loser (the Austrian) first: a-inf1 on a clear hex in p-inf1's ZoC.
  // a-inf2 in the village Dorf (protection 2) stays.
  ASSERT_TRUE(front_task_of(g, "nachod_skalitz_disengagement"));
  EXPECT_EQ(g.actor().kind, ActorKind::Decision);
  EXPECT_EQ(g.actor().side, Side::Austria);
  const auto& dis =
      static_cast<const Disengagement&>(*g.scenario().special.find("nachod_skalitz_disengagement"));
  EXPECT_TRUE(dis.must_disengage(g, test::unit(g, "a-inf1")));
  EXPECT_FALSE(dis.must_disengage(g, test::unit(g, "a-inf2")));  // protection 2
  EXPECT_TRUE(dis.must_disengage(g, test::unit(g, "p-jag")));
  EXPECT_TRUE(dis.must_disengage(g, test::unit(g, "p-inf1")));
  // As a retreat after combat (§9.5.8): one hex towards its edge (row 01).
  std::vector<std::string> choices;
  for (const Action& a : g.legal_actions()) choices.push_back(g.notation(a));
  ASSERT_FALSE(choices.empty());
  for (const std::string& c : choices) EXPECT_EQ(c.rfind("disengage a-inf1 ", 0), 0u) << c;
  EXPECT_TRUE(has_action(g, "disengage a-inf1 0403"));
  EXPECT_TRUE(has_action(g, "disengage a-inf1 0603"));
  EXPECT_FALSE(has_action(g, "disengage a-inf1 0503")) << "across the brook: not the cheapest terrain";
  EXPECT_FALSE(has_action(g, "disengage a-inf1 0505"));
  Game pass = g;
  play(g, {"disengage a-inf1 0403", "roll 1"});  // morale 2 + 1 < 6: failed
  EXPECT_EQ(hex_of(g, "a-inf1"), "0403");
  EXPECT_TRUE(g.state().units[static_cast<std::size_t>(test::unit(g, "a-inf1"))].disorganised);
  EXPECT_TRUE(log_contains(g, "13.2", "a-inf1"));
  // Already disorganised: no further effect (A-57), no step loss.
  EXPECT_EQ(g.state().units[static_cast<std::size_t>(test::unit(g, "a-inf1"))].losses, 0);
  play(pass, {"disengage a-inf1 0403", "roll 6"});
  EXPECT_FALSE(pass.state().units[static_cast<std::size_t>(test::unit(pass, "a-inf1"))].disorganised);
  // Then the winner: p-inf1 is no longer in an enemy ZoC; p-jag is, and
  // retreats towards row 10 with no morale test.
  ASSERT_TRUE(front_task_of(g, "nachod_skalitz_disengagement"));
  EXPECT_EQ(g.actor().side, Side::Prussia);
  EXPECT_FALSE(dis.must_disengage(g, test::unit(g, "p-inf1")));
  for (const Action& a : g.legal_actions()) EXPECT_EQ(g.notation(a).rfind("disengage p-jag ", 0), 0u);
  play(g, {"disengage p-jag 0709"});
  EXPECT_EQ(hex_of(g, "p-jag"), "0709");
  EXPECT_FALSE(front_task_of(g, "nachod_skalitz_disengagement"));
  EXPECT_EQ(g.actor().kind, ActorKind::Decision);  // the withdrawal, not a morale test
  EXPECT_EQ(hex_of(g, "p-inf1"), "0505");
}

// On a draw nobody lost: nobody tests morale, and the Austrian goes first.
TEST(Vv157Section13_2, OnADrawTheAustrianGoesFirstAndNobodyTestsMorale) {
  auto sc = ns_test_with("scenarios/ns-day1.toml", "place = \"Stadt\"\nvp = 3", "place = \"Stadt\"\nvp = 2");
  Game g = day_one_over(sc);
  ASSERT_EQ(g.state().days.size(), 1u);
  EXPECT_EQ(g.state().days[0].level, 0);
  play(g, {"roll 6"});  // 6 + 0: continue
  ASSERT_TRUE(front_task_of(g, "nachod_skalitz_disengagement"));
  EXPECT_EQ(g.actor().side, Side::Austria);
  play(g, {"disengage a-inf1 0403"});
  EXPECT_NE(g.actor().kind, ActorKind::Chance) << "no morale test on a draw";
}

TEST(Vv157Section13_2, WithdrawalUnderTheSkalitzConditionsOnly) {
  Game g = day_one_over(ns_test());
  Game cont = g;
  play(g, {"roll 5", "disengage a-inf1 0403", "roll 6", "disengage p-jag 0709"});
  ASSERT_TRUE(front_task_of(g, "nachod_skalitz_austrian_withdrawal"));
  EXPECT_EQ(g.actor().side, Side::Austria);
  const auto& w = static_cast<const AustrianWithdrawal&>(
      *g.scenario().special.find("nachod_skalitz_austrian_withdrawal"));
  // "twice their movement capacity ... without moving closer to the eastern
  // edge ... avoiding enemy ZoC": a-inf2 (movement 4) from 0707.
  const int u = test::unit(g, "a-inf2");
  const Map& m = *g.scenario().map;
  const std::vector<std::uint8_t> pz = Rules::zoc(g, Side::Prussia);
  const int start = Rules::distance_to_edge(g, Side::Prussia, m.parse_label("0707"));
  int farthest = 0;
  for (const Reach& r : w.destinations(g, u)) {
    EXPECT_GE(Rules::distance_to_edge(g, Side::Prussia, r.hex), start) << m.label(r.hex);
    EXPECT_FALSE(pz[static_cast<std::size_t>(r.hex)]) << m.label(r.hex);
    EXPECT_LE(r.cost, 2 * 4 * 2) << m.label(r.hex);
    farthest = std::max(farthest, m.distance(m.parse_label("0707"), r.hex));
  }
  EXPECT_GT(farthest, 4) << "beyond a single allowance";
  EXPECT_TRUE(has_action(g, "withdraw a-inf2 0703"));
  EXPECT_FALSE(has_action(g, "withdraw a-inf2 0708")) << "closer to the eastern edge";
  play(g, {"withdraw a-inf2 0703"});
  EXPECT_EQ(hex_of(g, "a-inf2"), "0703");
  EXPECT_FALSE(has_action(g, "withdraw a-inf2 0702")) << "once each";
  play(g, {"withdraw done"});
  EXPECT_EQ(g.state().day, 2);
  EXPECT_EQ(g.state().turn, 4);
  // Under the Nachod conditions there is no withdrawal: day 2 follows the disengagement.
  play(cont, {"roll 6", "disengage a-inf1 0403", "roll 6", "disengage p-jag 0709"});
  EXPECT_EQ(cont.state().day, 2);
  EXPECT_EQ(hex_of(cont, "a-inf2"), "0707");
}

// --- §13.1 Day 2 under each order --------------------------------------------------

// Retreat on Josefstadt: the Skalitz-like locations and bonus, the end at
// 06.00, the VI corps units (not a-cav) may leave by row 01 and cost 1 VP
// each still on the map at the end of 05.00, once (A-32, issue 14).
TEST(Vv157Section13_1, RetreatGivesTheSkalitzConditionsAndTheViCorpsPenalty) {
  Game g = day_one_over(ns_test());
  play(g, {"roll 5", "disengage a-inf1 0403", "roll 6", "disengage p-jag 0709", "withdraw done"});
  ASSERT_EQ(g.state().day, 2);
  const auto& vi = static_cast<const CorpsWithdrawal&>(*g.scenario().special.find("vi_corps_withdrawal"));
  EXPECT_FALSE(vi.penalty_every_turn) << "the default reading";
  EXPECT_TRUE(vi.concerned(g, test::unit(g, "a-inf1")));
  EXPECT_TRUE(vi.concerned(g, test::unit(g, "a-art")));   // by its commander-in-chief's corps
  EXPECT_FALSE(vi.concerned(g, test::unit(g, "a-cav")));  // excepted
  EXPECT_FALSE(vi.concerned(g, test::unit(g, "p-inf1")));
  EXPECT_TRUE(vi.may_exit(g, test::unit(g, "a-art"), where(g, "a-art")));     // on row 01
  EXPECT_FALSE(vi.may_exit(g, test::unit(g, "a-cav"), where(g, "a-cav")));    // on row 01, excepted
  EXPECT_FALSE(vi.may_exit(g, test::unit(g, "a-inf1"), where(g, "a-inf1")));  // not on the edge
  passive_until(g, [](const Game& x) { return x.state().turn == 6; });
  ASSERT_EQ(g.state().turn, 6);
  EXPECT_EQ(vi.penalty(g), 3);  // 3 units at the end of 05.00
  EXPECT_TRUE(log_contains(g, "13.1", "at the end of 05.00, 3 VI corps units still on the map"));
  passive_until(g, [](const Game&) { return false; });
  ASSERT_TRUE(g.over());
  EXPECT_EQ(g.state().turn, 6) << "the end of 06.00 under these conditions";
  EXPECT_TRUE(log_contains(g, "13.1", "the battle ends at the end of 06.00"));
  EXPECT_EQ(vi.penalty(g), 3)
      << "the same 3 units, still on the map at the end of 06.00, are not charged again";
  EXPECT_FALSE(log_contains(g, "13.1", "at the end of 06.00, 3 VI corps units still on the map"));
  ScoreSheet sheet = g.score_sheet();
  bool dorf = false, stadt = false, bonus = false, penalty = false;
  for (const ScoreLine& l : sheet.lines) {
    dorf |= l.text == "controls Dorf" && l.vp == 2;
    stadt |= l.text == "controls Stadt";
    bonus |= l.text.find("controlled Dorf at the end of 05.00") != std::string::npos && l.vp == 1;
    penalty |= l.side == Side::Austria && l.vp == -3 &&
               l.text == "VI corps units left on the map after 05.00 (1 VP each)";
  }
  EXPECT_TRUE(dorf);
  EXPECT_FALSE(stadt);
  EXPECT_TRUE(bonus);
  EXPECT_TRUE(penalty);
  EXPECT_TRUE(log_contains(g, "13", "end of the campaign, both days added"));
}

// A-32's other reading (penalty_every_turn = true): the count again at the
// end of every turn from 05.00, cumulatively: 3 at 05.00 and 3 at 06.00.
TEST(Vv157Section13_1, ViCorpsPenaltyEveryTurnUnderTheOtherReading) {
  auto sc = ns_test_with("scenarios/ns-day2.toml", "penalty_vp = 1\n",
                         "penalty_vp = 1\npenalty_every_turn = true\n");
  Game g = day_one_over(sc);
  play(g, {"roll 5", "disengage a-inf1 0403", "roll 6", "disengage p-jag 0709", "withdraw done"});
  passive_until(g, [](const Game&) { return false; });
  ASSERT_TRUE(g.over());
  const auto& vi = static_cast<const CorpsWithdrawal&>(*g.scenario().special.find("vi_corps_withdrawal"));
  EXPECT_TRUE(vi.penalty_every_turn);
  EXPECT_EQ(vi.penalty(g), 6);
  EXPECT_TRUE(log_contains(g, "13.1", "at the end of 06.00, 3 VI corps units still on the map"));
  bool penalty = false;
  for (const ScoreLine& l : g.score_sheet().lines)
    penalty |= l.side == Side::Austria && l.vp == -6 && l.text.ends_with("(1 VP each, every turn)");
  EXPECT_TRUE(penalty);
}

// Continue: the Nachod-like locations, no penalty, no 05.00 bonus, and
// Nachod's random end from 06.00.
TEST(Vv157Section13_1, ContinueKeepsTheNachodConditionsAndItsRandomEnd) {
  Game g = day_one_over(ns_test());
  play(g, {"roll 6", "disengage a-inf1 0403", "roll 6", "disengage p-jag 0709"});
  ASSERT_EQ(g.state().day, 2);
  const auto& vi = static_cast<const CorpsWithdrawal&>(*g.scenario().special.find("vi_corps_withdrawal"));
  EXPECT_FALSE(vi.may_exit(g, test::unit(g, "a-art"), where(g, "a-art")));
  passive_until(g, [](const Game& x) { return front_task_of(x, "nachod_skalitz_random_end"); });
  ASSERT_FALSE(g.over());
  EXPECT_EQ(g.state().turn, 6);
  play(g, {"roll 2"});  // 2 + 0 < 3: on
  passive_until(g, [](const Game& x) { return front_task_of(x, "nachod_skalitz_random_end"); });
  EXPECT_EQ(g.state().turn, 7);
  play(g, {"roll 2"});  // 2 + 1 = 3: the end
  ASSERT_TRUE(g.over());
  EXPECT_EQ(g.state().turn, 7);
  EXPECT_EQ(vi.penalty(g), 0);
  ScoreSheet sheet = g.score_sheet();
  bool stadt = false, dorf = false;
  for (const ScoreLine& l : sheet.lines) {
    stadt |= l.text == "controls Stadt" && l.vp == 2 && l.side == Side::Prussia;
    dorf |= l.text.find("Dorf") != std::string::npos;
  }
  EXPECT_TRUE(stadt);
  EXPECT_FALSE(dorf);
}

// Campaign rules keep their state across the change of day, and the whole
// replays to the same state.
TEST(Vv157Section13, TestCampaignReplaysAcrossTheChangeOfDay) {
  Game g = day_one_over(ns_test());
  play(g, {"roll 5", "disengage a-inf1 0403", "roll 1", "disengage p-jag 0709", "withdraw a-inf2 0703",
           "withdraw done"});
  passive_until(g, [](const Game&) { return false; });
  ASSERT_TRUE(g.over());
  Game r(ns_test(), 5);
  for (const Action& a : g.history()) ASSERT_FALSE(r.apply(a).has_value()) << g.notation(a);
  EXPECT_EQ(r.hash(), g.hash());
  EXPECT_EQ(BenedekOrder::in(r), BenedekDecision::Retreat);
}

// 9.5.13 across the change of day: a commander taken prisoner with his unit
// at the end of day 1 leaves an Aide de Camp, placed on a unit of his
// formation at the start of day 2 (not left off the map with his marker).
TEST(Vv157Section13, AideDeCampOfACommanderTakenAtTheEndOfDayOneIsPlacedOnDayTwo) {
  const std::string trapped = R"([[formation]]
id = "a-lost-bde"
side = "austria"
cinc = "a-cinc"
commander = "General L"
command = 1
bonus = 0
steps = 3
demo = 3
vp = 1

[[unit]]
id = "a-lost"
side = "austria"
formation = "a-lost-bde"
type = "infantry"
combat = 2
morale = 1
movement = 4

[[unit]]
id = "a-lost2"
side = "austria"
formation = "a-lost-bde"
type = "infantry"
combat = 2
morale = 2
movement = 4

[[unit]]
id = "p-x1"
side = "prussia"
formation = "p-div"
type = "infantry"
combat = 1
morale = 1
movement = 4

[[unit]]
id = "p-x2"
side = "prussia"
formation = "p-div"
type = "infantry"
combat = 1
morale = 1
movement = 4

[[setup]]
hex = "1010"
facing = "N"
pieces = ["a-lost-bde", "a-lost"]

[[setup]]
hex = "0101"
facing = "S"
pieces = ["a-lost2"]

[[setup]]
hex = "1009"
facing = "S"
pieces = ["p-x1"]

[[setup]]
hex = "0910"
facing = "NE"
pieces = ["p-x2"]

[victory]
)";
  auto sc = ns_test_with("scenarios/ns-day1.toml", "[victory]\n", trapped);
  Game g = day_one_over(sc);
  ASSERT_EQ(g.state().phase, Phase::BetweenDays);
  EXPECT_EQ(g.state().units[static_cast<std::size_t>(test::unit(g, "a-lost"))].where, Where::Eliminated);
  const int f = g.scenario().formation_index("a-lost-bde");
  const CommanderState& c = g.state().commanders[static_cast<std::size_t>(f)];
  EXPECT_TRUE(c.aide);
  EXPECT_FALSE(c.ooc);
  EXPECT_TRUE(c.replace_next_turn);
  std::vector<std::string> bad = g.check_invariants();
  EXPECT_TRUE(bad.empty()) << bad.front();
  play(g, {"roll 5", "disengage a-inf1 0403", "roll 6", "disengage p-jag 0709", "withdraw done"});
  ASSERT_EQ(g.state().day, 2);
  const CommanderState& d2 = g.state().commanders[static_cast<std::size_t>(f)];
  EXPECT_EQ(d2.where, Where::Map);
  EXPECT_EQ(g.scenario().map->label(d2.hex), "0101");
  EXPECT_TRUE(log_contains(g, "9.5.13", "the Aide de Camp of a-lost-bde is placed in 0101"));
}

// --- The real campaign ---------------------------------------------------------------

TEST(Vv157Section13, NachodSkalitzIsNachodThenADayFromTheNightTurn) {
  const Scenario& d1 = *campaign();
  ASSERT_TRUE(d1.next_day);
  const Scenario& d2 = *d1.next_day;
  EXPECT_EQ(d1.id, "nachod-skalitz");
  EXPECT_EQ(d1.scenario_id, "nachod");
  EXPECT_EQ(d2.scenario_id, "nachod-skalitz-day2");
  EXPECT_EQ(d1.edition.id, "VV157");
  EXPECT_EQ(d2.edition.id, "VV157");
  EXPECT_EQ(d1.first_turn, 7);
  EXPECT_EQ(d2.first_turn, 4);  // §13.2 "begins on the 04.00 turn (night)"
  EXPECT_EQ(d2.last_turn, 18);
  EXPECT_EQ(d2.night_turns, std::vector<int>{4});  // A-66
  EXPECT_TRUE(d1.special.pending().empty());
  EXPECT_TRUE(d2.special.pending().empty());
  EXPECT_EQ(d1.campaign->major, 5);
  EXPECT_EQ(d1.campaign->minor, 2);
  // A-33(b): a formation keeps its day-1 (Nachod) row; a new one the Skalitz row.
  auto demo = [&](const char* id) {
    return d2.formations[static_cast<std::size_t>(d2.formation_index(id))].demo;
  };
  EXPECT_EQ(demo("holstein"), 4);
  EXPECT_EQ(demo("wunck"), 1);
  EXPECT_EQ(demo("austria-independent"), 2);
  EXPECT_EQ(demo("hoffmann"), 3);
  EXPECT_EQ(demo("guard-cav"), 2);
  EXPECT_EQ(demo("austria-viii-independent"), 3);
  // §13.4: the 4th Dragoons of the Skalitz set-up are not in the campaign.
  EXPECT_LT(d2.unit_index("p-4drag"), 0);
  // §13.4 reinforcements of day 2.
  std::map<std::string, std::pair<int, std::string>> arrival;
  for (const Reinforcement& r : d2.reinforcements)
    for (Piece p : r.pieces)
      if (p.is_unit())
        arrival[d2.units[static_cast<std::size_t>(p.index())].id] = {r.turn, d2.map->label(r.hex)};
  EXPECT_EQ(arrival["p-38fus"], std::make_pair(4, std::string("1420")));
  EXPECT_EQ(arrival["p-art-v2"], std::make_pair(4, std::string("1420")));
  EXPECT_EQ(arrival["p-gdc"], std::make_pair(11, std::string("1611")));
  EXPECT_EQ(arrival["a-jos1"], std::make_pair(4, std::string("0801")));
  EXPECT_EQ(arrival["a-8ir"], std::make_pair(5, std::string("0801")));
  EXPECT_EQ(arrival["a-21ir"], std::make_pair(6, std::string("0801")));
  EXPECT_EQ(arrival["a-15ir"], std::make_pair(7, std::string("0801")));
  EXPECT_EQ(arrival["a-3uhl"], std::make_pair(8, std::string("0801")));
  // §13.1: the VI corps units that must leave are the four brigades' and
  // the two reserve batteries: not the reserve cavalry, not the 10th Uhlans.
  Game g(campaign(), 1);
  (void)g;
}

// The VI corps units of §13.1, by the data's corps.
TEST(Vv157Section13_1, ViCorpsUnitsThatMustLeaveAreTheBrigadesAndTheReserveBatteries) {
  auto sc = campaign();
  Game g(sc, 1);
  const Scenario& d2 = *sc->next_day;
  const auto* vi = dynamic_cast<const CorpsWithdrawal*>(d2.special.find("day2_vi_corps_withdrawal"));
  ASSERT_NE(vi, nullptr);
  std::vector<std::string> concerned;
  for (int u = 0; u < static_cast<int>(d2.units.size()); ++u)
    if (vi->concerned(g, u)) concerned.push_back(d2.units[static_cast<std::size_t>(u)].id);
  EXPECT_EQ(concerned.size(), 18u);
  for (const char* id : {"a-wal-ir1", "a-hert-art", "a-ros-jag", "a-14jag", "a-art-78x", "a-art-5910x"})
    EXPECT_NE(std::find(concerned.begin(), concerned.end(), id), concerned.end()) << id;
  for (const char* id : {"a-10uhl", "a-4cuir", "a-art-56", "a-8ir", "p-38fus"})
    EXPECT_EQ(std::find(concerned.begin(), concerned.end(), id), concerned.end()) << id;
  EXPECT_EQ(vi->penalty_from_turn, 12);
  EXPECT_FALSE(vi->penalty_every_turn) << "A-32: one count (issue 14)";
}

// §13.1 on the campaign's data (A-32, issue 14): day 1 played at random, a
// retreat on Josefstadt (Benedek's die 1), then nobody moves on day 2; at
// the end of 12.00 each VI corps unit still on the map costs the Austrian
// 1 VP, once: the same units still there at the end of 13.00 to 17.00 cost
// nothing more (the every-turn reading charged them up to six times).
TEST(Vv157Section13_1, CampaignChargesEachViCorpsUnitLeftAtTwelveOnce) {
  Game g(campaign(), 2);
  RandomPlayer p(11);
  for (int guard = 0; guard < 200000 && !front_task_of(g, "nachod_skalitz_benedek_order"); ++guard)
    ASSERT_FALSE(g.apply(g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g)).has_value());
  ASSERT_TRUE(front_task_of(g, "nachod_skalitz_benedek_order")) << g.describe_turn();
  play(g, {"roll 1"});  // at most 1 + 2 = 3 < 5: the retreat on Josefstadt
  ASSERT_EQ(BenedekOrder::in(g), BenedekDecision::Retreat);
  passive_until(g, [](const Game& x) { return x.state().day == 2 && x.state().turn == 13; });
  ASSERT_EQ(g.state().turn, 13) << g.describe_turn();
  const auto& vi =
      static_cast<const CorpsWithdrawal&>(*g.scenario().special.find("day2_vi_corps_withdrawal"));
  int on_map = 0;
  for (int u = 0; u < static_cast<int>(g.state().units.size()); ++u)
    on_map += vi.concerned(g, u) && g.state().units[static_cast<std::size_t>(u)].where == Where::Map;
  ASSERT_GT(on_map, 0);
  EXPECT_EQ(vi.penalty(g), on_map);
  EXPECT_TRUE(log_contains(g, "13.1",
                           fmt::format("at the end of 12.00, {} VI corps units still on the map", on_map)));
  passive_until(g, [](const Game&) { return false; });
  ASSERT_TRUE(g.over());
  EXPECT_EQ(g.state().turn, 17);
  EXPECT_EQ(vi.penalty(g), on_map) << "charged once";
  EXPECT_FALSE(log_contains(g, "13.1", "at the end of 13.00"));
  int sheet_vp = 0;
  for (const ScoreLine& l : g.score_sheet().lines)
    if (l.text.starts_with("VI corps units left on the map after 12.00")) sheet_vp += l.vp;
  EXPECT_EQ(sheet_vp, -on_map);
}

// The computer players' evaluation (gbn3/evaluate.h) of the same count: at
// the end of 11.00 (one turn left to leave), a VI corps unit at a western
// exit hex is expected to leave in time and costs about nothing; the same
// unit a dozen hexes from every exit costs about its 1 VP.
TEST(Vv157Section13_1, EvaluationCountsAViCorpsUnitByTheChanceItIsStillThereAtTwelve) {
  Game g(campaign(), 2);
  RandomPlayer p(11);
  for (int guard = 0; guard < 200000 && !front_task_of(g, "nachod_skalitz_benedek_order"); ++guard)
    ASSERT_FALSE(g.apply(g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g)).has_value());
  play(g, {"roll 1"});  // the retreat on Josefstadt
  ASSERT_EQ(BenedekOrder::in(g), BenedekDecision::Retreat);
  passive_until(g, [](const Game& x) { return x.state().day == 2 && x.state().turn == 11; });
  const auto& vi =
      static_cast<const CorpsWithdrawal&>(*g.scenario().special.find("day2_vi_corps_withdrawal"));
  int u = -1;
  for (int k = 0; k < static_cast<int>(g.state().units.size()) && u < 0; ++k)
    if (vi.concerned(g, k) && g.state().units[static_cast<std::size_t>(k)].where == Where::Map) u = k;
  ASSERT_GE(u, 0);
  const Map& m = *g.scenario().map;
  HexId far = kNoHex;
  for (HexId h = 0; h < m.size() && far == kNoHex; ++h) {
    int d = 99;
    for (HexId e : vi.hexes) d = std::min(d, m.distance(h, e));
    if (d >= 12) far = h;
  }
  ASSERT_NE(far, kNoHex);
  State& s = Rules::state(g);
  s.phase = Phase::Rally;  // 11.00's moves are over
  s.commanders[static_cast<std::size_t>(g.scenario().units[static_cast<std::size_t>(u)].formation)].where =
      Where::Pending;  // its command (9.1.2) the same wherever it stands
  Rules::place_unit(g, u, vi.hexes.front(), Direction::N);
  const double at_exit = evaluation_terms(g).margin;
  Rules::place_unit(g, u, far, Direction::N);
  const double away = evaluation_terms(g).margin;
  // Positive margins favour Prussia.
  EXPECT_GT(away - at_exit, 0.7);
  EXPECT_LT(away - at_exit, 1.3);
}

// Random play of the whole campaign: day 1, Benedek's roll, the between-days
// procedure, day 2 from 04.00; invariants hold, the end adds both days, and
// the game replays to the same state.
TEST(Vv157Section13, RandomCampaignsCrossTheDaysKeepTheInvariantsAndReplay) {
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    Game g(campaign(), seed);
    RandomPlayer p(seed * 17 + 3);
    bool saw_day2_night = false;
    for (int guard = 0; guard < 200000 && !g.over(); ++guard) {
      Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
      ASSERT_FALSE(g.apply(a).has_value()) << g.notation(a);
      std::vector<std::string> bad = g.check_invariants();
      ASSERT_TRUE(bad.empty()) << bad.front() << " after " << g.notation(a) << " at " << g.describe_turn();
      saw_day2_night |= g.state().day == 2 && g.state().turn == 4;
    }
    ASSERT_TRUE(g.over());
    EXPECT_TRUE(saw_day2_night);
    EXPECT_EQ(g.state().days.size(), 1u);
    EXPECT_NE(BenedekOrder::in(g), BenedekDecision::Undecided);
    EXPECT_TRUE(log_contains(g, "13.1", "Benedek's order: die"));
    EXPECT_TRUE(log_contains(g, "13", "end of the campaign, both days added"));
    Game r(campaign(), seed);
    for (const Action& a : g.history()) ASSERT_FALSE(r.apply(a).has_value());
    EXPECT_EQ(r.hash(), g.hash());
  }
}

// §13.3 on the campaign's night turn: half movement, no entry into an enemy
// ZoC, no combat, barrage only at adjacent hexes (the [night] flags); 05.00
// is day.
TEST(Vv157Section13_3, NightTurnOfDayTwoAsPrinted) {
  const Scenario& d2 = *campaign()->next_day;
  EXPECT_TRUE(d2.is_night(4));
  EXPECT_FALSE(d2.is_night(5));
  EXPECT_TRUE(d2.night.half_movement);
  EXPECT_TRUE(d2.night.no_zoc_entry);
  EXPECT_TRUE(d2.night.no_combat);
  EXPECT_TRUE(d2.night.artillery_adjacent_only);
  EXPECT_FALSE(d2.night.free_zoc_exit);
  EXPECT_FALSE(d2.edition.night_morale_penalty);  // D-6: VV157 has none
  int moves = 0, fires = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    Game g(campaign(), seed);
    RandomPlayer p(seed * 29 + 1);
    for (int guard = 0; guard < 200000 && !g.over(); ++guard) {
      const State& s = g.state();
      if (s.day == 2 && s.turn > 4) break;
      if (s.day == 2 && s.turn == 4 && g.actor().kind == ActorKind::Decision && s.tasks.empty()) {
        EXPECT_EQ(test::count_actions(g, ActionType::Assault), 0) << "combat is prohibited";
        const Map& m = *g.scenario().map;
        for (const Action& a : g.legal_actions()) {
          if (a.type == ActionType::Fire) {
            ++fires;
            EXPECT_EQ(m.distance(s.units[static_cast<std::size_t>(a.piece.index())].hex,
                                 s.units[static_cast<std::size_t>(a.target.index())].hex),
                      1);
          }
          if (a.type == ActionType::Move && a.piece.is_unit()) {
            ++moves;
            const UnitDef& d = g.scenario().units[static_cast<std::size_t>(a.piece.index())];
            const std::vector<std::uint8_t> ez = Rules::zoc(g, other(d.side));
            EXPECT_FALSE(ez[static_cast<std::size_t>(a.hex)] && !Rules::has_friend(g, a.hex, d.side))
                << "no entry into an enemy ZoC: " << g.notation(a);
          }
        }
        for (int u = 0; u < static_cast<int>(s.units.size()); ++u) {
          if (!s.units[static_cast<std::size_t>(u)].active ||
              s.units[static_cast<std::size_t>(u)].where != Where::Map)
            continue;
          const UnitDef& d = g.scenario().units[static_cast<std::size_t>(u)];
          const int road_bonus = d.kind == UnitKind::Cavalry ? 4 : 2;  // half MP (TEC footnote 4)
          for (const Reach& r : g.reachable(u)) EXPECT_LE(r.cost, d.movement + road_bonus) << d.id;
        }
      }
      Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
      ASSERT_FALSE(g.apply(a).has_value()) << g.notation(a);
    }
  }
  EXPECT_GT(moves, 0);
}

// `bohemia selfplay --scenario nachod-skalitz` through its library: no
// invariant broken, the same seed gives the same results.
TEST(Vv157Section13, SelfplayOfTheCampaignIsCleanAndRepeatable) {
  SelfplayOptions opt;
  opt.games = 4;
  opt.seed = 1;
  SelfplayStats a = run_selfplay(campaign(), opt);
  EXPECT_EQ(a.games, 4);
  EXPECT_EQ(a.invariant_violations, 0) << (a.first_violations.empty() ? "" : a.first_violations.front());
  SelfplayStats b = run_selfplay(campaign(), opt);
  EXPECT_EQ(a.actions_total, b.actions_total);
  EXPECT_EQ(a.results, b.results);
}

// --- §13.4 the 10th Uhlans and the reserve cavalry ------------------------------

// "The 10th uhlans Clam-Gallas depends on the VIII corps as soon as it enters
// the game, in terms of demoralisation threshold" (A-33c): a VI corps
// independent on day 1 (Nachod §11.3), a VIII corps independent on day 2,
// its losses with it.
TEST(Vv157Section13_4, TenthUhlansCountWithTheViiiCorpsIndependentsOnDayTwo) {
  const Scenario& d1 = *campaign();
  const Scenario& d2 = *campaign()->next_day;
  const int u = d1.unit_index("a-10uhl");
  ASSERT_EQ(d2.unit_index("a-10uhl"), u) << "one piece over both days";
  auto formation = [&](const Scenario& d) {
    return d.formations[static_cast<std::size_t>(d.units[u].formation)].id;
  };
  EXPECT_EQ(formation(d1), "austria-independent");
  EXPECT_EQ(formation(d2), "austria-viii-independent");
  // Its day-1 loss counts for the VIII corps independents from day 2 on.
  Game g(campaign(), 5);
  Rules::eliminate_unit(g, u, "test");
  const int vi = d1.formation_index("austria-independent");
  const int viii = d1.formation_index("austria-viii-independent");
  EXPECT_EQ(Rules::formation_losses(g, vi), 1);
  passive_until(g, [](const Game& x) { return x.state().day == 2; });
  ASSERT_EQ(g.state().day, 2);
  EXPECT_EQ(g.state().units[static_cast<std::size_t>(u)].where, Where::Eliminated) << "it stays out";
  EXPECT_EQ(Rules::formation_losses(g, vi), 0);
  EXPECT_EQ(Rules::formation_losses(g, viii), 1);
}

// §13.1 "Any formation that is demoralised on the first day remains so on
// the second but does not award any additional VP for this second day": the
// VI corps independents, demoralised on day 1 by the 10th Uhlans' loss and
// another, keep their marker on day 2 when the Uhlans' loss passes to the
// VIII corps independents (A-33c) and theirs falls below the threshold; the
// engine's invariant check accepts the carried marker; day 2 scores nothing
// for it.
TEST(Vv157Section13_1, FormationDemoralisedOnDayOneStaysSoWhenItsLossesShrink) {
  ASSERT_TRUE(campaign()->campaign->demoralisation_carries);
  Game g(campaign(), 5);
  const Scenario& d1 = g.scenario();
  const int vi = d1.formation_index("austria-independent");
  Rules::eliminate_unit(g, test::unit(g, "a-10uhl"), "test");
  Rules::eliminate_unit(g, test::unit(g, "a-art-78x"), "test");
  ASSERT_GE(Rules::formation_losses(g, vi), d1.formations[static_cast<std::size_t>(vi)].demo);
  ASSERT_TRUE(g.state().demoralised[static_cast<std::size_t>(vi)]);
  passive_until(g, [](const Game& x) { return x.state().day == 2; });
  ASSERT_EQ(g.state().day, 2);
  const FormationDef& fd = g.scenario().formations[static_cast<std::size_t>(vi)];
  EXPECT_LT(Rules::formation_losses(g, vi), fd.demo) << "the Uhlans' loss went with them";
  EXPECT_TRUE(g.state().demoralised[static_cast<std::size_t>(vi)]) << "remains so on the second";
  EXPECT_TRUE(log_contains(g, "13", fd.name + " was demoralised on day 1 and remains so"));
  EXPECT_TRUE(g.check_invariants().empty()) << g.check_invariants().front();
  for (const ScoreLine& l : Rules::score(g).lines)
    EXPECT_EQ(l.text.find(fd.name), std::string::npos) << l.text;
  // A few turns later the marker is still there and the state still sound.
  passive_until(g, [](const Game& x) { return x.state().turn >= 7; });
  EXPECT_TRUE(g.state().demoralised[static_cast<std::size_t>(vi)]);
  EXPECT_TRUE(g.check_invariants().empty());
}

// "The 1st reserve cavalry division may be commanded by any corps Commander
// in Chief" (Hook::CincCommandsFormation): every one of the listed
// commanders-in-chief commands the formation, at each point where §7.2, §8
// and §9.1.4 ask who commands it. `cincs` empty: no rule, the second
// commander-in-chief commands nobody (§7.2 "each one only commands the
// formations that are affiliated with him").
const char* const kFarCincs[] = {"0110 N a-bde a-inf1", "1005 N a-cinc", "0210 N a-cinc2",
                                 "0501 N p-div p-inf1"};
std::shared_ptr<const Scenario> two_cincs(const std::string& cincs,
                                          std::vector<std::string> setup = {std::begin(kFarCincs),
                                                                            std::end(kFarCincs)}) {
  test::Position p;
  p.edition = "VV157";
  p.setup = std::move(setup);
  p.tables =
      "[[commander_in_chief]]\nid = \"a-cinc2\"\nname = \"A CinC 2\"\nside = \"austria\"\nreaction = 3\n"
      "initiative = 1\n";
  if (!cincs.empty())
    p.tables +=
        "\n[special.any_cinc]\nkind = \"nachod_skalitz_any_cinc_commands\"\nformation = \"a-bde\"\ncincs = " +
        cincs + "\n";
  return test::position(p);
}

// Plays the commanders-in-chief's moves (§7.1: nobody moves) up to the
// lines of command (§7.2).
void through_lines_of_command(Game& g) {
  while (g.state().phase == Phase::CincReaction || g.state().phase == Phase::CincMove) {
    const State& s = g.state();
    const std::string next =
        s.phase == Phase::CincReaction
            ? std::string("roll 1")
            : "cinc " + g.scenario().cincs[static_cast<std::size_t>(s.cinc_cursor)].id + " stay";
    play(g, {next.c_str()});
  }
}

// §7.2: A CinC 2 (next to General A) reaches him; his own commander-in-chief
// is too far.
TEST(Vv157Section13_4, ReserveCavalryIsCommandedByAnyListedCommanderInChief) {
  const int bde = 1;  // a-bde, the builder's Austrian formation
  Game g(two_cincs("[\"a-cinc\", \"a-cinc2\"]"), 1);
  through_lines_of_command(g);
  ASSERT_EQ(g.scenario().formations[bde].id, "a-bde");
  EXPECT_FALSE(g.state().commanders[bde].ooc) << "A CinC 2 reaches him";
  // Only his own commander-in-chief, too far (§7.2 as written): out of command.
  Game h(two_cincs("[\"a-cinc\"]"), 1);
  through_lines_of_command(h);
  EXPECT_TRUE(h.state().commanders[bde].ooc);
  EXPECT_TRUE(test::log_contains(h, "7.2", "General A cannot be reached by a line of command"));
  Game k(two_cincs(""), 1);
  through_lines_of_command(k);
  EXPECT_TRUE(k.state().commanders[bde].ooc);
}

// §9.1.4: A CinC 2 may take a unit of the division, out of its commander's
// reach but within his 6 cavalry MP, under direct command ("direct UNIT
// CINC"), counted against his own reaction value; without the rule he
// commands none of its troops ("each Commander in Chief only commands the
// troops that are assigned to him").
TEST(Vv157Section13_4, ReserveCavalryUnitsTakenUnderDirectCommandByAnyListedCinc) {
  const std::vector<std::string> setup = {"0110 N a-bde a-inf1 a-cinc", "0902 N a-inf2", "0903 N a-cinc2",
                                          "0904 N a-inf3", "0301 N p-div p-inf1"};
  Game g(two_cincs("[\"a-cinc\", \"a-cinc2\"]", setup), 1);
  test::drive_to(g, "a-bde", Phase::Command);
  ASSERT_FALSE(g.state().units[static_cast<std::size_t>(test::unit(g, "a-inf2"))].in_command)
      << "too far from General A (9.1.2)";
  EXPECT_TRUE(has_action(g, "direct a-inf2 a-cinc2"));
  EXPECT_FALSE(has_action(g, "direct a-inf2")) << "A CinC is more than 6 cavalry MP away";
  play(g, {"direct a-inf2 a-cinc2"});
  EXPECT_TRUE(g.state().units[static_cast<std::size_t>(test::unit(g, "a-inf2"))].in_command);
  EXPECT_EQ(g.state().cincs[static_cast<std::size_t>(g.scenario().cinc_index("a-cinc2"))].direct_used, 1);
  EXPECT_EQ(g.state().cincs[static_cast<std::size_t>(g.scenario().cinc_index("a-cinc"))].direct_used, 0);
  EXPECT_TRUE(log_contains(g, "9.1.4", "A CinC 2 takes a-inf2 (a-inf2) under direct command"));
  EXPECT_NE(test::refuse(g, "direct a-inf2 a-cinc2").find("9.1.4: 'direct a-inf2 a-cinc2' is refused"),
            std::string::npos)
      << "already in command (a-inf3 keeps the command step open)";

  // Without the rule nobody may command it: the command step offers nothing
  // (the engine passes it) and the unit moves out of command.
  Game h(two_cincs("", setup), 1);
  test::drive_to(h, "a-bde");
  EXPECT_FALSE(h.state().units[static_cast<std::size_t>(test::unit(h, "a-inf2"))].in_command);
  EXPECT_FALSE(log_contains(h, "9.1.4", "under direct command"));
}

// §8: "If he wins the initiative for the turn, only one formation of this
// Commander in Chief may be chosen to be activated first": A CinC 2 holds
// Austria's best roll; with the rule the division is one of his formations
// and may go first; without it he has none, and every marker goes into the
// cup.
TEST(Vv157Section13_4, ReserveCavalryMarkerMayGoFirstAfterAnyListedCincsInitiative) {
  auto roll_initiative = [](Game& g) {
    through_lines_of_command(g);
    while (g.state().phase == Phase::InitiativeRoll) {
      const bool second = g.scenario().cincs[static_cast<std::size_t>(g.state().roll_a)].id == "a-cinc2";
      play(g, {second ? "roll 6" : "roll 1"});
    }
  };
  Game g(two_cincs("[\"a-cinc\", \"a-cinc2\"]"), 1);
  roll_initiative(g);
  ASSERT_EQ(g.state().acting, Side::Austria);
  ASSERT_EQ(g.state().phase, Phase::InitiativePick);
  EXPECT_TRUE(has_action(g, "first a-bde"));
  Game h(two_cincs(""), 1);
  roll_initiative(h);
  ASSERT_EQ(h.state().acting, Side::Austria);
  EXPECT_EQ(h.state().phase, Phase::Draw) << "A CinC 2 has no formation to send first";
  EXPECT_FALSE(has_action(h, "first a-bde"));
}

// The campaign's table: Holstein's division, by Ramming or Leopold.
TEST(Vv157Section13_4, ReserveCavalryTableNamesRammingAndLeopold) {
  const Scenario& d2 = *campaign()->next_day;
  const auto* rule = dynamic_cast<const AnyCincCommands*>(d2.special.find("reserve_cavalry_commanders"));
  ASSERT_NE(rule, nullptr);
  EXPECT_EQ(rule->formation, d2.formation_index("holstein"));
  EXPECT_EQ(rule->cincs, (std::vector<int>{d2.cinc_index("ramming"), d2.cinc_index("leopold")}));
}

}  // namespace
}  // namespace special_nachod_skalitz_test
}  // namespace bohemia
