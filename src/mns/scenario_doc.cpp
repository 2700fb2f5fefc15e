// The static document of a Musket & Saber scenario for clients (docs/api.md
// "A Musket & Saber scenario"): the map as a client draws it (terrain,
// hills, hexside features, roads and trails, the fieldworks with their
// protected hexsides and battery positions, the Bistritz's west bank, the
// entry hexes A–N, places) and the counters' printed values (§2.4–2.9,
// §8.1, §10, §12), the armies, formations and the arrivals of §17.4, the
// light of every turn (§14). Everything here is printed on the map, the
// counters or in the rules: nothing depends on a game, so every seat and
// spectator may read all of it.
#include "mns/scenario_doc.h"

#include <string>

#include "core/hex.h"
#include "mns/toml_util.h"

namespace bohemia::mns {

namespace {

using nlohmann::json;

json face_json(const UnitDef& d, const Face& f) {
  json j = json::object();
  switch (d.type) {
    case UnitType::Artillery:
      j = {{"attack", f.attack}, {"defense", f.defense}, {"range", f.range}, {"ma", f.ma}};
      break;
    case UnitType::Leader:
      j = {{"cf", f.cf}, {"mr", f.mr}, {"movement", f.movement}};
      break;
    case UnitType::Hq:
    case UnitType::Trains:
      j = {{"ma", f.ma}};
      break;
    case UnitType::Cavalry:
    case UnitType::Squadron:
      j = {{"cf", f.cf}, {"charge", f.charge}, {"mr", f.mr}, {"ma", f.ma}};
      break;
    default:
      j = {{"cf", f.cf}, {"paren", f.paren}, {"mr", f.mr}, {"ma", f.ma}};
  }
  if (j.contains("ma"))
    j["ma_kind"] = f.ma_kind == MaKind::Variable    ? "variable"
                   : f.ma_kind == MaKind::Bracketed ? "bracketed"
                                                    : "number";
  return j;
}

json unit_json(const Scenario& sc, const UnitDef& d) {
  json j = {{"id", d.id},
            {"name", d.name},
            {"side", side_id(d.side)},
            {"type", type_name(d.type)},
            {"steps", d.steps},
            {"full", face_json(d, d.full)},
            {"back", face_json(d, d.back)}};
  if (d.army >= 0) j["army"] = sc.armies[static_cast<std::size_t>(d.army)].id;
  json forms = json::array();
  for (int f : d.formations) forms.push_back(sc.formations[static_cast<std::size_t>(f)].id);
  j["formations"] = forms;
  if (d.sub_formation >= 0 && !d.formations.empty()) {
    const Formation& f = sc.formations[static_cast<std::size_t>(d.formations.front())];
    j["sub_formation"] = f.subs[static_cast<std::size_t>(d.sub_formation)].id;
  }
  if (d.red_dot_full) j["red_dot_full"] = true;
  if (d.red_dot_back) j["red_dot_back"] = true;
  if (d.type == UnitType::Leader) {
    json span = json::array();
    for (int f : d.span) span.push_back(sc.formations[static_cast<std::size_t>(f)].id);
    j["span"] = span;
    if (d.span_all) j["span_all"] = true;
  }
  if (d.inactive_ma) j["inactive_ma"] = d.inactive_ma;
  return j;
}

json map_json(const Scenario& sc) {
  const Map& m = *sc.map;
  const Tec& tec = *sc.tec;
  const GridLayout& layout = m.grid.layout();
  json hexes = json::array(), hexsides = json::array(), roads = json::array(), trails = json::array();
  for (HexId h = 0; h < m.size(); ++h) {
    const auto hi = static_cast<std::size_t>(h);
    json e = {{"hex", m.label(h)}, {"terrain", tec.hexes[m.terrain[hi]].name}};
    if (m.hill[hi]) e["hill"] = true;
    if (m.fieldworks[hi]) e["fieldworks"] = true;
    if (m.battery_position[hi]) e["battery_position"] = true;
    if (m.west_bank[hi]) e["west_bank"] = true;
    hexes.push_back(e);
    for (int d = 0; d < 6; ++d) {
      HexId n = m.neighbour(h, d);
      std::size_t s = m.hs(h, d);
      // Each hexside once: from the hex of the lower id (or the map's hex at an edge).
      if (n != kNoHex && n < h) continue;
      std::string side = m.label(h) + "/" + std::string(layout.direction_name(static_cast<Direction>(d)));
      json features = json::array();
      if (m.side[s]) features.push_back(tec.hexsides[m.side[s]].name);
      bool prot = m.protected_side[s] || (n != kNoHex && m.protected_side[m.hs(n, (d + 3) % 6)]);
      if (prot) features.push_back("protected");
      if (!features.empty()) hexsides.push_back({{"side", side}, {"features", features}});
      if (n == kNoHex) continue;
      if (m.path[s] & kRoad) roads.push_back({m.label(h), m.label(n)});
      if (m.path[s] & kTrail) trails.push_back({m.label(h), m.label(n)});
    }
  }
  json entries = json::array();
  for (const EntryHex& e : m.entries)
    entries.push_back({{"id", std::string(1, e.id)}, {"hex", m.label(e.hex)}, {"loc", e.loc}});
  json places = json::array();
  for (const Place& p : m.places) {
    json hs = json::array();
    for (HexId h : p.hexes) hs.push_back(m.label(h));
    places.push_back({{"name", p.name}, {"hexes", hs}});
  }
  json works = json::array();
  for (HexId h : m.fieldworks_line) works.push_back(m.label(h));
  return {{"id", m.id},
          {"name", m.name},
          {"columns", m.grid.columns()},
          {"rows", m.grid.rows()},
          {"grid", {{"orientation", layout.orientation_name()}, {"offset", layout.offset_name()}}},
          {"hexes", hexes},
          {"hexsides", hexsides},
          {"roads", roads},
          {"trails", trails},
          {"entries", entries},
          {"places", places},
          {"fieldworks_line", works}};
}

json arrivals_json(const Scenario& sc) {
  json out = json::array();
  for (const Arrival& a : sc.arrivals) {
    json units = json::array(), entries = json::array();
    for (int u : a.units) units.push_back(sc.units[static_cast<std::size_t>(u)].id);
    for (char c : a.entries) entries.push_back(std::string(1, c));
    json e = {{"id", a.id}, {"turn", a.turn}, {"entries", entries}, {"units", units}};
    if (a.army >= 0) e["army"] = sc.armies[static_cast<std::size_t>(a.army)].id;
    if (a.one_entry) e["one_entry"] = true;
    if (a.roll != RollKind::None) {
      json faces = json::array();
      for (int f = 1; f <= 6; ++f)
        if ((a.success >> (f - 1)) & 1u) faces.push_back(f);
      e["roll"] = {{"kind", a.roll == RollKind::EachTurn ? "each_turn" : "once"},
                   {"turn", a.roll_turn},
                   {"success", faces},
                   {"otherwise_turn", a.otherwise_turn}};
    }
    out.push_back(e);
  }
  return out;
}

// The charts as the game reads them (§7.8 the CRT, §4.5–4.7 and the rest
// of the TEC, §19.4 the Rain Table): every value from the loaded data, with
// its status and the section of docs/mns/data-derivation.md that says how
// it was derived. MP are given in MP (the data's halves / 2), null where
// prohibited.
constexpr const char* kDerivation = "docs/mns/data-derivation.md";

json mp_json(HalfMp c) { return c >= kProhibited ? json(nullptr) : json(c / 2.0); }

template <std::size_t N>
json mps_json(const std::array<HalfMp, N>& a) {
  json out = json::array();
  for (HalfMp c : a) out.push_back(mp_json(c));
  return out;
}

template <std::size_t N>
json ints_json(const std::array<int, N>& a) {
  json out = json::array();
  for (int v : a) out.push_back(v);
  return out;
}

json crt_json(const Crt& crt) {
  json columns = json::array(), rows = json::array();
  for (std::size_t c = 0; c < crt.columns.size(); ++c) {
    const CrtColumn& col = crt.columns[c];
    columns.push_back({{"label", col.label},
                       {"min", c == 0 ? json(nullptr) : json(col.min)},
                       {"max", c + 1 == crt.columns.size() ? json(nullptr) : json(col.max)}});
  }
  for (const auto& row : crt.rows) {
    json cells = json::array();
    for (const CrtCell& cell : row) cells.push_back(cell.text());
    rows.push_back(cells);
  }
  return {{"status", crt.status},
          {"section", "7.8"},
          {"derivation", std::string(kDerivation) + "#combat-results-table-chartscrttoml"},
          {"columns", columns},
          {"rows", rows}};
}

json tec_json(const Tec& tec) {
  json arms = json::array(), hexes = json::array(), sides = json::array();
  for (int a = 0; a < kArms; ++a) arms.push_back(arm_name(static_cast<Arm>(a)));
  for (const HexTerrain& t : tec.hexes)
    hexes.push_back({{"name", t.name},
                     {"mp", mps_json(t.mp)},
                     {"attacker_halvings", ints_json(t.attacker_halvings)},
                     {"march", t.march},
                     {"charge", t.charge},
                     {"los_blocks", t.los_blocks},
                     {"zoc_into", t.zoc_into},
                     {"defender_may_advance", t.defender_may_advance},
                     {"bombard_into", t.bombard_into}});
  for (std::size_t i = 1; i < tec.hexsides.size(); ++i) {
    const HexsideTerrain& t = tec.hexsides[i];
    sides.push_back({{"name", t.name},
                     {"mp_add", mps_json(t.mp_add)},
                     {"attacker_halvings", ints_json(t.attacker_halvings)},
                     {"march", t.march},
                     {"charge", t.charge},
                     {"zoc_across", t.zoc_across},
                     {"los_blocks_unless_adjacent", t.los_blocks_unless_adjacent}});
  }
  auto path = [](const PathTerrain& p) {
    return json{{"name", p.name},
                {"mp", mps_json(p.mp)},
                {"march_mp", p.march_mp < 0 ? json(nullptr) : mp_json(p.march_mp)}};
  };
  return {
      {"status", tec.status},
      {"section", "4.5"},
      {"derivation", std::string(kDerivation) + "#terrain-effects-chart-chartstectoml"},
      {"arms", arms},
      {"hexes", hexes},
      {"hill",
       {{"mp_add_uphill", mps_json(tec.hill.mp_add_uphill)},
        {"attacker_halvings", ints_json(tec.hill.attacker_halvings)},
        {"range_bonus", tec.hill.range_bonus},
        {"charge", tec.hill.charge}}},
      {"fieldworks",
       {{"attacker_halvings_across_protected", ints_json(tec.fieldworks.attacker_halvings_across_protected)},
        {"charge_across_protected", tec.fieldworks.charge_across_protected},
        {"battery_range_bonus", tec.fieldworks.battery.range_bonus},
        {"battery_attack_bonus", tec.fieldworks.battery.attack_bonus}}},
      {"paths", json::array({path(tec.road), path(tec.trail)})},
      {"hexsides", sides}};
}

json rain_json(const RainTable& rain) {
  json table = json::object(), effects = json::object(), weathers = json::array();
  for (int w = 0; w < kWeathers; ++w) {
    std::string name = weather_name(static_cast<Weather>(w));
    weathers.push_back(name);
    json row = json::array();
    for (Weather o : rain.table[static_cast<std::size_t>(w)]) row.push_back(weather_name(o));
    table[name] = row;
    const WeatherEffects& e = rain.effects[static_cast<std::size_t>(w)];
    effects[name] = {{"los", e.los},
                     {"hill_bonus", e.hill_bonus},
                     {"fieldworks_bonus", e.fieldworks_bonus},
                     {"absolute", e.absolute},
                     {"max_mp", e.max_mp}};
  }
  return {{"status", rain.status},
          {"section", "19.4"},
          {"derivation", std::string(kDerivation) + "#rain-table-chartsraintoml"},
          {"start", weather_name(rain.start)},
          {"weathers", weathers},
          {"table", table},
          {"effects", effects}};
}

}  // namespace

nlohmann::json scenario_doc(const Scenario& sc) {
  json armies = json::array(), formations = json::array(), units = json::array(), turns = json::array();
  for (const Army& a : sc.armies) {
    json e = {{"id", a.id}, {"name", a.name}, {"side", side_id(a.side)}};
    if (a.hq >= 0) e["hq"] = sc.units[static_cast<std::size_t>(a.hq)].id;
    if (a.trains >= 0) e["trains"] = sc.units[static_cast<std::size_t>(a.trains)].id;
    armies.push_back(e);
  }
  for (const Formation& f : sc.formations) {
    json subs = json::array();
    for (const SubFormation& s : f.subs) subs.push_back({{"id", s.id}, {"label", s.label}, {"name", s.name}});
    json e = {{"id", f.id},
              {"label", f.label},
              {"name", f.name},
              {"side", side_id(f.side)},
              {"replacements", f.replacements},
              {"subs", subs}};
    if (f.army >= 0) e["army"] = sc.armies[static_cast<std::size_t>(f.army)].id;
    formations.push_back(e);
  }
  for (const UnitDef& d : sc.units) units.push_back(unit_json(sc, d));
  for (int t = 1; t <= sc.turns; ++t) {
    Light l = sc.light_of(t);
    turns.push_back({{"turn", t},
                     {"light", l == Light::Day        ? "day"
                               : l == Light::Twilight ? "twilight"
                                                      : "night"}});
  }
  json victory = {{"hex", sc.victory_hex == kNoHex ? json(nullptr) : json(sc.map->label(sc.victory_hex))},
                  {"vp_destroyed", sc.vp_destroyed},
                  {"vp_leader_casualty", sc.vp_leader_casualty},
                  {"vp_captured", sc.vp_captured},
                  {"vp_hq_captured", sc.vp_hq_captured},
                  {"draw_below", sc.draw_below}};
  if (sc.victory_trains >= 0) victory["trains"] = sc.units[static_cast<std::size_t>(sc.victory_trains)].id;
  return {
      {"map", map_json(sc)},
      {"armies", armies},
      {"formations", formations},
      {"units", units},
      {"turns", turns},
      {"arrivals", arrivals_json(sc)},
      {"victory", victory},
      {"status", "reconstructed"},
      {"charts", {{"crt", crt_json(*sc.crt)}, {"tec", tec_json(*sc.tec)}, {"rain", rain_json(*sc.rain)}}}};
}

}  // namespace bohemia::mns
