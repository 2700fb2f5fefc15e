// Leaving the map in the move (the generic `exit` kind and the exits that
// derive from it): a unit reaches an exit hex of its rule with the movement
// points left for one step off the map (docs/rulings.md, "exits"), under
// zones of control (§5.1), command (§9.1.4) and demoralisation (§10.2) as any
// move. The exits of Münchengrätz (VV174 §11.4.1) and Gitschin (VV174
// §12.4.1) are tested with their own tables, read from the scenario files.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

#include "gbn3/game.h"
#include "gbn3/rules.h"
#include "gbn3/special/exit_rule.h"
#include "rules_scenario_builder.h"
#include "test_util.h"

namespace bohemia {
namespace special_exit_movement_test {
namespace {

using test::drive_to;
using test::has_action;
using test::play;
using test::Position;

// The exit of the test positions: the Prussian leaves by the western edge
// (column 01 of the test map; the west-east road ends in 0105).
const char* kWestExit =
    "[special.leave]\nkind = \"exit\"\nsection = \"VV174 §11.4.1\"\nside = \"prussia\"\n"
    "hexes = [\"0101-0110\"]\nvp = 1\n";

std::shared_ptr<const Scenario> with_exit(std::vector<std::string> setup, std::string tables = kWestExit) {
  Position p;
  p.edition = "VV174";
  p.setup = std::move(setup);
  p.tables = std::move(tables);
  return test::position(p);
}

const UnitState& ust(const Game& g, const char* id) {
  return g.state().units[static_cast<std::size_t>(test::unit(g, id))];
}

// Does unit `id` have any "exit" action now?
bool may_leave(const Game& g, const char* id) {
  for (const Action& a : g.legal_actions())
    if (a.type == ActionType::Exit && a.piece == Piece::unit(test::unit(g, id))) return true;
  return false;
}

// A [special.NAME] table of a shipped scenario file, as written there, with
// `edits` (text, replacement) applied: the test positions run 09.00-12.00.
std::string shipped_table(const char* scenario, const char* name,
                          const std::vector<std::pair<std::string, std::string>>& edits) {
  std::ifstream in(std::string(BOHEMIA_DATA_DIR) + "/scenarios/" + scenario + ".toml");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string head = std::string("[special.") + name + "]";
  const auto at = text.find(head);
  EXPECT_NE(at, std::string::npos) << head;
  if (at == std::string::npos) return "";
  std::string t = text.substr(at, text.find("\n[", at + 1) - at);
  for (const auto& [from, to] : edits) {
    const auto k = t.find(from);
    EXPECT_NE(k, std::string::npos) << from;
    if (k != std::string::npos) t.replace(k, from.size(), to);
  }
  return t + "\n";
}

// ---- the step off the map

// 3 clear hexes (3 MP) and the step off (1 MP): a 4 MP infantry leaves by
// 0103; from 0503 it would need 5 MP (the road of row 05 is too far to help).
TEST(Section9_3_Exit, AUnitLeavesAtTheEndOfItsMoveWithOneMpLeftForTheStepOff) {
  Game g(with_exit({"0403 N p-div p-inf1", "0503 N p-inf2", "1010 N a-bde a-inf1"}), 1);
  drive_to(g, "p-div");
  EXPECT_TRUE(has_action(g, "exit p-inf1 0103"));
  EXPECT_FALSE(may_leave(g, "p-inf2")) << "4 MP to the edge, none left to step off";
  EXPECT_TRUE(test::reaches(g, "p-inf2", "0103")) << "it may still move there";
  play(g, {"exit p-inf1 0103"});
  EXPECT_EQ(ust(g, "p-inf1").where, Where::Exited);
  EXPECT_TRUE(test::log_contains(g, "9.3", "(p-inf1) moves from 0403 to 0103 to leave the map"));
  EXPECT_TRUE(test::log_contains(g, "11.4.1", "(p-inf1) leaves the map by 0103"));
  EXPECT_EQ(dynamic_cast<const ExitRule&>(*g.scenario().special.find("leave")).counted(g), 1);
  EXPECT_FALSE(may_leave(g, "p-inf1")) << "gone for good";
  // The refusal cites the exit's rule and says what is missing.
  const std::string why = test::refuse(g, "exit p-inf2 0103");
  EXPECT_EQ(why.rfind("11.4.1: 'exit p-inf2 0103' is refused", 0), 0u) << why;
  EXPECT_NE(why.find("MP left to step off the map"), std::string::npos) << why;
}

// The other reading, `exit_mp = 0`: reaching the exit hex is enough.
TEST(Section9_3_Exit, WithExitMpZeroReachingTheExitHexIsEnough) {
  Game g(with_exit({"0503 N p-div p-inf2", "1010 N a-bde a-inf1"}, std::string(kWestExit) + "exit_mp = 0\n"),
         1);
  drive_to(g, "p-div");
  EXPECT_TRUE(has_action(g, "exit p-inf2 0103"));
}

// A unit standing on an exit hex leaves from it ("exit UNIT", the notation of
// the saves written before exits were part of the move).
TEST(Section9_3_Exit, FromItsOwnHexTheNotationHasNoHex) {
  Game g(with_exit({"0104 N p-div p-inf1", "1010 N a-bde a-inf1"}), 1);
  drive_to(g, "p-div");
  EXPECT_TRUE(has_action(g, "exit p-inf1"));
  EXPECT_FALSE(has_action(g, "exit p-inf1 0104"));
  play(g, {"exit p-inf1"});
  EXPECT_EQ(ust(g, "p-inf1").where, Where::Exited);
  EXPECT_FALSE(test::log_contains(g, "9.3", "to leave the map")) << "it did not move";
}

// TEC footnote 4: two road hexes in a row earn 1 MP at the end of the move;
// a road into an edge hex goes on off the map, so 4 road hexes (4 MP) and
// the step off (1 MP) fit a 4 MP infantry's move; off the road they do not.
TEST(Section9_3_Exit, ARoadIntoTheEdgeGivesTheRoadBonusToTheStepOff) {
  Game g(with_exit({"0505 N p-div p-inf1", "0503 N p-inf2", "1010 N a-bde a-inf1"}), 1);
  drive_to(g, "p-div");
  EXPECT_TRUE(has_action(g, "exit p-inf1 0105"));
  EXPECT_FALSE(may_leave(g, "p-inf2"));
}

// §5.1: entering an enemy ZoC ends the move, so no step off from there; a
// unit that starts in one pays to leave it (half its allowance), or all of
// it if out of command or disorganised (A-2: one hex only, here off the map).
TEST(Section5_1_Exit, AnEnemyZocEnteredEndsTheMoveBeforeTheStepOff) {
  Game g(with_exit({"0304 N p-div p-inf1", "0103 S a-bde a-inf1"}), 1);
  drive_to(g, "p-div");
  ASSERT_TRUE(Rules::zoc(g, Side::Austria)[static_cast<std::size_t>(test::hx(g, "0104"))]);
  EXPECT_TRUE(test::reaches(g, "p-inf1", "0104"));
  EXPECT_FALSE(has_action(g, "exit p-inf1 0104"));
}

TEST(Section5_1_Exit, AUnitStartingInAnEnemyZocPaysToLeaveItThenStepsOff) {
  Game g(with_exit({"0104 N p-div p-inf1", "0103 S a-bde a-inf1"}), 1);
  drive_to(g, "p-div");
  ASSERT_TRUE(Rules::zoc(g, Side::Austria)[static_cast<std::size_t>(test::hx(g, "0104"))]);
  EXPECT_TRUE(has_action(g, "exit p-inf1")) << "2 MP to leave the ZoC, 1 MP to step off";
  // Out of command (2 MP), leaving costs it all: one hex, off the map.
  Game h(with_exit({"1004 N p-div", "0104 N p-inf1", "0103 S a-bde a-inf1"}), 1);
  drive_to(h, "p-div");
  ASSERT_FALSE(ust(h, "p-inf1").in_command);
  EXPECT_TRUE(has_action(h, "exit p-inf1")) << "all its MP for one hex, off the map";
}

// §9.1.4: an out-of-command unit never moves away from its commander; it may
// still leave from where it stands.
TEST(Section9_1_4_Exit, OutOfCommandNeverAwayFromItsCommander) {
  Game g(with_exit({"1004 N p-div", "0204 N p-inf1", "0104 N p-inf2", "1010 N a-bde a-inf1"}), 1);
  drive_to(g, "p-div");
  ASSERT_FALSE(ust(g, "p-inf1").in_command);
  ASSERT_FALSE(ust(g, "p-inf2").in_command);
  EXPECT_TRUE(test::reaches(g, "p-inf1", "0204"));
  EXPECT_FALSE(may_leave(g, "p-inf1")) << "0104 is farther from von P";
  EXPECT_TRUE(has_action(g, "exit p-inf2"));
}

// §10.2: "During their movement phase, the units of a demoralised formation
// must move closer to their map edge": a demoralised unit leaves only from an
// exit hex closer to its line of retreat (the Prussian's is row 01) than
// where it starts; organised, it may leave from any exit hex it reaches.
TEST(Section10_2_Exit, DemoralisedLeavesOnlyFromAnExitHexCloserToItsEdge) {
  auto position = [](int p_demo) {
    Position p;
    p.edition = "VV174";
    p.setup = {"0204 N p-div p-inf1", "0808 N p-inf2#1", "1010 N a-bde a-inf1"};
    p.p_demo = p_demo;
    p.tables = kWestExit;
    return test::position(p);
  };
  Game g(position(1), 1);
  drive_to(g, "p-div");
  ASSERT_TRUE(g.state().demoralised[static_cast<std::size_t>(g.scenario().formation_index("p-div"))])
      << "one step lost, threshold 1";
  auto edge = [&](const char* hex) { return Rules::distance_to_edge(g, Side::Prussia, test::hx(g, hex)); };
  ASSERT_LT(edge("0103"), edge("0204"));
  ASSERT_GE(edge("0104"), edge("0204"));
  ASSERT_GT(edge("0105"), edge("0204"));
  EXPECT_TRUE(has_action(g, "exit p-inf1 0103")) << "closer to its edge";
  EXPECT_FALSE(has_action(g, "exit p-inf1 0104")) << "no closer";
  EXPECT_FALSE(has_action(g, "exit p-inf1 0105")) << "farther";
  EXPECT_FALSE(test::refuse(g, "exit p-inf1 0105").empty());
  // Organised (threshold 30), the same unit may leave by any of them.
  Game h(position(30), 1);
  drive_to(h, "p-div");
  ASSERT_FALSE(h.state().demoralised[static_cast<std::size_t>(h.scenario().formation_index("p-div"))]);
  EXPECT_TRUE(has_action(h, "exit p-inf1 0103"));
  EXPECT_TRUE(has_action(h, "exit p-inf1 0104"));
  EXPECT_TRUE(has_action(h, "exit p-inf1 0105"));
}

// ---- Münchengrätz (VV174 §11.4.1): "exit his units via the roads and paths
// on the southern edge of the map between the Iser and Branzez"; the table
// of data/gbn3/scenarios/munchengratz.toml, its counting hour moved into the test
// position's turns.

std::shared_ptr<const Scenario> munchengratz_exit(std::vector<std::string> setup) {
  Position p;
  p.map = "munchengratz";
  p.edition = "VV174";
  p.prussia_edge = "0101-1201";
  p.austria_edge = "0115-1215";
  p.setup = std::move(setup);
  p.tables = shipped_table("munchengratz", "austrian_exit", {{"count_turns = [13]", "count_turns = [9]"}});
  return test::position(p);
}

// The Branzez road runs 0411-0412-0413-0314-0214-0215 to the edge: from 0413
// three road hexes and the step off; from 0412 four and the step off, the
// road bonus paying for it; from 0411 one hex too many.
TEST(Vv174Section11_4_1, AustriansLeaveByTheBranzezRoadInTheirMove) {
  Game g(munchengratz_exit({"0413 N a-bde a-inf1", "0412 N a-inf2", "0411 N a-inf3", "0101 N p-div p-inf1"}),
         1);
  drive_to(g, "a-bde");
  EXPECT_TRUE(has_action(g, "exit a-inf1 0215"));
  EXPECT_TRUE(has_action(g, "exit a-inf2 0215"));
  EXPECT_FALSE(has_action(g, "exit a-inf3 0215"));
  EXPECT_TRUE(test::reaches(g, "a-inf3", "0215"));
  play(g, {"exit a-inf1 0215", "exit a-inf2 0215"});
  const auto& ex = dynamic_cast<const ExitRule&>(*g.scenario().special.find("austrian_exit"));
  EXPECT_EQ(ex.counted(g), 2) << "two organised units on the counting turn";
  EXPECT_EQ(ex.vp_for(ex.counted(g)), 1) << "ceil(2/3)";
}

// The shipped table: the southern road and path ends, 1 MP to step off.
TEST(Vv174Section11_4_1, TheShippedExitStepsOffForOneMp) {
  auto sc = test::real("munchengratz");
  const auto& ex = dynamic_cast<const ExitRule&>(*sc->special.find("austrian_exit"));
  EXPECT_EQ(ex.step_off, 2) << "half MP";
  EXPECT_EQ(ex.hexes.size(), 4u);
}

// ---- Gitschin (VV174 §12.4.1): exits "by the roads and paths on the
// southern edge ... Only the units that took one of the three routes leaving
// Gitschin to the east of the Cidlina (hex. 0420-0320-0116) count".

std::shared_ptr<const Scenario> gitschin_exit(std::vector<std::string> setup, const char* from_turn) {
  Position p;
  p.map = "gitschin";
  p.edition = "VV174";
  p.prussia_edge = "0101-1701";
  p.austria_edge = "0120-1720";
  p.setup = std::move(setup);
  p.tables = shipped_table("gitschin", "austrian_exit", {{"from_turn = 20", from_turn}});
  return test::position(p);
}

// The Miletin road 0416-0417-0418-0419-0420: from 0417 three road hexes and
// the step off; the steps count by the exit hex the unit left from. Not
// before the exit hour (here 10.00 in place of 20.00).
TEST(Vv174Section12_4_1, AustriansLeaveByTheMiletinRoadFromTheExitHour) {
  Game early(gitschin_exit({"0417 N a-bde a-inf1", "0101 N p-div p-inf1"}, "from_turn = 10"), 1);
  drive_to(early, "a-bde");
  ASSERT_EQ(early.state().turn, 9);
  EXPECT_FALSE(may_leave(early, "a-inf1")) << "09.00: not before the exit hour";
  Game g(gitschin_exit({"0417 N a-bde a-inf1", "0101 N p-div p-inf1"}, "from_turn = 9"), 1);
  drive_to(g, "a-bde");
  EXPECT_TRUE(has_action(g, "exit a-inf1 0420"));
  play(g, {"exit a-inf1 0420"});
  const auto& ex = dynamic_cast<const ExitRule&>(*g.scenario().special.find("austrian_exit"));
  EXPECT_EQ(ex.counted(g), 2) << "its two steps, by 0420";
}

}  // namespace
}  // namespace special_exit_movement_test
}  // namespace bohemia
