// A scenario's (or campaign's) [edition] table sets the readings its edition
// keeps as options (docs/editions.md "Readings kept as options",
// docs/data-format.md): the option takes effect in play, and an unknown
// option or a bad value is refused with its file and line.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "test_util.h"

namespace bohemia {
namespace scenario_edition_options_test {
namespace {

namespace fs = std::filesystem;

// A copy of tests/data in a directory of the test's own (removed with it).
struct DataCopy {
  fs::path dir;
  DataCopy() {
    dir = fs::temp_directory_path() / fmt::format("bohemia-edition-{}", ::getpid());
    fs::remove_all(dir);
    fs::copy(BOHEMIA_TEST_DATA, dir, fs::copy_options::recursive);
  }
  ~DataCopy() { fs::remove_all(dir); }
  // `file` (relative to the copy) with `text` inserted before `anchor` (or
  // appended), written as `name` beside it.
  std::string with(const std::string& file, const std::string& anchor, const std::string& text,
                   const std::string& name) const {
    std::stringstream in;
    in << std::ifstream(dir / file).rdbuf();
    std::string s = in.str();
    const std::size_t at = anchor.empty() ? std::string::npos : s.find(anchor);
    if (at == std::string::npos)
      s += "\n" + text + "\n";
    else
      s.insert(at + 1, text + "\n");
    const fs::path p = (dir / file).parent_path() / name;
    std::ofstream(p) << s;
    return p.string();
  }
};

// tests/data/scenarios/duel.toml with `table` added after its [scenario] header.
std::string duel_with(const DataCopy& d, const std::string& table, const std::string& name) {
  return d.with("scenarios/duel.toml", "\n[sides.prussia]", table, name + ".toml");
}

int line_of(const std::string& path, const std::string& text) {
  std::ifstream in(path);
  std::string l;
  for (int n = 1; std::getline(in, l); ++n)
    if (l.find(text) != std::string::npos) return n;
  return -1;
}

// A-28 both ways: descending costs nothing by default (VV165 as printed),
// one MP per level with the option, in the scenario's own movement costs.
TEST(EditionOptions, ScenarioSetsAReadingBothWays) {
  DataCopy d;
  auto a = load_scenario(duel_with(d, "", "plain"));
  auto b = load_scenario(duel_with(d, "[edition]\ndescending_costs_like_climbing = true", "set"));
  EXPECT_FALSE(a->edition.descending_costs_like_climbing);
  EXPECT_TRUE(b->edition.descending_costs_like_climbing);
  // 0402 is level 3, 0403 level 1: the step down.
  const Map& m = *a->map;
  const HexId top = m.parse_label("0402");
  const auto dir = direction_to(m.hex_of(top), m.hex_of(m.parse_label("0403")));
  ASSERT_TRUE(dir.has_value());
  EXPECT_GT(b->step(top, *dir, MoveClass::Infantry).cost, a->step(top, *dir, MoveClass::Infantry).cost);
  // The option back to the edition's value is accepted too.
  auto c = load_scenario(duel_with(d,
                                   "[edition]\ndescending_costs_like_climbing = false\ncrt_max_column = 8\n"
                                   "town_stacking = \"two_steps_of_infantry_and_of_artillery\"",
                                   "off"));
  EXPECT_FALSE(c->edition.descending_costs_like_climbing);
  EXPECT_EQ(c->edition.crt.max_column, 8);
  EXPECT_EQ(c->edition.town_stacking, TownStacking::TwoStepsOfInfantryAndOfArtillery);
}

TEST(EditionOptions, UnknownOptionOrBadValueIsRefusedWithItsLine) {
  DataCopy d;
  const std::string bad = duel_with(d, "[edition]\nguard_drm = false\nno_such_reading = true", "bad");
  try {
    load_scenario(bad);
    ADD_FAILURE() << "an unknown edition option was accepted";
  } catch (const DataError& e) {
    EXPECT_EQ(e.line(), line_of(bad, "no_such_reading"));
    EXPECT_EQ(e.field(), "edition.no_such_reading");
    EXPECT_NE(std::string(e.what()).find("no such edition option"), std::string::npos) << e.what();
  }
  // bohemia validate reports every bad key, each with its line.
  const std::string two = duel_with(d, "[edition]\nguard_drm = 1\ncrt_max_column = 9", "two");
  std::vector<DataError> problems = check_scenario_file(two, nullptr);
  ASSERT_EQ(problems.size(), 2u);
  std::map<std::string, DataError> by_field;
  for (const DataError& e : problems) by_field.emplace(e.field(), e);
  ASSERT_TRUE(by_field.count("edition.guard_drm"));
  ASSERT_TRUE(by_field.count("edition.crt_max_column"));
  EXPECT_EQ(by_field.at("edition.guard_drm").line(), line_of(two, "guard_drm"));
  EXPECT_NE(std::string(by_field.at("edition.guard_drm").what()).find("true or false"), std::string::npos);
  EXPECT_EQ(by_field.at("edition.crt_max_column").line(), line_of(two, "crt_max_column"));
  EXPECT_NE(std::string(by_field.at("edition.crt_max_column").what()).find("must be 7 or 8"),
            std::string::npos);
}

// A campaign's [edition] applies to both its days.
TEST(EditionOptions, CampaignSetsAReadingForBothDays) {
  DataCopy d;
  auto sc = load_scenario(d.with("campaigns/test-campaign.toml", "",
                                 "[edition]\nloss_column_adds_every_unit = false", "ed.toml"));
  EXPECT_FALSE(sc->edition.loss_column_adds_every_unit);
  ASSERT_TRUE(sc->next_day);
  EXPECT_FALSE(sc->next_day->edition.loss_column_adds_every_unit);
  EXPECT_TRUE(test::fixture("test-campaign")->edition.loss_column_adds_every_unit);
}

}  // namespace
}  // namespace scenario_edition_options_test
}  // namespace bohemia
