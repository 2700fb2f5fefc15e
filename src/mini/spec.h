// A unit on the command line: "id" names a roster unit; "id:key=value,..."
// changes some of its fields, or makes a new unit with them (fields as in
// the JSON, supports as "3/6.5" or "hus2@3").
#pragma once

#include <string_view>

#include "mini/result.h"
#include "mini/roster.h"

namespace bohemia::mini {

Result<Unit> unit_from_spec(std::string_view spec, const Roster& roster);

}  // namespace bohemia::mini
