// Reading the Austrian set-up (§17.2, §17.3), the hidden-movement boxes
// (§19.8) and the Prussian arrivals (§17.4) of a scenario
// (docs/mns/data-format.md "Austrian set-up", "Hidden movement",
// "Prussian arrivals").
#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "mns/scenario_reader.h"
#include "mns/toml_util.h"

namespace bohemia::mns {

namespace {

// The hexes of one zone clause (data-format.md's table).
void add_clause(const ScenarioReader& sr, const toml::table& c, const std::string& path,
                std::set<HexId>& out) {
  const TomlReader& r = sr.r;
  const Map& m = *sr.sc.map;
  check_keys(
      r, c, path,
      {"hexes", "within", "of", "fieldworks", "adjacent", "columns", "rows", "bank", "except_terrain"});
  if (c.get("hexes")) {
    for (const std::string& s : r.strings(c, "hexes", path, true))
      out.insert(sr.hex(c.get("hexes"), path + ".hexes", s));
  } else if (c.get("within")) {
    int n = static_cast<int>(r.integer(c, "within", path, 0, 20));
    HexId centre = sr.hex(c.get("of"), path + ".of", r.string(c, "of", path));
    for (HexId h = 0; h < m.size(); ++h)
      if (m.grid.distance(h, centre) <= n) out.insert(h);
  } else if (c.get("fieldworks")) {
    std::vector<std::string> ends = r.strings(c, "fieldworks", path, true);
    if (ends.size() != 2)
      r.fail(c.get("fieldworks"), path + ".fieldworks", "two hexes: the first and last of the stretch");
    HexId a = sr.hex(c.get("fieldworks"), path + ".fieldworks", ends[0]);
    HexId b = sr.hex(c.get("fieldworks"), path + ".fieldworks", ends[1]);
    auto ia = std::find(m.fieldworks_line.begin(), m.fieldworks_line.end(), a);
    auto ib = std::find(m.fieldworks_line.begin(), m.fieldworks_line.end(), b);
    if (ia == m.fieldworks_line.end() || ib == m.fieldworks_line.end())
      r.fail(c.get("fieldworks"), path + ".fieldworks", "both ends must be in the fieldworks line");
    if (ia > ib) std::swap(ia, ib);
    bool adjacent = r.boolean_or(c, "adjacent", path, false);
    for (auto it = ia; it <= ib; ++it) {
      out.insert(*it);
      if (adjacent)
        for (int d = 0; d < 6; ++d)
          if (HexId n = m.neighbour(*it, d); n != kNoHex) out.insert(n);
    }
  } else if (c.get("columns")) {
    auto range = [&](const char* key, int hi) {
      const toml::array* a = r.array(c, key, path, false);
      if (!a) return std::pair(1, hi);
      if (a->size() != 2 || !a->get(0)->is_integer() || !a->get(1)->is_integer())
        r.fail(a, join_path(path, key), "two integers [first, last]");
      return std::pair(static_cast<int>(a->get(0)->as_integer()->get()),
                       static_cast<int>(a->get(1)->as_integer()->get()));
    };
    auto [c0, c1] = range("columns", m.grid.columns());
    auto [r0, r1] = range("rows", m.grid.rows());
    std::string bank = r.string_or(c, "bank", path, "");
    if (!bank.empty() && bank != "east" && bank != "west")
      r.fail(c.get("bank"), path + ".bank", "must be \"east\" or \"west\"");
    for (HexId h = 0; h < m.size(); ++h) {
      int col = m.grid.col(h), row = m.grid.row(h);
      if (col < c0 || col > c1 || row < r0 || row > r1) continue;
      if (!bank.empty() && (m.west_bank[static_cast<std::size_t>(h)] != 0) != (bank == "west")) continue;
      out.insert(h);
    }
  } else {
    r.fail(&c, path, "a zone clause has hexes, within/of, fieldworks or columns");
  }
}

std::vector<HexId> read_zone(const ScenarioReader& sr, const toml::table& t, const std::string& path) {
  const TomlReader& r = sr.r;
  const toml::array* zone = r.array(t, "zone", path, true);
  std::set<HexId> hexes;
  for (std::size_t i = 0; i < zone->size(); ++i) {
    std::string cp = fmt::format("{}.zone[{}]", path, i);
    const toml::table* c = zone->get(i)->as_table();
    if (!c) r.fail(zone->get(i), cp, "a zone clause is a table");
    add_clause(sr, *c, cp, hexes);
  }
  if (hexes.empty()) r.fail(zone, path + ".zone", "the zone holds no hex");
  return {hexes.begin(), hexes.end()};
}

void read_historical(ScenarioReader& sr, const toml::table& setup) {
  const TomlReader& r = sr.r;
  Scenario& sc = sr.sc;
  std::vector<int> placed(sc.units.size(), 0);
  for (const auto& t_path : r.tables(setup, "historical", "setup")) {
    const auto& t = t_path.first;
    const auto& path = t_path.second;
    r.guard([&] {
      check_keys(r, *t, path, {"id", "formation", "units", "zone", "hidden_allowed", "requirement"});
      SetupGroup g;
      g.id = r.string(*t, "id", path);
      if (t->get("formation")) {
        int f = sr.formation(t->get("formation"), path + ".formation", r.string(*t, "formation", path));
        for (std::size_t u = 0; u < sc.units.size(); ++u)
          if (!sc.units[u].formations.empty() && sc.units[u].formations[0] == f)
            g.units.push_back(static_cast<int>(u));
      } else {
        for (const std::string& id : r.strings(*t, "units", path, true))
          g.units.push_back(sr.unit(t->get("units"), path + ".units", id));
      }
      g.zone = read_zone(sr, *t, path);
      g.hidden_allowed = r.boolean_or(*t, "hidden_allowed", path, false);
      if (const toml::table* q = t->get_as<toml::table>("requirement")) {
        std::string qp = path + ".requirement";
        check_keys(r, *q, qp, {"count", "type", "hex"});
        g.req_count = static_cast<int>(r.integer(*q, "count", qp, 1, 20));
        if (!parse_type(r.string(*q, "type", qp), &g.req_type))
          r.fail(q->get("type"), qp + ".type", "not a unit type");
        g.req_hex = sr.hex(q->get("hex"), qp + ".hex", r.string(*q, "hex", qp));
      }
      for (int u : g.units) {
        if (sc.units[static_cast<std::size_t>(u)].side != Side::Austria)
          r.fail(t, path,
                 fmt::format("{} is not an Austrian unit (17.2)", sc.units[static_cast<std::size_t>(u)].id));
        if (placed[static_cast<std::size_t>(u)]++)
          r.fail(t, path,
                 fmt::format("{} is placed by two set-up groups", sc.units[static_cast<std::size_t>(u)].id));
      }
      sc.historical.push_back(g);
    });
  }
  for (std::size_t u = 0; u < sc.units.size(); ++u) {
    const UnitDef& d = sc.units[u];
    if (d.side == Side::Austria && !placed[u] && d.type != UnitType::Leader)
      r.guard([&] {
        r.fail(&setup, "setup.historical", fmt::format("{} is placed by no set-up group (17.2)", d.id));
      });
  }
}

void read_free(ScenarioReader& sr, const toml::table& setup) {
  const TomlReader& r = sr.r;
  Scenario& sc = sr.sc;
  const Map& m = *sc.map;
  sc.free_prohibited.assign(static_cast<std::size_t>(m.size()), 0);
  const toml::table& f = r.table(setup, "free", "setup");
  check_keys(r, f, "setup.free", {"hidden", "fixed", "prohibited"});
  if (const toml::array* fixed = r.array(f, "fixed", "setup.free", false))
    for (std::size_t i = 0; i < fixed->size(); ++i) {
      std::string p = fmt::format("setup.free.fixed[{}]", i);
      const toml::table* t = fixed->get(i)->as_table();
      if (!t) r.fail(fixed->get(i), p, "{ unit, hex }");
      sc.free_fixed.emplace_back(sr.unit(t->get("unit"), p + ".unit", r.string(*t, "unit", p)),
                                 sr.hex(t->get("hex"), p + ".hex", r.string(*t, "hex", p)));
    }
  for (const auto& t_path : r.tables(f, "prohibited", "setup.free")) {
    const auto& t = t_path.first;
    const auto& path = t_path.second;
    r.guard([&] {
      check_keys(r, *t, path, {"bank", "except_terrain", "columns", "rows"});
      std::vector<int> keep;
      for (const std::string& n : r.strings(*t, "except_terrain", path, false)) {
        int i = sc.tec->hex_index(n);
        if (i < 0)
          r.fail(t->get("except_terrain"), path + ".except_terrain",
                 fmt::format("'{}' is not a hex terrain", n));
        keep.push_back(i);
      }
      std::set<HexId> hexes;
      if (t->get("columns")) {
        add_clause(sr, *t, path, hexes);  // columns, rows, bank
      } else {
        std::string bank = r.string(*t, "bank", path);
        if (bank != "east" && bank != "west")
          r.fail(t->get("bank"), path + ".bank", "must be \"east\" or \"west\"");
        for (HexId h = 0; h < m.size(); ++h)
          if ((m.west_bank[static_cast<std::size_t>(h)] != 0) == (bank == "west")) hexes.insert(h);
      }
      for (HexId h : hexes)
        if (std::find(keep.begin(), keep.end(), m.terrain[static_cast<std::size_t>(h)]) == keep.end())
          sc.free_prohibited[static_cast<std::size_t>(h)] = 1;
    });
  }
}

void read_hidden(ScenarioReader& sr) {
  const TomlReader& r = sr.r;
  Scenario& sc = sr.sc;
  r.guard([&] {
    const toml::table& t = r.table(r.root(), "hidden_movement", "");
    std::string p = "hidden_movement";
    check_keys(r, t, p,
               {"boxes", "markers_per_box", "historical_formations", "free_setup_formations", "shared_boxes",
                "marker_movement"});
    if (r.strings(t, "boxes", p, true) != std::vector<std::string>{"A", "B", "C", "D"} ||
        r.integer(t, "markers_per_box", p, 1, 9) != 2)
      r.fail(&t, p, "four boxes A-D with two markers each (19.8A)");
    for (const std::string& f : r.strings(t, "historical_formations", p, true))
      sc.hidden_formations.push_back(
          sr.formation(t.get("historical_formations"), p + ".historical_formations", f));
    if (const toml::array* a = r.array(t, "shared_boxes", p, false))
      for (std::size_t i = 0; i < a->size(); ++i) {
        const toml::array* pair = a->get(i)->as_array();
        if (!pair || pair->size() != 2 || !pair->get(0)->is_string() || !pair->get(1)->is_string())
          r.fail(a->get(i), p + ".shared_boxes", "pairs of formation ids");
        sc.shared_boxes.emplace_back(
            sr.formation(a, p + ".shared_boxes", std::string(pair->get(0)->as_string()->get())),
            sr.formation(a, p + ".shared_boxes", std::string(pair->get(1)->as_string()->get())));
      }
    if (r.string(t, "marker_movement", p) != "infantry")
      r.fail(t.get("marker_movement"), p + ".marker_movement", "markers move as infantry (19.8C)");
  });
}

}  // namespace

void read_setup(ScenarioReader& sr) {
  const TomlReader& r = sr.r;
  r.guard([&] {
    const toml::table& setup = r.table(r.root(), "setup", "");
    check_keys(r, setup, "setup", {"side", "options", "leaders", "historical", "free"});
    if (r.string(setup, "side", "setup") != "austria")
      r.fail(setup.get("side"), "setup.side", "the Austrians set up (17.2)");
    read_historical(sr, setup);
    r.guard([&] { read_free(sr, setup); });
  });
  read_hidden(sr);
}

void read_arrivals(ScenarioReader& sr) {
  const TomlReader& r = sr.r;
  Scenario& sc = sr.sc;
  r.guard([&] {
    const toml::table& a = r.table(r.root(), "arrivals", "");
    check_keys(r, a, "arrivals", {"side", "leaders", "span_units"});
  });
  std::vector<int> arrives(sc.units.size(), 0);
  for (const auto& t_path : r.tables(r.root(), "arrival", "")) {
    const auto& t = t_path.first;
    const auto& path = t_path.second;
    r.guard([&] {
      check_keys(r, *t, path, {"id", "army", "turn", "entries", "choice", "roll", "units", "span_units"});
      Arrival a;
      a.id = r.string(*t, "id", path);
      a.army = sr.army(t->get("army"), path + ".army", r.string(*t, "army", path), Side::Prussia);
      a.turn = static_cast<int>(r.integer(*t, "turn", path, 1, sc.turns));
      for (const std::string& e : r.strings(*t, "entries", path, true)) {
        if (e.size() != 1 || !sc.map->entry(e[0]))
          r.fail(t->get("entries"), path + ".entries", fmt::format("'{}' is not an entry hex of the map", e));
        a.entries.push_back(e[0]);
      }
      std::string choice = r.string(*t, "choice", path);
      if (choice != "any" && choice != "one")
        r.fail(t->get("choice"), path + ".choice", "must be \"any\" or \"one\"");
      a.one_entry = choice == "one";
      if (const toml::table* roll = t->get_as<toml::table>("roll")) {
        std::string rp = path + ".roll";
        check_keys(r, *roll, rp, {"kind", "from_turn", "on_turn", "success", "otherwise_turn"});
        std::string kind = r.string(*roll, "kind", rp);
        if (kind == "each_turn") {
          a.roll = RollKind::EachTurn;
          a.roll_turn = static_cast<int>(r.integer(*roll, "from_turn", rp, 1, sc.turns));
        } else if (kind == "once") {
          a.roll = RollKind::Once;
          a.roll_turn = static_cast<int>(r.integer(*roll, "on_turn", rp, 1, sc.turns));
          a.otherwise_turn = static_cast<int>(r.integer(*roll, "otherwise_turn", rp, 1, sc.turns));
        } else {
          r.fail(roll->get("kind"), rp + ".kind", "must be \"each_turn\" or \"once\"");
        }
        const toml::array* s = r.array(*roll, "success", rp, true);
        for (std::size_t i = 0; i < s->size(); ++i) {
          const toml::node* n = s->get(i);
          if (!n->is_integer() || n->as_integer()->get() < 1 || n->as_integer()->get() > 6)
            r.fail(n, rp + ".success", "die faces 1..6");
          a.success = static_cast<std::uint8_t>(a.success | (1u << (n->as_integer()->get() - 1)));
        }
      }
      for (const std::string& id : r.strings(*t, "units", path, true)) {
        int u = sr.unit(t->get("units"), path + ".units", id);
        if (arrives[static_cast<std::size_t>(u)]++)
          r.fail(t->get("units"), path + ".units", fmt::format("{} arrives twice (17.4)", id));
        a.units.push_back(u);
      }
      for (const std::string& id : r.strings(*t, "span_units", path, false))
        a.span_units.push_back(sr.unit(t->get("span_units"), path + ".span_units", id));
      sc.arrivals.push_back(a);
    });
  }
  for (const Arrival& a : sc.arrivals)
    for (int u : a.span_units)
      arrives[static_cast<std::size_t>(u)] = std::max(arrives[static_cast<std::size_t>(u)], 1);
  for (std::size_t u = 0; u < sc.units.size(); ++u) {
    const UnitDef& d = sc.units[u];
    if (d.side == Side::Prussia && d.type != UnitType::Leader && !arrives[u])
      r.guard([&] {
        r.fail(&r.root(), "arrival", fmt::format("Prussian unit {} arrives with no arrival (17.4)", d.id));
      });
  }
}

}  // namespace bohemia::mns
