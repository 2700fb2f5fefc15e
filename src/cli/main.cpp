// The bohemia command-line program: list scenarios, play in the terminal,
// random self-play, replay saves, check data files, serve the web app. It
// speaks to every game system through the engine's interface only
// (engine/game_state.h, the table in systems/builtin.h). Chance comes from
// the game's generator, a dice file, or a person rolling real dice
// (--dice ask).
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "ai/player.h"
#include "cli/analyze_cmd.h"
#include "cli/dice.h"
#include "cli/mini_cmd.h"
#include "cli/seats.h"
#include "cli/tournament_cmd.h"
#include "core/data_error.h"
#include "engine/random_player.h"
#include "engine/selfplay.h"
#include "server/http_server.h"
#include "systems/builtin.h"

using namespace bohemia;
using engine::Action;
using engine::GameState;
using engine::Seat;

namespace {

const engine::SystemTable& systems() { return builtin_systems(); }

int cmd_scenarios() {
  int status = 0;
  for (const auto& sys : systems().all())
    for (const std::string& id : sys->scenario_ids()) {
      try {
        fmt::print("{}\n", sys->scenario_line(id));
      } catch (const DataError& e) {
        fmt::print(stderr, "{}\n", e.what());
        status = 1;
      }
    }
  return status;
}

// bohemia validate: every problem of each file, with its line; the exit code
// is non-zero if any is an error (warnings do not count).
int cmd_validate(const std::vector<std::string>& files) {
  int errors = 0, warnings = 0;
  for (const std::string& f : files) {
    std::string context;
    const std::vector<DataError> problems = systems().of_file(f).validate_file(f, &context);
    if (!context.empty()) fmt::print("{}: {}\n", f, context);
    for (const DataError& e : problems) {
      fmt::print("{}: {}\n", e.warning() ? "warning" : "error", e.what());
      (e.warning() ? warnings : errors) += 1;
    }
  }
  fmt::print("{} file{}: {} error{}, {} warning{}\n", files.size(), files.size() == 1 ? "" : "s", errors,
             errors == 1 ? "" : "s", warnings, warnings == 1 ? "" : "s");
  return errors ? 1 : 0;
}

// The system a scenario (id or path) belongs to; a file no system can read
// gets the default system's message (it names the file, line and field).
const engine::System* system_of(const std::string& scenario) {
  if (const engine::System* s = systems().of_scenario(scenario)) return s;
  try {
    systems().first().new_game(scenario, 0);
  } catch (const DataError& e) {
    fmt::print(stderr, "bohemia: {}\n", e.what());
    return nullptr;
  }
  return &systems().first();
}

std::unique_ptr<GameState> new_game(const std::string& scenario, std::uint64_t seed) {
  const engine::System* sys = system_of(scenario);
  if (!sys) return nullptr;
  try {
    return sys->new_game(scenario, seed);
  } catch (const DataError& e) {
    fmt::print(stderr, "bohemia: {}\n", e.what());
    return nullptr;
  }
}

bool write_save(const GameState& g, const std::string& path) {
  // Write to a temporary file first so an existing save is never lost.
  std::string tmp = path + ".tmp";
  {
    std::ofstream f(tmp);
    if (!f) return false;
    f << g.save(engine::kReferee, true) << "\n";
    if (!f.good()) return false;
  }
  return std::rename(tmp.c_str(), path.c_str()) == 0;
}

void print_log(const GameState& g, Seat audience, std::size_t from) {
  for (const auto& e : g.events(audience, from))
    fmt::print("  [{}] {}\n", e.value("section", ""), e.value("text", ""));
}

void print_new_log(const GameState& g, Seat audience, std::size_t& shown) {
  std::size_t n = g.log_size(audience);
  if (n > shown) print_log(g, audience, shown);
  shown = n;
}

void print_actions(const GameState& g, const std::vector<Action>& legal, const std::string& filter) {
  std::map<std::string, int> groups;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    std::string n = g.notation(legal[i]);
    if (!filter.empty()) {
      if (n.find(filter) == std::string::npos) continue;
    } else if (legal.size() > 30) {
      if (std::string grp = g.action_group(legal[i]); !grp.empty()) {
        ++groups[grp];
        continue;
      }
    }
    fmt::print("  {:>4}  {}\n", i + 1, n);
  }
  for (auto& [k, v] : groups)
    fmt::print("        {} ... ({} choices: 'list {}')\n", k, v, k.substr(k.find(' ') + 1));
}

const char* kHelp =
    "Type an action in notation (e.g. 'move p-1gren 0905 S'), or its number.\n"
    "  list [TEXT]   legal actions (containing TEXT)\n"
    "  map           the map with units\n"
    "  units         every unit: where, condition\n"
    "  log           the whole game log\n"
    "  save FILE     save the game\n"
    "  quit          stop (the game is saved if --save was given)\n"
    "Rules sections are cited in brackets in the log. Notation: docs/notation.md.\n";

// Replays the save in `file`; prints why on failure.
std::unique_ptr<GameState> load_save(const std::string& file, const std::string& scenario) {
  std::ifstream f(file);
  if (!f) {
    fmt::print(stderr, "bohemia: cannot open {}\n", file);
    return nullptr;
  }
  std::stringstream buf;
  buf << f.rdbuf();
  engine::LoadedGame r = engine::load_save(systems(), buf.str(), scenario);
  if (!r.game) fmt::print(stderr, "bohemia: {}: {}\n", file, r.error);
  return std::move(r.game);
}

// Who a human at this terminal is: the one human seat, or in hot seat the
// seat to act (a system with hidden units shows each only their own side).
Seat audience_of(const SeatKinds& kinds, const GameState& g, Seat last) {
  std::vector<Seat> humans;
  for (std::size_t s = 0; s < kinds.size(); ++s)
    if (kinds[s] == "human") humans.push_back(static_cast<Seat>(s));
  if (humans.size() == 1) return humans[0];
  if (humans.empty()) return engine::kSpectator;
  engine::Actor who = g.actor();
  return who.kind == engine::ActorKind::Decision ? who.seat : last;
}

int cmd_play(const std::string& scenario, std::uint64_t seed, const SeatOptions& seat_opts,
             const std::string& save, const std::string& dice, const std::string& load) {
  std::unique_ptr<DiceSource> chance = make_dice_source(dice);
  if (!chance) return 2;
  std::unique_ptr<GameState> game = load.empty() ? new_game(scenario, seed) : load_save(load, "");
  if (!game) return 2;
  GameState& g = *game;
  const engine::System& sys = g.system();
  auto kinds = resolve_seats(sys.info(), seat_opts);
  if (!kinds) return 2;
  if (!load.empty()) seed = g.seed();
  Seat audience = audience_of(*kinds, g, engine::kSpectator);
  std::size_t shown = 0;
  if (!load.empty()) shown = g.log_size(audience) > 12 ? g.log_size(audience) - 12 : 0;
  // A computer player per seat that is not human (seeded by the game's
  // seed, the seat and where the game stands: the same command replays).
  std::vector<std::unique_ptr<ai::Player>> bots(kinds->size());
  for (std::size_t s = 0; s < kinds->size(); ++s)
    if ((*kinds)[s] != "human")
      bots[s] = ai::make_player((*kinds)[s], seed ^ 0x5bd1e995ULL ^ g.action_count() ^ (s << 32), nullptr);
  nlohmann::json summary = sys.scenario_summary(g.scenario_id());
  const std::string edition = summary.value("edition", "");
  fmt::print("bohemia: {} ({}{}). You play: {}.\n", summary.value("name", g.scenario_id()),
             summary.value("rules", sys.info().name), edition.empty() ? "" : ", edition " + edition,
             who_plays(sys.info(), *kinds));
  fmt::print("{}\n", kHelp);
  print_new_log(g, audience, shown);
  std::string line;
  while (!g.over()) {
    engine::Actor who = g.actor();
    if (who.kind == engine::ActorKind::Chance) {
      std::string err;
      auto a = chance->next(g, &err);
      if (!a) {
        fmt::print(stderr, "bohemia: {}\n", err);
        return 2;
      }
      if (auto bad = g.apply(*a)) {
        fmt::print(stderr, "bohemia: {}\n", *bad);
        return 2;
      }
      print_new_log(g, audience, shown);
      continue;
    }
    if ((*kinds)[static_cast<std::size_t>(who.seat)] != "human") {
      Action a = bots[static_cast<std::size_t>(who.seat)]->decide(g).action;
      const std::size_t at = g.action_count();
      g.apply(a);
      // The computer's decision as the human may read it: a hidden unit's
      // box or a box's real marker stays hidden (19.8B).
      nlohmann::json seen = g.history_view(audience, at);
      fmt::print("{} plays: {}\n", sys.seat_name(who.seat),
                 seen.empty() ? std::string("(hidden)") : seen[0].value("notation", std::string("(hidden)")));
      print_new_log(g, audience, shown);
      continue;
    }
    if (Seat now = audience_of(*kinds, g, audience); now != audience) {
      audience = now;  // hot seat: the log as the seat to act may read it
      shown = g.log_size(audience);
    }
    std::vector<Action> legal = g.legal_actions();
    fmt::print("\n== {} — {} to decide ==\n", g.text(audience, "turn"), sys.seat_name(who.seat));
    print_actions(g, legal, "");
    fmt::print("> ");
    std::fflush(stdout);
    if (!std::getline(std::cin, line)) break;
    line.erase(0, line.find_first_not_of(" \t"));
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) line.pop_back();
    if (line.empty()) continue;
    if (line == "quit" || line == "q") break;
    if (line == "help" || line == "?") {
      fmt::print("{}", kHelp);
      continue;
    }
    if (line == "map" || line == "units") {
      fmt::print("{}", g.text(audience, line));
      continue;
    }
    if (line == "log") {
      print_log(g, audience, 0);
      continue;
    }
    if (line.rfind("list", 0) == 0) {
      std::string f = line.size() > 5 ? line.substr(5) : "";
      print_actions(g, legal, f.empty() ? std::string() : f);
      if (f.empty())
        for (std::size_t i = 0; i < legal.size(); ++i)
          fmt::print("  {:>4}  {}\n", i + 1, g.notation(legal[i]));
      continue;
    }
    if (line.rfind("save ", 0) == 0) {
      std::string path = line.substr(5);
      if (write_save(g, path))
        fmt::print("saved to {}\n", path);
      else
        fmt::print("could not write {}\n", path);
      continue;
    }
    std::optional<Action> a;
    if (std::all_of(line.begin(), line.end(), ::isdigit)) {
      std::size_t k = std::stoul(line);
      if (k >= 1 && k <= legal.size()) a = legal[k - 1];
    }
    std::string err;
    if (!a) a = g.parse(line, &err);
    if (!a) {
      fmt::print("{}\n", err);
      continue;
    }
    if (auto bad = g.apply(*a)) {
      fmt::print("refused: {}\n", *bad);
      continue;
    }
    print_new_log(g, audience, shown);
    if (!save.empty()) write_save(g, save);
  }
  if (!save.empty() && write_save(g, save)) fmt::print("game saved to {}\n", save);
  if (g.over()) fmt::print("{}", g.text(engine::kSpectator, "result"));
  return 0;
}

// One game with the chance outcomes of a dice source (--dice with --games 1).
int selfplay_with_dice(const std::string& scenario, std::uint64_t seed, const std::string& dice,
                       const std::string& save_dir, engine::SelfplayStats& st) {
  std::unique_ptr<DiceSource> chance = make_dice_source(dice);
  if (!chance) return 2;
  auto t0 = std::chrono::steady_clock::now();
  std::unique_ptr<GameState> game = new_game(scenario, seed);
  if (!game) return 2;
  GameState& g = *game;
  st.scenario = g.scenario_id();
  st.seats = g.system().info().seats;
  g.set_logging(false);
  engine::RandomPlayer player(seed * 0x9e3779b97f4a7c15ULL + 1);
  while (!g.over()) {
    std::optional<Action> a;
    std::string err;
    if (g.actor().kind == engine::ActorKind::Chance)
      a = chance->next(g, &err);
    else
      a = player.choose(g);
    if (!a) {
      fmt::print(stderr, "bohemia: {}\n", err);
      return 2;
    }
    if (auto bad = g.apply(*a)) {
      fmt::print(stderr, "bohemia: {}\n", *bad);
      return 2;
    }
    ++st.actions_total;
    for (auto& v : g.check_invariants()) {
      ++st.invariant_violations;
      if (st.first_violations.size() < 10) st.first_violations.push_back(v);
    }
  }
  st.games = 1;
  engine::Outcome o = g.outcome();
  ++st.results[o.key];
  st.vp_mean.assign(o.vp.begin(), o.vp.end());
  st.vp_stddev.assign(o.vp.size(), 0.0);
  st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (!save_dir.empty()) {
    std::filesystem::create_directories(save_dir);
    write_save(g, (std::filesystem::path(save_dir) / "game-00000.json").string());
  }
  return 0;
}

int cmd_selfplay(const std::string& scenario, int games, std::uint64_t seed, bool json,
                 const std::string& save_dir, const std::string& dice) {
  engine::SelfplayStats st;
  if (!dice.empty()) {
    if (games != 1) {
      fmt::print(stderr, "bohemia: --dice needs --games 1\n");
      return 2;
    }
    if (int rc = selfplay_with_dice(scenario, seed, dice, save_dir, st)) return rc;
  } else {
    const engine::System* sys = system_of(scenario);
    if (!sys) return 2;
    engine::SelfplayOptions opt;
    opt.games = games;
    opt.seed = seed;
    opt.save_dir = save_dir;
    try {
      st = engine::run_selfplay(*sys, scenario, opt);
    } catch (const DataError& e) {
      fmt::print(stderr, "bohemia: {}\n", e.what());
      return 2;
    }
  }
  nlohmann::json j = engine::selfplay_json(st, seed);
  if (json) {
    fmt::print("{}\n", j.dump());
  } else {
    fmt::print("scenario {}  seed {}\n", st.scenario, seed);
    fmt::print("games {}\nactions {} (mean {:.1f} per game)\ninvariant violations {}\n", st.games,
               st.actions_total, st.games ? static_cast<double>(st.actions_total) / st.games : 0.0,
               st.invariant_violations);
    for (auto& v : st.first_violations) fmt::print("  {}\n", v);
    for (auto& [k, v] : st.results) fmt::print("  {:<16} {}\n", k, v);
    std::string vp;
    for (std::size_t s = 0; s < st.seats.size(); ++s)
      vp += fmt::format("{}{} mean {:.2f} sd {:.2f}", s ? "; " : "VP ", st.seats[s], st.vp_mean[s],
                        st.vp_stddev[s]);
    fmt::print("{}\n", vp);
    fmt::print("{:.1f} games per second ({:.2f} s)\n", j["games_per_second"].get<double>(), st.seconds);
  }
  return st.invariant_violations == 0 ? 0 : 1;
}

int cmd_replay(const std::string& file, const std::string& scenario, bool show_log) {
  std::unique_ptr<GameState> game = load_save(file, scenario);
  if (!game) return 1;
  if (show_log) print_log(*game, engine::kReferee, 0);
  fmt::print("{}: {} actions replayed, {}\nstate hash {:016x}\n", file, game->action_count(),
             game->over() ? "game over" : game->text(engine::kReferee, "turn"), game->hash());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"bohemia: the 1866 Austro-Prussian war board wargames with every rule enforced"};
  app.require_subcommand(1);

  app.add_subcommand("scenarios", "list the scenarios: id, battle, edition, first and last turn");

  auto* val = app.add_subcommand("validate",
                                 "check data files (maps, scenarios, charts): every problem with its line");
  std::vector<std::string> vfiles;
  val->add_option("files", vfiles, "files to check")->required()->check(CLI::ExistingFile);

  auto* play = app.add_subcommand("play", "play a scenario in the terminal");
  std::string scenario = "trautenau", save, dice, save_dir;
  SeatOptions seat_opts;
  std::uint64_t seed = 1;
  play->add_option("scenario", scenario, "scenario id or file")->capture_default_str();
  play->add_option("--seed", seed, "seed of the game's dice")->capture_default_str();
  add_seat_options(*play, seat_opts);
  play->add_option("--save", save, "save the game to this file after every decision");
  play->add_option("--dice", dice, "chance outcomes from a file (one per line) or 'ask'");
  std::string load;
  play->add_option("--load", load, "go on with a saved game (its scenario and seed)");

  auto* self = app.add_subcommand("selfplay", "complete games of random legal play");
  int games = 1;
  bool json = false;
  self->add_option("--scenario", scenario, "scenario id or file")->capture_default_str();
  self->add_option("--games", games, "number of games")->check(CLI::PositiveNumber)->capture_default_str();
  self->add_option("--seed", seed, "first seed")->capture_default_str();
  self->add_flag("--json", json, "one JSON object");
  self->add_option("--save-dir", save_dir, "write each game's save here");
  self->add_option("--dice", dice, "chance outcomes from a file or 'ask' (only with --games 1)");

  auto* rep = app.add_subcommand("replay", "replay a save and check its hash");
  std::string file, rscenario;
  rep->add_option("file", file, "save file")->required();
  rep->add_option("--scenario", rscenario, "scenario id or file (default: the save's)");
  rep->add_option("--dice", dice, "accepted for symmetry; a save records its chance outcomes");
  bool show_log = false;
  rep->add_flag("--log", show_log, "print the game's log (each event with its rule section)");

  auto* serve = app.add_subcommand("serve", "serve the web app and the JSON API (docs/api.md)");
  server::ServerOptions sopt;
  sopt.web_dir = BOHEMIA_WEB_DIR;
  serve->add_option("--host", sopt.host, "address to listen on")->capture_default_str();
  serve->add_option("--port", sopt.port, "port (0: any free port)")->capture_default_str();
  serve->add_option("--data", sopt.data_dir, "directory of the games database")->capture_default_str();
  serve->add_option("--web", sopt.web_dir, "the built web app")->capture_default_str();
  serve->add_option("--secret", sopt.secret_file,
                    "the key that seals secret seeds in the database (default: "
                    "$XDG_STATE_HOME/bohemia/server.key or ~/.local/state/bohemia/server.key)");
  serve
      ->add_option("--max-connections-per-client", sopt.limits.max_connections,
                   "connections one address may hold open at once")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  serve
      ->add_option("--games-per-second-per-client", sopt.limits.games_per_second,
                   "games one address may create a second, after a burst of --game-burst-per-client")
      ->check(CLI::Range(0.001, 1000.0))
      ->capture_default_str();
  serve->add_option("--game-burst-per-client", sopt.limits.game_burst, "games one address may create at once")
      ->check(CLI::Range(1.0, 100000.0))
      ->capture_default_str();
  serve->add_option("--threads", sopt.threads, "network threads")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  serve
      ->add_option("--computer-threads", sopt.computer_threads,
                   "worker threads the computer players think on (0: the machine's hardware threads)")
      ->check(CLI::Range(0, 256))
      ->capture_default_str();
  serve
      ->add_option("--computer-pause", sopt.computer_pause_ms,
                   "milliseconds between two computer decisions in a row (watchable play; 0 in tests)")
      ->check(CLI::Range(0, 60000))
      ->capture_default_str();
  serve
      ->add_option("--computer-nice", sopt.computer_nice,
                   "how much lower the computer players' threads run than the request threads (nice, 0-19)")
      ->check(CLI::Range(0, 19))
      ->capture_default_str();
  serve->add_option("--new", sopt.new_game,
                    "create a game of this scenario against the computer and print its link");
  serve->add_option("--side", sopt.side, "your seat in the --new game (prussia, austria, …)")
      ->capture_default_str();

  add_mini_command(app);  // bohemia mini: the miniatures referee (src/cli/mini_cmd.cpp)
  TournamentCommand tour;
  auto* tournament = add_tournament_command(app, tour);
  AnalyzeCommand analyze;
  auto* analyze_app = add_analyze_command(app, analyze);

  CLI11_PARSE(app, argc, argv);
  if (app.got_subcommand(tournament)) return run_tournament_command(systems(), tour);
  if (app.got_subcommand(analyze_app)) return run_analyze_command(systems(), analyze);
  if (app.got_subcommand(serve)) return server::run_server(sopt);
  if (app.got_subcommand("scenarios")) return cmd_scenarios();
  if (app.got_subcommand(val)) return cmd_validate(vfiles);
  if (app.got_subcommand(play)) return cmd_play(scenario, seed, seat_opts, save, dice, load);
  if (app.got_subcommand(self)) return cmd_selfplay(scenario, games, seed, json, save_dir, dice);
  if (app.got_subcommand(rep)) return cmd_replay(file, rscenario, show_log);
  return 0;
}
