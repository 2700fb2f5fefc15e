// Campaigns as one game (§13 of each rulebook): the data model on the test
// campaign of tests/data/campaigns (day 1 the duel 09.00-10.00, day 2 the
// same map from the night turn 04.00): one order of battle for both days,
// day 1 played and scored, the between-days procedure (a special rule's
// roll), day 2 starting from the state day 1 left, the two days' VP added and
// compared with the campaign's levels, and the whole replayed.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <map>

#include "gbn3/rules.h"
#include "gbn3/save.h"
#include "gbn3/special/rule_catalog.h"
#include "gbn3/special/rule_params.h"
#include "gbn3/special/special_rule.h"
#include "gbn3_play.h"
#include "test_util.h"

namespace bohemia {
namespace campaign_test {
namespace {

// A campaign rule for the tests: between the days it rolls 1d6 (a task of
// its own), keeps the roll in its state slot, and the Prussian scores the
// roll on day 2; the slot must survive the change of day.
class TestBetweenDaysRoll : public SpecialRule {
 public:
  explicit TestBetweenDaysRoll(RuleParams&) {
    implement({Hook::BetweenDays, Hook::Tasks, Hook::Score});
    reserve_state(1);
  }
  void between_days(RuleEffects& fx) const override { fx.queue_task(*this, Task{}); }
  TaskActor task_actor(const Game&, const Task&) const override {
    return {ActorKind::Chance, Side::Austria, ChanceKind::D6};
  }
  void task_roll(RuleEffects& fx, const Task&, int die) const override {
    set_var(fx, 0, die);
    log(fx, fmt::format("the between-days roll is {}", die));
  }
  void score(const Game& g, ScoreSheet& sheet) const override {
    if (g.state().day == 2 && var(g, 0))
      sheet.add(Side::Prussia, var(g, 0), log_section(), "the between-days roll");
  }
};

const RuleCatalog& test_kinds() {
  static const RuleCatalog c = [] {
    RuleCatalog k;
    k.add<TestBetweenDaysRoll>("test_between_days_roll", "tests §13.2",
                               "a roll between the days, scored on day 2");
    return k;
  }();
  return c;
}

std::shared_ptr<const Scenario> campaign(const std::string& id, const RuleCatalog* extra = nullptr) {
  setenv("BOHEMIA_DATA", BOHEMIA_TEST_DATA, 1);
  auto sc = load_scenario(id, extra);
  unsetenv("BOHEMIA_DATA");
  return sc;
}

// Random play until the predicate holds (or the game ends).
template <class Until>
void play_until(Game& g, RandomPlayer& p, Until until) {
  for (int guard = 0; guard < 20000 && !g.over() && !until(g); ++guard) {
    Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
    ASSERT_FALSE(g.apply(a).has_value()) << g.notation(a) << " at " << g.describe_turn();
    std::vector<std::string> bad = g.check_invariants();
    ASSERT_TRUE(bad.empty()) << bad.front() << " after " << g.notation(a) << " at " << g.describe_turn();
  }
}

// §13: one order of battle over both days; each day its own turn track, map
// and rules; the campaign's id on both (saves name the campaign).
TEST(Section13, CampaignIsTwoDaysOverOneOrderOfBattle) {
  auto sc = campaign("test-campaign");
  ASSERT_TRUE(sc->campaign);
  ASSERT_TRUE(sc->next_day);
  const Scenario& d2 = *sc->next_day;
  EXPECT_EQ(sc->id, "test-campaign");
  EXPECT_EQ(d2.id, "test-campaign");
  EXPECT_EQ(sc->scenario_id, "campaign-day1");
  EXPECT_EQ(d2.scenario_id, "campaign-day2");
  EXPECT_EQ(sc->day, 1);
  EXPECT_EQ(d2.day, 2);
  EXPECT_EQ(sc->first_turn, 9);
  EXPECT_EQ(d2.first_turn, 4);
  EXPECT_TRUE(d2.is_night(4));
  EXPECT_FALSE(d2.is_night(5));
  // The pieces of both days, each with one index on both days: day 1's, then
  // the two new on day 2.
  ASSERT_EQ(sc->units.size(), d2.units.size());
  for (std::size_t u = 0; u < sc->units.size(); ++u) EXPECT_EQ(sc->units[u].id, d2.units[u].id);
  EXPECT_EQ(sc->unit_index("p-inf3"), static_cast<int>(sc->units.size()) - 2);
  EXPECT_EQ(sc->unit_index("a-inf3"), static_cast<int>(sc->units.size()) - 1);
  EXPECT_EQ(sc->formations.size(), d2.formations.size());
  EXPECT_EQ(sc->campaign->major, 6);
  EXPECT_EQ(sc->campaign->minor, 2);
}

// §13: day 1 is scored, then day 2 starts at 04.00 from the position day 1
// left (positions, losses, disorganisation), with its own pieces added; the
// between-days roll is a chance event of the game, kept for day 2; the
// result adds both days and uses the campaign's levels; the whole replays.
TEST(Section13, DayOneThenBetweenTheDaysThenDayTwoFromTheStateDayOneLeft) {
  auto sc = campaign("test-campaign-rolls", &test_kinds());
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    Game g(sc, seed);
    RandomPlayer p(seed * 7 + 1);
    play_until(g, p, [](const Game& x) { return x.state().phase == Phase::BetweenDays; });
    ASSERT_EQ(g.state().phase, Phase::BetweenDays) << "seed " << seed;
    ASSERT_EQ(g.state().days.size(), 1u);
    EXPECT_EQ(g.state().day, 1);
    EXPECT_TRUE(test::log_contains(g, "11.4.2", "end of day 1"));
    // The between-days procedure waits for its roll.
    ASSERT_EQ(g.actor().kind, ActorKind::Chance);
    ASSERT_EQ(g.chance_kind(), ChanceKind::D6);
    const State before = g.state();
    test::play(g, {"roll 4"});
    const State& s = g.state();
    EXPECT_EQ(s.day, 2);
    EXPECT_EQ(s.turn, 4);
    EXPECT_TRUE(test::log_contains(g, "13.2", "the between-days roll is 4"));
    EXPECT_TRUE(test::log_contains(g, "13", "day 2 begins"));
    EXPECT_NE(g.describe_turn().find("day 2, 04.00 (night)"), std::string::npos) << g.describe_turn();
    // Day 1's pieces stay as they were; day 2's new pieces start as its set-up says.
    const int a_inf3 = test::unit(g, "a-inf3"), p_inf3 = test::unit(g, "p-inf3");
    for (int u = 0; u < static_cast<int>(s.units.size()); ++u) {
      if (u == a_inf3 || u == p_inf3) continue;
      const UnitState& b = before.units[static_cast<std::size_t>(u)];
      const UnitState& x = s.units[static_cast<std::size_t>(u)];
      if (b.where == Where::Pending && g.scenario().units[static_cast<std::size_t>(u)].id == "p-inf1")
        continue;
      EXPECT_EQ(x.where, b.where) << g.scenario().units[static_cast<std::size_t>(u)].id;
      EXPECT_EQ(x.hex, b.hex) << g.scenario().units[static_cast<std::size_t>(u)].id;
      EXPECT_EQ(x.losses, b.losses) << g.scenario().units[static_cast<std::size_t>(u)].id;
      EXPECT_EQ(x.disorganised, b.disorganised) << g.scenario().units[static_cast<std::size_t>(u)].id;
    }
    EXPECT_EQ(test::hex_of(g, "a-inf3"), "0609");
    EXPECT_EQ(s.units[static_cast<std::size_t>(a_inf3)].losses, 1);
    EXPECT_EQ(s.units[static_cast<std::size_t>(p_inf3)].where, Where::Pending);  // enters at 04.00
    EXPECT_EQ(s.demoralised, before.demoralised);
    // Day 2 scores only its own losses: none yet.
    ScoreSheet sheet = g.score_sheet();
    for (const ScoreLine& l : sheet.lines)
      EXPECT_EQ(l.text.find("enemy step losses"), std::string::npos) << l.text;
    // The campaign rule's roll is still there on day 2.
    const SpecialRule* roll = g.scenario().special.find("test_between_days_roll");
    ASSERT_NE(roll, nullptr);
    EXPECT_EQ(g.state().rule_vars.at(0), 4);
    // To the end: both days' VP added, the campaign's levels.
    play_until(g, p, [](const Game&) { return false; });
    ASSERT_TRUE(g.over());
    const State& e = g.state();
    ASSERT_EQ(e.days.size(), 1u);
    ScoreSheet day2 = g.score_sheet();
    EXPECT_EQ(e.vp[0], e.days[0].vp[0] + day2.vp[0]);
    EXPECT_EQ(e.vp[1], e.days[0].vp[1] + day2.vp[1]);
    const int margin = std::abs(e.vp[0] - e.vp[1]);
    EXPECT_EQ(e.level, margin >= 6 ? 2 : margin >= 2 ? 1 : 0) << "the campaign's levels, not the day's";
    EXPECT_TRUE(test::log_contains(g, "13", "end of the campaign"));
    // The same seed and actions replay to the same state across the change of day.
    Game r(sc, seed);
    for (const Action& a : g.history()) ASSERT_FALSE(r.apply(a).has_value());
    EXPECT_EQ(r.hash(), g.hash());
  }
}

// §13.3 (VV157) night rules as the day-2 file's [night]: half movement, no
// entry into an enemy ZoC, no combat; at 05.00 (day) they are gone.
TEST(Section13_3, NightTurnOfDayTwoHalvesMovementAndForbidsCombat) {
  auto sc = campaign("test-campaign");
  EXPECT_TRUE(sc->next_day->night.half_movement);
  EXPECT_TRUE(sc->next_day->night.no_combat);
  Game g(sc, 3);
  RandomPlayer p(11);
  play_until(g, p, [](const Game& x) { return x.state().day == 2 && x.state().phase == Phase::Movement; });
  ASSERT_EQ(g.state().day, 2);
  ASSERT_EQ(g.state().turn, 4);
  // Every unit's reach: at most half its allowance, plus the road bonus (in
  // half MP: an allowance of 4 MP gives 4 half MP at night, 8 by day).
  int checked = 0;
  for (int u = 0; u < static_cast<int>(g.state().units.size()); ++u) {
    const UnitState& x = g.state().units[static_cast<std::size_t>(u)];
    if (!x.active || x.where != Where::Map) continue;
    const UnitDef& d = g.scenario().units[static_cast<std::size_t>(u)];
    const int road_bonus = d.kind == UnitKind::Cavalry ? 4 : 2;
    for (const Reach& r : g.reachable(u)) EXPECT_LE(r.cost, d.movement + road_bonus) << d.id;
    ++checked;
  }
  EXPECT_GT(checked, 0);
  play_until(g, p, [](const Game& x) { return x.state().phase == Phase::Declare || x.state().turn == 5; });
  if (g.state().phase == Phase::Declare && g.state().turn == 4) {
    EXPECT_EQ(test::count_actions(g, ActionType::Assault), 0) << "combat is prohibited at night";
  }
}

// A campaign saves under its id and replays from its first day, through the
// change of day (the save's checkpoints verify the hash on the way).
TEST(Section13, CampaignSaveReplaysAcrossTheChangeOfDay) {
  auto sc = campaign("test-campaign");
  Game g(sc, 9);
  RandomPlayer p(5);
  play_until(g, p, [](const Game&) { return false; });
  ASSERT_TRUE(g.over());
  const std::string text = save_game(g);
  setenv("BOHEMIA_DATA", BOHEMIA_TEST_DATA, 1);
  ReplayResult r = replay_save(text);
  unsetenv("BOHEMIA_DATA");
  ASSERT_TRUE(r.game) << r.error;
  EXPECT_EQ(r.game->hash(), g.hash());
  EXPECT_EQ(r.game->state().day, 2);
}

}  // namespace
}  // namespace campaign_test
}  // namespace bohemia
