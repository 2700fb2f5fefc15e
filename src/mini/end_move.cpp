// `end`: the end of a complete move (every corps has had its turn). Rule 18:
// Disordered units become Formed, with no pip. Units still Routed, Shaken or
// in pursuit must attempt to rally in the new move (rules 16, 18).
#include <fmt/format.h>

#include "mini/effects.h"
#include "mini/verbs.h"

namespace bohemia::mini {

namespace {

bool reforms(const Unit& u) { return !u.off_table && u.state == State::Disordered && !u.pursuing; }

}  // namespace

Result<Evaluation> evaluate_end(const Roster& r, const Readings&) {
  Evaluation ev = evaluation("end", "18", fmt::format("end of move {} (rule 18)", r.move));
  for (const Unit& u : r.units)
    if (reforms(u)) ev.notes.push_back(fmt::format("{} becomes Formed", label(u)));
  for (const Step& s : r.queue)
    if (s.due <= r.move && s.kind != StepKind::EndOfMove && s.kind != StepKind::Rally)
      ev.warnings.push_back(fmt::format("still to do this move: {}", s.text));
  return Result<Evaluation>::ok(std::move(ev));
}

Result<Resolution> resolve_end(Roster& r, const Readings&) {
  if (r.move >= kMaxMove)
    return Result<Resolution>::fail(fmt::format("the evening ends at move {}", kMaxMove));
  Resolution res;
  res.verb = "end";
  res.title = fmt::format("end of move {}", r.move);
  for (const Step& s : r.queue)
    if (s.kind == StepKind::EndOfMove) res.done.push_back(s);
  remove_steps(r.queue, StepKind::EndOfMove, "");
  for (Unit& u : r.units) {
    if (!reforms(u)) continue;
    u.state = State::Formed;
    res.consequences.push_back({u.id, "18", fmt::format("{} becomes Formed", label(u))});
  }
  ++r.move;
  for (const Unit& u : r.units)
    if (!u.off_table && (u.state == State::Routed || u.state == State::Shaken || u.pursuing))
      queue_step(r, res, rally_step(u, r.move));
  return Result<Resolution>::ok(std::move(res));
}

}  // namespace bohemia::mini
