// The between-days disengagement shared by the campaigns (VV157 §13.2,
// VV165 §13.2; src/special/disengagement.h): the owning player's order of
// withdrawal and the parameters that hold the editions' differences, on the
// hand-made test campaign tests/data/campaigns/ns-test.toml.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "gbn3/rules.h"
#include "gbn3/special/disengagement.h"
#include "test_util.h"

namespace bohemia {
namespace special_disengagement_test {
namespace {

namespace fs = std::filesystem;
using test::has_action;
using test::hex_of;
using test::log_contains;
using test::play;

// The test campaign with `extra` lines added to its disengagement table.
std::shared_ptr<const Scenario> ns_test_with(const std::string& extra) {
  const fs::path dir = fs::temp_directory_path() / fmt::format("bohemia-dis-{}", ::getpid());
  fs::remove_all(dir);
  fs::copy(BOHEMIA_TEST_DATA, dir, fs::copy_options::recursive);
  const fs::path p = dir / "campaigns/ns-test.toml";
  std::stringstream text;
  text << std::ifstream(p).rdbuf();
  std::string s = text.str();
  const std::string anchor = "first_on_tie = \"austria\"\n";
  const std::size_t at = s.find(anchor);
  EXPECT_NE(at, std::string::npos);
  s.insert(at + anchor.size(), extra);
  std::ofstream(p) << s;
  setenv("BOHEMIA_DATA", dir.c_str(), 1);
  auto sc = load_scenario("ns-test");
  unsetenv("BOHEMIA_DATA");
  fs::remove_all(dir);
  return sc;
}

// Day 1 played passively (every test and move passed): the set-up position,
// a minor Prussian victory; `before_end` runs on the last turn first.
template <class BeforeEnd>
Game day_one_over(const std::shared_ptr<const Scenario>& sc, BeforeEnd before_end) {
  Game g(sc, 5);
  before_end(g);
  for (int guard = 0; guard < 5000 && g.state().phase != Phase::BetweenDays; ++guard) {
    if (g.actor().kind == ActorKind::Chance) {
      EXPECT_FALSE(g.apply(g.sample_chance()).has_value());
      continue;
    }
    const std::vector<Action> acts = g.legal_actions();
    const Action* pick = &acts.front();
    for (const Action& a : acts) {
      const std::string n = g.notation(a);
      if (n == "ready" || n == "hold" || n == "end move" || n == "end assaults" ||
          (n.rfind("cinc ", 0) == 0 && n.find(" stay") != std::string::npos)) {
        pick = &a;
        break;
      }
    }
    EXPECT_FALSE(g.apply(*pick).has_value()) << g.notation(*pick);
  }
  EXPECT_EQ(g.state().phase, Phase::BetweenDays);
  return g;
}

std::set<std::string> choices(const Game& g) {
  std::set<std::string> out;
  for (const Action& a : g.legal_actions()) out.insert(g.notation(a));
  return out;
}

// §13.2 gives no order: the owning player moves his units in the order he
// likes. The Austrian uhlans share a-inf1's clear hex in p-inf1's zone of
// control: both are offered, with every hex each may retreat to, and the one
// not chosen stays offered until it has gone.
TEST(Section13_2, OwningPlayerChoosesTheOrderOfWithdrawal) {
  Game g = day_one_over(test::fixture("ns-test"), [](Game& x) {
    const UnitState& inf = x.state().units[static_cast<std::size_t>(test::unit(x, "a-inf1"))];
    Rules::place_unit(x, test::unit(x, "a-cav"), inf.hex, inf.facing);
  });
  play(g, {"roll 5"});  // Benedek (VV157 §13.1) first
  const auto& dis =
      static_cast<const Disengagement&>(*g.scenario().special.find("nachod_skalitz_disengagement"));
  ASSERT_TRUE(dis.must_disengage(g, test::unit(g, "a-cav")));
  ASSERT_TRUE(dis.must_disengage(g, test::unit(g, "a-inf1")));
  EXPECT_EQ(g.actor().kind, ActorKind::Decision);
  EXPECT_EQ(g.actor().side, Side::Austria);
  const std::set<std::string> first = choices(g);
  std::set<std::string> units;
  for (const std::string& c : first) {
    ASSERT_EQ(c.rfind("disengage ", 0), 0u) << c;
    units.insert(c.substr(10, c.find(' ', 10) - 10));
  }
  EXPECT_EQ(units, (std::set<std::string>{"a-cav", "a-inf1"}));
  EXPECT_TRUE(first.count("disengage a-inf1 0403"));
  EXPECT_TRUE(first.count("disengage a-inf1 0603"));
  // The uhlans first this time.
  std::string cav;
  for (const std::string& c : first)
    if (c.rfind("disengage a-cav ", 0) == 0) cav = c;
  ASSERT_FALSE(cav.empty());
  std::string err;
  ASSERT_FALSE(g.apply(*g.parse(cav, &err)).has_value());
  EXPECT_TRUE(log_contains(g, "13.2", "leaves the enemy zone of control"));
  ASSERT_EQ(g.actor().kind, ActorKind::Chance) << "the loser's morale test";
  play(g, {"roll 6"});
  // a-inf1 is still to go, and only it.
  ASSERT_EQ(g.actor().kind, ActorKind::Decision);
  EXPECT_EQ(g.actor().side, Side::Austria);
  for (const std::string& c : choices(g)) EXPECT_EQ(c.rfind("disengage a-inf1 ", 0), 0u) << c;
  EXPECT_NE(test::refuse(g, cav.c_str()), "") << "a unit disengages once";
  play(g, {"disengage a-inf1 0403", "roll 6"});
  EXPECT_EQ(hex_of(g, "a-inf1"), "0403");
  // Then the winner.
  EXPECT_EQ(g.actor().side, Side::Prussia);
  for (const std::string& c : choices(g)) EXPECT_EQ(c.rfind("disengage p-", 0), 0u) << c;
}

// VV157 §13.2: a failed test disorganises, no step loss if the unit
// already is. The other reading for VV165, which states no effect
// (`morale_failure = "combat_result"`): a failed test is a CRT "D" without
// the retreat, a step loss for a unit already disorganised.
TEST(Section13_2, FailedMoraleTestOfADisorganisedUnitByTheParameter) {
  for (const bool as_combat : {false, true}) {
    Game g = day_one_over(ns_test_with(as_combat ? "morale_failure = \"combat_result\"\n" : ""), [](Game& x) {
      Rules::state(x).units[static_cast<std::size_t>(test::unit(x, "a-inf1"))].disorganised = true;
    });
    play(g, {"roll 5", "disengage a-inf1 0403", "roll 1"});
    EXPECT_TRUE(g.state().units[static_cast<std::size_t>(test::unit(g, "a-inf1"))].disorganised);
    EXPECT_EQ(g.state().units[static_cast<std::size_t>(test::unit(g, "a-inf1"))].losses, as_combat ? 1 : 0)
        << as_combat;
    EXPECT_TRUE(log_contains(
        g, "13.2",
        as_combat ? "already disorganised: a step loss" : "already disorganised: no further effect"));
  }
}

// `loser_morale_test = false`: the loser's units move out with no test.
TEST(Section13_2, LoserMoraleTestCanBeSwitchedOff) {
  Game g = day_one_over(ns_test_with("loser_morale_test = false\n"), [](Game&) {});
  play(g, {"roll 5", "disengage a-inf1 0403"});
  EXPECT_NE(g.actor().kind, ActorKind::Chance);
  EXPECT_EQ(g.actor().side, Side::Prussia);
}

// `skip_if_day1_ended_early` (VV165 §13.2 "If General Bonin did not
// panic"): a day 1 ended by a rule has no disengagement; a day 1 played to
// its last turn has one either way.
TEST(Section13_2, SkippedAfterAnEarlyEndOnlyWhenTheTableSaysSo) {
  for (const bool skip : {false, true}) {
    auto sc = ns_test_with(skip ? "skip_if_day1_ended_early = true\n" : "");
    Game early(sc, 5);
    Rules::end_game_with(early, Side::Prussia, 1, early.current_vp(),
                         *sc->special.find("nachod_skalitz_benedek_order"));
    ASSERT_EQ(early.state().phase, Phase::BetweenDays);
    play(early, {"roll 6"});  // 6 - 1: continue, no Austrian withdrawal
    EXPECT_EQ(log_contains(early, "13.2", "leave it; the Austrian first"), !skip) << skip;
    EXPECT_EQ(early.state().day, skip ? 2 : 1) << "day 2 at once when there is nothing to do";
    Game full = day_one_over(sc, [](Game&) {});
    play(full, {"roll 6"});
    EXPECT_TRUE(log_contains(full, "13.2", "leave it; the Austrian first")) << skip;
  }
}

}  // namespace
}  // namespace special_disengagement_test
}  // namespace bohemia
