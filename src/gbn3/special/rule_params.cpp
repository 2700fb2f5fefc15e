#include "gbn3/special/rule_params.h"

#include <fmt/format.h>

#include <algorithm>

namespace bohemia {

namespace {

// Keys every [special.*] table may carry for people, not for the rule.
bool documentation_key(std::string_view k) {
  for (std::string_view d : {"section", "summary", "ruling", "note", "derivation", "status", "kind"})
    if (k == d) return true;
  return false;
}

}  // namespace

std::vector<HexId> parse_hex_range(const Map& m, std::string_view text, std::string* why) {
  auto dash = text.find('-');
  std::string a(text.substr(0, dash));
  std::string b = dash == std::string_view::npos ? a : std::string(text.substr(dash + 1));
  HexId h0 = m.parse_label(a), h1 = m.parse_label(b);
  if (h0 == kNoHex || h1 == kNoHex) {
    if (why) *why = fmt::format("'{}' is not a hex of map {}", h0 == kNoHex ? a : b, m.id);
    return {};
  }
  Offset o0 = m.offset_of(h0), o1 = m.offset_of(h1);
  if (o0.col != o1.col && o0.row != o1.row) {
    if (why) *why = "a range must run along one column or one row";
    return {};
  }
  std::vector<HexId> out;
  for (int c = std::min(o0.col, o1.col); c <= std::max(o0.col, o1.col); ++c)
    for (int r = std::min(o0.row, o1.row); r <= std::max(o0.row, o1.row); ++r)
      out.push_back(m.id_of(Offset{c, r}));
  return out;
}

RuleParams::RuleParams(const TomlReader& rd, const toml::table& t, std::string path, const Scenario& sc)
    : rd_(rd), t_(t), path_(std::move(path)), sc_(sc) {}

void RuleParams::fail(std::string_view key, const std::string& reason) const {
  const toml::node* n = t_.get(key);
  rd_.fail(n ? n : &t_, field(key), reason);
}

const toml::node* RuleParams::node(std::string_view key, bool required, const char* what) {
  read_.emplace_back(key);
  const toml::node* n = t_.get(key);
  if (!n && required) rd_.fail(&t_, field(key), fmt::format("missing {}", what));
  return n;
}

const toml::array* RuleParams::list(std::string_view key, bool required) {
  const toml::node* n = node(key, required, "list");
  if (!n) return nullptr;
  if (!n->is_array()) rd_.fail(n, field(key), "must be a list");
  return n->as_array();
}

int RuleParams::integer(std::string_view key, int lo, int hi) {
  const toml::node* n = node(key, true, "integer");
  if (!n->is_integer()) rd_.fail(n, field(key), "must be an integer");
  std::int64_t v = n->as_integer()->get();
  if (v < lo || v > hi) rd_.fail(n, field(key), fmt::format("{} is out of range {}..{}", v, lo, hi));
  return static_cast<int>(v);
}

int RuleParams::integer_or(std::string_view key, int lo, int hi, int fallback) {
  if (!has(key)) {
    read_.emplace_back(key);
    return fallback;
  }
  return integer(key, lo, hi);
}

bool RuleParams::boolean_or(std::string_view key, bool fallback) {
  const toml::node* n = node(key, false, "boolean");
  if (!n) return fallback;
  if (!n->is_boolean()) rd_.fail(n, field(key), "must be true or false");
  return n->as_boolean()->get();
}

std::string RuleParams::string(std::string_view key) {
  const toml::node* n = node(key, true, "string");
  if (!n->is_string()) rd_.fail(n, field(key), "must be a string");
  return std::string(n->as_string()->get());
}

std::string RuleParams::string_or(std::string_view key, std::string fallback) {
  if (!has(key)) {
    read_.emplace_back(key);
    return fallback;
  }
  return string(key);
}

std::vector<std::string> RuleParams::strings(std::string_view key, bool required) {
  std::vector<std::string> out;
  const toml::array* a = list(key, required);
  if (!a) return out;
  for (std::size_t i = 0; i < a->size(); ++i) {
    const toml::node* e = a->get(i);
    if (!e->is_string()) rd_.fail(e, fmt::format("{}[{}]", field(key), i), "must be a string");
    out.emplace_back(e->as_string()->get());
  }
  return out;
}

Side RuleParams::side(std::string_view key) {
  std::string v = string(key);
  auto s = parse_side(v);
  if (!s) fail(key, "'" + v + "' must be prussia or austria");
  return *s;
}

int RuleParams::turn(std::string_view key) { return integer(key, sc_.first_turn, sc_.last_turn); }

int RuleParams::turn_or(std::string_view key, int fallback) {
  return integer_or(key, sc_.first_turn, sc_.last_turn, fallback);
}

std::vector<int> RuleParams::turns(std::string_view key, bool required) {
  std::vector<int> out;
  const toml::array* a = list(key, required);
  if (!a) return out;
  for (std::size_t i = 0; i < a->size(); ++i) {
    const toml::node* e = a->get(i);
    std::string f = fmt::format("{}[{}]", field(key), i);
    if (!e->is_integer()) rd_.fail(e, f, "must be an hour");
    std::int64_t v = e->as_integer()->get();
    if (v < sc_.first_turn || v > sc_.last_turn)
      rd_.fail(e, f,
               fmt::format("{} is not an hour of the scenario ({}..{})", v, sc_.first_turn, sc_.last_turn));
    out.push_back(static_cast<int>(v));
  }
  return out;
}

HexId RuleParams::hex_at(const toml::node* at, const std::string& fld, const std::string& label) const {
  HexId h = sc_.map->parse_label(label);
  if (h == kNoHex) rd_.fail(at, fld, fmt::format("'{}' is not a hex of map {}", label, sc_.map->id));
  return h;
}

std::vector<HexId> RuleParams::range_at(const toml::node* at, const std::string& fld,
                                        const std::string& text) const {
  std::string why;
  std::vector<HexId> out = parse_hex_range(*sc_.map, text, &why);
  if (out.empty()) rd_.fail(at, fld, why);
  return out;
}

HexId RuleParams::hex(std::string_view key) { return hex_at(t_.get(key), field(key), string(key)); }

std::vector<HexId> RuleParams::hexes(std::string_view key, bool required) {
  std::vector<HexId> out;
  const toml::array* a = list(key, required);
  std::vector<std::string> v = strings(key, required);
  for (std::size_t i = 0; i < v.size(); ++i)
    for (HexId h : range_at(a->get(i), fmt::format("{}[{}]", field(key), i), v[i]))
      if (std::find(out.begin(), out.end(), h) == out.end()) out.push_back(h);
  return out;
}

Hexside RuleParams::hexside_at(const toml::node* at, const std::string& fld, const std::string& text) const {
  auto slash = text.find('/');
  if (slash == std::string::npos) rd_.fail(at, fld, fmt::format("'{}' is not a hexside CCRR/DIR", text));
  Hexside s;
  s.hex = hex_at(at, fld, text.substr(0, slash));
  auto d = parse_direction(text.substr(slash + 1));
  if (!d) rd_.fail(at, fld, fmt::format("'{}' is not a direction (N NE SE S SW NW)", text.substr(slash + 1)));
  s.dir = *d;
  if (sc_.map->neighbour(s.hex, s.dir) == kNoHex)
    rd_.fail(at, fld, fmt::format("{} is the map's edge", text));
  return s;
}

Hexside RuleParams::hexside(std::string_view key) { return hexside_at(t_.get(key), field(key), string(key)); }

std::vector<Hexside> RuleParams::hexsides(std::string_view key, bool required) {
  std::vector<Hexside> out;
  const toml::array* a = list(key, required);
  std::vector<std::string> v = strings(key, required);
  for (std::size_t i = 0; i < v.size(); ++i)
    out.push_back(hexside_at(a->get(i), fmt::format("{}[{}]", field(key), i), v[i]));
  return out;
}

int RuleParams::unit(std::string_view key) {
  std::string id = string(key);
  int u = sc_.unit_index(id);
  if (u < 0) fail(key, "no unit '" + id + "'");
  return u;
}

std::vector<int> RuleParams::units(std::string_view key, bool required) {
  std::vector<int> out;
  const toml::array* a = list(key, required);
  std::vector<std::string> v = strings(key, required);
  for (std::size_t i = 0; i < v.size(); ++i) {
    int u = sc_.unit_index(v[i]);
    if (u < 0) rd_.fail(a->get(i), fmt::format("{}[{}]", field(key), i), "no unit '" + v[i] + "'");
    out.push_back(u);
  }
  return out;
}

int RuleParams::formation(std::string_view key) {
  std::string id = string(key);
  int f = sc_.formation_index(id);
  if (f < 0) fail(key, "no formation '" + id + "'");
  return f;
}

std::vector<int> RuleParams::formations(std::string_view key, bool required) {
  std::vector<int> out;
  const toml::array* a = list(key, required);
  std::vector<std::string> v = strings(key, required);
  for (std::size_t i = 0; i < v.size(); ++i) {
    int f = sc_.formation_index(v[i]);
    if (f < 0) rd_.fail(a->get(i), fmt::format("{}[{}]", field(key), i), "no formation '" + v[i] + "'");
    out.push_back(f);
  }
  return out;
}

int RuleParams::cinc(std::string_view key) {
  std::string id = string(key);
  int c = sc_.cinc_index(id);
  if (c < 0) fail(key, "no commander_in_chief '" + id + "'");
  return c;
}

std::vector<HexId> RuleParams::place(std::string_view key) {
  std::string name = string(key);
  const Place* p = sc_.map->place(name);
  if (!p) fail(key, fmt::format("map {} has no place '{}'", sc_.map->id, name));
  return p->hexes;
}

int RuleParams::location(std::string_view key) {
  std::string name = string(key);
  for (std::size_t k = 0; k < sc_.locations.size(); ++k)
    if (sc_.locations[k].place == name) return static_cast<int>(k);
  fail(key, "no victory location '" + name + "' ([[victory.location]])");
}

std::vector<RuleParams*> RuleParams::tables(std::string_view key, bool required) {
  std::vector<RuleParams*> out;
  const toml::array* a = list(key, required);
  if (!a) return out;
  for (std::size_t i = 0; i < a->size(); ++i) {
    const toml::node* e = a->get(i);
    std::string f = fmt::format("{}[{}]", field(key), i);
    if (!e->is_table()) rd_.fail(e, f, "must be a table");
    children_.emplace_back(rd_, *e->as_table(), f, sc_);
    out.push_back(&children_.back());
  }
  return out;
}

void RuleParams::accept_all() {
  for (auto&& [k, v] : t_) read_.emplace_back(k.str());
}

void RuleParams::finish() {
  for (auto&& [k, v] : t_) {
    std::string_view key = k.str();
    if (documentation_key(key) || std::find(read_.begin(), read_.end(), key) != read_.end()) continue;
    rd_.fail(&v, field(key), "unknown parameter of this rule (docs/special-rules.md lists its parameters)");
  }
  for (RuleParams& c : children_) c.finish();
}

}  // namespace bohemia
