#include "ai/levels.h"

#include <fmt/format.h>

#include <cstdlib>
#include <sstream>

#include "ai/basic_players.h"

namespace bohemia::ai {

// The levels play the planner (ai/planner.h), the stronger design in the
// tournaments of docs/balance.md ("AI strength"): 4, 12 and 128 rollouts
// (2, 6 and 8 candidates: 2, 2 and 16 rollouts each). Hard's 128 since
// 2026-11-28: 32 played as normal does, 128 beat normal over the nine
// (0.571 over 336 games, docs/balance.md, "`hard` at 128 rollouts over the
// nine"). MCTS keeps its budgets of 16, 64 and 256 iterations
// ("mcts:normal"). A normal decision costs about a tenth of a second of
// CPU at a busy GBN3 position, a hard one a few tenths
// (docs/performance.md), so tournaments of many games stay affordable; the
// time budgets are issue 17's (normal at most 2 s), and cap a decision in
// the server.
const std::vector<Level>& levels() {
  static const std::vector<Level> kLevels = {
      {"easy", "plan", {0.25, 16, 1}, 4},
      {"normal", "plan", {2.0, 64, 1}, 12},
      {"hard", "plan", {6.0, 256, 1}, 128},
  };
  return kLevels;
}

long level_iterations(const Level& l, const std::string& design) {
  return design == "plan" ? l.plan_iterations : l.budget.iterations;
}

const Level* find_level(const std::string& name) {
  for (const Level& l : levels())
    if (l.name == name) return &l;
  return nullptr;
}

namespace {

// "it=400", "s=2", "time" (the level's time budget), "threads=2", comma
// separated, over the level's budget `b`; false with `error` set when
// malformed. A budget of iterations alone is reproducible; with seconds
// too, whichever ends first.
bool parse_budget(const std::string& text, const Level& level, Budget& b, std::string* error) {
  std::stringstream ss(text);
  std::string item;
  bool it = false, sec = false;
  while (std::getline(ss, item, ',')) {
    if (item == "time") {
      b.seconds = level.budget.seconds;
      sec = true;
      continue;
    }
    auto eq = item.find('=');
    std::string k = item.substr(0, eq), v = eq == std::string::npos ? "" : item.substr(eq + 1);
    char* end = nullptr;
    double x = std::strtod(v.c_str(), &end);
    if (v.empty() || *end != '\0' || !(x > 0)) {
      if (error)
        *error = fmt::format("player budget '{}': expected time, it=N, s=SECONDS or threads=T", item);
      return false;
    }
    if (k == "it") {
      b.iterations = static_cast<long>(x);
      it = true;
    } else if (k == "s") {
      b.seconds = x;
      sec = true;
    } else if (k == "threads") {
      b.threads = std::max(1, static_cast<int>(x));
    } else {
      if (error) *error = fmt::format("player budget '{}': unknown key '{}' (time, it, s, threads)", item, k);
      return false;
    }
  }
  if (sec && !it) b.iterations = 0;
  if (!sec) b.seconds = 0;
  return true;
}

}  // namespace

std::unique_ptr<Player> make_search_player(const std::string& design, const std::string& level,
                                           const Budget& b, std::uint64_t seed);

std::unique_ptr<Player> make_player(const std::string& spec, std::uint64_t seed, std::string* error) {
  std::string name = spec, budget_text;
  if (auto at = spec.find('@'); at != std::string::npos) {
    name = spec.substr(0, at);
    budget_text = spec.substr(at + 1);
  }
  if (name == "random" || name == "greedy") {
    if (!budget_text.empty()) {
      if (error) *error = fmt::format("player '{}': the {} player takes no budget", spec, name);
      return nullptr;
    }
    if (name == "random") return std::make_unique<RandomPlayer>(seed);
    return std::make_unique<GreedyPlayer>(seed);
  }
  std::string design, level = name;
  if (auto colon = name.find(':'); colon != std::string::npos) {
    design = name.substr(0, colon);
    level = name.substr(colon + 1);
  }
  const Level* l = find_level(level);
  if (!l || (!design.empty() && design != "mcts" && design != "plan")) {
    if (error)
      *error = fmt::format(
          "unknown player '{}': random, greedy, easy, normal, hard, or mcts:LEVEL or plan:LEVEL; then "
          "optionally @time "
          "(the level's time budget), @it=N or @s=SECONDS, and ,threads=T",
          spec);
    return nullptr;
  }
  // By default the level's iteration budget: reproducible play.
  if (design.empty()) design = l->design;
  Budget b = l->budget;
  b.iterations = level_iterations(*l, design);
  b.seconds = 0;
  if (!budget_text.empty() && !parse_budget(budget_text, *l, b, error)) return nullptr;
  return make_search_player(design, l->name, b, seed);
}

}  // namespace bohemia::ai
