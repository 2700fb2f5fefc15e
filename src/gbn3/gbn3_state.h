// A GBN3 game behind the engine's game interface (engine/game_state.h): the
// rules' Game, and the records a client's views need that the rules do not
// keep — who decided each action and where its piece came from, and when
// each log line was written. GBN3 hides nothing: every seat and a
// spectator see the same view, and no answer names the seed or a die not
// yet rolled (the engine's contract test checks both).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/game_state.h"
#include "gbn3/game.h"

namespace bohemia {

// What the views need to know about one action of the history.
struct ActionMeta {
  int side = -1;  // the deciding side's index; -1 for a chance outcome
  HexId from = kNoHex;
  HexId to = kNoHex;
  int day = 1;           // the day (campaigns) and
  int turn = 0;          // the hour it was played in
  std::string notation;  // as it was applied (a campaign's day 1 keeps its own map's hexes)
};

// When a log line was written, and by which action of the history.
struct LogMeta {
  int day = 1;
  int turn = 0;
  Phase phase = Phase::TurnStart;
  long action = -1;  // index of the action that wrote it; -1: the game's set-up, before any action
};

class Gbn3State final : public engine::GameState {
 public:
  // A new game. `records`: keep the views' records (a clone for search
  // does not).
  Gbn3State(const engine::System& system, std::shared_ptr<const Scenario> sc, std::uint64_t seed,
            bool records = true);

  const Game& game() const { return game_; }
  const std::vector<ActionMeta>& meta() const { return meta_; }
  const std::vector<LogMeta>& log_meta() const { return log_meta_; }

  static engine::Action pack(const Action& a) { return engine::Action::pack(a); }
  static Action unpack(const engine::Action& a) { return a.as<Action>(); }
  static engine::Seat seat_of(Side s) { return side_index(s); }

  // engine::GameState
  const engine::System& system() const override { return *system_; }
  const std::string& scenario_id() const override { return game_.scenario_ptr()->id; }
  std::uint64_t seed() const override { return game_.seed(); }
  engine::Actor actor() const override;
  std::size_t num_legal_actions() const override { return game_.legal_actions().size(); }
  engine::Action legal_action(std::size_t i) const override { return pack(game_.legal_actions()[i]); }
  std::vector<engine::ChanceOutcome> chance_outcomes() const override;
  std::string chance_description() const override;
  engine::Action sample_chance() override { return pack(game_.sample_chance()); }
  std::optional<std::string> apply(const engine::Action& a) override;
  std::string notation(const engine::Action& a) const override { return game_.notation(unpack(a)); }
  std::optional<engine::Action> parse(std::string_view text, std::string* error) const override;
  std::string action_group(const engine::Action& a) const override;
  std::unique_ptr<engine::GameState> clone() const override;
  std::size_t action_count() const override { return game_.history().size(); }
  engine::Action history(std::size_t i) const override { return pack(game_.history()[i]); }
  std::uint64_t hash() const override { return game_.hash(); }
  std::vector<std::string> check_invariants() const override { return game_.check_invariants(); }
  engine::Outcome outcome() const override;
  std::vector<double> returns() const override;
  std::unique_ptr<engine::GameState> resample(engine::Seat seat, std::uint64_t rng_seed) const override;
  void set_logging(bool on) override { game_.set_logging(on); }
  double evaluate(engine::Seat seat) const override;
  std::uint32_t action_piece(const engine::Action& a) const override;
  std::uint64_t segment() const override;
  nlohmann::json view(engine::Seat seat) const override;
  std::size_t log_size(engine::Seat) const override { return game_.log().size(); }
  nlohmann::json events(engine::Seat seat, std::size_t from) const override;
  nlohmann::json history_view(engine::Seat seat, std::size_t from) const override;
  nlohmann::json action_view(engine::Seat seat, const engine::Action& a) const override;
  engine::QueryAnswer query(engine::Seat seat, std::string_view name,
                            const engine::QueryArgs& args) const override;
  std::string save(engine::Seat seat, bool with_seed) const override;
  std::string text(engine::Seat seat, std::string_view what) const override;

 private:
  struct Quiet {};
  // A copy for search: no log, no records.
  Gbn3State(const Gbn3State& o, Quiet);
  // The log facts of a line written now by action `action`.
  LogMeta when(long action) const;

  const engine::System* system_;
  Game game_;
  bool records_ = true;
  std::vector<ActionMeta> meta_;
  std::vector<LogMeta> log_meta_;
};

}  // namespace bohemia
