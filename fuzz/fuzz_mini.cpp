// libFuzzer: the miniatures referee's JSON input (src/mini/json_io.h). The
// input is a call, {"request", "roster"?, "dice"?, "seed"?}, as the API and
// `bohemia mini --input` read it. Whatever it holds, parsing answers a value
// or an error; a valid call evaluates and plays without crashing, its odds
// sum to 1, and its roster survives a JSON round trip.
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "mini/json_io.h"
#include "mini/referee.h"

using namespace bohemia::mini;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  auto j = parse_json_text(text, "input");
  if (!j) return 0;
  auto call = call_from_json(*j);
  if (!call) return 0;
  auto ev = evaluate(call->roster, call->request);
  if (ev) {
    double p = 0;
    for (const OddsRow& row : ev->outcomes) p += row.chance.p();
    if (!ev->outcomes.empty() && std::fabs(p - 1) > 1e-9) std::abort();
    to_text(to_json(*ev));
  }
  Roster roster = call->roster;
  GivenDice given(call->dice.value_or(std::vector<int>{}));
  SeededDice seeded(call->seed.value_or(1));
  Dice& dice = call->dice ? static_cast<Dice&>(given) : static_cast<Dice&>(seeded);
  auto res = play(roster, call->request, dice);
  if (res && !ev) std::abort();  // what plays must evaluate
  auto back = roster_from_json(json::parse(to_text(to_json(roster))));
  if (!back || !(back->units == roster.units)) std::abort();
  undo(roster);
  return 0;
}
