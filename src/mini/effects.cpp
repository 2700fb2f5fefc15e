#include "mini/effects.h"

#include <fmt/format.h>

#include <algorithm>

namespace bohemia::mini {

std::string rout_move_text(const Unit& u, const Readings& r) {
  int inches = rout_inches(u.arm, r);
  if (inches == 0) return "the battery stays where it is (reading R3)";
  return fmt::format("routs {}\" directly away from the cause, passing through friends (rule 16)", inches);
}

void worsen(Unit& u, State s, const std::string& rule, const std::string& why, const Readings& r,
            std::vector<Consequence>& out) {
  State before = u.state;
  u.state = worse(u.state, s);
  if (u.state == before) {
    if (s != before)
      out.push_back({u.id, rule, fmt::format("{} stays {} ({})", label(u), title(before), why)});
    return;
  }
  std::string text = fmt::format("{} is {} ({})", label(u), title(u.state), why);
  if (u.state == State::Routed) {
    u.pursuing = false;
    text += fmt::format("; it {}", rout_move_text(u, r));
  }
  out.push_back({u.id, rule, text});
}

void add_casualties(Unit& u, int n, const std::string& rule, const std::string& why, const Readings& r,
                    std::vector<Consequence>& out) {
  if (n <= 0) return;
  u.casualties = std::min(u.casualties + n, kMaxCasualties);
  out.push_back({u.id, rule,
                 fmt::format("{} loses {} casualt{} ({}), {} in all", label(u), n, n == 1 ? "y" : "ies", why,
                             u.casualties)});
  if (u.state != State::Routed && at_casualty_limit(u.arm, u.casualties))
    worsen(u, State::Routed, "17",
           fmt::format("automatic rout: {} casualties reach the {} limit of {}", u.casualties, name(u.arm),
                       casualty_limit(u.arm)),
           r, out);
}

void apply_effect(Unit& u, const Effect& e, const Unit& other, const std::string& rule, const Readings& r,
                  std::vector<Consequence>& out) {
  if (e.state)
    worsen(u, *e.state, rule, fmt::format("rule {} result", rule), r, out);
  else
    worsen(u, State::Disordered, "18", "all troops are Disordered after hand-to-hand combat", r, out);
  if (u.state != State::Routed) {
    switch (e.move) {
      case MoveKind::Halt:
        out.push_back({u.id, rule, fmt::format("{} halts {}\" from {}", label(u), e.inches, label(other))});
        break;
      case MoveKind::Retire:
        out.push_back({u.id, rule, fmt::format("{} retires {}\"", label(u), e.inches)});
        break;
      case MoveKind::Retreat:
        out.push_back({u.id, rule, fmt::format("{} retreats {}\"", label(u), e.inches)});
        break;
      case MoveKind::None:
      case MoveKind::Rout:
        break;
    }
  }
  add_casualties(u, e.casualties, rule, fmt::format("rule {} result", rule), r, out);
}

RollPlan morale_plan(const Unit& u, const std::vector<Unit>& units, const TestContext& ctx,
                     const std::string& what, const std::array<std::string, 3>& texts,
                     std::vector<std::string>* notes) {
  RollPlan p;
  p.what = what;
  p.rule = "17";
  p.unit = u.id;
  p.dice = 1;
  p.modifiers = morale_modifiers(u, units, ctx, notes);
  std::array<int, 3> ways = morale_ways(total(p.modifiers));
  p.rows = {{"3+", texts[0], {ways[0], 6}, "pass"},
            {"1-2", texts[1], {ways[1], 6}, "shaken"},
            {"0 or less", texts[2], {ways[2], 6}, "rout"}};
  return p;
}

std::optional<MoraleResult> roll_morale(const RollPlan& plan, Dice& dice, Resolution& res,
                                        std::string* error) {
  auto d = dice.d6(plan.what, error);
  if (!d) return std::nullopt;
  RollDone done;
  done.what = plan.what;
  done.rule = plan.rule;
  done.dice = {*d};
  done.modifier = total(plan.modifiers);
  done.total = *d + done.modifier;
  MoraleResult m = morale_result(done.total);
  done.result = plan.rows[static_cast<std::size_t>(m)].text;
  res.rolls.push_back(done);
  return m;
}

Step reaction_step(const Unit& routed, int move, const Readings& r) {
  return {StepKind::Reaction,
          routed.id,
          "",
          "16",
          move,
          fmt::format("friends within {}\" of {} react to its rout: Routed ones leave the table, Shaken ones "
                      "rout, the others test morale at the end of the corps move (rule 17)",
                      r.reaction_radius, label(routed))};
}

Step rally_step(const Unit& u, int due) {
  std::string what = u.pursuing ? "ends its pursuit and attempts to rally" : "must attempt to rally";
  std::string rule = u.pursuing || u.state == State::Routed ? "16" : "18";
  return {StepKind::Rally,
          u.id,
          "",
          rule,
          due,
          fmt::format("{} {}: a commander or the CinC in base contact pays 1 pip, then a morale test",
                      label(u), what)};
}

Step end_step(int move) {
  return {StepKind::EndOfMove,
          "",
          "",
          "18",
          move,
          fmt::format("end of move {}: every Disordered unit becomes Formed, no pip needed", move)};
}

void queue_step(Roster& roster, Resolution& res, const Step& s) {
  for (const Step& q : roster.queue)
    if (q.kind == s.kind && q.unit == s.unit) return;
  roster.queue.push_back(s);
  res.added.push_back(s);
}

void add_follow_ups(const std::vector<Unit>& before, Roster& roster, const Readings& r, Resolution& res) {
  for (const Unit& u : roster.units) {
    const Unit* was = nullptr;
    for (const Unit& b : before)
      if (b.id == u.id) was = &b;
    State old = was ? was->state : State::Formed;
    if (u.off_table) {
      for (StepKind k : {StepKind::Reaction, StepKind::Pursuit, StepKind::Charge, StepKind::Rally})
        remove_steps(roster.queue, k, u.id);
      continue;
    }
    if (u.state == State::Routed && old != State::Routed) {
      queue_step(roster, res, reaction_step(u, roster.move, r));
      remove_steps(roster.queue, StepKind::Charge, u.id);
      remove_steps(roster.queue, StepKind::Pursuit, u.id);
      remove_steps(roster.queue, StepKind::Rally, u.id);
      queue_step(roster, res, rally_step(u, roster.move + 1));
    }
    if (u.state == State::Shaken && old != State::Shaken)
      queue_step(roster, res, rally_step(u, roster.move + 1));
    if (u.state == State::Disordered && old != State::Disordered)
      queue_step(roster, res, end_step(roster.move));
  }
}

std::string dice_text(const RollDone& r) {
  std::string d;
  for (std::size_t i = 0; i < r.dice.size(); ++i) d += (i ? "+" : "") + std::to_string(r.dice[i]);
  int sum = r.total - r.modifier;
  if (r.dice.size() > 1) d += fmt::format(" = {}", sum);
  if (r.modifier != 0) d += fmt::format(", {} = {}", signed_str(r.modifier), r.total);
  return d;
}

}  // namespace bohemia::mini
