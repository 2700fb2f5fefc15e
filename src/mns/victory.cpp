// Victory (§18), judged after the last game turn: Prussian if a Prussian
// unit was the last to enter 2030 or Prussian artillery has it in range
// (LOS limits of rain and darkness ignored, RN 18); Austrian if not, the
// trains never moved nor were attacked, and no Prussian unit stands in a
// fieldworks hex; otherwise victory points, a total under 10 a draw.
#include <fmt/format.h>

#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

namespace {

int points(const Board& b, Side s) {
  std::size_t i = static_cast<std::size_t>(s);
  return b.s.vp_destroyed[i] * b.sc.vp_destroyed + b.s.vp_casualties[i] * b.sc.vp_leader_casualty +
         b.s.vp_captured[i] * b.sc.vp_captured + b.s.vp_hq[i] * b.sc.vp_hq_captured;
}

// 18.1: a Prussian battery, effective and undisrupted, with 2030 within its
// range (+1 from a hill, 8.7).
int artillery_in_range(Board& b) {
  for (int u = 0; u < b.count(); ++u) {
    if (b.side(u) != Side::Prussia || !b.on_map(u) || !b.def(u).is_artillery() || !b.effective(u) ||
        b.disrupted(u))
      continue;
    int range = b.face(u).range +
                (b.map().hill[static_cast<std::size_t>(b.us(u).hex)] ? b.tec().hill.range_bonus : 0);
    if (b.face(u).range > 0 && b.map().grid.distance(b.us(u).hex, b.sc.victory_hex) <= range) return u;
  }
  return -1;
}

int prussian_in_works(Board& b) {
  for (int u = 0; u < b.count(); ++u)
    if (b.side(u) == Side::Prussia && b.on_map(u) && b.def(u).is_combat() &&
        b.map().fieldworks[static_cast<std::size_t>(b.us(u).hex)])
      return u;
  return -1;
}

}  // namespace

std::vector<VictoryLine> explain_victory(Board& b, int* winner, std::string* level, std::string* decided_by) {
  std::vector<VictoryLine> out;
  if (decided_by) decided_by->clear();
  std::string hex = b.map().label(b.sc.victory_hex);
  bool last = b.s.last_into_victory_hex == static_cast<int>(Side::Prussia);
  out.push_back({"18.1", last ? fmt::format("a Prussian unit was the last to enter {}: yes", hex)
                              : fmt::format("a Prussian unit was the last to enter {}: no{}", hex,
                                            b.s.last_into_victory_hex < 0 ? " (no unit entered it)"
                                                                          : " (an Austrian unit was)")});
  int gun = artillery_in_range(b);
  out.push_back({"18.1", gun >= 0 ? fmt::format("Prussian artillery in range of {}: yes, {} at {}", hex,
                                                b.def(gun).id, b.map().label(b.us(gun).hex))
                                  : fmt::format("Prussian artillery in range of {}: no", hex)});
  if (last || gun >= 0) {
    if (decided_by)
      *decided_by = last ? fmt::format("§18.1: a Prussian unit was the last to enter {}", hex)
                         : fmt::format("§18.1: Prussian artillery in range of {}", hex);
    *winner = static_cast<int>(Side::Prussia);
    *level = "victory";
    out.push_back({"18.1", "Prussian victory"});
    return out;
  }
  int trains = b.sc.victory_trains;
  bool trains_ok = !b.s.trains_disturbed && trains >= 0 && b.us(trains).where == Where::Map;
  out.push_back({"18.2", fmt::format("the Austrian trains never moved nor were attacked: {}",
                                     trains_ok ? "yes" : "no")});
  int in_works = prussian_in_works(b);
  out.push_back({"18.2", in_works < 0 ? "no Prussian unit in a fieldworks hex: yes"
                                      : fmt::format("no Prussian unit in a fieldworks hex: no ({} at {})",
                                                    b.def(in_works).id, b.map().label(b.us(in_works).hex))});
  if (trains_ok && in_works < 0) {
    if (decided_by)
      *decided_by = "§18.2: the Austrian trains untouched and no Prussian unit in a fieldworks hex";
    *winner = static_cast<int>(Side::Austria);
    *level = "victory";
    out.push_back({"18.2", "Austrian victory"});
    return out;
  }
  for (Side s : {Side::Prussia, Side::Austria}) {
    std::size_t i = static_cast<std::size_t>(s);
    out.push_back(
        {"18.3",
         fmt::format(
             "{} victory points: {} ({} destroyed x{}, {} leader casualties x{}, {} captured x{}, {} HQ x{})",
             s == Side::Prussia ? "Prussian" : "Austrian", points(b, s), b.s.vp_destroyed[i],
             b.sc.vp_destroyed, b.s.vp_casualties[i], b.sc.vp_leader_casualty, b.s.vp_captured[i],
             b.sc.vp_captured, b.s.vp_hq[i], b.sc.vp_hq_captured)});
  }
  int p = points(b, Side::Prussia), a = points(b, Side::Austria);
  if (p == a || std::max(p, a) < b.sc.draw_below) {
    *winner = -1;
    *level = "draw";
    out.push_back(
        {"18.3", p == a ? "equal points: a draw"
                        : fmt::format("the leader has fewer than {} points: a draw", b.sc.draw_below)});
    return out;
  }
  *winner = p > a ? static_cast<int>(Side::Prussia) : static_cast<int>(Side::Austria);
  *level = "points";
  out.push_back({"18.3", fmt::format("{} wins on points", p > a ? "Prussia" : "Austria")});
  return out;
}

void judge_victory(Ctx& x, Board& b) {
  int winner = -1;
  std::string level;
  for (const VictoryLine& l : explain_victory(b, &winner, &level)) x.log(l.section, l.text);
}

}  // namespace bohemia::mns
