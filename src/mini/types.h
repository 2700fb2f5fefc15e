// The words of the miniatures rules 14–18 as C++ enums: arm, weight, class,
// formation, morale grade, general, orders. Each has one spelling used in
// roster files, requests, the API and the CLI (types.cpp).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace bohemia::mini {

enum class Arm { Infantry, Cavalry, Artillery };
// Cavalry weight as the factor lists of rules 14 and 15 name it; lancers are
// listed beside the weights in rule 15.
enum class Weight { None, Light, Medium, Heavy, Lancers };
enum class Grade { A, B, C };
enum class Formation { Line, Column, ColumnOfAttack, Square };
// The grades of morale of rule 17, best first (a larger value is worse).
enum class State { Formed, Disordered, Shaken, Routed };
// Where the unit's commander is, for the morale modifiers of rule 17.
enum class General { Attached, Near, None };
enum class Orders { None, Engage, Hold, Attack, Halt, Withdraw };

std::string_view name(Arm a);
std::string_view name(Weight w);
std::string_view name(Grade g);
std::string_view name(Formation f);
std::string_view name(State s);
std::string_view name(General g);
std::string_view name(Orders o);

// Parsers of the spellings above (case-insensitive); nullopt if unknown.
std::optional<Arm> parse_arm(std::string_view s);
std::optional<Weight> parse_weight(std::string_view s);
std::optional<Grade> parse_grade(std::string_view s);
std::optional<Formation> parse_formation(std::string_view s);
std::optional<State> parse_state(std::string_view s);
std::optional<General> parse_general(std::string_view s);
std::optional<Orders> parse_orders(std::string_view s);

// "one of a, b, c": the accepted spellings of a field, for error messages.
std::string choices_arm();
std::string choices_weight();
std::string choices_grade();
std::string choices_formation();
std::string choices_state();
std::string choices_general();
std::string choices_orders();

// The worse of two grades of morale: a result never improves a unit.
constexpr State worse(State a, State b) { return a > b ? a : b; }

// State names as the rules capitalise them in text ("Shaken").
std::string title(State s);
// The text with its first letter capitalised ("engage" -> "Engage").
std::string title_case(std::string_view s);

}  // namespace bohemia::mini
