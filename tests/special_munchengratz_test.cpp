// The special rules of Münchengrätz (VV174 §11), played through the Game API:
// the Iser rules (bridge burning and putting out, fords, the pontoon, the
// extra loss of a retreat over a ford) on small positions of the real
// Münchengrätz map (tests/rules_scenario_builder.h), the command rules, the
// 40th IR's option and the VP rules on the real scenario, and the printed
// historical tally (§11.4.2 note) from the position it describes.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "gbn3/rules.h"
#include "gbn3/save.h"
#include "gbn3/special/munchengratz.h"
#include "gbn3_play.h"
#include "rules_play_util.h"
#include "rules_scenario_builder.h"

namespace bohemia {
namespace special_munchengratz_test {
namespace {

using test::drive_to;
using test::has_action;
using test::play;
using test::Position;

HexId hx(const Game& g, const char* label) { return test::hx(g, label); }
int uid(const Game& g, const char* id) { return test::unit(g, id); }
const UnitState& ust(const Game& g, const char* id) {
  return g.state().units[static_cast<std::size_t>(uid(g, id))];
}
std::uint16_t side_bits(const Game& g, const char* hex, Direction d) {
  return Rules::hexside(g, hx(g, hex), d);
}

// ------------------------------------------------------------ positions

// The Iser rules as data/gbn3/scenarios/munchengratz.toml writes them, with the
// test position's formations, turns (09.00 - 12.00) and VP hour.
const char* kIserTables = R"(
[special.bridge_burning]
kind = "munchengratz_bridge_burning"
section = "VV174 §11.1.5"
bridge = "0404/S"
burn_from_hex = "0405"
burn_side = "austria"
burn_unit_types = ["infantry", "light"]
burn_mp_cost = 1
burn_roll_at_least = 6
distance_counts_target_hex = true
attempts_per_turn = 1
can_burn_again = false
put_out_side = "prussia"
put_out_unit_types = ["infantry", "light"]
put_out_hexes = ["0404", "0405"]

[special.ford_search]
kind = "munchengratz_ford_search"
section = "VV174 §11.1.5"
side = "prussia"
searches_per_turn = 1
searcher_unit_types = ["infantry", "light", "cavalry", "artillery"]
mp_cost = 1
roll_at_least = 4
hexsides = ["0103/S", "0203/SW", "0403/SW", "0404/SE", "0504/S", "0604/SW", "0605/S", "0605/SW", "0605/NW", "0706/S", "0706/SW", "0806/SW", "0807/S", "0807/SW", "0807/NW", "0908/S", "0908/SW", "1008/SW", "1009/SW", "1009/NW", "1010/S", "1010/SW", "1010/NW", "1111/SW", "1112/S", "1112/SW", "1112/NW", "1212/SW", "1213/SW", "1213/NW", "1214/SW", "1215/NW"]

[special.pontoon]
kind = "munchengratz_pontoon"
section = "VV174 §11.1.5"
side = "prussia"
builder_formations = ["p-div"]
builder_unit_types = ["infantry", "light"]
hexsides = ["0103/S", "0203/SW", "0403/SW", "0404/SE", "0504/S", "0604/SW", "0605/S", "0605/SW", "0605/NW", "0706/S", "0706/SW", "0806/SW", "0807/S", "0807/SW", "0807/NW", "0908/S", "0908/SW", "1008/SW", "1009/SW", "1009/NW", "1010/S", "1010/SW", "1010/NW", "1111/SW", "1112/S", "1112/SW", "1112/NW", "1212/SW", "1213/SW", "1213/NW", "1214/SW", "1215/NW"]
max_pontoons = 1
vp = 1
vp_if_completed_by_end_of_turn = 10

[special.retreat_over_ford]
kind = "munchengratz_retreat_over_ford"
section = "VV174 §11.1.5"
extra_step_losses = 1
over = ["ford"]
)";

// A position on the real Münchengrätz map (the Iser, its bridges and banks)
// with the rule-test order of battle: Prussian edges top and sides,
// Austrian edge the bottom, VV174.
std::shared_ptr<const Scenario> iser(std::vector<std::string> setup, std::string more = "") {
  Position p;
  p.map = "munchengratz";
  p.edition = "VV174";
  p.prussia_edge = "0101-1201";
  p.austria_edge = "0115-1215";
  p.setup = std::move(setup);
  p.tables = std::string(kIserTables) + more;
  return test::position(p);
}

// The real scenario, its text changed by `edits` (each: the text, its
// replacement), loaded from a temporary copy (the map from data/gbn3/maps).
std::shared_ptr<const Scenario> munchengratz_with(
    const std::vector<std::pair<std::string, std::string>>& edits) {
  namespace fs = std::filesystem;
  std::ifstream in(std::string(BOHEMIA_DATA_DIR) + "/scenarios/munchengratz.toml");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  for (const auto& [from, to] : edits) {
    auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
  }
  fs::path file = fs::temp_directory_path() / fmt::format("bohemia-munch-{}.toml", ::getpid());
  {
    std::ofstream out(file);
    out << text;
  }
  unsetenv("BOHEMIA_DATA");
  auto sc = load_scenario(file.string());
  fs::remove(file);
  return sc;
}

std::shared_ptr<const Scenario> munchengratz() {
  static std::shared_ptr<const Scenario> sc = test::real("munchengratz");
  return sc;
}

// Plays on with every decision passed (or its first choice) and every die
// the first outcome, until `done` holds (at most a few turns).
template <class Done>
void pass_until(Game& g, Done done) {
  for (int guard = 0; guard < 2000 && !done() && !g.over(); ++guard) {
    if (g.actor().kind == ActorKind::Chance) {
      ASSERT_FALSE(g.apply(g.chance_outcomes().front().action).has_value());
      continue;
    }
    const std::vector<Action>& legal = g.legal_actions();
    ASSERT_FALSE(legal.empty()) << g.describe_turn();
    Action pick = legal.front();
    for (const Action& a : legal)
      if (a.type == ActionType::Ready || a.type == ActionType::Hold || a.type == ActionType::EndMove ||
          a.type == ActionType::EndAssaults || a.type == ActionType::CincStay)
        pick = a;
    ASSERT_FALSE(g.apply(pick).has_value()) << g.notation(pick) << " at " << g.describe_turn();
  }
}
void to_next_turn(Game& g) {
  const int turn = g.state().turn;
  pass_until(g, [&] { return g.state().turn != turn; });
}

int fid(const Game& g, const char* id) { return g.scenario().formation_index(id); }

const SpecialRule& rule(const Game& g, const char* name) {
  const SpecialRule* r = g.scenario().special.find(name);
  EXPECT_NE(r, nullptr) << name;
  return *r;
}

// ------------------------------------------------------- the bridge burns

// §11.1.5: "he must have an infantry unit in hexagon 0405 and spend 1 MP. He
// rolls 1d6 and adds the number of hexagons that separate his unit from the
// closest Prussian unit (including the hexagon of the Prussian unit). On ...
// 6 or more, the bridge is burned ... only one attempt per turn."
TEST(Munchengratz11_1_5, AustrianInfantryIn0405BurnsTheBridgeOnDiePlusDistance) {
  // The nearest Prussian is 3 hexes away: 2 + 3 = 5 fails, 3 + 3 burns.
  for (int die : {2, 3}) {
    auto sc = iser({"0405 N a-bde a-inf1", "0209 N a-cav1", "0503 S p-div p-inf1"});
    Game g(sc, 1);
    ASSERT_EQ(g.scenario().map->distance(hx(g, "0405"), hx(g, "0503")), 3);
    drive_to(g, "a-bde");
    EXPECT_FALSE(has_action(g, "burn a-cav1")) << "cavalry may not burn it, nor a unit outside 0405";
    ASSERT_TRUE(has_action(g, "burn a-inf1"));
    play(g, {"burn a-inf1"});
    EXPECT_EQ(ust(g, "a-inf1").mp_used, 2) << "1 MP spent";
    ASSERT_EQ(g.chance_kind(), ChanceKind::D6);
    std::string roll = "roll " + std::to_string(die);
    play(g, {roll.c_str()});
    const bool burnt = die == 3;
    EXPECT_TRUE(test::log_contains(g, "11.1.5", fmt::format("die {} + 3 hexes", die)));
    EXPECT_EQ((side_bits(g, "0404", Direction::S) & kBridge) == 0, burnt) << die;
    EXPECT_EQ((side_bits(g, "0405", Direction::N) & kBridge) == 0, burnt) << "one hexside, both hexes";
    // "The Austrian player may only make one attempt per turn."
    EXPECT_FALSE(has_action(g, "burn a-inf1"));
    EXPECT_NE(test::refuse(g, "burn a-inf1").find("11.1.5"), std::string::npos);
    // The unit moves on with the MP it has left: 3 of 4.
    EXPECT_DOUBLE_EQ(test::cost_to(g, "a-inf1", "0406"), 2.0) << "1 spent + 1 by road into the town";
    // While it burns "the Iser is uncrossable at this location".
    EXPECT_EQ(test::reaches(g, "a-inf1", "0404"), !burnt);
  }
}

// An adjacent Prussian unit counts 1 ("including the hexagon of the Prussian
// unit"): 4 + 1 fails, 5 + 1 burns. The alternative reading (hexes between
// the two units, adjacent = 0) is a parameter.
TEST(Munchengratz11_1_5, AdjacentPrussianCountsOneHex) {
  for (bool counts : {true, false})
    for (int die : {4, 5}) {
      auto sc = iser({"0405 N a-bde a-inf1", "0404 S p-div p-inf1"});
      if (!counts) {
        std::string t = std::string(kIserTables);
        t.replace(t.find("distance_counts_target_hex = true"), 33, "distance_counts_target_hex = false");
        Position p;
        p.map = "munchengratz";
        p.edition = "VV174";
        p.prussia_edge = "0101-1201";
        p.austria_edge = "0115-1215";
        p.setup = {"0405 N a-bde a-inf1", "0404 S p-div p-inf1"};
        p.tables = t;
        sc = test::position(p);
      }
      Game g(sc, 1);
      drive_to(g, "a-bde");
      play(g, {"burn a-inf1"});
      std::string roll = "roll " + std::to_string(die);
      play(g, {roll.c_str()});
      const bool burnt = die + (counts ? 1 : 0) >= 6;
      EXPECT_EQ((side_bits(g, "0404", Direction::S) & kBridge) == 0, burnt) << counts << " " << die;
    }
}

// "To put the fire out, a Prussian infantry unit must remain in the hexagon
// adjacent to the bridge for a whole turn without moving. At the end of the
// turn, the marker is removed ... The bridge may not be burned a second time."
TEST(Munchengratz11_1_5, PrussianInfantryStayingAWholeTurnPutsTheFireOut) {
  for (bool moves : {false, true}) {
    auto sc = iser({"0405 N a-bde a-inf1", "0404 S p-div p-inf1", "0403 S p-jag1"});
    Game g(sc, 1);
    drive_to(g, "a-bde");
    play(g, {"burn a-inf1", "roll 5"});  // 5 + 1 (adjacent)
    ASSERT_EQ(side_bits(g, "0404", Direction::S) & kBridge, 0);
    to_next_turn(g);  // 09.00 ends: it began to burn during that turn
    ASSERT_EQ(g.state().turn, 10);
    EXPECT_EQ(side_bits(g, "0404", Direction::S) & kBridge, 0) << "not a whole turn of fire yet";
    if (moves) {  // the jägers take the place of the infantry: neither stays the whole turn
      drive_to(g, "p-div");
      play(g, {"move p-jag1 0404 S", "move p-inf1 0403 S"});
    }
    to_next_turn(g);
    ASSERT_EQ(g.state().turn, 11);
    EXPECT_EQ((side_bits(g, "0404", Direction::S) & kBridge) != 0, !moves);
    EXPECT_EQ(test::log_contains(g, "11.1.5", "puts the fire out"), !moves);
    if (moves) continue;
    // Never a second time.
    drive_to(g, "a-bde");
    EXPECT_FALSE(has_action(g, "burn a-inf1"));
  }
}

// ---------------------------------------------------------------- fords

// "Once per turn, a single Prussian unit adjacent to the Iser with no
// escarpment may look for a ford. The unit spends 1 MP and on 1d6 >= 4, it
// finds a ford ... immediately able to be crossed by units of both camps".
TEST(Munchengratz11_1_5, FordFoundOnFourAndCrossedAtOnceByBothSides) {
  auto sc = iser({"0504 S p-div p-inf1", "0503 S p-inf2", "0701 S p-cav1", "0506 N a-bde a-inf1"});
  Game g(sc, 1);
  drive_to(g, "p-div");
  EXPECT_FALSE(has_action(g, "search p-inf2")) << "not beside the Iser";
  EXPECT_FALSE(has_action(g, "search p-cav1"));
  ASSERT_TRUE(has_action(g, "search p-inf1"));
  EXPECT_FALSE(test::reaches(g, "p-inf1", "0505"));
  play(g, {"search p-inf1", "roll 3"});
  EXPECT_TRUE(test::log_contains(g, "11.1.5", "die 3 (4 needed): no ford"));
  EXPECT_EQ(side_bits(g, "0504", Direction::S) & kFord, 0);
  // Once a turn for the whole side, whoever tries.
  play(g, {"move p-inf2 0604 S"});
  EXPECT_TRUE(test::actions_with(g, "search").empty());
  to_next_turn(g);
  drive_to(g, "p-div");
  play(g, {"search p-inf1", "roll 4"});
  EXPECT_EQ(side_bits(g, "0504", Direction::S) & kFord, kFord);
  EXPECT_EQ(side_bits(g, "0505", Direction::N) & kFord, kFord);
  EXPECT_TRUE(test::log_contains(g, "11.1.5", "ford marker between 0504-0505"));
  // The searcher crosses at once with its 3 MP left.
  EXPECT_DOUBLE_EQ(test::cost_to(g, "p-inf1", "0505"), 2.0);
  // Only there: the other Iser hexsides stay uncrossable.
  EXPECT_EQ(side_bits(g, "0604", Direction::SW) & kCrossing, 0);
  // The Austrians may use it too: from 0505 an Austrian unit reaches the west bank.
  play(g, {"end move"});
  // (Position edits: the Prussians away, the Austrian unit and its commander beside the ford.)
  Rules::place_unit(g, uid(g, "p-inf1"), hx(g, "0201"), Direction::S);
  Rules::place_unit(g, uid(g, "p-inf2"), hx(g, "0202"), Direction::S);
  Rules::place_unit(g, uid(g, "a-inf1"), hx(g, "0505"), Direction::N);
  Rules::state(g).commanders[static_cast<std::size_t>(fid(g, "a-bde"))].hex = hx(g, "0504");
  EXPECT_TRUE(test::reaches(g, "a-inf1", "0504")) << "the ford works for both sides";
}

// With several searchable hexsides the owner puts the ford where he wants it
// once it is found ("between the successful unit's hex and a hex on the
// other bank").
TEST(Munchengratz11_1_5, FoundFordIsPutByItsOwnerOnOneOfTheUnitsHexsides) {
  auto sc = iser({"0605 S p-div p-inf1", "0509 N a-bde a-inf1"});
  Game g(sc, 1);
  drive_to(g, "p-div");
  play(g, {"search p-inf1", "roll 6"});
  ASSERT_EQ(g.actor().kind, ActorKind::Decision);
  std::vector<std::string> choices = test::actions_with(g, "ford");
  EXPECT_EQ(choices, (std::vector<std::string>{"ford p-inf1 0606", "ford p-inf1 0506", "ford p-inf1 0505"}));
  play(g, {"ford p-inf1 0506"});
  EXPECT_EQ(side_bits(g, "0605", Direction::SW) & kFord, kFord);
  EXPECT_EQ(side_bits(g, "0605", Direction::S) & kFord, 0);
  EXPECT_EQ(side_bits(g, "0605", Direction::NW) & kFord, 0);
}

// ---------------------------------------------------------------- pontoon

// "a Prussian infantry unit from the avant-garde ... must spend a complete
// turn adjacent to the Iser ... without moving or attacking ... There cannot
// be any enemy units on the opposite bank. At the end of the turn, place the
// pontoon marker on both the hexagons: it can be used like a bridge." +1 VP
// if built "before the end of the 13.00 turn" (here 10.00).
TEST(Munchengratz11_1_5, PontoonBuiltInAWholeTurnWorksAsABridgeAndScores) {
  auto sc = iser({"0504 S p-div p-inf1", "0503 S p-inf2 p-cav1", "0509 N a-bde a-inf1"});
  Game g(sc, 1);
  drive_to(g, "p-div");
  EXPECT_FALSE(has_action(g, "pontoon p-cav1 0504")) << "not beside the Iser";
  ASSERT_TRUE(has_action(g, "pontoon p-inf1 0505"));
  // A unit that has moved this turn may not start it.
  play(g, {"move p-inf2 0604 S"});
  EXPECT_FALSE(has_action(g, "pontoon p-inf2 0505"));
  EXPECT_FALSE(has_action(g, "pontoon p-inf2 0605"));
  play(g, {"pontoon p-inf1 0505"});
  EXPECT_TRUE(test::actions_with(g, "move p-inf1").empty()) << "the builder may not move";
  EXPECT_TRUE(test::actions_with(g, "pontoon").empty()) << "one at a time";
  EXPECT_EQ(side_bits(g, "0504", Direction::S) & kBridge, 0) << "not before the end of the turn";
  to_next_turn(g);
  EXPECT_EQ(side_bits(g, "0504", Direction::S) & kBridge, kBridge);
  EXPECT_TRUE(test::log_contains(g, "11.1.5", "completes the pontoon 0504-0505 at the end of 09.00"));
  ScoreSheet sheet = g.score_sheet();
  EXPECT_EQ(sheet.vp[0], 1);
  drive_to(g, "p-div");
  EXPECT_TRUE(test::reaches(g, "p-inf1", "0505"));
  EXPECT_TRUE(test::actions_with(g, "pontoon").empty()) << "one pontoon";
}

TEST(Munchengratz11_1_5, PontoonFailsWithAnEnemyAcrossAndIsRefusedWithOneThere) {
  // An Austrian unit across the chosen hexside: no start.
  {
    auto sc = iser({"0504 S p-div p-inf1", "0505 N a-bde a-inf1"});
    Game g(sc, 1);
    drive_to(g, "p-div");
    EXPECT_FALSE(has_action(g, "pontoon p-inf1 0505"));
    EXPECT_NE(test::refuse(g, "pontoon p-inf1 0505").find("enemy unit in the hex across"), std::string::npos);
  }
  // A unit put in its hex during this turn (a retreat) has not spent the whole turn there.
  {
    auto sc = iser({"0503 S p-div p-inf1", "0509 N a-bde a-inf1"});
    Game g(sc, 1);
    Rules::place_unit(g, uid(g, "p-inf1"), hx(g, "0504"), Direction::S);  // as if it had retreated there
    drive_to(g, "p-div");
    EXPECT_FALSE(has_action(g, "pontoon p-inf1 0505"));
    to_next_turn(g);
    drive_to(g, "p-div");
    EXPECT_TRUE(has_action(g, "pontoon p-inf1 0505")) << "it has now stood there since the turn began";
  }
  // One arriving across before the end of the turn: not completed.
  auto sc = iser({"0504 S p-div p-inf1", "0507 N a-bde a-inf1"});
  Game g(sc, 1);
  drive_to(g, "p-div");
  play(g, {"pontoon p-inf1 0505", "end move"});
  // The Austrian brigade is drawn next and comes to the bank across.
  pass_until(g, [&] { return g.state().phase == Phase::Movement; });
  play(g, {"move a-inf1 0505 N"});
  to_next_turn(g);
  EXPECT_EQ(side_bits(g, "0504", Direction::S) & kBridge, 0);
  EXPECT_TRUE(test::log_contains(g, "11.1.5", "enemy units stand on the opposite bank"));
  EXPECT_EQ(g.score_sheet().vp[0], 0);
}

// ------------------------------------------------------- retreat over a ford

// "A defending unit that retreats over a destroyed bridge or a ford after
// combat takes on 1 additional step loss" (A-47: a destroyed or burning
// bridge cannot be crossed; a bridge or a pontoon costs nothing).
TEST(Munchengratz11_1_5, RetreatAcrossAFordCostsAStep) {
  auto sc = iser({"0504 S p-div p-inf1", "0509 N a-bde a-inf1"});
  Game g(sc, 1);
  const auto& r = dynamic_cast<const MunchengratzRetreatOverFord&>(rule(g, "retreat_over_ford"));
  const int u = uid(g, "a-inf1");
  EXPECT_EQ(r.retreat_extra_losses(g, u, hx(g, "0505"), hx(g, "0504")), 0) << "no ford yet";
  Rules::set_hexside(g, hx(g, "0504"), Direction::S,
                     static_cast<std::uint16_t>(Rules::hexside(g, hx(g, "0504"), Direction::S) | kFord));
  EXPECT_EQ(r.retreat_extra_losses(g, u, hx(g, "0505"), hx(g, "0504")), 1);
  EXPECT_EQ(r.retreat_extra_losses(g, u, hx(g, "0504"), hx(g, "0505")), 1);
  EXPECT_EQ(r.retreat_extra_losses(g, u, hx(g, "0405"), hx(g, "0404")), 0) << "the bridge";
  EXPECT_EQ(r.retreat_extra_losses(g, u, hx(g, "0505"), hx(g, "0506")), 0) << "no river";
  Rules::set_hexside(g, hx(g, "0605"), Direction::SW,
                     static_cast<std::uint16_t>(Rules::hexside(g, hx(g, "0605"), Direction::SW) | kBridge));
  EXPECT_EQ(r.retreat_extra_losses(g, u, hx(g, "0506"), hx(g, "0605")), 0) << "a pontoon is a bridge";
}

// ---------------------------------------------------------------- command

// §11.1.4: "On turn 1, the Prussian player automatically has the initiative";
// afterwards neither side has a commander-in-chief: every marker into the cup
// and nobody has the initiative (rule 8).
TEST(Munchengratz11_1_4, PrussiaHasTheInitiativeOnTheFirstTurnOnly) {
  Game g(munchengratz(), 1);
  ASSERT_EQ(g.state().turn, 8);
  EXPECT_EQ(g.state().phase, Phase::InitiativePick);
  EXPECT_EQ(g.state().acting, Side::Prussia);
  EXPECT_TRUE(test::log_contains(g, "11.1.4", "Prussia has the initiative without a roll"));
  EXPECT_EQ(test::actions_with(g, "first"),
            (std::vector<std::string>{"first schoeler", "first fransecky", "first horn"}));
  to_next_turn(g);
  ASSERT_EQ(g.state().turn, 9);
  EXPECT_EQ(g.state().phase, Phase::Draw);
  EXPECT_TRUE(test::log_contains(g, "8", "neither side has a commander-in-chief"));
}

// §11.1.4: "The independent unit IR.56 is considered to be commanded
// throughout the game", even far from the formation it acts with.
TEST(Munchengratz11_1_4, Ir56IsAlwaysInCommand) {
  Game g(munchengratz(), 1);
  play(g, {"first schoeler", "attach p-56ir"});
  EXPECT_GT(g.scenario().map->distance(hx(g, "1205"), hx(g, "0701")), 6);
  EXPECT_TRUE(ust(g, "p-56ir").in_command);
  EXPECT_TRUE(Rules::always_in_command(g, uid(g, "p-56ir")));
  EXPECT_FALSE(Rules::always_in_command(g, uid(g, "p-28ir")));
  EXPECT_FALSE(Rules::always_in_command(g, uid(g, "a-2hus")));
}

// A-39: the Prussian formation commanders are always in command (option on,
// the default); with it off, rule 7.2 as written puts every one of them out
// of command (no commander-in-chief), except a formation arriving this turn
// (9.4).
TEST(Munchengratz11_1_4, PrussianCommandersWithoutCommanderInChief) {
  for (bool option : {true, false}) {
    auto sc = option ? munchengratz()
                     : munchengratz_with({{"always_in_command = true   # the option's default",
                                           "always_in_command = false  # rule 7.2 as written"}});
    Game g(sc, 1);
    EXPECT_EQ(test::fc(g, "schoeler").ooc, !option);
    EXPECT_EQ(test::fc(g, "horn").ooc, !option);
    EXPECT_FALSE(test::fc(g, "fransecky").ooc) << "arrives this turn (9.4)";
    to_next_turn(g);
    EXPECT_EQ(test::fc(g, "schoeler").ooc, !option);
    EXPECT_EQ(test::fc(g, "fransecky").ooc, !option);
  }
}

// §11.1.5: "Leningen is always considered in command. Abele is only
// considered in command if he is in the LoC of the Leningen formation
// commander" (6 cavalry MP, as from a commander-in-chief, rule 7.2).
TEST(Munchengratz11_1_5, LeiningenAlwaysInCommandAbeleOnlyWithinHisLine) {
  Game g(munchengratz(), 1);
  EXPECT_FALSE(test::fc(g, "leiningen").ooc);
  EXPECT_TRUE(test::fc(g, "abele").ooc) << "Bossin is far from Kloster";
  EXPECT_TRUE(test::log_contains(g, "11.1.5", "Abele is out of command"));
  const auto& rule_ = dynamic_cast<const MunchengratzAustrianCommand&>(rule(g, "austrian_command"));
  const int abele = fid(g, "abele");
  EXPECT_EQ(rule_.commander_in_command(g, abele), std::optional<bool>(false));
  // Moved to 0505, 2 hexes from Leiningen through Münchengrätz bridge: in command.
  Rules::state(g).commanders[static_cast<std::size_t>(abele)].hex = hx(g, "0505");
  EXPECT_EQ(rule_.commander_in_command(g, abele), std::optional<bool>(true));
  to_next_turn(g);
  EXPECT_FALSE(test::fc(g, "abele").ooc);
  EXPECT_EQ(rule_.commander_in_command(g, fid(g, "schoeler")), std::nullopt) << "not an Austrian rule";
}

// ----------------------------------------------------------- the 40th IR

// §11.3: "08.00: 29th Brigade 40th IR: 0701. This unit may postpone its
// arrival by one turn to 0401 at 09.00." Both choices are the player's.
TEST(Munchengratz11_3, The40thIrMayPostponeItsArrivalTo0401At0900) {
  for (bool postpone : {false, true}) {
    Game g(munchengratz(), 1);
    play(g, {"first schoeler"});
    pass_until(g, [&] { return g.state().phase == Phase::Movement; });
    ASSERT_TRUE(has_action(g, "postpone p-40ir"));
    EXPECT_EQ(Rules::entry_hex(g, uid(g, "p-40ir")), hx(g, "0701"));
    EXPECT_TRUE(test::reaches(g, "p-40ir", "0701"));
    if (postpone) {
      play(g, {"postpone p-40ir"});
      EXPECT_TRUE(g.reachable(uid(g, "p-40ir")).empty()) << "not at 08.00";
      EXPECT_FALSE(has_action(g, "postpone p-40ir"));
      EXPECT_TRUE(test::log_contains(g, "11.3", "it will enter at 0401 at 09.00"));
    }
    to_next_turn(g);
    ASSERT_EQ(g.state().turn, 9);
    EXPECT_EQ(Rules::entry_hex(g, uid(g, "p-40ir")), hx(g, postpone ? "0401" : "0701"));
    pass_until(g, [&] {
      return g.state().active_formation == fid(g, "schoeler") && g.state().phase == Phase::Movement;
    });
    EXPECT_FALSE(has_action(g, "postpone p-40ir")) << "only at 08.00";
    EXPECT_NE(test::refuse(g, "postpone p-40ir").find("11.3"), std::string::npos);
    const char* entry = postpone ? "move p-40ir 0401 S" : "move p-40ir 0701 S";
    play(g, {entry});
    EXPECT_EQ(test::hex_of(g, "p-40ir"), postpone ? "0401" : "0701");
  }
}

// ----------------------------------------------------------------- victory

// §11.4.1: "The Austrian player loses 1 VP for each unit still on the
// western bank of the Iser at the end of the 12.00 turn" and "1 VP for each
// group of two units not taken prisoner and still on the map at the end of
// the 14.00 turn". Nobody moves: the three Austrians set up across the Iser
// (0404, 0602, 0703) are still there at 12.00.
TEST(Munchengratz11_4_1, AustrianUnitsOnTheWesternBankAndLeftOnTheMap) {
  for (const char* rounding : {"down", "edition"}) {
    auto sc = std::string(rounding) == "down"
                  ? munchengratz()
                  : munchengratz_with({{"group_rounding = \"down\"", "group_rounding = \"edition\""}});
    Game g(sc, 1);
    pass_until(g, [&] { return g.state().turn == 13; });
    ASSERT_EQ(g.state().turn, 13);
    EXPECT_TRUE(test::log_contains(g, "11.4.1", "at the end of 12.00 3 austria units on the western bank"));
    ScoreSheet at13 = g.score_sheet();
    bool bank_line = false;
    for (const ScoreLine& l : at13.lines)
      if (l.text == "3 units on the western bank of the Iser at the end of 12.00") {
        bank_line = true;
        EXPECT_EQ(l.vp, -3);
        EXPECT_EQ(l.side, Side::Austria);
      }
    EXPECT_TRUE(bank_line);
    pass_until(g, [] { return false; });
    ASSERT_TRUE(g.over());
    int on_map = 0, prisoners = 0;
    for (int u = 0; u < static_cast<int>(g.state().units.size()); ++u) {
      if (g.scenario().units[static_cast<std::size_t>(u)].side != Side::Austria) continue;
      on_map += g.state().units[static_cast<std::size_t>(u)].where == Where::Map;
      prisoners += g.state().units[static_cast<std::size_t>(u)].prisoner;
    }
    const int expected =
        std::string(rounding) == "down" ? on_map / 2 : divide(on_map, 2, Rounding::UpExceptHalf);
    EXPECT_TRUE(test::log_contains(
        g, "11.4.1",
        fmt::format("Austria: {} units still on the map at the end of 14.00 (-1 VP for every 2) {} VP",
                    on_map, -expected)))
        << rounding << " " << on_map << " on the map, " << prisoners << " prisoners";
  }
}

// The two end-of-game groups on a small position: "−1 VP for every two
// Prussian units that are disorganised" and the Austrian units left, with
// complete groups (A-8) and the VV174 rounding (§1.3: up, but 0.5 is 0).
TEST(Munchengratz11_4_1, GroupsOfUnitsCountCompleteGroupsOrTheEditionsRounding) {
  for (const char* rounding : {"down", "up", "edition"}) {
    Position p;
    p.edition = "VV174";
    p.setup = {"0101 S p-div p-inf1! p-jag1!", "0301 S p-inf2!", "0110 N a-bde a-inf1"};
    p.tables = fmt::format(R"(
[special.left]
kind = "munchengratz_austrian_units_left_on_map"
section = "VV174 §11.4.1"
side = "austria"
at_end_of_turn = 12
group_size = 2
vp_per_group = -1
group_rounding = "{0}"
prisoners_excluded = true

[special.disorganised]
kind = "munchengratz_prussian_disorganised_penalty"
section = "VV174 §11.4.1"
side = "prussia"
at_end_of_turn = 12
group_size = 2
vp_per_group = -1
group_rounding = "{0}"
)",
                           rounding);
    Game g(test::position(p), 1);
    EXPECT_TRUE(g.score_sheet().lines.empty()) << "nothing before the end";
    pass_until(g, [] { return false; });
    ASSERT_TRUE(g.over());
    const std::string r = rounding;
    // 3 disorganised Prussians: 1 group, 2 rounded up (1.5); 1 Austrian: 0, 1 up, 0 by VV174 (0.5 is 0).
    const int p_groups = r == "down" ? 1 : 2;
    const int a_groups = r == "up" ? 1 : 0;
    EXPECT_TRUE(test::log_contains(g, "11.4.1",
                                   fmt::format("Prussia: 3 units disorganised at the end of 12.00 "
                                               "(-1 VP for every 2) {} VP",
                                               -p_groups)))
        << r;
    EXPECT_TRUE(test::log_contains(g, "11.4.1",
                                   fmt::format("Austria: 1 units still on the map at the end of "
                                               "12.00 (-1 VP for every 2) {}",
                                               a_groups ? "-1 VP" : "+0 VP")))
        << r;
  }
}

// §11.4.2 note: "historically, victory is Prussian for 3 VP: complete
// control of Münchengrätz and Musky (+4 VP); 2 Austrian step losses (+2 VP);
// pontoon constructed on the Iser at 13.00 (+1 VP); 10 Austrian units exited
// the map at 13.00 (- 4 VP)" (issue 7 item 5). The position it describes
// ([special.historical_result]), built turn by turn and scored by the game.
TEST(Munchengratz11_4_2, HistoricalPositionScoresAPrussianMinorVictoryByThree) {
  Game g(munchengratz(), 1);
  State& s = Rules::state(g);
  auto place = [&](const char* id, const char* hex) {
    Rules::place_unit(g, uid(g, id), hx(g, hex), Direction::S);
  };
  auto end_of_turn = [&] {
    RuleEffects fx(g);
    for (const SpecialRule* r : g.scenario().special.with(Hook::EndOfTurn)) r->at_end_of_turn(fx);
  };
  // 2 Austrian step losses, no threshold reached: the 32nd and 29th jägers.
  Rules::eliminate_unit(g, uid(g, "a-32jag"), "test");
  Rules::eliminate_unit(g, uid(g, "a-29jag"), "test");
  // 12.00: the Prussians hold Münchengrätz (0406, 0507) and Musky Berg (0513);
  // no Austrian on the western bank (they stand on the bottom row, east bank);
  // the Avant-Garde's jägers beside the Iser at 0504, where the pontoon goes.
  s.turn = 12;
  const std::vector<const char*> austrians = {"a-38ir",  "a-33ir", "a-art-4",  "a-72ir",  "a-22jag",
                                              "a-art-3", "a-2hus", "a-art-78", "a-art-9", "a-45ir-det"};
  const char* row15[] = {"0115", "0215", "0315", "0415", "0515", "0615", "0715", "0815", "0915", "1015"};
  for (std::size_t i = 0; i < austrians.size(); ++i) place(austrians[i], row15[i]);
  place("p-28ir", "0406");
  place("p-40ir", "0507");
  place("p-71ir", "0513");
  place("p-8jag", "0504");
  end_of_turn();
  EXPECT_TRUE(test::log_contains(g, "11.4.1", "prussia controls Münchengrätz 0406: 1 VP"));
  EXPECT_TRUE(test::log_contains(g, "11.4.1", "prussia controls Musky Berg: 2 VP"));
  // 13.00: the ten Austrian units leave by the roads of the bottom edge; the
  // pontoon is completed at the end of the turn.
  s.turn = 13;
  for (const char* id : austrians) {
    place(id, "0515");
    Rules::exit_unit(g, uid(g, id), hx(g, "0515"));
    EXPECT_EQ(ust(g, id).where, Where::Exited) << id;
  }
  RuleEffects fx(g);
  dynamic_cast<const MunchengratzPontoon&>(rule(g, "pontoon")).complete(fx, hx(g, "0504"), Direction::S);
  end_of_turn();
  // 14.00: the end of the game.
  s.turn = 14;
  s.phase = Phase::EndTurn;
  Rules::finish_game(g);
  ASSERT_TRUE(g.over());
  EXPECT_EQ(g.state().vp[0], 7);
  EXPECT_EQ(g.state().vp[1], 4);
  EXPECT_EQ(g.state().winner, 0);
  EXPECT_EQ(g.state().level, 1) << "minor";
  EXPECT_TRUE(test::log_contains(g, "11.4.2",
                                 "Prussia 7 VP, Austria 4 VP; difference 3 VP (major victory from 4, minor "
                                 "from 1): Prussian minor victory"));
  // Line by line.
  for (const char* line : {"Prussia: controlled Münchengrätz 0406 at the end of 12.00 +1 VP",
                           "Prussia: controlled Münchengrätz 0507 at the end of 12.00 +1 VP",
                           "Prussia: controlled Musky Berg at the end of 12.00 +2 VP",
                           "Prussia: 2 enemy step losses (1 VP for every 1) +2 VP",
                           "Prussia: pontoon completed on the Iser at the end of 13.00 +1 VP",
                           "Austria: 10 units left the map and count +4 VP",
                           "Austria: 0 units on the western bank of the Iser at the end of 12.00 +0 VP",
                           "Austria: 0 units still on the map at the end of 14.00 (-1 VP for every 2) +0 VP",
                           "Prussia: 0 units disorganised at the end of 14.00 (-1 VP for every 2) +0 VP"})
    EXPECT_TRUE(test::log_contains(g, "11.4.1", line)) << line;
}

// ----------------------------------------------------------------- replay

// Random games through the public API, saved and replayed to the same state
// hash, with the battle's own decisions among the actions played.
TEST(Munchengratz, SavedRandomGamesReplayToTheirHash) {
  int special = 0;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    Game g(munchengratz(), seed);
    RandomPlayer p(seed * 31 + 7);
    while (!g.over()) {
      Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
      special += a.type == ActionType::Special;
      ASSERT_FALSE(g.apply(a).has_value()) << g.notation(a);
    }
    ReplayResult r = replay_save(save_game(g));
    ASSERT_TRUE(r.game) << r.error;
    EXPECT_EQ(r.game->hash(), g.hash()) << seed;
    EXPECT_EQ(r.game->state().vp, g.state().vp) << seed;
  }
  EXPECT_GT(special, 0) << "no special decision was played";
}

}  // namespace
}  // namespace special_munchengratz_test
}  // namespace bohemia
