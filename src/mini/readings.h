// Readings of rules 14–18 where the text is silent or contradicts itself,
// each a switch with a default (docs/mini/rulings.md, R1–R6). A roster keeps
// the readings agreed for the evening; a request may override them.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bohemia::mini {

// R1 (rules 14, 15): who counts as the "Winner" when the factors are equal.
enum class EqualFactors { Charger, Target };
// R2 (rules 16, 18): a rally attempt without a commander in base contact.
enum class NoCommander { Fails, Test };
// R6 (rules 14, 15): a charge under orders that do not allow it.
enum class OrdersCheck { Refuse, Warn };

struct Readings {
  EqualFactors equal_factors = EqualFactors::Charger;
  NoCommander no_commander = NoCommander::Fails;
  int artillery_rout = 6;       // R3 (rule 16): inches a routing battery moves: 6, 12 or 0
  int reaction_radius = 4;      // R4 (rules 16, 17 against the demo caption's 8"): 4 or 8
  bool rule15_reaction = true;  // R5 (rule 15 caption): infantry charged from afar test to react
  OrdersCheck orders = OrdersCheck::Refuse;
  bool operator==(const Readings&) const = default;
};

// One switch: its key, rule, allowed values, default, and the chosen value.
struct ReadingInfo {
  std::string key;
  std::string rule;
  std::string question;
  std::vector<std::string> values;
  std::string default_value;
  std::string value;
};

// Every switch with its current value, in the order of docs/mini/rulings.md.
std::vector<ReadingInfo> describe(const Readings& r);

// Sets one switch from its key and a value as spelt by describe(); returns
// the error ("reading 'x': ...") or nullopt.
std::optional<std::string> set_reading(Readings& r, std::string_view key, std::string_view value);

}  // namespace bohemia::mini
