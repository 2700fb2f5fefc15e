// The typed parameters of one [special.<name>] table, read by the rule's
// constructor. Every accessor checks its value against the scenario (hexes
// of the map, ids of the order of battle, hours of the turn track, places,
// victory locations) and refuses a bad one with a DataError naming the file,
// the line and the field. finish() then refuses keys the rule did not read,
// apart from the documentation keys every table may carry (section, summary,
// ruling, note, derivation, status, kind).
#pragma once

#include <toml++/toml.h>

#include <list>
#include <string>
#include <string_view>
#include <vector>

#include "core/toml_reader.h"
#include "gbn3/scenario.h"

namespace bohemia {

// One hexside, as the map format writes it: "CCRR/DIR".
struct Hexside {
  HexId hex = kNoHex;
  Direction dir = Direction::N;
};

class RuleParams {
 public:
  RuleParams(const TomlReader& rd, const toml::table& t, std::string path, const Scenario& sc);

  const Scenario& scenario() const { return sc_; }
  const std::string& path() const { return path_; }  // "special.<name>"
  const toml::table& table() const { return t_; }
  bool has(std::string_view key) const { return t_.get(key) != nullptr; }
  // A DataError at the key's line (the table's if the key is absent).
  [[noreturn]] void fail(std::string_view key, const std::string& reason) const;

  int integer(std::string_view key, int lo, int hi);
  int integer_or(std::string_view key, int lo, int hi, int fallback);
  bool boolean_or(std::string_view key, bool fallback);
  std::string string(std::string_view key);
  std::string string_or(std::string_view key, std::string fallback);
  std::vector<std::string> strings(std::string_view key, bool required);
  Side side(std::string_view key);
  // An hour of the scenario's turn track (first_turn .. last_turn).
  int turn(std::string_view key);
  int turn_or(std::string_view key, int fallback);
  std::vector<int> turns(std::string_view key, bool required);
  // Hexes: "CCRR", and in lists also "CCRR-CCRR" ranges along one column or row.
  HexId hex(std::string_view key);
  std::vector<HexId> hexes(std::string_view key, bool required);
  Hexside hexside(std::string_view key);
  std::vector<Hexside> hexsides(std::string_view key, bool required);
  // Ids of the order of battle: index of the unit, formation or commander-in-chief.
  int unit(std::string_view key);
  std::vector<int> units(std::string_view key, bool required);
  int formation(std::string_view key);
  std::vector<int> formations(std::string_view key, bool required);
  int cinc(std::string_view key);
  // A place of the map: its hexes.
  std::vector<HexId> place(std::string_view key);
  // A [[victory.location]] of the scenario, by its place: its index.
  int location(std::string_view key);
  // An array of tables (`[[special.<name>.<key>]]` or an inline array): the
  // parameters of each element, finished with this table.
  std::vector<RuleParams*> tables(std::string_view key, bool required);

  // Takes every key as read (a table of documentation only).
  void accept_all();

  // Refuses any key no accessor read (documentation keys apart), in this
  // table and in the tables() read from it.
  void finish();

 private:
  const toml::node* node(std::string_view key, bool required, const char* what);
  const toml::array* list(std::string_view key, bool required);
  std::string field(std::string_view key) const { return path_ + "." + std::string(key); }
  HexId hex_at(const toml::node* at, const std::string& fld, const std::string& label) const;
  std::vector<HexId> range_at(const toml::node* at, const std::string& fld, const std::string& text) const;
  Hexside hexside_at(const toml::node* at, const std::string& fld, const std::string& text) const;

  const TomlReader& rd_;
  const toml::table& t_;
  std::string path_;
  const Scenario& sc_;
  std::vector<std::string> read_;
  std::list<RuleParams> children_;
};

// Parses "CCRR" or a "CCRR-CCRR" range along one column or one row of `m`:
// the hexes, or an empty list with the reason in `why`.
std::vector<HexId> parse_hex_range(const Map& m, std::string_view text, std::string* why);

}  // namespace bohemia
