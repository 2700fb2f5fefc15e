// The Combat Results Table: its codes, cells and columns (§7.7, §7.8), and
// its reader (docs/mns/data-format.md "charts/crt.toml").
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <sstream>

#include "mns/chart_loaders.h"
#include "mns/toml_util.h"

namespace bohemia::mns {

namespace {

constexpr const char* kCodeNames[] = {"", "NE", "Ar", "Dr", "Ac", "Dc", "Ax", "Dx", "Dm", "Am", "Ex"};
constexpr std::string_view kFlags[] = {"DF", "Leader", "Ammo"};
// Every code the text uses (7.8, 9.3.5, 9.4): each must be defined, with its class.
const std::map<std::string, std::string> kTextCodes = {
    {"NE", "result"}, {"Ar", "result"},   {"Dr", "result"}, {"Ac", "result"}, {"Dc", "result"},
    {"Ax", "result"}, {"Dx", "result"},   {"Dm", "result"}, {"Am", "result"}, {"Ex", "result"},
    {"DF", "flag"},   {"Leader", "flag"}, {"Ammo", "flag"}, {"m", "part"}};

// "Dm (Dx) Leader" -> a cell, or why not.
bool parse_cell(const std::string& text, CrtCell* out, std::string* why) {
  std::istringstream in(text);
  std::vector<std::string> tok;
  for (std::string t; in >> t;) tok.push_back(t);
  if (tok.empty()) return *why = "an empty cell", false;
  CrtCell c;
  c.primary = parse_code(tok[0]);
  if (c.primary == Code::None) return *why = fmt::format("'{}' is not a result code", tok[0]), false;
  std::size_t i = 1;
  if (i < tok.size() && tok[i].front() == '(') {
    if (tok[i].size() < 3 || tok[i].back() != ')')
      return *why = fmt::format("'{}': a parenthesized result is written (CODE)", tok[i]), false;
    c.second = parse_code(tok[i].substr(1, tok[i].size() - 2));
    if (c.second == Code::None)
      return *why = fmt::format("'{}' is not a result code", tok[i].substr(1, tok[i].size() - 2)), false;
    if (!is_check(c.primary))
      return *why = fmt::format(
                 "a parenthesized result may follow only a check result (Ac Dc Ax Dx Dm Am), not {} (7.8)",
                 tok[0]),
             false;
    ++i;
  }
  for (; i < tok.size(); ++i) {
    bool* f = tok[i] == kFlags[0]   ? &c.df
              : tok[i] == kFlags[1] ? &c.leader
              : tok[i] == kFlags[2] ? &c.ammo
                                    : nullptr;
    if (!f) return *why = fmt::format("'{}' is not a flag (DF, Leader, Ammo)", tok[i]), false;
    if (*f) return *why = fmt::format("flag {} twice", tok[i]), false;
    *f = true;
  }
  *out = c;
  return true;
}

void read_codes(const TomlReader& r, std::vector<std::string>* results) {
  const toml::table& codes = r.table(r.root(), "codes", "");
  for (const auto& name_cls : kTextCodes) {
    const auto& name = name_cls.first;
    const auto& cls = name_cls.second;
    const toml::node* n = codes.get(name);
    if (!n) {
      r.guard([&] { r.fail(&codes, "codes." + name, "not defined (the text uses it: 7.8, 9.3.5, 9.4)"); });
      continue;
    }
    r.guard([&] {
      if (!n->is_table()) r.fail(n, "codes." + name, "must be a table");
      const toml::table& t = *n->as_table();
      std::string path = "codes." + name;
      check_keys(r, t, path, {"class", "side", "check", "section", "meaning"});
      std::string c = r.string(t, "class", path);
      if (c != cls)
        r.fail(t.get("class"), path + ".class", fmt::format("must be \"{}\", not \"{}\"", cls, c));
      r.string(t, "section", path);
      r.string(t, "meaning", path);
      if (cls == "result") {
        bool check = r.boolean_or(t, "check", path, false);
        if (check != is_check(parse_code(name)))
          r.fail(t.get("check") ? t.get("check") : &t, path + ".check",
                 fmt::format("{} {} call a morale check (7.8)", name,
                             is_check(parse_code(name)) ? "does" : "does not"));
        results->push_back(name);
      }
    });
  }
  for (const auto& k_v : codes) {
    const auto& k = k_v.first;
    const auto& v = k_v.second;
    if (!kTextCodes.count(std::string(k.str())))
      r.guard([&] {
        r.fail(&v, "codes." + std::string(k.str()), "a code the rules do not define (7.8, 9.3.5, 9.4)");
      });
  }
}

void read_columns(const TomlReader& r, Crt& crt) {
  auto cols = r.tables(r.root(), "column", "");
  if (cols.size() < 2) r.fail(&r.root(), "column", "at least two [[column]] tables are required");
  for (std::size_t i = 0; i < cols.size(); ++i) {
    const auto& t = cols[i].first;
    const auto& path = cols[i].second;
    CrtColumn c;
    c.min = -1000;
    c.max = 1000;
    r.guard([&] {
      check_keys(r, *t, path, {"label", "min", "max"});
      c.label = r.string(*t, "label", path);
      bool first = i == 0, last = i + 1 == cols.size();
      if (first && t->get("min"))
        r.fail(t->get("min"), path + ".min",
               "the first column has no min (it takes every lower differential)");
      if (last && t->get("max"))
        r.fail(t->get("max"), path + ".max",
               "the last column has no max (it takes every higher differential)");
      if (!first) c.min = static_cast<int>(r.integer(*t, "min", path, -99, 99));
      if (!last) c.max = static_cast<int>(r.integer(*t, "max", path, -99, 99));
      if (c.min > c.max) r.fail(t, path, fmt::format("min {} > max {}", c.min, c.max));
      if (crt.status == "reconstructed" && !t->get("derivation"))
        r.fail(t, path, "a reconstructed column needs a derivation");
      if (i > 0 && c.min != crt.columns.back().max + 1)
        r.fail(t->get("min"), path + ".min",
               fmt::format("columns '{}' and '{}' are not contiguous ({} then {})", crt.columns.back().label,
                           c.label, crt.columns.back().max, c.min));
    });
    crt.columns.push_back(c);
  }
}

void read_rows(const TomlReader& r, Crt& crt) {
  const toml::table& rows = r.table(r.root(), "rows", "");
  for (const auto& k_v : rows) {
    const auto& k = k_v.first;
    const auto& v = k_v.second;
    std::string key(k.str());
    if (key.size() != 1 || key[0] < '1' || key[0] > '6')
      r.guard([&] { r.fail(&v, "rows." + key, "is not a die roll 1..6"); });
  }
  for (int die = 1; die <= 6; ++die) {
    std::string key = std::to_string(die), path = "rows." + key;
    auto& line = crt.rows[static_cast<std::size_t>(die - 1)];
    r.guard([&] {
      const toml::array* a = r.array(rows, key, "rows", true);
      if (a->size() != crt.columns.size())
        r.fail(a, path, fmt::format("{} cells, expected {} (one per column)", a->size(), crt.columns.size()));
      for (std::size_t i = 0; i < a->size(); ++i) {
        CrtCell cell;
        r.guard([&] {
          const toml::node* e = a->get(i);
          if (!e->is_string()) r.fail(e, fmt::format("{}[{}]", path, i), "must be a string");
          std::string why;
          if (!parse_cell(std::string(e->as_string()->get()), &cell, &why))
            r.fail(e, fmt::format("{}, column '{}'", path, crt.columns[i].label), why);
        });
        line.push_back(cell);
      }
    });
  }
}

// §7.8 ranks results for the attacker; a table worse for him to the right
// or lower down is reported (a warning: a printed table may rank otherwise).
void check_monotone(const TomlReader& r, const Crt& crt, const std::vector<std::string>& order) {
  std::map<Code, int> rank;
  for (std::size_t i = 0; i < order.size(); ++i) rank[parse_code(order[i])] = static_cast<int>(i);
  auto key = [&](const CrtCell& c) {
    return std::pair(rank.count(c.primary) ? rank[c.primary] : -1,
                     c.second == Code::None ? rank[Code::NE] : (rank.count(c.second) ? rank[c.second] : -1));
  };
  const toml::table* rows = r.root().get_as<toml::table>("rows");
  for (int die = 1; die <= 6; ++die) {
    const auto& line = crt.rows[static_cast<std::size_t>(die - 1)];
    const toml::node* at = rows ? rows->get(std::to_string(die)) : nullptr;
    if (line.size() != crt.columns.size()) return;
    for (std::size_t i = 0; i + 1 < line.size(); ++i)
      if (key(line[i + 1]) < key(line[i]))
        r.report(at, "rows." + std::to_string(die),
                 fmt::format("not monotone in the differential: '{}' is worse for the attacker than '{}'",
                             crt.columns[i + 1].label, crt.columns[i].label));
    if (die < 6) {
      const auto& next = crt.rows[static_cast<std::size_t>(die)];
      const toml::node* at2 = rows ? rows->get(std::to_string(die + 1)) : nullptr;
      if (next.size() != line.size()) continue;
      for (std::size_t i = 0; i < line.size(); ++i)
        if (key(next[i]) < key(line[i]))
          r.report(at2, "rows." + std::to_string(die + 1),
                   fmt::format("column '{}': die {} is worse for the attacker than die {}",
                               crt.columns[i].label, die + 1, die));
    }
  }
}

}  // namespace

const char* code_name(Code c) { return kCodeNames[static_cast<int>(c)]; }

Code parse_code(const std::string& s) {
  for (int i = 1; i < static_cast<int>(std::size(kCodeNames)); ++i)
    if (s == kCodeNames[i]) return static_cast<Code>(i);
  return Code::None;
}

std::string CrtCell::text() const {
  std::string s = code_name(primary);
  if (second != Code::None) s += fmt::format(" ({})", code_name(second));
  if (df) s += " DF";
  if (leader) s += " Leader";
  if (ammo) s += " Ammo";
  return s;
}

int Crt::column_of(int d) const {
  for (std::size_t i = 0; i < columns.size(); ++i)
    if (d <= columns[i].max) return static_cast<int>(i);
  return static_cast<int>(columns.size()) - 1;
}

Crt read_crt(const TomlReader& r) {
  Crt crt;
  check_keys(r, r.root(), "", {"crt", "order", "codes", "column", "rows"});
  const toml::table& head = r.table(r.root(), "crt", "");
  check_keys(r, head, "crt", {"id", "system", "die"});
  r.guard([&] {
    crt.status = r.string(head, "status", "crt");
    if (crt.status != "printed" && crt.status != "reconstructed")
      r.fail(head.get("status"), "crt.status", "must be \"printed\" or \"reconstructed\"");
  });
  r.guard([&] { r.integer(head, "die", "crt", 6, 6); });
  std::vector<std::string> results;
  r.guard([&] { read_codes(r, &results); });
  std::vector<std::string> order;
  r.guard([&] {
    const toml::table& o = r.table(r.root(), "order", "");
    order = r.strings(o, "worst_to_best", "order", true);
    for (const std::string& c : order)
      if (std::find(results.begin(), results.end(), c) == results.end())
        r.guard([&] {
          r.fail(o.get("worst_to_best"), "order.worst_to_best", fmt::format("'{}' is not a result code", c));
        });
    for (const std::string& c : results)
      if (std::find(order.begin(), order.end(), c) == order.end())
        r.guard([&] {
          r.fail(o.get("worst_to_best"), "order.worst_to_best",
                 fmt::format("result code '{}' has no rank", c));
        });
  });
  read_columns(r, crt);
  read_rows(r, crt);
  check_monotone(r, crt, order);
  return crt;
}

Crt load_crt(const std::string& path) {
  TomlReader r(path);
  return read_crt(r);
}

}  // namespace bohemia::mns
