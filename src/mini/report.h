// The referee's words on a terminal: an evaluation (modifiers with their
// rules, factors, Winner and margin, the outcome tables with n/36 and %),
// a resolution (dice, consequences, new steps), the queue, the roster and
// the log in the style of the demo report.
#pragma once

#include <string>

#include "mini/plan.h"
#include "mini/roster.h"

namespace bohemia::mini {

std::string render(const Evaluation& e, const Roster& r);
std::string render(const Resolution& res);
std::string render_queue(const Roster& r);
std::string render_units(const Roster& r);
std::string render_log(const Roster& r);

}  // namespace bohemia::mini
