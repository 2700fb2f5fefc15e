// Musket & Saber (Königgrätz), issue 18 item 3: the odds of an attack
// (§7.7) or a bombardment (§8.5) before it is confirmed (docs/api.md,
// "odds"): the column the combat then uses with scripted dice, every
// modifier with its section, results over the combat die and the morale
// die summing to 36/36, the chance of a Fortune of War; refusals with the
// rule; a hidden-movement marker (§19.8) answered alike real or dummy.
#include "mns/mns_state.h"
#include "mns/odds.h"
#include "mns/rules.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_odds_test {
namespace {

constexpr int kPrussia = static_cast<int>(Side::Prussia);
constexpr int kAustria = static_cast<int>(Side::Austria);

void sums_to_one(const nlohmann::json& o) {
  int n = 0;
  double p = 0;
  for (const auto& r : o["results"]) n += r["of36"].get<int>(), p += r["p"].get<double>();
  EXPECT_EQ(n, 36) << o.dump();
  EXPECT_NEAR(p, 1.0, 1e-9);
}

// The column of the last line of `section` that reads one.
std::string column_logged(const Game& g, const std::string& section) {
  std::string out;
  for (const std::string& line : lines_of(g, section))
    if (line.find("column ") != std::string::npos) out = line.substr(line.find("column ") + 7);
  return out;
}

// 7.7: asked at the attacker's tactic, the odds read the column the combat
// then reads with scripted dice, and list the units' factors (7.7) and the
// uncoordinated halving (7.14) with their sections.
TEST(Mns_S07_7_Odds, TheColumnIsTheOneTheCombatUses) {
  Game g = position("s07_two_formations.toml");
  script(g, {"attack 1026", "with p-7-a", "with p-3-a", "primary p-7-a"});
  OddsAnswer o = combat_odds(g, kPrussia, "tactic none");
  ASSERT_TRUE(o.ok) << o.error;
  EXPECT_EQ(o.body["kind"], "attack");
  EXPECT_EQ(o.body["target"], "1026");
  sums_to_one(o.body);
  bool base = false, halved = false;
  for (const auto& m : o.body["modifiers"]) {
    base = base || (m.value("unit", "") == "p-7-a" && m["text"] == "base 5" && m["section"] == "7.7");
    halved =
        halved || (m.value("unit", "") == "p-3-a" && m["text"] == "uncoordinated" && m["section"] == "7.14");
  }
  EXPECT_TRUE(base) << o.body["modifiers"].dump();
  EXPECT_TRUE(halved) << o.body["modifiers"].dump();
  script(g, {"tactic none", "tactic none", "3", "4"});  // no leader: uncoordinated
  EXPECT_EQ(o.body["column"].get<std::string>(), column_logged(g, "7.7"));
  EXPECT_EQ(o.body["attack"].get<int>() - o.body["defence"].get<int>(), o.body["differential"].get<int>());
}

// 7.7: asked at the declaration itself, the decisions to come are the
// policy's (listed), and the results are the CRT's column as loaded.
TEST(Mns_S07_7_Odds, AtTheDeclarationThePolicyIsListedAndTheResultsAreTheColumnsCells) {
  Game g = position("s07_two_brigades.toml");
  OddsAnswer o = combat_odds(g, kPrussia, "attack 1026");
  ASSERT_TRUE(o.ok) << o.error;
  sums_to_one(o.body);
  ASSERT_FALSE(o.body["assumptions"].empty());
  std::string first = o.body["assumptions"][0].get<std::string>();  // the first attacker offered
  ASSERT_EQ(first.rfind("prussia: with p-7-", 0), 0u) << first;
  int col = o.body["column_index"].get<int>();
  const Crt& crt = *g.scenario().crt;
  for (int die = 1; die <= 6; ++die) {  // each die's cell is among the results
    std::string cell = code_name(crt.cell(die, col).primary);
    bool found = false;
    for (const auto& r : o.body["results"])
      found = found || r["result"].get<std::string>().rfind(cell, 0) == 0;
    EXPECT_TRUE(found) << die << " " << cell << " " << o.body["results"].dump();
  }
  int fortunes = 0;
  for (const auto& r : o.body["results"])
    if (r["fortune"].get<bool>()) fortunes += r["of36"].get<int>();
  EXPECT_EQ(fortunes, o.body["fortune"]["of36"].get<int>());
  // the same decisions played: the column is the odds' column
  play(g, "attack 1026");
  play(g, first.substr(9));
  script(g, {"go", "tactic none", "tactic none", "3", "4"});
  EXPECT_EQ(o.body["column"].get<std::string>(), column_logged(g, "7.7"));
}

// 8.5: a bombardment's odds: its attack read as a positive differential,
// die 5 in the column "+3 to +4" is Dr (tests/mns_artillery_test.cpp).
TEST(Mns_S08_5_Odds, ABombardmentsColumnAndResults) {
  Game g = position("s08_battery.toml");
  OddsAnswer o = combat_odds(g, kPrussia, "bombard p-7-art a-4-ir12");
  ASSERT_TRUE(o.ok) << o.error;
  EXPECT_EQ(o.body["kind"], "bombard");
  EXPECT_EQ(o.body["column"], "+3 to +4");
  EXPECT_EQ(o.body["attack"], 4);
  sums_to_one(o.body);
  int dr = 0;
  for (const auto& r : o.body["results"])
    if (r["result"] == "Dr") dr += r["of36"].get<int>();
  EXPECT_EQ(dr % 6, 0);
  EXPECT_GE(dr, 6);
  script(g, {"bombard p-7-art a-4-ir12", "5"});
  EXPECT_EQ(o.body["column"].get<std::string>(), column_logged(g, "8.5"));
}

// 7.1, 7.7: refusals with the rule: not the deciding seat, no attack
// decided, an illegal action.
TEST(Mns_S07_7_Odds, RefusedWithTheRuleWhenNoAttackOrBombardmentIsDecided) {
  Game g = position("s07_two_brigades.toml");
  OddsAnswer end = combat_odds(g, kPrussia, "end");
  EXPECT_FALSE(end.ok);
  EXPECT_EQ(end.section, "7.7") << end.error;
  OddsAnswer other = combat_odds(g, kAustria, "attack 1026");
  EXPECT_FALSE(other.ok);
  EXPECT_EQ(other.section, "7.1") << other.error;
  OddsAnswer none = combat_odds(g, kPrussia, "attack 1022");
  EXPECT_FALSE(none.ok);
  EXPECT_EQ(none.section, "7.1") << none.error;  // no enemy unit there
  MnsState st(mns_system(), koniggratz(), 1);
  engine::QueryAnswer q = st.query(engine::kSpectator, "odds", {{"action", "end"}});
  EXPECT_EQ(q.status, engine::QueryAnswer::Status::Refused);
}

// 19.8: a hidden-movement marker is not a unit: an attack on its hex is
// refused alike for the real and the dummy marker (nothing is learnt).
TEST(Mns_S07_7_Odds, AHiddenMarkersHexIsRefusedAlikeRealOrDummy) {
  Game g = position("s07_two_brigades.toml");
  State& s = g.state_mut();
  s.markers[0] = HmMarker{g.scenario().map->grid.parse("1028"), false, false};
  s.markers[1] = HmMarker{g.scenario().map->grid.parse("1128"), false, false};
  s.real_marker[0] = 0;
  s.box_revealed[0] = false;
  int u = unit_index(g.scenario(), "a-4-ir26");
  s.units[static_cast<std::size_t>(u)] = UnitState{};
  s.units[static_cast<std::size_t>(u)].where = Where::Box;
  s.units[static_cast<std::size_t>(u)].box = 0;
  ++s.version;
  OddsAnswer real = combat_odds(g, kPrussia, "attack 1028");
  OddsAnswer dummy = combat_odds(g, kPrussia, "attack 1128");
  ASSERT_FALSE(real.ok);
  ASSERT_FALSE(dummy.ok);
  EXPECT_EQ(real.section, dummy.section);
  std::string r = real.error, d = dummy.error;
  r.replace(r.find("1028"), 4, "HHHH");
  d.replace(d.find("1128"), 4, "HHHH");
  EXPECT_EQ(r, d);
}

// 9.3 (1), 7.13.3: a charge declared while moving is fought in the combat
// phase that follows: its odds end the movement phase (an assumption
// listed) and read the column the charge then uses with scripted dice.
TEST(Mns_S09_3_Odds, AChargeDeclaredWhileMovingIsReckonedAsFoughtInTheCombatPhase) {
  Game g = position("s09_declare_charge.toml", 1, nullptr, false);
  ASSERT_EQ(g.state().phase, Phase::Movement);
  // The decisions offered were read before the position was laid out: one
  // decision far away (a leader enters, 13.1) has them read again.
  play(g, "enter p-frederick-charles E");
  for (int i = 0; i < 20 && !is_legal(g, "move p-f-hvy"); ++i) {
    if (g.wait() == WaitKind::Chance) {
      roll(g, 3);
    } else {
      play(g, is_legal(g, "go") ? "go" : "stay");
    }
  }
  play(g, "move p-f-hvy");
  while (g.wait() == WaitKind::Chance) roll(g, 3);
  ASSERT_TRUE(is_legal(g, "charge 1027 1026"));
  OddsAnswer o = combat_odds(g, kPrussia, "charge 1027 1026");
  ASSERT_TRUE(o.ok) << o.error;
  EXPECT_EQ(o.body["kind"], "charge");
  EXPECT_EQ(o.body["target"], "1026");
  sums_to_one(o.body);
  bool ends = false, fought = false, factor = false;
  for (const auto& a : o.body["assumptions"]) {
    std::string text = a.get<std::string>();
    ends = ends || text.find("the movement phase ends after this charge") != std::string::npos;
    fought = fought || a == "prussia: charge 1027 1026";
  }
  for (const auto& m : o.body["modifiers"])
    factor = factor || (m.value("unit", "") == "p-f-hvy" && m["text"] == "base 6");  // charge factor, 9.3 (4)
  EXPECT_TRUE(ends) << o.body["assumptions"].dump();
  EXPECT_TRUE(fought) << o.body["assumptions"].dump();
  EXPECT_TRUE(factor) << o.body["modifiers"].dump();
  // The same played: declared, the phase ended, the charge fought (its check passed).
  script(g, {"charge 1027 1026", "end"});
  while (g.wait() == WaitKind::Chance) roll(g, 3);
  script(g, {"charge 1027 1026", "2", "3", "4"});
  EXPECT_EQ(o.body["column"].get<std::string>(), column_logged(g, "7.7"));
}

// 7.8: a DF gives the defender a fortune of war once the result is applied,
// also where the result first waits for its owner's choice (Ar: disrupt or
// retreat); every result with DF counts in the fortune's chance.
TEST(Mns_S07_8_Odds, EveryDfResultCountsAsAFortuneOfWar) {
  Game g = position("s07_weak_attack.toml");
  OddsAnswer o = combat_odds(g, kPrussia, "attack 1026");
  ASSERT_TRUE(o.ok) << o.error;
  sums_to_one(o.body);
  int df = 0, counted = 0;
  for (const auto& r : o.body["results"]) {
    bool has_df = r["result"].get<std::string>().find(" DF") != std::string::npos;
    df += has_df ? r["of36"].get<int>() : 0;
    if (has_df) {
      EXPECT_TRUE(r["fortune"].get<bool>()) << r.dump();
    }
    counted += r["fortune"].get<bool>() ? r["of36"].get<int>() : 0;
  }
  // the die-1 cell of a column up to 0
  EXPECT_GE(df, 6) << o.body["column"] << " " << o.body["results"].dump();
  EXPECT_GE(o.body["fortune"]["of36"].get<int>(), df);
  EXPECT_EQ(o.body["fortune"]["of36"].get<int>(), counted);
}

}  // namespace
}  // namespace mns_odds_test
}  // namespace bohemia::mns::test
