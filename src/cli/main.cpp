// The bohemia command-line program: list scenarios, play in the terminal,
// random self-play, replay saves. Chance comes from the game's generator, a
// dice file, or a person rolling real dice (--dice ask).
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

#include "ai/random_player.h"
#include "ai/selfplay.h"
#include "cli/dice.h"
#include "cli/mini_cmd.h"
#include "cli/render.h"
#include "game/save.h"
#include "game/validate.h"
#include "map/data_error.h"
#include "server/http_server.h"
#include "special/special_rule.h"

using namespace bohemia;

namespace {

int cmd_scenarios() {
  for (const std::string& f : scenario_files()) {
    try {
      auto sc = load_scenario(f);
      // A scenario whose special rules are not all code yet says so: it is
      // played without them (docs/special-rules.md).
      // A campaign lists the pending rules of both days, each once.
      std::vector<std::string> names;
      for (const Scenario* day = sc.get(); day; day = day->next_day.get())
        for (const PendingRule& p : day->special.pending())
          if (std::find(names.begin(), names.end(), p.name) == names.end()) names.push_back(p.name);
      std::string pending;
      for (const std::string& n : names) pending += (pending.empty() ? "" : ", ") + n;
      // A campaign runs from day 1's first turn to day 2's last (§13 of each
      // rulebook); a rule that may end the last day earlier at a known hour
      // says so (VV157 §13.1: 17.00 under the Skalitz conditions, A-33a).
      const Scenario* last = sc.get();
      while (last->next_day) last = last->next_day.get();
      std::string turns =
          sc->campaign ? fmt::format("day 1 {:02d}.00-day 2 {:02d}.00", sc->first_turn, last->last_turn)
                       : fmt::format("{:02d}.00-{:02d}.00", sc->first_turn, sc->last_turn);
      for (const SpecialRule* r : last->special.with(Hook::LastTurn))
        if (auto t = r->possible_last_turn(); t && *t < last->last_turn)
          turns += fmt::format(" or {:02d}.00 ({})", *t, r->section());
      fmt::print("{:<22} {:<48} {}  {}{}\n", sc->id, sc->campaign ? sc->campaign->name : sc->name,
                 sc->edition.id, turns, pending.empty() ? "" : "  (special rules pending: " + pending + ")");
    } catch (const DataError& e) {
      fmt::print(stderr, "{}\n", e.what());
      return 1;
    }
  }
  return 0;
}

// bohemia validate: every problem of each file, with its line; the exit code
// is non-zero if any is an error (warnings do not count).
int cmd_validate(const std::vector<std::string>& files) {
  int errors = 0, warnings = 0;
  for (const std::string& f : files) {
    for (const DataError& e : validate_file(f)) {
      fmt::print("{}: {}\n", e.warning() ? "warning" : "error", e.what());
      (e.warning() ? warnings : errors) += 1;
    }
  }
  fmt::print("{} file{}: {} error{}, {} warning{}\n", files.size(), files.size() == 1 ? "" : "s", errors,
             errors == 1 ? "" : "s", warnings, warnings == 1 ? "" : "s");
  return errors ? 1 : 0;
}

std::shared_ptr<const Scenario> open_scenario(const std::string& s) {
  try {
    return load_scenario(s);
  } catch (const DataError& e) {
    fmt::print(stderr, "bohemia: {}\n", e.what());
    return nullptr;
  }
}

bool write_save(const Game& g, const std::string& path) {
  // Write to a temporary file first so an existing save is never lost.
  std::string tmp = path + ".tmp";
  {
    std::ofstream f(tmp);
    if (!f) return false;
    f << save_game(g) << "\n";
    if (!f.good()) return false;
  }
  return std::rename(tmp.c_str(), path.c_str()) == 0;
}

void print_new_log(const Game& g, std::size_t& shown) {
  for (; shown < g.log().size(); ++shown)
    fmt::print("  [{}] {}\n", g.log()[shown].section, g.log()[shown].text);
}

void print_actions(const Game& g, const std::vector<Action>& legal, const std::string& filter) {
  std::map<std::string, int> moves;
  int shown = 0;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    std::string n = g.notation(legal[i]);
    bool is_move = legal[i].type == ActionType::Move || legal[i].type == ActionType::Assault ||
                   legal[i].type == ActionType::Fire || legal[i].type == ActionType::Defend;
    if (!filter.empty()) {
      if (n.find(filter) == std::string::npos) continue;
    } else if (is_move && legal.size() > 30) {
      std::istringstream in(n);
      std::string verb, who;
      in >> verb >> who;
      ++moves[verb + " " + who];
      continue;
    }
    fmt::print("  {:>4}  {}\n", i + 1, n);
    ++shown;
  }
  for (auto& [k, v] : moves)
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
std::unique_ptr<Game> load_save(const std::string& file, const std::string& scenario) {
  std::ifstream f(file);
  if (!f) {
    fmt::print(stderr, "bohemia: cannot open {}\n", file);
    return nullptr;
  }
  std::stringstream buf;
  buf << f.rdbuf();
  ReplayResult r = replay_save(buf.str(), scenario);
  if (!r.game) fmt::print(stderr, "bohemia: {}: {}\n", file, r.error);
  return std::move(r.game);
}

int cmd_play(const std::string& scenario, std::uint64_t seed, const std::string& prussia,
             const std::string& austria, const std::string& save, const std::string& dice,
             const std::string& load) {
  std::unique_ptr<DiceSource> chance = make_dice_source(dice);
  if (!chance) return 2;
  std::unique_ptr<Game> game;
  std::size_t shown = 0;
  if (!load.empty()) {
    // Go on with a saved game: it is replayed and checked in full first.
    game = load_save(load, "");
    if (!game) return 2;
    seed = game->seed();
    shown = game->log().size() > 12 ? game->log().size() - 12 : 0;
  } else {
    auto sc = open_scenario(scenario);
    if (!sc) return 2;
    game = std::make_unique<Game>(sc, seed);
  }
  Game& g = *game;
  std::shared_ptr<const Scenario> sc = g.scenario_ptr();
  std::array<bool, 2> human{prussia == "human", austria == "human"};
  RandomPlayer bot(seed ^ 0x5bd1e995ULL ^ g.history().size());
  std::string who_plays = human[0] && human[1] ? "Prussia and Austria"
                          : human[0]           ? "Prussia (Austria: random player)"
                          : human[1]           ? "Austria (Prussia: random player)"
                                               : "nobody (random against random)";
  fmt::print("bohemia: {} ({}, edition {}). You play: {}.\n", sc->name, sc->rules, sc->edition.id, who_plays);
  fmt::print("{}\n", kHelp);
  print_new_log(g, shown);
  std::string line;
  while (!g.over()) {
    Actor who = g.actor();
    if (who.kind == ActorKind::Chance) {
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
      print_new_log(g, shown);
      continue;
    }
    if (!human[static_cast<std::size_t>(side_index(who.side))]) {
      Action a = bot.choose(g);
      fmt::print("{} plays: {}\n", side_name(who.side), g.notation(a));
      g.apply(a);
      print_new_log(g, shown);
      continue;
    }
    std::vector<Action> legal = g.legal_actions();
    fmt::print("\n== {} — {} to decide ==\n", g.describe_turn(), side_name(who.side));
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
    if (line == "map") {
      fmt::print("{}", render_map(g));
      continue;
    }
    if (line == "units") {
      fmt::print("{}", render_units(g));
      continue;
    }
    if (line == "log") {
      for (const auto& e : g.log()) fmt::print("  [{}] {}\n", e.section, e.text);
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
    print_new_log(g, shown);
    if (!save.empty()) write_save(g, save);
  }
  if (!save.empty() && write_save(g, save)) fmt::print("game saved to {}\n", save);
  if (g.over()) fmt::print("{}", render_result(g));
  return 0;
}

int cmd_selfplay(const std::string& scenario, int games, std::uint64_t seed, bool json,
                 const std::string& save_dir, const std::string& dice) {
  auto sc = open_scenario(scenario);
  if (!sc) return 2;
  SelfplayStats st;
  if (!dice.empty()) {
    if (games != 1) {
      fmt::print(stderr, "bohemia: --dice needs --games 1\n");
      return 2;
    }
    std::unique_ptr<DiceSource> chance = make_dice_source(dice);
    if (!chance) return 2;
    auto t0 = std::chrono::steady_clock::now();
    Game g(sc, seed);
    g.set_logging(false);
    RandomPlayer player(seed * 0x9e3779b97f4a7c15ULL + 1);
    while (!g.over()) {
      std::optional<Action> a;
      std::string err;
      if (g.actor().kind == ActorKind::Chance)
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
    ++st.results[result_key(g.state())];
    st.vp_mean = {static_cast<double>(g.state().vp[0]), static_cast<double>(g.state().vp[1])};
    st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (!save_dir.empty()) {
      std::filesystem::create_directories(save_dir);
      write_save(g, (std::filesystem::path(save_dir) / "game-00000.json").string());
    }
  } else {
    SelfplayOptions opt;
    opt.games = games;
    opt.seed = seed;
    opt.save_dir = save_dir;
    st = run_selfplay(sc, opt);
  }
  double gps = st.seconds > 0 ? st.games / st.seconds : 0;
  if (json) {
    nlohmann::json j;
    j["scenario"] = sc->id;
    j["seed"] = seed;
    j["games"] = st.games;
    j["actions_total"] = st.actions_total;
    j["mean_actions_per_game"] = st.games ? static_cast<double>(st.actions_total) / st.games : 0;
    j["invariant_violations"] = st.invariant_violations;
    j["violations_sample"] = st.first_violations;
    j["results"] = st.results;
    j["vp_mean"] = {{"prussia", st.vp_mean[0]}, {"austria", st.vp_mean[1]}};
    j["vp_stddev"] = {{"prussia", st.vp_stddev[0]}, {"austria", st.vp_stddev[1]}};
    j["seconds"] = st.seconds;
    j["games_per_second"] = gps;
    fmt::print("{}\n", j.dump());
  } else {
    fmt::print("scenario {}  seed {}\n", sc->id, seed);
    fmt::print("games {}\nactions {} (mean {:.1f} per game)\ninvariant violations {}\n", st.games,
               st.actions_total, st.games ? static_cast<double>(st.actions_total) / st.games : 0.0,
               st.invariant_violations);
    for (auto& v : st.first_violations) fmt::print("  {}\n", v);
    for (auto& [k, v] : st.results) fmt::print("  {:<16} {}\n", k, v);
    fmt::print("VP prussia mean {:.2f} sd {:.2f}; austria mean {:.2f} sd {:.2f}\n", st.vp_mean[0],
               st.vp_stddev[0], st.vp_mean[1], st.vp_stddev[1]);
    fmt::print("{:.1f} games per second ({:.2f} s)\n", gps, st.seconds);
  }
  return st.invariant_violations == 0 ? 0 : 1;
}

int cmd_replay(const std::string& file, const std::string& scenario, const std::string& dice, bool show_log) {
  (void)dice;  // chance outcomes are recorded in the save itself
  std::unique_ptr<Game> game = load_save(file, scenario);
  if (!game) return 1;
  if (show_log)
    for (const Event& e : game->log()) fmt::print("  [{}] {}\n", e.section, e.text);
  fmt::print("{}: {} actions replayed, {}\nstate hash {}\n", file, game->history().size(),
             game->over() ? "game over" : game->describe_turn(), hex64(game->hash()));
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"bohemia: the 1866 GBN3 battles with every rule enforced"};
  app.require_subcommand(1);

  app.add_subcommand("scenarios", "list the scenarios: id, battle, edition, first and last turn");

  auto* val =
      app.add_subcommand("validate", "check map, scenario or campaign files: every problem with its line");
  std::vector<std::string> vfiles;
  val->add_option("files", vfiles, "files to check")->required()->check(CLI::ExistingFile);

  auto* play = app.add_subcommand("play", "play a scenario in the terminal");
  std::string scenario = "trautenau", prussia = "human", austria = "random", save, dice, save_dir;
  std::uint64_t seed = 1;
  play->add_option("scenario", scenario, "scenario id or file")->capture_default_str();
  play->add_option("--seed", seed, "seed of the game's dice")->capture_default_str();
  play->add_option("--prussia", prussia, "human or random")
      ->check(CLI::IsMember({"human", "random"}))
      ->capture_default_str();
  play->add_option("--austria", austria, "human or random")
      ->check(CLI::IsMember({"human", "random"}))
      ->capture_default_str();
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
  serve->add_option("--new", sopt.new_game,
                    "create a game of this scenario against the computer and print its link");
  serve->add_option("--side", sopt.side, "your side in the --new game")
      ->check(CLI::IsMember({"prussia", "austria"}))
      ->capture_default_str();

  add_mini_command(app);  // bohemia mini: the miniatures referee (src/cli/mini_cmd.cpp)

  CLI11_PARSE(app, argc, argv);
  if (app.got_subcommand(serve)) return server::run_server(sopt);
  if (app.got_subcommand("scenarios")) return cmd_scenarios();
  if (app.got_subcommand(val)) return cmd_validate(vfiles);
  if (app.got_subcommand(play)) return cmd_play(scenario, seed, prussia, austria, save, dice, load);
  if (app.got_subcommand(self)) return cmd_selfplay(scenario, games, seed, json, save_dir, dice);
  if (app.got_subcommand(rep)) return cmd_replay(file, rscenario, dice, show_log);
  return 0;
}
