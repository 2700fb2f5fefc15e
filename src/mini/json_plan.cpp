// Evaluations and resolutions in JSON (json_io.h, docs/api.md).
#include "mini/json_io.h"

namespace bohemia::mini {

namespace {

json mods_json(const std::vector<Modifier>& mods) {
  json out = json::array();
  for (const Modifier& m : mods) out.push_back({{"rule", m.rule}, {"text", m.text}, {"value", m.value}});
  return out;
}

json chance_json(const Chance& c) { return {{"n", c.n}, {"d", c.d}, {"p", c.p()}}; }

json rows_json(const std::vector<OddsRow>& rows) {
  json out = json::array();
  for (const OddsRow& r : rows)
    out.push_back({{"key", r.key}, {"label", r.label}, {"text", r.text}, {"chance", chance_json(r.chance)}});
  return out;
}

json roll_plan_json(const RollPlan& p) {
  return {{"what", p.what},
          {"rule", p.rule},
          {"unit", p.unit},
          {"dice", p.dice},
          {"modifiers", mods_json(p.modifiers)},
          {"modifier", total(p.modifiers)},
          {"rows", rows_json(p.rows)}};
}

json factor_json(const Factor& f) {
  return {{"unit", f.unit}, {"modifiers", mods_json(f.modifiers)}, {"total", f.total}};
}

json combat_json(const CombatPlan& c) {
  return {{"rule", c.rule},
          {"charger", factor_json(c.charger)},
          {"target", factor_json(c.target)},
          {"winner", c.winner},
          {"margin", c.margin},
          {"equal", c.equal},
          {"table", c.table},
          {"rows", rows_json(c.rows)}};
}

}  // namespace

std::string to_text(const json& j, int indent) {
  return j.dump(indent, ' ', false, json::error_handler_t::replace);
}

json to_json(const Evaluation& e) {
  json rolls = json::array(), branches = json::array();
  for (const RollPlan& p : e.rolls) rolls.push_back(roll_plan_json(p));
  for (const Branch& b : e.branches)
    branches.push_back({{"key", b.key},
                        {"label", b.label},
                        {"chance", chance_json(b.chance)},
                        {"text", b.text},
                        {"combat", b.combat ? combat_json(*b.combat) : json(nullptr)}});
  return {{"verb", e.verb},   {"rule", e.rule}, {"title", e.title},     {"warnings", e.warnings},
          {"notes", e.notes}, {"rolls", rolls}, {"branches", branches}, {"outcomes", rows_json(e.outcomes)}};
}

json to_json(const Resolution& r) {
  json rolls = json::array(), cons = json::array(), added = json::array(), done = json::array(),
       log = json::array();
  for (const RollDone& d : r.rolls)
    rolls.push_back({{"what", d.what},
                     {"rule", d.rule},
                     {"dice", d.dice},
                     {"modifier", d.modifier},
                     {"total", d.total},
                     {"result", d.result}});
  for (const Consequence& c : r.consequences)
    cons.push_back({{"unit", c.unit}, {"rule", c.rule}, {"text", c.text}});
  for (const Step& s : r.added) added.push_back(to_json(s));
  for (const Step& s : r.done) done.push_back(to_json(s));
  for (const LogLine& l : r.log) log.push_back(to_json(l));
  return {{"verb", r.verb}, {"title", r.title}, {"rolls", rolls}, {"consequences", cons},
          {"added", added}, {"done", done},     {"log", log}};
}

}  // namespace bohemia::mini
