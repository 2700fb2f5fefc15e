// A corps that comes onto the map formation by formation after a die roll:
// from some turn `side` rolls 1d6 at the start of each turn until a roll in
// `succeeds_on`; from that turn one of `formations` comes in by `hex` each
// turn, the player's choice of which, `cinc` with the first. Two campaign
// rules of Trautenau-Soor share it (VV165 §13.3.1 the IV corps' entry, A-54;
// §13.3.2 the I corps' return, A-55); each says when it rolls, what comes
// with the formations and where they arrive.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "gbn3/special/special_rule.h"

namespace bohemia {

class CorpsArrival : public SpecialRule {
 public:
  Side side = Side::Austria;
  std::vector<int> succeeds_on;
  HexId hex = kNoHex;
  std::vector<int> formations;
  int cinc = -1;
  // Slots: 0 the hour the roll succeeded (0: not yet); 1 + i the hour
  // formation i comes in (0: not chosen yet).
  int started_at(const Game& g) const { return var(g, 0); }
  int formation_turn(const Game& g, std::size_t i) const { return var(g, 1 + static_cast<int>(i)); }
  bool all_chosen(const Game& g) const;

  TaskActor task_actor(const Game& g, const Task& t) const override;
  void task_roll(Game& g, const Task& t, int die) const override;
  void task_actions(const Game& g, const Task& t, std::vector<Action>& out) const override;
  std::string notation(const Game& g, const Action& a) const override;
  std::optional<Action> parse_action(const Game& g, const std::vector<std::string>& words) const override;

 protected:
  // How the rule names its roll, its move and its choice in the log and the
  // notation: "entry", "enter", "does not come", "arrive" for the IV corps.
  struct Words {
    const char* roll;      // "<corps> corps <roll> roll"
    const char* starts;    // "it starts to <starts> by <hex>"
    const char* fails;     // "it <fails> this turn"
    const char* notation;  // "<notation> <formation id>"
  };
  CorpsArrival(RuleParams& p, Words words);
  // At a turn's start: the roll while none has succeeded and `may_roll`,
  // then one choice per turn while formations are left.
  void queue_turn_tasks(Game& g, bool may_roll) const;
  // Records formation a.value as coming in this turn; true for the last one.
  bool record_choice(Game& g, const Action& a) const;
  // The arrival of a piece of one of `formations` (its commander or one of
  // its units): at the hour chosen for it, by `hex`; "not yet" until then.
  // nullopt for a piece of no such formation.
  std::optional<Arrival> formation_arrival(const Game& g, Piece piece) const;
  // The hour the last of `formations` comes in; nullopt until all are chosen.
  std::optional<int> last_formation_turn(const Game& g) const;

 private:
  Words words_;
};

}  // namespace bohemia
