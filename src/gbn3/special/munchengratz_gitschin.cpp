// The Münchengrätz-Gitschin campaign (VV174 §13): what the Austrian carries
// from day 1 into day 2 (docs/campaigns/munchengratz-gitschin.md). The
// pieces of both days are one order of battle; the engine carries losses and
// eliminations by id and places day 2's set-up on its own map. This rule
// adds what the engine cannot know: counters of day 1 that are part of a
// larger counter on day 2 pass their losses to it. The penalties that depend
// on day 1's result are the Gitschin rules' own (§12.1.6 tables).
#include "gbn3/special/munchengratz_gitschin.h"

#include <fmt/format.h>

#include <algorithm>

#include "gbn3/rules.h"
#include "gbn3/special/battles.h"
#include "gbn3/special/rule_params.h"

namespace bohemia {

CarriedLosses::CarriedLosses(RuleParams& p) {
  const Scenario& sc = p.scenario();
  side = p.side("side");
  for (RuleParams* m : p.tables("merge", false)) {
    Merge x;
    x.from = m->unit("from");
    x.into = m->unit("into");
    for (int u : {x.from, x.into})
      if (sc.units[static_cast<std::size_t>(u)].side != side) m->fail("from", "units of the other side");
    merges.push_back(x);
  }
  implement({Hook::GameStart});
}

// At the start of day 2, once day 2's set-up is placed: "The Austrian player
// keeps the losses from the battle of Münchengrätz" (the engine keeps each
// unit's own, replacing the losses Gitschin's set-up prints, A-41 c); a
// detached counter's losses (all its steps if it was eliminated) go to the
// counter it belongs to on day 2, which they never eliminate, and it leaves
// play (docs/rulings.md).
void CarriedLosses::at_game_start(RuleEffects& fx) const {
  const Game& g = fx.game();
  if (g.state().day != 2) return;
  const Scenario& sc = g.scenario();
  for (const Merge& m : merges) {
    UnitState& from = fx.unit(m.from);
    UnitState& into = fx.unit(m.into);
    const int lost = from.losses;
    const int room = std::max(sc.units[static_cast<std::size_t>(m.into)].morale - 1 - into.losses, 0);
    const int passed = std::min(lost, room);
    into.losses = static_cast<std::uint8_t>(into.losses + passed);
    from.losses = 0;
    from.where = Where::Exited;
    from.hex = kNoHex;
    log(fx,
        fmt::format("{} joins {}{}", g.unit_label(m.from), g.unit_label(m.into),
                    lost ? fmt::format(" with its {} step loss{}", passed, passed == 1 ? "" : "es") : ""));
  }
  std::string kept;
  const State& s = g.state();
  for (std::size_t u = 0; u < s.units.size(); ++u) {
    const UnitDef& d = sc.units[u];
    if (d.side != side || s.units[u].losses == 0) continue;
    kept += fmt::format("{}{} {}{}", kept.empty() ? "" : ", ", d.id, s.units[u].losses,
                        s.units[u].where == Where::Eliminated ? " (eliminated)" : "");
  }
  log(fx, fmt::format("the {} player keeps his losses of day 1: {}",
                      side == Side::Austria ? "Austrian" : "Prussian", kept.empty() ? "none" : kept));
}

void add_munchengratz_gitschin_rules(RuleCatalog& c) {
  c.add<CarriedLosses>("munchengratz_gitschin_carried_losses", "VV174 §13",
                       "day-1 losses kept on day 2; detached counters' losses go to their day-2 counter");
}

}  // namespace bohemia
