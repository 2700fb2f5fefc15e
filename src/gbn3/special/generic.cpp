// The generic kinds: exits, timed objectives and notes.
#include <fmt/format.h>

#include "gbn3/rules.h"
#include "gbn3/special/battles.h"
#include "gbn3/special/exit_rule.h"
#include "gbn3/special/rule_params.h"
#include "gbn3/special/timed_objectives.h"

namespace bohemia {

TimedObjectives::TimedObjectives(RuleParams& p) {
  const Scenario& sc = p.scenario();
  turn = p.integer("at_end_of_turn", sc.first_turn, sc.last_turn);
  for (RuleParams* o : p.tables("objective", true)) {
    Objective obj;
    auto part = [&](const std::string& name, std::vector<HexId> hexes) {
      VictoryLocation l;
      l.place = name;
      l.hexes = std::move(hexes);
      obj.parts.push_back(std::move(l));
    };
    if (o->has("place")) {
      std::string name = o->string("place");
      part(name, o->place("place"));
      obj.name = name;
    } else if (o->has("places")) {
      for (const std::string& n : o->strings("places", true)) {
        const Place* pl = sc.map->place(n);
        if (!pl) o->fail("places", fmt::format("map {} has no place '{}'", sc.map->id, n));
        part(n, pl->hexes);
        obj.name += (obj.name.empty() ? "" : ", ") + n;
      }
    } else {
      std::vector<HexId> h = o->hexes("hexes", true);
      std::string labels;
      for (HexId x : h) labels += (labels.empty() ? "" : " ") + sc.map->label(x);
      part(labels, h);
      obj.name = labels;
    }
    obj.name = o->string_or("name", obj.name);
    for (Side s : {Side::Prussia, Side::Austria}) {
      std::string k(side_name(s));
      obj.vp[static_cast<std::size_t>(side_index(s))] = o->integer_or(k, -20, 20, 0);
      obj.vp_if_any[static_cast<std::size_t>(side_index(s))] = o->integer_or(k + "_if_any", -20, 20, 0);
    }
    objectives.push_back(std::move(obj));
  }
  implement({Hook::EndOfTurn, Hook::Score});
  reserve_state(static_cast<int>(objectives.size()) * kSides);
}

int TimedObjectives::scored(const Game& g, int i, Side s) const { return var(g, i * kSides + side_index(s)); }

void TimedObjectives::at_end_of_turn(RuleEffects& fx) const {
  const Game& g = fx.game();
  if (g.state().turn != turn) return;
  for (std::size_t i = 0; i < objectives.size(); ++i) {
    const Objective& o = objectives[i];
    for (Side s : {Side::Prussia, Side::Austria}) {
      const std::size_t si = static_cast<std::size_t>(side_index(s));
      int held = 0;
      for (const VictoryLocation& l : o.parts) held += Rules::controls(g, s, l) ? 1 : 0;
      int vp = held == static_cast<int>(o.parts.size()) ? o.vp[si] : held > 0 ? o.vp_if_any[si] : 0;
      if (held == 0 || vp == 0) continue;
      set_var(fx, static_cast<int>(i) * kSides + side_index(s), vp);
      log(fx,
          fmt::format("at the end of {} {} controls {}: {} VP", Rules::hour(turn), side_name(s), o.name, vp));
    }
  }
}

void TimedObjectives::score(const Game& g, ScoreSheet& sheet) const {
  for (std::size_t i = 0; i < objectives.size(); ++i)
    for (Side s : {Side::Prussia, Side::Austria})
      if (int vp = scored(g, static_cast<int>(i), s))
        sheet.add(s, vp, log_section(),
                  fmt::format("controlled {} at the end of {}", objectives[i].name, Rules::hour(turn)));
}

NoteRule::NoteRule(RuleParams& p) { p.accept_all(); }

void add_generic_rules(RuleCatalog& c) {
  c.add<ExitRule>("exit", "",
                  "units leaving the map by some hexes in some turns, and what their exits score");
  c.add<TimedObjectives>("timed_objectives", "",
                         "locations that score for the side controlling them at the end of one turn");
  c.add<NoteRule>("note", "", "a reading, an alternative or a historical result, with no effect on play");
}

}  // namespace bohemia
