// Exact combat odds (issue 8, src/gbn3/odds.h): every die enumerated on
// copies of the game, checked here against odds worked out by hand from the
// CRT (VV165), the modifiers of §9.2.2 / §9.5 and the morale test of §2.
// Positions on the 10x10 test map (all clear, level 1 around 05xx).
#include "gbn3/odds.h"

#include <gtest/gtest.h>

#include "rules_play_util.h"
#include "rules_scenario_builder.h"

namespace odds_test {

using namespace bohemia;
using namespace bohemia::test;

namespace {

Game game_at(const std::vector<std::string>& setup, const char* formation, Phase stop = Phase::Movement) {
  Position p;
  p.setup = setup;
  Game g(position(p), 1);
  drive_to(g, formation, stop);
  return g;
}

Odds odds_of(const Game& g, const char* text) {
  std::string err;
  auto a = g.parse(text, &err);
  EXPECT_TRUE(a.has_value()) << err;
  auto o = combat_odds(g, *a, &err);
  EXPECT_TRUE(o.has_value()) << err;
  return o.value_or(Odds{});
}

double total(const std::map<std::string, double>& m) {
  double t = 0;
  for (auto& [k, v] : m) t += v;
  return t;
}

double combined_total(const Odds& o) {
  double t = 0;
  for (const CombinedOutcome& c : o.combined) t += c.p;
  return t;
}

const RollOdds* roll(const Odds& o, const std::string& name) {
  for (const RollOdds& r : o.rolls)
    if (r.roll == name) return &r;
  return nullptr;
}

constexpr double kEps = 1e-12;

// An Austrian infantry (combat 4) assaults a Prussian infantry (combat 4)
// from its front, both in clear level-1 hexes; a-bde is stacked with it.
Game assault_position() {
  Game g = game_at({"0504 S p-inf1", "0101 S p-div p-inf3", "0505 N a-bde a-inf1"}, "a-bde");
  play(g, {"end move"});
  return g;
}

}  // namespace

// §9.5.3 B, §9.5.5, CRT: the attack of 4 on clear terrain (protection 1) is
// column 4 with no modifier: die 1 "-", 2-3 T, 4-6 D.
TEST(Section9_5_5, AttackOddsAreTheCrtColumnByDie) {
  Game g = assault_position();
  play(g, {"assault a-inf1 0504:4"});
  if (g.state().phase == Phase::Declare) play(g, {"end assaults"});
  while (has_action(g, "stand")) play(g, {"stand"});
  play(g, {"roll 1"});  // the defensive fire (its only split, 4): column 5 (Dreyse +1), die 1 is T
  play(g, {"roll 6"});  // its morale test: 6 + 2 + 1 (its commander stacked) passes
  while (has_action(g, "stand")) play(g, {"stand"});
  ASSERT_TRUE(has_action(g, "attack")) << g.describe_turn();
  Odds o = odds_of(g, "attack");
  EXPECT_EQ(o.kind, "attack");
  ASSERT_EQ(o.rolls.size(), 1u);
  const RollOdds& r = o.rolls[0];
  EXPECT_EQ(r.roll, "attack on 0504");
  EXPECT_EQ(r.section, "9.5.5");
  EXPECT_EQ(r.column, 4);
  EXPECT_EQ(r.drm, 0);
  ASSERT_FALSE(r.modifiers.empty());
  EXPECT_EQ(r.modifiers[0].text, "combat 4 / protection 1 = column 4");
  EXPECT_NEAR(r.results.at("-"), 1.0 / 6, kEps);
  EXPECT_NEAR(r.results.at("T"), 2.0 / 6, kEps);
  EXPECT_NEAR(r.results.at("D"), 3.0 / 6, kEps);
  EXPECT_EQ(r.results.count("D+1"), 0u);
  EXPECT_NEAR(total(o.main_results), 1.0, kEps);
  EXPECT_NEAR(combined_total(o), 1.0, kEps);
  // The Prussian T: p-inf1 (morale 2, in clear, no commander) passes on 4+.
  double t_passed = 0, t_failed = 0;
  for (const CombinedOutcome& c : o.combined)
    if (c.attack == "T") (c.morale.at("p-inf1") == "passed" ? t_passed : t_failed) += c.p;
  EXPECT_NEAR(t_passed, 2.0 / 6 * 3.0 / 6, kEps);
  EXPECT_NEAR(t_failed, 2.0 / 6 * 3.0 / 6, kEps);
}

// §9.5.1, §9.5.3 A, §2: the odds of a declaration. The defender fires first:
// 4 + 1 column (Dreyse, A-16) = column 5: die 1-2 T, 3-5 D, 6 D+1. D and D+1
// drive a-inf1 back, so it cannot attack (9.5.3 B); on T it tests morale:
// die + 2 + 1 (stacked with its commander) >= 6 passes on 3-6. The attack
// (column 4) is made with probability 2/6 * 4/6 = 2/9.
TEST(Section9_5_3, DeclarationOddsCombineDefensiveFireMoraleAndAttack) {
  Game g = assault_position();
  Odds o = odds_of(g, "assault a-inf1 0504:4");
  EXPECT_EQ(o.kind, "assault");
  EXPECT_FALSE(o.assumptions.empty());
  const RollOdds* def = roll(o, "defensive fire at a-inf1");
  ASSERT_NE(def, nullptr);
  EXPECT_EQ(def->column, 5);
  EXPECT_EQ(def->drm, 0);
  bool dreyse = false;
  for (const OddsModifier& m : def->modifiers)
    if (m.text == "+1 col. Dreyse needle gun") dreyse = m.column == 1 && m.section == "9.5.2";
  EXPECT_TRUE(dreyse);
  EXPECT_NEAR(def->results.at("T"), 2.0 / 6, kEps);
  EXPECT_NEAR(def->results.at("D"), 3.0 / 6, kEps);
  EXPECT_NEAR(def->results.at("D+1"), 1.0 / 6, kEps);
  const RollOdds* att = roll(o, "attack on 0504");
  ASSERT_NE(att, nullptr);
  EXPECT_EQ(&o.rolls[o.main], att);
  EXPECT_EQ(att->column, 4);
  const double made = 2.0 / 6 * 4.0 / 6;
  EXPECT_NEAR(o.main_results.at("none"), 1 - made, kEps);
  EXPECT_NEAR(o.main_results.at("-"), made / 6, kEps);
  EXPECT_NEAR(o.main_results.at("T"), made * 2 / 6, kEps);
  EXPECT_NEAR(o.main_results.at("D"), made * 3 / 6, kEps);
  EXPECT_NEAR(combined_total(o), 1.0, kEps);
  // One combined line: defensive fire T, a-inf1 passes, the attack D.
  double p = 0;
  for (const CombinedOutcome& c : o.combined)
    if (c.defence.at("a-inf1") == "T" && c.morale.at("a-inf1") == "passed" && c.attack == "D") p += c.p;
  EXPECT_NEAR(p, 2.0 / 6 * 4.0 / 6 * 3.0 / 6, kEps);
  // Nothing was changed in the game asked about.
  EXPECT_EQ(g.state().phase, Phase::Declare);
}

// §9.2.2: a barrage of 2 at range 2 on clear terrain is column 2, no
// modifier: die 1-3 "-", 4-5 T, 6 D.
TEST(Section9_2_2, BarrageOddsAreTheCrtColumnByDie) {
  Game g = game_at({"0503 S p-div p-art1", "0505 N a-inf1", "0110 N a-bde a-inf2"}, "p-div", Phase::Barrage);
  ASSERT_EQ(g.state().phase, Phase::Barrage) << g.describe_turn();
  Odds o = odds_of(g, "fire p-art1 a-inf1 S");
  EXPECT_EQ(o.kind, "barrage");
  ASSERT_EQ(o.rolls.size(), 1u);
  EXPECT_EQ(o.rolls[0].column, 2);
  EXPECT_EQ(o.rolls[0].drm, 0);
  EXPECT_NEAR(o.main_results.at("-"), 3.0 / 6, kEps);
  EXPECT_NEAR(o.main_results.at("T"), 2.0 / 6, kEps);
  EXPECT_NEAR(o.main_results.at("D"), 1.0 / 6, kEps);
  EXPECT_NEAR(combined_total(o), 1.0, kEps);
}

// Odds are refused for what is not a combat decision, or not legal now.
TEST(Section9_5, OddsRefuseOtherActions) {
  Game g = assault_position();
  std::string err;
  auto a = g.parse("end assaults", &err);
  ASSERT_TRUE(a.has_value());
  EXPECT_FALSE(combat_odds(g, *a, &err).has_value());
  EXPECT_NE(err.find("odds are given"), std::string::npos) << err;
  a = g.parse("assault a-inf1 0504:3", &err);
  ASSERT_TRUE(a.has_value()) << err;
  EXPECT_FALSE(combat_odds(g, *a, &err).has_value());
  EXPECT_NE(err.find("not a legal decision"), std::string::npos) << err;
}

// Issue 14 item 7a: the odds of the last assault of a turn. Issue 8's
// enumeration followed each line past the combat, through the rally tests
// of the end of the turn (one die per disorganised unit), and gave up ("too
// many lines of play"); the fold ends each line with the activation and
// merges equal states: the odds are those of the same assault made while
// another activation is still to come.
TEST(Section9_5_1, OddsOfTheLastAssaultOfATurnAreThoseOfAnyOther) {
  Position p;
  p.setup = {"0504 S p-inf1",
             "0101 S p-div p-inf3",
             "0505 N a-bde a-inf1",
             "0201 S p-jag1! p-jag2! p-jag3!",
             "0301 S p-cav1! p-cav2! p-cav3!",
             "0401 S p-art1! p-art2!",
             "0601 S p-inf9! p-inf2!",
             "0801 S p-cav4! p-hcav!",
             "0110 N a-inf2! a-inf3!",
             "0310 N a-cav1! a-cav2!",
             "0910 N a-art1! a-jag1!"};
  // The Prussian division first: the Austrian brigade's marker is still in the cup.
  Game first(position(p), 1);
  drive_to(first, "p-div", Phase::Movement);
  play(first, {"end move"});
  // The Prussian division last: its combat ends the turn's activations.
  Game last(position(p), 1);
  drive_to(last, "a-bde", Phase::Movement);
  pass(last);
  drive_to(last, "p-div", Phase::Movement);
  play(last, {"end move"});
  ASSERT_EQ(last.state().cup, 0) << last.describe_turn();
  std::string err;
  EXPECT_FALSE(combat_odds(last, *last.parse("assault p-inf1 0505:4", &err), &err, OddsMethod::Lines));
  EXPECT_EQ(err, "too many lines of play to enumerate for this combat");
  const Odds o = odds_of(last, "assault p-inf1 0505:4");
  const Odds before = odds_of(first, "assault p-inf1 0505:4");
  EXPECT_NEAR(combined_total(o), 1.0, kEps);
  EXPECT_LT(o.states, 100u) << "the lines end with the activation";
  ASSERT_EQ(o.main_results.size(), before.main_results.size());
  for (const auto& [r, q] : before.main_results) EXPECT_NEAR(o.main_results.at(r), q, kEps) << r;
  ASSERT_EQ(o.combined.size(), before.combined.size());
  for (std::size_t i = 0; i < o.combined.size(); ++i)
    EXPECT_NEAR(o.combined[i].p, before.combined[i].p, kEps);
  // Column 4 against the Austrian (no Dreyse): die 1 "-", 2-3 T, 4-6 D.
  const RollOdds* def = roll(o, "defensive fire at p-inf1");
  ASSERT_NE(def, nullptr);
  EXPECT_EQ(def->column, 4);
  EXPECT_NEAR(def->results.at("D"), 3.0 / 6, kEps);
}

}  // namespace odds_test
