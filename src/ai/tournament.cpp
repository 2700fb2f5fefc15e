#include "ai/tournament.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "ai/player.h"
#include "ai/search_util.h"

namespace bohemia::ai {

namespace {

constexpr const char* kCategories[] = {"a major", "a minor", "tied", "b minor", "b major"};
std::size_t category(int result) { return static_cast<std::size_t>(2 - result); }

std::unique_ptr<Player> player(const std::string& spec, std::uint64_t seed) {
  std::string err;
  std::unique_ptr<Player> p = make_player(spec, seed, &err);
  if (!p) throw std::invalid_argument(err);
  return p;
}

// True when `a` is one of the legal actions of `g` now.
bool offered(const engine::GameState& g, const engine::Action& a) {
  for (std::size_t i = 0, n = g.num_legal_actions(); i < n; ++i)
    if (g.legal_action(i) == a) return true;
  return false;
}

// Game `index` of scenario number `si`: the pair index/2 shares its dice;
// `a` takes the first seat in even games, the second in odd ones.
GameRecord play_one(const TournamentOptions& opt, std::size_t si, int index) {
  if (si >= opt.scenarios.size() || index < 0)
    throw std::invalid_argument(fmt::format("no game {} of scenario number {}", index, si));
  const auto& [sys, scenario] = opt.scenarios[si];
  GameRecord r;
  r.index = index;
  r.dice_seed = mix(mix(opt.seed, si), static_cast<std::uint64_t>(index / 2));
  std::unique_ptr<engine::GameState> g = sys->new_game(scenario, r.dice_seed);
  g->set_logging(false);
  r.scenario = g->scenario_id();
  const std::size_t seats = sys->info().seats.size();
  const engine::Seat a_seat = static_cast<engine::Seat>(static_cast<std::size_t>(index) % seats);
  r.a_seat = sys->info().seats[static_cast<std::size_t>(a_seat)];
  const std::uint64_t game_seed = mix(r.dice_seed, static_cast<std::uint64_t>(index));
  std::unique_ptr<Player> pa = player(opt.a, mix(game_seed, 'a'));
  std::unique_ptr<Player> pb = player(opt.b, mix(game_seed, 'b'));
  while (!g->over()) {
    engine::Actor who = g->actor();
    engine::Action act;
    if (who.kind == engine::ActorKind::Chance) {
      act = g->sample_chance();
    } else {
      const bool is_a = who.seat == a_seat;
      Decision d = (is_a ? pa : pb)->decide(*g);
      (is_a ? r.a_decisions : r.b_decisions) += 1;
      (is_a ? r.a_seconds : r.b_seconds) += d.seconds;
      double& mx = is_a ? r.a_max_seconds : r.b_max_seconds;
      mx = std::max(mx, d.seconds);
      act = d.action;
      if (!offered(*g, act)) {
        r.violations.push_back(fmt::format("action {}: {} chose '{}', not a legal action", r.actions,
                                           is_a ? opt.a : opt.b, g->notation(act)));
        break;
      }
    }
    if (auto err = g->apply(act)) {
      r.violations.push_back(fmt::format("action {}: '{}' refused: {}", r.actions, g->notation(act), *err));
      break;
    }
    ++r.actions;
    if (opt.check_invariants)
      for (const std::string& v : g->check_invariants())
        r.violations.push_back(fmt::format("after action {}: {}", r.actions, v));
  }
  engine::Outcome o = g->outcome();
  r.key = o.key;
  r.level = o.level;
  r.reason = o.reason;
  r.result = result_for(o, a_seat);
  r.score = r.result > 0 ? 1.0 : r.result == 0 ? 0.5 : 0.0;
  int a_vp = 0, b_vp = 0;
  for (std::size_t s = 0; s < o.vp.size(); ++s)
    (static_cast<engine::Seat>(s) == a_seat ? a_vp : b_vp) += o.vp[s];
  r.vp_margin = a_vp - b_vp;
  return r;
}

// Score, counts and margin of a set of games.
struct Summary {
  int n = 0;
  double score = 0;
  double margin = 0, margin_sq = 0;
  std::array<int, 5> by_level{};
  std::map<std::string, int> decided_by;  // games a rule or condition decided, not the points
  long violations = 0;
  void add(const GameRecord& g) {
    ++n;
    if (!g.reason.empty()) ++decided_by[g.reason];
    score += g.score;
    margin += g.vp_margin;
    margin_sq += static_cast<double>(g.vp_margin) * g.vp_margin;
    ++by_level[category(g.result)];
    violations += static_cast<long>(g.violations.size());
  }
  double mean_score() const { return n ? score / n : 0; }
  double mean_margin() const { return n ? margin / n : 0; }
  double margin_sd() const {
    if (n < 2) return 0;
    double m = mean_margin();
    return std::sqrt(std::max(0.0, (margin_sq - n * m * m) / (n - 1)));
  }
};

nlohmann::json elo_json(double s) {
  auto e = elo(s);
  if (e) return std::round(*e * 10) / 10;
  return s >= 1 ? nlohmann::json("+inf") : nlohmann::json("-inf");
}

nlohmann::json summary_json(const Summary& s) {
  nlohmann::json j;
  j["games"] = s.n;
  j["score"] = s.mean_score();
  Interval w = wilson(s.mean_score(), s.n);
  j["wilson95"] = {w.low, w.high};
  j["elo"] = elo_json(s.mean_score());
  j["elo95"] = {elo_json(w.low), elo_json(w.high)};
  j["vp_margin_mean"] = s.mean_margin();
  j["vp_margin_sd"] = s.margin_sd();
  nlohmann::json lv;
  for (std::size_t i = 0; i < 5; ++i) lv[kCategories[i]] = s.by_level[i];
  j["results"] = lv;
  j["decided_by"] = s.decided_by;  // {} when the points decided every game
  return j;
}

// The paired VP margin: games 2k and 2k+1 of a scenario have the same dice
// and `a` on each side once, so the sum of a's margins over the two
// cancels the side's own advantage; its mean says by how many VP a did
// better than b, where the score cannot (a scenario the side decides). A
// game whose partner is missing counts in no pair.
struct Pairs {
  std::vector<double> sums;
  int better = 0, same = 0, worse = 0;
  void add(int sum) {
    sums.push_back(sum);
    (sum > 0 ? better : sum == 0 ? same : worse) += 1;
  }
};

nlohmann::json pairs_json(const Pairs& p) {
  MeanInterval m = t_interval(p.sums);
  nlohmann::json j;
  j["pairs"] = m.n;
  j["mean"] = m.mean;
  j["ci95"] = m.has_interval ? nlohmann::json{m.ci95.low, m.ci95.high} : nlohmann::json();
  j["a_better"] = p.better;
  j["same"] = p.same;
  j["a_worse"] = p.worse;
  return j;
}

// Sets the report's `paired_margin` (all pairs) and `paired_per_scenario`
// (in the order the scenarios come).
void add_paired(const std::vector<GameRecord>& games, nlohmann::json& report) {
  std::map<std::pair<std::string, int>, std::array<const GameRecord*, 2>> pairs;  // (scenario, k): 2k, 2k+1
  std::vector<std::string> order;
  for (const GameRecord& g : games) {
    if (std::find(order.begin(), order.end(), g.scenario) == order.end()) order.push_back(g.scenario);
    pairs[{g.scenario, g.index / 2}][static_cast<std::size_t>(g.index % 2)] = &g;
  }
  Pairs all;
  std::map<std::string, Pairs> per;
  for (const auto& [key, two] : pairs) {
    if (!two[0] || !two[1]) continue;
    const int sum = two[0]->vp_margin + two[1]->vp_margin;
    all.add(sum);
    per[key.first].add(sum);
  }
  report["paired_margin"] = pairs_json(all);
  nlohmann::json rows = nlohmann::json::array();
  for (const std::string& s : order) {
    nlohmann::json row = pairs_json(per[s]);
    row["scenario"] = s;
    rows.push_back(row);
  }
  report["paired_per_scenario"] = rows;
}

std::string pairs_text(const nlohmann::json& p) {
  std::string ci = p["ci95"].is_null() ? std::string("no interval")
                                       : fmt::format("[{:+.2f}, {:+.2f}]", p["ci95"][0].get<double>(),
                                                     p["ci95"][1].get<double>());
  return fmt::format("{:+.2f} {} over {} pairs; a better in {}, as well in {}, worse in {}",
                     p["mean"].get<double>(), ci, p["pairs"].get<int>(), p["a_better"].get<int>(),
                     p["same"].get<int>(), p["a_worse"].get<int>());
}

}  // namespace

TournamentResult run_tournament(const TournamentOptions& opt) {
  // Players are checked before any game starts.
  player(opt.a, 0);
  player(opt.b, 0);
  TournamentResult res;
  const int per = std::max(0, opt.games);
  const int total = per * static_cast<int>(opt.scenarios.size());
  res.games.resize(static_cast<std::size_t>(total));
  for (const auto& [sys, id] : opt.scenarios) sys->new_game(id, 1);  // DataError now, not in a thread
  auto t0 = std::chrono::steady_clock::now();
  std::atomic<int> next{0};
  std::mutex mu;
  int done = 0;
  std::exception_ptr failure;
  auto work = [&] {
    for (;;) {
      int k = next.fetch_add(1);
      if (k >= total) return;
      try {
        GameRecord g = play_one(opt, static_cast<std::size_t>(k / per), k % per);
        std::lock_guard<std::mutex> lock(mu);
        res.games[static_cast<std::size_t>(k)] = std::move(g);
        ++done;
        if (opt.progress) opt.progress(done, total, res.games[static_cast<std::size_t>(k)]);
      } catch (...) {
        std::lock_guard<std::mutex> lock(mu);
        if (!failure) failure = std::current_exception();
        next = total;
        return;
      }
    }
  };
  const int jobs = std::max(1, std::min(opt.jobs, total));
  std::vector<std::thread> pool;
  for (int j = 1; j < jobs; ++j) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
  res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return res;
}

int result_for(const engine::Outcome& o, engine::Seat seat) {
  if (o.winner == engine::kSpectator) return 0;
  const int magnitude = o.level == "major" ? 2 : 1;  // a system's single level of victory counts as minor
  return o.winner == seat ? magnitude : -magnitude;
}

GameRecord play_tournament_game(const TournamentOptions& opt, std::size_t scenario_index, int index) {
  player(opt.a, 0);
  player(opt.b, 0);
  return play_one(opt, scenario_index, index);
}

nlohmann::json record_json(const GameRecord& g) {
  return {{"scenario", g.scenario},
          {"index", g.index},
          {"a_seat", g.a_seat},
          {"dice_seed", g.dice_seed},
          {"key", g.key},
          {"level", g.level},
          {"reason", g.reason},
          {"result", g.result},
          {"score", g.score},
          {"vp_margin", g.vp_margin},
          {"actions", g.actions},
          {"a_decisions", g.a_decisions},
          {"b_decisions", g.b_decisions},
          {"a_seconds", g.a_seconds},
          {"b_seconds", g.b_seconds},
          {"a_max_seconds", g.a_max_seconds},
          {"b_max_seconds", g.b_max_seconds},
          {"violations", g.violations}};
}

GameRecord record_from_json(const nlohmann::json& j) {
  GameRecord g;
  j.at("scenario").get_to(g.scenario);
  j.at("index").get_to(g.index);
  j.at("a_seat").get_to(g.a_seat);
  j.at("dice_seed").get_to(g.dice_seed);
  j.at("key").get_to(g.key);
  j.at("level").get_to(g.level);
  if (j.contains("reason")) j.at("reason").get_to(g.reason);  // records written before 2026-11-28 have none
  j.at("result").get_to(g.result);
  j.at("score").get_to(g.score);
  j.at("vp_margin").get_to(g.vp_margin);
  j.at("actions").get_to(g.actions);
  j.at("a_decisions").get_to(g.a_decisions);
  j.at("b_decisions").get_to(g.b_decisions);
  j.at("a_seconds").get_to(g.a_seconds);
  j.at("b_seconds").get_to(g.b_seconds);
  j.at("a_max_seconds").get_to(g.a_max_seconds);
  j.at("b_max_seconds").get_to(g.b_max_seconds);
  j.at("violations").get_to(g.violations);
  return g;
}

nlohmann::json tournament_json(const TournamentOptions& opt, const TournamentResult& r) {
  Summary all;
  std::map<std::pair<std::string, std::string>, Summary> per;
  std::vector<std::pair<std::string, std::string>> order;
  double a_sec = 0, b_sec = 0, a_max = 0, b_max = 0;
  long a_dec = 0, b_dec = 0;
  nlohmann::json violations = nlohmann::json::array();
  for (const GameRecord& g : r.games) {
    all.add(g);
    auto key = std::make_pair(g.scenario, g.a_seat);
    if (!per.count(key)) order.push_back(key);
    per[key].add(g);
    a_sec += g.a_seconds;
    b_sec += g.b_seconds;
    a_dec += g.a_decisions;
    b_dec += g.b_decisions;
    a_max = std::max(a_max, g.a_max_seconds);
    b_max = std::max(b_max, g.b_max_seconds);
    for (const std::string& v : g.violations)
      if (violations.size() < 20) violations.push_back(fmt::format("{} game {}: {}", g.scenario, g.index, v));
  }
  nlohmann::json j = summary_json(all);
  j["a"] = opt.a;
  j["b"] = opt.b;
  j["seed"] = opt.seed;
  j["games_per_scenario"] = opt.games;
  j["violations"] = all.violations;
  j["violations_sample"] = violations;
  j["decision_seconds"] = {
      {"a", {{"decisions", a_dec}, {"mean", a_dec ? a_sec / a_dec : 0.0}, {"max", a_max}}},
      {"b", {{"decisions", b_dec}, {"mean", b_dec ? b_sec / b_dec : 0.0}, {"max", b_max}}}};
  nlohmann::json rows = nlohmann::json::array();
  for (const auto& key : order) {
    nlohmann::json row = summary_json(per[key]);
    row["scenario"] = key.first;
    row["a_seat"] = key.second;
    rows.push_back(row);
  }
  j["per_scenario"] = rows;
  add_paired(r.games, j);
  j["seconds"] = r.seconds;
  return j;
}

std::string tournament_text(const TournamentOptions& opt, const TournamentResult& r) {
  nlohmann::json j = tournament_json(opt, r);
  auto elo_s = [](const nlohmann::json& e) {
    return e.is_string() ? e.get<std::string>() : fmt::format("{:+.0f}", e.get<double>());
  };
  std::string out = fmt::format("{} (a) against {} (b), seed {}, {} games per scenario\n", opt.a, opt.b,
                                opt.seed, opt.games);
  out += fmt::format("  {:<24} {:>8} {:>6} {:>6} {:>6} {:>6} {:>6} {:>7} {:>7}\n", "scenario, a plays",
                     "games", "a maj", "a min", "tied", "b min", "b maj", "score", "margin");
  for (const auto& row : j["per_scenario"]) {
    const auto& lv = row["results"];
    out += fmt::format("  {:<24} {:>8} {:>6} {:>6} {:>6} {:>6} {:>6} {:>7.3f} {:>+7.2f}\n",
                       row["scenario"].get<std::string>() + ", " + row["a_seat"].get<std::string>(),
                       row["games"].get<int>(), lv["a major"].get<int>(), lv["a minor"].get<int>(),
                       lv["tied"].get<int>(), lv["b minor"].get<int>(), lv["b major"].get<int>(),
                       row["score"].get<double>(), row["vp_margin_mean"].get<double>());
  }
  for (const auto& [reason, n] : j["decided_by"].items())
    out += fmt::format("  decided by {}: {} of {} games\n", reason, n.get<int>(), j["games"].get<int>());
  out += fmt::format("score {:.3f} over {} games, 95% Wilson interval [{:.3f}, {:.3f}]\n",
                     j["score"].get<double>(), j["games"].get<int>(), j["wilson95"][0].get<double>(),
                     j["wilson95"][1].get<double>());
  out += fmt::format("Elo difference {} [{}, {}]; mean VP margin {:+.2f} (sd {:.2f})\n", elo_s(j["elo"]),
                     elo_s(j["elo95"][0]), elo_s(j["elo95"][1]), j["vp_margin_mean"].get<double>(),
                     j["vp_margin_sd"].get<double>());
  out += "paired VP margin (games 2k and 2k+1: the same dice, a on each side once; 95% t interval): " +
         pairs_text(j["paired_margin"]) + "\n";
  if (j["paired_per_scenario"].size() > 1)
    for (const auto& p : j["paired_per_scenario"])
      out += fmt::format("  {}: {}\n", p["scenario"].get<std::string>(), pairs_text(p));
  const auto& ds = j["decision_seconds"];
  out += fmt::format("time per decision: a {:.4f} s mean, {:.3f} s max; b {:.4f} s mean, {:.3f} s max\n",
                     ds["a"]["mean"].get<double>(), ds["a"]["max"].get<double>(),
                     ds["b"]["mean"].get<double>(), ds["b"]["max"].get<double>());
  out += fmt::format("illegal actions or refusals: {}; {:.1f} s\n", j["violations"].get<long>(), r.seconds);
  for (const auto& v : j["violations_sample"]) out += "  " + v.get<std::string>() + "\n";
  return out;
}

}  // namespace bohemia::ai
