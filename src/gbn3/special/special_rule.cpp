#include "gbn3/special/special_rule.h"

#include <fmt/format.h>

#include "gbn3/rules.h"
#include "gbn3/special/rule_set.h"

namespace bohemia {

SpecialRule::~SpecialRule() = default;

std::string possible_ends_text(const RuleSet& rules, int last_turn) {
  std::string fixed, random;
  for (int i = 0; i < rules.size(); ++i) {
    const SpecialRule& r = rules.at(i);
    const std::optional<PossibleEnd> e = r.possible_last_turn();
    if (!e || e->turn >= last_turn) continue;
    if (e->random)
      random += fmt::format(", random end from {:02d}.00 ({})", e->turn, r.section());
    else
      fixed += fmt::format(" or {:02d}.00 ({})", e->turn, r.section());
  }
  return fixed + random;
}

void SpecialRule::implement(std::initializer_list<Hook> hooks) {
  for (Hook h : hooks) hooks_ |= hook_bit(h);
}

int SpecialRule::var(const Game& g, int i) const {
  return g.state().rule_vars[static_cast<std::size_t>(state_offset_ + i)];
}

void SpecialRule::set_var(Game& g, int i, int value) const {
  Rules::state(g).rule_vars[static_cast<std::size_t>(state_offset_ + i)] = value;
}

std::string SpecialRule::log_section() const {
  auto p = section_.find("§");
  return p == std::string::npos ? section_ : section_.substr(p + std::string("§").size());
}

std::string SpecialRule::end_reason(const Game&) const { return "ended by " + name_; }

void SpecialRule::log(Game& g, std::string text) const { Rules::log(g, log_section(), std::move(text)); }

// Neutral answers: a hook a rule does not implement is never called, these
// only keep the class concrete.
void SpecialRule::at_game_start(Game&) const {}
bool SpecialRule::marker_available(const Game&, int) const { return true; }
std::optional<bool> SpecialRule::commander_in_command(const Game&, int) const { return std::nullopt; }
bool SpecialRule::unit_in_command(const Game&, int) const { return false; }
bool SpecialRule::cinc_may_command(const Game&, int, int) const { return true; }
std::optional<int> SpecialRule::formation_cinc(const Game&, int) const { return std::nullopt; }
bool SpecialRule::cinc_commands_formation(const Game&, int, int) const { return false; }
std::optional<PossibleEnd> SpecialRule::possible_last_turn() const { return std::nullopt; }
bool SpecialRule::unit_may_act(const Game&, int) const { return true; }
bool SpecialRule::commander_may_move(const Game&, int) const { return true; }
std::optional<Side> SpecialRule::initiative_winner(const Game&) const { return std::nullopt; }
std::optional<int> SpecialRule::initiative_without_cinc(const Game&, Side) const { return std::nullopt; }
bool SpecialRule::may_end_move(const Game&, Piece, HexId, MoveKind) const { return true; }
bool SpecialRule::may_exit(const Game&, int, HexId) const { return false; }
HalfMp SpecialRule::exit_cost(const Game&, int) const { return 0; }
void SpecialRule::on_exit(Game&, int) const {}
void SpecialRule::after_unit_placed(Game&, int) const {}
std::optional<Arrival> SpecialRule::arrival(const Game&, Piece) const { return std::nullopt; }
int SpecialRule::morale_modifier(const Game&, int, bool, std::vector<std::string>&) const { return 0; }
bool SpecialRule::may_rally(const Game&, int) const { return true; }
int SpecialRule::column_modifier(const Game&, const std::vector<int>&, FireKind,
                                 std::vector<std::string>&) const {
  return 0;
}
int SpecialRule::retreat_extra_losses(const Game&, int, HexId, HexId) const { return 0; }
const std::vector<HexId>* SpecialRule::retreat_edge(const Game&, Side, int) const { return nullptr; }
void SpecialRule::legal_actions(const Game&, std::vector<Action>&) const {}
void SpecialRule::apply_action(Game&, const Action&) const {}
std::string SpecialRule::notation(const Game&, const Action&) const { return "?"; }
std::optional<Action> SpecialRule::parse_action(const Game&, const std::vector<std::string>&) const {
  return std::nullopt;
}
std::string SpecialRule::refusal(const Game&, const Action&) const { return ""; }
TaskActor SpecialRule::task_actor(const Game&, const Task&) const { return {}; }
void SpecialRule::task_actions(const Game&, const Task&, std::vector<Action>&) const {}
void SpecialRule::apply_task_action(Game&, const Task&, const Action&) const {}
void SpecialRule::task_roll(Game&, const Task&, int) const {}
void SpecialRule::at_turn_start(Game&) const {}
void SpecialRule::at_end_of_turn(Game&) const {}
std::optional<int> SpecialRule::last_turn(const Game&) const { return std::nullopt; }
void SpecialRule::between_days(Game&) const {}
void SpecialRule::score(const Game&, ScoreSheet&) const {}

}  // namespace bohemia
