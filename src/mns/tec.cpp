// The Terrain Effects Chart and its reader (docs/mns/data-format.md
// "charts/tec.toml"): movement costs by arm (§4.5–4.7), prohibitions (§8.2,
// §12.2), ZOC (§6.4), halvings (§7.7), advances (§7.12), LOS (§8.6, §19.2).
#include <fmt/format.h>

#include "mns/chart_loaders.h"
#include "mns/toml_util.h"

namespace bohemia::mns {

namespace {

using ArmCosts = std::array<HalfMp, kArms>;

// A per-arm table of MP; arms in `prohibited` may be absent (kProhibited).
ArmCosts arm_costs(const TomlReader& r, const toml::table& t, std::string_view key, const std::string& path,
                   std::uint8_t prohibited) {
  ArmCosts out{};
  const toml::table& m = r.table(t, key, path);
  std::string mp = join_path(path, key);
  for (int a = 0; a < kArms; ++a) {
    const char* name = arm_name(static_cast<Arm>(a));
    if (prohibited & (1u << a)) {
      if (m.get(name)) r.guard([&] { r.fail(m.get(name), join_path(mp, name), "priced but prohibited"); });
      out[static_cast<std::size_t>(a)] = kProhibited;
    } else if (!m.get(name)) {
      r.guard([&] { r.fail(&m, join_path(mp, name), "no cost for this arm (price it or prohibit it)"); });
      out[static_cast<std::size_t>(a)] = kProhibited;
    } else {
      r.guard([&] { out[static_cast<std::size_t>(a)] = half_mp(r, m, name, mp); });
    }
  }
  for (const auto& k_v : m) {
    const auto& k = k_v.first;
    const auto& v = k_v.second;
    Arm arm;
    if (!parse_arm(k.str(), &arm)) r.guard([&] { r.fail(&v, join_path(mp, k.str()), "not an arm"); });
  }
  return out;
}

std::uint8_t arm_list(const TomlReader& r, const toml::table& t, std::string_view key,
                      const std::string& path) {
  std::uint8_t mask = 0;
  for (const std::string& s : r.strings(t, key, path, true)) {
    Arm a;
    if (!parse_arm(s, &a))
      r.guard([&] { r.fail(t.get(key), join_path(path, key), fmt::format("'{}' is not an arm", s)); });
    else
      mask = static_cast<std::uint8_t>(mask | (1u << static_cast<int>(a)));
  }
  return mask;
}

std::array<int, kCombatArms> halvings(const TomlReader& r, const toml::table& t, std::string_view key,
                                      const std::string& path) {
  std::array<int, kCombatArms> out{};
  const toml::table& m = r.table(t, key, path);
  for (int a = 0; a < kCombatArms; ++a)
    r.guard([&] {
      out[static_cast<std::size_t>(a)] =
          static_cast<int>(r.integer(m, arm_name(static_cast<Arm>(a)), join_path(path, key), 0, 9));
    });
  return out;
}

HexTerrain read_hex(const TomlReader& r, const toml::table& t, const std::string& path,
                    const std::string& name) {
  HexTerrain h;
  h.name = name;
  check_keys(
      r, t, path,
      {"kind", "code", "mp", "prohibited", "march", "charge", "attacker_halvings", "defender_may_advance",
       "zoc_into", "zoc_out", "los_blocks", "bombard_into", "line_ok", "trains_stop"});
  r.guard([&] {
    std::string code = r.string(t, "code", path);
    if (code.size() != 1 || code[0] == ' ') r.fail(t.get("code"), path + ".code", "must be one character");
    h.code = code[0];
  });
  std::uint8_t prohibited = 0;
  r.guard([&] { prohibited = arm_list(r, t, "prohibited", path); });
  r.guard([&] { h.mp = arm_costs(r, t, "mp", path, prohibited); });
  r.guard([&] { h.attacker_halvings = halvings(r, t, "attacker_halvings", path); });
  r.guard([&] { h.march = boolean(r, t, "march", path); });
  r.guard([&] { h.charge = boolean(r, t, "charge", path); });
  r.guard([&] { h.defender_may_advance = boolean(r, t, "defender_may_advance", path); });
  r.guard([&] { h.zoc_into = boolean(r, t, "zoc_into", path); });
  r.guard([&] { h.zoc_out = boolean(r, t, "zoc_out", path); });
  r.guard([&] { h.los_blocks = boolean(r, t, "los_blocks", path); });
  r.guard([&] { h.bombard_into = boolean(r, t, "bombard_into", path); });
  r.guard([&] { h.line_ok = boolean(r, t, "line_ok", path); });
  h.trains_stop = r.boolean_or(t, "trains_stop", path, false);
  if (h.bombard_into && (prohibited & (1u << static_cast<int>(Arm::Artillery))))
    r.guard([&] {
      r.fail(t.get("bombard_into"), path + ".bombard_into",
             "artillery may not bombard into terrain prohibited to it (8.2)");
    });
  if (h.mp[static_cast<int>(Arm::Trains)] != kProhibited && name != "clear")
    r.guard([&] {
      r.fail(&t, path + ".prohibited", "trains may enter only clear, road and trail hexes (12.2)");
    });
  return h;
}

HexsideTerrain read_hexside(const TomlReader& r, const toml::table& t, const std::string& path,
                            const std::string& name) {
  HexsideTerrain s;
  s.name = name;
  check_keys(r, t, path,
             {"kind", "map_key", "mp_add", "mp_add_on_path", "prohibited", "march", "charge",
              "attacker_halvings", "zoc_across", "los", "line_ok"});
  s.map_key = r.string_or(t, "map_key", path, "");
  if (name != "clear_hexside" && s.map_key.empty())
    r.guard([&] { r.fail(&t, path + ".map_key", "a hexside feature needs the map's key that lists it"); });
  std::uint8_t prohibited = 0;
  r.guard([&] { prohibited = arm_list(r, t, "prohibited", path); });
  r.guard([&] { s.mp_add = arm_costs(r, t, "mp_add", path, prohibited); });
  if (t.get("mp_add_on_path")) r.guard([&] { s.mp_add_on_path = half_mp(r, t, "mp_add_on_path", path); });
  r.guard([&] { s.attacker_halvings = halvings(r, t, "attacker_halvings", path); });
  r.guard([&] { s.march = boolean(r, t, "march", path); });
  r.guard([&] { s.charge = boolean(r, t, "charge", path); });
  r.guard([&] { s.zoc_across = boolean(r, t, "zoc_across", path); });
  r.guard([&] { s.line_ok = boolean(r, t, "line_ok", path); });
  r.guard([&] {
    std::string los = r.string(t, "los", path);
    if (los != "none" && los != "blocks_unless_adjacent")
      r.fail(t.get("los"), path + ".los", "must be \"none\" or \"blocks_unless_adjacent\"");
    s.los_blocks_unless_adjacent = los == "blocks_unless_adjacent";
  });
  if (name == "ridge" && (s.mp_add != std::array<HalfMp, kArms>{} || !s.march || !s.charge || !s.zoc_across))
    r.guard([&] { r.fail(&t, path, "a ridge only blocks LOS: otherwise it is a clear hexside (19.2)"); });
  return s;
}

PathTerrain read_path(const TomlReader& r, const toml::table& t, const std::string& path,
                      const std::string& name) {
  PathTerrain p;
  p.name = name;
  check_keys(
      r, t, path,
      {"kind", "mp", "march_mp", "march_mp_beside_units", "trains_ma_multiplier", "no_path_rate_into_ezoc"});
  r.guard([&] { p.mp = arm_costs(r, t, "mp", path, 0); });
  if (t.get("march_mp")) r.guard([&] { p.march_mp = half_mp(r, t, "march_mp", path); });
  if (t.get("march_mp_beside_units"))
    r.guard([&] { p.march_mp_beside_units = half_mp(r, t, "march_mp_beside_units", path); });
  p.trains_ma_multiplier = static_cast<int>(r.integer_or(t, "trains_ma_multiplier", path, 1, 4, 1));
  r.guard([&] { p.no_path_rate_into_ezoc = arm_list(r, t, "no_path_rate_into_ezoc", path); });
  if (name == "road" && p.march_mp != 1)
    r.guard([&] {
      r.fail(t.get("march_mp") ? t.get("march_mp") : &t, path + ".march_mp",
             "a marching unit pays 1/2 MP along a road (4.7)");
    });
  if (name == "trail" && p.march_mp != -1)
    r.guard(
        [&] { r.fail(t.get("march_mp"), path + ".march_mp", "trails give no march rate (4.7: road only)"); });
  return p;
}

void read_hill(const TomlReader& r, const toml::table& t, const std::string& path, HillTerrain& h) {
  check_keys(r, t, path,
             {"kind", "map_key", "mp_add_uphill", "march", "charge", "attacker_halvings",
              "defender_may_advance", "los", "range_bonus", "light_rain_los_bonus", "line_ok"});
  r.guard([&] { h.mp_add_uphill = arm_costs(r, t, "mp_add_uphill", path, 0); });
  r.guard([&] { h.attacker_halvings = halvings(r, t, "attacker_halvings", path); });
  r.guard([&] { h.march = boolean(r, t, "march", path); });
  r.guard([&] { h.charge = boolean(r, t, "charge", path); });
  r.guard([&] { h.line_ok = boolean(r, t, "line_ok", path); });
  r.guard([&] { h.defender_may_advance = boolean(r, t, "defender_may_advance", path); });
  r.guard([&] { h.range_bonus = static_cast<int>(r.integer(t, "range_bonus", path, 1, 1)); });  // 8.7
  r.guard([&] {
    h.light_rain_los_bonus = static_cast<int>(r.integer(t, "light_rain_los_bonus", path, 1, 1));
  });  // 19.4
  r.guard([&] {
    if (r.string(t, "los", path) != "blocks_unless_end_on_hill")
      r.fail(t.get("los"), path + ".los", "must be \"blocks_unless_end_on_hill\"");
  });
}

void read_fieldworks(const TomlReader& r, const toml::table& t, const std::string& path,
                     FieldworksTerrain& f) {
  check_keys(r, t, path,
             {"kind", "map_key", "attacker_halvings_across_protected", "charge_across_protected",
              "defender_may_advance", "light_rain_los_bonus", "battery_position", "line_ok"});
  r.guard([&] {
    f.attacker_halvings_across_protected = halvings(r, t, "attacker_halvings_across_protected", path);
  });
  r.guard([&] { f.charge_across_protected = boolean(r, t, "charge_across_protected", path); });
  r.guard([&] { f.defender_may_advance = boolean(r, t, "defender_may_advance", path); });
  r.guard([&] { f.line_ok = boolean(r, t, "line_ok", path); });
  r.guard([&] {
    f.light_rain_los_bonus = static_cast<int>(r.integer(t, "light_rain_los_bonus", path, 2, 2));
  });  // 19.4
  r.guard([&] {
    std::string bp = path + ".battery_position";
    const toml::table& b = r.table(t, "battery_position", path);
    check_keys(r, b, bp,
               {"range_bonus", "attack_bonus", "sides", "excluded_formations", "across_protected_only",
                "automatic_coordination", "not_in_support_or_defence"});
    f.battery.range_bonus = static_cast<int>(r.integer(b, "range_bonus", bp, 2, 2));    // 19.6
    f.battery.attack_bonus = static_cast<int>(r.integer(b, "attack_bonus", bp, 2, 2));  // 19.6
    f.battery.sides = r.strings(b, "sides", bp, true);
    f.battery.excluded_formations = r.strings(b, "excluded_formations", bp, false);
  });
}

}  // namespace

int Tec::hex_index(const std::string& name) const {
  for (std::size_t i = 0; i < hexes.size(); ++i)
    if (hexes[i].name == name) return static_cast<int>(i);
  return -1;
}

int Tec::hexside_index_by_key(const std::string& key) const {
  for (std::size_t i = 0; i < hexsides.size(); ++i)
    if (hexsides[i].map_key == key) return static_cast<int>(i);
  return -1;
}

Tec read_tec(const TomlReader& r) {
  Tec tec;
  check_keys(r, r.root(), "", {"tec", "terrain"});
  r.guard([&] {
    const toml::table& head = r.table(r.root(), "tec", "");
    check_keys(r, head, "tec", {"id", "system", "arms", "combat_arms"});
    tec.status = r.string(head, "status", "tec");
  });
  tec.hexsides.push_back({});  // slot 0: clear_hexside, filled below
  const toml::table& terrain = r.table(r.root(), "terrain", "");
  bool seen_hill = false, seen_fw = false, seen_road = false, seen_trail = false, seen_clear_side = false;
  for (const auto& k_v : terrain) {
    const auto& k = k_v.first;
    const auto& v = k_v.second;
    std::string name(k.str()), path = "terrain." + name;
    r.guard([&] {
      if (!v.is_table()) r.fail(&v, path, "must be a table");
      const toml::table& t = *v.as_table();
      std::string kind = r.string(t, "kind", path);
      if (kind == "hex") {
        tec.hexes.push_back(read_hex(r, t, path, name));
        for (std::size_t i = 0; i + 1 < tec.hexes.size(); ++i)
          if (tec.hexes[i].code == tec.hexes.back().code)
            r.fail(t.get("code"), path + ".code",
                   fmt::format("the same code as terrain.{}", tec.hexes[i].name));
      } else if (kind == "secondary" && name == "hill") {
        read_hill(r, t, path, tec.hill), seen_hill = true;
      } else if (kind == "secondary" && name == "fieldworks") {
        read_fieldworks(r, t, path, tec.fieldworks), seen_fw = true;
      } else if (kind == "path" && (name == "road" || name == "trail")) {
        (name == "road" ? tec.road : tec.trail) = read_path(r, t, path, name);
        (name == "road" ? seen_road : seen_trail) = true;
      } else if (kind == "hexside") {
        HexsideTerrain s = read_hexside(r, t, path, name);
        if (name == "clear_hexside")
          tec.hexsides[0] = s, seen_clear_side = true;
        else
          tec.hexsides.push_back(s);
      } else {
        r.fail(t.get("kind"), path + ".kind",
               fmt::format("'{}' of kind '{}' is not a terrain this system knows (hex, hill, fieldworks, "
                           "road, trail, hexside)",
                           name, kind));
      }
    });
  }
  for (const char* need : {"clear", "light_woods", "woods", "town"})
    if (tec.hex_index(need) < 0)
      r.guard([&] { r.fail(&terrain, std::string("terrain.") + need, "required terrain missing"); });
  if (!seen_hill) r.guard([&] { r.fail(&terrain, "terrain.hill", "required terrain missing"); });
  if (!seen_fw) r.guard([&] { r.fail(&terrain, "terrain.fieldworks", "required terrain missing"); });
  if (!seen_road) r.guard([&] { r.fail(&terrain, "terrain.road", "required terrain missing"); });
  if (!seen_trail) r.guard([&] { r.fail(&terrain, "terrain.trail", "required terrain missing"); });
  if (!seen_clear_side)
    r.guard([&] { r.fail(&terrain, "terrain.clear_hexside", "required terrain missing"); });
  for (const char* need : {"river", "ford", "bridge", "ridge", "treeline"})
    if (tec.hexside_index_by_key(need) < 0)
      r.guard(
          [&] { r.fail(&terrain, "terrain", fmt::format("no hexside terrain with map_key \"{}\"", need)); });
  if (int c = tec.hex_index("clear"); c >= 0 && tec.hexes[static_cast<std::size_t>(c)].mp[0] != 2)
    r.guard([&] { r.fail(&terrain, "terrain.clear.mp.infantry", "clear costs 1 MP (4.5)"); });
  return tec;
}

Tec load_tec(const std::string& path) {
  TomlReader r(path);
  return read_tec(r);
}

}  // namespace bohemia::mns
