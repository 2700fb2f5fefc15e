#include "cli/tournament_cmd.h"

#include <fmt/format.h>
#include <unistd.h>

#include <cstdio>
#include <stdexcept>

#include "ai/tournament.h"

namespace bohemia {

CLI::App* add_tournament_command(CLI::App& app, TournamentCommand& c) {
  auto* t = app.add_subcommand("tournament",
                               "two computer players against each other, sides alternated (issue 17)");
  t->add_option("--scenario", c.scenario, "scenario id or file, or 'all'")->capture_default_str();
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

namespace {

// A progress bar on stderr when it is a terminal.
void draw_progress(int done, int total, const ai::GameRecord&) {
  constexpr int kWidth = 40;
  int filled = total ? done * kWidth / total : kWidth;
  fmt::print(stderr, "\r[{:<{}}] {}/{} games", std::string(static_cast<std::size_t>(filled), '#'), kWidth,
             done, total);
  if (done == total) fmt::print(stderr, "\n");
  std::fflush(stderr);
}

// One line per finished game on stderr when it is not a terminal (a log
// file, a pipe): which game, who won at what level, and the time spent.
void log_progress(int done, int total, const ai::GameRecord& g) {
  const char* who = g.result > 0 ? "a wins" : g.result < 0 ? "b wins" : "tied";
  fmt::print(
      stderr,
      "game {}/{}: {} #{} (a plays {}): {} {} ({}), VP margin {:+d}, {} actions, {:.1f} s a + {:.1f} s b\n",
      done, total, g.scenario, g.index, g.a_seat, who, g.level, g.key, g.vp_margin, g.actions, g.a_seconds,
      g.b_seconds);
  std::fflush(stderr);
}

}  // namespace

int run_tournament_command(const engine::SystemTable& systems, const TournamentCommand& c) {
  ai::TournamentOptions opt;
  if (c.scenario == "all") {
    for (const auto& sys : systems.all())
      for (const std::string& id : sys->scenario_ids()) opt.scenarios.emplace_back(sys.get(), id);
  } else {
    const engine::System* sys = systems.of_scenario(c.scenario);
    if (!sys) {
      fmt::print(stderr, "bohemia: tournament: no game system has a scenario '{}'\n", c.scenario);
      return 2;
    }
    opt.scenarios.emplace_back(sys, c.scenario);
  }
  opt.a = c.a;
  opt.b = c.b;
  opt.games = c.games;
  opt.seed = c.seed;
  opt.jobs = c.jobs;
  opt.check_invariants = c.check;
  if (c.progress) opt.progress = isatty(fileno(stderr)) ? draw_progress : log_progress;
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
