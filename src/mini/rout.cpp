// `rout`: rule 16, the friends within 4" of a unit that routs. Routed ones
// leave the table, Shaken ones rout, the others test morale (rule 17 with
// "Rout within 4\"" and, if the rout passes through them, "Routed through");
// every unit routed through is Disordered.
#include <fmt/format.h>

#include <set>

#include "mini/effects.h"
#include "mini/verbs.h"

namespace bohemia::mini {

namespace {

constexpr std::size_t kMaxCombined = 6;  // tests whose further routs are counted together

// What happens to one friend before any die is rolled.
enum class Fate { LeavesTable, Routs, Tests, Absent };

Fate fate_of(const Unit& u) {
  if (u.off_table) return Fate::Absent;
  if (u.state == State::Routed) return Fate::LeavesTable;
  if (u.state == State::Shaken) return Fate::Routs;
  return Fate::Tests;
}

std::array<std::string, 3> reaction_texts(const Unit& u, bool through) {
  std::string dis = through ? ", Disordered (routed through)" : "";
  return {fmt::format("holds{}", u.state == State::Formed ? dis : ""), "Shaken", "routs"};
}

Result<const Unit*> check(const Roster& r, const Request& q) {
  using R = Result<const Unit*>;
  if (q.unit.empty()) return R::fail("the request names no routed unit ('unit')");
  const Unit* x = r.find(q.unit);
  if (!x) return R::fail(fmt::format("no unit '{}' in the roster", q.unit));
  if (x->state != State::Routed)
    return R::fail(fmt::format("rule 16: {} is {}, not routed: only a rout makes friends react", label(*x),
                               title(x->state)));
  std::set<std::string> seen;
  for (const Near& n : q.near) {
    const Unit* u = r.find(n.unit);
    if (!u) return R::fail(fmt::format("near: no unit '{}' in the roster", n.unit));
    if (u == x) return R::fail(fmt::format("near: {} is the routed unit itself", label(*u)));
    if (!seen.insert(n.unit).second) return R::fail(fmt::format("near: {} is listed twice", label(*u)));
    if (side_of(*u) != side_of(*x))
      return R::fail(
          fmt::format("rule 16: only friends react to a rout; {} is not on {}'s side", label(*u), label(*x)));
  }
  return R::ok(x);
}

}  // namespace

Result<Evaluation> evaluate_rout(const Roster& r, const Request& q, const Readings& rd) {
  auto x = check(r, q);
  if (!x) return Result<Evaluation>::fail(x.error);
  Evaluation ev = evaluation(
      "rout", "16",
      fmt::format("friends within {}\" react to the rout of {} (rule 16)", rd.reaction_radius, label(**x)));
  if (rd.reaction_radius != 4)
    ev.notes.push_back(
        fmt::format("reading R4: friends within {}\" react (the rules say 4\")", rd.reaction_radius));
  if (q.near.empty()) ev.notes.push_back("no friends within reach: nobody reacts");
  // The number of further routs: certain ones, and the convolution of the
  // tests (up to six of them: 6^6 outcomes).
  std::size_t tests = 0;
  for (const Near& n : q.near) tests += fate_of(*r.find(n.unit)) == Fate::Tests ? 1 : 0;
  std::vector<long long> routs{1};
  long long denominator = 1;
  int certain = 0;
  for (const Near& n : q.near) {
    const Unit& u = *r.find(n.unit);
    switch (fate_of(u)) {
      case Fate::Absent:
        ev.notes.push_back(fmt::format("{} has already left the table", label(u)));
        break;
      case Fate::LeavesTable:
        ev.notes.push_back(fmt::format("{} is Routed: it leaves the table (rule 16)", label(u)));
        break;
      case Fate::Routs:
        ev.notes.push_back(fmt::format("{} is Shaken: it routs (rule 16)", label(u)));
        ++certain;
        break;
      case Fate::Tests: {
        TestContext ctx{true, n.through};
        RollPlan plan =
            morale_plan(u, r.units, ctx, fmt::format("{} tests morale (rout within 4\")", label(u)),
                        reaction_texts(u, n.through), &ev.notes);
        if (tests <= kMaxCombined) {
          int p_rout = plan.rows[2].chance.n;
          std::vector<long long> next(routs.size() + 1, 0);
          for (std::size_t k = 0; k < routs.size(); ++k) {
            next[k] += routs[k] * (6 - p_rout);
            next[k + 1] += routs[k] * p_rout;
          }
          routs = next;
          denominator *= 6;
        }
        ev.rolls.push_back(std::move(plan));
        break;
      }
    }
  }
  if (tests <= kMaxCombined)
    for (std::size_t k = 0; k < routs.size(); ++k) {
      int n = static_cast<int>(k) + certain;
      ev.outcomes.push_back({fmt::format("{} more rout{}", n, n == 1 ? "" : "s"),
                             "",
                             {static_cast<int>(routs[k]), static_cast<int>(denominator)},
                             fmt::format("routs:{}", n)});
    }
  return Result<Evaluation>::ok(std::move(ev));
}

Result<Resolution> resolve_rout(Roster& r, const Request& q, const Readings& rd, Dice& dice) {
  using R = Result<Resolution>;
  auto x = check(r, q);
  if (!x) return R::fail(x.error);
  const std::vector<Unit> before = r.units;
  Resolution res;
  res.verb = "rout";
  std::string router = (*x)->id;
  res.title = fmt::format("friends react to the rout of {} (rule 16)", label(**x));
  std::string err;
  for (const Near& n : q.near) {
    Unit& u = *r.find(n.unit);
    switch (fate_of(u)) {
      case Fate::Absent:
        break;
      case Fate::LeavesTable:
        u.off_table = true;
        res.consequences.push_back({u.id, "16",
                                    fmt::format("{} is Routed within {}\" of the rout: it leaves the table",
                                                label(u), rd.reaction_radius)});
        break;
      case Fate::Routs:
        worsen(u, State::Routed, "16", "Shaken within 4\" of a rout", rd, res.consequences);
        break;
      case Fate::Tests: {
        std::vector<std::string> notes;
        RollPlan plan = morale_plan(u, r.units, {true, n.through},
                                    fmt::format("{} tests morale (rout within 4\")", label(u)),
                                    reaction_texts(u, n.through), &notes);
        auto m = roll_morale(plan, dice, res, &err);
        if (!m) return R::fail(err);
        if (*m == MoraleResult::Pass)
          res.consequences.push_back({u.id, "17", fmt::format("{} holds", label(u))});
        if (*m == MoraleResult::Shaken)
          worsen(u, State::Shaken, "17", "failed its test", rd, res.consequences);
        if (*m == MoraleResult::Rout) worsen(u, State::Routed, "17", "failed its test", rd, res.consequences);
        break;
      }
    }
    if (n.through && !u.off_table)
      worsen(u, State::Disordered, "16", fmt::format("{} routed through it", label(*r.find(router))), rd,
             res.consequences);
  }
  for (const Step& s : r.queue)
    if (s.kind == StepKind::Reaction && s.unit == router) res.done.push_back(s);
  remove_steps(r.queue, StepKind::Reaction, router);
  add_follow_ups(before, r, rd, res);
  return R::ok(std::move(res));
}

}  // namespace bohemia::mini
