// `morale`: a test of rule 17, after any artillery casualties it received.
#include <fmt/format.h>

#include <algorithm>

#include "mini/effects.h"
#include "mini/verbs.h"

namespace bohemia::mini {

Result<const Unit*> unit_on_table(const Roster& r, const std::string& id, const std::string& role) {
  using R = Result<const Unit*>;
  if (id.empty()) return R::fail(fmt::format("the request names no {} ('unit')", role));
  const Unit* u = r.find(id);
  if (!u) return R::fail(fmt::format("no unit '{}' in the roster", id));
  if (u->off_table) return R::fail(fmt::format("rule 16: {} has left the table", label(*u)));
  return R::ok(u);
}

namespace {

constexpr int kMaxHits = 20;

std::array<std::string, 3> morale_texts(const Unit& u) {
  return {fmt::format("makes morale ({} stays {})", label(u), title(u.state)),
          u.state >= State::Shaken ? fmt::format("stays {}", title(u.state)) : std::string("Shaken"),
          u.state == State::Routed ? std::string("stays Routed") : std::string("Rout")};
}

Result<Unit> after_hits(const Roster& r, const Request& q) {
  auto u = unit_on_table(r, q.unit, "unit to test");
  if (!u) return Result<Unit>::fail(u.error);
  if (q.hits < 0 || q.hits > kMaxHits)
    return Result<Unit>::fail(fmt::format("'hits' must be 0 to {} (got {})", kMaxHits, q.hits));
  Unit v = **u;
  v.casualties = std::min(v.casualties + q.hits, kMaxCasualties);
  return Result<Unit>::ok(v);
}

}  // namespace

Result<Evaluation> evaluate_morale(const Roster& r, const Request& q, const Readings&) {
  auto u = after_hits(r, q);
  if (!u) return Result<Evaluation>::fail(u.error);
  Evaluation ev =
      evaluation("morale", "17",
                 q.hits > 0 ? fmt::format("{} receives {} artillery casualt{} and tests morale (rule 17)",
                                          label(*u), q.hits, q.hits == 1 ? "y" : "ies")
                            : fmt::format("{} tests morale (rule 17)", label(*u)));
  if (q.hits > 0 && u->state != State::Routed && at_casualty_limit(u->arm, u->casualties)) {
    ev.notes.push_back(
        fmt::format("{} casualties reach the {} limit of {}: it routs without a test (rule 17)",
                    u->casualties, name(u->arm), casualty_limit(u->arm)));
    ev.outcomes.push_back({"automatic", "Rout", {1, 1}, "rout"});
    return Result<Evaluation>::ok(std::move(ev));
  }
  if (u->state >= State::Shaken)
    ev.notes.push_back(
        fmt::format("{} is {}: its test each move is its rally attempt ('rally'); this test can "
                    "only make it worse",
                    label(*u), title(u->state)));
  RollPlan plan =
      morale_plan(*u, r.units, {}, fmt::format("{} tests morale", label(*u)), morale_texts(*u), &ev.notes);
  ev.outcomes = plan.rows;
  ev.rolls.push_back(std::move(plan));
  return Result<Evaluation>::ok(std::move(ev));
}

Result<Resolution> resolve_morale(Roster& r, const Request& q, const Readings& rd, Dice& dice) {
  using R = Result<Resolution>;
  auto preview = after_hits(r, q);
  if (!preview) return R::fail(preview.error);
  const std::vector<Unit> before = r.units;
  Resolution res;
  res.verb = "morale";
  Unit& u = *r.find(q.unit);
  res.title = fmt::format("{} tests morale (rule 17)", label(u));
  State start = u.state;
  add_casualties(u, q.hits, "17", "artillery fire: test at once", rd, res.consequences);
  if (u.state == State::Routed && start != State::Routed) {
    add_follow_ups(before, r, rd, res);
    return R::ok(std::move(res));
  }
  std::vector<std::string> notes;
  RollPlan plan =
      morale_plan(u, r.units, {}, fmt::format("{} tests morale", label(u)), morale_texts(u), &notes);
  std::string err;
  auto m = roll_morale(plan, dice, res, &err);
  if (!m) return R::fail(err);
  if (*m == MoraleResult::Shaken)
    worsen(u, State::Shaken, "17", "failed its morale test", rd, res.consequences);
  if (*m == MoraleResult::Rout)
    worsen(u, State::Routed, "17", "failed its morale test", rd, res.consequences);
  if (*m == MoraleResult::Pass)
    res.consequences.push_back({u.id, "17", fmt::format("{} makes morale", label(u))});
  add_follow_ups(before, r, rd, res);
  return R::ok(std::move(res));
}

}  // namespace bohemia::mini
