// A request to the referee: which verb, which units, and the circumstances
// the rules ask about (orders or an opportunity charge, a charge begun half a
// move away, artillery hits, the friends within 4", a commander in contact).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "mini/readings.h"
#include "mini/unit.h"

namespace bohemia::mini {

enum class Verb { Charge, Morale, Rout, Pursuit, Rally, EndOfMove, Set };
std::string_view name(Verb v);
std::optional<Verb> parse_verb(std::string_view s);

// What a charged unit does if it may react and passes its test (rule 18 for
// cavalry, rule 15's caption for infantry). Default: cavalry counter-charge,
// infantry form square.
enum class Reaction { Default, Counter, Evade, Square, Stand };
std::string_view name(Reaction r);
std::optional<Reaction> parse_reaction(std::string_view s);

// A friend within 4" of a rout, and whether the rout passes through it.
struct Near {
  std::string unit;
  bool through = false;
};

struct Request {
  Verb verb = Verb::Charge;
  std::vector<Unit> set;  // units added or replaced before the verb runs
  std::string unit;       // charger, tester, router, pursuer, rallier
  std::string target;     // charged unit; for a pursuit, the routers
  // charge
  bool opportunity = false;     // an opportunity charge (rules 14, 15)
  bool long_charge = true;      // began at least half a move away (rules 15, 18)
  bool pursuit_charge = false;  // the charge a pursuit roll ordered (rule 16)
  Reaction react = Reaction::Default;
  // morale
  int hits = 0;  // artillery casualties received first (rule 17)
  // rout
  std::vector<Near> near;
  // rally
  bool commander = false;            // a commander or the CinC in base contact, paying 1 pip
  std::optional<Readings> readings;  // overrides the roster's
};

}  // namespace bohemia::mini
