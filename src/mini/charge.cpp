#include "mini/charge.h"

#include <fmt/format.h>

#include <cstdlib>

#include "mini/effects.h"

namespace bohemia::mini {

namespace {

// The two units of a valid charge and the rule that governs it.
struct Parties {
  const Unit* charger = nullptr;
  const Unit* target = nullptr;
  std::string rule;  // "14" or "15"
};

// One result of the charged unit's reaction: the unit afterwards, whether it
// stands still (rule 18), whether a combat follows.
struct Case {
  std::string key;
  std::string label;
  int ways = 6;
  Unit target;
  bool stationary = false;
  bool combat = true;
  std::vector<Consequence> consequences;
};

// The charged unit's reaction: the test (if any) and its results.
struct Response {
  std::optional<RollPlan> test;
  std::vector<Case> cases;
};

bool cavalry_formation(Formation f) { return f == Formation::Line || f == Formation::Column; }

std::string formation_text(Formation f) {
  return f == Formation::ColumnOfAttack ? "column of attack" : std::string(name(f));
}

std::optional<std::string> check_orders(const Unit& c, const Request& q, const std::string& rule,
                                        const Readings& rd, Evaluation& ev) {
  if (q.pursuit_charge) {
    ev.notes.push_back(
        "a charge ordered by the pursuit roll (rule 16): neither orders nor rule 18's ban on Disordered "
        "units "
        "initiating a combat apply (ruling R9)");
    return std::nullopt;
  }
  if (q.opportunity) {
    ev.notes.push_back(fmt::format("an opportunity charge: allowed whatever the orders (rule {})", rule));
    return std::nullopt;
  }
  bool vs_cavalry = rule == "14";
  std::string need = vs_cavalry ? "Engage, Hold or Attack orders" : "Attack orders";
  if (c.orders == Orders::None) {
    ev.warnings.push_back(fmt::format("{}'s orders are not given: rule {} needs {} or an opportunity charge",
                                      label(c), rule, need));
    return std::nullopt;
  }
  bool ok =
      c.orders == Orders::Attack || (vs_cavalry && (c.orders == Orders::Engage || c.orders == Orders::Hold));
  if (ok) return std::nullopt;
  std::string why =
      fmt::format("rule {}: {} orders do not allow {} to charge (it needs {} or an opportunity charge)", rule,
                  title_case(name(c.orders)), label(c), need);
  if (rd.orders == OrdersCheck::Refuse) return why;
  ev.warnings.push_back(why + "; allowed by reading R6 'warn'");
  return std::nullopt;
}

Result<Parties> check_parties(const Roster& r, const Request& q, const Readings& rd, Evaluation& ev) {
  using R = Result<Parties>;
  if (q.unit.empty()) return R::fail("a charge needs the charging unit ('unit')");
  if (q.target.empty()) return R::fail("a charge needs the charged unit ('target')");
  const Unit* c = r.find(q.unit);
  const Unit* t = r.find(q.target);
  if (!c) return R::fail(fmt::format("no unit '{}' in the roster", q.unit));
  if (!t) return R::fail(fmt::format("no unit '{}' in the roster", q.target));
  if (c == t) return R::fail("a unit cannot charge itself");
  for (const Unit* u : {c, t})
    if (u->off_table) return R::fail(fmt::format("rule 16: {} has left the table", label(*u)));
  if (side_of(*c) == side_of(*t))
    return R::fail(fmt::format("{} and {} are both '{}': a charge is made on the enemy", label(*c), label(*t),
                               side_of(*c)));
  if (c->arm == Arm::Infantry && t->arm == Arm::Cavalry)
    return R::fail("rule 15: infantry may not charge cavalry");
  if (c->arm != Arm::Cavalry)
    return R::fail(fmt::format("rules 14-15: only cavalry charge ({} is {})", label(*c), name(c->arm)));
  if (t->arm == Arm::Artillery)
    return R::fail(
        fmt::format("rules 14-15 cover cavalry charging cavalry or infantry; {} is a battery", label(*t)));
  for (const Unit* u : {c, t})
    if (u->arm == Arm::Cavalry && !cavalry_formation(u->formation))
      return R::fail(fmt::format("rule 14: cavalry stand in line or column ({} is in {})", label(*u),
                                 formation_text(u->formation)));
  if (q.pursuit_charge && !c->pursuing)
    return R::fail(
        fmt::format("rule 16: {} is not in pursuit, so no pursuit roll ordered this charge", label(*c)));
  if (!q.pursuit_charge && c->state != State::Formed)
    return R::fail(
        fmt::format("rule 18: {} is {} and may not initiate a combat", label(*c), title(c->state)));
  if (t->arm == Arm::Infantry && t->formation == Formation::Square && t->state == State::Formed)
    return R::fail(fmt::format("rule 15: cavalry may not charge a formed square ({})", label(*t)));
  Parties p{c, t, t->arm == Arm::Cavalry ? "14" : "15"};
  if (auto bad = check_orders(*c, q, p.rule, rd, ev)) return R::fail(*bad);
  if (t->arm == Arm::Cavalry && (q.react == Reaction::Square || q.react == Reaction::Stand))
    return R::fail(fmt::format("rule 18: charged cavalry counter-charge or evade ('{}' is not for cavalry)",
                               name(q.react)));
  if (t->arm == Arm::Infantry && q.react == Reaction::Counter)
    return R::fail("rule 15: infantry may not charge cavalry");
  if (t->arm == Arm::Infantry && q.react == Reaction::Evade)
    return R::fail("rule 15: infantry do not evade a charge (react 'square' or 'stand')");
  return R::ok(p);
}

Case plain_case(const Unit& t, const std::string& label_text, bool stationary) {
  Case c;
  c.key = "none";
  c.label = label_text;
  c.target = t;
  c.stationary = stationary;
  return c;
}

// Rule 18: how charged cavalry meet the charge.
Response cavalry_reaction(const Parties& p, const Request& q, const Roster& r, const Readings& rd,
                          Evaluation& ev) {
  const Unit& t = *p.target;
  Response out;
  if (!q.long_charge) {
    out.cases.push_back(
        plain_case(t, "the charge began less than half a move away: stationary (rule 18)", true));
    return out;
  }
  if (t.state == State::Formed) {
    out.cases.push_back(plain_case(t, "Formed cavalry counter-charge without a test (rule 18)", false));
    return out;
  }
  bool evade = q.react == Reaction::Evade;
  out.test = morale_plan(
      t, r.units, {},
      fmt::format("{} tests morale to {} (rule 18)", label(t), evade ? "evade" : "counter-charge"),
      {evade ? "evades: no combat" : "counter-charges", "Shaken, and stationary", "routs: no combat"},
      &ev.notes);
  std::array<int, 3> ways = morale_ways(total(out.test->modifiers));
  Case pass = plain_case(t, evade ? "passes: evades" : "passes: counter-charges", false);
  pass.key = "pass";
  pass.ways = ways[0];
  if (evade) {
    pass.combat = false;
    pass.consequences.push_back(
        {t.id, "18", fmt::format("{} evades the charge (rules 14-18 give no distance)", label(t))});
  }
  Case shaken = plain_case(t, "Shaken: stationary", true);
  shaken.key = "shaken";
  shaken.ways = ways[1];
  worsen(shaken.target, State::Shaken, "17", "failed its test to react", rd, shaken.consequences);
  Case rout = plain_case(t, "routs: no combat", false);
  rout.key = "rout";
  rout.ways = ways[2];
  rout.combat = false;
  worsen(rout.target, State::Routed, "17", "failed its test to react", rd, rout.consequences);
  out.cases = {pass, shaken, rout};
  return out;
}

// Rule 15's caption: infantry charged from half a move or more test to react.
Response infantry_reaction(const Parties& p, const Request& q, const Roster& r, const Readings& rd,
                           Evaluation& ev) {
  const Unit& t = *p.target;
  Response out;
  if (!q.long_charge) {
    out.cases.push_back(plain_case(
        t, "the charge began less than half a move away: the infantry cannot react (rule 15)", false));
    return out;
  }
  if (!rd.rule15_reaction) {
    out.cases.push_back(plain_case(t, "no test to react (reading R5 'none')", false));
    return out;
  }
  bool square = q.react != Reaction::Stand && t.formation != Formation::Square;
  bool called_off = square && t.state == State::Formed;
  std::string pass_text = !square      ? "stands"
                          : called_off ? "forms a Formed square: the charge is called off"
                                       : "forms square";
  out.test = morale_plan(t, r.units, {}, fmt::format("{} tests morale to react (rule 15)", label(t)),
                         {pass_text, "Shaken, cannot react", "routs: no combat"}, &ev.notes);
  std::array<int, 3> ways = morale_ways(total(out.test->modifiers));
  Case pass = plain_case(t, "passes: " + pass_text, false);
  pass.key = "pass";
  pass.ways = ways[0];
  if (square) {
    pass.target.formation = Formation::Square;
    pass.consequences.push_back({t.id, "15", fmt::format("{} forms square", label(t))});
  }
  if (called_off) {
    pass.combat = false;
    pass.consequences.push_back(
        {p.charger->id, "15",
         fmt::format(
             "cavalry may not charge a formed square: {} halts outside the square's 4\" zone of control",
             label(*p.charger))});
  }
  Case shaken = plain_case(t, "Shaken: cannot react", false);
  shaken.key = "shaken";
  shaken.ways = ways[1];
  worsen(shaken.target, State::Shaken, "17", "failed its test to react", rd, shaken.consequences);
  Case rout = plain_case(t, "routs: no combat", false);
  rout.key = "rout";
  rout.ways = ways[2];
  rout.combat = false;
  worsen(rout.target, State::Routed, "17", "failed its test to react", rd, rout.consequences);
  out.cases = {pass, shaken, rout};
  return out;
}

std::string effect_text(const Effect& e, const std::string& who) {
  std::string s = who + ": ";
  if (e.state)
    s += title(*e.state);
  else
    s += "Disordered (rule 18)";
  if (e.move == MoveKind::Halt) s += fmt::format(", halt {}\" away", e.inches);
  if (e.move == MoveKind::Retire) s += fmt::format(", retire {}\"", e.inches);
  if (e.move == MoveKind::Retreat) s += fmt::format(", retreat {}\"", e.inches);
  s += e.casualties == 0 ? ", no casualties"
                         : fmt::format(", {} casualt{}", e.casualties, e.casualties == 1 ? "y" : "ies");
  return s;
}

struct Prepared {
  Parties parties;
  Response reaction;
};

Result<Prepared> prepare(const Roster& r, const Request& q, const Readings& rd, Evaluation& ev) {
  auto parties = check_parties(r, q, rd, ev);
  if (!parties) return Result<Prepared>::fail(parties.error);
  Prepared p{*parties, {}};
  p.reaction = p.parties.rule == "14" ? cavalry_reaction(p.parties, q, r, rd, ev)
                                      : infantry_reaction(p.parties, q, r, rd, ev);
  return Result<Prepared>::ok(std::move(p));
}

}  // namespace

CombatPlan combat_plan(const std::string& rule, const Unit& charger, const Unit& target, bool stationary,
                       const Readings& rd) {
  CombatPlan p;
  p.rule = rule;
  bool r14 = rule == "14";
  p.charger = {charger.id, r14 ? factors_rule14(charger, target, false) : factors_rule15(charger), 0};
  p.target = {target.id, r14 ? factors_rule14(target, charger, stationary) : factors_rule15(target), 0};
  p.charger.total = total(p.charger.modifiers);
  p.target.total = total(p.target.modifiers);
  int diff = p.charger.total - p.target.total;
  p.equal = diff == 0;
  bool charger_wins = diff > 0 || (diff == 0 && rd.equal_factors == EqualFactors::Charger);
  p.winner = charger_wins ? charger.id : target.id;
  p.margin = std::abs(diff);
  p.table = r14 ? "Winner" : charger_wins ? "Cavalry win" : "Infantry win";
  const Unit& first = r14 ? (charger_wins ? charger : target) : charger;
  const Unit& second = r14 ? (charger_wins ? target : charger) : target;
  std::vector<Band> table = r14 ? rule14_table() : rule15_table(charger_wins);
  for (const Band& b : table) {
    std::string text = fmt::format("{}. {}; {}", b.title, effect_text(b.first, label(first)),
                                   effect_text(b.second, label(second)));
    p.rows.push_back({"Total " + band_label(b),
                      text,
                      {ways_2d6(p.margin, b.lo, b.hi), 36},
                      fmt::format("{}:{}",
                                  r14            ? "winner"
                                  : charger_wins ? "cavalry"
                                                 : "infantry",
                                  band_label(b))});
  }
  return p;
}

Result<Evaluation> evaluate_charge(const Roster& r, const Request& q, const Readings& rd) {
  Evaluation ev = evaluation("charge", "", "");
  auto prep = prepare(r, q, rd, ev);
  if (!prep) return Result<Evaluation>::fail(prep.error);
  const Parties& p = prep->parties;
  ev.rule = std::string(p.rule);
  ev.title = fmt::format("{} charge {} (rule {}, cavalry v {})", label(*p.charger), label(*p.target), p.rule,
                         p.rule == "14" ? "cavalry" : "infantry");
  if (p.rule == "15")
    ev.notes.push_back(
        "one brigade a side; if the infantry later advance, the cavalry retire to keep out of their "
        "4\" zone of control (rule 15)");
  if (prep->reaction.test) ev.rolls.push_back(*prep->reaction.test);
  bool tested = prep->reaction.test.has_value();
  for (const Case& c : prep->reaction.cases) {
    Branch b;
    b.key = c.key;
    b.label = c.label;
    b.chance = {c.ways, 6};
    for (const Consequence& k : c.consequences) b.text += (b.text.empty() ? "" : "; ") + k.text;
    if (c.combat && c.ways > 0) b.combat = combat_plan(p.rule, *p.charger, c.target, c.stationary, rd);
    if (b.combat) {
      for (const OddsRow& row : b.combat->rows)
        ev.outcomes.push_back({tested ? c.label + ", then " + row.label : row.label,
                               row.text,
                               {tested ? c.ways * row.chance.n : row.chance.n, tested ? 216 : 36},
                               c.key + "/" + row.key});
    } else if (c.ways > 0) {
      ev.outcomes.push_back({c.label, b.text, {c.ways * 36, 216}, c.key});
    }
    ev.branches.push_back(std::move(b));
  }
  return Result<Evaluation>::ok(std::move(ev));
}

Result<Resolution> resolve_charge(Roster& r, const Request& q, const Readings& rd, Dice& dice) {
  using R = Result<Resolution>;
  Evaluation ev;
  auto prep = prepare(r, q, rd, ev);
  if (!prep) return R::fail(prep.error);
  Resolution res;
  res.verb = "charge";
  std::string charger_id = prep->parties.charger->id, target_id = prep->parties.target->id;
  std::string rule = prep->parties.rule;
  const std::vector<Unit> before = r.units;
  std::string err;
  std::size_t pick = 0;
  if (prep->reaction.test) {
    auto m = roll_morale(*prep->reaction.test, dice, res, &err);
    if (!m) return R::fail(err);
    pick = static_cast<std::size_t>(*m);
  }
  const Case& c = prep->reaction.cases[pick];
  *r.find(target_id) = c.target;
  for (const Consequence& k : c.consequences) res.consequences.push_back(k);
  Unit& charger = *r.find(charger_id);
  Unit& target = *r.find(target_id);
  res.title = fmt::format("{} charge {} (rule {})", label(charger), label(target), rule);
  if (c.combat) {
    CombatPlan cp = combat_plan(rule, charger, target, c.stationary, rd);
    std::string what = fmt::format("{} rolls 2d6 {} (the Winner, factors {} v {})", label(*r.find(cp.winner)),
                                   signed_str(cp.margin), cp.charger.total, cp.target.total);
    auto d1 = dice.d6(what, &err);
    if (!d1) return R::fail(err);
    auto d2 = dice.d6(what, &err);
    if (!d2) return R::fail(err);
    RollDone done{what, rule, {*d1, *d2}, cp.margin, *d1 + *d2 + cp.margin, ""};
    bool charger_wins = cp.winner == charger_id;
    std::vector<Band> table = rule == "14" ? rule14_table() : rule15_table(charger_wins);
    const Band& band = band_for(table, done.total);
    done.result = band.title;
    res.rolls.push_back(done);
    Unit& first = rule == "14" ? (charger_wins ? charger : target) : charger;
    Unit& second = rule == "14" ? (charger_wins ? target : charger) : target;
    apply_effect(first, band.first, second, rule, rd, res.consequences);
    apply_effect(second, band.second, first, rule, rd, res.consequences);
  }
  // Rule 16: cavalry who cause a rout roll for pursuit.
  for (const auto& [cause_id, routed_id] :
       {std::pair{charger_id, target_id}, std::pair{target_id, charger_id}}) {
    const Unit& cause = *r.find(cause_id);
    const Unit& routed = *r.find(routed_id);
    const Unit* was = nullptr;
    for (const Unit& b : before)
      if (b.id == routed_id) was = &b;
    if (routed.state == State::Routed && was && was->state != State::Routed && cause.arm == Arm::Cavalry &&
        cause.state != State::Routed && !cause.off_table)
      queue_step(r, res,
                 {StepKind::Pursuit, cause_id, routed_id, "16", r.move,
                  fmt::format("{} caused the rout of {}: roll for pursuit, 5-6{} (rule 16)", label(cause),
                              label(routed), british(cause) ? " (British 4-6)" : "")});
  }
  add_follow_ups(before, r, rd, res);
  if (q.pursuit_charge) {
    for (const Step& s : r.queue)
      if (s.kind == StepKind::Charge && s.unit == charger_id) res.done.push_back(s);
    remove_steps(r.queue, StepKind::Charge, charger_id);
  }
  return R::ok(std::move(res));
}

}  // namespace bohemia::mini
