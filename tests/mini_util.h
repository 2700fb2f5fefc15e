// Helpers for the miniatures referee's tests (src/mini/): units made in one
// line, a roster, and a request played with the players' dice.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "mini/referee.h"
#include "mini/unit.h"

namespace bohemia::mini {

// GoogleTest prints a unit as its description, not its bytes.
inline void PrintTo(const Unit& u, std::ostream* os) { *os << describe(u); }

}  // namespace bohemia::mini

namespace bohemia::mini::test {

inline Unit cavalry(const std::string& id, const std::string& side, Weight w) {
  Unit u;
  u.id = id;
  u.nation = side;
  u.arm = Arm::Cavalry;
  u.weight = w;
  u.orders = Orders::Attack;
  u.supports = {{3, ""}};  // a support within 4": no "no supports" modifier unless a test removes it
  return u;
}

inline Unit infantry(const std::string& id, const std::string& side) {
  Unit u;
  u.id = id;
  u.nation = side;
  u.arm = Arm::Infantry;
  u.supports = {{3, ""}};
  return u;
}

inline Unit battery(const std::string& id, const std::string& side) {
  Unit u = infantry(id, side);
  u.arm = Arm::Artillery;
  return u;
}

inline Roster roster(std::vector<Unit> units) {
  Roster r;
  r.units = std::move(units);
  return r;
}

inline Request charge(const std::string& charger, const std::string& target, bool long_charge = true) {
  Request q;
  q.verb = Verb::Charge;
  q.unit = charger;
  q.target = target;
  q.long_charge = long_charge;
  return q;
}

inline Request verb(Verb v, const std::string& unit) {
  Request q;
  q.verb = v;
  q.unit = unit;
  return q;
}

// Plays `q` with the given dice; fails the test if it is refused or a die is
// left over.
inline Resolution roll(Roster& r, const Request& q, std::vector<int> dice) {
  GivenDice d(dice);
  auto res = play(r, q, d);
  EXPECT_TRUE(res) << res.error;
  EXPECT_EQ(d.used(), d.size()) << "dice left over";
  return res ? *res : Resolution{};
}

// The refusal of `q`, or "" if it evaluates.
inline std::string refusal(const Roster& r, const Request& q) {
  auto ev = evaluate(r, q);
  return ev ? "" : ev.error;
}

inline int mod(const std::vector<Modifier>& mods, const std::string& text) {
  int v = 0;
  for (const Modifier& m : mods)
    if (m.text.rfind(text, 0) == 0) v += m.value;
  return v;
}

inline bool has_step(const Roster& r, StepKind k, const std::string& unit) {
  return std::any_of(r.queue.begin(), r.queue.end(),
                     [&](const Step& s) { return s.kind == k && s.unit == unit; });
}

inline bool mentions(const Resolution& res, const std::string& text) {
  return std::any_of(res.consequences.begin(), res.consequences.end(),
                     [&](const Consequence& c) { return c.text.find(text) != std::string::npos; });
}

inline double sum(const std::vector<OddsRow>& rows) {
  double s = 0;
  for (const OddsRow& r : rows) s += r.chance.p();
  return s;
}

}  // namespace bohemia::mini::test
