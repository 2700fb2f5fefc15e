#include "ai/analysis.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "ai/stats.h"

namespace bohemia::ai {

namespace {

constexpr double kZ95 = 1.959963984540054;

// One game from the first seat's side.
struct SeatGame {
  std::string key;     // Outcome::key: "prussia major", "tied"…
  int result = 0;      // +2 a major win of the first seat … -2 of the second
  int margin = 0;      // first seat's VP minus the second's
  std::string reason;  // Outcome::reason: what decided when the points did not
};

SeatGame seat_game(const GameRecord& g, const std::string& first_seat) {
  const bool a_first = g.a_seat == first_seat;
  return {g.key, a_first ? g.result : -g.result, a_first ? g.vp_margin : -g.vp_margin, g.reason};
}

nlohmann::json share_json(int count, int n) {
  const double p = n ? static_cast<double>(count) / n : 0.0;
  Interval w = wilson(p, n);
  return {{"count", count}, {"share", p}, {"wilson95", {w.low, w.high}}};
}

// The q-quantile of sorted values (nearest rank).
int quantile(const std::vector<int>& sorted, double q) {
  if (sorted.empty()) return 0;
  auto i = static_cast<std::size_t>(std::ceil(q * static_cast<double>(sorted.size())));
  return sorted[std::min(sorted.size() - 1, i == 0 ? 0 : i - 1)];
}

nlohmann::json margin_json(std::vector<int> m, const std::string& of) {
  std::sort(m.begin(), m.end());
  const double n = static_cast<double>(m.size());
  double sum = 0, sq = 0;
  for (int v : m) {
    sum += v;
    sq += static_cast<double>(v) * v;
  }
  const double mean = m.empty() ? 0 : sum / n;
  const double sd = m.size() < 2 ? 0 : std::sqrt(std::max(0.0, (sq - n * mean * mean) / (n - 1)));
  const double half = m.size() < 2 ? 0 : kZ95 * sd / std::sqrt(n);
  nlohmann::json hist = nlohmann::json::array();
  for (std::size_t i = 0; i < m.size();) {
    std::size_t j = i;
    while (j < m.size() && m[j] == m[i]) ++j;
    hist.push_back({m[i], j - i});
    i = j;
  }
  return {{"of", of},
          {"mean", mean},
          {"ci95", {mean - half, mean + half}},
          {"sd", sd},
          {"min", m.empty() ? 0 : m.front()},
          {"p10", quantile(m, 0.1)},
          {"median", quantile(m, 0.5)},
          {"p90", quantile(m, 0.9)},
          {"max", m.empty() ? 0 : m.back()},
          {"histogram", hist}};
}

// The games each condition decided, the tally of points ("") first, then
// the others by count: a designer sees how often a special rule (a panic)
// or a sudden victory condition, not the VP, ends the scenario.
nlohmann::json decided_by_json(const std::vector<SeatGame>& games) {
  std::map<std::string, std::map<std::string, int>> by;  // reason -> key -> games
  for (const SeatGame& g : games) ++by[g.reason][g.key];
  std::vector<std::pair<std::string, int>> order;
  for (const auto& [reason, keys] : by) {
    int n = 0;
    for (const auto& kv : keys) n += kv.second;
    order.emplace_back(reason, n);
  }
  std::stable_sort(order.begin(), order.end(), [](const auto& x, const auto& y) {
    return x.first.empty() != y.first.empty() ? x.first.empty() : x.second > y.second;
  });
  nlohmann::json out = nlohmann::json::array();
  for (const auto& [reason, n] : order) {
    nlohmann::json row = share_json(n, static_cast<int>(games.size()));
    row["reason"] = reason.empty() ? nlohmann::json(nullptr) : nlohmann::json(reason);
    row["keys"] = by[reason];
    out.push_back(row);
  }
  return out;
}

nlohmann::json historical_json(const engine::HistoricalResult& h, const std::vector<SeatGame>& games) {
  nlohmann::json j = {
      {"winner", h.winner}, {"level", h.level}, {"section", h.section}, {"summary", h.summary}};
  j["margin"] = h.margin ? nlohmann::json(*h.margin) : nlohmann::json(nullptr);
  const int n = static_cast<int>(games.size());
  if (!h.winner.empty() && !h.level.empty()) {
    const std::string key = h.winner + " " + h.level;
    j["key"] = key;
    j["games_with_its_result"] =
        share_json(static_cast<int>(std::count_if(games.begin(), games.end(),
                                                  [&](const SeatGame& g) { return g.key == key; })),
                   n);
  }
  if (h.margin && n) {
    double below = 0;
    for (const SeatGame& g : games) below += g.margin < *h.margin ? 1.0 : g.margin == *h.margin ? 0.5 : 0.0;
    j["margin_percentile"] = 100.0 * below / n;
  }
  return j;
}

}  // namespace

TournamentOptions analysis_tournament(const engine::System& sys, const std::string& scenario,
                                      const std::string& player, int games, std::uint64_t seed, int jobs) {
  TournamentOptions opt;
  opt.scenarios.emplace_back(&sys, scenario);
  opt.a = opt.b = player;
  opt.games = games;
  opt.seed = seed;
  opt.jobs = jobs;
  return opt;
}

nlohmann::json analysis_json(const engine::System& sys, const TournamentOptions& opt,
                             const TournamentResult& r) {
  const std::vector<std::string>& seats = sys.info().seats;
  const std::string& scenario = opt.scenarios.front().second;
  std::vector<SeatGame> games;
  long violations = 0, actions = 0;
  for (const GameRecord& g : r.games) {
    games.push_back(seat_game(g, seats.front()));
    violations += static_cast<long>(g.violations.size());
    actions += g.actions;
  }
  const int n = static_cast<int>(games.size());
  // Results from the first seat's best to the second's.
  std::map<std::string, std::pair<int, int>> by_key;  // key -> (result, count)
  for (const SeatGame& g : games) {
    auto& [result, count] = by_key[g.key];
    result = g.result;
    ++count;
  }
  std::vector<std::pair<std::string, std::pair<int, int>>> keys(by_key.begin(), by_key.end());
  std::stable_sort(keys.begin(), keys.end(),
                   [](const auto& x, const auto& y) { return x.second.first > y.second.first; });
  nlohmann::json results = nlohmann::json::array();
  int wins = 0, ties = 0;
  for (const auto& [key, rc] : keys) {
    nlohmann::json row = share_json(rc.second, n);
    row["key"] = key;
    results.push_back(row);
  }
  std::vector<int> margins;
  for (const SeatGame& g : games) {
    wins += g.result > 0;
    ties += g.result == 0;
    margins.push_back(g.margin);
  }
  const double score = n ? (wins + 0.5 * ties) / n : 0.0;
  Interval w = wilson(score, n);
  nlohmann::json j;
  j["system"] = sys.info().id;
  j["scenario"] = scenario;
  j["player"] = opt.a;
  j["seed"] = opt.seed;
  j["games"] = n;
  j["seats"] = seats;
  j["results"] = results;
  j["decided_by"] = decided_by_json(games);
  j["first_seat_score"] = {{"seat", seats.front()}, {"score", score}, {"wilson95", {w.low, w.high}}};
  j["margin"] = margin_json(margins, seats.front() + " VP minus " + seats.back() + " VP");
  auto h = sys.historical_result(scenario);
  j["historical"] = h ? historical_json(*h, games) : nlohmann::json(nullptr);
  j["mean_actions"] = n ? static_cast<double>(actions) / n : 0.0;
  j["violations"] = violations;
  j["seconds"] = r.seconds;
  return j;
}

std::string analysis_text(const nlohmann::json& j) {
  std::string out =
      fmt::format("{} ({}), {} on both sides, {} games, seed {}\n", j["scenario"].get<std::string>(),
                  j["system"].get<std::string>(), j["player"].get<std::string>(), j["games"].get<int>(),
                  j["seed"].get<std::uint64_t>());
  out += fmt::format("  {:<22} {:>6} {:>7}  {}\n", "result", "games", "share", "95% Wilson");
  for (const auto& row : j["results"])
    out += fmt::format("  {:<22} {:>6} {:>6.1f}%  [{:.1f}%, {:.1f}%]\n", row["key"].get<std::string>(),
                       row["count"].get<int>(), 100 * row["share"].get<double>(),
                       100 * row["wilson95"][0].get<double>(), 100 * row["wilson95"][1].get<double>());
  if (j.contains("decided_by"))
    for (const auto& row : j["decided_by"]) {
      if (row["reason"].is_null() && j["decided_by"].size() == 1) break;  // the points decided every game
      std::string keys;
      for (const auto& [k, n] : row["keys"].items())
        keys += fmt::format("{}{} {}", keys.empty() ? "" : ", ", k, n.get<int>());
      out += fmt::format(
          "  decided by {}: {} ({:.1f}% [{:.1f}%, {:.1f}%]; {})\n",
          row["reason"].is_null() ? std::string("the points at the end") : row["reason"].get<std::string>(),
          row["count"].get<int>(), 100 * row["share"].get<double>(), 100 * row["wilson95"][0].get<double>(),
          100 * row["wilson95"][1].get<double>(), keys);
    }
  const auto& fs = j["first_seat_score"];
  out += fmt::format("{}'s score {:.3f} [{:.3f}, {:.3f}] (win 1, tie 1/2)\n", fs["seat"].get<std::string>(),
                     fs["score"].get<double>(), fs["wilson95"][0].get<double>(),
                     fs["wilson95"][1].get<double>());
  const auto& m = j["margin"];
  out += fmt::format(
      "VP margin ({}): mean {:+.2f} [{:+.2f}, {:+.2f}], sd {:.2f}; min {:+d}, 10% {:+d}, "
      "median {:+d}, 90% {:+d}, max {:+d}\n",
      m["of"].get<std::string>(), m["mean"].get<double>(), m["ci95"][0].get<double>(),
      m["ci95"][1].get<double>(), m["sd"].get<double>(), m["min"].get<int>(), m["p10"].get<int>(),
      m["median"].get<int>(), m["p90"].get<int>(), m["max"].get<int>());
  const auto& h = j["historical"];
  if (h.is_null()) {
    out += "historical result: the rulebook states none for this scenario\n";
  } else {
    out += fmt::format("historical result ({}): {}", h["section"].get<std::string>(),
                       h.contains("key") ? h["key"].get<std::string>() : std::string("not stated"));
    if (!h["margin"].is_null()) out += fmt::format(", margin {:+d}", h["margin"].get<int>());
    out += "\n";
    if (h.contains("games_with_its_result")) {
      const auto& s = h["games_with_its_result"];
      out += fmt::format("  games with that result: {} ({:.1f}% [{:.1f}%, {:.1f}%])\n", s["count"].get<int>(),
                         100 * s["share"].get<double>(), 100 * s["wilson95"][0].get<double>(),
                         100 * s["wilson95"][1].get<double>());
    }
    if (h.contains("margin_percentile"))
      out += fmt::format("  its margin stands at the {:.0f}th percentile of the games' margins\n",
                         h["margin_percentile"].get<double>());
  }
  out +=
      fmt::format("mean length {:.0f} actions; illegal actions or refusals: {}; {:.1f} s\n",
                  j["mean_actions"].get<double>(), j["violations"].get<long>(), j["seconds"].get<double>());
  return out;
}

}  // namespace bohemia::ai
