// Internal: the rules procedures behind Game. Each file implements one part
// of the sequence of play; all of them work on a Game's state and scenario.
#pragma once

#include <limits>
#include <string>
#include <vector>

#include "gbn3/game.h"
#include "gbn3/score_sheet.h"
#include "gbn3/special/hook.h"
#include "gbn3/terrain_cost.h"

namespace bohemia {

class SpecialRule;

// Per-hex occupancy built from the state when needed.
struct Occupancy {
  std::vector<std::int8_t> side;    // -1 empty, else side index of the combat units there
  std::vector<std::uint8_t> count;  // combat units
  // The units in each hex in the order of the unit list (as Rules::units_in):
  // first[hex], then next[unit], until -1.
  std::vector<std::int16_t> first;
  std::vector<std::int16_t> next;
  void build(const Game& g);
};

// What movement generation needs about the whole board, built once per
// legal-move listing instead of once per unit, each part on first use.
struct MoveContext {
  const Occupancy& occ(const Game& g) const;
  // The ZoC exerted by a side.
  const std::vector<std::uint8_t>& zoc(const Game& g, Side of) const;
  // Where every unit of a side stands and faces, and the hexsides special
  // rules changed: what a movement search depends on beyond the mover
  // (Rules::unit_search's key).
  const std::vector<std::uint32_t>& places(const Game& g, Side of) const;

 private:
  mutable Occupancy occ_;
  mutable bool have_occ_ = false;
  mutable std::array<std::vector<std::uint8_t>, kSides> zoc_;
  mutable std::array<bool, kSides> have_zoc_{};
  mutable std::array<std::vector<std::uint32_t>, kSides> places_;
  mutable std::array<bool, kSides> have_places_{};
};

struct Rules {
  // ---- helpers (helpers.cpp)
  static const UnitDef& def(const Game& g, int u) { return g.sc_->units[static_cast<std::size_t>(u)]; }
  static const FormationDef& fdef(const Game& g, int f) {
    return g.sc_->formations[static_cast<std::size_t>(f)];
  }
  // (A unit about to change: the cached legal actions no longer hold.)
  static UnitState& us(Game& g, int u) {
    g.legal_cached_ = false;
    return g.s_.units[static_cast<std::size_t>(u)];
  }
  static const UnitState& us(const Game& g, int u) { return g.s_.units[static_cast<std::size_t>(u)]; }
  static const Map& map(const Game& g) { return *g.sc_->map; }
  static const Edition& ed(const Game& g) { return g.sc_->edition; }
  static int nunits(const Game& g) { return static_cast<int>(g.s_.units.size()); }
  static bool on_map(const Game& g, int u) { return us(g, u).where == Where::Map; }
  static std::vector<int> units_in(const Game& g, HexId h);
  static bool has_enemy(const Game& g, HexId h, Side mine);
  static bool has_friend(const Game& g, HexId h, Side mine, int except = -1);
  static bool built_up(const Game& g, HexId h) { return is_built_up(map(g).terrain(h)); }
  // §4: is `other` in a front hex of unit u (all six in a town/village for non-artillery)?
  static bool is_front(const Game& g, int u, HexId other);
  static bool is_flank(const Game& g, int u, HexId other) { return !is_front(g, u, other); }
  static bool has_facing(const Game& g, int u);  // false for non-artillery in town/village
  // §5: the one ZoC rule. The hexes unit u would project its ZoC into
  // standing in `at` facing `f`: its front hexes (all six in a town or
  // village, artillery apart) across hexsides that let a ZoC through.
  // Returns how many it wrote into `out`.
  static int zoc_hexes(const Game& g, int u, HexId at, Direction f, std::array<HexId, kDirections>& out);
  // §5: hexes in the ZoC of side `of` (combat units only); with
  // `organised_only`, of its units that are not disorganised (§10.1).
  static std::vector<std::uint8_t> zoc(const Game& g, Side of, bool organised_only = false);
  // §3 stacking: may these units (by index) share hex h?
  static bool stack_ok(const Game& g, HexId h, const std::vector<int>& units);
  static bool stack_ok_with(const Game& g, HexId h, int mover);
  static bool stack_ok_with(const Game& g, const Occupancy& occ, HexId h, int mover);  // the same, faster
  static int formation_losses(const Game& g, int f);
  static int remaining_steps(const Game& g, int u) { return def(g, u).morale - us(g, u).losses; }
  static HexId commander_hex(const Game& g, int f);
  static int commander_value(const Game& g, int f);
  static int commander_bonus(const Game& g, int f);
  static int distance_to_edge(const Game& g, Side s, HexId h, int unit = -1);
  // Shortest cavalry-MP distance (half MP) for lines of command (7.2, 9.1.2):
  // not through enemy units, nor enemy ZoC unless a friendly unit is there.
  static void append_unit_places(const Game& g, std::vector<std::uint32_t>& key, Side side);
  static std::vector<int> command_distances(const Game& g, Side side, HexId from, int limit_half);
  static bool unit_in_command_now(const Game& g, int u);
  static int morale_total(const Game& g, int u, int die, bool rally);
  static void check_demoralisation(Game& g, int f);
  static void eliminate_unit(Game& g, int u, const char* section);
  static void step_loss(Game& g, int u, const char* section, const std::string& why);
  static void disorganise(Game& g, int u, const char* section, const std::string& why);
  static void place_unit(Game& g, int u, HexId h, Direction f);
  static void relocate_lonely_commanders(Game& g, Side side);
  static void commander_follow(Game& g, HexId from, HexId to);
  static void eliminate_commander(Game& g, int f, const char* section);
  // 9.5.13: the Aide de Camp of formation f is placed by his owner on any
  // unit of the formation: the hexes he may choose, whether a placement
  // waits for that choice, asking for it (first of the pending tasks; false
  // and the Aide is out of play if no unit is left) and placing him.
  static std::vector<HexId> aide_places(const Game& g, int f);
  static bool aide_awaits_placement(const Game& g, int f);
  static bool queue_aide_placement(Game& g, int f, const char* section);
  static void place_aide(Game& g, int f, HexId h);
  static void eliminate_cinc(Game& g, int c, const char* section);
  static std::string hour(int turn);
  // For special rules (src/special): the state they change, the log, their
  // tasks, and a game they end early.
  static State& state(Game& g) {
    g.legal_cached_ = false;  // the state is about to change
    return g.s_;
  }
  static void log(Game& g, std::string_view section, std::string text) { g.log(section, std::move(text)); }
  static void queue_task(Game& g, const SpecialRule& r,
                         Task t);  // a TaskKind::Special of rule r, last in line
  // Ends the game at once with this result (a panic); in a campaign, ends
  // the day (day 2 follows) unless `whole_campaign`.
  static void end_game_with(Game& g, Side winner, int level, const std::array<int, kSides>& vp,
                            const SpecialRule& by, bool whole_campaign = false);
  static const SpecialRule& rule(const Game& g, int index);
  // The hexside as it is now: the map's features, or what a special rule
  // made of it (State::hexsides). Movement, ZoC, combat, retreat, lines of
  // command and of retreat all read it here.
  static std::uint16_t hexside(const Game& g, HexId h, Direction d);
  static void set_hexside(Game& g, HexId h, Direction d, std::uint16_t bits);
  static StepCost step(const Game& g, HexId h, Direction d, MoveClass mc) {
    if (g.s_.hexsides.empty()) return g.sc_->step(h, d, mc);
    return changed_step(g, h, d, mc);
  }
  static StepCost changed_step(const Game& g, HexId h, Direction d, MoveClass mc);
  static bool projects_zoc(const Game& g, HexId from, Direction d, MoveClass mc);
  // The line of retreat of a side, or of one of its units (Hook::RetreatEdge).
  static const std::vector<HexId>& retreat_edge(const Game& g, Side s, int unit = -1);
  // Hook::CincMayCommand: may commander-in-chief c command unit u (9.1.3, 9.1.4)?
  static bool cinc_may_command(const Game& g, int c, int u);
  // The commander-in-chief formation f answers to (Hook::FormationCinc, else
  // the order of battle's; -1 none).
  static int formation_cinc(const Game& g, int f);
  // Does commander-in-chief c command formation f: the one it answers to
  // (formation_cinc), or one a special rule adds (Hook::CincCommandsFormation;
  // §7.2 lines of command, §8 the marker picked first, §9.1.4 direct command)?
  static bool cinc_commands(const Game& g, int c, int f);
  // Hook::MayEndMove: may the piece end this movement in `to`?
  static bool may_end_move(const Game& g, Piece p, HexId to, MoveKind how);
  // §9.2 line of sight between two hexes, with the units now on the map.
  static bool line_of_sight(const Game& g, HexId from, HexId to);

  // ---- flow.cpp: §6 - §10 sequence of play
  static void start(Game& g);
  static void advance(Game& g);  // run automatic steps until a decision or chance
  static void begin_turn(Game& g);
  static void start_command_phase(Game& g);
  static void next_cinc(Game& g);
  static void command_check(Game& g);
  static void start_initiative(Game& g);
  static constexpr int kSideRoller = 1000;  // roll_a of a side's initiative roll without a commander-in-chief
  static int next_initiative_roller(const Game& g, int after);
  static int initiative_without_cinc(const Game& g, Side side);
  static void fill_cup(Game& g, int except);
  static void start_activation(Game& g, int f);
  static void finish_activation_test(Game& g, bool passed);
  static void set_command_status(Game& g);
  static void end_activation(Game& g);
  static void start_rally(Game& g);
  static void next_rally_test(Game& g);
  static void end_turn(Game& g);
  static void next_turn(Game& g);  // after the end-of-turn procedures: the next turn, or the end
  static std::vector<int> available_markers(const Game& g, Side side, int cinc);
  static std::vector<int> initiative_choices(const Game& g);  // §8, A-23
  static bool commander_arrives(Game& g, int f);              // §9.4: a due commander enters if he can
  static bool commander_arrives_now(const Game& g, int f);    // §9.4: he arrived this turn
  static bool always_in_command(const Game& g, int u);        // Hook::UnitInCommand
  static bool unit_can_act(const Game& g, int u);
  static bool formation_arriving(const Game& g, int f);

  // ---- movement.cpp: §7.1, §9.3, §9.4
  struct MoveOption {
    HexId hex;
    HalfMp cost;
    int prev;  // index of previous option in the search, -1 at start
  };
  static std::vector<Reach> reach(const Game& g, Piece piece, bool with_paths = true,
                                  const MoveContext* ctx = nullptr);
  // reach() into `out` (cleared first), reusing its storage.
  static void reach_into(const Game& g, Piece piece, const MoveContext& ctx, bool with_paths,
                         std::vector<Reach>& out);
  // The searches behind reach(), remembered per piece (MoveSearch):
  // every hex the piece could get to and the cheapest way there, before the
  // checks on where a move may end. Null when the piece cannot move now.
  static const MoveSearch* unit_search(const Game& g, int u, const MoveContext& ctx);
  static const MoveSearch* commander_search(const Game& g, int f, const MoveContext& ctx);
  static std::vector<Reach> cinc_reach(const Game& g, int c, bool with_paths = true);
  static HexId entry_hex(const Game& g, int u);  // pending reinforcement entry this turn, or kNoHex
  // A unit's movement allowance in half MP now (out of command, night).
  static HalfMp movement_allowance(const Game& g, int u);
  // 9.4: when and where a piece not in play yet arrives (Hook::Arrival, else
  // the scenario's reinforcements), or nullopt (never).
  static std::optional<Arrival> arrival(const Game& g, Piece p);
  static void do_move(Game& g, const Action& a);
  // The moves of the movement phase into `out`. With `enough`, it may stop
  // once `out` holds that many (before a further unit): enough to tell that
  // the phase is not a lone "end move" (Rules::advance).
  static void legal_moves(const Game& g, std::vector<Action>& out,
                          std::size_t enough = std::numeric_limits<std::size_t>::max());
  // Hook::Exit: the hexes unit u (activated, not moved yet) may leave the
  // map from in this move, its own included (docs/rulings.md, "exits").
  static std::vector<HexId> exit_hexes(const Game& g, int u, const MoveContext* ctx = nullptr);
  // §10.2: must unit u, of a demoralised formation, still move closer to its
  // edge (given `rs`, where it may move)? The first unit that must, or -1.
  static bool owes_move_back(const Game& g, int u, const std::vector<Reach>& rs);
  static int unit_owing_move_back(const Game& g);

  // ---- combat.cpp: §9.2, §9.5
  static void legal_barrage(const Game& g, std::vector<Action>& out);
  static bool barrage_target_ok(const Game& g, int art, Direction facing, int target);
  static void resolve_barrage(Game& g, int art, int target, int die);
  static void legal_assaults(const Game& g, std::vector<Action>& out);
  static void build_combats(Game& g);
  static void commander_risks_his_life(Game& g, Combat& c);
  static void next_coordination(Game& g);
  static bool coordination_possible(const Game& g, const Combat& c);
  static void legal_combat(const Game& g, std::vector<Action>& out);
  static void start_combat(Game& g, int index);
  static void combat_continue(Game& g);
  static void apply_combat_decision(Game& g, const Action& a);
  static void combat_roll(Game& g, int die);
  // 9.5.3 B: attacker i of the current combat can still attack (on the map,
  // not moved by a retreat since the combat began, not disorganised cavalry).
  static bool still_attacking(const Game& g, int i);
  // 9.5.1: may defending unit v, not assaulted, fire at attacker i of the
  // current combat ("Any enemy unit with an attacking unit in one of its front
  // hexes may participate in defensive fire if it is not already engaged in
  // another combat")?
  static bool may_volley(const Game& g, int v, int i);
  static void end_volleys(Game& g);  // on to the attack, after the commanders' risk
  static void volley_roll(Game& g, int die);
  static void legal_task(const Game& g, std::vector<Action>& out);
  static void apply_task_decision(Game& g, const Action& a);
  static void task_roll(Game& g, int die);
  static bool run_tasks(Game& g);  // false when a task waits for a decision or chance
  // Queues the advances (9.5.9) of vacated hexes whose attackers have no
  // combat left to resolve (9.5.1).
  static void queue_advances(Game& g);
  struct RetreatOption {
    HexId hex;
    std::vector<HexId> crossed;  // overstacked friendly hexes passed through
    bool into_zoc;
  };
  static std::vector<RetreatOption> retreat_options(const Game& g, int u, int max_hexes, bool before_combat);
  static RetreatOption disorganise_crossed(Game& g, int u, const std::vector<RetreatOption>& options,
                                           HexId to, const char* section);
  static std::vector<int> defenders_of(const Game& g, HexId h, Side side);
  static bool is_night(const Game& g) { return g.sc_->is_night(g.s_.turn); }
  // CRT column shifts beyond the printed list: the night's and the special
  // rules' (Hook::ColumnModifier), each with its reason in `why`.
  static int extra_columns(const Game& g, const std::vector<int>& shooters, FireKind fire,
                           std::vector<std::string>& why);
  static const NightRules* night(const Game& g) { return is_night(g) ? &g.sc_->night : nullptr; }

  // ---- victory.cpp: §11.4
  static ScoreSheet score(const Game& g);
  static void log_score(Game& g, const ScoreSheet& sheet);  // one log line per item, with its section
  static bool controls(const Game& g, Side s, const VictoryLocation& l);
  // The same, `ez` the enemy's ZoC (Rules::zoc of the other side), built
  // into it when empty and needed: one ZoC for many places.
  static bool controls(const Game& g, Side s, const VictoryLocation& l, std::vector<std::uint8_t>& ez);
  static bool line_to_edge(const Game& g, Side s, HexId from, const std::vector<std::uint8_t>& enemy_zoc,
                           int unit = -1);
  static void finish_game(Game& g);
  // Campaigns (§13): day 1 is over with this result; the between-days
  // procedures (Hook::BetweenDays) queue their tasks, then day 2 begins.
  static void end_day(Game& g, const DayResult& r);
  static void start_next_day(Game& g);
  // "10.00", "day 2, 04.00 (night)": the turn as the log and describe_turn say it.
  static std::string turn_label(const Game& g);
  static void exit_unit(Game& g, int u,
                        HexId from);  // Hook::Exit: the unit moves to `from` and leaves the map
};

}  // namespace bohemia
