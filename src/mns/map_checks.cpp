#include "mns/map_checks.h"

#include <fmt/format.h>

#include <algorithm>

namespace bohemia::mns {

namespace {

const toml::node* first_table(const TomlReader& r, const char* key) {
  const toml::node* n = r.root().get(key);
  if (n && n->is_array() && !n->as_array()->empty()) return n->as_array()->get(0);
  return n ? n : &r.root();
}

void error(const TomlReader& r, const toml::node* at, const std::string& field, const std::string& why) {
  r.guard([&] { r.fail(at, field, why); });
}

}  // namespace

void check_map(const TomlReader& r, const Map& m, const Tec& tec) {
  const toml::node* river = first_table(r, "river");
  bool has_bank = std::any_of(m.west_bank.begin(), m.west_bank.end(), [](std::uint8_t v) { return v != 0; });
  for (HexId h = 0; h < m.size(); ++h)
    for (int d = 0; d < 6; ++d) {
      HexId n = m.neighbour(h, d);
      if (n == kNoHex || n < h) continue;
      const std::string& key = tec.hexsides[m.side[m.hs(h, d)]].map_key;
      bool wet = key == "river" || key == "ford" || key == "bridge";
      bool boundary = m.west_bank[static_cast<std::size_t>(h)] != m.west_bank[static_cast<std::size_t>(n)];
      std::string side = fmt::format("{}/{}", m.label(h), m.label(n));
      if (has_bank && wet != boundary)
        error(r, river, "river",
              wet ? fmt::format("{} is a river hexside but not between the banks ([[bank]])", side)
                  : fmt::format("{} separates the banks but is not a river hexside", side));
      std::uint8_t p = m.path[m.hs(h, d)];
      if (wet && (p & kRoad) && key != "bridge")
        error(r, first_table(r, "road"), "road",
              fmt::format("a road crosses the river at {} without a bridge", side));
      if (wet && (p & kTrail) && key == "river")
        error(r, first_table(r, "trail"), "trail",
              fmt::format("a trail crosses the river at {} without a bridge or ford", side));
    }
  const toml::node* entry = first_table(r, "entry");
  for (char e = 'A'; e <= 'N'; ++e)
    if (!m.entry(e)) error(r, entry, "entry", fmt::format("entry hex {} is missing (13.1, 17.2, 17.4)", e));
  if (m.fieldworks_line.empty()) error(r, &r.root(), "fieldworks", "no fieldworks line (19.6)");
}

void check_scenario(const TomlReader& r, const Scenario& sc) {
  const Map& m = *sc.map;
  const toml::node* setup = r.root().get("setup");
  for (const SetupGroup& g : sc.historical)
    for (int u : g.units) {
      const UnitDef& d = sc.units[static_cast<std::size_t>(u)];
      int arm = static_cast<int>(d.arm());
      bool any = std::any_of(g.zone.begin(), g.zone.end(), [&](HexId h) {
        bool path = false;
        for (int k = 0; k < 6; ++k) path = path || m.path[m.hs(h, k)];
        return path ||
               sc.tec->hexes[m.terrain[static_cast<std::size_t>(h)]].mp[static_cast<std::size_t>(arm)] <
                   kProhibited;
      });
      if (!any)
        error(r, setup, "setup.historical " + g.id,
              fmt::format("{} cannot stand in any hex of its zone", d.id));
    }
  for (const UnitDef& d : sc.units) {
    if (d.type != UnitType::Leader) continue;
    for (int f : d.span)
      if (sc.formations[static_cast<std::size_t>(f)].army != d.army)
        error(r, r.root().get("unit"), "unit " + d.id,
              fmt::format("span formation {} is not of his army (10.3)",
                          sc.formations[static_cast<std::size_t>(f)].id));
  }
  if (sc.victory_hex != kNoHex) {
    bool entry_n = m.entry('N') && m.entry('N')->hex == sc.victory_hex;
    if (!entry_n) error(r, r.root().get("victory"), "victory.prussian_hex", "is not Entry Hex N (18.1)");
  }
}

}  // namespace bohemia::mns
