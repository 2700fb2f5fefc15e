// What a scenario's special rule may change in a game, and nothing more
// (issue 15): the hooks that act receive a RuleEffects, never the Game, and
// read the game through game(). The core rules (Rules) keep the rest of the
// state to themselves: the phase, the activation, combat, the chance to come,
// the history and the caches. tests/cli/layering.sh checks that no special
// rule reaches past it.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "gbn3/game.h"
#include "gbn3/rules.h"
#include "gbn3/state.h"

namespace bohemia {

class SpecialRule;

class RuleEffects {
 public:
  explicit RuleEffects(Game& g) : g_(g) {}

  const Game& game() const { return g_; }

  // The pieces a rule places, marks or takes out of play (the legal actions
  // are computed again after any change).
  UnitState& unit(int u);
  CincState& cinc(int c);
  CommanderState& commander(int f);
  // The queue of tasks still to be done (a rule's own first, or its decision
  // answered); queue_task() adds one of the rule's at the end.
  std::vector<Task>& tasks();
  void queue_task(const SpecialRule& r, Task t);
  // The rule's slots of State::rule_vars (SpecialRule::set_var).
  void set_rule_var(int slot, int value);
  // A hexside as the rule leaves it (a bridge burnt, a ford found).
  void set_hexside(HexId h, Direction d, std::uint16_t bits);
  // The result of the day just ended, as a rule that decides it records it
  // (between days of a campaign).
  DayResult& last_day();
  // The log, with the section the line cites.
  void log(std::string_view section, std::string text);

  // The core's procedures a rule's event triggers, as the core runs them.
  void place_unit(int u, HexId h, Direction f);
  void commander_follow(HexId from, HexId to);
  void step_loss(int u, const char* section, const std::string& why);
  void eliminate_unit(int u, const char* section);
  void eliminate_cinc(int c, const char* section);
  // 9.5.4: a retreat through overstacked friends disorganises them; returns
  // the option taken.
  Rules::RetreatOption disorganise_crossed(int u, const std::vector<Rules::RetreatOption>& options, HexId to,
                                           const char* section);
  // Ends the game (or, in a campaign, the day) with this result at once.
  void end_game_with(Side winner, int level, const std::array<int, kSides>& vp, const SpecialRule& by,
                     bool whole_campaign = false);
  // Ends the game now, scored as at its last turn (a random end).
  void finish_game();
  // The command phase passes to the next commander-in-chief (§7).
  void next_cinc();

 private:
  Game& g_;
};

}  // namespace bohemia
