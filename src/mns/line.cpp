// The Austrian line formation (§19.7): a line faces an apex of its hex; the
// two hexes beside the apex are its front, the next two its flanks, the
// last two its rear (§19.7B). A Prussian unit entering a flank or rear hex
// makes the line check its morale, and a failure routs it.
#include <fmt/format.h>

#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

int line_aspect(const Board& b, int u, HexId from) {
  const UnitState& x = b.us(u);
  int d = b.map().grid.direction(x.hex, from);
  if (d < 0 || x.line < 0) return -1;
  int rel = (d - x.line + 6) % 6;
  if (rel == 0 || rel == 1) return 0;  // front
  if (rel == 2 || rel == 5) return 1;  // flank
  return 2;                            // rear
}

bool line_front(const Board& b, int u, HexId target) { return line_aspect(b, u, target) == 0; }

std::vector<int> lines_flanked(Board& b, int mover, HexId h) {
  std::vector<int> out;
  if (mover >= kMarkerBase || !b.def(mover).is_combat()) return out;
  for (int d = 0; d < 6; ++d) {
    HexId n = b.map().neighbour(h, d);
    if (n == kNoHex) continue;
    for (int u : b.at(n))
      if (b.side(u) != b.side(mover) && b.us(u).line >= 0 && line_aspect(b, u, h) > 0) out.push_back(u);
  }
  return out;
}

void line_checks_on_entry(Ctx& x, Board& b, int mover, HexId h) {
  for (int u : lines_flanked(b, mover, h))
    run_line_check(
        x, b,
        Task{TaskType::LineCheck, b.side(u), static_cast<std::int16_t>(u), static_cast<std::int16_t>(h)});
}

void run_line_check(Ctx& x, Board& b, const Task& t) {
  int u = t.a;
  if (!b.on_map(u) || b.us(u).line < 0) return;
  const char* where = line_aspect(b, u, t.b) == 1 ? "flank" : "rear";
  if (morale_check(x, b, u, 0, fmt::format("an enemy in its {} at {}", where, b.map().label(t.b)), "19.7B"))
    return;
  x.log("19.7B", fmt::format("{} routs", b.def(u).id));
  queue_front(b.s, {Task{TaskType::Retreat, b.side(u), static_cast<std::int16_t>(u), 1, kNoHex, 0}});
}

}  // namespace bohemia::mns
