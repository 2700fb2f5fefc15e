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
  return {{"map", map_json(sc)}, {"armies", armies},         {"formations", formations},
          {"units", units},      {"turns", turns},           {"arrivals", arrivals_json(sc)},
          {"victory", victory},  {"status", "reconstructed"}};
}

}  // namespace bohemia::mns
