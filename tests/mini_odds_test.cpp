// Exact odds (issue 19): every table of chances sums to 1, and each equals a
// brute-force enumeration of the dice through the resolving code (every die
// sequence played on a copy of the roster, its outcome counted).
#include <map>

#include "mini/combat.h"
#include "mini/morale.h"
#include "mini_util.h"

namespace bohemia::mini::test {
namespace mini_odds_test {
namespace {

// Plays `q` on a copy of `r` with each of the 6^n dice sequences and counts
// the outcomes `key` names, out of 6^n.
template <class Key>
std::map<std::string, int> enumerate(const Roster& r, const Request& q, int n, Key key) {
  std::map<std::string, int> counts;
  int total = 1;
  for (int i = 0; i < n; ++i) total *= 6;
  for (int code = 0; code < total; ++code) {
    std::vector<int> dice;
    for (int i = 0, c = code; i < n; ++i, c /= 6) dice.push_back(c % 6 + 1);
    Roster copy = r;
    GivenDice d(dice);
    auto res = play(copy, q, d);
    EXPECT_TRUE(res) << res.error;
    if (res) ++counts[key(*res, copy)];
  }
  return counts;
}

// The band a combat roll fell in, as the evaluation keys it.
std::string band_key(const Resolution& res, const Roster& before_roll, const Request& q,
                     const std::string& winner, const std::string& rule, std::size_t roll_index) {
  (void)before_roll;
  (void)q;
  const RollDone& d = res.rolls.at(roll_index);
  bool charger_wins = winner == q.unit;
  std::vector<Band> table = rule == "14" ? rule14_table() : rule15_table(charger_wins);
  std::string side = rule == "14" ? "winner" : charger_wins ? "cavalry" : "infantry";
  return side + ":" + band_label(band_for(table, d.total));
}

void expect_same(const Evaluation& ev, const std::map<std::string, int>& counts, int denominator) {
  EXPECT_NEAR(sum(ev.outcomes), 1.0, 1e-12);
  std::map<std::string, int> shown;
  for (const OddsRow& row : ev.outcomes) {
    ASSERT_EQ(denominator % row.chance.d, 0) << row.key;
    if (row.chance.n) shown[row.key] = row.chance.n * (denominator / row.chance.d);
  }
  EXPECT_EQ(shown, counts);
}

TEST(Mini_Odds, Rule14CombatMatchesTheDiceForEveryMargin) {
  for (int heavy = 0; heavy <= 2; ++heavy)
    for (int cas = 0; cas <= 3; ++cas) {
      Unit p = cavalry("p", "p", heavy == 2 ? Weight::Heavy : heavy == 1 ? Weight::Medium : Weight::Light);
      Unit f = cavalry("f", "f", Weight::Light);
      f.casualties = cas;
      Roster r = roster({p, f});
      Request q = charge("p", "f");
      auto ev = evaluate(r, q);
      ASSERT_TRUE(ev) << ev.error;
      std::string winner = ev->branches[0].combat->winner;
      auto counts = enumerate(r, q, 2, [&](const Resolution& res, const Roster& after) {
        return "none/" + band_key(res, after, q, winner, "14", 0);
      });
      expect_same(*ev, counts, 36);
    }
}

TEST(Mini_Odds, Rule15CombatMatchesTheDiceOnBothTables) {
  for (Formation f : {Formation::Line, Formation::ColumnOfAttack, Formation::Square}) {
    for (State s : {State::Disordered, State::Shaken}) {
      Unit i = infantry("i", "f");
      i.formation = f;
      i.state = s;
      Roster r = roster({cavalry("c", "p", Weight::Medium), i});
      Request q = charge("c", "i", false);
      auto ev = evaluate(r, q);
      ASSERT_TRUE(ev) << ev.error;
      std::string winner = ev->branches[0].combat->winner;
      auto counts = enumerate(r, q, 2, [&](const Resolution& res, const Roster& after) {
        return "none/" + band_key(res, after, q, winner, "15", 0);
      });
      expect_same(*ev, counts, 36);
    }
  }
}

// With a test to react first: 6 x 36 sequences, the combat depending on it.
TEST(Mini_Odds, ChargeWithAReactionTestMatchesAll216Sequences) {
  Unit f = cavalry("f", "f", Weight::Medium);
  f.state = State::Disordered;
  Unit i = infantry("i", "f");
  i.state = State::Disordered;
  for (const auto& [target, rule_binding] :
       {std::pair{f, std::string("14")}, std::pair{i, std::string("15")}}) {
    const std::string& rule = rule_binding;  // clang 14 cannot capture a structured binding
    Roster r = roster({cavalry("c", "p", Weight::Light), target});
    Request q = charge("c", target.id, true);
    auto ev = evaluate(r, q);
    ASSERT_TRUE(ev) << ev.error;
    ASSERT_EQ(ev->rolls.size(), 1u);
    std::map<std::string, std::string> winners;
    for (const Branch& b : ev->branches)
      if (b.combat) winners[b.key] = b.combat->winner;
    auto counts = enumerate(r, q, 3, [&](const Resolution& res, const Roster& after) {
      std::string k(name(morale_result(res.rolls[0].total)));
      if (res.rolls.size() == 1) return k;
      return k + "/" + band_key(res, after, q, winners[k], rule, 1);
    });
    expect_same(*ev, counts, 216);
  }
}

TEST(Mini_Odds, MoraleAndRallyMatchTheDie) {
  for (int cas = 0; cas <= 5; ++cas) {
    Unit u = infantry("u", "p");
    u.casualties = cas;
    u.state = cas % 2 ? State::Shaken : State::Formed;
    Roster r = roster({u});
    Request q = verb(cas % 2 ? Verb::Rally : Verb::Morale, "u");
    q.commander = true;
    auto ev = evaluate(r, q);
    ASSERT_TRUE(ev) << ev.error;
    auto counts = enumerate(r, q, 1, [](const Resolution& res, const Roster&) {
      return std::string(name(morale_result(res.rolls[0].total)));
    });
    expect_same(*ev, counts, 6);
  }
}

TEST(Mini_Odds, PursuitMatchesBothDice) {
  for (const char* nation : {"prussia", "british"}) {
    Unit i = infantry("i", "f");
    i.state = State::Routed;
    Roster r = roster({cavalry("c", nation, Weight::Light), i});
    Request q = verb(Verb::Pursuit, "c");
    q.target = "i";
    auto ev = evaluate(r, q);
    ASSERT_TRUE(ev) << ev.error;
    auto counts = enumerate(r, q, 2, [](const Resolution& res, const Roster&) {
      if (res.rolls.size() == 1) return std::string("stay");
      int d = res.rolls[1].total;
      return std::string(d <= 2 ? "routers" : d <= 4 ? "charge8" : "charge4");
    });
    expect_same(*ev, counts, 36);
  }
}

TEST(Mini_Odds, FurtherRoutsOfAReactionMatchTheDice) {
  Unit x = infantry("x", "p");
  x.state = State::Routed;
  Unit a = infantry("a", "p"), b = infantry("b", "p"), s = infantry("s", "p");
  a.casualties = 2;
  b.supports.clear();
  s.state = State::Shaken;
  Roster r = roster({x, a, b, s});
  Request q = verb(Verb::Rout, "x");
  q.near = {{"a", false}, {"b", true}, {"s", false}};
  auto ev = evaluate(r, q);
  ASSERT_TRUE(ev) << ev.error;
  auto counts = enumerate(r, q, 2, [](const Resolution&, const Roster& after) {
    int n = 0;
    for (const char* id : {"a", "b", "s"}) n += after.find(id)->state == State::Routed;
    return "routs:" + std::to_string(n);
  });
  expect_same(*ev, counts, 36);
}

TEST(Mini_Odds, Ways2d6CountsTheSums) {
  EXPECT_EQ(ways_2d6(0, 2, 3), 3);
  EXPECT_EQ(ways_2d6(0, 6, 7), 11);
  EXPECT_EQ(ways_2d6(0, 10, kNoTop), 6);
  EXPECT_EQ(ways_2d6(5, 2, 3), 0);
  EXPECT_EQ(ways_2d6(8, 10, kNoTop), 36);
  for (int m = 0; m < 12; ++m) {
    int all = 0;
    for (const Band& b : rule14_table()) all += ways_2d6(m, b.lo, b.hi);
    EXPECT_EQ(all, 36) << m;
  }
}

}  // namespace
}  // namespace mini_odds_test
}  // namespace bohemia::mini::test
