// Gitschin's special rules (VV174 §12, src/special/gitschin.cpp) on the real
// scenario: each rule seen at work through the game (scripted decisions and
// dice), with the position arranged where a test needs it (Rules::place_unit,
// as a move would), and the printed historical tally (§12.4.2) scored under
// the rules as written.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "gbn3/rules.h"
#include "gbn3/save.h"
#include "gbn3/special/exit_rule.h"
#include "gbn3/special/gitschin.h"
#include "gbn3/special/timed_objectives.h"
#include "gbn3_play.h"
#include "rules_play_util.h"
#include "rules_scenario_builder.h"
#include "test_util.h"

namespace bohemia {
namespace special_gitschin_test {
namespace {

using test::play;

std::shared_ptr<const Scenario> gitschin() {
  static std::shared_ptr<const Scenario> sc = test::real("gitschin");
  return sc;
}

// The scenario with one line of its file changed (a parameter's other reading).
std::shared_ptr<const Scenario> gitschin_with(const std::string& from, const std::string& to) {
  namespace fs = std::filesystem;
  std::ifstream in(std::string(BOHEMIA_DATA_DIR) + "/scenarios/gitschin.toml");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  text.replace(at, from.size(), to);
  fs::path file = fs::temp_directory_path() / ("bohemia-gitschin-" + std::to_string(::getpid()) + ".toml");
  {
    std::ofstream out(file);
    out << text;
  }
  auto sc = test::real(file.string());
  fs::remove(file);
  return sc;
}

HexId hx(const Game& g, const char* label) { return g.scenario().map->parse_label(label); }
int uid(const Game& g, const char* id) { return g.scenario().unit_index(id); }
int cid(const Game& g, const char* id) { return g.scenario().cinc_index(id); }
UnitState& us(Game& g, const char* id) { return Rules::state(g).units[static_cast<std::size_t>(uid(g, id))]; }
const SpecialRule& rule(const Game& g, const char* name) {
  const SpecialRule* r = g.scenario().special.find(name);
  if (!r) throw std::runtime_error(std::string("no rule ") + name);
  return *r;
}
// Moves a unit as a move would end (Hook::UnitPlaced is called).
void put(Game& g, const char* id, const char* hex, Direction f = Direction::N) {
  Rules::place_unit(g, uid(g, id), hx(g, hex), f);
}
// Takes a unit off the map without a loss (out of the way of a test).
void lift(Game& g, const char* id) {
  us(g, id).where = Where::Pending;
  us(g, id).hex = kNoHex;
}
bool logged(const Game& g, const std::string& part) {
  for (const Event& e : g.log())
    if (e.text.find(part) != std::string::npos) return true;
  return false;
}
int sheet_vp(const Game& g, Side s, const std::string& part) {
  int vp = 0;
  for (const ScoreLine& l : Rules::score(g).lines)
    if (l.side == s && l.text.find(part) != std::string::npos) vp += l.vp;
  return vp;
}

// A game past the §12.2 set-up option (Clam-Gallas and Albert in 0413).
Game started(std::uint64_t seed = 1) {
  Game g(gitschin(), seed);
  play(g, {"headquarters 0413"});
  return g;
}

// Plays the command phase: reaction tests fail, the commanders-in-chief stay.
void through_cinc_moves(Game& g) {
  for (int guard = 0; guard < 10; ++guard) {
    if (g.state().phase == Phase::CincReaction) {
      play(g, {"roll 1"});
    } else if (g.state().phase == Phase::CincMove) {
      std::string stay =
          "cinc " + g.scenario().cincs[static_cast<std::size_t>(g.state().cinc_cursor)].id + " stay";
      play(g, {stay.c_str()});
    } else {
      return;
    }
  }
}

// §12.2: "Prince Albert + Clam-Gallas: hex. 0413 or 0514, player's choice":
// the Austrian player is asked before the first turn; each choice holds.
TEST(Vv174Section12_2, ClamGallasAndAlbertSetUpInTheGitschinHexOfTheAustriansChoice) {
  for (const char* choice : {"0413", "0514"}) {
    Game g(gitschin(), 1);
    ASSERT_EQ(g.actor().kind, ActorKind::Decision);
    EXPECT_EQ(g.actor().side, Side::Austria);
    std::vector<std::string> offered;
    for (const Action& a : g.legal_actions()) offered.push_back(g.notation(a));
    EXPECT_EQ(offered, (std::vector<std::string>{"headquarters 0413", "headquarters 0514"}));
    std::string text = std::string("headquarters ") + choice;
    play(g, {text.c_str()});
    for (const char* c : {"clam-gallas", "albert"})
      EXPECT_EQ(g.scenario().map->label(g.state().cincs[static_cast<std::size_t>(cid(g, c))].hex), choice)
          << c;
    EXPECT_TRUE(logged(g, std::string("set up in ") + choice));
  }
}

// §12.1.4: "On the first turn, the Prussian player automatically has the
// initiative" and the Prussian formations, without a commander-in-chief, are
// in command.
TEST(Vv174Section12_1_4, PrussianInitiativeOnTheFirstTurnAndFormationsAlwaysCommanded) {
  Game g = started();
  through_cinc_moves(g);
  EXPECT_EQ(g.state().phase, Phase::InitiativePick);
  EXPECT_EQ(g.state().acting, Side::Prussia);
  EXPECT_TRUE(logged(g, "Prussia has the initiative without a roll"));
  EXPECT_FALSE(test::fc(g, "tumpling").ooc) << "no line from a commander-in-chief, yet commanded";
  // On a later turn the Prussians roll with initiative 2 (§12.1.4): a 3 makes
  // 5, equal to Albert's 3 + 2: the tie is the Prussian's (§8).
  Rules::state(g).turn = 17;
  Rules::command_check(g);
  EXPECT_FALSE(test::fc(g, "tumpling").ooc);
  Rules::start_initiative(g);
  ASSERT_EQ(g.state().phase, Phase::InitiativeRoll);
  for (int guard = 0; guard < 3 && g.state().phase == Phase::InitiativeRoll; ++guard) {
    const int r = g.state().roll_a;
    const bool prussia = r == Rules::kSideRoller + side_index(Side::Prussia);
    const bool albert = r == cid(g, "albert");
    play(g, {prussia || albert ? "roll 3" : "roll 1"});
  }
  EXPECT_EQ(g.state().phase, Phase::InitiativePick);
  EXPECT_EQ(g.state().acting, Side::Prussia);
}

// §12.1.5: "He may only leave the two Gitschin hex once a Prussian unit has
// entered an adjacent hex. On the turn in which the count exits the map, the
// units in and adjacent to Gitschin are considered to be commanded."
TEST(Vv174Section12_1_5, ClamGallasStaysInGitschinUntilContactThenMayLeaveTheMap) {
  Game g = started();
  const int clam = cid(g, "clam-gallas");
  auto moves_of_clam = [&] {
    std::set<std::string> hexes;
    for (const Reach& r : Rules::cinc_reach(g, clam)) hexes.insert(g.scenario().map->label(r.hex));
    return hexes;
  };
  EXPECT_EQ(moves_of_clam(), (std::set<std::string>{"0514"}));
  put(g, "p-3uhl", "0313");  // next to 0413
  EXPECT_TRUE(logged(g, "may leave it"));
  EXPECT_GT(moves_of_clam().size(), 3u);
  // His move: he may leave by a hex of the Austrian line of retreat.
  Rules::state(g).phase = Phase::CincMove;
  Rules::state(g).cinc_cursor = static_cast<std::int8_t>(clam);
  Rules::state(g).acting = Side::Austria;
  std::vector<std::string> leave = test::actions_with(g, "leave clam-gallas");
  ASSERT_FALSE(leave.empty());
  put(g, "a-35ir", "0513");  // next to Gitschin
  put(g, "a-2hus", "0710");  // two hexes away
  EXPECT_FALSE(Rules::always_in_command(g, uid(g, "a-35ir")));
  play(g, {leave.front().c_str()});
  EXPECT_EQ(g.state().cincs[static_cast<std::size_t>(clam)].where, Where::Exited);
  EXPECT_TRUE(Rules::always_in_command(g, uid(g, "a-35ir")));
  EXPECT_FALSE(Rules::always_in_command(g, uid(g, "a-2hus")));
  Rules::state(g).turn += 1;  // only on the turn he leaves
  EXPECT_FALSE(Rules::always_in_command(g, uid(g, "a-35ir")));
  EXPECT_EQ(sheet_vp(g, Side::Prussia, "captured"), 0) << "leaving is not a capture (A-51)";
}

// §12.1.5: "Count Clam-Gallas may only command Austrian units ... Prince
// Albert may only command Saxon units": an Austrian independent activated
// with the Saxon division is not commanded by Albert beside it.
TEST(Vv174Section12_1_5, EachCommanderInChiefCommandsOnlyHisNation) {
  Game g = started();
  const int clam = cid(g, "clam-gallas"), albert = cid(g, "albert");
  EXPECT_TRUE(Rules::cinc_may_command(g, clam, uid(g, "a-2hus")));
  EXPECT_FALSE(Rules::cinc_may_command(g, albert, uid(g, "a-2hus")));
  EXPECT_TRUE(Rules::cinc_may_command(g, albert, uid(g, "s-art")));
  EXPECT_FALSE(Rules::cinc_may_command(g, clam, uid(g, "s-art")));
  // In play: the Saxons activated, the 2nd Hussars attached next to Albert
  // but beyond von Stieglitz's line of command (§9.1.2), which would command it.
  put(g, "a-2hus", "0514");
  through_cinc_moves(g);
  Rules::state(g).commanders[static_cast<std::size_t>(g.scenario().formation_index("stieglitz"))].hex =
      hx(g, "0105");
  Rules::start_activation(g, g.scenario().formation_index("stieglitz"));
  ASSERT_EQ(g.state().phase, Phase::Command);
  play(g, {"attach a-2hus"});
  EXPECT_FALSE(g.state().units[static_cast<std::size_t>(uid(g, "a-2hus"))].in_command);
  EXPECT_TRUE(test::actions_with(g, "direct a-2hus").empty());
}

// §12.1.5: only the Saxon, cavalry and Piret markers go into the cup; another
// brigade's joins it the turn after a Prussian unit first stands next to one
// of its units; all from 20.00.
TEST(Vv174Section12_1_5, HeldBackMarkersJoinTheCupTheTurnAfterContact) {
  Game g = started();
  auto markers = [&] {
    std::set<std::string> ids;
    for (int f : Rules::available_markers(g, Side::Austria, -1))
      ids.insert(g.scenario().formations[static_cast<std::size_t>(f)].id);
    return ids;
  };
  EXPECT_EQ(markers(), (std::set<std::string>{"stieglitz", "edelsheim", "piret"}));
  put(g, "p-48ir", "1311", Direction::SW);  // next to the 30th IR (Poschacher) in 1211
  EXPECT_TRUE(logged(g, "next to Brigade Poschacher"));
  EXPECT_EQ(markers().count("poschacher"), 0u) << "not on the turn of contact";
  Rules::state(g).turn = 17;
  EXPECT_EQ(markers(), (std::set<std::string>{"stieglitz", "edelsheim", "piret", "poschacher"}));
  Rules::state(g).turn = 20;
  EXPECT_EQ(markers().size(), 7u);
}

// §12.1.6: the infantry of Leiningen and Abele and the 29th jägers "begin
// disorganised and cannot rally during the game".
TEST(Vv174Section12_1_6, LeiningenAbeleAndThe29thJagersNeverRally) {
  Game g = started();
  for (const char* id : {"a-38ir", "a-32jag", "a-33ir", "a-72ir", "a-35ir", "a-22jag", "a-29jag"})
    EXPECT_TRUE(us(g, id).disorganised) << id;
  us(g, "a-34ir").disorganised = true;  // any other unit may rally
  Rules::state(g).turn = 23;            // past the phases; the rally phase starts
  Rules::start_rally(g);
  EXPECT_TRUE(logged(g, "a-38ir) may not rally"));
  for (const char* id : {"a-38ir", "a-33ir", "a-29jag"}) EXPECT_FALSE(us(g, id).rally_test) << id;
  EXPECT_EQ(g.state().roll_a, uid(g, "a-34ir")) << "the other unit takes its test";
}

// §12.1.6: "The Austrian infantry units have a -1 penalty for the various
// morale tests and a penalty of -1 column in the combats in which it
// participates" (A-50: as the shooter; not the Saxons, not cavalry or
// artillery).
TEST(Vv174Section12_1_6, AustrianInfantryMinusOneMoraleAndOneColumn) {
  Game g = started();
  std::vector<std::string> why;
  const SpecialRule& r = rule(g, "austrian_infantry_penalty");
  EXPECT_EQ(r.morale_modifier(g, uid(g, "a-34ir"), false, why), -1);
  EXPECT_EQ(r.morale_modifier(g, uid(g, "a-18jag"), true, why), -1) << "jägers are infantry; rally included";
  EXPECT_EQ(r.morale_modifier(g, uid(g, "s-leib1314"), false, why), 0) << "Saxon";
  EXPECT_EQ(r.morale_modifier(g, uid(g, "a-9hus"), false, why), 0);
  EXPECT_EQ(r.morale_modifier(g, uid(g, "a-art-5"), false, why), 0);
  const int a34 = uid(g, "a-34ir"), saxon = uid(g, "s-leib1314"), hus = uid(g, "a-9hus");
  EXPECT_EQ(Rules::extra_columns(g, {a34}, FireKind::Assault, why), -1);
  EXPECT_EQ(Rules::extra_columns(g, {hus, a34}, FireKind::DefensiveFire, why), -1);
  EXPECT_EQ(Rules::extra_columns(g, {saxon}, FireKind::Assault, why), 0);
  EXPECT_EQ(Rules::extra_columns(g, {hus}, FireKind::Assault, why), 0);
  // Through the morale total: the same test without the rule's -1 (an
  // Austrian victory on day 1 lifts it, §13) is one higher.
  const int with = Rules::morale_total(g, a34, 3, false);
  Rules::state(g).days.push_back(DayResult{{0, 4}, 1, 1, -1});
  EXPECT_EQ(Rules::morale_total(g, a34, 3, false), with + 1);
}

// §13 and A-41 a (issue 14): after an Austrian victory on day 1 only the
// morale penalty is lifted ("the -1 penalty on the morale test"); the
// column penalty stays. The other reading (column_lifted_after_day1_won =
// true) lifts both. After a Prussian victory both stand.
TEST(Section13, AustrianVictoryLiftsOnlyTheMoralePenaltyAndTheColumnOneIsAnOption) {
  for (bool lift_column : {false, true}) {
    auto sc = lift_column ? gitschin_with("column_lifted_after_day1_won = false",
                                          "column_lifted_after_day1_won = true")
                          : gitschin();
    Game g(sc, 1);
    Rules::state(g).days.push_back(DayResult{{0, 4}, 1, 1, -1});  // day 1: an Austrian minor victory
    std::vector<std::string> why;
    const int a34 = g.scenario().unit_index("a-34ir");
    EXPECT_EQ(rule(g, "austrian_infantry_penalty").morale_modifier(g, a34, false, why), 0);
    EXPECT_EQ(Rules::extra_columns(g, {a34}, FireKind::Assault, why), lift_column ? 0 : -1);
    Rules::state(g).days.front().winner = 0;  // a Prussian victory: both stand
    EXPECT_EQ(rule(g, "austrian_infantry_penalty").morale_modifier(g, a34, false, why), -1);
    EXPECT_EQ(Rules::extra_columns(g, {a34}, FireKind::Assault, why), -1);
  }
}

// The same in play, with scripted dice (§12.1.6, §13, issue 14): an Austrian
// infantry regiment (combat 4, morale 2, its brigadier stacked: +1) assaults
// a Prussian one in the open. The defensive fire (column 5 with the Dreyse,
// die 1) gives T; its morale test with die 3 is 3 + 2 + 1 = 6 and passes
// only without the -1; its attack (4 / protection 1 = column 4) takes the
// -1 column unless the option lifts it too.
namespace penalty_in_play {

const char* const kRule =
    "[special.austrian_infantry_penalty]\nkind = \"gitschin_austrian_infantry_penalty\"\nside = "
    "\"austria\"\nunit_types = [\"infantry\", \"light\"]\nmorale_modifier = -1\ncolumn_modifier = -1\n";

// Plays the assault to its attack roll (die 6); day 1 won by `winner`
// (side index, -1 a tie). Returns the game after the attack.
Game assault(int winner, bool lift_column) {
  test::Position p;
  p.edition = "VV174";
  p.setup = {"0504 S p-inf1", "0101 S p-div p-inf3", "0505 N a-bde a-inf1"};
  p.tables = std::string(kRule) + (lift_column ? "column_lifted_after_day1_won = true\n" : "");
  Game g(test::position(p), 1);
  Rules::state(g).days.push_back(DayResult{{0, 0}, static_cast<std::int8_t>(winner), 1, -1});
  test::drive_to(g, "a-bde", Phase::Movement);
  play(g, {"end move", "assault a-inf1 0504:4"});
  if (g.state().phase == Phase::Declare) play(g, {"end assaults"});
  while (test::has_action(g, "stand")) play(g, {"stand"});
  play(g, {"roll 1", "roll 3"});  // the defensive fire's T, then a-inf1's morale test
  while (test::has_action(g, "stand")) play(g, {"stand"});
  if (test::has_action(g, "attack")) play(g, {"attack", "roll 6"});
  return g;
}

bool morale_passed(const Game& g) { return test::log_contains(g, "2", "tests morale: die 3 -> 6 (passed)"); }
bool attack_with_penalty(const Game& g) {
  return test::log_contains(g, "9.5.5", "column 4, -1 col. Austrian infantry");
}

}  // namespace penalty_in_play

TEST(Section13, AfterAnAustrianVictoryTheMoraleTestLosesNoColumnPenaltyStays) {
  using namespace penalty_in_play;
  Game won = assault(1, false);
  EXPECT_TRUE(morale_passed(won)) << "no -1 on the morale test after an Austrian victory";
  EXPECT_TRUE(attack_with_penalty(won)) << "the -1 column stays";
  Game lost = assault(0, false);
  EXPECT_FALSE(morale_passed(lost)) << "-1 on the morale test after a Prussian victory";
  EXPECT_TRUE(test::log_contains(lost, "2", "tests morale: die 3 -> 5 (failed)"));
  Game both = assault(1, true);
  EXPECT_TRUE(morale_passed(both));
  EXPECT_FALSE(attack_with_penalty(both)) << "column_lifted_after_day1_won = true lifts the column too";
  EXPECT_TRUE(test::log_contains(both, "9.5.5", "column 4) -> "));
}

// §12.1.7: "As soon as an Austro-Saxon unit is in an enemy ZoC (because
// either the enemy or the unit itself moves or retreats), it surrenders on
// 1d6 = 6. Add +1 to the dé if the Austro-Saxon unit is disorganised. The
// test is taken even if the unit was already in a ZoC of another enemy unit."
TEST(Vv174Section12_1_7, AtNightAUnitComingIntoAnEnemyZocMaySurrender) {
  Game g = started();
  // By day nothing happens.
  put(g, "p-3uhl", "1313", Direction::NW);  // Podulsch, next to the 34th IR in 1212
  EXPECT_FALSE(logged(g, "surrender test"));
  Rules::state(g).turn = 22;
  // The enemy moves next to it: organised, a 5 holds.
  put(g, "p-48ir", "1311", Direction::SW);
  ASSERT_FALSE(g.state().tasks.empty());
  EXPECT_TRUE(logged(g, "a-30ir) is in an enemy ZoC at night"));
  while (g.actor().kind == ActorKind::Chance && !g.state().tasks.empty() &&
         g.state().tasks.front().kind == TaskKind::Special)
    play(g, {"roll 5"});
  EXPECT_EQ(us(g, "a-30ir").where, Where::Map);
  // A unit turning in its hex brings no new ZoC: no test.
  const std::size_t before = g.log().size();
  put(g, "p-48ir", "1311", Direction::SW);
  for (std::size_t i = before; i < g.log().size(); ++i)
    EXPECT_EQ(g.log()[i].text.find("surrender test"), std::string::npos) << g.log()[i].text;
  // A disorganised unit moving into an enemy ZoC: 5 + 1 = 6 surrenders, even
  // though it already stood in another enemy unit's ZoC.
  us(g, "a-18jag").disorganised = true;
  put(g, "a-18jag", "1211");  // already with the 30th IR, in p-48ir's ZoC
  lift(g, "a-30ir");
  put(g, "a-18jag", "1212");  // moves on: 1212 is in the ZoC of p-48ir and p-3uhl
  ASSERT_FALSE(g.state().tasks.empty());
  play(g, {"roll 5"});
  EXPECT_EQ(us(g, "a-18jag").where, Where::Eliminated);
  EXPECT_TRUE(us(g, "a-18jag").prisoner);
  EXPECT_TRUE(logged(g, "surrender test: die 5 + 1 disorganised = 6 (it surrenders)"));
}

// §12.4.1: "If a Prussian unit has entered Gitschin before the end of the
// 19.00 turn, the Prussian player is awarded 2 VP" (entered, A-68).
TEST(Vv174Section12_4_1, PrussianUnitEnteringGitschinBy1900Scores2) {
  for (int turn : {19, 20}) {
    Game g = started();
    Rules::state(g).turn = turn;
    put(g, "p-3uhl", "0514");
    lift(g, "p-3uhl");  // it need not stay
    EXPECT_EQ(sheet_vp(g, Side::Prussia, "entered Gitschin"), turn == 19 ? 2 : 0) << turn;
  }
}

// §12.4.1: "If Count Clam-Gallas is captured ... the Prussian player is
// awarded 1 VP": eliminated, or at the end without a line to his edge (A-51).
TEST(Vv174Section12_4_1, ClamGallasCapturedScoresOne) {
  Game g = started();
  const int clam = cid(g, "clam-gallas");
  // Alone in 1710, every neighbour held by a Prussian unit.
  put(g, "p-3uhl", "1709");
  put(g, "p-8gren", "1711");
  Rules::state(g).cincs[static_cast<std::size_t>(clam)].hex = hx(g, "1710");
  const SpecialRule& r = rule(g, "clam_gallas_captured");
  Rules::state(g).turn = 23;
  {
    RuleEffects fx(g);
    r.at_end_of_turn(fx);
  }
  EXPECT_EQ(g.state().cincs[static_cast<std::size_t>(clam)].where, Where::Map) << "only at the end";
  Rules::state(g).turn = 24;
  {
    RuleEffects fx(g);
    r.at_end_of_turn(fx);
  }
  EXPECT_EQ(g.state().cincs[static_cast<std::size_t>(clam)].where, Where::Eliminated);
  EXPECT_EQ(sheet_vp(g, Side::Prussia, "Clam-Gallas was captured"), 1);
}

// §12.1.3: "Prussians: northern edge (5th division) and western edge (3rd
// division)": map column 17 and map row 01.
TEST(Vv174Section12_1_3, EachPrussianDivisionRetreatsToItsOwnEdge) {
  Game g = started();
  const std::vector<HexId>& tumpling = Rules::retreat_edge(g, Side::Prussia, uid(g, "p-18ir"));
  const std::vector<HexId>& werder = Rules::retreat_edge(g, Side::Prussia, uid(g, "p-2gren"));
  const std::vector<HexId>& all = Rules::retreat_edge(g, Side::Prussia);  // control of places: both
  EXPECT_EQ(tumpling.size(), 20u);
  EXPECT_EQ(werder.size(), 17u);
  EXPECT_NE(std::find(all.begin(), all.end(), hx(g, "1710")), all.end());
  EXPECT_NE(std::find(all.begin(), all.end(), hx(g, "0901")), all.end());
  EXPECT_NE(std::find(tumpling.begin(), tumpling.end(), hx(g, "1710")), tumpling.end());
  EXPECT_EQ(std::find(tumpling.begin(), tumpling.end(), hx(g, "0901")), tumpling.end());
  EXPECT_NE(std::find(werder.begin(), werder.end(), hx(g, "0901")), werder.end());
  EXPECT_EQ(std::find(werder.begin(), werder.end(), hx(g, "1710")), werder.end());
}

// §12.4.1 exits: from 20.00, by the roads and paths of the Austrian edge;
// only the steps that left by 0420, 0320 or 0116 count: 1 VP at 24, 1 more
// per further 6.
TEST(Vv174Section12_4_1, ExitsFrom2000CountOnlyTheThreeRoutesEastOfTheCidlina) {
  Game g = started();
  const auto& exit = dynamic_cast<const ExitRule&>(rule(g, "austrian_exit"));
  put(g, "a-34ir", "0420");
  Rules::state(g).turn = 19;
  EXPECT_FALSE(exit.may_exit(g, uid(g, "a-34ir"), hx(g, "0420")));
  Rules::state(g).turn = 20;
  EXPECT_TRUE(exit.may_exit(g, uid(g, "a-34ir"), hx(g, "0420")));
  EXPECT_EQ(exit.vp_for(23), 0);
  EXPECT_EQ(exit.vp_for(24), 1);
  EXPECT_EQ(exit.vp_for(29), 1);
  EXPECT_EQ(exit.vp_for(30), 2);
  EXPECT_EQ(exit.vp_for(35), 2);
  for (const char* h : {"0420", "0320", "0116"})
    EXPECT_NE(std::find(exit.count_hexes.begin(), exit.count_hexes.end(), hx(g, h)), exit.count_hexes.end());
}

// §12.4.2, issue 7 item 5: the position the printed note describes, scored
// under the rules as written. "control of Woharitz, Unter Lochow, Ober
// Kniznitz, Zames, Ginolitz, Podulsch and Diletz [+4 VP for the geographic
// objectives]; 2 Prussian step losses against 5 Austro-Saxon step losses
// [+3 VP for the losses] and more than 34 Austro-Saxon steps exited (2 VP for
// the Austrians)": the note says a Prussian major victory by 5; the rules
// give 7 - 3 = +4 for the villages, 2 - 1 = +1 for the losses (1 VP per two
// steps, complete pairs, A-8) and -2 for the exits: +3, a minor victory
// (docs/rulings.md, A-44).
TEST(Vv174Section12_4_2, HistoricalPositionScoresAPrussianMinorVictoryNotTheMajorOfTheNote) {
  Game g = started();
  State& s = Rules::state(g);
  for (UnitState& x : s.units) x.where = Where::Pending, x.hex = kNoHex;
  // The villages at the end of 19.00: the Prussians in seven, the allies in
  // Prachow, Wohawec and Brada; Markt-Eisenstadtl last held by the Austrians.
  s.turn = 19;
  put(g, "p-18ir", "0803");
  put(g, "p-12gren", "0806");
  put(g, "p-8gren", "1610");
  put(g, "p-48ir", "1315");
  put(g, "p-2gren", "1311");
  put(g, "p-42ir", "1313");
  put(g, "p-14ir", "1114");
  put(g, "a-42ir", "1008");
  put(g, "a-73ir", "0709");
  put(g, "a-26jag", "0809");
  put(g, "a-34ir", "1112");
  const auto& at1900 = dynamic_cast<const TimedObjectives&>(rule(g, "objectives_at_1900"));
  RuleEffects fx(g);
  at1900.at_end_of_turn(fx);
  EXPECT_EQ(sheet_vp(g, Side::Prussia, "at the end of 19.00"), 7);
  EXPECT_EQ(sheet_vp(g, Side::Austria, "at the end of 19.00"), 3);
  // 2 Prussian and 5 Austro-Saxon steps lost: the two printed at the start
  // (33rd, 72nd IR) count (§12.4.1, issue 14) and 3 more, in formations
  // none of which is demoralised.
  us(g, "p-18ir").losses = 1;
  us(g, "p-2gren").losses = 1;
  for (const char* id : {"a-42ir", "a-34ir", "s-leib1516"}) us(g, id).losses += 1;
  // 35 Austro-Saxon steps left by the three routes east of the Cidlina.
  s.turn = 20;
  const auto& exit = dynamic_cast<const ExitRule&>(rule(g, "austrian_exit"));
  int steps = 0;
  for (const char* id :
       {"a-30ir",   "a-35ir",      "a-9hus",  "s-leib1314", "s-1bde12", "s-1bde34",  "a-10hus",
        "a-1drag",  "a-5hus",      "a-8hus",  "a-art-456",  "s-art",    "s-3reiter", "a-2hus",
        "a-art-78", "a-art-91011", "a-art-2", "a-art-5",    "a-art-6",  "a-18jag",   "a-29jag",
        "s-4jag",   "s-1jag",      "a-38ir",  "a-32jag",    "a-art-4",  "a-art-3"}) {
    const char* via = steps % 3 == 0 ? "0420" : steps % 3 == 1 ? "0320" : "0116";
    put(g, id, via);
    ASSERT_TRUE(exit.may_exit(g, uid(g, id), hx(g, via))) << id;
    steps += Rules::remaining_steps(g, uid(g, id));
    Rules::exit_unit(g, uid(g, id), hx(g, via));
  }
  ASSERT_EQ(exit.counted(g), steps);
  ASSERT_EQ(steps, 35);  // "more than 34"
  for (bool d : s.demoralised) ASSERT_FALSE(d);
  const ScoreSheet sheet = Rules::score(g);
  EXPECT_EQ(sheet_vp(g, Side::Prussia, "enemy step losses"), 2);  // 5 / 2
  EXPECT_EQ(sheet_vp(g, Side::Austria, "enemy step losses"), 1);  // 2 / 2
  EXPECT_EQ(sheet_vp(g, Side::Austria, "left the map"), 2);
  EXPECT_EQ(sheet.vp[0], 9);
  EXPECT_EQ(sheet.vp[1], 6);
  EXPECT_EQ(sheet.vp[0] - sheet.vp[1], 3) << "the note prints +5, a major victory";
  EXPECT_LT(sheet.vp[0] - sheet.vp[1], gitschin()->major);
  EXPECT_GE(sheet.vp[0] - sheet.vp[1], gitschin()->minor);
}

// §12.4.1 "1 VP for every two enemy strength steps that are lost", with no
// exception for the two steps the 33rd and 72nd IR lost at Münchengrätz
// (Soor's rule makes one, VV165 §12.4.1; Gitschin's does not; §12.1.2
// counts them toward the thresholds): the standalone battle scores them
// (issue 14). The other reading, score_starting_losses = false, does not.
TEST(Vv174Section12_4_1, StepsLostBeforeTheBattleScoreInTheStandaloneBattle) {
  Game g = started();
  EXPECT_TRUE(gitschin()->score_starting_losses);
  EXPECT_EQ(us(g, "a-33ir").losses, 1);
  EXPECT_EQ(us(g, "a-72ir").losses, 1);
  EXPECT_EQ(sheet_vp(g, Side::Prussia, "2 enemy step losses"), 1);
  us(g, "a-30ir").losses = 1;  // one more in the battle: 3 steps, still 1 VP
  EXPECT_EQ(sheet_vp(g, Side::Prussia, "3 enemy step losses"), 1);
  us(g, "a-34ir").losses = 1;
  EXPECT_EQ(sheet_vp(g, Side::Prussia, "4 enemy step losses"), 2);
  auto sc = gitschin_with("score_starting_losses = true", "score_starting_losses = false");
  Game other(sc, 1);
  play(other, {"headquarters 0413"});
  EXPECT_EQ(sheet_vp(other, Side::Prussia, "enemy step losses"), 0);
  Rules::state(other).units[static_cast<std::size_t>(uid(other, "a-30ir"))].losses = 1;
  Rules::state(other).units[static_cast<std::size_t>(uid(other, "a-34ir"))].losses = 1;
  EXPECT_EQ(sheet_vp(other, Side::Prussia, "2 enemy step losses"), 1);
}

// Every kind of the scenario is code: nothing is played "without".
TEST(Vv174Section12_Special, NoPendingRuleAndEveryGameStartsWithTheOption) {
  EXPECT_TRUE(gitschin()->special.pending().empty());
}

// Random games: no invariant broken; the same seed replays to the same
// state from its save.
TEST(Vv174Section12_RandomGames, SaveAndReplayGiveTheSameState) {
  for (std::uint64_t seed : {3u, 4u}) {
    Game g(gitschin(), seed);
    RandomPlayer p(seed);
    for (int guard = 0; guard < 20000 && !g.over(); ++guard) {
      Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
      ASSERT_FALSE(g.apply(a).has_value()) << g.notation(a);
      std::vector<std::string> bad = g.check_invariants();
      ASSERT_TRUE(bad.empty()) << bad.front() << " at " << g.describe_turn();
    }
    ASSERT_TRUE(g.over());
    ReplayResult r = replay_save(save_game(g));
    ASSERT_TRUE(r.game) << r.error;
    EXPECT_EQ(r.game->hash(), g.hash());
  }
}

}  // namespace
}  // namespace special_gitschin_test
}  // namespace bohemia
