// The `bohemia` Python module's native part, `bohemia._bohemia` (issue 17
// item 7): the game interface (engine/game_state.h) in OpenSpiel's shape,
// the computer players, and the games and reports of `tournament` and
// `analyze`, so that Python can spread games over processes or machines
// (python/bohemia/dist.py, Dask) and get the same figures.
//
// Actions are the indices of the current list: legal_actions() gives
// 0..n-1 at a decision, chance_outcomes() (index, probability) pairs at a
// chance node, and apply_action(i) plays the i-th; notations name them
// (docs/notation.md of each system). JSON answers (views, reports) come as
// Python dicts and lists. Long calls release the GIL.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>
#include <stdexcept>
#include <string>

#include "ai/analysis.h"
#include "ai/player.h"
#include "ai/tournament.h"
#include "engine/game_state.h"
#include "engine/system.h"
#include "systems/builtin.h"

namespace py = pybind11;
using namespace bohemia;

namespace {

// OpenSpiel's ids for the actor who is not a seat.
constexpr int kChancePlayerId = -1;
constexpr int kTerminalPlayerId = -4;

py::object to_python(const nlohmann::json& j) { return py::module_::import("json").attr("loads")(j.dump()); }

nlohmann::json from_python(const py::handle& o) {
  return nlohmann::json::parse(py::module_::import("json").attr("dumps")(o).cast<std::string>());
}

const engine::System& system_of(const std::string& scenario) {
  const engine::System* sys = builtin_systems().of_scenario(scenario);
  if (!sys) throw py::value_error("no game system has a scenario '" + scenario + "'");
  return *sys;
}

// A game of any system, as Python holds it.
class Game {
 public:
  explicit Game(std::unique_ptr<engine::GameState> g) : g_(std::move(g)) {}

  int current_player() const {
    engine::Actor a = g_->actor();
    if (a.kind == engine::ActorKind::Terminal) return kTerminalPlayerId;
    if (a.kind == engine::ActorKind::Chance) return kChancePlayerId;
    return a.seat;
  }
  bool is_terminal() const { return g_->over(); }
  bool is_chance_node() const { return g_->actor().kind == engine::ActorKind::Chance; }
  int num_players() const { return static_cast<int>(g_->system().info().seats.size()); }
  std::vector<std::string> seats() const { return g_->system().info().seats; }

  std::vector<int> legal_actions() const {
    if (is_chance_node()) {
      std::vector<int> out(g_->chance_outcomes().size());
      for (std::size_t i = 0; i < out.size(); ++i) out[i] = static_cast<int>(i);
      return out;
    }
    std::vector<int> out(g_->num_legal_actions());
    for (std::size_t i = 0; i < out.size(); ++i) out[i] = static_cast<int>(i);
    return out;
  }
  std::vector<std::pair<int, double>> chance_outcomes() const {
    std::vector<std::pair<int, double>> out;
    const auto outs = g_->chance_outcomes();
    for (std::size_t i = 0; i < outs.size(); ++i) out.emplace_back(static_cast<int>(i), outs[i].probability);
    return out;
  }
  std::string action_to_string(int i) const { return g_->notation(action(i)); }
  std::vector<std::string> legal_action_strings() const {
    std::vector<std::string> out;
    for (int i : legal_actions()) out.push_back(action_to_string(i));
    return out;
  }
  void apply_action(int i) { check(g_->apply(action(i))); }
  // An action by its notation; ValueError with the rule when it is refused.
  void apply(const std::string& notation) {
    std::string err;
    std::optional<engine::Action> a = g_->parse(notation, &err);
    if (!a) throw py::value_error(err);
    check(g_->apply(*a));
  }
  // The outcome the game's own generator draws (the game replays so), applied.
  std::string apply_chance() {
    if (!is_chance_node()) throw py::value_error("the game does not wait for chance");
    engine::Action a = g_->sample_chance();
    std::string text = g_->notation(a);
    check(g_->apply(a));
    return text;
  }

  Game clone() const { return Game(g_->clone()); }
  Game resample(int seat, std::uint64_t seed) const { return Game(g_->resample(seat, seed)); }
  std::vector<double> returns() const { return g_->returns(); }
  double evaluate(int seat) const { return g_->evaluate(seat); }
  std::uint64_t hash() const { return g_->hash(); }
  std::size_t action_count() const { return g_->action_count(); }
  std::vector<std::string> history() const {
    std::vector<std::string> out;
    auto copy = g_->system().new_game(g_->scenario_id(), g_->seed());
    for (std::size_t i = 0; i < g_->action_count(); ++i) {
      engine::Action a = g_->history(i);
      out.push_back(copy->notation(a));
      copy->apply(a);
    }
    return out;
  }
  py::object outcome() const {
    engine::Outcome o = g_->outcome();
    nlohmann::json j = {
        {"winner", o.winner == engine::kSpectator ? nlohmann::json(nullptr)
                                                  : nlohmann::json(g_->system().seat_name(o.winner))},
        {"level", o.level},
        {"key", o.key},
        {"vp", o.vp},
        {"reason", o.reason}};
    return to_python(j);
  }
  // What `seat` may know (-1: a spectator): the system's view (docs/api.md).
  py::object observation(int seat) const {
    if (seat < engine::kSpectator || seat >= num_players()) throw py::value_error("no such seat");
    return to_python(g_->view(seat));
  }
  std::string observation_string(int seat) const {
    if (seat < engine::kSpectator || seat >= num_players()) throw py::value_error("no such seat");
    return g_->text(seat, "turn");
  }
  std::string scenario() const { return g_->scenario_id(); }
  std::string system() const { return g_->system().info().id; }
  const engine::GameState& state() const { return *g_; }

 private:
  std::unique_ptr<engine::GameState> g_;

  engine::Action action(int i) const {
    if (is_chance_node()) {
      const auto outs = g_->chance_outcomes();
      if (i < 0 || static_cast<std::size_t>(i) >= outs.size())
        throw py::index_error("no such chance outcome");
      return outs[static_cast<std::size_t>(i)].action;
    }
    if (i < 0 || static_cast<std::size_t>(i) >= g_->num_legal_actions())
      throw py::index_error("no such action");
    return g_->legal_action(static_cast<std::size_t>(i));
  }
  static void check(const std::optional<std::string>& err) {
    if (err) throw py::value_error(*err);
  }
};

Game new_game(const std::string& scenario, std::uint64_t seed) {
  try {
    return Game(system_of(scenario).new_game(scenario, seed));
  } catch (const DataError& e) {
    throw py::value_error(e.what());
  }
}

// A computer player (ai/player.h) by its name.
class PyPlayer {
 public:
  PyPlayer(const std::string& spec, std::uint64_t seed) {
    std::string err;
    p_ = ai::make_player(spec, seed, &err);
    if (!p_) throw py::value_error(err);
  }
  std::string name() const { return p_->name(); }
  // The decision of the seat to act: {"action": its index, "notation", "value", "seconds", "iterations"}.
  py::object decide(const Game& g) {
    if (g.is_terminal() || g.is_chance_node()) throw py::value_error("the game does not wait for a decision");
    ai::Decision d;
    {
      py::gil_scoped_release release;
      d = p_->decide(g.state());
    }
    int index = -1;
    for (std::size_t i = 0; i < g.state().num_legal_actions(); ++i)
      if (g.state().legal_action(i) == d.action) index = static_cast<int>(i);
    return to_python({{"action", index},
                      {"notation", g.state().notation(d.action)},
                      {"value", d.value},
                      {"seconds", d.seconds},
                      {"iterations", d.iterations}});
  }

 private:
  std::unique_ptr<ai::Player> p_;
};

ai::TournamentOptions tournament_options(const std::vector<std::string>& scenarios, const std::string& a,
                                         const std::string& b, int games, std::uint64_t seed) {
  ai::TournamentOptions opt;
  for (const std::string& s : scenarios) opt.scenarios.emplace_back(&system_of(s), s);
  opt.a = a;
  opt.b = b;
  opt.games = games;
  opt.seed = seed;
  return opt;
}

ai::TournamentResult result_of(const py::list& records, double seconds) {
  ai::TournamentResult r;
  for (const py::handle& rec : records) {
    try {
      r.games.push_back(ai::record_from_json(from_python(rec)));
    } catch (const nlohmann::json::exception& e) {
      throw py::value_error(std::string("a game record: ") + e.what());
    }
  }
  r.seconds = seconds;
  return r;
}

}  // namespace

PYBIND11_MODULE(_bohemia, m) {
  m.doc() = "bohemia: the 1866 wargames' rules engines, their computer players and balance figures";

  m.def(
      "systems",
      [] {
        nlohmann::json out = nlohmann::json::array();
        for (const auto& s : builtin_systems().all())
          out.push_back({{"id", s->info().id},
                         {"name", s->info().name},
                         {"seats", s->info().seats},
                         {"hidden_information", s->info().hidden_information},
                         {"scenarios", s->scenario_ids()}});
        return to_python(out);
      },
      "the game systems, their seats and scenarios");

  py::class_<Game>(m, "Game", "a game of any system, in OpenSpiel's shape")
      .def("current_player", &Game::current_player, "the seat to decide; -1 chance; -4 over")
      .def("is_terminal", &Game::is_terminal)
      .def("is_chance_node", &Game::is_chance_node)
      .def("num_players", &Game::num_players)
      .def("seats", &Game::seats)
      .def("legal_actions", &Game::legal_actions,
           "indices of the current list (decisions or chance outcomes)")
      .def("legal_action_strings", &Game::legal_action_strings)
      .def("chance_outcomes", &Game::chance_outcomes, "(index, probability) of each outcome")
      .def("action_to_string", &Game::action_to_string)
      .def("apply_action", &Game::apply_action, "plays the i-th legal action or chance outcome")
      .def("apply", &Game::apply, "plays an action by its notation")
      .def("apply_chance", &Game::apply_chance, "the game's own draw, applied; its notation")
      .def("clone", &Game::clone)
      .def("resample", &Game::resample, py::arg("seat"), py::arg("seed"),
           "a full game consistent with what the seat knows")
      .def("returns", &Game::returns)
      .def("evaluate", &Game::evaluate, py::arg("seat"))
      .def("hash", &Game::hash)
      .def("action_count", &Game::action_count)
      .def("history", &Game::history, "the actions so far, by notation")
      .def("outcome", &Game::outcome,
           "winner, level, key, vp, and reason: what decided when the points did not (\"\" they did)")
      .def("observation", &Game::observation, py::arg("seat"), "what the seat may know (-1: a spectator)")
      .def("observation_string", &Game::observation_string, py::arg("seat"))
      .def("scenario", &Game::scenario)
      .def("system", &Game::system);

  m.def("new_game", &new_game, py::arg("scenario"), py::arg("seed") = 1,
        "a new game of a scenario id or file");

  py::class_<PyPlayer>(m, "Player", "a computer player: random, greedy, easy, normal, hard, mcts:LEVEL…")
      .def(py::init<const std::string&, std::uint64_t>(), py::arg("spec"), py::arg("seed") = 1)
      .def("name", &PyPlayer::name)
      .def("decide", &PyPlayer::decide, py::arg("game"));

  m.def(
      "play_game",
      [](const std::vector<std::string>& scenarios, const std::string& a, const std::string& b, int games,
         std::uint64_t seed, std::size_t scenario_index, int index) {
        ai::TournamentOptions opt = tournament_options(scenarios, a, b, games, seed);
        ai::GameRecord g;
        {
          py::gil_scoped_release release;
          try {
            g = ai::play_tournament_game(opt, scenario_index, index);
          } catch (const DataError& e) {
            throw std::invalid_argument(e.what());
          }
        }
        return to_python(ai::record_json(g));
      },
      py::arg("scenarios"), py::arg("a"), py::arg("b"), py::arg("games"), py::arg("seed"),
      py::arg("scenario_index"), py::arg("index"),
      "game `index` of scenario number `scenario_index` of a tournament, as `bohemia tournament` plays it");

  m.def(
      "tournament_report",
      [](const std::vector<std::string>& scenarios, const std::string& a, const std::string& b, int games,
         std::uint64_t seed, const py::list& records, double seconds) {
        ai::TournamentOptions opt = tournament_options(scenarios, a, b, games, seed);
        ai::TournamentResult r = result_of(records, seconds);
        return py::make_tuple(to_python(ai::tournament_json(opt, r)), ai::tournament_text(opt, r));
      },
      py::arg("scenarios"), py::arg("a"), py::arg("b"), py::arg("games"), py::arg("seed"), py::arg("records"),
      py::arg("seconds") = 0.0,
      "(report, text) of a tournament's records, as `bohemia tournament` gives them");

  m.def(
      "analysis_report",
      [](const std::string& scenario, const std::string& player, int games, std::uint64_t seed,
         const py::list& records, double seconds) {
        const engine::System& sys = system_of(scenario);
        ai::TournamentOptions opt = ai::analysis_tournament(sys, scenario, player, games, seed, 1);
        nlohmann::json j;
        try {
          j = ai::analysis_json(sys, opt, result_of(records, seconds));
        } catch (const DataError& e) {
          throw py::value_error(e.what());
        }
        return py::make_tuple(to_python(j), ai::analysis_text(j));
      },
      py::arg("scenario"), py::arg("player"), py::arg("games"), py::arg("seed"), py::arg("records"),
      py::arg("seconds") = 0.0, "(report, text) of an analysis's records, as `bohemia analyze` gives them");
}
