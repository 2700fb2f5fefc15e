// The roster of an evening's game (issue 19 item 2): commands update it,
// undo takes them back one by one exactly, the log reads like the demo
// report with each rule cited, and the JSON file round-trips.
#include "mini/json_io.h"
#include "mini_util.h"

namespace bohemia::mini::test {
namespace mini_roster_test {
namespace {

Roster evening() {
  Roster r = roster({cavalry("hus", "prussia", Weight::Light), cavalry("drag", "france", Weight::Heavy),
                     infantry("inf", "prussia")});
  r.title = "Demo";
  r.move = 10;
  return r;
}

TEST(Mini_Roster, UndoTakesEachCommandBackExactly) {
  Roster r = evening();
  std::vector<Roster> states{r};
  roll(r, charge("hus", "drag"), {1, 1});  // factors 0 v 2: drag Winner by 2; 4: drag retires Shaken
  states.push_back(r);
  Request add = verb(Verb::Set, "");
  add.set = {infantry("new", "france")};
  roll(r, add, {});
  states.push_back(r);
  roll(r, verb(Verb::EndOfMove, ""), {});
  EXPECT_EQ(r.move, 11);
  for (std::size_t k = states.size(); k-- > 0;) {
    std::string label;
    ASSERT_TRUE(undo(r, &label));
    EXPECT_FALSE(label.empty());
    EXPECT_EQ(r.units, states[k].units) << k;
    EXPECT_EQ(r.queue, states[k].queue) << k;
    EXPECT_EQ(r.log, states[k].log) << k;
    EXPECT_EQ(r.move, states[k].move) << k;
  }
  EXPECT_FALSE(undo(r));
}

TEST(Mini_Roster, ARefusedCommandChangesNothing) {
  Roster r = evening();
  Roster before = r;
  GivenDice d({1, 1});
  EXPECT_FALSE(play(r, charge("hus", "inf"), d));
  GivenDice short_dice({1});
  EXPECT_FALSE(play(r, charge("hus", "drag"), short_dice));  // the dice run out
  EXPECT_EQ(r.units, before.units);
  EXPECT_TRUE(r.log.empty());
  EXPECT_TRUE(r.undo.empty());
}

TEST(Mini_Roster, TheLogNamesTheMoveTheDiceAndTheRules) {
  Roster r = evening();
  roll(r, charge("hus", "drag"), {5, 5});  // 10 +2 = 12: the Loser (hus) routs
  ASSERT_GE(r.log.size(), 3u);
  EXPECT_EQ(r.log[0].move, 10);
  EXPECT_NE(r.log[0].text.find("hus charge drag (rule 14)"), std::string::npos);
  EXPECT_NE(r.log[1].text.find("5+5 = 10, +2 = 12: Loser routs"), std::string::npos) << r.log[1].text;
  EXPECT_EQ(r.log[1].rule, "14");
  bool rout = false;
  for (const LogLine& l : r.log) rout = rout || l.text.find("hus is Routed") != std::string::npos;
  EXPECT_TRUE(rout);
  // What follows: friends of hus react, drag may pursue, hus rallies next move.
  EXPECT_TRUE(has_step(r, StepKind::Reaction, "hus"));
  EXPECT_TRUE(has_step(r, StepKind::Pursuit, "drag"));
  EXPECT_TRUE(has_step(r, StepKind::Rally, "hus"));
  EXPECT_EQ(r.queue.front().kind, StepKind::Reaction);  // this move's steps first
}

TEST(Mini_Roster, JsonRoundTripKeepsEverything) {
  Roster r = evening();
  r.find("inf")->supports = {{3, "hus"}, {7.5, ""}};
  r.readings.reaction_radius = 8;
  const Roster before = r;
  roll(r, charge("hus", "drag"), {5, 5});
  json j = to_json(r);
  auto back = roster_from_json(json::parse(to_text(j)));
  ASSERT_TRUE(back) << back.error;
  EXPECT_EQ(back->units, r.units);
  EXPECT_EQ(back->queue, r.queue);
  EXPECT_EQ(back->log, r.log);
  EXPECT_EQ(back->readings, r.readings);
  EXPECT_EQ(back->move, r.move);
  ASSERT_EQ(back->undo.size(), 1u);
  EXPECT_TRUE(undo(*back));
  EXPECT_EQ(back->units, before.units);
}

TEST(Mini_Roster, UndoKeepsOnlyTheLastHundredCommands) {
  Roster r = evening();
  for (std::size_t i = 0; i < kUndoDepth + 5; ++i) {
    Request q = verb(Verb::Set, "");
    Unit u = infantry("inf", "prussia");
    u.casualties = static_cast<int>(i % 5);
    q.set = {u};
    roll(r, q, {});
  }
  EXPECT_EQ(r.undo.size(), kUndoDepth);
}

TEST(Mini_Roster, SeededDiceReplay) {
  Roster a = evening(), b = evening();
  SeededDice d1(42), d2(42);
  auto ra = play(a, charge("hus", "drag"), d1);
  auto rb = play(b, charge("hus", "drag"), d2);
  ASSERT_TRUE(ra && rb);
  EXPECT_EQ(ra->rolls[0].dice, rb->rolls[0].dice);
  EXPECT_EQ(a.units, b.units);
}

}  // namespace
}  // namespace mini_roster_test
}  // namespace bohemia::mini::test
