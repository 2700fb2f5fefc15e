// Units and readings in JSON (json_io.h).
#include <fmt/format.h>

#include <cctype>
#include <cmath>

#include "mini/json_io.h"

namespace bohemia::mini {

namespace {

constexpr std::size_t kMaxText = 80;
constexpr std::size_t kMaxSupports = 20;
constexpr double kMaxInches = 200;

std::optional<std::string> get_text(const json& v, const std::string& key, std::string& out, bool id) {
  if (!v.is_string()) return fmt::format("{}: expected a string", key);
  std::string s = v.get<std::string>();
  if (s.size() > kMaxText) return fmt::format("{}: longer than {} characters", key, kMaxText);
  if (id) {
    if (s.empty()) return fmt::format("{}: must not be empty", key);
    for (char c : s)
      if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_' && c != '.')
        return fmt::format("{}: '{}' may hold only letters, digits, '-', '_' and '.'", key, s);
  }
  out = s;
  return std::nullopt;
}

std::optional<std::string> get_bool(const json& v, const std::string& key, bool& out) {
  if (v.is_boolean()) {
    out = v.get<bool>();
    return std::nullopt;
  }
  if (v.is_string()) {
    std::string s = v.get<std::string>();
    if (s == "true" || s == "yes" || s == "1" || s.empty()) {
      out = true;
      return std::nullopt;
    }
    if (s == "false" || s == "no" || s == "0") {
      out = false;
      return std::nullopt;
    }
  }
  return fmt::format("{}: expected true or false", key);
}

std::optional<double> number_of(const json& v) {
  if (v.is_number()) return v.get<double>();
  if (!v.is_string()) return std::nullopt;
  const std::string s = v.get<std::string>();
  if (s.empty() || s.size() > 12) return std::nullopt;
  std::size_t used = 0;
  double d = 0;
  try {
    d = std::stod(s, &used);
  } catch (const std::exception&) {
    return std::nullopt;
  }
  if (used != s.size()) return std::nullopt;
  return d;
}

std::optional<std::string> get_int(const json& v, const std::string& key, int lo, int hi, int& out) {
  auto d = number_of(v);
  if (!d || !std::isfinite(*d) || std::floor(*d) != *d || *d < lo || *d > hi)
    return fmt::format("{}: expected a whole number from {} to {}", key, lo, hi);
  out = static_cast<int>(*d);
  return std::nullopt;
}

template <class E, class Parse>
std::optional<std::string> get_enum(const json& v, const std::string& key, Parse parse,
                                    const std::string& choices, E& out) {
  if (!v.is_string()) return fmt::format("{}: expected a string, {}", key, choices);
  auto e = parse(v.get<std::string>());
  if (!e) return fmt::format("{}: '{}' is not {}", key, v.get<std::string>(), choices);
  out = *e;
  return std::nullopt;
}

// One support: a distance in inches, or {"distance": d, "unit": id}, or
// "id@d" / "d" in a string.
std::optional<std::string> get_support(const json& v, const std::string& key, Support& out) {
  json distance = v;
  if (v.is_object()) {
    for (const auto& [k, x] : v.items())
      if (k != "distance" && k != "unit")
        return fmt::format("{}: unknown field '{}' (distance, unit)", key, k);
    if (!v.contains("distance")) return fmt::format("{}.distance: missing", key);
    distance = v["distance"];
    if (v.contains("unit"))
      if (auto e = get_text(v["unit"], key + ".unit", out.unit, true)) return e;
  } else if (v.is_string()) {
    std::string s = v.get<std::string>();
    if (auto at = s.find('@'); at != std::string::npos) {
      if (auto e = get_text(json(s.substr(0, at)), key + ".unit", out.unit, true)) return e;
      distance = s.substr(at + 1);
    }
  }
  auto d = number_of(distance);
  if (!d || !std::isfinite(*d) || *d < 0 || *d > kMaxInches)
    return fmt::format("{}: a support's distance must be inches from 0 to {}", key, kMaxInches);
  out.distance = *d;
  return std::nullopt;
}

std::optional<std::string> get_supports(const json& v, const std::string& key, std::vector<Support>& out) {
  std::vector<json> items;
  if (v.is_array()) {
    items.assign(v.begin(), v.end());
  } else if (v.is_string()) {
    std::string s = v.get<std::string>();
    std::size_t i = 0;
    while (i <= s.size() && !s.empty()) {
      std::size_t j = s.find_first_of("/;", i);
      if (j == std::string::npos) j = s.size();
      items.push_back(s.substr(i, j - i));
      i = j + 1;
    }
  } else if (v.is_number()) {
    items.push_back(v);
  } else {
    return fmt::format("{}: expected a list of distances in inches", key);
  }
  if (items.size() > kMaxSupports) return fmt::format("{}: more than {} supports", key, kMaxSupports);
  std::vector<Support> list;
  for (std::size_t i = 0; i < items.size(); ++i) {
    Support s;
    if (auto e = get_support(items[i], fmt::format("{}[{}]", key, i), s)) return e;
    list.push_back(s);
  }
  out = list;
  return std::nullopt;
}

}  // namespace

std::string unit_fields() {
  return "id, name, nation, side, arm, weight, class, formation, state, casualties, fire_a, bua, general, "
         "supports, behind_supports, routed_through, rout_near, pursuing, off_table, orders";
}

std::optional<std::string> set_field(Unit& u, const std::string& key, const json& v) {
  if (key == "id") return get_text(v, key, u.id, true);
  if (key == "name") return get_text(v, key, u.name, false);
  if (key == "nation") return get_text(v, key, u.nation, false);
  if (key == "side") return get_text(v, key, u.side, false);
  if (key == "arm") return get_enum(v, key, parse_arm, choices_arm(), u.arm);
  if (key == "weight") return get_enum(v, key, parse_weight, choices_weight(), u.weight);
  if (key == "class" || key == "grade") return get_enum(v, key, parse_grade, choices_grade(), u.grade);
  if (key == "formation") return get_enum(v, key, parse_formation, choices_formation(), u.formation);
  if (key == "state") return get_enum(v, key, parse_state, choices_state(), u.state);
  if (key == "general") return get_enum(v, key, parse_general, choices_general(), u.general);
  if (key == "orders") return get_enum(v, key, parse_orders, choices_orders(), u.orders);
  if (key == "casualties") return get_int(v, key, 0, kMaxCasualties, u.casualties);
  if (key == "fire_a") return get_bool(v, key, u.fire_a);
  if (key == "bua") return get_bool(v, key, u.bua);
  if (key == "behind_supports") return get_bool(v, key, u.behind_supports);
  if (key == "routed_through") return get_bool(v, key, u.routed_through);
  if (key == "rout_near") return get_bool(v, key, u.rout_near);
  if (key == "pursuing") return get_bool(v, key, u.pursuing);
  if (key == "off_table") return get_bool(v, key, u.off_table);
  if (key == "supports") return get_supports(v, key, u.supports);
  return fmt::format("unknown field '{}' (fields: {})", key, unit_fields());
}

std::optional<std::string> check_unit(const Unit& u) {
  if (u.id.empty()) return "id: missing";
  if (u.arm == Arm::Cavalry && u.weight == Weight::None)
    return "weight: cavalry need a weight: light, medium, heavy or lancers";
  if (u.arm != Arm::Cavalry && u.weight != Weight::None)
    return fmt::format("weight: only cavalry have a weight ({} is {})", u.id, name(u.arm));
  if (u.arm == Arm::Cavalry && u.formation != Formation::Line && u.formation != Formation::Column)
    return "formation: cavalry stand in line or column";
  if (u.arm != Arm::Cavalry && u.pursuing) return "pursuing: only cavalry pursue (rule 16)";
  return std::nullopt;
}

Result<Unit> unit_from_json(const json& j, const std::string& where) {
  if (!j.is_object()) return Result<Unit>::fail(fmt::format("{}: expected a unit object", where));
  Unit u;
  for (const auto& [k, v] : j.items())
    if (auto e = set_field(u, k, v)) return Result<Unit>::fail(fmt::format("{}.{}", where, *e));
  if (auto e = check_unit(u)) return Result<Unit>::fail(fmt::format("{}.{}", where, *e));
  return Result<Unit>::ok(u);
}

json to_json(const Unit& u) {
  json s = json::array();
  for (const Support& x : u.supports)
    s.push_back(x.unit.empty() ? json{{"distance", x.distance}}
                               : json{{"distance", x.distance}, {"unit", x.unit}});
  json j = {{"id", u.id},
            {"name", u.name},
            {"nation", u.nation},
            {"side", u.side},
            {"arm", name(u.arm)},
            {"weight", name(u.weight)},
            {"class", name(u.grade)},
            {"formation", name(u.formation)},
            {"state", name(u.state)},
            {"casualties", u.casualties},
            {"fire_a", u.fire_a},
            {"bua", u.bua},
            {"general", name(u.general)},
            {"supports", s},
            {"behind_supports", u.behind_supports},
            {"routed_through", u.routed_through},
            {"rout_near", u.rout_near},
            {"pursuing", u.pursuing},
            {"off_table", u.off_table},
            {"orders", name(u.orders)}};
  return j;
}

Result<Readings> readings_from_json(const json& j, Readings base, const std::string& where) {
  if (!j.is_object()) return Result<Readings>::fail(fmt::format("{}: expected an object of readings", where));
  for (const auto& [k, v] : j.items()) {
    std::string value = v.is_string() ? v.get<std::string>() : v.is_number_integer() ? v.dump() : "";
    if (value.empty()) return Result<Readings>::fail(fmt::format("{}.{}: expected a string", where, k));
    if (auto e = set_reading(base, k, value)) return Result<Readings>::fail(fmt::format("{}: {}", where, *e));
  }
  return Result<Readings>::ok(base);
}

json to_json(const Readings& r) {
  json j = json::object();
  for (const ReadingInfo& i : describe(r)) j[i.key] = i.value;
  return j;
}

json readings_info(const Readings& r) {
  json out = json::array();
  for (const ReadingInfo& i : describe(r))
    out.push_back({{"key", i.key},
                   {"rule", i.rule},
                   {"question", i.question},
                   {"values", i.values},
                   {"default", i.default_value},
                   {"value", i.value}});
  return out;
}

}  // namespace bohemia::mini
