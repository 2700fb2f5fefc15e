#include "mini/morale.h"

#include <fmt/format.h>

namespace bohemia::mini {

namespace {

// Rule 18: Disordered, Shaken and Routed units may not count as support.
bool counts_as_support(const Support& s, const Unit& tester, const std::vector<Unit>& roster,
                       std::vector<std::string>* notes) {
  if (s.unit.empty()) return true;
  for (const Unit& u : roster) {
    if (u.id != s.unit) continue;
    std::string why;
    if (u.off_table)
      why = "has left the table";
    else if (side_of(u) != side_of(tester))
      why = "is not a friend";
    else if (u.state != State::Formed)
      why = fmt::format("is {} (rule 18: only Formed units support)", title(u.state));
    if (why.empty()) return true;
    if (notes) notes->push_back(fmt::format("{} {}: not counted as a support", label(u), why));
    return false;
  }
  return true;  // a unit not in the roster: the players vouch for it
}

}  // namespace

std::vector<Modifier> morale_modifiers(const Unit& u, const std::vector<Unit>& roster, const TestContext& ctx,
                                       std::vector<std::string>* notes) {
  std::vector<Modifier> m;
  bool support4 = false, support8 = false;
  for (const Support& s : u.supports) {
    if (!counts_as_support(s, u, roster, notes)) continue;
    support4 = support4 || s.distance <= 4;
    support8 = support8 || s.distance <= 8;
  }
  if (u.grade == Grade::A) m.push_back({"17", "Class A", 1});
  if (u.general == General::Attached) m.push_back({"17", "General attached", 1});
  if (support4) m.push_back({"17", "Supports within 4\"", 1});
  if (u.bua) m.push_back({"17", "In a built-up area", 1});
  if (u.behind_supports) m.push_back({"17", "Behind formed supports", 1});
  if (u.grade == Grade::C) m.push_back({"17", "Class C", -1});
  if (u.general == General::None) m.push_back({"17", "No general within 8\"", -1});
  if (u.casualties > 0) m.push_back({"17", fmt::format("Each casualty ({})", u.casualties), -u.casualties});
  if (!support8) m.push_back({"17", "No supports within 8\"", -1});
  if (ctx.rout_near || u.rout_near) m.push_back({"17", "Rout within 4\"", -1});
  if (ctx.routed_through || u.routed_through) m.push_back({"17", "Routed through", -1});
  if (u.state == State::Disordered || u.pursuing)
    m.push_back({"17", u.pursuing ? "In pursuit" : "Disordered", -1});
  if (u.state == State::Shaken || u.state == State::Routed)
    m.push_back({"17", u.state == State::Shaken ? "Shaken" : "Rout", -2});
  return m;
}

MoraleResult morale_result(int score) {
  if (score >= 3) return MoraleResult::Pass;
  if (score >= 1) return MoraleResult::Shaken;
  return MoraleResult::Rout;
}

std::array<int, 3> morale_ways(int modifier) {
  std::array<int, 3> ways{0, 0, 0};
  for (int die = 1; die <= 6; ++die) ++ways[static_cast<std::size_t>(morale_result(die + modifier))];
  return ways;
}

std::string_view name(MoraleResult m) {
  switch (m) {
    case MoraleResult::Pass:
      return "pass";
    case MoraleResult::Shaken:
      return "shaken";
    case MoraleResult::Rout:
      return "rout";
  }
  return "?";
}

bool at_casualty_limit(Arm a, int casualties) { return casualties >= casualty_limit(a); }

}  // namespace bohemia::mini
