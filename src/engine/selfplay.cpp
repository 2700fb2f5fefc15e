#include "engine/selfplay.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>

#include "engine/random_player.h"

namespace bohemia::engine {

namespace {
// Salt of the server's computer seat (server/live_game.cpp before the game
// interface: kept so that restored games go on alike).
constexpr std::uint64_t kComputerSalt = 0x7f4a7c159e3779b9ULL;
}  // namespace

Action seeded_random_choice(const GameState& g) {
  Rng index(static_cast<std::uint64_t>(g.action_count()));
  Rng rng(g.seed() ^ kComputerSalt ^ index.next());
  return g.legal_action(rng.below(static_cast<std::uint32_t>(g.num_legal_actions())));
}

long long play_random_game(GameState& g, std::uint64_t player_seed, bool check,
                           std::vector<std::string>* violations) {
  RandomPlayer player(player_seed);
  long long n = 0;
  for (;;) {
    Actor who = g.actor();
    if (who.kind == ActorKind::Terminal) break;
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

SelfplayStats run_selfplay(const System& sys, const std::string& scenario, const SelfplayOptions& opt) {
  SelfplayStats st;
  st.seats = sys.info().seats;
  const std::size_t seats = st.seats.size();
  std::vector<double> sum(seats, 0.0), sumsq(seats, 0.0);
  auto t0 = std::chrono::steady_clock::now();
  if (!opt.save_dir.empty()) std::filesystem::create_directories(opt.save_dir);
  for (int i = 0; i < opt.games; ++i) {
    std::uint64_t seed = opt.seed + static_cast<std::uint64_t>(i);
    std::unique_ptr<GameState> g = sys.new_game(scenario, seed);
    st.scenario = g->scenario_id();
    g->set_logging(false);
    std::vector<std::string> v;
    st.actions_total += play_random_game(*g, seed * 0x9e3779b97f4a7c15ULL + 1, opt.check_invariants, &v);
    st.invariant_violations += static_cast<long long>(v.size());
    for (auto& x : v)
      if (st.first_violations.size() < 10) st.first_violations.push_back(fmt::format("game {}: {}", i, x));
    ++st.games;
    Outcome o = g->outcome();
    ++st.results[o.key];
    for (std::size_t s = 0; s < seats && s < o.vp.size(); ++s) {
      sum[s] += o.vp[s];
      sumsq[s] += static_cast<double>(o.vp[s]) * o.vp[s];
    }
    if (!opt.save_dir.empty()) {
      std::ofstream f(std::filesystem::path(opt.save_dir) / fmt::format("game-{:05d}.json", i));
      f << g->save(kReferee, true) << "\n";
    }
  }
  st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  st.vp_mean.assign(seats, 0.0);
  st.vp_stddev.assign(seats, 0.0);
  for (std::size_t s = 0; s < seats; ++s) {
    double n = std::max(1, st.games);
    st.vp_mean[s] = sum[s] / n;
    double var = sumsq[s] / n - st.vp_mean[s] * st.vp_mean[s];
    st.vp_stddev[s] = std::sqrt(std::max(0.0, var));
  }
  return st;
}

nlohmann::json selfplay_json(const SelfplayStats& st, std::uint64_t seed) {
  double gps = st.seconds > 0 ? st.games / st.seconds : 0;
  nlohmann::json j;
  j["scenario"] = st.scenario;
  j["seed"] = seed;
  j["games"] = st.games;
  j["actions_total"] = st.actions_total;
  j["mean_actions_per_game"] = st.games ? static_cast<double>(st.actions_total) / st.games : 0;
  j["invariant_violations"] = st.invariant_violations;
  j["violations_sample"] = st.first_violations;
  j["results"] = st.results;
  nlohmann::json mean = nlohmann::json::object(), sd = nlohmann::json::object();
  for (std::size_t s = 0; s < st.seats.size(); ++s) {
    mean[st.seats[s]] = s < st.vp_mean.size() ? st.vp_mean[s] : 0.0;
    sd[st.seats[s]] = s < st.vp_stddev.size() ? st.vp_stddev[s] : 0.0;
  }
  j["vp_mean"] = mean;
  j["vp_stddev"] = sd;
  j["seconds"] = st.seconds;
  j["games_per_second"] = gps;
  return j;
}

}  // namespace bohemia::engine
