// Perft-style table (as chess engines count moves): exact numbers of legal
// actions (or chance outcomes) at fixed positions of the duel fixture, reached
// by fixed scripts of actions. Each count is justified from the rules below;
// the movement counts were also cross-checked with an independent shortest-
// path computation over the TEC costs, not with the engine.
//
// The duel (tests/data/scenarios/duel.toml on tests/data/maps/testmap.toml):
//   Prussia: CinC 0302; General P + p-inf1 (inf, CV4, MA4) + p-jag (light,
//   MA4) in 0403; p-inf2 (inf, MA4) in 0503; p-cav (cav, MA6) + p-art
//   (independent artillery) in 0303; all facing S.
//   Austria: General A + a-inf1 in 0407, a-inf2 in 0507, CinC + a-art in 0408,
//   all facing N. Their ZoC (§5, front hexes only): 0406, 0307, 0506, 0606,
//   0308, 0508.
//   Map: all clear, level 1, except woods 0702, village 0707, town 0808,
//   marsh 0209, level-3 hill 0402, level 2 at 0907/0908/1007/1008; road along
//   row 5 (0105..0805); stream 0503/S and 0503/SE; ravine 0306/S; escarpment
//   0308/S; river between columns 09 and 10, rows 01-04.
// Hex geometry: even columns sit half a hex lower, so an odd-column hex
// (c,r) has NE (c+1,r-1) and SE (c+1,r); an even-column hex has NE (c+1,r)
// and SE (c+1,r+1).
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "test_util.h"

namespace bohemia {
namespace perft_test {
namespace {

using test::fixture;

struct Position {
  Game game;
  explicit Position(std::initializer_list<const char*> script) : game(fixture("duel"), 1) {
    test::play(game, script);
  }
};

int decisions(const Game& g) {
  EXPECT_EQ(g.actor().kind, ActorKind::Decision);
  return static_cast<int>(g.legal_actions().size());
}

// Chance outcomes, checking they are equally likely.
int fair_chance(const Game& g) {
  EXPECT_EQ(g.actor().kind, ActorKind::Chance);
  auto o = g.chance_outcomes();
  for (const auto& c : o) EXPECT_NEAR(c.probability, 1.0 / static_cast<double>(o.size()), 1e-12);
  return static_cast<int>(o.size());
}

// Legal moves per piece (the word after "move"), plus "end move".
std::map<std::string, int> moves_by_piece(const Game& g) {
  std::map<std::string, int> out;
  for (const Action& a : g.legal_actions()) {
    std::string n = g.notation(a);
    if (a.type == ActionType::Move)
      ++out[n.substr(5, n.find(' ', 5) - 5)];
    else
      ++out[n];
  }
  return out;
}

#define SCRIPT_TO_INITIATIVE "roll 3", "cinc p-cinc stay", "roll 1", "roll 6", "roll 1"
#define SCRIPT_TO_MOVEMENT SCRIPT_TO_INITIATIVE, "first p-div", "ready"

TEST(Perft, StartIsThePrussianReactionTest) {
  // 7.1: the Prussian CinC (0302) is 5+ hexes from every enemy unit, so he
  // takes the reaction test first: one d6, six equally likely outcomes.
  Position p({});
  EXPECT_EQ(fair_chance(p.game), 6);
  EXPECT_EQ(p.game.actor().side, Side::Prussia);
}

TEST(Perft, CincMoveAfterPassingTheReactionTest) {
  // 7.1: roll 3 + reaction 3 = 6 passes. The CinC may stay (1) or move up to
  // 6 cavalry MP, never into a hex adjacent to an enemy unit unless a
  // friendly unit is there. 57 hexes are 1..6 hexes from 0302; not reachable:
  //   0402 - the level-3 hill: a two-level climb is a steep slope, prohibited
  //          to cavalry (TEC; commanders move as cavalry);
  //   0407, 0507 - enemy units; 0307, 0308, 0406, 0506, 0606 - adjacent to
  //          them (0408's neighbours 0308 and 0407; 0407's 0307, 0406, 0507;
  //          0507's 0506, 0606);
  //   0905 - six hexes straight south-east, whose only shortest path crosses
  //          the hill 0402.
  // Every other hex within 6 costs at most 6 MP (woods 0702 costs 3 but is
  // 4 hexes away). 57 - 9 = 48 destinations + stay = 49.
  Position p({"roll 3"});
  EXPECT_EQ(decisions(p.game), 49);
  EXPECT_TRUE(test::has_action(p.game, "cinc p-cinc stay"));
  EXPECT_FALSE(test::has_action(p.game, "cinc p-cinc 0402"));
  EXPECT_FALSE(test::has_action(p.game, "cinc p-cinc 0406"));
  EXPECT_TRUE(test::has_action(p.game, "cinc p-cinc 0305"));
}

TEST(Perft, AustrianReactionTest) {
  // 7.1: then the Austrian CinC (0408, 5 hexes from 0403, the nearest
  // Prussian unit) tests: one d6.
  Position p({"roll 3", "cinc p-cinc stay"});
  EXPECT_EQ(fair_chance(p.game), 6);
  EXPECT_EQ(p.game.actor().side, Side::Austria);
}

TEST(Perft, InitiativeRolls) {
  // Austrian roll 1 + 3 = 4 fails: he stays. §8: each CinC on the map rolls
  // a d6 for initiative, Prussians first.
  Position p({"roll 3", "cinc p-cinc stay", "roll 1"});
  EXPECT_EQ(fair_chance(p.game), 6);
  test::play(p.game, {"roll 6"});
  EXPECT_EQ(fair_chance(p.game), 6);
}

TEST(Perft, InitiativeWinnerPicksTheFirstFormation) {
  // §8: Prussia 6 + 1 = 7 beats Austria 1 + 1 = 2. The winner picks which of
  // his formations acts first: Prussia has one formation with a marker,
  // p-div (the independents of p-ind have none, 9.1.3).
  Position p({SCRIPT_TO_INITIATIVE});
  EXPECT_EQ(decisions(p.game), 1);
  EXPECT_TRUE(test::has_action(p.game, "first p-div"));
}

TEST(Perft, CommandStepOfTheFirstActivation) {
  // 9.1: every p-div unit is within General P's command distance (6 MP)
  // in 0403, so no unit needs direct command (9.1.4); the one independent
  // unit, p-art, may be attached (9.1.3); or the player is ready. 2.
  Position p({SCRIPT_TO_INITIATIVE, "first p-div"});
  EXPECT_EQ(decisions(p.game), 2);
  EXPECT_TRUE(test::has_action(p.game, "attach p-art"));
  EXPECT_TRUE(test::has_action(p.game, "ready"));
}

TEST(Perft, FirstMovementPhase) {
  // No artillery of the activation, so the barrage step has only "hold" and
  // passes. Movement (9.3): each unit may end in any reachable hex with any
  // of 6 facings, 1 if it joins a stack (§4: stacked units share a facing),
  // or turn in place (5 other facings).
  //
  // p-inf2 (0503, MA 4): 51 hexes are within 4 hexes of 0503 (counting
  // 0503). Not reachable: 0507 (enemy); 0606, 0706, 0805, 0905 (every
  // shortest path starts south or south-east across the stream 0503/S or
  // 0503/SE, +1 MP; the road bonus needs two road hexsides in a row, too
  // late to help); 0901 (four steps north-east, the third into woods 0702,
  // +1 MP); 0101 (four steps north-west, the first up the hill 0402,
  // +2 MP). 44 hexes, 43 legal ends: 0503 itself 5 facings, 0403 (joins
  // p-inf1 + p-jag: two infantry plus a light unit, §3) 1; not 0303 (p-cav +
  // p-art: infantry never stacks with cavalry, §3); 41 others x 6 = 246: 252.
  //
  // p-inf1 (0403, MA 4): 50 hexes within 4. Not reachable: 0407, 0507
  // (enemies); 0307 (paths cross the ravine 0306/S, +1 MP, or stop in the
  // ZoC at 0406, 5.1); 0801 (four steps north-east, through woods 0702).
  // 46 hexes: in place 5, 0503 (joins p-inf2) 1, not 0303, 43 x 6: 264.
  // p-jag: light infantry pays nothing extra in woods (TEC), so 0801 is
  // reachable: 47 hexes, 5 + 1 + 1 (0303: light troops are added to the
  // cavalry and artillery) + 44 x 6 = 271.
  // p-cav (MA 6, 66 hexes) 380 in the independent computation, less 0403
  // and 0503 (infantry there, §3): 378; General P (6 cavalry MP, no ZoC for
  // commanders, 67 hexes) 67.
  Position p({SCRIPT_TO_MOVEMENT});
  auto m = moves_by_piece(p.game);
  EXPECT_EQ(m["p-inf2"], 252);
  EXPECT_EQ(m["p-inf1"], 264);
  EXPECT_EQ(m["p-jag"], 271);
  EXPECT_EQ(m["p-cav"], 378);
  EXPECT_EQ(m["p-div"], 67);
  EXPECT_EQ(m["end move"], 1);
  EXPECT_EQ(m.size(), 6u) << "p-art is not attached, the Austrians do not move";
  EXPECT_EQ(decisions(p.game), 252 + 264 + 271 + 378 + 67 + 1);
  EXPECT_FALSE(test::has_action(p.game, "move p-inf2 0303 S"));
  EXPECT_TRUE(test::has_action(p.game, "move p-jag 0303 S"));
  EXPECT_FALSE(test::has_action(p.game, "move p-inf2 0606 S"));
  EXPECT_TRUE(test::has_action(p.game, "move p-inf2 0506 S"));
  EXPECT_TRUE(test::has_action(p.game, "move p-inf2 0403 S"));
  EXPECT_FALSE(test::has_action(p.game, "move p-inf2 0403 N"));
}

TEST(Perft, AfterTheFirstUnitMove) {
  // p-inf1 moves to 0406 (3 MP, entering the ZoC of a-inf1 ends its move).
  // It no longer moves (-264). 0406 now holds p-inf1: p-jag and p-inf2 can
  // each still reach it, but only with p-inf1's facing: 5 fewer each; p-cav
  // may no longer end there (-6, §3) but may now join p-jag, alone in 0403
  // (+1). 954 = (271 - 5) + (252 - 5) + (378 - 6 + 1) + 67 + 1.
  Position p({SCRIPT_TO_MOVEMENT, "move p-inf1 0406 S"});
  EXPECT_EQ(decisions(p.game), 954);
  // p-inf2 then moves to 0506 (4 MP, ZoC of a-inf2): 0506 costs p-jag 5
  // facings and p-cav 6, the vacated 0503 gives p-jag 5 back and p-cav 6.
  // 707 = 266 + 373 + 67 + 1.
  test::play(p.game, {"move p-inf2 0506 S"});
  EXPECT_EQ(decisions(p.game), 707);
}

TEST(Perft, AssaultDeclaration) {
  // 9.5.1: p-inf1 in 0406 facing S has front hexes 0407 (a-inf1), 0507
  // (a-inf2) and 0307; p-inf2 in 0506 facing S has 0507, 0606, 0406. A unit
  // assaults any non-empty set of enemy-held front hexes, dividing its whole
  // CV among them, 0 allowed: p-inf1 {0407}: 1, {0507}: 1, both: the 5 ways
  // to split 4 in two = 7; p-inf2 {0507}: 1; and "end assaults". 9.
  Position p({SCRIPT_TO_MOVEMENT, "move p-inf1 0406 S", "move p-inf2 0506 S", "end move"});
  EXPECT_EQ(decisions(p.game), 9);
  EXPECT_EQ(test::count_actions(p.game, ActionType::Assault), 8);
  // Once p-inf1 has declared, p-inf2's one assault and "end assaults" remain.
  // The notation accepts the targets in any order.
  std::string err;
  auto a = p.game.parse("assault p-inf1 0407:2 0507:2", &err);
  ASSERT_TRUE(a.has_value()) << err;
  auto b = p.game.parse("assault p-inf1 0507:2 0407:2", &err);
  ASSERT_TRUE(b.has_value()) << err;
  EXPECT_EQ(*a, *b);
  test::play(p.game, {"assault p-inf1 0507:2 0407:2"});
  EXPECT_EQ(decisions(p.game), 2);
}

TEST(Perft, RetreatBeforeCombatIntoAStack) {
  // 9.5.4 and §4: a-inf2 (0507, 4 MP, equal to its attackers') may retreat
  // before combat. Joining a-inf1 in 0407 it takes that stack's facing, so
  // 0407 is one choice, not three; each other retreat hex gives the unit's
  // facing or one hexside either way. With "stand": 8.
  Position p({SCRIPT_TO_MOVEMENT, "move p-inf1 0406 S", "move p-inf2 0506 S", "end move",
              "assault p-inf1 0507:2 0407:2", "assault p-inf2 0507:4", "resolve 0507 p-inf2"});
  EXPECT_EQ(decisions(p.game), 8);
  int into_stack = 0;
  for (const Action& x : p.game.legal_actions())
    if (x.type == ActionType::Evade && p.game.notation(x).find(" 0407 ") != std::string::npos) ++into_stack;
  EXPECT_EQ(into_stack, 1);
  EXPECT_TRUE(test::has_action(p.game, "stand"));
}

TEST(Perft, SeparateAssaultsToResolve) {
  // 9.5.2: two units assault 0507, but General P (0403) is stacked with
  // neither, so there is no coordination: the assaults are separate. The
  // attacker picks the order of three combats: 0407 by p-inf1, 0507 by
  // p-inf1, 0507 by p-inf2. ("end assaults", the only choice left, is
  // applied at once.)
  Position p({SCRIPT_TO_MOVEMENT, "move p-inf1 0406 S", "move p-inf2 0506 S", "end move",
              "assault p-inf1 0507:2 0407:2", "assault p-inf2 0507:4"});
  EXPECT_EQ(decisions(p.game), 3);
  EXPECT_EQ(test::count_actions(p.game, ActionType::Resolve), 3);
}

TEST(Perft, CoordinatedAssaultChoice) {
  // 9.5.2: with General P moved into 0506 (3 hexes, within his 6 MP), he is
  // stacked with p-inf2, one of the two units assaulting 0507: the player
  // may attempt a coordinated assault or fight separately (2); attempting
  // it is a d6 (+ command value 2, 6 or more).
  Position p({SCRIPT_TO_MOVEMENT, "move p-inf1 0406 S", "move p-inf2 0506 S", "move p-div 0506", "end move",
              "assault p-inf1 0507:2 0407:2", "assault p-inf2 0507:4"});
  EXPECT_EQ(decisions(p.game), 2);
  EXPECT_TRUE(test::has_action(p.game, "coordinate 0507"));
  EXPECT_TRUE(test::has_action(p.game, "separate 0507"));
  test::play(p.game, {"coordinate 0507"});
  EXPECT_EQ(fair_chance(p.game), 6);
}

}  // namespace
}  // namespace perft_test
}  // namespace bohemia
