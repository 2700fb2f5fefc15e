#include "mini/types.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

namespace bohemia::mini {

namespace {

template <class E, std::size_t N>
using Names = std::array<std::pair<E, std::string_view>, N>;

constexpr Names<Arm, 3> kArms{
    {{Arm::Infantry, "infantry"}, {Arm::Cavalry, "cavalry"}, {Arm::Artillery, "artillery"}}};
constexpr Names<Weight, 5> kWeights{{{Weight::None, "none"},
                                     {Weight::Light, "light"},
                                     {Weight::Medium, "medium"},
                                     {Weight::Heavy, "heavy"},
                                     {Weight::Lancers, "lancers"}}};
constexpr Names<Grade, 3> kGrades{{{Grade::A, "A"}, {Grade::B, "B"}, {Grade::C, "C"}}};
constexpr Names<Formation, 4> kFormations{{{Formation::Line, "line"},
                                           {Formation::Column, "column"},
                                           {Formation::ColumnOfAttack, "coa"},
                                           {Formation::Square, "square"}}};
constexpr Names<State, 4> kStates{{{State::Formed, "formed"},
                                   {State::Disordered, "disordered"},
                                   {State::Shaken, "shaken"},
                                   {State::Routed, "routed"}}};
constexpr Names<General, 3> kGenerals{
    {{General::Attached, "attached"}, {General::Near, "near"}, {General::None, "none"}}};
constexpr Names<Orders, 6> kOrders{{{Orders::None, "none"},
                                    {Orders::Engage, "engage"},
                                    {Orders::Hold, "hold"},
                                    {Orders::Attack, "attack"},
                                    {Orders::Halt, "halt"},
                                    {Orders::Withdraw, "withdraw"}}};

bool same(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

template <class E, std::size_t N>
std::string_view lookup(const Names<E, N>& names, E e) {
  for (const auto& [v, n] : names)
    if (v == e) return n;
  return "?";
}

template <class E, std::size_t N>
std::optional<E> find(const Names<E, N>& names, std::string_view s) {
  for (const auto& [v, n] : names)
    if (same(n, s)) return v;
  return std::nullopt;
}

template <class E, std::size_t N>
std::string list(const Names<E, N>& names) {
  std::string out = "one of ";
  for (std::size_t i = 0; i < N; ++i) {
    if (i) out += i + 1 == N ? " or " : ", ";
    out += names[i].second;
  }
  return out;
}

}  // namespace

std::string_view name(Arm a) { return lookup(kArms, a); }
std::string_view name(Weight w) { return lookup(kWeights, w); }
std::string_view name(Grade g) { return lookup(kGrades, g); }
std::string_view name(Formation f) { return lookup(kFormations, f); }
std::string_view name(State s) { return lookup(kStates, s); }
std::string_view name(General g) { return lookup(kGenerals, g); }
std::string_view name(Orders o) { return lookup(kOrders, o); }

std::optional<Arm> parse_arm(std::string_view s) { return find(kArms, s); }
std::optional<Weight> parse_weight(std::string_view s) { return find(kWeights, s); }
std::optional<Grade> parse_grade(std::string_view s) { return find(kGrades, s); }
std::optional<Formation> parse_formation(std::string_view s) {
  if (same(s, "column-of-attack")) return Formation::ColumnOfAttack;
  return find(kFormations, s);
}
std::optional<State> parse_state(std::string_view s) {
  if (same(s, "rout")) return State::Routed;
  return find(kStates, s);
}
std::optional<General> parse_general(std::string_view s) { return find(kGenerals, s); }
std::optional<Orders> parse_orders(std::string_view s) { return find(kOrders, s); }

std::string choices_arm() { return list(kArms); }
std::string choices_weight() { return list(kWeights); }
std::string choices_grade() { return list(kGrades); }
std::string choices_formation() { return list(kFormations); }
std::string choices_state() { return list(kStates); }
std::string choices_general() { return list(kGenerals); }
std::string choices_orders() { return list(kOrders); }

std::string title_case(std::string_view s) {
  std::string n(s);
  if (!n.empty()) n[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(n[0])));
  return n;
}

std::string title(State s) { return title_case(name(s)); }

}  // namespace bohemia::mini
