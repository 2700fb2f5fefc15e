// Second rules review (issue 6, general items): §3 stacking as listed, §7.1
// and §7.2 distances, §9.5.13 the Aide de Camp and the commander's risk
// roll, §10.1 rally order, §10.2 demoralised movement, §11.4 control and
// victory points. Positions are written with the scenario builder on the
// 10x10 test map (Prussian edge row 01, Austrian edge row 10); each test
// quotes the rule it checks.
//
// Hex neighbours on the test map: in an odd column (05) N/S change the row,
// NE = (c+1, r-1), SE = (c+1, r), SW = (c-1, r), NW = (c-1, r-1); in an even
// column NE = (c+1, r), SE = (c+1, r+1), SW = (c-1, r+1), NW = (c-1, r).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rules_play_util.h"
#include "rules_scenario_builder.h"

namespace rules_review_general_test {

using namespace bohemia;
using namespace bohemia::test;

namespace {

Game game_at(const Position& p, const char* formation, Phase stop = Phase::Movement) {
  Game g(position(p), 1);
  drive_to(g, formation, stop);
  return g;
}

}  // namespace

// ------------------------------------------------------------ §10.2

// §10.2: "During their movement phase, the units of a demoralised formation
// must move closer to their map edge or else not move at all if this is not
// possible." a-bde (threshold 1, a-inf1 starts with a loss) is demoralised.
// a-inf1 in 0505 can move toward row 10: the formation's movement cannot end
// until it has, and it may not turn in place instead. a-inf2 already stands
// on the edge (0510): it cannot get closer, so it may stay (and turn).
TEST(Section10_2, DemoralisedUnitThatCanMoveBackMust) {
  Position p;
  p.a_demo = 1;
  p.setup = {"0101 S p-div p-inf1", "0505 N a-bde a-inf1#1", "0510 N a-inf2"};
  Game g = game_at(p, "a-bde");
  ASSERT_TRUE(g.state().demoralised[static_cast<std::size_t>(g.scenario().formation_index("a-bde"))]);
  EXPECT_FALSE(has_action(g, "end move"));
  std::string why = refuse(g, "end move");
  EXPECT_NE(why.find("10.2"), std::string::npos) << why;
  EXPECT_NE(why.find("a-inf1"), std::string::npos) << why;
  EXPECT_NE(refuse(g, "move a-inf1 0505 S"), "") << "turning in place is not moving back";
  EXPECT_TRUE(has_action(g, "move a-inf2 0510 S")) << "a unit that cannot move back may turn";
  play(g, {"move a-inf1 0506 N"});
  EXPECT_TRUE(has_action(g, "end move"));
  play(g, {"end move"});
  EXPECT_EQ(hex_of(g, "a-inf2"), "0510");
}

// ------------------------------------------------------------ §10.1

// §10.1: "A rally test may not be attempted if the unit is in the ZoC of an
// organised enemy unit." Judged for every unit at the start of the rally
// phase: a-inf1 and p-inf1, both disorganised, face each other (0506 N,
// 0505 S); neither is in the ZoC of an *organised* enemy, so both test.
// a-inf1, listed first, rallies (die 6) and is organised again; p-inf1 still
// takes its test (the listing order gives no advantage).
TEST(Section10_1, ZocIsJudgedForEveryUnitAtTheStartOfTheRallyPhase) {
  Position p;
  p.setup = {"0101 S p-div", "0505 S p-inf1!", "0910 N a-bde", "0506 N a-inf1!"};
  Game g(position(p), 1);
  command_phase(g, 6, 1);
  play(g, {"first p-div"});
  pass(g);
  play(g, {"draw a-bde"});
  pass(g);
  ASSERT_EQ(g.state().phase, Phase::Rally);
  ASSERT_EQ(g.state().roll_a, unit(g, "a-inf1"));
  play(g, {"roll 6"});
  EXPECT_FALSE(disorganised(g, "a-inf1"));
  ASSERT_EQ(g.state().phase, Phase::Rally) << "p-inf1 still takes its test";
  EXPECT_EQ(g.state().roll_a, unit(g, "p-inf1"));
  play(g, {"roll 6"});
  EXPECT_TRUE(log_contains(g, "10.1", "p-inf1 (p-inf1) rally test: die 6"));
  EXPECT_FALSE(disorganised(g, "p-inf1"));
}

// ------------------------------------------------------------ §9.5.13

namespace {

// The Prussian batteries in 0503 (facing S) fire at a-inf1, stacked with the
// a-bde commander in 0505; a-inf2 stands in 0909, a-inf3 in 0109, the
// Austrian commander-in-chief in 0910.
Game barrage_on_the_commander() {
  Position p;
  p.setup = {"0503 S p-div p-art1 p-art2", "0505 N a-bde a-inf1", "0909 N a-inf2", "0109 N a-inf3",
             "0910 N a-cinc"};
  return game_at(p, "p-div", Phase::Barrage);
}

}  // namespace

// §9.5.13: "An eliminated Formation Commander's counter is immediately turned
// over to its 'Aide de Camp' side and is placed on any unit of the formation
// still in play." The owner chooses: after the commander falls (2d6 = 2) the
// Austrian is offered every hex holding a unit of a-bde, and may put the Aide
// far from where his general fell.
TEST(Section9_5_13, OwnerPlacesTheAideDeCampOnAnyUnitOfTheFormation) {
  Game g = barrage_on_the_commander();
  play(g, {"fire p-art1 a-inf1 S", "roll 6", "roll 2"});
  ASSERT_TRUE(fc(g, "a-bde").aide);
  ASSERT_EQ(g.actor().kind, ActorKind::Decision);
  EXPECT_EQ(g.actor().side, Side::Austria);
  EXPECT_EQ(actions_with(g, "aide "),
            (std::vector<std::string>{"aide a-bde 0505", "aide a-bde 0909", "aide a-bde 0109"}));
  EXPECT_NE(refuse(g, "aide a-bde 0503"), "");
  play(g, {"aide a-bde 0909"});
  EXPECT_EQ(fc_hex(g, "a-bde"), "0909");
  EXPECT_TRUE(log_contains(g, "9.5.13", "the Aide de Camp of A brigade is placed in 0909"));
}

// §9.5.13: "If an Aide de Camp is eliminated, the counter is replaced on any
// unit of the formation that is still in play on the following turn." The
// Aide, placed with a-inf1, falls to the second battery's fire (2d6 = 12); at
// the start of 10.00 the Austrian chooses where he comes back, before the
// commanders-in-chief move (§7.1), so that §7.2 judges his line of command.
TEST(Section9_5_13, EliminatedAideReturnsNextTurnWhereHisOwnerChooses) {
  Game g = barrage_on_the_commander();
  play(g, {"fire p-art1 a-inf1 S", "roll 6", "roll 2", "aide a-bde 0505", "fire p-art2 a-inf1 S", "roll 6",
           "roll 12"});
  EXPECT_EQ(fc(g, "a-bde").where, Where::Pending);
  EXPECT_TRUE(log_contains(g, "9.5.13", "he returns next turn"));
  // The rest of 09.00 passes.
  for (int guard = 0; guard < 40 && g.state().turn == 9; ++guard) {
    if (g.actor().kind == ActorKind::Chance) {
      play(g, {g.notation(g.chance_outcomes().front().action).c_str()});
      continue;
    }
    const State& s = g.state();
    const char* pass_action = s.phase == Phase::Command    ? "ready"
                              : s.phase == Phase::Barrage  ? "hold"
                              : s.phase == Phase::Movement ? "end move"
                              : s.phase == Phase::Declare  ? "end assaults"
                                                           : nullptr;
    ASSERT_NE(pass_action, nullptr) << g.describe_turn();
    play(g, {pass_action});
  }
  ASSERT_EQ(g.state().turn, 10);
  EXPECT_EQ(g.state().phase, Phase::TurnStart);
  ASSERT_EQ(g.actor().kind, ActorKind::Decision);
  EXPECT_EQ(actions_with(g, "aide "),
            (std::vector<std::string>{"aide a-bde 0505", "aide a-bde 0909", "aide a-bde 0109"}));
  play(g, {"aide a-bde 0109"});
  EXPECT_EQ(fc_hex(g, "a-bde"), "0109");
  EXPECT_TRUE(fc(g, "a-bde").aide);
  EXPECT_NE(g.state().phase, Phase::TurnStart) << "the command phase goes on";
  // 0109 is more than 6 cavalry MP from the commander-in-chief in 0910.
  command_phase(g, 6, 1);
  EXPECT_TRUE(fc(g, "a-bde").ooc);
  EXPECT_TRUE(log_contains(g, "7.2", "General A cannot be reached by a line of command"));
}

namespace {

// Plays out the combats of an activation: the attacker resolves them in the
// order of `order` (prefixes of "resolve ..." actions; else the first
// offered), the defender stands and splits his fire as first offered, every
// die is 1 (no result on either side at these columns, CRT) and every
// commander's 2d6 is 7 (he survives). The attack takes the commander's bonus
// when the unit `bonus_for` is among its attackers. Stops when the
// activation is over.
void play_out_assaults(Game& g, const std::vector<std::string>& order, const char* bonus_for = "") {
  for (int guard = 0; guard < 200; ++guard) {
    const Phase ph = g.state().phase;
    if (g.actor().kind == ActorKind::Chance) {
      if (ph != Phase::Combat && ph != Phase::Select && g.state().tasks.empty()) return;
      play(g, {g.chance_kind() == ChanceKind::TwoD6 ? "roll 7" : "roll 1"});
      continue;
    }
    if (ph != Phase::Combat && ph != Phase::Select) return;
    std::string pick = g.notation(g.legal_actions().front());
    for (const std::string& o : order)
      if (!actions_with(g, o).empty()) {
        pick = actions_with(g, o).front();
        break;
      }
    if (has_action(g, "stand")) pick = "stand";
    if (has_action(g, "attack")) {
      const Combat& c = g.state().combats[static_cast<std::size_t>(g.state().work.index)];
      bool lend = false;
      for (int i = 0; i < c.n; ++i)
        lend = lend || c.attackers[static_cast<std::size_t>(i)] == unit(g, bonus_for);
      pick = lend ? "attack bonus" : "attack";
    }
    play(g, {pick.c_str()});
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// The log lines of a section, in order.
std::vector<std::string> lines_of(const Game& g, const std::string& section) {
  std::vector<std::string> out;
  for (const Event& e : g.log())
    if (e.section == section) out.push_back(e.text);
  return out;
}

// The index in the log of the first line containing `text` (-1 if none).
int log_index(const Game& g, const std::string& text) {
  for (std::size_t i = 0; i < g.log().size(); ++i)
    if (g.log()[i].text.find(text) != std::string::npos) return static_cast<int>(i);
  return -1;
}

}  // namespace

// §9.5.13: "After a combat in which a Formation Commander participated ... the
// player rolls 2d6", and "A Formation Commander may try to organise a
// Coordinated assault ... the Formation Commander is considered to be
// participating in the combat": one roll for each assault he took part in,
// when it ends. General P (0504, with p-inf1) coordinates two assaults, on
// 0604 (with p-inf3 from 0603) and on 0505 (with p-inf2 from 0404); p-jag1's
// separate assault on 0803 from 0802 is not his, and is resolved first: he
// rolls nothing for it, then once at the end of each of his two assaults.
TEST(Section9_5_13, OneRiskRollForEachAssaultHeTookPartIn) {
  Position p;
  p.setup = {"0504 S p-div p-inf1", "0404 SE p-inf2", "0603 S p-inf3", "0802 S p-jag1",
             "0505 N a-inf1",       "0604 N a-inf2",  "0803 N a-jag1", "0910 N a-bde"};
  Game g = game_at(p, "p-div");
  play(g, {"end move", "assault p-inf1 0505:2 0604:2", "assault p-inf2 0505:4", "assault p-inf3 0604:4",
           "assault p-jag1 0803:1"});
  ASSERT_EQ(g.state().phase, Phase::Coordinate);
  play(g, {"coordinate 0604", "roll 6"});
  ASSERT_EQ(g.state().phase, Phase::Coordinate);
  play(g, {"coordinate 0505", "roll 6"});
  ASSERT_EQ(g.state().phase, Phase::Select);
  play_out_assaults(g, {"resolve 0803", "resolve 0604", "resolve 0505"});
  std::vector<std::string> risks = lines_of(g, "9.5.13");
  ASSERT_EQ(risks.size(), 2u);
  const int on_0803 = log_index(g, "attack on 0803"), on_0604 = log_index(g, "attack on 0604"),
            on_0505 = log_index(g, "attack on 0505");
  ASSERT_TRUE(on_0803 >= 0 && on_0604 > on_0803 && on_0505 > on_0604);
  const int first = log_index(g, "General P risks his life");
  EXPECT_GT(first, on_0604) << "nothing for the assault on 0803";
  EXPECT_LT(first, on_0505) << "the roll for 0604 comes when that assault ends";
}

// §9.5.13 with §9.5.2: a failed coordination test is his participation: he
// rolls at once; then once more only for a separate assault he lends his
// bonus to (p-inf1's, from his hex), nothing for p-inf2's.
TEST(Section9_5_13, AfterAFailedCoordinationHeRollsAtOnceAndForTheBonusHeLends) {
  Position p;
  p.setup = {"0504 S p-div p-inf1", "0404 SE p-inf2", "0505 N a-inf1", "0910 N a-bde"};
  Game g = game_at(p, "p-div");
  play(g, {"end move", "assault p-inf1 0505:4", "assault p-inf2 0505:4", "coordinate 0505", "roll 1"});
  ASSERT_EQ(g.chance_kind(), ChanceKind::TwoD6) << "his 2d6 at once";
  play(g, {"roll 7"});
  ASSERT_EQ(g.state().phase, Phase::Select);
  play_out_assaults(g, {"resolve 0505 p-inf2", "resolve 0505 p-inf1"}, "p-inf1");
  EXPECT_EQ(lines_of(g, "9.5.13").size(), 2u);
  EXPECT_TRUE(log_contains(g, "9.5.5", "+1 commander"));
  EXPECT_GT(log_index(g, "General P risks his life: 2d6 = 7"), log_index(g, "coordination test on 0505"));
}

// ------------------------------------------------------------ §11.4.1

namespace {

// p-cav1 (0705, its commander in 0704) rides down column 07 to 0709, through
// Dorf (0707, 1 VP), where no unit has ever stood. `passing` switches the
// edition's reading of "last occupied".
Game ride_through_dorf(bool passing) {
  Position p;
  p.setup = {"0704 S p-div", "0705 S p-cav1", "0110 N a-bde a-inf1"};
  p.locations = {"Dorf 1"};
  auto sc = std::make_shared<Scenario>(*position(p));
  sc->edition.control_by_passing_through = passing;
  Game g(sc, 1);
  drive_to(g, "p-div");
  play(g, {"move p-cav1 0709 S"});
  return g;
}

}  // namespace

// §11.4.1: "A location is controlled if all its hexagons were last occupied by
// a friendly unit". Read with the text's own words (§3: "a unit may cross a
// hexagon"; §9.5.4: an attacker "may occupy the evacuated hexagon"), a unit
// occupies the hex it stands in, not one it rides through: Dorf stays
// uncontrolled, no VP.
TEST(Section11_4_1, MovingThroughALocationDoesNotTakeIt) {
  Game g = ride_through_dorf(false);
  EXPECT_EQ(hex_of(g, "p-cav1"), "0709");
  EXPECT_EQ(g.state().last_occupant[static_cast<std::size_t>(hx(g, "0707"))], -1);
  EXPECT_EQ(g.current_vp()[0], 0);
}

// The other reading, an Edition option (control_by_passing_through): every hex
// crossed is taken, so the Prussian controls Dorf (1 VP).
TEST(Section11_4_1, MovingThroughALocationTakesItWhenTheEditionSaysSo) {
  Game g = ride_through_dorf(true);
  EXPECT_EQ(hex_of(g, "p-cav1"), "0709");
  EXPECT_EQ(g.state().last_occupant[static_cast<std::size_t>(hx(g, "0707"))], side_index(Side::Prussia));
  EXPECT_EQ(g.current_vp()[0], 1);
}

// ------------------------------------------------------------ boundaries

namespace {

// Plays the rest of the game passing every step: decisions take the "do
// nothing" action, chance its first outcome (die 1, first marker).
void finish_quietly(Game& g) {
  for (int guard = 0; guard < 5000 && !g.over(); ++guard) {
    Action a;
    if (g.actor().kind == ActorKind::Chance) {
      a = g.chance_outcomes().front().action;
    } else {
      const auto& legal = g.legal_actions();
      ASSERT_FALSE(legal.empty()) << g.describe_turn();
      a = legal.front();
      for (const Action& b : legal)
        if (b.type == ActionType::Ready || b.type == ActionType::Hold || b.type == ActionType::EndMove ||
            b.type == ActionType::EndAssaults || b.type == ActionType::CincStay)
          a = b;
    }
    ASSERT_FALSE(g.apply(a).has_value());
  }
  ASSERT_TRUE(g.over());
}

// The victory level at the end of a quiet game in which the Prussian holds
// Dorf (0707), worth `vp`, and nothing else scores.
int level_for_dorf(int vp) {
  Position p;
  p.setup = {"0101 S p-div", "0707 N p-inf1", "0110 N a-bde a-inf1"};
  p.locations = {"Dorf " + std::to_string(vp)};
  Game g(position(p), 1);
  finish_quietly(g);
  EXPECT_EQ(g.state().vp[0], vp);
  EXPECT_EQ(g.state().vp[1], 0);
  return g.state().level;
}

}  // namespace

// §11.4.2 victory levels (the builder's scenario: major 5, minor 2, as at
// Trautenau): "5 VP or more: Major victory. From 2 to 4 VP: Minor victory.
// 1 VP or fewer: tied game." A margin of exactly 5 is major, 4 minor, exactly
// 2 minor, 1 a tie.
TEST(Section11_4_2, MarginsAtTheThresholdsOfTheVictoryLevels) {
  EXPECT_EQ(level_for_dorf(5), 2);
  EXPECT_EQ(level_for_dorf(4), 1);
  EXPECT_EQ(level_for_dorf(2), 1);
  EXPECT_EQ(level_for_dorf(1), 0);
}

// §7.2: "the Commander in Chief must be able to trace a line of command (LoC)
// of 6 cavalry movement points" to the formation commander. Column 01 of the
// test map is clear and level (1 MP a hex): from 0101, 0107 is exactly 6 MP
// (in command), 0108 is 7 (Out of Command marker).
TEST(Section7_2, LineOfCommandOfExactlySixCavalryMp) {
  for (const char* at : {"0107", "0108"}) {
    Position p;
    p.setup = {"0101 S p-cinc", std::string(at) + " S p-div p-inf1", "1010 N a-bde a-inf1"};
    Game g(position(p), 1);
    command_phase(g, 6, 1);
    const bool seven = std::string(at) == "0108";
    EXPECT_EQ(fc(g, "p-div").ooc, seven) << at;
    EXPECT_EQ(log_contains(g, "7.2", "General P cannot be reached by a line of command"), seven) << at;
  }
}

// §7.1 "Exception 1: if the Commander in Chief is 3 hexagons or fewer from an
// enemy unit, he may move automatically without taking a reaction test." The
// Prussian CinC in 0101, an Austrian unit in 0104 (3 hexes): he may move at
// once; in 0105 (4 hexes): he takes the reaction test.
TEST(Section7_1, ThreeHexExceptionAtThreeAndFourHexes) {
  for (const char* enemy : {"0104", "0105"}) {
    Position p;
    p.setup = {"0101 S p-cinc", "1001 S p-div p-inf1", std::string(enemy) + " N a-inf1", "1010 N a-bde"};
    Game g(position(p), 1);
    const bool three = std::string(enemy) == "0104";
    EXPECT_EQ(g.state().phase, three ? Phase::CincMove : Phase::CincReaction) << enemy;
    EXPECT_EQ(log_contains(g, "7.1", "P CinC is within 3 hexes of the enemy"), three) << enemy;
  }
}

// §11.4.1: "Each camp wins 1 VP for every 2 enemy step losses. (NB No half
// points; 1 VP awarded for 3 enemy step losses, for example)" (A-8). Three
// disorganised Austrian units each lose one step to a barrage D (column 2,
// die 6): after 1 loss (N - 1) no VP, after 2 (N) 1 VP, after 3 (2N - 1)
// still 1 VP.
TEST(Section11_4_1, OneVpPerCompleteGroupOfEnemyStepLosses) {
  Position p;
  p.setup = {"0503 S p-div p-art1 p-art2",
             "0703 S p-art3",
             "0505 N a-inf1!",
             "0705 N a-inf2!",
             "0605 N a-inf3!",
             "0910 N a-bde"};
  Game g = game_at(p, "p-div", Phase::Barrage);
  int losses = 0;
  for (const char* shot : {"fire p-art1 a-inf1 S", "fire p-art3 a-inf2 S", "fire p-art2 a-inf3 S"}) {
    ASSERT_TRUE(has_action(g, shot)) << shot;
    play(g, {shot, "roll 6"});
    ++losses;
    int lost = 0;
    for (const char* id : {"a-inf1", "a-inf2", "a-inf3"}) lost += test::losses(g, id);
    ASSERT_EQ(lost, losses) << shot;
    EXPECT_EQ(g.current_vp()[0], losses / 2) << losses << " step losses";
  }
}

// §9.5.1 with the §9.5.3 reminder "a unit in a town or village only has front
// hexes": p-inf1 in the village 0707 has enemies in four of its six
// neighbours and may assault all four at once, dividing its combat value 4
// (found by ASan in a random Nachod game: the action held three targets).
TEST(Section9_5_1, AUnitInAVillageMayAssaultEveryNeighbouringEnemyHex) {
  Position p;
  p.setup = {"0707 N p-div p-inf1", "0706 S a-inf1",  "0708 N a-inf2",
             "0806 SW a-inf3",      "0606 SE a-jag1", "0110 N a-bde"};
  Game g = game_at(p, "p-div");
  play(g, {"end move"});
  ASSERT_EQ(g.state().phase, Phase::Declare);
  int four = 0;
  for (const std::string& a : actions_with(g, "assault p-inf1 "))
    if (std::count(a.begin(), a.end(), ':') == 4) ++four;
  // 4 divided among four targets, 0 allowed ("it can attack with a combat
  // value of 0"): C(7,3) = 35 declarations.
  EXPECT_EQ(four, 35);
  play(g, {"assault p-inf1 0606:1 0706:1 0708:1 0806:1"});
  EXPECT_TRUE(ustate(g, "p-inf1").declared);
}

}  // namespace rules_review_general_test
