// `rally`: rules 16 and 18. A commander or the CinC in base contact pays 1
// pip and the unit tests morale (rule 17). Routers that pass become Shaken,
// else the rout goes on, avoiding friends; pursuers that pass become
// Disordered, else they return to their own lines Shaken; Shaken units that
// pass become Disordered.
#include <fmt/format.h>

#include "mini/effects.h"
#include "mini/verbs.h"

namespace bohemia::mini {

namespace {

enum class Who { Routers, Pursuers, Shaken };

struct Rally {
  const Unit* unit = nullptr;
  Who who = Who::Shaken;
  bool test = true;  // false: it fails without a roll (no commander, reading R2)
};

Result<Rally> check(const Roster& r, const Request& q, const Readings& rd, std::vector<std::string>* notes) {
  using R = Result<Rally>;
  auto u = unit_on_table(r, q.unit, "unit to rally");
  if (!u) return R::fail(u.error);
  Rally out{*u, Who::Shaken, true};
  if ((*u)->state == State::Routed)
    out.who = Who::Routers;
  else if ((*u)->pursuing)
    out.who = Who::Pursuers;
  else if ((*u)->state != State::Shaken)
    return R::fail(
        fmt::format("rule 18: {} is {}: there is nothing to rally (Disordered units become Formed at "
                    "the end of the move)",
                    label(**u), title((*u)->state)));
  std::string rule = out.who == Who::Shaken ? "18" : "16";
  if (q.commander) {
    if (notes) notes->push_back(fmt::format("the commander in base contact pays 1 pip (rule {})", rule));
  } else if (rd.no_commander == NoCommander::Fails) {
    out.test = false;
    if (notes)
      notes->push_back(
          fmt::format("rule {}: a rally needs a commander or the CinC in base contact; without one it "
                      "fails (reading R2 'fails')",
                      rule));
  } else if (notes) {
    notes->push_back("no commander in base contact: the test is taken all the same (reading R2 'test')");
  }
  return R::ok(out);
}

std::array<std::string, 3> texts(const Unit& u, Who who, const Readings& rd) {
  switch (who) {
    case Who::Routers: {
      std::string on = fmt::format("fails: the rout goes on {}\", avoiding friends", rout_inches(u.arm, rd));
      return {"rallies: becomes Shaken", on, on};
    }
    case Who::Pursuers:
      return {"rallies: becomes Disordered, the pursuit ends", "fails: returns to its own lines Shaken",
              "fails: returns to its own lines Shaken"};
    case Who::Shaken:
      break;
  }
  return {"rallies: becomes Disordered", "fails: stays Shaken", "fails: routs (ruling R8)"};
}

// What a result does; the unit keeps a rally step while it is Shaken or Routed.
void apply(Unit& u, Who who, MoraleResult m, Roster& r, const Readings& rd, Resolution& res) {
  switch (who) {
    case Who::Routers:
      if (m == MoraleResult::Pass) {
        u.state = State::Shaken;
        res.consequences.push_back({u.id, "16", fmt::format("{} rallies and becomes Shaken", label(u))});
      } else {
        res.consequences.push_back({u.id, "16",
                                    fmt::format("{} fails to rally: its rout goes on {}\", avoiding friends",
                                                label(u), rout_inches(u.arm, rd))});
      }
      break;
    case Who::Pursuers:
      u.pursuing = false;
      if (m == MoraleResult::Pass) {
        u.state = State::Disordered;
        res.consequences.push_back(
            {u.id, "16", fmt::format("{} rallies from its pursuit and becomes Disordered", label(u))});
      } else {
        u.state = worse(u.state, State::Shaken);
        res.consequences.push_back(
            {u.id, "16",
             fmt::format("{} fails to rally: it returns to its own lines {}", label(u), title(u.state))});
      }
      break;
    case Who::Shaken:
      if (m == MoraleResult::Pass) {
        u.state = State::Disordered;
        res.consequences.push_back({u.id, "18", fmt::format("{} rallies and becomes Disordered", label(u))});
      } else if (m == MoraleResult::Shaken) {
        res.consequences.push_back({u.id, "18", fmt::format("{} fails to rally and stays Shaken", label(u))});
      } else {
        worsen(u, State::Routed, "17", "scored 0 or less on its rally test (ruling R8)", rd,
               res.consequences);
      }
      break;
  }
  if (u.state == State::Shaken || u.state == State::Routed) queue_step(r, res, rally_step(u, r.move + 1));
  if (u.state == State::Disordered) queue_step(r, res, end_step(r.move));
}

}  // namespace

Result<Evaluation> evaluate_rally(const Roster& r, const Request& q, const Readings& rd) {
  std::vector<std::string> notes;
  auto c = check(r, q, rd, &notes);
  if (!c) return Result<Evaluation>::fail(c.error);
  const Unit& u = *c->unit;
  std::string rule = c->who == Who::Shaken ? "18" : "16";
  Evaluation ev = evaluation("rally", rule, fmt::format("{} attempts to rally (rule {})", label(u), rule));
  ev.notes = std::move(notes);
  std::array<std::string, 3> t = texts(u, c->who, rd);
  if (!c->test) {
    ev.outcomes.push_back({"no test", t[1], {1, 1}, "fail"});
    return Result<Evaluation>::ok(std::move(ev));
  }
  RollPlan plan =
      morale_plan(u, r.units, {}, fmt::format("{} tests morale to rally", label(u)), t, &ev.notes);
  ev.outcomes = plan.rows;
  ev.rolls.push_back(std::move(plan));
  return Result<Evaluation>::ok(std::move(ev));
}

Result<Resolution> resolve_rally(Roster& r, const Request& q, const Readings& rd, Dice& dice) {
  using R = Result<Resolution>;
  auto c = check(r, q, rd, nullptr);
  if (!c) return R::fail(c.error);
  const std::vector<Unit> before = r.units;
  Resolution res;
  res.verb = "rally";
  Unit& u = *r.find(q.unit);
  res.title = fmt::format("{} attempts to rally", label(u));
  for (const Step& s : r.queue)
    if (s.kind == StepKind::Rally && s.unit == u.id) res.done.push_back(s);
  remove_steps(r.queue, StepKind::Rally, u.id);
  MoraleResult m = MoraleResult::Shaken;  // an attempt without a commander fails (R2)
  if (c->test) {
    RollPlan plan = morale_plan(u, r.units, {}, fmt::format("{} tests morale to rally", label(u)),
                                texts(u, c->who, rd), nullptr);
    std::string err;
    auto rolled = roll_morale(plan, dice, res, &err);
    if (!rolled) return R::fail(err);
    m = *rolled;
  } else {
    res.consequences.push_back({u.id, c->who == Who::Shaken ? "18" : "16",
                                "no commander in base contact: the rally fails without a test (reading R2)"});
  }
  apply(u, c->who, m, r, rd, res);
  add_follow_ups(before, r, rd, res);
  return R::ok(std::move(res));
}

}  // namespace bohemia::mini
