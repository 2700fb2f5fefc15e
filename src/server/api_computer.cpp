// The computer opponent on the server (issue 17 item 4, docs/api.md): a
// level's decisions are thought on the worker pool, never on a request
// thread and never under the game's lock; hints likewise.
//
// A decision: under the lock, copy the seat's input (GameState::resample
// for the seat: only what it may know) and note the number of actions;
// think unlocked; lock again and apply only if the game is still at that
// number (else the decision is stale: an undo came in between), then
// commit, publish, and queue the next computer decision if one is due.
#include <fmt/format.h>

#include <chrono>
#include <cstdio>
#include <future>

#include "ai/levels.h"
#include "ai/player.h"
#include "server/api.h"
#include "server/token.h"

namespace bohemia::server {

using engine::Seat;
using nlohmann::json;

namespace {

ApiResponse answer(int status, const json& j) { return {status, dump(j), "application/json"}; }
ApiResponse refusal(int status, const std::string& message) { return answer(status, {{"error", message}}); }

// The hint's level and the longest a hint request waits for a worker.
constexpr const char* kHintLevel = "normal";
constexpr auto kHintWait = std::chrono::seconds(10);

// The seed of a computer decision or hint: from the game's seed and its
// number of actions through SHA-256, one way, so that nothing about the
// game's dice can be learnt from the computer's play, yet a game with a
// public seed replays alike.
std::uint64_t ai_seed(std::uint64_t game_seed, std::size_t actions, std::string_view purpose) {
  std::string h = sha256_hex(fmt::format("bohemia-ai/{}/{}/{}", purpose, game_seed, actions));
  return std::stoull(h.substr(0, 16), nullptr, 16);
}

// A player of `level` with its iteration budget (reproducible), its time
// budget as a cap, on one thread (the pool thinks for several games at once).
std::unique_ptr<ai::Player> level_player(const std::string& level, std::uint64_t seed, bool time_cap) {
  const ai::Level* l = ai::find_level(level);
  std::string spec = level;
  if (l && time_cap)
    spec = fmt::format("{}@it={},s={}", level, ai::level_iterations(*l, l->design), l->budget.seconds);
  std::string err;
  auto p = ai::make_player(spec, seed, &err);
  if (!p) throw std::runtime_error(fmt::format("computer player '{}': {}", spec, err));
  return p;
}

std::string thinking_event(const LiveGame& g, Seat seat, bool on, std::size_t at) {
  return dump(
      json{{"type", "thinking"}, {"side", g.system.seat_name(seat)}, {"thinking", on}, {"actions", at}});
}

// Whether `a` is one of the legal actions of `s` now.
bool is_legal(const engine::GameState& s, const engine::Action& a) {
  for (std::size_t i = 0; i < s.num_legal_actions(); ++i)
    if (s.legal_action(i) == a) return true;
  return false;
}

}  // namespace

void Api::schedule_computer(const std::shared_ptr<LiveGame>& g, std::chrono::milliseconds delay) {
  if (g->computer_queued || !g->computer_to_act()) return;
  g->computer_queued = true;
  std::size_t at = g->actions();
  pool_->post([this, g, at] { think(g, at); }, delay);
}

void Api::think(const std::shared_ptr<LiveGame>& gp, std::size_t at) {
  LiveGame& g = *gp;
  std::unique_ptr<engine::GameState> input;
  Seat seat = engine::kSpectator;
  SeatKind kind = SeatKind::Normal;
  std::uint64_t player_seed = 0;
  {
    std::lock_guard lock(g.mu);
    auto who = g.computer_to_act();
    if (!who || g.actions() != at) {  // moved on since it was queued
      g.computer_queued = false;
      schedule_computer(gp, std::chrono::milliseconds(0));
      return;
    }
    seat = *who;
    kind = g.seats[static_cast<std::size_t>(seat)];
    input = g.state().resample(seat, ai_seed(g.seed(), at, "decision"));
    player_seed = ai_seed(g.seed(), at, "player");  // under the lock: an undo replaces the state
    g.thinking = seat;
    g.publish([&](Seat) { return thinking_event(g, seat, true, at); });
  }
  if (computer_.before_think) computer_.before_think(g.id, at);
  std::optional<engine::Action> choice;
  try {
    auto player = level_player(std::string(seat_kind_name(kind)), player_seed, computer_.time_cap);
    choice = player->decide(*input).action;
  } catch (const std::exception& e) {
    fmt::print(stderr, "bohemia: game {}: the computer could not decide at action {}: {}\n", g.id, at,
               e.what());
  }
  input.reset();
  std::lock_guard lock(g.mu);
  g.thinking.reset();
  g.computer_queued = false;
  g.publish([&](Seat) { return thinking_event(g, seat, false, at); });
  if (g.actions() != at || !g.computer_to_act()) {  // stale: an undo came in between
    schedule_computer(gp, std::chrono::milliseconds(0));
    return;
  }
  const engine::GameState& state = g.state();
  if (!choice || !is_legal(state, *choice)) {
    // Cannot happen (the seat's view offers the same actions): a legal one rather than a stuck game.
    fmt::print(stderr,
               "bohemia: game {}: the computer's decision at action {} is not legal; it plays the first\n",
               g.id, at);
    choice = state.legal_action(0);
  }
  std::map<Seat, std::size_t> log_from;
  log_from[engine::kSpectator] = state.log_size(engine::kSpectator);
  for (std::size_t s = 0; s < g.seats.size(); ++s)
    log_from[static_cast<Seat>(s)] = state.log_size(static_cast<Seat>(s));
  if (auto bad = g.apply(*choice)) {
    fmt::print(stderr, "bohemia: game {}: the computer's decision was refused: {}\n", g.id, *bad);
    return;
  }
  g.run_automatic();
  ApiResponse err;
  if (!commit(g, at, log_from, err)) {  // the database refused: rewound; try again a little later
    fmt::print(stderr, "bohemia: game {}: {}\n", g.id, err.body);
    schedule_computer(gp, std::chrono::milliseconds(std::max(1000, computer_.pause_ms)));
    return;
  }
  schedule_computer(gp, std::chrono::milliseconds(computer_.pause_ms));
}

ApiResponse Api::hint(const ApiRequest& req, const std::shared_ptr<LiveGame>& gp) {
  LiveGame& g = *gp;
  std::shared_ptr<engine::GameState> input;
  std::size_t at = 0;
  Seat seat = engine::kSpectator;
  std::uint64_t seed = 0;
  {
    std::lock_guard lock(g.mu);
    ApiResponse err;
    auto s = seat_of(req, g, err);
    if (!s) return err;
    seat = *s;
    engine::Actor who = g.state().actor();
    if (who.kind != engine::ActorKind::Decision || who.seat != seat) {
      std::string now = who.kind == engine::ActorKind::Terminal ? "the game is over"
                        : who.kind == engine::ActorKind::Chance
                            ? "chance is to act"
                            : fmt::format("it is {}'s decision", g.system.seat_name(who.seat));
      return refusal(403, fmt::format("a hint is for the seat to decide; {} may not ask now: {}",
                                      g.system.seat_name(seat), now));
    }
    at = g.actions();
    input = g.state().resample(seat, ai_seed(g.seed(), at, "hint"));
    seed = ai_seed(g.seed(), at, "hint-player");
  }
  auto promise = std::make_shared<std::promise<ai::Decision>>();
  auto future = promise->get_future();
  pool_->post(
      [input, promise, seed, cap = computer_.time_cap] {
        try {
          promise->set_value(level_player(kHintLevel, seed, cap)->decide(*input));
        } catch (...) {
          promise->set_exception(std::current_exception());
        }
      },
      std::chrono::milliseconds(0), true);
  if (future.wait_for(kHintWait) != std::future_status::ready)
    return refusal(503, "the computer is busy: no hint in time; try again");
  ai::Decision d = future.get();
  std::lock_guard lock(g.mu);
  if (g.actions() != at)
    return answer(
        409, {{"error", fmt::format("stale: the game has {} actions, the hint was for {}", g.actions(), at)},
              {"actions", g.actions()}});
  const engine::GameState& state = g.state();
  if (!is_legal(state, d.action)) return refusal(500, "internal error: the hint is not a legal action");
  const std::string& me = g.system.seat_name(seat);
  json action = state.action_view(seat, d.action);
  return answer(200, {{"side", me},
                      {"actions", at},
                      {"action", action},
                      {"value", d.value},
                      {"level", kHintLevel},
                      {"iterations", d.iterations},
                      {"seconds", d.seconds},
                      {"explanation",
                       fmt::format("the {} computer rates the game after {} at {:+.2f} for {}, from -1 (a "
                                   "major defeat) to +1 (a major victory)",
                                   kHintLevel, state.notation(d.action), d.value, me)}});
}

}  // namespace bohemia::server
