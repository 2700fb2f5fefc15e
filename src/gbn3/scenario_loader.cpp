#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include "core/toml_reader.h"
#include "gbn3/map_loader.h"
#include "gbn3/scenario.h"
#include "gbn3/special/rule_catalog.h"
#include "gbn3/special/rule_params.h"
#include "gbn3/special/special_rule.h"

namespace bohemia {

namespace fs = std::filesystem;

std::string data_dir() {
  if (const char* d = std::getenv("BOHEMIA_DATA"); d && *d) return d;
  return BOHEMIA_DATA_DIR;
}

bool Scenario::is_night(int turn) const {
  return std::find(night_turns.begin(), night_turns.end(), turn) != night_turns.end();
}

std::string Scenario::scenario_section(std::string_view rest) const {
  std::string chapter = "11";
  if (auto p = rules.find("§"); p != std::string::npos) {
    std::string after = rules.substr(p + std::string("§").size());
    std::size_t n = 0;
    while (n < after.size() && std::isdigit(static_cast<unsigned char>(after[n]))) ++n;
    if (n > 0) chapter = after.substr(0, n);
  }
  return chapter + "." + std::string(rest);
}

int Scenario::unit_index(std::string_view uid) const {
  for (std::size_t i = 0; i < units.size(); ++i)
    if (units[i].id == uid) return static_cast<int>(i);
  return -1;
}
int Scenario::formation_index(std::string_view fid) const {
  for (std::size_t i = 0; i < formations.size(); ++i)
    if (formations[i].id == fid) return static_cast<int>(i);
  return -1;
}
int Scenario::cinc_index(std::string_view cid) const {
  for (std::size_t i = 0; i < cincs.size(); ++i)
    if (cincs[i].id == cid) return static_cast<int>(i);
  return -1;
}

std::vector<std::string> scenario_files() {
  std::vector<std::string> out;
  for (const char* sub : {"scenarios", "campaigns"}) {
    fs::path dir = fs::path(data_dir()) / sub;
    if (!fs::exists(dir)) continue;
    for (const auto& e : fs::directory_iterator(dir)) {
      if (e.path().extension() != ".toml") continue;
      if (std::string(sub) == "campaigns") {  // campaigns only, not the data files they use
        std::ifstream in(e.path());
        std::string line;
        bool campaign = false;
        while (std::getline(in, line) && !campaign) campaign = line.rfind("[campaign]", 0) == 0;
        if (!campaign) continue;
      }
      out.push_back(e.path().string());
    }
  }
  std::sort(out.begin(), out.end(), [](const std::string& a, const std::string& b) {
    return fs::path(a).stem().string() < fs::path(b).stem().string();
  });
  return out;
}

namespace {

// A scenario given by path finds its map beside it (<dir>/../maps), else in
// the data directory. `at` is the scenario.map value, for the error's line.
std::shared_ptr<const Map> map_for(const TomlReader& rd, const toml::node* at, const std::string& map_id) {
  fs::path p = fs::path(rd.file()).parent_path().parent_path() / "maps" / (map_id + ".toml");
  if (!fs::exists(p)) p = fs::path(data_dir()) / "maps" / (map_id + ".toml");
  if (!fs::exists(p))
    rd.fail(at, "scenario.map", fmt::format("no map '{}' ({} does not exist)", map_id, p.string()));
  return std::make_shared<const Map>(load_map(p.string()));
}

// Every [special.<name>] table: a rule of the kind <name> (or of its `kind`
// key), parsed by the kind's class; a kind with no code yet is recorded as
// pending; an unknown kind is refused.
void read_special_rules(const TomlReader& rd, const toml::table& root, Scenario& s,
                        const RuleCatalog* extra) {
  const toml::node* sn = root.get("special");
  if (!sn) return;
  if (!sn->is_table()) rd.fail(sn, "special", "must be a table of special-rule tables ([special.<name>])");
  // In the order of the file: the order in which rules answer a hook.
  std::vector<std::pair<std::string, const toml::node*>> tables;
  for (auto&& [k, v] : *sn->as_table()) tables.emplace_back(std::string(k.str()), &v);
  std::stable_sort(tables.begin(), tables.end(), [](const auto& a, const auto& b) {
    return TomlReader::line_of(a.second) < TomlReader::line_of(b.second);
  });
  for (const auto& [name, v] : tables)
    rd.guard([&, name = name, v = v] {
      const std::string path = "special." + name;
      if (!v->is_table()) rd.fail(v, path, "must be a table ([special.<name>])");
      const toml::table& t = *v->as_table();
      std::string kind = rd.string_or(t, "kind", path, name);
      const RuleKind* rk = extra ? extra->find(kind) : nullptr;
      if (!rk) rk = rule_catalog().find(kind);
      if (!rk)
        rd.fail(t.get("kind") ? t.get("kind") : v, path,
                fmt::format("unknown special rule '{}' (docs/special-rules.md lists them)", kind));
      std::string section = rd.string_or(t, "section", path, rk->section);
      if (rk->pending()) {
        s.special.add_pending({name, kind, section, TomlReader::line_of(v)});
        return;
      }
      RuleParams params(rd, t, path, s);
      std::shared_ptr<SpecialRule> rule = rk->make(params);
      params.finish();
      rule->set_identity(name, kind, section);
      s.special.add(std::move(rule));
    });
}

// [edition]: the readings the file sets otherwise than its edition does
// (docs/data-format.md, docs/editions.md "Readings kept as options"). Every
// bad key or value is reported with its line.
void read_edition_options(const TomlReader& rd, const toml::table& root, Edition& e) {
  const toml::node* en = root.get("edition");
  if (!en) return;
  if (!en->is_table()) rd.fail(en, "edition", "must be a table of option = value");
  for (auto&& [k, v] : *en->as_table())
    rd.guard([&, key = std::string(k.str()), node = &v] {
      EditionOptionValue value;
      if (const auto* b = node->as_boolean())
        value = b->get();
      else if (const auto* i = node->as_integer())
        value = i->get();
      else if (const auto* t = node->as_string())
        value = t->get();
      else
        value = std::string();  // refused below with the option's expected type
      std::string why = set_edition_option(e, key, value);
      if (!why.empty()) rd.fail(node, "edition." + key, why);
    });
}

// Reads one scenario file (a battle, or one day of a campaign) into a
// Scenario, step by step. Each item is read under rd.guard() so that
// `bohemia validate` can go on past a bad one and report every problem.
struct ScenarioReader {
  const TomlReader& rd;
  Scenario& s;
  const RuleCatalog* extra;
  const toml::table& root;
  std::set<std::string> ids;           // every id of this file (unique across kinds)
  std::vector<std::string> own_units;  // units this file defines (each must be placed; "": need not be)
  std::map<std::string, int> seen;     // piece id -> times placed
  // Campaigns: a piece already known (from the other day's file) takes this
  // file's definition instead of being skipped (each day its own values).
  bool redefine = false;

  ScenarioReader(const TomlReader& r, Scenario& sc, const RuleCatalog* x)
      : rd(r), s(sc), extra(x), root(r.root()) {}

  HexId hex_at(const toml::node* at, const std::string& field, const std::string& label) const {
    HexId h = s.map->parse_label(label);
    if (h == kNoHex) rd.fail(at, field, fmt::format("'{}' is not a hex of map {}", label, s.map->id));
    return h;
  }

  Side side_of(const toml::table& t, const std::string& p) const {
    std::string v = rd.string(t, "side", p);
    auto sd = parse_side(v);
    if (!sd) rd.fail(t.get("side"), p + ".side", "'" + v + "' must be prussia or austria");
    return *sd;
  }

  // [scenario]: ids, edition, map, turn track, initiative ties.
  void header() {
    const toml::table& hdr = rd.table(root, "scenario", "");
    s.id = rd.string(hdr, "id", "scenario");
    s.name = rd.string(hdr, "name", "scenario");
    s.rules = rd.string_or(hdr, "rules", "scenario", "");
    std::string ed = rd.string(hdr, "edition", "scenario");
    auto edition = edition_by_id(ed);
    if (!edition)
      rd.fail(hdr.get("edition"), "scenario.edition", "'" + ed + "' is not VV157, VV165 or VV174");
    s.edition = *edition;
    read_edition_options(rd, root, s.edition);
    std::string map_id = rd.string(hdr, "map", "scenario");
    s.map = map_for(rd, hdr.get("map"), map_id);
    s.first_turn = static_cast<int>(rd.integer(hdr, "first_turn", "scenario", 0, 47));
    s.last_turn = static_cast<int>(rd.integer(hdr, "last_turn", "scenario", s.first_turn, 47));
    rd.guard([&] {
      if (const toml::array* a = rd.array(hdr, "night_turns", "scenario", false))
        for (std::size_t i = 0; i < a->size(); ++i) {
          const toml::node* n = a->get(i);
          if (!n->is_integer()) rd.fail(n, fmt::format("scenario.night_turns[{}]", i), "must be an hour");
          s.night_turns.push_back(static_cast<int>(n->as_integer()->get()));
        }
    });
    // The special rules are the [special.<name>] tables themselves (below);
    // the list of names that once switched them on is refused if it names any.
    rd.guard([&] {
      if (!rd.strings(hdr, "special_rules", "scenario", false).empty())
        rd.fail(hdr.get("special_rules"), "scenario.special_rules",
                "no longer used: each [special.<name>] table switches its rule on (docs/special-rules.md)");
    });
    rd.guard([&] {
      std::string tie = rd.string_or(hdr, "initiative_tie", "scenario", "prussia");
      auto tie_side = parse_side(tie);
      if (!tie_side)
        rd.fail(hdr.get("initiative_tie"), "scenario.initiative_tie", "must be prussia or austria");
      s.initiative_tie = *tie_side;
    });
  }

  // Lines of retreat: "CCRR-CCRR" ranges along one edge, or single hexes.
  void sides() {
    const toml::table& sides = rd.table(root, "sides", "");
    for (Side side : {Side::Prussia, Side::Austria}) {
      std::string key(side_name(side));
      rd.guard([&] {
        const toml::table& st = rd.table(sides, key, "sides");
        std::vector<std::string> ranges = rd.strings(st, "retreat_edge", "sides." + key, true);
        const toml::array* a = rd.array(st, "retreat_edge", "sides." + key, true);
        for (std::size_t i = 0; i < ranges.size(); ++i)
          rd.guard([&] {
            std::string field = fmt::format("sides.{}.retreat_edge[{}]", key, i);
            std::string why;
            std::vector<HexId> hexes = parse_hex_range(*s.map, ranges[i], &why);
            if (hexes.empty()) rd.fail(a->get(i), field, why);
            for (HexId h : hexes) {
              if (!s.map->on_edge(h))
                rd.fail(a->get(i), field, fmt::format("{} is not on the map edge", s.map->label(h)));
              s.retreat_edge[static_cast<std::size_t>(side_index(side))].push_back(h);
            }
          });
      });
    }
  }

  std::string unique_id(const toml::table& t, const std::string& p) {
    std::string v = rd.string(t, "id", p);
    if (v.empty() || v.find_first_of(" \t,:") != std::string::npos)
      rd.fail(t.get("id"), p + ".id", "ids must be non-empty without spaces, commas or colons");
    if (!ids.insert(v).second) rd.fail(t.get("id"), p + ".id", "'" + v + "' is used twice");
    return v;
  }

  // The order of battle. In a campaign, `s` already holds the pieces of the
  // days read before; a piece whose id is known is the same piece (read from
  // its first file) and is not added again.
  void order_of_battle() {
    for (auto& [t, p] : rd.tables(root, "commander_in_chief", ""))
      rd.guard([&, t = t, p = p] {
        CincDef c;
        c.id = unique_id(*t, p);
        const int known = s.cinc_index(c.id);
        if (known >= 0 && !redefine) return;
        c.name = rd.string_or(*t, "name", p, c.id);
        c.corps = rd.string_or(*t, "corps", p, "");
        c.side = side_of(*t, p);
        c.reaction = static_cast<int>(rd.integer(*t, "reaction", p, 0, 6));
        c.initiative = static_cast<int>(rd.integer(*t, "initiative", p, 0, 6));
        c.movement = static_cast<int>(rd.integer_or(*t, "movement", p, 1, 20, 6));
        if (known >= 0)
          s.cincs[static_cast<std::size_t>(known)] = c;
        else
          s.cincs.push_back(c);
      });
    for (auto& [t, p] : rd.tables(root, "formation", ""))
      rd.guard([&, t = t, p = p] {
        FormationDef f;
        f.file = rd.file();
        f.line = TomlReader::line_of(t);
        f.id = unique_id(*t, p);
        const int known = s.formation_index(f.id);
        if (known >= 0 && !redefine) return;
        f.name = rd.string_or(*t, "name", p, f.id);
        f.corps = rd.string_or(*t, "corps", p, "");
        f.side = side_of(*t, p);
        f.independent = rd.boolean_or(*t, "independent", p, false);
        std::string cinc = rd.string_or(*t, "cinc", p, "");
        if (!cinc.empty()) {
          f.cinc = s.cinc_index(cinc);
          if (f.cinc < 0) rd.fail(t->get("cinc"), p + ".cinc", "no commander_in_chief '" + cinc + "'");
          if (s.cincs[static_cast<std::size_t>(f.cinc)].side != f.side)
            rd.fail(t->get("cinc"), p + ".cinc", "commander-in-chief of the other side");
        }
        if (!f.independent) {
          f.commander = rd.string(*t, "commander", p);
          f.command = static_cast<int>(rd.integer(*t, "command", p, 0, 6));
          f.bonus = static_cast<int>(rd.integer(*t, "bonus", p, 0, 6));
          f.movement = static_cast<int>(rd.integer_or(*t, "movement", p, 1, 20, 6));
          f.aide_command = static_cast<int>(rd.integer_or(*t, "aide_command", p, 0, 6, 1));
          f.aide_bonus = static_cast<int>(rd.integer_or(*t, "aide_bonus", p, 0, 6, 0));
        }
        f.steps = static_cast<int>(rd.integer(*t, "steps", p, 0, 99));
        f.demo = static_cast<int>(rd.integer(*t, "demo", p, 0, 99));
        f.vp = static_cast<int>(rd.integer(*t, "vp", p, 0, 20));
        f.counter_steps = static_cast<int>(rd.integer_or(*t, "counter_steps", p, 1, 99, 0));
        if (known >= 0)
          s.formations[static_cast<std::size_t>(known)] = f;
        else
          s.formations.push_back(f);
      });
    if (s.cincs.size() > kMaxCincs)
      throw DataError(rd.file(), 0, "commander_in_chief",
                      fmt::format("at most {} commanders-in-chief", kMaxCincs));
    if (s.formations.size() > kMaxFormations)
      throw DataError(rd.file(), 0, "formation", fmt::format("at most {} formations", kMaxFormations));
    for (auto& [t, p] : rd.tables(root, "unit", ""))
      rd.guard([&, t = t, p = p] {
        UnitDef u;
        u.id = unique_id(*t, p);
        own_units.push_back(u.id);
        const int known = s.unit_index(u.id);
        if (known >= 0 && !redefine) return;
        u.name = rd.string_or(*t, "name", p, u.id);
        u.side = side_of(*t, p);
        std::string f = rd.string(*t, "formation", p);
        u.formation = s.formation_index(f);
        if (u.formation < 0) rd.fail(t->get("formation"), p + ".formation", "no formation '" + f + "'");
        if (s.formations[static_cast<std::size_t>(u.formation)].side != u.side)
          rd.fail(t->get("formation"), p + ".formation", "formation of the other side");
        std::string k = rd.string(*t, "type", p);
        auto kind = parse_kind(k);
        if (!kind)
          rd.fail(t->get("type"), p + ".type", "'" + k + "' must be infantry, light, cavalry or artillery");
        u.kind = *kind;
        u.heavy = rd.boolean_or(*t, "heavy", p, false);
        if (u.heavy && u.kind != UnitKind::Cavalry)
          rd.fail(t->get("heavy"), p + ".heavy", "only cavalry can be heavy");
        u.guard = rd.boolean_or(*t, "guard", p, false);
        u.combat = static_cast<int>(rd.integer(*t, "combat", p, 0, 20));
        u.morale = static_cast<int>(rd.integer(*t, "morale", p, 1, 9));
        u.movement = static_cast<int>(rd.integer(*t, "movement", p, 1, 20));
        u.range = static_cast<int>(rd.integer_or(*t, "range", p, 0, Map::kLosRange, 0));
        if (u.kind == UnitKind::Artillery && u.range < 1)
          rd.fail(t, p + ".range", "artillery needs a range of 1 or more");
        if (known >= 0)
          s.units[static_cast<std::size_t>(known)] = u;
        else
          s.units.push_back(u);
      });
  }

  std::vector<Piece> pieces_of(const toml::table& t, const std::string& p) {
    std::vector<Piece> out;
    const toml::array* a = rd.array(t, "pieces", p, true);
    std::vector<std::string> names = rd.strings(t, "pieces", p, true);
    for (std::size_t i = 0; i < names.size(); ++i)
      rd.guard([&] {
        const std::string& n = names[i];
        Piece r;
        if (int u = s.unit_index(n); u >= 0)
          r = Piece::unit(u);
        else if (int f = s.formation_index(n);
                 f >= 0 && !s.formations[static_cast<std::size_t>(f)].independent)
          r = Piece::commander(f);
        else if (int c = s.cinc_index(n); c >= 0)
          r = Piece::cinc(c);
        else
          rd.fail(a->get(i), fmt::format("{}.pieces[{}]", p, i),
                  "no unit, formation commander or commander-in-chief '" + n + "'");
        if (++seen[n] > 1)
          rd.fail(a->get(i), fmt::format("{}.pieces[{}]", p, i), "'" + n + "' is placed twice");
        out.push_back(r);
      });
    return out;
  }

  // Set-up (with losses and disorganisation at the start) and reinforcements.
  void placements() {
    s.start_losses.assign(s.units.size(), 0);
    s.start_disorganised.assign(s.units.size(), false);
    for (auto& [t, p] : rd.tables(root, "setup", ""))
      rd.guard([&, t = t, p = p] {
        Placement pl;
        pl.pieces = pieces_of(*t, p);  // first: a bad hex does not make its pieces "not placed"
        pl.hex = hex_at(t->get("hex"), p + ".hex", rd.string(*t, "hex", p));
        std::string f = rd.string_or(*t, "facing", p, "N");
        auto dir = parse_direction(f);
        if (!dir) rd.fail(t->get("facing"), p + ".facing", "'" + f + "' must be N NE SE S SW NW");
        pl.facing = *dir;
        pl.line = TomlReader::line_of(t);
        if (const toml::node* ln = t->get("losses")) {
          if (!ln->is_table()) rd.fail(ln, p + ".losses", "must be a table of unit = losses");
          for (auto&& [k, v] : *ln->as_table())
            rd.guard([&, k = k.str(), v = &v] {
              int u = s.unit_index(k);
              std::string field = p + ".losses." + std::string(k);
              if (u < 0) rd.fail(v, field, "no unit with this id");
              if (!v->is_integer()) rd.fail(v, field, "must be an integer");
              int l = static_cast<int>(v->as_integer()->get());
              if (l < 0 || l >= s.units[static_cast<std::size_t>(u)].morale)
                rd.fail(v, field, "losses must be below the unit's morale");
              s.start_losses[static_cast<std::size_t>(u)] = l;
            });
        }
        for (const std::string& d : rd.strings(*t, "disorganised", p, false)) {
          int u = s.unit_index(d);
          if (u < 0) rd.fail(t->get("disorganised"), p + ".disorganised", "no unit '" + d + "'");
          s.start_disorganised[static_cast<std::size_t>(u)] = true;
        }
        s.setup.push_back(std::move(pl));
      });
    for (auto& [t, p] : rd.tables(root, "reinforcement", ""))
      rd.guard([&, t = t, p = p] {
        Reinforcement r;
        r.pieces = pieces_of(*t, p);  // first: a bad hex does not make its pieces "not placed"
        r.turn = static_cast<int>(rd.integer(*t, "turn", p, s.first_turn, s.last_turn));
        r.hex = hex_at(t->get("hex"), p + ".hex", rd.string(*t, "hex", p));
        if (!s.map->on_edge(r.hex))
          rd.fail(t->get("hex"), p + ".hex", "a reinforcement must enter on a map edge hex");
        r.line = TomlReader::line_of(t);
        s.reinforcements.push_back(std::move(r));
      });
    std::size_t i = 0;
    for (auto& [t, p] : rd.tables(root, "unit", "")) {
      if (i < own_units.size() && !own_units[i].empty() && !seen.count(own_units[i]))
        rd.guard([&, t = t, p = p] {
          rd.fail(t->get("id"), p + ".id",
                  "unit '" + own_units[i] + "' is neither set up nor a reinforcement");
        });
      ++i;
    }
  }

  void victory() {
    const toml::node* vn = root.get("victory");
    if (!vn) return;
    if (!vn->is_table()) rd.fail(vn, "victory", "must be a table");
    const toml::table& v = *vn->as_table();
    s.loss_vp_every = static_cast<int>(rd.integer_or(v, "loss_vp_every", "victory", 1, 20, 2));
    s.major = static_cast<int>(rd.integer_or(v, "major", "victory", 1, 99, 5));
    s.minor = static_cast<int>(rd.integer_or(v, "minor", "victory", 1, 99, 2));
    // A game played under revision 1 of the readings never scored them,
    // whatever the file says (kReadings).
    s.score_starting_losses = rd.boolean_or(v, "score_starting_losses", "victory", false) && s.readings >= 2;
    for (auto& [t, p] : rd.tables(v, "location", "victory"))
      rd.guard([&, t = t, p = p] {
        VictoryLocation l;
        l.place = rd.string(*t, "place", p);
        const Place* pl = s.map->place(l.place);
        if (!pl)
          rd.fail(t->get("place"), p + ".place", "map " + s.map->id + " has no place '" + l.place + "'");
        l.hexes = pl->hexes;
        l.vp = static_cast<int>(rd.integer(*t, "vp", p, 0, 20));
        l.line = TomlReader::line_of(t);
        const toml::array* a = rd.array(*t, "void_if_enemy_in", p, false);
        std::vector<std::string> vs = rd.strings(*t, "void_if_enemy_in", p, false);
        for (std::size_t i = 0; i < vs.size(); ++i)
          l.void_if_enemy_in.push_back(
              hex_at(a->get(i), fmt::format("{}.void_if_enemy_in[{}]", p, i), vs[i]));
        s.locations.push_back(std::move(l));
      });
  }

  // Night (VV157 §13.3, VV174 §12.1.7): what a night turn changes.
  void night() {
    const toml::node* nn = root.get("night");
    if (!nn) return;
    if (!nn->is_table()) rd.fail(nn, "night", "must be a table");
    const toml::table& n = *nn->as_table();
    NightRules& nr = s.night;
    nr.half_movement = rd.boolean_or(n, "half_movement", "night", nr.half_movement);
    nr.no_zoc_entry = rd.boolean_or(n, "no_zoc_entry", "night", nr.no_zoc_entry);
    nr.no_combat = rd.boolean_or(n, "no_combat", "night", nr.no_combat);
    nr.artillery_adjacent_only =
        rd.boolean_or(n, "artillery_adjacent_only", "night", nr.artillery_adjacent_only);
    nr.free_zoc_exit = rd.boolean_or(n, "free_zoc_exit", "night", nr.free_zoc_exit);
    nr.morale_modifier =
        static_cast<int>(rd.integer_or(n, "morale_modifier", "night", -3, 0, nr.morale_modifier));
    nr.column_modifier =
        static_cast<int>(rd.integer_or(n, "column_modifier", "night", -3, 0, nr.column_modifier));
  }

  void specials() { read_special_rules(rd, root, s, extra); }

  void check_sizes() const {
    if (s.units.empty()) throw DataError(rd.file(), 0, "unit", "a scenario needs units");
    if (s.units.size() > kMaxUnits)
      throw DataError(rd.file(), 0, "unit", fmt::format("at most {} units", kMaxUnits));
  }
};

// The file of a scenario or campaign given by id or path.
// (A folder of that name in the working directory is not the file.)
std::string find_file(const std::string& id_or_path) {
  if (fs::is_regular_file(id_or_path)) return id_or_path;
  for (const char* dir : {"scenarios", "campaigns"}) {
    fs::path p = fs::path(data_dir()) / dir / (id_or_path + ".toml");
    if (fs::exists(p)) return p.string();
  }
  throw DataError(id_or_path, 0, "(scenario)", "no such scenario id or file (see 'bohemia scenarios')");
}

// A day file named by a campaign: an id or a path relative to the campaign file.
std::string day_file(const TomlReader& rd, const toml::table& hdr, const char* key) {
  std::string v = rd.string(hdr, key, "campaign");
  fs::path rel = fs::path(rd.file()).parent_path() / v;
  if (fs::is_regular_file(rel)) return rel.string();
  fs::path beside = fs::path(rd.file()).parent_path().parent_path() / "scenarios" / (v + ".toml");
  if (fs::exists(beside)) return beside.string();
  fs::path data = fs::path(data_dir()) / "scenarios" / (v + ".toml");
  if (fs::exists(data)) return data.string();
  rd.fail(hdr.get(key), std::string("campaign.") + key, fmt::format("no scenario '{}'", v));
}

std::shared_ptr<Scenario> read_scenario(const TomlReader& rd, const RuleCatalog* extra,
                                        int readings = kReadings) {
  // A campaign's own day file is read only through its campaign.
  if (const toml::table* hdr = rd.root()["scenario"].as_table(); hdr && hdr->get("campaign")) {
    const std::string id = rd.string(*hdr, "campaign", "scenario");
    throw DataError(rd.file(), TomlReader::line_of(hdr->get("campaign")), "scenario.campaign",
                    fmt::format("a day of the campaign '{}', played only through it (bohemia play {}); "
                                "'bohemia validate' checks this file through the campaign",
                                id, id));
  }
  auto sc = std::make_shared<Scenario>();
  sc->file = rd.file();
  sc->readings = readings;
  ScenarioReader r(rd, *sc, extra);
  r.header();
  r.sides();
  r.order_of_battle();
  r.check_sizes();
  r.placements();
  r.victory();
  r.night();
  r.specials();
  sc->build_step_table();
  return sc;
}

// A campaign (docs/data-format.md, "Campaigns"): two day scenarios over one
// order of battle, the union of theirs and the campaign file's own pieces, so
// that every piece keeps its index from one day to the next.
std::shared_ptr<const Scenario> read_campaign(const TomlReader& crd, const RuleCatalog* extra,
                                              std::vector<DataError>* problems, int readings = kReadings) {
  const toml::table& hdr = crd.table(crd.root(), "campaign", "");
  auto info = std::make_shared<CampaignInfo>();
  info->id = crd.string(hdr, "id", "campaign");
  info->name = crd.string(hdr, "name", "campaign");
  info->rules = crd.string_or(hdr, "rules", "campaign", "");
  info->major = static_cast<int>(crd.integer_or(hdr, "major", "campaign", 1, 99, 5));
  info->minor = static_cast<int>(crd.integer_or(hdr, "minor", "campaign", 1, 99, 2));
  info->prisoners_at_end_of_day = crd.boolean_or(hdr, "prisoners_at_end_of_day", "campaign", true);
  info->demoralisation_carries = crd.boolean_or(hdr, "demoralisation_carries", "campaign", true);
  const std::array<std::string, 2> files = {day_file(crd, hdr, "day1"), day_file(crd, hdr, "day2")};
  std::vector<std::unique_ptr<TomlReader>> readers;
  for (const std::string& f : files) {
    readers.push_back(std::make_unique<TomlReader>(f));
    readers.back()->collect(problems);
  }
  // The combined order of battle: day 1's pieces, then day 2's new ones, then
  // the campaign file's own (pieces that appear in neither day's file).
  Scenario oob;
  std::array<std::vector<std::string>, 2> own;  // each day file's units (each must be placed)
  for (int d = 0; d < 2; ++d) {
    ScenarioReader r(*readers[static_cast<std::size_t>(d)], oob, extra);
    r.order_of_battle();
    own[static_cast<std::size_t>(d)] = r.own_units;
  }
  ScenarioReader extras(crd, oob, extra);
  extras.order_of_battle();
  std::array<std::shared_ptr<Scenario>, 2> days;
  for (int d = 0; d < 2; ++d) {
    auto sc = std::make_shared<Scenario>();
    Scenario& s = *sc;
    const TomlReader& rd = *readers[static_cast<std::size_t>(d)];
    s.file = rd.file();
    s.readings = readings;
    ScenarioReader r(rd, s, extra);
    r.header();
    read_edition_options(crd, crd.root(), s.edition);  // the campaign's options, on both days
    s.cincs = oob.cincs;
    s.formations = oob.formations;
    s.units = oob.units;
    // The pieces this day's file defines take its values on this day (the
    // Münchengrätz and Gitschin tables differ for the same brigades); read
    // again only when the file is sound, so that no problem is told twice.
    if (!problems || problems->empty()) {
      ScenarioReader again(rd, s, extra);
      again.redefine = true;
      again.order_of_battle();
    }
    r.check_sizes();
    r.sides();
    r.own_units = own[static_cast<std::size_t>(d)];
    // On day 1's map, a unit day 1 brings into play stays where day 1 left
    // it: day 2's file may define it again (its values for day 2, VV157
    // §13.4's 10th Uhlans) without placing it.
    if (d == 1 && s.map->id == days[0]->map->id)
      for (std::string& id : r.own_units)
        if (std::find(own[0].begin(), own[0].end(), id) != own[0].end()) id.clear();  // no need to place it
    r.placements();
    r.victory();
    r.night();
    // The campaign's own rules first (the same slots on both days), then the day's.
    s.day = d + 1;
    read_special_rules(crd, crd.root(), s, extra);
    s.campaign_rule_slots = s.special.state_size();
    s.campaign_rules = s.special.size();
    r.specials();
    s.campaign = info;
    s.scenario_id = s.id;
    s.scenario_name = s.name;
    s.id = info->id;
    s.name = fmt::format("{}, day {}: {}", info->name, d + 1, s.scenario_name);
    s.build_step_table();
    days[static_cast<std::size_t>(d)] = sc;
  }
  if (days[0]->edition.id != days[1]->edition.id)
    crd.fail(hdr.get("day2"), "campaign.day2", "the two days are of different editions");
  days[0]->next_day = days[1];
  return days[0];
}

}  // namespace

std::shared_ptr<const Scenario> load_scenario(const std::string& id_or_path, const RuleCatalog* extra,
                                              int readings) {
  TomlReader rd(find_file(id_or_path));
  if (rd.root().get("campaign")) return read_campaign(rd, extra, nullptr, readings);
  return read_scenario(rd, extra, readings);
}

std::vector<DataError> check_scenario_file(const std::string& path, std::shared_ptr<const Scenario>* loaded,
                                           const RuleCatalog* extra) {
  std::vector<DataError> problems;
  try {
    TomlReader rd(path);
    rd.collect(&problems);
    std::shared_ptr<const Scenario> sc;
    rd.guard([&] {
      sc = rd.root().get("campaign") ? read_campaign(rd, extra, &problems) : read_scenario(rd, extra);
    });
    if (loaded) *loaded = sc;  // read to the end, bad items left out: the rest can be checked
  } catch (const DataError& e) {
    problems.push_back(e);
  } catch (const TomlReader::Abandoned&) {
  }
  return problems;
}

void Scenario::build_step_table() {
  const int n = map->size();
  step_table.assign(static_cast<std::size_t>(n) * kDirections * kMoveClasses, StepCost{});
  for (HexId h = 0; h < n; ++h)
    for (int d = 0; d < kDirections; ++d)
      for (int c = 0; c < kMoveClasses; ++c) {
        Direction dir = direction_from_int(d);
        MoveClass mc = static_cast<MoveClass>(c);
        if (map->neighbour(h, dir) == kNoHex) continue;
        step_table[(static_cast<std::size_t>(h) * kDirections + static_cast<std::size_t>(d)) * kMoveClasses +
                   static_cast<std::size_t>(c)] = step_cost(*map, edition, h, dir, mc);
      }
}

}  // namespace bohemia
