// Reading the counters of a scenario (docs/mns/data-format.md "Units"):
// each type's faces (§2.4–2.9, §8.1, §10, §12), formations, spans and red
// dots.
#include <fmt/format.h>

#include "mns/scenario_reader.h"
#include "mns/toml_util.h"

namespace bohemia::mns {

namespace {

constexpr const char* kTypes[] = {"infantry",  "battalion", "cavalry", "squadron",
                                  "artillery", "leader",    "hq",      "trains"};

Face read_face(const TomlReader& r, const toml::table& t, std::string_view key, const std::string& path,
               UnitType type) {
  Face f;
  const toml::table& ft = r.table(t, key, path);
  std::string p = path + "." + std::string(key);
  switch (type) {
    case UnitType::Infantry:
    case UnitType::Battalion: {
      check_keys(r, ft, p, {"cf", "paren", "mr", "ma", "ma_kind"});
      f.cf = static_cast<int>(r.integer(ft, "cf", p, 0, 30));
      f.paren = boolean(r, ft, "paren", p);
      f.mr = static_cast<int>(r.integer(ft, "mr", p, 1, 6));
      f.ma = static_cast<int>(r.integer(ft, "ma", p, 0, 20));
      std::string k = r.string(ft, "ma_kind", p);
      if (k == "number")
        f.ma_kind = MaKind::Number;
      else if (k == "variable")
        f.ma_kind = MaKind::Variable;
      else if (k == "bracketed")
        f.ma_kind = MaKind::Bracketed;
      else
        r.fail(ft.get("ma_kind"), p + ".ma_kind", "must be number, variable or bracketed (2.4)");
      if ((f.ma_kind == MaKind::Variable) != (f.ma == 0))
        r.fail(ft.get("ma"), p + ".ma", "ma is 0 exactly when ma_kind is \"variable\" (4.4)");
      break;
    }
    case UnitType::Cavalry:
    case UnitType::Squadron:
      check_keys(r, ft, p, {"cf", "charge", "mr", "ma"});
      f.cf = static_cast<int>(r.integer(ft, "cf", p, 0, 30));
      f.charge = static_cast<int>(r.integer(ft, "charge", p, 0, 30));
      f.mr = static_cast<int>(r.integer(ft, "mr", p, 1, 6));
      f.ma = static_cast<int>(r.integer(ft, "ma", p, 1, 20));
      break;
    case UnitType::Artillery:
      check_keys(r, ft, p, {"attack", "defense", "range", "ma"});
      f.attack = static_cast<int>(r.integer(ft, "attack", p, 0, 30));
      f.defense = static_cast<int>(r.integer(ft, "defense", p, 0, 30));
      f.range = static_cast<int>(r.integer(ft, "range", p, 0, 20));
      f.ma = static_cast<int>(r.integer(ft, "ma", p, 1, 20));
      break;
    case UnitType::Leader:
      check_keys(r, ft, p, {"cf", "mr", "movement"});
      f.cf = static_cast<int>(r.integer(ft, "cf", p, 0, 9));
      f.mr = static_cast<int>(r.integer(ft, "mr", p, 0, 9));
      f.movement = static_cast<int>(r.integer(ft, "movement", p, 0, 9));
      break;
    case UnitType::Hq:
    case UnitType::Trains:
      break;
  }
  return f;
}

void read_unit(ScenarioReader& sr, const toml::table& t, const std::string& path) {
  const TomlReader& r = sr.r;
  Scenario& sc = sr.sc;
  UnitDef u;
  u.id = r.string(t, "id", path);
  for (char c : u.id)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'))
      r.fail(t.get("id"), path + ".id",
             fmt::format("'{}': ids are lower-case letters, digits and '-'", u.id));
  if (sc.unit_index(u.id) >= 0) r.fail(t.get("id"), path + ".id", fmt::format("unit '{}' twice", u.id));
  u.name = r.string(t, "name", path);
  sr.side(t.get("side"), path + ".side", r.string(t, "side", path), &u.side);
  u.army = sr.army(t.get("army"), path + ".army", r.string(t, "army", path), u.side);
  std::string type = r.string(t, "type", path);
  if (!parse_type(type, &u.type))
    r.fail(t.get("type"), path + ".type", fmt::format("'{}' is not a unit type", type));
  const char* back = u.type == UnitType::Infantry ? "reduced" : "ineffective";
  switch (u.type) {
    case UnitType::Leader:
      check_keys(r, t, path, {"id", "side", "army", "type", "span", "full", "ineffective"});
      for (const std::string& f : r.strings(t, "span", path, true)) {
        if (f == "A")
          u.span_all = true;
        else
          u.span.push_back(sr.formation(t.get("span"), path + ".span", f));
      }
      u.full = read_face(r, t, "full", path, u.type);
      u.back = read_face(r, t, back, path, u.type);
      break;
    case UnitType::Hq:
    case UnitType::Trains: {
      check_keys(r, t, path, {"id", "side", "army", "type", "inactive"});
      const toml::table& in = r.table(t, "inactive", path);
      check_keys(r, in, path + ".inactive", {"ma"});
      u.inactive_ma = static_cast<int>(r.integer(in, "ma", path + ".inactive", 1, 30));
      break;
    }
    default: {
      check_keys(r, t, path,
                 {"id", "side", "army", "type", "formation", "sub_formation", "steps", "strength", "red_dots",
                  "full", back});
      for (const std::string& f : r.strings(t, "formation", path, true)) {
        int fi = sr.formation(t.get("formation"), path + ".formation", f);
        if (sc.formations[static_cast<std::size_t>(fi)].side != u.side)
          r.fail(t.get("formation"), path + ".formation",
                 fmt::format("formation '{}' is the other side's", f));
        u.formations.push_back(fi);
      }
      if (u.formations.empty())
        r.fail(t.get("formation"), path + ".formation", "a combat unit belongs to a formation");
      if (t.get("sub_formation")) {
        std::string s = r.string(t, "sub_formation", path);
        const auto& subs = sc.formations[static_cast<std::size_t>(u.formations[0])].subs;
        for (std::size_t i = 0; i < subs.size(); ++i)
          if (subs[i].id == s) u.sub_formation = static_cast<int>(i);
        if (u.sub_formation < 0)
          r.fail(t.get("sub_formation"), path + ".sub_formation",
                 fmt::format("'{}' is not a sub-formation of its formation", s));
      }
      u.steps = static_cast<int>(r.integer(t, "steps", path, 1, 2));
      if (u.steps != (u.type == UnitType::Infantry ? 2 : 1))
        r.fail(t.get("steps"), path + ".steps",
               u.type == UnitType::Infantry ? "infantry has two steps (2.5)"
                                            : "one step with an ineffective side (2.6, 2.7)");
      for (const std::string& d : r.strings(t, "red_dots", path, false)) {
        if (d == "full")
          u.red_dot_full = true;
        else if (d == "reduced" && u.steps == 2)
          u.red_dot_back = true;
        else
          r.fail(t.get("red_dots"), path + ".red_dots",
                 fmt::format("'{}': red dots are \"full\" or (two steps) \"reduced\"", d));
      }
      u.full = read_face(r, t, "full", path, u.type);
      u.back = read_face(r, t, back, path, u.type);
      break;
    }
  }
  sc.units.push_back(u);
}

}  // namespace

const char* type_name(UnitType t) { return kTypes[static_cast<int>(t)]; }

bool parse_type(const std::string& s, UnitType* out) {
  for (int i = 0; i < 8; ++i)
    if (s == kTypes[i]) return *out = static_cast<UnitType>(i), true;
  return false;
}

Arm UnitDef::arm() const {
  switch (type) {
    case UnitType::Infantry:
    case UnitType::Battalion:
      return Arm::Infantry;
    case UnitType::Cavalry:
    case UnitType::Squadron:
    case UnitType::Hq:
      return Arm::Cavalry;
    case UnitType::Artillery:
      return Arm::Artillery;
    case UnitType::Leader:
      return Arm::Leader;
    case UnitType::Trains:
      return Arm::Trains;
  }
  return Arm::Infantry;
}

bool ScenarioReader::side(const toml::node* at, const std::string& path, const std::string& id,
                          Side* out) const {
  if (id == "prussia") return *out = Side::Prussia, true;
  if (id == "austria") return *out = Side::Austria, true;
  r.fail(at, path, fmt::format("'{}' is not a side (prussia, austria)", id));
}

int ScenarioReader::army(const toml::node* at, const std::string& path, const std::string& id, Side s) const {
  for (std::size_t i = 0; i < sc.armies.size(); ++i)
    if (sc.armies[i].id == id) {
      if (sc.armies[i].side != s) r.fail(at, path, fmt::format("army '{}' is the other side's", id));
      return static_cast<int>(i);
    }
  r.fail(at, path, fmt::format("'{}' is not an army", id));
}

int ScenarioReader::formation(const toml::node* at, const std::string& path, const std::string& id) const {
  int f = sc.formation_index(id);
  if (f < 0) r.fail(at, path, fmt::format("'{}' is not a formation", id));
  return f;
}

int ScenarioReader::unit(const toml::node* at, const std::string& path, const std::string& id) const {
  int u = sc.unit_index(id);
  if (u < 0) r.fail(at, path, fmt::format("'{}' is not a unit", id));
  return u;
}

HexId ScenarioReader::hex(const toml::node* at, const std::string& path, const std::string& label) const {
  HexId h = sc.map->grid.parse(label);
  if (h == kNoHex) r.fail(at, path, fmt::format("'{}' is not a hex of the map", label));
  return h;
}

void read_units(ScenarioReader& sr) {
  for (const auto& t_path : sr.r.tables(sr.r.root(), "unit", "")) {
    const auto& t = t_path.first;
    const auto& path = t_path.second;
    sr.r.guard([&] { read_unit(sr, *t, path); });
  }
  std::vector<int> used(sr.sc.formations.size(), 0);
  for (const UnitDef& u : sr.sc.units)
    for (int f : u.formations) used[static_cast<std::size_t>(f)] = 1;
  for (std::size_t f = 0; f < used.size(); ++f)
    if (!used[f]) sr.r.report(&sr.r.root(), "formation " + sr.sc.formations[f].id, "no unit belongs to it");
}

}  // namespace bohemia::mns
