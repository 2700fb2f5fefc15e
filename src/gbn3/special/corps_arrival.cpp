// The shared mechanism of a corps coming in formation by formation after a
// die roll (corps_arrival.h): VV165 §13.3.1 and §13.3.2.
#include "gbn3/special/corps_arrival.h"

#include <fmt/format.h>

#include <algorithm>

#include "gbn3/rules.h"
#include "gbn3/special/rule_params.h"

namespace bohemia {

namespace {
constexpr std::int16_t kRoll = 0;    // Task::value: the roll
constexpr std::int16_t kChoose = 1;  // Task::value: which formation comes this turn
}  // namespace

CorpsArrival::CorpsArrival(RuleParams&, Words words) : words_(words) {}

bool CorpsArrival::all_chosen(const Game& g) const {
  for (std::size_t i = 0; i < formations.size(); ++i)
    if (formation_turn(g, i) == 0) return false;
  return true;
}

void CorpsArrival::queue_turn_tasks(Game& g, bool may_roll) const {
  const int t = g.state().turn;
  if (started_at(g) == 0) {
    if (!may_roll) return;
    Task k;
    k.value = kRoll;
    Rules::queue_task(g, *this, k);
    return;
  }
  int last = 0;
  for (std::size_t i = 0; i < formations.size(); ++i) last = std::max(last, formation_turn(g, i));
  if (!all_chosen(g) && last < t) {
    Task k;
    k.value = kChoose;
    Rules::queue_task(g, *this, k);
  }
}

TaskActor CorpsArrival::task_actor(const Game&, const Task& t) const {
  if (t.value == kRoll) return {ActorKind::Chance, side, ChanceKind::D6};
  return {ActorKind::Decision, side, ChanceKind::None};
}

// "(The test ends as soon as he rolls a 1)" (§13.3.1); "once the player gets
// a successful die roll" (§13.3.2): the first formation is chosen at once.
void CorpsArrival::task_roll(Game& g, const Task&, int die) const {
  const bool in = std::find(succeeds_on.begin(), succeeds_on.end(), die) != succeeds_on.end();
  const std::string& who = g.scenario().cincs[static_cast<std::size_t>(cinc)].corps;
  log(g, fmt::format("{} corps {} roll: {} ({})", who, words_.roll, die,
                     in ? fmt::format("it starts to {} by {}", words_.starts, g.scenario().map->label(hex))
                        : fmt::format("it {} this turn", words_.fails)));
  if (!in) return;
  set_var(g, 0, g.state().turn);
  Task k;
  k.value = kChoose;
  Rules::queue_task(g, *this, k);
}

// one formation per turn, the player's choice of which.
void CorpsArrival::task_actions(const Game& g, const Task&, std::vector<Action>& out) const {
  for (std::size_t i = 0; i < formations.size(); ++i)
    if (formation_turn(g, i) == 0) {
      Action a;
      a.value = static_cast<std::int8_t>(i);
      out.push_back(a);
    }
}

bool CorpsArrival::record_choice(Game& g, const Action& a) const {
  set_var(g, 1 + a.value, g.state().turn);
  return all_chosen(g);
}

std::optional<Arrival> CorpsArrival::formation_arrival(const Game& g, Piece piece) const {
  const Scenario& sc = g.scenario();
  int f = -1;
  if (piece.is_unit())
    f = sc.units[static_cast<std::size_t>(piece.index())].formation;
  else if (piece.is_commander())
    f = piece.index();
  for (std::size_t i = 0; i < formations.size(); ++i)
    if (formations[i] == f) {
      const int t = formation_turn(g, i);
      return t ? Arrival{t, hex} : Arrival{};
    }
  return std::nullopt;
}

std::optional<int> CorpsArrival::last_formation_turn(const Game& g) const {
  int last = 0;
  for (std::size_t i = 0; i < formations.size(); ++i) {
    if (formation_turn(g, i) == 0) return std::nullopt;
    last = std::max(last, formation_turn(g, i));
  }
  return last;
}

std::string CorpsArrival::notation(const Game& g, const Action& a) const {
  return std::string(words_.notation) + " " +
         g.scenario().formations[static_cast<std::size_t>(formations[static_cast<std::size_t>(a.value)])].id;
}

std::optional<Action> CorpsArrival::parse_action(const Game& g, const std::vector<std::string>& w) const {
  if (w.size() != 2 || w[0] != words_.notation) return std::nullopt;
  for (std::size_t i = 0; i < formations.size(); ++i)
    if (g.scenario().formations[static_cast<std::size_t>(formations[i])].id == w[1]) {
      Action a;
      a.value = static_cast<std::int8_t>(i);
      return a;
    }
  return std::nullopt;
}

}  // namespace bohemia
