#include "mini/referee.h"

#include <fmt/format.h>

#include <algorithm>

#include "mini/charge.h"
#include "mini/effects.h"
#include "mini/verbs.h"

namespace bohemia::mini {

const Unit* Roster::find(std::string_view id) const {
  for (const Unit& u : units)
    if (u.id == id) return &u;
  return nullptr;
}

Unit* Roster::find(std::string_view id) {
  for (Unit& u : units)
    if (u.id == id) return &u;
  return nullptr;
}

Readings readings_for(const Roster& roster, const Request& q) { return q.readings.value_or(roster.readings); }

void apply_set(Roster& roster, const std::vector<Unit>& units) {
  for (const Unit& u : units) {
    if (Unit* old = roster.find(u.id))
      *old = u;
    else
      roster.units.push_back(u);
  }
}

namespace {

Result<Evaluation> dispatch_evaluate(const Roster& r, const Request& q, const Readings& rd) {
  switch (q.verb) {
    case Verb::Charge:
      return evaluate_charge(r, q, rd);
    case Verb::Morale:
      return evaluate_morale(r, q, rd);
    case Verb::Rout:
      return evaluate_rout(r, q, rd);
    case Verb::Pursuit:
      return evaluate_pursuit(r, q, rd);
    case Verb::Rally:
      return evaluate_rally(r, q, rd);
    case Verb::EndOfMove:
      return evaluate_end(r, rd);
    case Verb::Set:
      break;
  }
  Evaluation ev = evaluation(
      "set", "", fmt::format("{} unit{} added or updated", q.set.size(), q.set.size() == 1 ? "" : "s"));
  return Result<Evaluation>::ok(ev);
}

Result<Resolution> dispatch_resolve(Roster& r, const Request& q, const Readings& rd, Dice& dice) {
  switch (q.verb) {
    case Verb::Charge:
      return resolve_charge(r, q, rd, dice);
    case Verb::Morale:
      return resolve_morale(r, q, rd, dice);
    case Verb::Rout:
      return resolve_rout(r, q, rd, dice);
    case Verb::Pursuit:
      return resolve_pursuit(r, q, rd, dice);
    case Verb::Rally:
      return resolve_rally(r, q, rd, dice);
    case Verb::EndOfMove:
      return resolve_end(r, rd);
    case Verb::Set:
      break;
  }
  Resolution res;
  res.verb = "set";
  for (const Unit& u : q.set)
    res.consequences.push_back({u.id, "", fmt::format("{} set: {}", u.id, describe(u))});
  res.title = fmt::format("{} unit{} added or updated", q.set.size(), q.set.size() == 1 ? "" : "s");
  return Result<Resolution>::ok(res);
}

// The log in the style of the demo report: the command, each roll with its
// dice and result, each consequence, each rule cited.
void write_log(const Roster& r, Resolution& res) {
  res.log.push_back({r.move, "", res.title});
  for (const RollDone& d : res.rolls)
    res.log.push_back({r.move, d.rule, fmt::format("{}: rolls {}: {}", d.what, dice_text(d), d.result)});
  for (const Consequence& c : res.consequences) res.log.push_back({r.move, c.rule, c.text});
}

UndoRecord record_of(const Roster& before, const Roster& after, const std::string& label) {
  UndoRecord u;
  u.label = label;
  u.move = before.move;
  u.log_size = before.log.size();
  u.queue = before.queue;
  for (const Unit& now : after.units) {
    const Unit* was = before.find(now.id);
    if (!was)
      u.added.push_back(now.id);
    else if (!(*was == now))
      u.changed.push_back(*was);
  }
  return u;
}

// The units a request sets, checked; the roster must stay within kMaxUnits.
std::optional<std::string> check_set(const Roster& roster, const std::vector<Unit>& set) {
  std::size_t added = 0;
  for (const Unit& u : set) {
    if (u.id.empty()) return "a unit to set has no id";
    added += roster.find(u.id) ? 0 : 1;
  }
  if (roster.units.size() + added > kMaxUnits)
    return fmt::format("a roster holds at most {} units (this would make {})", kMaxUnits,
                       roster.units.size() + added);
  return std::nullopt;
}

}  // namespace

Result<Evaluation> evaluate(const Roster& roster, const Request& q) {
  if (auto bad = check_set(roster, q.set)) return Result<Evaluation>::fail(*bad);
  if (q.set.empty()) return dispatch_evaluate(roster, q, readings_for(roster, q));
  Roster copy = roster;
  apply_set(copy, q.set);
  return dispatch_evaluate(copy, q, readings_for(roster, q));
}

Result<Resolution> play(Roster& roster, const Request& q, Dice& dice) {
  if (auto bad = check_set(roster, q.set)) return Result<Resolution>::fail(*bad);
  Roster next = roster;
  next.undo.clear();
  apply_set(next, q.set);
  auto res = dispatch_resolve(next, q, readings_for(roster, q), dice);
  if (!res) return res;
  std::stable_sort(next.queue.begin(), next.queue.end(), [](const Step& a, const Step& b) {
    return a.due != b.due ? a.due < b.due : static_cast<int>(a.kind) < static_cast<int>(b.kind);
  });
  write_log(roster, *res);
  for (const LogLine& l : res->log) next.log.push_back(l);
  next.undo = std::move(roster.undo);
  next.undo.push_back(record_of(roster, next, res->title));
  if (next.undo.size() > kUndoDepth) next.undo.erase(next.undo.begin());
  roster = std::move(next);
  return res;
}

bool undo(Roster& roster, std::string* label) {
  if (roster.undo.empty()) return false;
  UndoRecord u = std::move(roster.undo.back());
  roster.undo.pop_back();
  for (const Unit& was : u.changed)
    if (Unit* now = roster.find(was.id)) *now = was;
  for (const std::string& id : u.added)
    std::erase_if(roster.units, [&](const Unit& x) { return x.id == id; });
  roster.queue = std::move(u.queue);
  roster.move = u.move;
  if (roster.log.size() > u.log_size) roster.log.resize(u.log_size);
  if (label) *label = u.label;
  return true;
}

}  // namespace bohemia::mini
