#include "mini/readings.h"

#include <fmt/format.h>

namespace bohemia::mini {

std::vector<ReadingInfo> describe(const Readings& r) {
  return {
      {"equal_factors",
       "14, 15",
       "equal combat factors: who is the Winner",
       {"charger", "target"},
       "charger",
       r.equal_factors == EqualFactors::Charger ? "charger" : "target"},
      {"no_commander",
       "16, 18",
       "a rally without a commander in base contact",
       {"fails", "test"},
       "fails",
       r.no_commander == NoCommander::Fails ? "fails" : "test"},
      {"artillery_rout",
       "16",
       "inches a routing battery moves",
       {"6", "12", "0"},
       "6",
       std::to_string(r.artillery_rout)},
      {"reaction_radius",
       "16, 17",
       "reaction to a rout: within 4\" (rules) or 8\" (demo caption)",
       {"4", "8"},
       "4",
       std::to_string(r.reaction_radius)},
      {"rule15_reaction",
       "15",
       "infantry charged from half a move or more test to react",
       {"test", "none"},
       "test",
       r.rule15_reaction ? "test" : "none"},
      {"orders",
       "14, 15",
       "a charge under orders that do not allow it",
       {"refuse", "warn"},
       "refuse",
       r.orders == OrdersCheck::Refuse ? "refuse" : "warn"},
  };
}

std::optional<std::string> set_reading(Readings& r, std::string_view key, std::string_view value) {
  for (const ReadingInfo& info : describe(r)) {
    if (info.key != key) continue;
    bool known = false;
    for (const std::string& v : info.values) known = known || v == value;
    if (!known) {
      std::string list;
      for (const std::string& v : info.values) list += (list.empty() ? "" : ", ") + v;
      return fmt::format("reading '{}': '{}' is not one of {}", key, value, list);
    }
    if (key == "equal_factors")
      r.equal_factors = value == "charger" ? EqualFactors::Charger : EqualFactors::Target;
    if (key == "no_commander") r.no_commander = value == "fails" ? NoCommander::Fails : NoCommander::Test;
    if (key == "artillery_rout") r.artillery_rout = value == "6" ? 6 : value == "12" ? 12 : 0;
    if (key == "reaction_radius") r.reaction_radius = value == "4" ? 4 : 8;
    if (key == "rule15_reaction") r.rule15_reaction = value == "test";
    if (key == "orders") r.orders = value == "refuse" ? OrdersCheck::Refuse : OrdersCheck::Warn;
    return std::nullopt;
  }
  std::string keys;
  for (const ReadingInfo& info : describe(r)) keys += (keys.empty() ? "" : ", ") + info.key;
  return fmt::format("no reading '{}' (readings: {})", key, keys);
}

}  // namespace bohemia::mini
