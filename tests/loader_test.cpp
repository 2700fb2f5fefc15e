// The map and scenario loaders (docs/data-format.md): a valid file loads into
// what it says, and a malformed file is refused with a DataError naming the
// file, the line and the field ("file:line: field: reason").
//
// The fixtures in tests/data/bad are good_map.toml / good_scenario.toml with
// one mistake each; the mistake's line carries the comment "# <- the mistake"
// wherever a comment can go (not inside a grid).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include "core/data_error.h"
#include "core/grid_layout.h"
#include "core/hex.h"
#include "gbn3/map_loader.h"
#include "gbn3/scenario.h"
#include "large_scenario.h"

namespace bohemia {
namespace loader_test {
namespace {

const std::string kBad = std::string(BOHEMIA_TEST_DATA) + "/bad/";

// Loads `file` from tests/data/bad with `load` and checks the DataError.
void expect_error(const std::function<void(const std::string&)>& load, const std::string& file, int line,
                  const std::string& field, const std::string& reason) {
  const std::string path = kBad + file;
  ASSERT_TRUE(std::filesystem::exists(path)) << path;
  try {
    load(path);
    ADD_FAILURE() << file << " was loaded; expected " << field << " at line " << line << " to be refused";
  } catch (const DataError& e) {
    std::string what = e.what();
    EXPECT_EQ(e.file(), path) << what;
    EXPECT_EQ(e.line(), line) << what;
    EXPECT_EQ(e.field(), field) << what;
    // The message itself names the file, the line and the field, in that order.
    std::string prefix = path + ":" + std::to_string(line) + ": " + field + ": ";
    EXPECT_EQ(what.rfind(prefix, 0), 0u) << what;
    EXPECT_NE(what.find(reason), std::string::npos) << "'" << reason << "' not in: " << what;
  }
}

void map_error(const std::string& file, int line, const std::string& field, const std::string& reason) {
  expect_error([](const std::string& p) { load_map(p); }, file, line, field, reason);
}
void scenario_error(const std::string& file, int line, const std::string& field, const std::string& reason) {
  expect_error([](const std::string& p) { load_scenario(p); }, file, line, field, reason);
}

// The line carrying the fixture's "# <- the mistake" comment.
int marked_line(const std::string& file) {
  std::ifstream in(kBad + file);
  std::string l;
  for (int n = 1; std::getline(in, l); ++n)
    if (l.find("# <- the mistake") != std::string::npos) return n;
  return -1;
}

// ------------------------------------------------------------------ maps

TEST(MapLoader, GoodMapLoadsAsWritten) {
  Map m = load_map(kBad + "good_map.toml");
  EXPECT_EQ(m.id, "smallmap");
  EXPECT_EQ(m.name, "Small map");
  EXPECT_EQ(m.columns(), 4);
  EXPECT_EQ(m.rows(), 3);
  auto at = [&](const char* l) {
    HexId h = m.parse_label(l);
    EXPECT_NE(h, kNoHex) << l;
    return h;
  };
  // "the character at position c (1-based) is column c" of row k.
  EXPECT_EQ(m.terrain(at("0301")), Terrain::Woods);
  EXPECT_EQ(m.terrain(at("0202")), Terrain::Village);
  EXPECT_EQ(m.terrain(at("0403")), Terrain::Marsh);
  EXPECT_EQ(m.terrain(at("0101")), Terrain::Clear);
  EXPECT_EQ(m.level(at("0301")), 2);
  EXPECT_EQ(m.level(at("0201")), 1);
  // Road 0101-0201-0301 crosses 0101/SE and 0201/NE (even columns lower).
  EXPECT_TRUE(m.side(at("0101"), Direction::SE) & kRoad);
  EXPECT_TRUE(m.side(at("0201"), Direction::NW) & kRoad);
  EXPECT_TRUE(m.side(at("0201"), Direction::NE) & kRoad);
  EXPECT_FALSE(m.side(at("0101"), Direction::S) & kRoad);
  // A hexside is shared by both hexes: 0202/SE is 0303/NW.
  EXPECT_TRUE(m.side(at("0202"), Direction::SE) & kRiver);
  EXPECT_TRUE(m.side(at("0303"), Direction::NW) & kRiver);
  EXPECT_TRUE(m.side(at("0303"), Direction::NW) & kBridge);
  EXPECT_TRUE(m.side(at("0202"), Direction::NE) & kRiver);
  EXPECT_FALSE(m.side(at("0202"), Direction::NE) & kBridge);
  ASSERT_NE(m.place("Dorf"), nullptr);
  EXPECT_EQ(m.place("Dorf")->hexes, std::vector<HexId>{at("0202")});
  // No orientation or offset written: flat-topped, even columns lower.
  EXPECT_EQ(m.layout(), kFlatEvenQ);
}

// The grid's layout is the map's (issue 15): the same file with its odd
// columns lower puts the same road across other hexsides.
TEST(MapLoader, OffsetIsReadFromTheMapFile) {
  Map m = load_map(std::string(BOHEMIA_TEST_DATA) + "/maps/smallmap-odd-q.toml");
  EXPECT_EQ(m.layout(), (GridLayout{Orientation::Flat, OffsetParity::Odd}));
  auto at = [&](const char* l) { return m.parse_label(l); };
  // Road 0101-0201-0301: column 01 now sits lower, so 0201 is its NE.
  EXPECT_TRUE(m.side(at("0101"), Direction::NE) & kRoad);
  EXPECT_FALSE(m.side(at("0101"), Direction::SE) & kRoad);
  EXPECT_TRUE(m.side(at("0201"), Direction::SE) & kRoad);
  EXPECT_EQ(m.neighbour(at("0202"), Direction::SE), at("0302"));
  EXPECT_EQ(m.distance(at("0101"), at("0202")), 1);
}

TEST(MapLoader, OrientationIsFlatOrPointy) {
  map_error("map_bad_orientation.toml", 8, "map.orientation", "'hexagonal' is not \"flat\" or \"pointy\"");
}

// GBN3 faces units towards hexsides named N NE SE S SW NW (§4), the sides of
// a flat-topped hex.
TEST(MapLoader, Gbn3MapsAreFlatTopped) {
  map_error("map_pointy_orientation.toml", 8, "map.orientation", "its maps are \"flat\"");
}

TEST(MapLoader, OffsetSuitsTheOrientation) {
  map_error("map_bad_offset.toml", 9, "map.offset", "offset 'even-r' does not suit a flat grid");
}

TEST(MapLoader, SteepSlopesAreDerivedFromLevels) {
  // §1.1: a steep slope is every hexside between levels differing by two or
  // more; it is never written in the file. testmap: 0402 is level 3 among
  // level-1 hexes; 0907/0908/1007/1008 are level 2.
  Map m = load_map(std::string(BOHEMIA_TEST_DATA) + "/maps/testmap.toml");
  HexId hill = m.parse_label("0402");
  for (int d = 0; d < kDirections; ++d) EXPECT_TRUE(m.steep(hill, direction_from_int(d))) << d;
  HexId rise = m.parse_label("0907");
  EXPECT_FALSE(m.steep(rise, Direction::NW));  // 0907 (2) - 0806 (1)
  EXPECT_FALSE(m.steep(m.parse_label("0303"), Direction::S));
}

TEST(MapLoader, MissingFileIsNamed) {
  try {
    load_map(kBad + "no_such_map.toml");
    ADD_FAILURE() << "loaded a file that does not exist";
  } catch (const DataError& e) {
    EXPECT_EQ(e.file(), kBad + "no_such_map.toml");
    EXPECT_NE(std::string(e.what()).find("no such file"), std::string::npos) << e.what();
  }
}

TEST(MapLoader, MalformedTomlIsRefusedWithItsLine) {
  map_error("map_malformed_toml.toml", 6, "(syntax)", "");
  EXPECT_EQ(marked_line("map_malformed_toml.toml"), 6);
}

TEST(MapLoader, MissingFieldIsNamedAtItsTable) {
  map_error("map_missing_field.toml", 3, "map.columns", "missing integer");
  map_error("map_missing_terrain.toml", 3, "map.terrain", "missing grid");
}

TEST(MapLoader, WrongTypeIsRefused) {
  map_error("map_wrong_type.toml", 7, "map.rows", "must be an integer");
  map_error("map_terrain_not_string.toml", 8, "map.terrain", "must be a multi-line string");
}

TEST(MapLoader, ColumnsAreFromOne) {
  map_error("map_out_of_range.toml", 6, "map.columns", "0 is out of range 1..99");
}

TEST(MapLoader, TerrainIsOneOfCWVTM) {
  // "c clear w woods v village t town m marsh": 'x' is none of them.
  map_error("map_unknown_terrain.toml", 10, "map.terrain row 02", "'x' at column 03 is not a valid value");
}

TEST(MapLoader, EveryRowHasOneCharacterPerColumn) {
  map_error("map_row_length.toml", 11, "map.terrain row 03", "has 3 hexes, the map has 4 columns");
}

TEST(MapLoader, GridHasOneLinePerRow) {
  map_error("map_row_count.toml", 13, "map.levels", "has 2 rows, the map has 3");
}

TEST(MapLoader, LevelsAreOneToFour) {
  map_error("map_bad_level.toml", 14, "map.levels row 01", "'5' at column 03 is not a valid value");
}

TEST(MapLoader, HexLabelsAreCCRR) {
  map_error("map_bad_hex_label.toml", 21, "road[0].hexes[1]", "'02x1' is not a hex");
  map_error("map_hex_off_map.toml", 32, "place[0].hexes[0]", "'0504' is not a hex of this 4x3 map");
}

TEST(MapLoader, RoadHexesMustBeAdjacent) {
  map_error("map_road_not_adjacent.toml", 21, "road[0].hexes[1]",
            "0301 is not adjacent to the previous hex 0101");
}

TEST(MapLoader, RoadNeedsTwoHexes) {
  map_error("map_road_one_hex.toml", 21, "road[0].hexes", "needs at least two hexes");
}

TEST(MapLoader, BridgeMustBeOnARiver) {
  map_error("map_bridge_not_on_river.toml", 28, "bridge[0].hexsides[0]", "not on a river hexside");
}

TEST(MapLoader, HexsideDirectionsAreNNESESSWNW) {
  map_error("map_bad_direction.toml", 25, "river[0].hexsides[1]", "'W' is not a direction");
}

TEST(MapLoader, HexsidesAreWrittenCCRRSlashDir) {
  map_error("map_hexside_without_slash.toml", 25, "river[0].hexsides[0]",
            "'0202SE' is not a hexside CCRR/DIR");
}

TEST(MapLoader, PlaceNamesAreUnique) {
  map_error("map_duplicate_place.toml", 34, "place[1].name", "place 'Dorf' is defined twice");
}

TEST(MapLoader, MarkersAreWhereTheTestsSayTheErrorsAre) {
  // Guards the fixtures themselves: the expected lines above are the marked lines.
  const std::pair<const char*, int> marked[] = {
      {"map_missing_field.toml", 3},      {"map_missing_terrain.toml", 3},
      {"map_wrong_type.toml", 7},         {"map_terrain_not_string.toml", 8},
      {"map_out_of_range.toml", 6},       {"map_bad_hex_label.toml", 21},
      {"map_hex_off_map.toml", 32},       {"map_road_not_adjacent.toml", 21},
      {"map_road_one_hex.toml", 21},      {"map_bridge_not_on_river.toml", 28},
      {"map_bad_direction.toml", 25},     {"map_hexside_without_slash.toml", 25},
      {"map_duplicate_place.toml", 34},   {"map_bad_orientation.toml", 8},
      {"map_pointy_orientation.toml", 8}, {"map_bad_offset.toml", 9},
  };
  for (auto [file, line] : marked) EXPECT_EQ(marked_line(file), line) << file;
}

// ------------------------------------------------------------- scenarios

TEST(ScenarioLoader, GoodScenarioLoadsAsWritten) {
  auto sc = load_scenario(kBad + "good_scenario.toml");
  EXPECT_EQ(sc->id, "mini");
  EXPECT_EQ(sc->edition.id, "VV165");
  EXPECT_EQ(sc->map->id, "testmap");  // found in tests/data/maps, beside the scenario's directory
  EXPECT_EQ(sc->first_turn, 9);
  EXPECT_EQ(sc->last_turn, 11);
  ASSERT_EQ(sc->units.size(), 2u);
  EXPECT_EQ(sc->units[1].kind, UnitKind::Artillery);
  EXPECT_EQ(sc->units[1].range, 3);
  ASSERT_EQ(sc->setup.size(), 1u);
  EXPECT_EQ(sc->map->label(sc->setup[0].hex), "0403");
  EXPECT_EQ(sc->setup[0].facing, Direction::S);
  ASSERT_EQ(sc->reinforcements.size(), 1u);
  EXPECT_EQ(sc->reinforcements[0].turn, 10);
  // "0101-1001": the ten hexes of row 01.
  EXPECT_EQ(sc->retreat_edge[0].size(), 10u);
  ASSERT_EQ(sc->locations.size(), 1u);
  EXPECT_EQ(sc->locations[0].hexes, std::vector<HexId>{sc->map->parse_label("0707")});
}

TEST(ScenarioLoader, FixturesAndRealScenarioLoad) {
  auto duel = load_scenario(std::string(BOHEMIA_TEST_DATA) + "/scenarios/duel.toml");
  EXPECT_EQ(duel->id, "duel");
  EXPECT_EQ(duel->units.size(), 9u);
  if (!std::filesystem::exists(std::string(BOHEMIA_DATA_DIR) + "/scenarios/trautenau.toml"))
    GTEST_SKIP() << "data/gbn3/scenarios/trautenau.toml is not there yet";
  unsetenv("BOHEMIA_DATA");
  auto t = load_scenario("trautenau");
  EXPECT_EQ(t->id, "trautenau");
  EXPECT_EQ(t->edition.id, "VV165");
  EXPECT_FALSE(t->units.empty());
}

// An id is looked up in the data directory even when the working directory
// holds a folder of that name (it was opened as the scenario file and
// refused as "missing table").
TEST(ScenarioLoader, IdIsFoundDespiteAFolderOfThatNameHere) {
  namespace fs = std::filesystem;
  const fs::path here = fs::current_path();
  const fs::path tmp = fs::temp_directory_path() / "bohemia-loader-id-folder";
  fs::create_directories(tmp / "trautenau");
  fs::current_path(tmp);
  unsetenv("BOHEMIA_DATA");
  std::shared_ptr<const Scenario> t;
  EXPECT_NO_THROW(t = load_scenario("trautenau"));
  fs::current_path(here);
  fs::remove_all(tmp);
  ASSERT_TRUE(t);
  EXPECT_EQ(t->id, "trautenau");
}

TEST(ScenarioLoader, UnknownIdOrFileIsNamed) {
  try {
    load_scenario("no-such-battle");
    ADD_FAILURE() << "loaded a scenario that does not exist";
  } catch (const DataError& e) {
    EXPECT_EQ(e.file(), "no-such-battle");
    EXPECT_NE(std::string(e.what()).find("no such scenario"), std::string::npos) << e.what();
  }
}

TEST(ScenarioLoader, MalformedTomlIsRefusedWithItsLine) {
  scenario_error("scenario_malformed_toml.toml", 9, "(syntax)", "");
}

TEST(ScenarioLoader, MissingFieldIsNamedAtItsTable) {
  scenario_error("scenario_missing_field.toml", 4, "scenario.name", "missing string");
}

TEST(ScenarioLoader, WrongTypeIsRefused) {
  scenario_error("scenario_wrong_type.toml", 9, "scenario.first_turn", "must be an integer");
}

TEST(ScenarioLoader, LastTurnNotBeforeFirst) {
  scenario_error("scenario_last_before_first.toml", 10, "scenario.last_turn", "8 is out of range 9..47");
}

TEST(ScenarioLoader, EditionIsVV157VV165OrVV174) {
  scenario_error("scenario_unknown_edition.toml", 7, "scenario.edition",
                 "'VV999' is not VV157, VV165 or VV174");
}

TEST(ScenarioLoader, MapMustExist) {
  scenario_error("scenario_unknown_map.toml", 8, "scenario.map", "no map 'nowhere'");
}

TEST(ScenarioLoader, SpecialRulesAreKnownByName) {
  scenario_error("scenario_unknown_special_rule.toml", 12, "special.free_beer",
                 "unknown special rule 'free_beer'");
  // The tables are the rules: the old list that named them is refused.
  scenario_error("scenario_special_rules_list.toml", 12, "scenario.special_rules", "no longer used");
}

// Special rules take their parameters (hexes, ids, hours) from the scenario's
// [special.<name>] table, never from the engine; a parameter the rule does
// not have is refused (a misspelt key would otherwise be silently ignored).
TEST(ScenarioLoader, SpecialRuleParametersAreData) {
  scenario_error("scenario_special_evacuation_unknown_location.toml", 14,
                 "special.trautenau_prussian_evacuation.location", "no victory location 'Nowhere'");
  scenario_error("scenario_special_unknown_parameter.toml", 15, "special.trautenau_bonin_panic.from_hour",
                 "unknown parameter");
}

// The cup holds one bit per formation marker: a scenario with more than 32
// formations is refused (the generated battle with 16 formations a side and
// their independents has 34; with 15, 32 load).
TEST(ScenarioLoader, AtMostThirtyTwoFormations) {
  try {
    test::LargeScenario big(16);
    ADD_FAILURE() << "loaded " << big.scenario->formations.size() << " formations";
  } catch (const DataError& e) {
    EXPECT_NE(std::string(e.what()).find("at most 32 formations"), std::string::npos) << e.what();
  }
  test::LargeScenario most(15);
  EXPECT_EQ(most.scenario->formations.size(), 32u);
}

TEST(ScenarioLoader, RetreatEdgeIsOnTheMapEdge) {
  scenario_error("scenario_retreat_edge_inland.toml", 13, "sides.prussia.retreat_edge[0]",
                 "0505 is not on the map edge");
}

TEST(ScenarioLoader, RetreatEdgeRangeRunsAlongColumnOrRow) {
  scenario_error("scenario_retreat_edge_diagonal.toml", 15, "sides.austria.retreat_edge[0]",
                 "a range must run along one column or one row");
}

TEST(ScenarioLoader, FormationCommanderInChiefMustExist) {
  scenario_error("scenario_unknown_cinc.toml", 26, "formation[0].cinc", "no commander_in_chief 'ghost'");
}

TEST(ScenarioLoader, IdsAreUnique) {
  scenario_error("scenario_duplicate_id.toml", 44, "unit[1].id", "'p-inf1' is used twice");
  scenario_error("scenario_duplicate_id_across_kinds.toml", 24, "formation[0].id", "'p-div' is used twice");
}

TEST(ScenarioLoader, IdsCanBeWrittenInNotation) {
  scenario_error("scenario_bad_id.toml", 35, "unit[0].id", "without spaces");
}

TEST(ScenarioLoader, SideIsPrussiaOrAustria) {
  scenario_error("scenario_unknown_side.toml", 36, "unit[0].side", "'france' must be prussia or austria");
}

TEST(ScenarioLoader, UnitFormationMustExist) {
  scenario_error("scenario_unknown_formation.toml", 37, "unit[0].formation", "no formation 'p-corps'");
}

TEST(ScenarioLoader, UnitFormationIsOfItsSide) {
  scenario_error("scenario_formation_other_side.toml", 37, "unit[0].formation",
                 "formation of the other side");
}

TEST(ScenarioLoader, UnitTypeIsInfantryLightCavalryOrArtillery) {
  scenario_error("scenario_unknown_unit_type.toml", 38, "unit[0].type",
                 "'dragoon' must be infantry, light, cavalry or artillery");
}

TEST(ScenarioLoader, OnlyCavalryIsHeavy) {
  scenario_error("scenario_heavy_infantry.toml", 39, "unit[0].heavy", "only cavalry can be heavy");
}

TEST(ScenarioLoader, MoraleIsAtLeastOne) {
  scenario_error("scenario_morale_out_of_range.toml", 40, "unit[0].morale", "0 is out of range 1..9");
}

TEST(ScenarioLoader, ArtilleryHasARange) {
  scenario_error("scenario_artillery_without_range.toml", 43, "unit[1].range", "artillery needs a range");
}

TEST(ScenarioLoader, SetupHexIsOnTheMap) {
  scenario_error("scenario_bad_setup_hex.toml", 54, "setup[0].hex", "'1111' is not a hex of map testmap");
}

TEST(ScenarioLoader, FacingIsAHexsideDirection) {
  scenario_error("scenario_bad_facing.toml", 55, "setup[0].facing", "'W' must be N NE SE S SW NW");
}

TEST(ScenarioLoader, SetupPiecesMustExist) {
  scenario_error("scenario_unknown_unit_in_setup.toml", 56, "setup[0].pieces[2]",
                 "no unit, formation commander or commander-in-chief 'p-ghost'");
}

TEST(ScenarioLoader, StartingLossesAreBelowMorale) {
  scenario_error("scenario_losses_too_high.toml", 57, "setup[0].losses.p-inf1",
                 "losses must be below the unit's morale");
}

TEST(ScenarioLoader, ReinforcementArrivesDuringTheGame) {
  scenario_error("scenario_reinforcement_turn.toml", 59, "reinforcement[0].turn", "12 is out of range 9..11");
}

TEST(ScenarioLoader, ReinforcementEntersOnTheMapEdge) {
  scenario_error("scenario_reinforcement_inland.toml", 60, "reinforcement[0].hex",
                 "must enter on a map edge hex");
}

TEST(ScenarioLoader, EachPieceIsPlacedOnce) {
  scenario_error("scenario_placed_twice.toml", 61, "reinforcement[0].pieces[1]", "'p-inf1' is placed twice");
}

TEST(ScenarioLoader, EveryUnitIsSetUpOrArrives) {
  scenario_error("scenario_unit_not_placed.toml", 44, "unit[1].id", "neither set up nor a reinforcement");
}

TEST(ScenarioLoader, VictoryLocationIsAPlaceOfTheMap) {
  scenario_error("scenario_unknown_victory_place.toml", 69, "victory.location[0].place",
                 "has no place 'Nowhere'");
}

TEST(ScenarioLoader, MarkersAreWhereTheTestsSayTheErrorsAre) {
  const std::pair<const char*, int> marked[] = {
      {"scenario_malformed_toml.toml", 9},
      {"scenario_missing_field.toml", 4},
      {"scenario_wrong_type.toml", 9},
      {"scenario_last_before_first.toml", 10},
      {"scenario_unknown_edition.toml", 7},
      {"scenario_unknown_map.toml", 8},
      {"scenario_unknown_special_rule.toml", 12},
      {"scenario_special_rules_list.toml", 12},
      {"scenario_special_unknown_parameter.toml", 15},
      {"scenario_special_evacuation_unknown_location.toml", 14},
      {"scenario_retreat_edge_inland.toml", 13},
      {"scenario_retreat_edge_diagonal.toml", 15},
      {"scenario_unknown_cinc.toml", 26},
      {"scenario_duplicate_id.toml", 44},
      {"scenario_duplicate_id_across_kinds.toml", 24},
      {"scenario_bad_id.toml", 35},
      {"scenario_unknown_side.toml", 36},
      {"scenario_unknown_formation.toml", 37},
      {"scenario_formation_other_side.toml", 37},
      {"scenario_unknown_unit_type.toml", 38},
      {"scenario_heavy_infantry.toml", 39},
      {"scenario_morale_out_of_range.toml", 40},
      {"scenario_artillery_without_range.toml", 43},
      {"scenario_bad_setup_hex.toml", 54},
      {"scenario_bad_facing.toml", 55},
      {"scenario_unknown_unit_in_setup.toml", 56},
      {"scenario_losses_too_high.toml", 57},
      {"scenario_reinforcement_turn.toml", 59},
      {"scenario_reinforcement_inland.toml", 60},
      {"scenario_placed_twice.toml", 61},
      {"scenario_unit_not_placed.toml", 44},
      {"scenario_unknown_victory_place.toml", 69},
  };
  for (auto [file, line] : marked) EXPECT_EQ(marked_line(file), line) << file;
}

}  // namespace
}  // namespace loader_test
}  // namespace bohemia
