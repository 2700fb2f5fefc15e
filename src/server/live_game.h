// One game the server runs: the engine's Game with its seats, seed and the
// facts the views need about each past action (who decided it, where a piece
// came from) and each log line (the hour and phase it was written in), which
// the engine does not keep. The chance outcomes and the computer side's
// decisions are drawn here, on the server alone. Callers hold `mu` while
// they use a LiveGame.
#pragma once

#include <array>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "game/game.h"

namespace bohemia::server {

enum class SeatKind : std::uint8_t { Human, Random };
std::string_view seat_name(SeatKind k);
std::optional<SeatKind> parse_seat(std::string_view s);

// What the views need to know about one action of the history.
struct ActionMeta {
  int side = -1;  // the deciding side's index; -1 for a chance outcome
  HexId from = kNoHex;
  HexId to = kNoHex;
  int day = 1;   // the day (campaigns) and
  int turn = 0;  // the hour it was played in
  // Its notation on the map of the day it was played: a campaign's day 2
  // may be on another map (VV174 §13), where the same HexId is another hex,
  // so the notation is written when the action is applied.
  std::string notation;
};

// When a log line was written, and by which action of the history.
struct LogMeta {
  int day = 1;
  int turn = 0;
  Phase phase = Phase::TurnStart;
  long action = -1;  // index of the action that wrote it; -1: the game's set-up, before any action
};

class LiveGame {
 public:
  LiveGame(std::string id, std::shared_ptr<const Scenario> sc, std::uint64_t seed);

  const std::string id;
  std::uint64_t seed() const { return game_->seed(); }
  bool seed_public = false;
  std::array<SeatKind, kSides> seats{SeatKind::Human, SeatKind::Human};
  std::array<std::string, kSides> token_hash;  // SHA-256 of each seat's token, "" for none
  std::mutex mu;

  const Game& game() const { return *game_; }
  std::size_t actions() const { return game_->history().size(); }
  const std::vector<ActionMeta>& meta() const { return meta_; }
  const std::vector<LogMeta>& log_meta() const { return log_meta_; }
  // The notation of action `i` of the history, as written when it was
  // played (on its day's map): what the store, the history and the events
  // hold.
  const std::string& notation(std::size_t i) const { return meta_[i].notation; }

  // Applies one action (a decision or chance outcome) and records its facts.
  // Returns the engine's refusal, the game then unchanged.
  std::optional<std::string> apply(const Action& a);
  // Draws chance and plays the computer seats until a human decision or the
  // end of the game; returns how many actions were applied.
  std::size_t run_automatic();
  // The decision the computer seat picks now: a function of the seed and the
  // number of actions so far, like the dice (so a restart replays alike).
  Action computer_choice() const;
  // Goes back to the first `count` actions (undo), by replaying them.
  void rewind(std::size_t count);
  // A fresh game after the first `count` actions (the replay view).
  std::unique_ptr<Game> replay_prefix(std::size_t count) const;

  // Event subscribers (the WebSocket sessions), called under `mu`.
  int subscribe(std::function<void(const std::string&)> f);
  void unsubscribe(int handle);
  void publish(const std::string& message) const;

 private:
  // The log facts of a line written now by action `action`.
  LogMeta when(long action) const;
  std::unique_ptr<Game> game_;
  std::vector<ActionMeta> meta_;
  std::vector<LogMeta> log_meta_;
  std::map<int, std::function<void(const std::string&)>> subscribers_;
  int next_handle_ = 0;
};

}  // namespace bohemia::server
