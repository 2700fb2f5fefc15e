// Load client for `bohemia serve` (issue 8): N concurrent games on loopback,
// each played by its own connection (both seats human, random legal
// decisions), measuring the latency of every POST /actions (the decision
// applied, chance drawn, committed to SQLite with synchronous=FULL, the view
// returned). Prints p50/p90/p99/max. Run it with bench/load/run_load.sh.
// With --ai-games K, K more games of computer against computer (at
// --ai-level) play themselves on the server's worker threads meanwhile
// (issue 17: other games' p99 while AIs think; serve with --computer-pause 0).
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <chrono>
#include <cstdlib>
#include <mutex>
#include <nlohmann/json.hpp>
#include <random>
#include <thread>
#include <vector>

namespace beast = boost::beast;
namespace http = beast::http;
namespace net = boost::asio;
using tcp = net::ip::tcp;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

namespace {

// One keep-alive connection.
class Client {
 public:
  Client(const std::string& host, const std::string& port) : stream_(ioc_) {
    tcp::resolver resolver(ioc_);
    stream_.connect(resolver.resolve(host, port));
    // As browsers do: a request written in two pieces must not wait for the
    // server's delayed ACK (Nagle).
    stream_.socket().set_option(tcp::no_delay(true));
  }
  json call(http::verb verb, const std::string& target, const std::string& token, const std::string& body,
            int* status, double* server_ms = nullptr) {
    http::request<http::string_body> req{verb, target, 11};
    req.set(http::field::host, "127.0.0.1");
    if (!token.empty()) req.set(http::field::authorization, "Bearer " + token);
    if (!body.empty()) req.set(http::field::content_type, "application/json");
    req.body() = body;
    req.prepare_payload();
    http::write(stream_, req);
    beast::flat_buffer buf;
    http::response_parser<http::string_body> p;
    p.body_limit(64 * 1024 * 1024);
    http::read(stream_, buf, p);
    *status = static_cast<int>(p.get().result_int());
    if (server_ms) {
      // "Server-Timing: app;dur=1.234": the server's own handling time.
      std::string t(p.get()["Server-Timing"]);
      std::size_t k = t.find("dur=");
      *server_ms = k == std::string::npos ? 0 : std::atof(t.c_str() + k + 4);
    }
    return json::parse(p.get().body(), nullptr, false);
  }

 private:
  net::io_context ioc_;
  beast::tcp_stream stream_;
};

double percentile(std::vector<double>& v, double q) {
  if (v.empty()) return 0;
  std::size_t k = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1));
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(k), v.end());
  return v[k];
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"load client for bohemia serve: action latency with N concurrent games"};
  std::string host = "127.0.0.1", port = "8066", scenario = "trautenau";
  int games = 100, seconds = 20, think_ms = 0;
  app.add_option("--host", host)->capture_default_str();
  app.add_option("--port", port)->capture_default_str();
  app.add_option("--games", games, "concurrent games, one connection each")->capture_default_str();
  app.add_option("--seconds", seconds, "how long to play")->capture_default_str();
  app.add_option("--think-ms", think_ms, "pause of a player between two decisions")->capture_default_str();
  app.add_option("--scenario", scenario)->capture_default_str();
  bool stagger = false;
  app.add_flag("--stagger", stagger, "start player i at i/games of the think time, instead of all at once");
  bool poisson = false;
  app.add_flag("--poisson", poisson,
               "independent players: each pause drawn from an exponential distribution of mean --think-ms, "
               "and a random start within the first pause (the actions then arrive as a Poisson process)");
  int ai_games = 0;
  std::string ai_level = "normal";
  app.add_option("--ai-games", ai_games, "games of computer against computer thinking meanwhile")
      ->capture_default_str();
  app.add_option("--ai-level", ai_level, "their level (both seats)")->capture_default_str();
  CLI11_PARSE(app, argc, argv);

  std::mutex mu;
  std::vector<double> latencies, server_times;
  std::atomic<int> errors{0}, finished{0};
  const auto stop = Clock::now() + std::chrono::seconds(seconds);
  // The computer games: each watched (its view read every 200 ms) until it
  // ends, then another begins; their decisions are counted.
  std::atomic<long> ai_decisions{0};
  std::atomic<int> ai_finished{0};
  std::vector<std::thread> watchers;
  for (int k = 0; k < ai_games; ++k)
    watchers.emplace_back([&, k] {
      try {
        Client c(host, port);
        int status = 0;
        while (Clock::now() < stop) {
          json g = c.call(
              http::verb::post, "/api/games", "",
              json{{"scenario", scenario}, {"prussia", ai_level}, {"austria", ai_level}, {"seed", 100000 + k}}
                  .dump(),
              &status);
          if (status != 201) {
            ++errors;
            fmt::print(stderr, "computer game {}: HTTP {}: {}\n", k, status, g.dump());
            return;
          }
          std::string id = g["id"];
          long seen = 0;
          json view;
          do {
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            view = c.call(http::verb::get, "/api/games/" + id, "", "", &status);
            long now = view.value("actions", 0L);
            ai_decisions += now - seen;
            seen = now;
          } while (Clock::now() < stop && !view.value("over", false));
          if (view.value("over", false)) ++ai_finished;
        }
      } catch (const std::exception& e) {
        ++errors;
        fmt::print(stderr, "computer game {}: {}\n", k, e.what());
      }
    });
  std::vector<std::thread> players;
  for (int i = 0; i < games; ++i)
    players.emplace_back([&, i] {
      try {
        Client c(host, port);
        std::mt19937_64 rng(static_cast<std::uint64_t>(i) + 1);
        if (stagger && think_ms)  // players do not all start in the same millisecond
          std::this_thread::sleep_for(std::chrono::milliseconds(think_ms * i / games));
        std::exponential_distribution<double> pause(think_ms ? 1.0 / think_ms : 1.0);
        if (poisson && think_ms)
          std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(
              std::uniform_real_distribution<double>(0, think_ms)(rng)));
        std::vector<double> mine, mine_server;
        int status = 0;
        while (Clock::now() < stop) {
          json g = c.call(
              http::verb::post, "/api/games", "",
              json{{"scenario", scenario}, {"prussia", "human"}, {"austria", "human"}, {"seed", i}}.dump(),
              &status);
          if (status != 201) {
            ++errors;
            return;
          }
          std::string id = g["id"];
          json view = c.call(http::verb::get, "/api/games/" + id, "", "", &status);
          while (Clock::now() < stop && !view["over"].get<bool>()) {
            std::string side = view["actor"]["side"];
            std::string token = g["seats"][side];
            json legal = c.call(http::verb::get, "/api/games/" + id + "/legal", token, "", &status);
            const json& acts = legal["actions"];
            if (status != 200 || acts.empty()) {
              ++errors;
              break;
            }
            std::string a = acts[rng() % acts.size()]["notation"];
            if (poisson && think_ms)
              std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(pause(rng)));
            else if (think_ms)
              std::this_thread::sleep_for(std::chrono::milliseconds(think_ms));
            auto t0 = Clock::now();
            double server_ms = 0;
            view = c.call(http::verb::post, "/api/games/" + id + "/actions", token,
                          json{{"action", a}, {"expect", view["actions"]}}.dump(), &status, &server_ms);
            mine.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
            mine_server.push_back(server_ms);
            if (status != 200) {
              ++errors;
              break;
            }
          }
          if (view.is_object() && view.value("over", false)) ++finished;
        }
        std::lock_guard lock(mu);
        latencies.insert(latencies.end(), mine.begin(), mine.end());
        server_times.insert(server_times.end(), mine_server.begin(), mine_server.end());
      } catch (const std::exception& e) {
        ++errors;
        fmt::print(stderr, "player {}: {}\n", i, e.what());
      }
    });
  for (auto& t : players) t.join();
  for (auto& t : watchers) t.join();
  double n = static_cast<double>(latencies.size());
  fmt::print("games {}  seconds {}  think {} ms  actions {}  ({:.0f}/s)  games finished {}  errors {}\n",
             games, seconds, think_ms, latencies.size(), n / seconds, finished.load(), errors.load());
  if (ai_games)
    fmt::print("computer games {} at {}: {} actions played (decisions and dice), {} games finished\n",
               ai_games, ai_level, ai_decisions.load(), ai_finished.load());
  fmt::print("POST /actions latency ms: p50 {:.2f}  p90 {:.2f}  p99 {:.2f}  max {:.2f}\n",
             percentile(latencies, 0.50), percentile(latencies, 0.90), percentile(latencies, 0.99),
             latencies.empty() ? 0.0 : *std::max_element(latencies.begin(), latencies.end()));
  fmt::print("  of which in the server (Server-Timing) ms: p50 {:.2f}  p90 {:.2f}  p99 {:.2f}\n",
             percentile(server_times, 0.50), percentile(server_times, 0.90), percentile(server_times, 0.99));
  return errors.load() == 0 ? 0 : 1;
}
