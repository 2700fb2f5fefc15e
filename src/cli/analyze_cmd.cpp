#include "cli/analyze_cmd.h"

#include <fmt/format.h>
#include <spawn.h>
#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <stdexcept>
#include <vector>

#include "ai/analysis.h"
#include "cli/progress.h"

extern char** environ;

namespace bohemia {

CLI::App* add_analyze_command(CLI::App& app, AnalyzeCommand& c) {
  auto* a = app.add_subcommand("analyze",
                               "the balance of a scenario: one computer player on both sides (issue 17)");
  a->add_option("--scenario", c.scenario,
                "scenario id or file, a system's id (gbn3, mns: all of its scenarios) or 'all'; "
                "comma-separated for several")
      ->capture_default_str();
  a->add_option("--player", c.player, "the player on both sides: random, greedy, easy, normal, hard, …")
      ->capture_default_str();
  a->add_option("--games", c.games, "games per scenario (even: each dice seed from both sides)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  a->add_option("--seed", c.seed, "the analysis's seed (dice and players)")->capture_default_str();
  a->add_option("--jobs", c.jobs, "games played at once")->check(CLI::Range(1, 256))->capture_default_str();
  a->add_flag("--json", c.json, "one JSON object per scenario, one per line");
  a->add_option("--plot", c.plot,
                "draw the margin's distribution to PREFIX-SCENARIO.svg and .png (python3 with matplotlib)");
  return a;
}

namespace {

// Runs `PYTHON -m bohemia plot --out OUT JSON` (the interpreter the module
// was built for) with the build's Python package first on the path; true when it drew both files.
bool draw_plot(const std::string& json_file, const std::string& out) {
  std::string path = BOHEMIA_PYTHON_DIR;
  if (const char* old = std::getenv("PYTHONPATH"); old && *old) path += std::string(":") + old;
  std::vector<std::string> env_s;
  for (char** e = environ; *e; ++e)
    if (std::string(*e).rfind("PYTHONPATH=", 0) != 0) env_s.emplace_back(*e);
  env_s.push_back("PYTHONPATH=" + path);
  std::vector<char*> envp;
  for (auto& e : env_s) envp.push_back(e.data());
  envp.push_back(nullptr);
  std::vector<std::string> args_s = {
      BOHEMIA_PYTHON_EXECUTABLE, "-m", "bohemia", "plot", "--out", out, json_file};
  std::vector<char*> argv;
  for (auto& a : args_s) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  if (posix_spawnp(&pid, BOHEMIA_PYTHON_EXECUTABLE, nullptr, nullptr, argv.data(), envp.data()) != 0) {
    fmt::print(stderr, "bohemia: analyze: cannot run {} to draw the plot\n", BOHEMIA_PYTHON_EXECUTABLE);
    return false;
  }
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

}  // namespace

int run_analyze_command(const engine::SystemTable& systems, const AnalyzeCommand& c) {
  std::string error;
  const std::vector<std::pair<const engine::System*, std::string>> scenarios =
      systems.select(c.scenario, &error);
  if (scenarios.empty()) {
    fmt::print(stderr, "bohemia: analyze: {}\n", error);
    return 2;
  }
  int status = 0;
  for (const auto& [sys, id] : scenarios) {
    ai::TournamentOptions opt = ai::analysis_tournament(*sys, id, c.player, c.games, c.seed, c.jobs);
    opt.progress = game_progress();
    nlohmann::json report;
    try {
      report = ai::analysis_json(*sys, opt, ai::run_tournament(opt));
    } catch (const DataError& e) {
      fmt::print(stderr, "bohemia: analyze: {}\n", e.what());
      return 2;
    } catch (const std::invalid_argument& e) {
      fmt::print(stderr, "bohemia: analyze: {}\n", e.what());
      return 2;
    }
    if (c.json)
      fmt::print("{}\n", report.dump());
    else
      fmt::print("{}\n", ai::analysis_text(report));
    std::fflush(stdout);
    if (report["violations"].get<long>() > 0) status = 1;
    if (!c.plot.empty()) {
      const std::string out = c.plot + "-" + report["scenario"].get<std::string>();
      const std::string json_file = out + ".json";
      std::ofstream(json_file) << report.dump(1) << "\n";
      if (!draw_plot(json_file, out)) {
        fmt::print(stderr,
                   "bohemia: analyze: the plot of {} was not drawn (python3 with the bohemia "
                   "module and matplotlib: README)\n",
                   id);
        status = 1;
      }
    }
  }
  return status;
}

}  // namespace bohemia
