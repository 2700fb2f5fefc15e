// Helpers shared by the steps of a combat (combat_helpers.h).
#include "gbn3/combat_helpers.h"

#include <fmt/format.h>

#include <functional>

#include "gbn3/rules.h"

namespace bohemia::combat {

std::string mods_text(const std::vector<std::string>& parts) {
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : ", ") + p;
  return out.empty() ? "no modifiers" : out;
}

// Every way to split `total` into `parts` non-negative shares.
void compositions(int total, int parts, std::vector<std::array<std::int8_t, kMaxShares>>& out) {
  std::array<std::int8_t, kMaxShares> cur{};
  std::function<void(int, int)> rec = [&](int i, int left) {
    if (i == parts - 1) {
      cur[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(left);
      out.push_back(cur);
      return;
    }
    for (int v = left; v >= 0; --v) {
      cur[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(v);
      rec(i + 1, left - v);
    }
  };
  if (parts > 0) rec(0, total);
}

// The edition's table (D-28): a column above its largest is read there with
// +1 on the die for each column in excess (D-29), said in the log.
CombatResult read_crt(const Crt& crt, int column, int modified_die, std::vector<std::string>& why) {
  if (int x = crt.excess(column))
    why.push_back(fmt::format("column {} read as {} with +{} on the die", column, crt.max_column, x));
  return crt.lookup(column, modified_die);
}

bool assault_side_ok(const Game& g, HexId from, HexId to) {
  const Map& m = Rules::map(g);
  auto d = direction_to(m.hex_of(from), m.hex_of(to));
  if (!d) return false;
  std::uint16_t s = Rules::hexside(g, from, *d);
  if ((s & kRiver) && !(s & kCrossing)) return false;     // TEC river: prohibited except via a bridge
  if ((s & kEscarpment) && !(s & kLinear)) return false;  // TEC escarpment
  return true;
}

// The facings a unit may end a retreat with (before combat, 9.5.4, or after,
// 9.5.8): one hexside of turn at most; joining a stack it takes the stack's
// facing (§4), turning further if it must.
void push_retreat_facings(const Game& g, std::vector<Action>& out, ActionType type, int u, HexId hex) {
  const UnitState& x = Rules::us(g, u);
  int fixed = -1;
  for (int o : Rules::units_in(g, hex))
    if (o != u) fixed = to_int(Rules::us(g, o).facing);
  auto push = [&](int f) {
    Action a;
    a.type = type;
    a.piece = Piece::unit(u);
    a.hex = hex;
    a.facing = static_cast<std::int8_t>(f);
    out.push_back(a);
  };
  if (fixed >= 0) {
    push(fixed);
    return;
  }
  for (int turn : {0, -1, 1}) push(to_int(rotate(x.facing, turn)));
}

// 9.5.4 / 9.5.8: a retreating unit may turn one hexside only, and §4 stacked
// units share one facing: a friendly stack facing farther away is not a hex
// that "satisfies stacking and facing restrictions".
bool retreat_facing_ok(const Game& g, int u, HexId hex) {
  const Map& m = Rules::map(g);
  if (Rules::def(g, u).kind != UnitKind::Artillery && is_built_up(m.terrain(hex))) return true;
  for (int o : Rules::units_in(g, hex))
    if (o != u && (Rules::def(g, o).kind == UnitKind::Artillery || !is_built_up(m.terrain(hex))))
      return turn_distance(Rules::us(g, o).facing, Rules::us(g, u).facing) <= 1;
  return true;
}

}  // namespace bohemia::combat
