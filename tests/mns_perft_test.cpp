// Perft-style table for Musket & Saber (Königgrätz), as tests/perft_test.cpp
// is for GBN3: the exact number of legal actions (decisions, or the chance
// outcomes of a die: 6, or 11 totals of 2d6) at fixed positions, and the
// number of action sequences of a fixed depth from them (each chance
// outcome counted once). The depth-1 counts are justified from the rules
// below; the deeper ones pin the engine's move generation: they change
// only when a rule or the data changes (update them with the reason).
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_perft_test {
namespace {

long long perft(const Game& g, int depth) {
  if (depth == 0 || g.over()) return 1;
  long long n = 0;
  if (g.wait() == WaitKind::Chance) {
    for (int v = g.dice(); v <= 6 * g.dice(); ++v) {
      Game c = g.copy_without_log();
      EXPECT_FALSE(c.apply(Action{ActionType::Roll, static_cast<std::int8_t>(v)}).has_value());
      n += perft(c, depth - 1);
    }
    return n;
  }
  for (const Action& a : g.legal_actions()) {
    Game c = g.copy_without_log();
    EXPECT_FALSE(c.apply(a).has_value()) << g.notation(a);
    n += perft(c, depth - 1);
  }
  return n;
}

std::vector<std::string> legal(const Game& g) {
  std::vector<std::string> out;
  for (const Action& a : g.legal_actions()) out.push_back(g.notation(a));
  return out;
}

TEST(Mns_Perft, TheStartIsTheAustriansChoiceOfSetUp) {
  // 17.2, 17.3: the Austrian sets up first, historically or freely.
  Game g(koniggratz(), 1);
  EXPECT_EQ(legal(g), (std::vector<std::string>{"setup historical", "setup free"}));
  EXPECT_EQ(perft(g, 2), 1319);
}

TEST(Mns_Perft, TheFirstPrussianMovementPhase) {
  // After the historical set-up (every die a 3): the start of the Prussian
  // movement phase of turn 1. No Prussian piece is on the map (17.4: they
  // all arrive), so nothing may be flipped (2.6), readied (12.1) or put in
  // open order (19.10A): "begin" alone; then the arrivals of turn 1 (13.1).
  Game g = after_setup();
  EXPECT_EQ(legal(g), std::vector<std::string>{"begin"});
  EXPECT_EQ(perft(g, 1), 1);
  EXPECT_EQ(perft(g, 2), 47);
  EXPECT_EQ(perft(g, 3), 1308);
}

TEST(Mns_Perft, ABatteryBehindABrigade) {
  // s08_battery.toml, the Prussian combat phase: end (7.1), attack 1026
  // (p-7-a is next to it, 7.5), bombard the regiment (p-7-art two hexes
  // away, in range and sight, 8.4). The battery may not attack: it is not
  // adjacent; no charge was declared. After "end" the triggered regiment's
  // fortune of war (7.2) may move its hex or charge, or go unused (12.4).
  Game g = position("s08_battery.toml");
  EXPECT_EQ(legal(g), (std::vector<std::string>{"end", "attack 1026", "bombard p-7-art a-4-ir12"}));
  EXPECT_EQ(perft(g, 2), 11);
  EXPECT_EQ(perft(g, 3), 40);
  EXPECT_EQ(perft(g, 4), 88);
}

TEST(Mns_Perft, ACavalryDefendersTactics) {
  // s09_countercharge.toml: p-7-a attacks the cavalry at 1026 with no
  // tactic; the cavalry may choose none, countercharge (9.4) or disengage
  // (7.13.4); not Last Stand (infantry and artillery only, 7.13.5).
  Game g = position("s09_countercharge.toml");
  script(g, {"attack 1026", "tactic none"});
  EXPECT_EQ(legal(g), (std::vector<std::string>{"tactic none", "tactic countercharge", "tactic disengage"}));
  EXPECT_EQ(perft(g, 3), 108);
  EXPECT_EQ(perft(g, 5), 888);
}

TEST(Mns_Perft, ALinesFire) {
  // s19_line_fire.toml, the Austrian combat phase: end; an attack on 1024,
  // the brigade two hexes to the line's front, which only the line's
  // two-hex skirmish can make (7.13.1, R-7.13.1: the hex between, 1025, is
  // empty); or the line's fire at that brigade (not at the battery to its
  // rear, R-19.7D).
  Game g = position("s19_line_fire.toml");
  script(g, {"end"});
  pass_fortunes(g);  // 7.2: the triggered hexes' fortunes go unused
  roll(g, 3);
  script(g, {"begin", "end"});
  roll(g, 3);
  EXPECT_EQ(legal(g), (std::vector<std::string>{"end", "attack 1024", "fire a-4-ir12 p-7-a"}));
  EXPECT_EQ(perft(g, 3), 48);
}

}  // namespace
}  // namespace mns_perft_test
}  // namespace bohemia::mns::test
