#include "mini/report.h"

#include <fmt/format.h>

#include <algorithm>

#include "mini/effects.h"

namespace bohemia::mini {

namespace {

std::string unit_name(const Roster& r, const std::string& id) {
  const Unit* u = r.find(id);
  return u ? label(*u) : id;
}

void mods(std::string& out, const std::vector<Modifier>& list, const std::string& indent) {
  if (list.empty()) out += indent + "(no modifier)\n";
  for (const Modifier& m : list)
    out += fmt::format("{}{:>3}  {:<36} rule {}\n", indent, signed_str(m.value), m.text, m.rule);
}

void rows(std::string& out, const std::vector<OddsRow>& list, const std::string& indent) {
  std::size_t width = 12;
  for (const OddsRow& row : list) width = std::max(width, row.label.size());
  for (const OddsRow& row : list)
    out += fmt::format("{}{:<{}} {:>7} {:>6.1f} %  {}\n", indent, row.label, width,
                       fmt::format("{}/{}", row.chance.n, row.chance.d), 100.0 * row.chance.p(), row.text);
}

// "what (rule 17)" unless `what` already cites a rule.
std::string with_rule(const std::string& what, const std::string& rule) {
  if (rule.empty() || what.find("(rule") != std::string::npos) return what;
  return fmt::format("{} (rule {})", what, rule);
}

void combat(std::string& out, const CombatPlan& c, const Roster& r, const std::string& indent) {
  out += fmt::format("{}{} (charging): factor {}\n", indent, unit_name(r, c.charger.unit), c.charger.total);
  mods(out, c.charger.modifiers, indent + "  ");
  out += fmt::format("{}{} (charged): factor {}\n", indent, unit_name(r, c.target.unit), c.target.total);
  mods(out, c.target.modifiers, indent + "  ");
  out += fmt::format("{}Winner: {} by {}{}: rolls 2d6 {} on the '{}' table of rule {}\n", indent,
                     unit_name(r, c.winner), c.margin, c.equal ? " (equal factors, reading R1)" : "",
                     signed_str(c.margin), c.table, c.rule);
  rows(out, c.rows, indent + "  ");
}

}  // namespace

std::string render(const Evaluation& e, const Roster& r) {
  std::string out = fmt::format("== {}\n", e.title);
  for (const std::string& w : e.warnings) out += fmt::format("warning: {}\n", w);
  for (const std::string& n : e.notes) out += fmt::format("note: {}\n", n);
  for (const RollPlan& p : e.rolls) {
    out += fmt::format("{}, {}d6 {}:\n", with_rule(p.what, p.rule), p.dice, signed_str(total(p.modifiers)));
    if (p.rule == "17") mods(out, p.modifiers, "  ");
    rows(out, p.rows, "  ");
  }
  bool tested = !e.rolls.empty() && e.verb == "charge";
  for (const Branch& b : e.branches) {
    std::string indent = tested ? "    " : "";
    if (tested)
      out += fmt::format("if {} ({}):{}\n", b.label, show(b.chance), b.text.empty() ? "" : " " + b.text);
    if (b.combat)
      combat(out, *b.combat, r, indent);
    else if (!tested)
      out += fmt::format("{}\n", b.text);
  }
  bool repeats = e.verb == "morale" || e.verb == "rally" || (e.verb == "charge" && !tested);
  if (!e.outcomes.empty() && !repeats) {
    out += "every outcome:\n";
    rows(out, e.outcomes, "  ");
  }
  return out;
}

std::string render(const Resolution& res) {
  std::string out;
  for (const RollDone& d : res.rolls)
    out += fmt::format("roll: {}: {}: {}\n", with_rule(d.what, d.rule), dice_text(d), d.result);
  for (const Consequence& c : res.consequences)
    out += fmt::format("  {}{}\n", c.text, c.rule.empty() ? "" : fmt::format(" [rule {}]", c.rule));
  for (const Step& s : res.done) out += fmt::format("done: {}\n", s.text);
  for (const Step& s : res.added) out += fmt::format("next: {} [rule {}]\n", s.text, s.rule);
  return out;
}

std::string render_queue(const Roster& r) {
  if (r.queue.empty()) return "nothing pending\n";
  std::string out;
  for (const Step& s : r.queue) {
    std::string when = s.due < r.move    ? fmt::format("overdue (move {})", s.due)
                       : s.due == r.move ? std::string("now")
                                         : fmt::format("move {}", s.due);
    out += fmt::format("  [{}] {:<8} {} [rule {}]\n", when, name(s.kind), s.text, s.rule);
  }
  return out;
}

std::string render_units(const Roster& r) {
  std::string out = fmt::format("{}move {}\n", r.title.empty() ? "" : r.title + ", ", r.move);
  for (const Unit& u : r.units) {
    std::string flags;
    if (u.pursuing) flags += ", in pursuit";
    if (u.off_table) flags += ", off the table";
    out += fmt::format("  {:<12} {:<10} {}{}\n", u.id, side_of(u), describe(u), flags);
  }
  return out;
}

std::string render_log(const Roster& r) {
  std::string out;
  int move = -1;
  for (const LogLine& l : r.log) {
    if (l.move != move) out += fmt::format("Move {}\n", move = l.move);
    out += fmt::format("  {}{}\n", l.text, l.rule.empty() ? "" : fmt::format(" [rule {}]", l.rule));
  }
  return out;
}

}  // namespace bohemia::mini
