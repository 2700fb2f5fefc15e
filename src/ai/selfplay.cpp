#include "ai/selfplay.h"

#include <fmt/format.h>

#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>

#include "ai/random_player.h"
#include "game/save.h"

namespace bohemia {

std::string result_key(const State& s) {
  if (s.winner < 0 || s.level == 0) return "tied";
  return fmt::format("{} {}", s.winner == 0 ? "prussia" : "austria", s.level == 2 ? "major" : "minor");
}

long long play_random_game(Game& g, std::uint64_t player_seed, bool check,
                           std::vector<std::string>* violations) {
  RandomPlayer player(player_seed);
  long long n = 0;
  while (!g.over()) {
    Actor who = g.actor();
    Action a = who.kind == ActorKind::Chance ? g.sample_chance() : player.choose(g);
    if (auto err = g.apply(a)) {
      if (violations) violations->push_back("refused its own legal action: " + *err);
      break;
    }
    ++n;
    if (check)
      for (auto& v : g.check_invariants())
        if (violations) violations->push_back(fmt::format("after action {} ({}): {}", n, g.notation(a), v));
  }
  return n;
}

SelfplayStats run_selfplay(const std::shared_ptr<const Scenario>& sc, const SelfplayOptions& opt) {
  SelfplayStats st;
  std::array<double, 2> sum{}, sumsq{};
  auto t0 = std::chrono::steady_clock::now();
  if (!opt.save_dir.empty()) std::filesystem::create_directories(opt.save_dir);
  for (int i = 0; i < opt.games; ++i) {
    std::uint64_t seed = opt.seed + static_cast<std::uint64_t>(i);
    Game g(sc, seed);
    g.set_logging(false);
    std::vector<std::string> v;
    st.actions_total += play_random_game(g, seed * 0x9e3779b97f4a7c15ULL + 1, opt.check_invariants, &v);
    st.invariant_violations += static_cast<long long>(v.size());
    for (auto& x : v)
      if (st.first_violations.size() < 10) st.first_violations.push_back(fmt::format("game {}: {}", i, x));
    ++st.games;
    ++st.results[result_key(g.state())];
    for (int s = 0; s < 2; ++s) {
      sum[static_cast<std::size_t>(s)] += g.state().vp[static_cast<std::size_t>(s)];
      sumsq[static_cast<std::size_t>(s)] +=
          g.state().vp[static_cast<std::size_t>(s)] * g.state().vp[static_cast<std::size_t>(s)];
    }
    if (!opt.save_dir.empty()) {
      std::ofstream f(std::filesystem::path(opt.save_dir) / fmt::format("game-{:05d}.json", i));
      f << save_game(g) << "\n";
    }
  }
  st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  for (int s = 0; s < 2; ++s) {
    double n = std::max(1, st.games);
    st.vp_mean[static_cast<std::size_t>(s)] = sum[static_cast<std::size_t>(s)] / n;
    double var = sumsq[static_cast<std::size_t>(s)] / n -
                 st.vp_mean[static_cast<std::size_t>(s)] * st.vp_mean[static_cast<std::size_t>(s)];
    st.vp_stddev[static_cast<std::size_t>(s)] = std::sqrt(std::max(0.0, var));
  }
  return st;
}

}  // namespace bohemia
