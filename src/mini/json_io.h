// The referee's JSON: units, rosters, requests and the evaluations and
// resolutions it returns (docs/api.md "Miniatures referee"). Parsing is
// strict: an unknown field, a wrong type or a value out of range is refused
// with the path of the field ("units[2].state: ...").
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "mini/plan.h"
#include "mini/request.h"
#include "mini/result.h"
#include "mini/roster.h"

namespace bohemia::mini {

using json = nlohmann::json;

constexpr int kRosterFormat = 1;  // "bohemia_mini" in a roster file

// Sets one field of a unit from JSON (strings are accepted for numbers and
// booleans, so a command-line "key=value" can use it); the error or nullopt.
std::optional<std::string> set_field(Unit& u, const std::string& key, const json& value);
// The fields set_field knows, for messages and help.
std::string unit_fields();
// Checks what no single field can: an id, cavalry with a weight and in line
// or column, a weight only on cavalry.
std::optional<std::string> check_unit(const Unit& u);

Result<Unit> unit_from_json(const json& j, const std::string& where);
json to_json(const Unit& u);

Result<Roster> roster_from_json(const json& j);
json to_json(const Roster& r);

Result<Readings> readings_from_json(const json& j, Readings base, const std::string& where);
json to_json(const Readings& r);
json readings_info(const Readings& r);

// A request in JSON. A unit may be named by its id or given in full (then it
// is added to the request's `set`).
Result<Request> request_from_json(const json& j);
json to_json(const Request& q);

// What a program sends the referee: the request, the roster (none: a roster
// made of the units the request gives), and the players' dice or a seed.
struct Call {
  Roster roster;
  bool has_roster = false;
  Request request;
  std::optional<std::vector<int>> dice;
  std::optional<std::uint64_t> seed;
};
Result<Call> call_from_json(const json& j);

// JSON as text; strings that are not UTF-8 (a name typed on a terminal in
// another encoding) are written with replacement characters, never thrown.
std::string to_text(const json& j, int indent = -1);

// Parses text as JSON; the error names `what` and the line and column.
Result<json> parse_json_text(const std::string& text, const std::string& what);

json to_json(const Evaluation& e);
json to_json(const Resolution& r);
json to_json(const Step& s);
json to_json(const LogLine& l);

}  // namespace bohemia::mini
