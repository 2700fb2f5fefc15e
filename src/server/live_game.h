// One game the server runs: the engine's game state (any system) with its
// seats, seed and tokens, the notation of each action as it was applied,
// and the subscribers to its events. The chance outcomes and the computer
// seats' decisions are drawn here, on the server alone. Callers hold `mu`
// while they use a LiveGame.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "engine/game_state.h"
#include "engine/system.h"

namespace bohemia::server {

// Who holds a seat: a person, the random player (drawn inline: it costs
// nothing), or a level of the computer opponent (ai/levels.h), which thinks
// on the server's worker threads (docs/api.md).
enum class SeatKind : std::uint8_t { Human, Random, Easy, Normal, Hard };
std::string_view seat_kind_name(SeatKind k);
// "human", "random", "easy", "normal", "hard"; "computer" is "normal".
std::optional<SeatKind> parse_seat_kind(std::string_view s);
// The kinds a seat of a new game may be, as /api/systems lists them.
const std::vector<std::string>& seat_kind_names();
// A level of the search AI (thinks on a worker thread).
inline bool is_level(SeatKind k) {
  return k == SeatKind::Easy || k == SeatKind::Normal || k == SeatKind::Hard;
}

class LiveGame {
 public:
  // A new game of `scenario`; throws DataError.
  LiveGame(std::string id, const engine::System& system, const std::string& scenario, std::uint64_t seed);

  const std::string id;
  const engine::System& system;
  std::uint64_t seed() const { return state_->seed(); }
  bool seed_public = false;
  std::vector<SeatKind> seats;          // per seat of the system
  std::vector<std::string> token_hash;  // SHA-256 of each seat's token, "" for none
  std::mutex mu;

  const engine::GameState& state() const { return *state_; }
  std::size_t actions() const { return state_->action_count(); }
  // Each action's notation, written as it was applied (so a campaign's
  // day-1 moves keep day 1's hexes).
  const std::vector<std::string>& notations() const { return notations_; }
  // The seat that decided action `i`, or nullopt for a chance outcome.
  std::optional<engine::Seat> decider(std::size_t i) const {
    if (i >= deciders_.size() || deciders_[i] < 0) return std::nullopt;
    return deciders_[i];
  }

  // Applies one action (a decision or chance outcome). Returns the engine's
  // refusal, the game then unchanged.
  std::optional<std::string> apply(const engine::Action& a);
  // Draws chance and plays the random seats until a decision of a person
  // or of a level (thought on a worker thread), or the end of the game;
  // returns how many actions were applied.
  std::size_t run_automatic();
  // The seat whose decision a level must think about now, if any.
  std::optional<engine::Seat> computer_to_act() const;

  // The computer's work on this game (server/api_computer.cpp): a task is
  // queued or running (one at a time), and the seat it is thinking for.
  bool computer_queued = false;
  std::optional<engine::Seat> thinking;
  // Goes back to the first `count` actions (undo), by replaying them.
  void rewind(std::size_t count);
  // A fresh game after the first `count` actions (the replay view).
  std::unique_ptr<engine::GameState> replay_prefix(std::size_t count) const;

  // Event subscribers (the WebSocket sessions), each reading as `audience`
  // (a seat or engine::kSpectator), called under `mu`.
  using Send = std::function<void(const std::string&)>;
  int subscribe(engine::Seat audience, Send f);
  void unsubscribe(int handle);
  // Sends each subscriber the message `make(audience)` builds for its
  // audience ("" sends nothing), built once per audience.
  void publish(const std::function<std::string(engine::Seat)>& make) const;

 private:
  std::unique_ptr<engine::GameState> fresh() const;
  std::string scenario_;
  std::unique_ptr<engine::GameState> state_;
  std::vector<std::string> notations_;
  std::vector<engine::Seat> deciders_;  // per action: the seat, or kSpectator for chance
  struct Subscriber {
    engine::Seat audience;
    Send send;
  };
  std::map<int, Subscriber> subscribers_;
  int next_handle_ = 0;
};

}  // namespace bohemia::server
