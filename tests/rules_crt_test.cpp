// The Combat Results Table (VV165, reading notes §2.12): every cell, columns
// above 7 and below 0, the die clamps, rounding per edition (§1.3, D-4, D-30),
// the column and die modifiers listed under the table as they act in play
// (barrage fire and assaults on the testmap), and the §2 morale test that a
// "T" result calls for.
#include <gtest/gtest.h>

#include "gbn3/crt.h"
#include "gbn3/edition.h"
#include "rules_scenario_builder.h"
#include "test_util.h"

namespace rules_crt_test {

using namespace bohemia;
using namespace bohemia::test;

namespace {

using R = CombatResult;
constexpr R N = R::None, T = R::T, D = R::D, X = R::D1;

// Transcribed from the rulebook's grid: rows die "0 -", 1 .. 5, "6 +";
// columns "0 -", 1 .. 7.
constexpr R kPrinted[7][8] = {
    {N, N, N, N, N, N, T, T},  // 0 -
    {N, N, N, N, N, T, T, D},  // 1
    {N, N, N, N, T, T, D, D},  // 2
    {N, N, N, T, T, D, D, D},  // 3
    {N, N, T, T, D, D, D, X},  // 4
    {N, T, T, D, D, D, X, X},  // 5
    {T, T, D, D, D, X, X, X},  // 6 +
};

// A barrage from the Prussian battery at `gun` (facing `facing`) on the
// Austrian unit `target`, rolled with `die`; returns the outcome (T, D, D+1, -).
std::string barrage(Game& g, const char* fire, int die, const char* target) {
  play(g, {fire});
  if (::testing::Test::HasFatalFailure()) return "?";
  std::string roll = "roll " + std::to_string(die);
  play(g, {roll.c_str()});
  return outcome_for(g, target);
}

Game barrage_game(const std::vector<std::string>& setup, const char* edition = "VV165") {
  Position p;
  p.edition = edition;
  p.setup = setup;
  Game g(position(p), 1);
  drive_to(g, "p-div", Phase::Barrage);
  return g;
}

Game assault_game(const std::vector<std::string>& setup, const char* edition = "VV165",
                  const char* attacker = "p-div") {
  Position p;
  p.edition = edition;
  p.setup = setup;
  Game g(position(p), 1);
  drive_to(g, attacker);
  return g;
}

}  // namespace

// ------------------------------------------------------------- the grid

// CRT: every one of the 56 printed cells.
TEST(CRT, EveryCellOfThePrintedGrid) {
  for (int row = 0; row <= 6; ++row)
    for (int col = 0; col <= 7; ++col)
      EXPECT_EQ(crt_cell(row, col), kPrinted[row][col]) << "die row " << row << " column " << col;
  // Read through crt_lookup with in-range values, the same cells.
  for (int row = 0; row <= 6; ++row)
    for (int col = 0; col <= 7; ++col)
      EXPECT_EQ(crt_lookup(col, row), kPrinted[row][col]) << row << "," << col;
}

// Reading notes §2.12: the grid is sum-based: column + die <= 5 gives "-",
// 6-7 T, 8-10 D, 11 and more D+1 (checked against every printed cell).
TEST(CRT, GridIsTheSumOfColumnAndDie) {
  for (int row = 0; row <= 6; ++row)
    for (int col = 0; col <= 7; ++col) {
      int s = row + col;
      R expected = s <= 5 ? N : s <= 7 ? T : s <= 10 ? D : X;
      EXPECT_EQ(crt_cell(row, col), expected) << row << "," << col;
    }
}

// CRT legend and the DRM "+1 for each column greater than 7": the grid stops
// at 7; each column beyond becomes +1 on the die.
TEST(CRT, ColumnsAboveSevenBecomeOneDieModifierEach) {
  EXPECT_EQ(crt_lookup(8, 0), kPrinted[1][7]);  // D
  EXPECT_EQ(crt_lookup(9, 0), kPrinted[2][7]);
  EXPECT_EQ(crt_lookup(9, 2), kPrinted[4][7]);  // D+1, where column 7 with die 2 is only D
  EXPECT_EQ(crt_lookup(7, 2), D);
  EXPECT_EQ(crt_lookup(10, 1), kPrinted[4][7]);
  EXPECT_EQ(crt_lookup(13, -6), kPrinted[0][7]);  // excess column and a large negative DRM
  EXPECT_EQ(crt_lookup(20, 0), X);
}

// §9.5.3 assault example (VV165): combined value 9 in clear terrain is "the
// maximum column, plus 2 on the die and another 2 for the commander. The
// result is automatically D+1" — whatever the die.
TEST(CRT, AssaultExampleNineWithCommanderBonusIsAlwaysDPlusOne) {
  for (int die = 1; die <= 6; ++die) EXPECT_EQ(crt_lookup(9, die + 2), X) << die;
}

// Reading notes §2.12 / 9.5.5: a column of 0 or less reads "0 -"; a modified
// die of 0 or less reads row "0 -", 6 or more row "6 +".
TEST(CRT, ColumnAndDieClamps) {
  EXPECT_EQ(crt_lookup(-1, 6), T);
  EXPECT_EQ(crt_lookup(-3, 5), N);
  EXPECT_EQ(crt_lookup(-3, 12), T);
  EXPECT_EQ(crt_lookup(7, -2), T);  // row "0 -" still gives T in column 7
  EXPECT_EQ(crt_lookup(6, 0), T);
  EXPECT_EQ(crt_lookup(5, -1), N);
  EXPECT_EQ(crt_lookup(2, 9), D);  // row "6 +"
  EXPECT_EQ(crt_lookup(1, 7), T);
  EXPECT_EQ(result_name(N), "-");
  EXPECT_EQ(result_name(T), "T");
  EXPECT_EQ(result_name(D), "D");
  EXPECT_EQ(result_name(X), "D+1");
}

// ------------------------------------------------------------ rounding

// §1.3 per edition (D-4): VV157 rounds down, VV165 up, VV174 up except that
// exactly 0.5 goes to 0 (A-7: 1/2 -> 0, 1/3 -> 1, 4.5 -> 5; A-15).
TEST(Section1_3_Rounding, PerEdition) {
  auto e157 = *edition_by_id("VV157"), e165 = *edition_by_id("VV165"), e174 = *edition_by_id("VV174");
  EXPECT_EQ(divide(13, 2, e157.rounding), 6);  // VV157 village example: "a result of 6"
  EXPECT_EQ(divide(9, 2, e157.rounding), 4);
  EXPECT_EQ(divide(1, 2, e157.rounding), 0);
  EXPECT_EQ(divide(9, 2, e165.rounding), 5);  // the VV165 village example is really 5
  EXPECT_EQ(divide(4, 3, e165.rounding), 2);
  EXPECT_EQ(divide(1, 3, e165.rounding), 1);
  EXPECT_EQ(divide(1, 2, e165.rounding), 1);
  EXPECT_EQ(divide(6, 3, e165.rounding), 2);  // exact division is not rounded
  EXPECT_EQ(divide(1, 2, e174.rounding), 0);  // "0,5 is rounded to 0"
  EXPECT_EQ(divide(1, 3, e174.rounding), 1);
  EXPECT_EQ(divide(9, 2, e174.rounding), 5);  // only exactly 0.5 goes down
  EXPECT_EQ(divide(5, 2, e174.rounding), 3);
  EXPECT_EQ(divide(8, 2, e174.rounding), 4);
}

// CRT "Defence value modifier", flank halving (D-30): VV165 rounded up; VV174
// rounded down with 0.5 rounded to 1; VV157 has no specific rule, so §1.3
// (down). The §9.5.3 defensive example: "1 which becomes 1 on the flank".
TEST(Section1_3_Rounding, FlankHalvingPerEdition) {
  auto e157 = *edition_by_id("VV157"), e165 = *edition_by_id("VV165"), e174 = *edition_by_id("VV174");
  EXPECT_EQ(divide(1, 2, e165.flank_rounding), 1);
  EXPECT_EQ(divide(3, 2, e165.flank_rounding), 2);
  EXPECT_EQ(divide(1, 2, e174.flank_rounding), 1);
  EXPECT_EQ(divide(3, 2, e174.flank_rounding), 1);
  EXPECT_EQ(divide(5, 2, e174.flank_rounding), 2);
  EXPECT_EQ(divide(1, 2, e157.flank_rounding), 0);
  EXPECT_EQ(divide(5, 2, e157.flank_rounding), 2);
}

// --------------------------------------------- modifiers in barrage fire

// CRT "Terrain protection ... any division goes first": a battery of 2 on a
// town (protection 3) fires on column 2/3, rounded up to 1 in VV165: a 5
// gives T (1 + 5 = 6). Under VV157's rounding down the column is 0 and a 5
// gives nothing; only a 6 gives T.
TEST(CRT_Modifiers, TerrainProtectionDividesFirstAndRoundsPerEdition) {
  const std::vector<std::string> setup = {"0806 S p-div p-art1", "0808 N a-inf1", "0510 N a-bde"};
  {
    Game g = barrage_game(setup);
    EXPECT_EQ(barrage(g, "fire p-art1 a-inf1 S", 5, "a-inf1"), "T");
  }
  {
    Game g = barrage_game(setup, "VV157");
    EXPECT_EQ(barrage(g, "fire p-art1 a-inf1 S", 5, "a-inf1"), "-");
  }
  {
    Game g = barrage_game(setup, "VV157");
    EXPECT_EQ(barrage(g, "fire p-art1 a-inf1 S", 6, "a-inf1"), "T");
  }
}

// Barrage baseline in clear terrain, two hexes: column 2; 3 -> "-", 5 -> T, 6 -> D.
TEST(CRT_Modifiers, BarrageBaselineInClearTerrain) {
  const std::vector<std::string> setup = {"0505 S p-div p-art1", "0507 N a-inf1", "0509 N a-bde"};
  for (auto [die, expected] :
       std::vector<std::pair<int, const char*>>{{3, "-"}, {4, "T"}, {5, "T"}, {6, "D"}}) {
    Game g = barrage_game(setup);
    EXPECT_EQ(barrage(g, "fire p-art1 a-inf1 S", die, "a-inf1"), expected) << die;
  }
}

// DRM "+1 if the artillery is adjacent to the enemy": the same battery next
// to its target turns a 5 from T into D (2 + 5 + 1 = 8).
TEST(CRT_Modifiers, ArtilleryAdjacentAddsOneToTheDie) {
  Game g = barrage_game({"0506 S p-div p-art1", "0507 N a-inf1", "0509 N a-bde"});
  EXPECT_EQ(barrage(g, "fire p-art1 a-inf1 S", 5, "a-inf1"), "D");
}

// Column modifier "-1 per level (-1 regardless of the difference for
// artillery fire) for the shooter if the target is higher": a target on the
// level-3 hill fired at from level 1 is on column 1, not 0: a 5 still gives
// T, a 6 gives only T.
TEST(CRT_Modifiers, ArtilleryFiringUphillLosesOneColumnWhateverTheDifference) {
  const std::vector<std::string> setup = {"0404 N p-div p-art1", "0402 S a-inf1", "0101 N a-bde"};
  {
    Game g = barrage_game(setup);
    EXPECT_EQ(barrage(g, "fire p-art1 a-inf1 N", 5, "a-inf1"), "T");
  }
  {
    Game g = barrage_game(setup);
    EXPECT_EQ(barrage(g, "fire p-art1 a-inf1 N", 6, "a-inf1"), "T");
  }
}

// Column modifier "+1 for the shooter if the target is at a lower level":
// from the level-2 plateau (0907) on level-1 ground (0905), column 3: a 3
// gives T where column 2 would give nothing.
TEST(CRT_Modifiers, FiringDownOneLevelGainsOneColumn) {
  Game g = barrage_game({"0907 N p-div p-art1", "0905 S a-inf1", "0703 N a-bde"});
  EXPECT_EQ(barrage(g, "fire p-art1 a-inf1 N", 3, "a-inf1"), "T");
}

// Column modifier "-1 for each level of loss" (of the shooter, A-20): a
// battery with one loss fires on column 1; a 4 gives nothing (column 2: T).
TEST(CRT_Modifiers, ShooterLossesCostOneColumnEach) {
  Game g = barrage_game({"0505 S p-div p-art1#1", "0507 N a-inf1", "0509 N a-bde"});
  EXPECT_EQ(barrage(g, "fire p-art1 a-inf1 S", 4, "a-inf1"), "-");
}

// --------------------------------------------------- modifiers in assaults
//
// Baseline: Prussian infantry of 4 assaults Austrian infantry in clear
// terrain on the same level from its front: column 4. Defensive fire of 4 at
// column 4 with a 1 gives nothing (5).

TEST(CRT_Modifiers, AssaultBaseline) {
  const std::vector<std::string> setup = {"0506 S p-div p-inf1", "0507 N a-inf1", "0509 N a-bde"};
  for (auto [die, expected] :
       std::vector<std::pair<int, const char*>>{{1, "-"}, {2, "T"}, {3, "T"}, {4, "D"}}) {
    Game g = assault_game(setup);
    EXPECT_EQ(assault(g, "assault p-inf1 0507:4", 1, die, "a-inf1"), expected) << die;
  }
}

// DRM "+ bonus of the formation commander": stacked with the attacker, his +1
// turns a 3 (T) into D.
TEST(CRT_Modifiers, FormationCommanderBonusAddsToTheDie) {
  Game g = assault_game({"0506 S p-div p-inf1", "0507 N a-inf1", "0509 N a-bde"});
  EXPECT_EQ(assault(g, "assault p-inf1 0507:4", 1, 3, "a-inf1", /*bonus=*/true), "D");
}

// DRM "+2 for the attacker if at least one of the defender's flanks is
// attacked": from behind (the defender faces S, away from 0506), a 2 (T in
// front) gives D. The defender's fire is halved (2): a 1 gives nothing.
TEST(CRT_Modifiers, FlankAttackAddsTwo) {
  Game g = assault_game({"0506 S p-div p-inf1", "0507 S a-inf1", "0509 N a-bde"});
  EXPECT_EQ(assault(g, "assault p-inf1 0507:4", 1, 2, "a-inf1"), "D");
}

// DRM "+1 (attack) for at least one unit of heavy cavalry against units
// without heavy cavalry": cavalry of 2 on column 2; a 5 gives T for light
// cavalry, D for heavy cavalry.
TEST(CRT_Modifiers, HeavyCavalryAttackAddsOne) {
  {
    Game g = assault_game({"0506 S p-div p-cav1", "0507 N a-inf1", "0509 N a-bde"});
    EXPECT_EQ(assault(g, "assault p-cav1 0507:2", 1, 5, "a-inf1"), "T");
  }
  {
    Game g = assault_game({"0506 S p-div p-hcav", "0507 N a-inf1", "0509 N a-bde"});
    EXPECT_EQ(assault(g, "assault p-hcav 0507:2", 1, 5, "a-inf1"), "D");
  }
}

// DRM "+1 for light troops (attacker or defender) if the attacked hex is in
// a town, village or wood": jägers of 1 against woods (protection 2, column
// 1): a 4 gives T (1 + 4 + 1), nothing without the bonus.
TEST(CRT_Modifiers, LightTroopsAttackingIntoWoodsAddOne) {
  Game g = assault_game({"0703 N p-div p-jag1", "0702 S a-inf1", "0705 N a-bde"});
  EXPECT_EQ(assault(g, "assault p-jag1 0702:1", 1, 4, "a-inf1"), "T");
}

// TEC Stream "-1 on die" (footnote 5: if at least one attack across it):
// across 0503/S a 4 gives T instead of D.
TEST(TEC_ColumnShifts, StreamIsMinusOneOnTheDie) {
  Game g = assault_game({"0503 S p-div p-inf1", "0504 N a-inf1", "0506 N a-bde"});
  EXPECT_EQ(assault(g, "assault p-inf1 0504:4", 1, 4, "a-inf1"), "T");
}

// TEC Ravine "-1 col." (CRT: "-1 for a ravine or escarpment"): across 0306/S a
// 4 gives T (column 3) instead of D.
TEST(TEC_ColumnShifts, RavineIsMinusOneColumn) {
  Game g = assault_game({"0306 S p-div p-inf1", "0307 N a-inf1", "0309 N a-bde"});
  EXPECT_EQ(assault(g, "assault p-inf1 0307:4", 1, 4, "a-inf1"), "T");
}

// TEC Escarpment "Prohibited except bombardment or via road/path/railway":
// from 0308 nothing may assault 0309 across the escarpment, while a unit in
// 0208 (no escarpment between) may.
TEST(TEC_ColumnShifts, NoAssaultAcrossAnEscarpment) {
  Game g = assault_game({"0308 S p-div p-inf1", "0208 SE p-inf2", "0309 N a-inf1", "0509 N a-bde"});
  play(g, {"end move"});
  EXPECT_TRUE(has_action(g, "assault p-inf2 0309:4"));
  EXPECT_FALSE(has_action(g, "assault p-inf1 0309:4"));
}

// TEC River "Prohibited except via a bridge": no assault across the river
// (0902/SE) without a bridge; from 1003, on the same bank, it is possible.
TEST(TEC_ColumnShifts, NoAssaultAcrossARiverWithoutBridge) {
  Game g = assault_game({"0902 SE p-div p-inf1", "1003 N p-inf2", "1002 S a-inf1", "0108 N a-bde"});
  play(g, {"end move"});
  EXPECT_TRUE(has_action(g, "assault p-inf2 1002:4"));
  EXPECT_FALSE(has_action(g, "assault p-inf1 1002:4"));
}

// TEC Level "-1 col. per level" uphill: from level 1 against the level-3 hill
// the column is 4 - 2 = 2: a 5 gives T (a -1 only would give D). The
// defender firing down the steep slope gets "0 col. if steep descending
// slope": its column 4 with a 1 gives nothing (it would give T at +1).
TEST(TEC_ColumnShifts, UphillAssaultLosesOneColumnPerLevel) {
  {
    Game g = assault_game({"0403 N p-div p-inf1", "0402 S a-inf1", "0101 N a-bde"});
    EXPECT_EQ(assault(g, "assault p-inf1 0402:4", 1, 5, "a-inf1"), "T");
  }
  {
    Game g = assault_game({"0403 N p-div p-inf1", "0402 S a-inf1", "0101 N a-bde"});
    EXPECT_EQ(assault(g, "assault p-inf1 0402:4", 1, 1, "p-inf1", false, /*stop_after_defence=*/true), "-");
  }
  {
    Game g = assault_game({"0403 N p-div p-inf1", "0402 S a-inf1", "0101 N a-bde"});
    EXPECT_EQ(assault(g, "assault p-inf1 0402:4", 1, 6, "a-inf1"), "D");
  }
}

// TEC Level "+1 col. if a single level" downhill: from the plateau (0907,
// level 2) onto 0807 (level 1), column 5: a 3 gives D (column 4: T).
TEST(TEC_ColumnShifts, DownhillOneLevelGainsOneColumn) {
  Game g = assault_game({"0907 SW p-div p-inf1", "0807 NE a-inf1", "0605 N a-bde"});
  EXPECT_EQ(assault(g, "assault p-inf1 0807:4", 1, 3, "a-inf1"), "D");
}

// DRM "+1 for each column greater than 7": infantry of 9 in clear terrain
// reads column 7 with +2 on the die: a 2 gives D+1 (column 7 alone: D).
TEST(CRT_Modifiers, ColumnNineInPlayIsColumnSevenPlusTwo) {
  Game g = assault_game({"0506 S p-div p-inf9", "0507 N a-inf1", "0509 N a-bde"});
  EXPECT_EQ(assault(g, "assault p-inf9 0507:9", 1, 2, "a-inf1"), "D+1");
}

// §9.5.5 / §1.3 in play: 9 against a village (protection 2) is 4.5, column 5
// in VV165 and VV174 (rounded up, A-15), column 4 in VV157 (rounded down). A 1
// gives T on column 5 and nothing on column 4.
TEST(CRT_Modifiers, VillageDivisionRoundsPerEditionInPlay) {
  const std::vector<std::string> setup = {"0706 S p-div p-inf9", "0707 N a-inf1", "0709 N a-bde"};
  {
    Game g = assault_game(setup, "VV165");
    EXPECT_EQ(assault(g, "assault p-inf9 0707:9", 1, 1, "a-inf1"), "T");
  }
  {
    Game g = assault_game(setup, "VV174");
    EXPECT_EQ(assault(g, "assault p-inf9 0707:9", 1, 1, "a-inf1"), "T");
  }
  {
    Game g = assault_game(setup, "VV157");
    EXPECT_EQ(assault(g, "assault p-inf9 0707:9", 1, 1, "a-inf1"), "-");
  }
}

// Column modifier "+1 for the defender if there is at least one unit of
// Prussian infantry in defence (Dreyse needle gun)": Prussian infantry of 4
// firing defensively is on column 5: a 1 gives T to the Austrian attacker.
TEST(CRT_Modifiers, DreyseNeedleGunGivesThePrussianDefenderOneColumn) {
  Game g = assault_game({"0506 S p-div p-inf1", "0507 N a-bde a-inf1"}, "VV165", "a-bde");
  EXPECT_EQ(assault(g, "assault a-inf1 0506:4", 1, 1, "a-inf1", false, /*stop_after_defence=*/true), "T");
}

// ------------------------------------------------------- §2 morale test
//
// A barrage T (column 2, die 5) on Austrian infantry of morale 2 in clear
// terrain, out of reach of any modifier: "If the result is 6 or more, the test
// is successful": die + morale 2 >= 6.

namespace {
// Fires the T, then rolls the morale die; returns true if the unit is still
// organised (the test passed).
bool passes(const std::vector<std::string>& setup, const char* target, int morale_die, int barrage_die = 5,
            const char* fire = nullptr) {
  Game g = barrage_game(setup);
  std::string f = fire ? fire : std::string("fire p-art1 ") + target + " S";
  std::string r = barrage(g, f.c_str(), barrage_die, target);
  EXPECT_EQ(r, "T");
  std::string roll = "roll " + std::to_string(morale_die);
  play(g, {roll.c_str()});
  // A commander stacked with the target rolls 2d6 afterwards (9.5.13).
  return !g.state().units[static_cast<std::size_t>(unit(g, target))].disorganised;
}
}  // namespace

TEST(Section2_MoraleTest, SixOrMoreWithMoraleAdded) {
  const std::vector<std::string> setup = {"0505 S p-div p-art1", "0507 N a-inf1", "0509 N a-bde"};
  EXPECT_TRUE(passes(setup, "a-inf1", 4));
  EXPECT_FALSE(passes(setup, "a-inf1", 3));
}

// §2 "+1 if the unit occupies a terrain with level 2 protection or more":
// in the village 0707 (the barrage is then on column 1: a 5 gives T).
TEST(Section2_MoraleTest, ProtectionTwoOrMoreAddsOne) {
  const std::vector<std::string> setup = {"0705 S p-div p-art1", "0707 N a-inf1", "0709 N a-bde"};
  EXPECT_TRUE(passes(setup, "a-inf1", 3));
  EXPECT_FALSE(passes(setup, "a-inf1", 2));
}

// §2 "+1 if the unit is stacked with its formation commander".
TEST(Section2_MoraleTest, StackedWithFormationCommanderAddsOne) {
  const std::vector<std::string> setup = {"0505 S p-div p-art1", "0507 N a-bde a-inf1"};
  EXPECT_TRUE(passes(setup, "a-inf1", 3));
  EXPECT_FALSE(passes(setup, "a-inf1", 2));
}

// §2 "-1 for each step loss".
TEST(Section2_MoraleTest, EachStepLossSubtractsOne) {
  const std::vector<std::string> setup = {"0505 S p-div p-art1", "0507 N a-inf1#1", "0509 N a-bde"};
  EXPECT_TRUE(passes(setup, "a-inf1", 5));
  EXPECT_FALSE(passes(setup, "a-inf1", 4));
}

// §2 "-1 if an enemy is present on the unit's flank, even without attacking":
// Prussian infantry in 0607, south-east (a flank hex) of the Austrians facing N.
TEST(Section2_MoraleTest, EnemyOnTheFlankSubtractsOne) {
  const std::vector<std::string> setup = {"0505 S p-div p-art1", "0607 N p-inf1", "0507 N a-inf1",
                                          "0509 N a-bde"};
  EXPECT_TRUE(passes(setup, "a-inf1", 5));
  EXPECT_FALSE(passes(setup, "a-inf1", 4));
}

// §2 "-1 if the unit is out of command": its brigade commander in 0101 is
// more than 6 cavalry MP away (§9.1.2).
TEST(Section2_MoraleTest, OutOfCommandSubtractsOne) {
  const std::vector<std::string> setup = {"0505 S p-div p-art1", "0507 N a-inf1", "0101 N a-bde"};
  EXPECT_TRUE(passes(setup, "a-inf1", 5));
  EXPECT_FALSE(passes(setup, "a-inf1", 4));
}

// §2 "+1 for a unit of Austrian artillery" (morale 1 here): die + 1 + 1 >= 6.
TEST(Section2_MoraleTest, AustrianArtilleryAddsOne) {
  const std::vector<std::string> setup = {"0505 S p-div p-art1", "0507 N a-art1", "0509 N a-bde"};
  EXPECT_TRUE(passes(setup, "a-art1", 4));
  EXPECT_FALSE(passes(setup, "a-art1", 3));
}

// §2 "+1 for a unit of light troops in a town, village or wood", with the
// +1 of the wood's protection 2: jägers of morale 1 in the wood 0702 pass
// on 3 (3 + 1 + 1 + 1). The barrage on the wood is on column 1 (5 -> T).
TEST(Section2_MoraleTest, LightTroopsInWoodsAddOne) {
  const std::vector<std::string> setup = {"0704 N p-div p-art1", "0702 S a-jag1", "0701 N a-bde"};
  EXPECT_TRUE(passes(setup, "a-jag1", 3, 5, "fire p-art1 a-jag1 N"));
  EXPECT_FALSE(passes(setup, "a-jag1", 2, 5, "fire p-art1 a-jag1 N"));
}

}  // namespace rules_crt_test
