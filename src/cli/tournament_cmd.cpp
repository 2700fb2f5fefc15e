#include "cli/tournament_cmd.h"

#include <fmt/format.h>

#include <cstdio>
#include <stdexcept>

#include "ai/tournament.h"
#include "cli/progress.h"

namespace bohemia {

CLI::App* add_tournament_command(CLI::App& app, TournamentCommand& c) {
  auto* t = app.add_subcommand("tournament",
                               "two computer players against each other, sides alternated (issue 17)");
  t->add_option("--scenario", c.scenario,
                "scenario id or file, a system's id (gbn3, mns: all of its scenarios) or 'all'; "
                "comma-separated for several")
      ->capture_default_str();
  t->add_option("--a", c.a,
                "player a: random, greedy, easy, normal, hard, mcts:LEVEL, "
                "with @time, @it=N, @s=SECONDS, threads=T")
      ->capture_default_str();
  t->add_option("--b", c.b, "player b (as --a)")->capture_default_str();
  t->add_option("--games", c.games, "games per scenario (even: each dice seed from both sides)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  t->add_option("--seed", c.seed, "the tournament's seed (dice and players)")->capture_default_str();
  t->add_option("--jobs", c.jobs, "games played at once")->check(CLI::Range(1, 256))->capture_default_str();
  t->add_flag("--json", c.json, "one JSON object");
  t->add_flag("--check", c.check, "the system's invariant check after every action");
  return t;
}

int run_tournament_command(const engine::SystemTable& systems, const TournamentCommand& c) {
  ai::TournamentOptions opt;
  std::string error;
  opt.scenarios = systems.select(c.scenario, &error);
  if (opt.scenarios.empty()) {
    fmt::print(stderr, "bohemia: tournament: {}\n", error);
    return 2;
  }
  opt.a = c.a;
  opt.b = c.b;
  opt.games = c.games;
  opt.seed = c.seed;
  opt.jobs = c.jobs;
  opt.check_invariants = c.check;
  if (c.progress) opt.progress = game_progress();
  ai::TournamentResult r;
  try {
    r = ai::run_tournament(opt);
  } catch (const DataError& e) {
    fmt::print(stderr, "bohemia: tournament: {}\n", e.what());
    return 2;
  } catch (const std::invalid_argument& e) {
    fmt::print(stderr, "bohemia: tournament: {}\n", e.what());
    return 2;
  }
  if (c.json)
    fmt::print("{}\n", ai::tournament_json(opt, r).dump());
  else
    fmt::print("{}", ai::tournament_text(opt, r));
  for (const auto& g : r.games)
    if (!g.violations.empty()) return 1;
  return 0;
}

}  // namespace bohemia
