// Münchengrätz (VV174 §11): command without commanders-in-chief (§11.1.4,
// §11.1.5), the 40th IR's later entry (§11.3), and the catalog of the
// battle's kinds. Crossing the Iser is in munchengratz_iser.cpp, the VP the
// sides lose in munchengratz_victory.cpp; the exits and the 12.00 objectives
// are the generic "exit" and "timed_objectives" tables.
#include "gbn3/special/munchengratz.h"

#include <fmt/format.h>

#include <algorithm>

#include "gbn3/rules.h"
#include "gbn3/special/battles.h"

namespace bohemia {

namespace {

bool contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

}  // namespace

// ---------------------------------------------------------------- command

MunchengratzPrussianCommand::MunchengratzPrussianCommand(RuleParams& p) {
  always_in_command_units = p.units("always_in_command_units", true);
  initiative_side = p.side("automatic_initiative_side");
  initiative_turns = p.turns("automatic_initiative_turns", true);
  implement({Hook::UnitInCommand, Hook::InitiativeWinner});
}

// "The independent unit IR.56 is considered to be commanded throughout the game."
bool MunchengratzPrussianCommand::unit_in_command(const Game&, int u) const {
  return contains(always_in_command_units, u);
}

// "On turn 1, the Prussian player automatically has the initiative."
std::optional<Side> MunchengratzPrussianCommand::initiative_winner(const Game& g) const {
  if (contains(initiative_turns, g.state().turn)) return initiative_side;
  return std::nullopt;
}

MunchengratzCommandWithoutCinc::MunchengratzCommandWithoutCinc(RuleParams& p) {
  formations = p.formations("formations", true);
  always_in_command = p.boolean_or("always_in_command", true);
  implement({Hook::CommanderInCommand});
}

// with the option on, the formation commanders are in command whatever
// their line; off, rule 7.2 decides (no commander-in-chief: no line).
std::optional<bool> MunchengratzCommandWithoutCinc::commander_in_command(const Game&, int f) const {
  if (always_in_command && contains(formations, f)) return true;
  return std::nullopt;
}

MunchengratzAustrianCommand::MunchengratzAustrianCommand(RuleParams& p) {
  always_in_command = p.formations("always_in_command", true);
  commanded_through = p.formation("commanded_through");
  commanded_formations = p.formations("commanded_formations", true);
  line_half_mp = 2 * p.integer("line_of_command_cavalry_mp", 1, 20);
  implement({Hook::CommanderInCommand});
}

// "The formation commander Leningen is always considered in command. The
// formation commander Abele is only considered in command if he is in the
// LoC of the Leningen formation commander" (a line of 6 cavalry MP, not
// through enemy ZoC unless a friendly unit is there, as in rule 7.2).
std::optional<bool> MunchengratzAustrianCommand::commander_in_command(const Game& g, int f) const {
  if (contains(always_in_command, f)) return true;
  if (!contains(commanded_formations, f)) return std::nullopt;
  const HexId from = Rules::commander_hex(g, commanded_through);
  const HexId at = Rules::commander_hex(g, f);
  if (from == kNoHex || at == kNoHex) return false;
  const Side side = g.scenario().formations[static_cast<std::size_t>(f)].side;
  return Rules::command_distances(g, side, from, line_half_mp)[static_cast<std::size_t>(at)] <= line_half_mp;
}

// ---------------------------------------------------------- later entry

MunchengratzLaterEntry::MunchengratzLaterEntry(RuleParams& p) {
  const Scenario& sc = p.scenario();
  side = p.side("side");
  unit = p.unit("unit");
  default_turn = p.turn("default_turn");
  default_hex = p.hex("default_hex");
  alternative_turn = p.turn("alternative_turn");
  alternative_hex = p.hex("alternative_hex");
  if (!sc.map->on_edge(alternative_hex)) p.fail("alternative_hex", "an entry hex must be on the map edge");
  bool scheduled = false;
  for (const Reinforcement& r : sc.reinforcements)
    if (std::find(r.pieces.begin(), r.pieces.end(), Piece::unit(unit)) != r.pieces.end())
      scheduled = r.turn == default_turn && r.hex == default_hex;
  if (!scheduled) p.fail("unit", "the unit's [[reinforcement]] must be its default turn and hex");
  implement({Hook::Actions, Hook::Arrival});
  reserve_state(1);  // 1 once postponed
}

// "This unit may postpone its arrival by one turn": decided when it may enter
// at its own hour, in its formation's movement.
bool MunchengratzLaterEntry::may_postpone(const Game& g) const {
  const UnitState& x = g.state().units[static_cast<std::size_t>(unit)];
  return g.state().phase == Phase::Movement && g.state().turn == default_turn && !postponed(g) &&
         x.where == Where::Pending && x.active && Rules::entry_hex(g, unit) == default_hex;
}

void MunchengratzLaterEntry::legal_actions(const Game& g, std::vector<Action>& out) const {
  if (!may_postpone(g)) return;
  Action a;
  a.piece = Piece::unit(unit);
  out.push_back(a);
}

void MunchengratzLaterEntry::apply_action(RuleEffects& fx, const Action&) const {
  const Game& g = fx.game();
  set_var(fx, 0, 1);
  log(fx, fmt::format("{} postpones its arrival: it will enter at {} at {}", g.unit_label(unit),
                      g.scenario().map->label(alternative_hex), Rules::hour(alternative_turn)));
}

std::string MunchengratzLaterEntry::notation(const Game& g, const Action& a) const {
  return "postpone " + g.piece_name(a.piece);
}

std::optional<Action> MunchengratzLaterEntry::parse_action(const Game& g,
                                                           const std::vector<std::string>& w) const {
  if (w.size() != 2 || w[0] != "postpone") return std::nullopt;
  const int u = g.scenario().unit_index(w[1]);
  if (u < 0) return std::nullopt;
  Action a;
  a.piece = Piece::unit(u);
  return a;
}

std::string MunchengratzLaterEntry::refusal(const Game& g, const Action&) const {
  return fmt::format("{}: only {} may postpone its arrival, when it could enter at {} at {}", log_section(),
                     g.unit_label(unit), g.scenario().map->label(default_hex), Rules::hour(default_turn));
}

std::optional<Arrival> MunchengratzLaterEntry::arrival(const Game& g, Piece p) const {
  if (p != Piece::unit(unit) || !postponed(g)) return std::nullopt;
  return Arrival{alternative_turn, alternative_hex};
}

// ---------------------------------------------------------------- catalog

void add_munchengratz_rules(RuleCatalog& c) {
  c.add<MunchengratzPrussianCommand>("munchengratz_prussian_command", "VV174 §11.1.4",
                                     "units always in command; a side with the initiative without a roll on "
                                     "some turns (Hook::UnitInCommand, InitiativeWinner)");
  c.add<MunchengratzCommandWithoutCinc>(
      "munchengratz_prussian_command_without_cinc", "VV174 §11.1.4, A-39",
      "formation commanders without a commander-in-chief always in command, or rule 7.2 (option)");
  c.add<MunchengratzAustrianCommand>("munchengratz_austrian_command", "VV174 §11.1.5",
                                     "a formation commander always in command, others within his line of "
                                     "command (Hook::CommanderInCommand)");
  c.add<MunchengratzBridgeBurning>("munchengratz_bridge_burning", "VV174 §11.1.5",
                                   "burning a bridge and putting it out (Hook::Actions, Tasks, EndOfTurn, "
                                   "Rules::set_hexside)");
  c.add<MunchengratzFordSearch>("munchengratz_ford_search", "VV174 §11.1.5",
                                "searching a river for a ford (Hook::Actions, Tasks, Rules::set_hexside)");
  c.add<MunchengratzPontoon>(
      "munchengratz_pontoon", "VV174 §11.1.5",
      "building a pontoon in a whole turn (Hook::Actions, UnitMayAct, EndOfTurn, Score)");
  c.add<MunchengratzRetreatOverFord>("munchengratz_retreat_over_ford", "VV174 §11.1.5",
                                     "extra step losses retreating across a ford (Hook::RetreatLoss)");
  c.add<MunchengratzBankPenalty>("munchengratz_austrian_west_bank_penalty", "VV174 §11.4.1",
                                 "VP lost per unit on a bank at the end of an hour (Hook::EndOfTurn, Score)");
  c.add<MunchengratzUnitsLeftOnMap>("munchengratz_austrian_units_left_on_map", "VV174 §11.4.1",
                                    "VP lost per group of units left on the map at the end (Hook::Score)");
  c.add<MunchengratzDisorganisedPenalty>("munchengratz_prussian_disorganised_penalty", "VV174 §11.4.1",
                                         "VP lost per group of disorganised units at the end (Hook::Score)");
  c.add<MunchengratzLaterEntry>(
      "munchengratz_ir40_later_entry", "VV174 §11.3",
      "player option: a reinforcement one turn later by another hex (Hook::Actions, "
      "Arrival)");
}

}  // namespace bohemia
