// `pursuit`: rule 16. Cavalry that caused a rout roll a d6: 5-6 pursue (4-6
// for the British). A second d6 says how: 1-2 follow the routers 12" and
// cause another casualty, 3-4 charge the nearest enemy within 8" and 45°,
// 5-6 the nearest within 4" and 45°. Pursuers rally next move.
#include <fmt/format.h>

#include "mini/effects.h"
#include "mini/verbs.h"

namespace bohemia::mini {

namespace {

struct Pursuit {
  const Unit* cavalry = nullptr;
  const Unit* routers = nullptr;  // may be unknown
  int need = 5;                   // the lowest die that pursues
};

Result<Pursuit> check(const Roster& r, const Request& q) {
  using R = Result<Pursuit>;
  auto c = unit_on_table(r, q.unit, "pursuing cavalry");
  if (!c) return R::fail(c.error);
  if ((*c)->arm != Arm::Cavalry)
    return R::fail(fmt::format("rule 16: only cavalry pursue ({} is {})", label(**c), name((*c)->arm)));
  if ((*c)->state == State::Routed)
    return R::fail(fmt::format("rule 16: {} is Routed and cannot pursue", label(**c)));
  if ((*c)->pursuing) return R::fail(fmt::format("rule 16: {} is already in pursuit", label(**c)));
  Pursuit p{*c, nullptr, british(**c) ? 4 : 5};
  std::string routers = q.target;
  if (routers.empty())
    for (const Step& s : r.queue)
      if (s.kind == StepKind::Pursuit && s.unit == q.unit) routers = s.other;
  if (!routers.empty()) {
    p.routers = r.find(routers);
    if (!p.routers) return R::fail(fmt::format("no unit '{}' in the roster (the routers)", routers));
    if (side_of(*p.routers) == side_of(**c))
      return R::fail(
          fmt::format("rule 16: {} pursues enemies, and {} is a friend", label(**c), label(*p.routers)));
  }
  return R::ok(p);
}

std::array<std::string, 3> how_texts() {
  return {"pursue the routers 12\" and cause another casualty",
          "charge the nearest enemy within 8\" and 45 degrees",
          "charge the nearest enemy within 4\" and 45 degrees"};
}

}  // namespace

Result<Evaluation> evaluate_pursuit(const Roster& r, const Request& q, const Readings&) {
  auto p = check(r, q);
  if (!p) return Result<Evaluation>::fail(p.error);
  Evaluation ev =
      evaluation("pursuit", "16", fmt::format("{} rolls for pursuit (rule 16)", label(*p->cavalry)));
  if (p->need == 4) ev.notes.push_back("British cavalry pursue on 4-6 (rule 16)");
  if (!p->routers) ev.notes.push_back("the routers are not named: another casualty cannot be booked to them");
  int yes = 7 - p->need;
  RollPlan first{"does it pursue?", "16", p->cavalry->id, 1, {}, {}};
  first.rows = {{fmt::format("{}-6", p->need), "pursues", {yes, 6}, "pursue"},
                {fmt::format("1-{}", p->need - 1), "does not pursue", {6 - yes, 6}, "stay"}};
  RollPlan second{"how it pursues", "16", p->cavalry->id, 1, {}, {}};
  second.rows = {{"1-2", how_texts()[0], {2, 6}, "routers"},
                 {"3-4", how_texts()[1], {2, 6}, "charge8"},
                 {"5-6", how_texts()[2], {2, 6}, "charge4"}};
  ev.outcomes.push_back({"no pursuit", "does not pursue", {(6 - yes) * 6, 36}, "stay"});
  for (const OddsRow& row : second.rows)
    ev.outcomes.push_back({"pursues, " + row.label, row.text, {yes * 2, 36}, row.key});
  ev.rolls = {first, second};
  return Result<Evaluation>::ok(std::move(ev));
}

Result<Resolution> resolve_pursuit(Roster& r, const Request& q, const Readings& rd, Dice& dice) {
  using R = Result<Resolution>;
  auto p = check(r, q);
  if (!p) return R::fail(p.error);
  std::string cav_id = p->cavalry->id;
  std::string routers_id = p->routers ? p->routers->id : "";
  int need = p->need;
  const std::vector<Unit> before = r.units;
  Resolution res;
  res.verb = "pursuit";
  res.title = fmt::format("{} rolls for pursuit (rule 16)", label(*p->cavalry));
  std::string err;
  auto d = dice.d6("the pursuit roll", &err);
  if (!d) return R::fail(err);
  bool pursues = *d >= need;
  res.rolls.push_back({"does it pursue?", "16", {*d}, 0, *d, pursues ? "pursues" : "does not pursue"});
  Unit& cav = *r.find(cav_id);
  for (const Step& s : r.queue)
    if (s.kind == StepKind::Pursuit && s.unit == cav_id) res.done.push_back(s);
  remove_steps(r.queue, StepKind::Pursuit, cav_id);
  if (!pursues) {
    res.consequences.push_back({cav_id, "16", fmt::format("{} does not pursue", label(cav))});
    return R::ok(std::move(res));
  }
  auto how = dice.d6("how the pursuit goes", &err);
  if (!how) return R::fail(err);
  int k = (*how - 1) / 2;
  res.rolls.push_back({"how it pursues", "16", {*how}, 0, *how, how_texts()[static_cast<std::size_t>(k)]});
  cav.pursuing = true;
  if (k == 0) {
    res.consequences.push_back({cav_id, "16", fmt::format("{} pursues the routers 12\"", label(cav))});
    if (!routers_id.empty() && !r.find(routers_id)->off_table)
      add_casualties(*r.find(routers_id), 1, "16", "caught by the pursuit", rd, res.consequences);
  } else {
    int inches = k == 1 ? 8 : 4;
    res.consequences.push_back(
        {cav_id, "16",
         fmt::format(
             "{} must charge the nearest enemy within {}\" and 45 degrees of its front, if there is one",
             label(cav), inches)});
    queue_step(
        r, res,
        {StepKind::Charge, cav_id, "", "16", r.move,
         fmt::format("{} charges the nearest enemy within {}\" and 45 degrees (if none, the pursuit stops)",
                     label(cav), inches)});
  }
  queue_step(r, res, rally_step(cav, r.move + 1));
  add_follow_ups(before, r, rd, res);
  return R::ok(std::move(res));
}

}  // namespace bohemia::mini
