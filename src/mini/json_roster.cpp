// Rosters (units, queue, log, undo) and requests in JSON (json_io.h).
#include <fmt/format.h>

#include <set>

#include "mini/json_io.h"

namespace bohemia::mini {

namespace {

constexpr std::size_t kNoLimit = static_cast<std::size_t>(-1);  // bounded by the file or the body

using Fail = std::optional<std::string>;

Fail only_fields(const json& j, const std::string& where, std::initializer_list<const char*> keys) {
  for (const auto& [k, v] : j.items()) {
    bool known = false;
    for (const char* key : keys) known = known || k == key;
    if (!known) {
      std::string list;
      for (const char* key : keys) list += (list.empty() ? "" : ", ") + std::string(key);
      return fmt::format("{}: unknown field '{}' (fields: {})", where, k, list);
    }
  }
  return std::nullopt;
}

Fail get_string(const json& j, const char* key, const std::string& where, std::string& out) {
  if (!j.contains(key)) return std::nullopt;
  if (!j[key].is_string()) return fmt::format("{}.{}: expected a string", where, key);
  out = j[key].get<std::string>();
  if (out.size() > 2000) return fmt::format("{}.{}: too long", where, key);
  return std::nullopt;
}

Fail get_int(const json& j, const char* key, const std::string& where, int lo, int hi, int& out) {
  if (!j.contains(key)) return std::nullopt;
  const json& v = j[key];
  if (!v.is_number_integer() || v.get<long long>() < lo || v.get<long long>() > hi)
    return fmt::format("{}.{}: expected a whole number from {} to {}", where, key, lo, hi);
  out = static_cast<int>(v.get<long long>());
  return std::nullopt;
}

Fail get_bool(const json& j, const char* key, const std::string& where, bool& out) {
  if (!j.contains(key)) return std::nullopt;
  if (!j[key].is_boolean()) return fmt::format("{}.{}: expected true or false", where, key);
  out = j[key].get<bool>();
  return std::nullopt;
}

Fail array_of(const json& j, const char* key, const std::string& where, std::size_t max) {
  if (!j.contains(key)) return std::nullopt;
  if (!j[key].is_array()) return fmt::format("{}.{}: expected an array", where, key);
  if (j[key].size() > max) return fmt::format("{}.{}: more than {} entries", where, key, max);
  return std::nullopt;
}

Result<Step> step_from_json(const json& j, const std::string& where) {
  using R = Result<Step>;
  if (!j.is_object()) return R::fail(where + ": expected a step object");
  if (auto e = only_fields(j, where, {"kind", "unit", "other", "rule", "due", "text"})) return R::fail(*e);
  Step s;
  std::string kind;
  if (auto e = get_string(j, "kind", where, kind)) return R::fail(*e);
  bool found = false;
  for (StepKind k :
       {StepKind::Reaction, StepKind::Pursuit, StepKind::Charge, StepKind::Rally, StepKind::EndOfMove})
    if (name(k) == kind) {
      s.kind = k;
      found = true;
    }
  if (!found)
    return R::fail(fmt::format("{}.kind: '{}' is not reaction, pursuit, charge, rally or end", where, kind));
  for (auto [key, out] : {std::pair{"unit", &s.unit}, std::pair{"other", &s.other},
                          std::pair{"rule", &s.rule}, std::pair{"text", &s.text}})
    if (auto e = get_string(j, key, where, *out)) return R::fail(*e);
  if (auto e = get_int(j, "due", where, 0, kMaxMove + 1, s.due)) return R::fail(*e);
  return R::ok(s);
}

Result<std::vector<Step>> steps_from_json(const json& j, const char* key, const std::string& where) {
  using R = Result<std::vector<Step>>;
  std::vector<Step> out;
  if (auto e = array_of(j, key, where, kNoLimit)) return R::fail(*e);
  if (!j.contains(key)) return R::ok(out);
  for (std::size_t i = 0; i < j[key].size(); ++i) {
    auto s = step_from_json(j[key][i], fmt::format("{}.{}[{}]", where, key, i));
    if (!s) return R::fail(s.error);
    out.push_back(*s);
  }
  return R::ok(out);
}

Result<UndoRecord> undo_from_json(const json& j, const std::string& where) {
  using R = Result<UndoRecord>;
  if (!j.is_object()) return R::fail(where + ": expected an object");
  if (auto e = only_fields(j, where, {"label", "move", "log_size", "queue", "changed", "added"}))
    return R::fail(*e);
  UndoRecord u;
  if (auto e = get_string(j, "label", where, u.label)) return R::fail(*e);
  if (auto e = get_int(j, "move", where, 1, kMaxMove, u.move)) return R::fail(*e);
  int log_size = 0;
  if (auto e = get_int(j, "log_size", where, 0, 1 << 30, log_size)) return R::fail(*e);
  u.log_size = static_cast<std::size_t>(log_size);
  auto q = steps_from_json(j, "queue", where);
  if (!q) return R::fail(q.error);
  u.queue = *q;
  if (auto e = array_of(j, "changed", where, kMaxUnits)) return R::fail(*e);
  if (j.contains("changed"))
    for (std::size_t i = 0; i < j["changed"].size(); ++i) {
      auto x = unit_from_json(j["changed"][i], fmt::format("{}.changed[{}]", where, i));
      if (!x) return R::fail(x.error);
      u.changed.push_back(*x);
    }
  if (auto e = array_of(j, "added", where, kMaxUnits)) return R::fail(*e);
  if (j.contains("added"))
    for (const json& a : j["added"]) {
      if (!a.is_string()) return R::fail(where + ".added: expected unit ids");
      u.added.push_back(a.get<std::string>());
    }
  return R::ok(u);
}

Result<std::vector<Unit>> units_from_json(const json& j, const char* key, const std::string& where) {
  using R = Result<std::vector<Unit>>;
  std::vector<Unit> out;
  if (auto e = array_of(j, key, where, kMaxUnits)) return R::fail(*e);
  if (!j.contains(key)) return R::ok(out);
  std::set<std::string> ids;
  for (std::size_t i = 0; i < j[key].size(); ++i) {
    std::string at = fmt::format("{}{}[{}]", where.empty() ? "" : where + ".", key, i);
    auto u = unit_from_json(j[key][i], at);
    if (!u) return R::fail(u.error);
    if (!ids.insert(u->id).second) return R::fail(fmt::format("{}.id: '{}' is used twice", at, u->id));
    out.push_back(*u);
  }
  return R::ok(out);
}

// A unit named by id, or given in full (added to `set`).
Fail unit_ref(const json& j, const char* key, Request& q, std::string& out) {
  if (!j.contains(key)) return std::nullopt;
  const json& v = j[key];
  if (v.is_string()) {
    out = v.get<std::string>();
    return std::nullopt;
  }
  auto u = unit_from_json(v, fmt::format("request.{}", key));
  if (!u) return u.error;
  out = u->id;
  q.set.push_back(*u);
  return std::nullopt;
}

}  // namespace

Result<Roster> roster_from_json(const json& j) {
  using R = Result<Roster>;
  if (!j.is_object()) return R::fail("roster: expected an object");
  if (auto e = only_fields(j, "roster",
                           {"bohemia_mini", "title", "move", "readings", "units", "queue", "log", "undo"}))
    return R::fail(*e);
  int format = kRosterFormat;
  if (auto e = get_int(j, "bohemia_mini", "roster", 1, 1000, format)) return R::fail(*e);
  if (format != kRosterFormat)
    return R::fail(fmt::format("roster.bohemia_mini: format {} is not known (this program reads {})", format,
                               kRosterFormat));
  Roster r;
  if (auto e = get_string(j, "title", "roster", r.title)) return R::fail(*e);
  if (auto e = get_int(j, "move", "roster", 1, kMaxMove, r.move)) return R::fail(*e);
  if (j.contains("readings")) {
    auto rd = readings_from_json(j["readings"], {}, "readings");
    if (!rd) return R::fail(rd.error);
    r.readings = *rd;
  }
  auto units = units_from_json(j, "units", "");
  if (!units) return R::fail(units.error);
  r.units = *units;
  auto q = steps_from_json(j, "queue", "roster");
  if (!q) return R::fail(q.error);
  r.queue = *q;
  if (auto e = array_of(j, "log", "roster", kNoLimit)) return R::fail(*e);
  if (j.contains("log"))
    for (std::size_t i = 0; i < j["log"].size(); ++i) {
      const json& l = j["log"][i];
      std::string at = fmt::format("log[{}]", i);
      if (!l.is_object()) return R::fail(at + ": expected an object");
      if (auto e = only_fields(l, at, {"move", "rule", "text"})) return R::fail(*e);
      LogLine line;
      if (auto e = get_int(l, "move", at, 0, kMaxMove, line.move)) return R::fail(*e);
      if (auto e = get_string(l, "rule", at, line.rule)) return R::fail(*e);
      if (auto e = get_string(l, "text", at, line.text)) return R::fail(*e);
      r.log.push_back(line);
    }
  if (auto e = array_of(j, "undo", "roster", kUndoDepth)) return R::fail(*e);
  if (j.contains("undo"))
    for (std::size_t i = 0; i < j["undo"].size(); ++i) {
      auto u = undo_from_json(j["undo"][i], fmt::format("undo[{}]", i));
      if (!u) return R::fail(u.error);
      r.undo.push_back(*u);
    }
  return R::ok(r);
}

json to_json(const Step& s) {
  return {{"kind", name(s.kind)}, {"unit", s.unit}, {"other", s.other},
          {"rule", s.rule},       {"due", s.due},   {"text", s.text}};
}

json to_json(const LogLine& l) { return {{"move", l.move}, {"rule", l.rule}, {"text", l.text}}; }

json to_json(const Roster& r) {
  json units = json::array(), queue = json::array(), log = json::array(), undo = json::array();
  for (const Unit& u : r.units) units.push_back(to_json(u));
  for (const Step& s : r.queue) queue.push_back(to_json(s));
  for (const LogLine& l : r.log) log.push_back(to_json(l));
  for (const UndoRecord& u : r.undo) {
    json changed = json::array(), q = json::array();
    for (const Unit& c : u.changed) changed.push_back(to_json(c));
    for (const Step& s : u.queue) q.push_back(to_json(s));
    undo.push_back({{"label", u.label},
                    {"move", u.move},
                    {"log_size", u.log_size},
                    {"queue", q},
                    {"changed", changed},
                    {"added", u.added}});
  }
  return {{"bohemia_mini", kRosterFormat},
          {"title", r.title},
          {"move", r.move},
          {"readings", to_json(r.readings)},
          {"units", units},
          {"queue", queue},
          {"log", log},
          {"undo", undo}};
}

Result<Request> request_from_json(const json& j) {
  using R = Result<Request>;
  if (!j.is_object()) return R::fail("request: expected an object");
  if (auto e = only_fields(j, "request",
                           {"verb", "unit", "target", "opportunity", "long", "pursuit_charge", "react",
                            "hits", "near", "commander", "readings", "set"}))
    return R::fail(*e);
  Request q;
  std::string verb;
  if (!j.contains("verb"))
    return R::fail("request.verb: missing (charge, morale, rout, pursuit, rally, end or set)");
  if (auto e = get_string(j, "verb", "request", verb)) return R::fail(*e);
  auto v = parse_verb(verb);
  if (!v)
    return R::fail(
        fmt::format("request.verb: '{}' is not charge, morale, rout, pursuit, rally, end or set", verb));
  q.verb = *v;
  auto set = units_from_json(j, "set", "request");
  if (!set) return R::fail(set.error);
  q.set = *set;
  if (auto e = unit_ref(j, "unit", q, q.unit)) return R::fail(*e);
  if (auto e = unit_ref(j, "target", q, q.target)) return R::fail(*e);
  if (auto e = get_bool(j, "opportunity", "request", q.opportunity)) return R::fail(*e);
  if (auto e = get_bool(j, "long", "request", q.long_charge)) return R::fail(*e);
  if (auto e = get_bool(j, "pursuit_charge", "request", q.pursuit_charge)) return R::fail(*e);
  if (auto e = get_bool(j, "commander", "request", q.commander)) return R::fail(*e);
  if (auto e = get_int(j, "hits", "request", 0, 20, q.hits)) return R::fail(*e);
  if (j.contains("react")) {
    std::string react;
    if (auto e = get_string(j, "react", "request", react)) return R::fail(*e);
    auto r = parse_reaction(react);
    if (!r)
      return R::fail(
          fmt::format("request.react: '{}' is not default, counter, evade, square or stand", react));
    q.react = *r;
  }
  if (auto e = array_of(j, "near", "request", 50)) return R::fail(*e);
  if (j.contains("near"))
    for (std::size_t i = 0; i < j["near"].size(); ++i) {
      const json& n = j["near"][i];
      std::string at = fmt::format("request.near[{}]", i);
      Near near;
      if (n.is_string()) {
        near.unit = n.get<std::string>();
      } else if (n.is_object()) {
        if (auto e = only_fields(n, at, {"unit", "through"})) return R::fail(*e);
        if (auto e = unit_ref(n, "unit", q, near.unit)) return R::fail(fmt::format("{}: {}", at, *e));
        if (auto e = get_bool(n, "through", at, near.through)) return R::fail(*e);
        if (near.unit.empty()) return R::fail(at + ".unit: missing");
      } else {
        return R::fail(at + ": expected a unit id or {\"unit\": id, \"through\": bool}");
      }
      q.near.push_back(near);
    }
  if (j.contains("readings")) {
    auto rd = readings_from_json(j["readings"], {}, "request.readings");
    if (!rd) return R::fail(rd.error);
    q.readings = *rd;
  }
  return R::ok(q);
}

json to_json(const Request& q) {
  json j = {{"verb", name(q.verb)}};
  if (!q.unit.empty()) j["unit"] = q.unit;
  if (!q.target.empty()) j["target"] = q.target;
  if (q.verb == Verb::Charge) {
    j["opportunity"] = q.opportunity;
    j["long"] = q.long_charge;
    j["pursuit_charge"] = q.pursuit_charge;
    j["react"] = name(q.react);
  }
  if (q.hits) j["hits"] = q.hits;
  if (!q.near.empty()) {
    j["near"] = json::array();
    for (const Near& n : q.near) j["near"].push_back({{"unit", n.unit}, {"through", n.through}});
  }
  if (q.verb == Verb::Rally) j["commander"] = q.commander;
  if (!q.set.empty()) {
    j["set"] = json::array();
    for (const Unit& u : q.set) j["set"].push_back(to_json(u));
  }
  if (q.readings) j["readings"] = to_json(*q.readings);
  return j;
}

Result<Call> call_from_json(const json& j) {
  using R = Result<Call>;
  if (!j.is_object())
    return R::fail("expected a JSON object with 'request' and optionally 'roster', 'dice', 'seed'");
  if (auto e = only_fields(j, "body", {"request", "roster", "dice", "seed"})) return R::fail(*e);
  Call c;
  if (!j.contains("request")) return R::fail("request: missing");
  auto q = request_from_json(j["request"]);
  if (!q) return R::fail(q.error);
  c.request = *q;
  if (j.contains("roster")) {
    auto r = roster_from_json(j["roster"]);
    if (!r) return R::fail(r.error);
    c.roster = *r;
    c.has_roster = true;
  }
  if (j.contains("dice")) {
    const json& d = j["dice"];
    if (!d.is_array() || d.size() > 64) return R::fail("dice: expected an array of at most 64 dice");
    std::vector<int> dice;
    for (std::size_t i = 0; i < d.size(); ++i) {
      if (!d[i].is_number_integer() || d[i].get<long long>() < 1 || d[i].get<long long>() > 6)
        return R::fail(fmt::format("dice[{}]: a d6 shows 1 to 6", i));
      dice.push_back(d[i].get<int>());
    }
    c.dice = dice;
  }
  if (j.contains("seed")) {
    if (!j["seed"].is_number_unsigned()) return R::fail("seed: expected a non-negative whole number");
    c.seed = j["seed"].get<std::uint64_t>();
  }
  if (c.dice && c.seed) return R::fail("give either 'dice' or 'seed', not both");
  return R::ok(c);
}

Result<json> parse_json_text(const std::string& text, const std::string& what) {
  try {
    return Result<json>::ok(json::parse(text));
  } catch (const json::exception& e) {  // a syntax error, or a number too large (out_of_range 406)
    std::string m = e.what();
    // nlohmann's message: "[json.exception.parse_error.101] parse error at line 3, column 5: ..."
    auto at = m.find(']');
    if (at != std::string::npos) ++at;
    while (at < m.size() && m[at] == ' ') ++at;
    return Result<json>::fail(fmt::format("{}: not valid JSON: {}", what, at >= m.size() ? m : m.substr(at)));
  }
}

}  // namespace bohemia::mini
