// Rule 17, the morale test: one d6 plus the modifiers of "How to test"; 3 or
// more holds, 1–2 is Shaken, 0 or less is Rout. Also the automatic rout at
// the casualty limits.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "mini/odds.h"
#include "mini/unit.h"

namespace bohemia::mini {

enum class MoraleResult { Pass, Shaken, Rout };

// What the circumstances of this test add to the unit's own fields.
struct TestContext {
  bool rout_near = false;       // the test is a reaction to a rout within 4" (rule 16)
  bool routed_through = false;  // that rout passes through the unit (rule 16)
};

// Every modifier of rule 17 that applies, each with its rule. A support that
// names a roster unit counts only if rule 18 lets it (Formed, on the table,
// a friend); `notes` says why one did not.
std::vector<Modifier> morale_modifiers(const Unit& u, const std::vector<Unit>& roster, const TestContext& ctx,
                                       std::vector<std::string>* notes = nullptr);

// The result of a die plus modifiers.
MoraleResult morale_result(int score);
// How many of the six faces give each result (pass, shaken, rout).
std::array<int, 3> morale_ways(int modifier);

std::string_view name(MoraleResult m);

// Rule 17: true if `casualties` reach the automatic rout of the arm.
bool at_casualty_limit(Arm a, int casualties);

}  // namespace bohemia::mini
