// A Musket & Saber game behind the engine's game interface
// (engine/game_state.h): the rules' Game, and per action the seat that
// decided it. The Austrian hides units (§19.8): what the Prussian seat or a
// spectator reads (views, log, history, saves, queries) leaves out which
// marker is real and what each box holds, and resample() draws those again.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/game_state.h"
#include "mns/game.h"

namespace bohemia::mns {

class MnsState final : public engine::GameState {
 public:
  MnsState(const engine::System& system, std::shared_ptr<const Scenario> sc, std::uint64_t seed,
           bool records = true);

  const Game& game() const { return game_; }
  Game& game_mut() { return game_; }
  static engine::Action pack(const Action& a) { return engine::Action::pack(a); }
  static Action unpack(const engine::Action& a) { return a.as<Action>(); }

  const engine::System& system() const override { return *system_; }
  const std::string& scenario_id() const override { return game_.scenario().id; }
  std::uint64_t seed() const override { return game_.seed(); }
  engine::Actor actor() const override;
  std::size_t num_legal_actions() const override { return game_.legal_actions().size(); }
  engine::Action legal_action(std::size_t i) const override { return pack(game_.legal_actions()[i]); }
  std::vector<engine::ChanceOutcome> chance_outcomes() const override;
  std::string chance_description() const override { return game_.dice() == 2 ? "2d6" : "d6"; }
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
  // For the computer players (issue 17): the Königgrätz evaluation
  // (evaluate.h), and one piece's move or one attack as a stretch of play.
  double evaluate(engine::Seat seat) const override;
  std::uint64_t segment() const override;
  nlohmann::json view(engine::Seat seat) const override;
  std::size_t log_size(engine::Seat seat) const override;
  nlohmann::json events(engine::Seat seat, std::size_t from) const override;
  nlohmann::json history_view(engine::Seat seat, std::size_t from) const override;
  nlohmann::json action_view(engine::Seat seat, const engine::Action& a) const override;
  engine::QueryAnswer query(engine::Seat seat, std::string_view name,
                            const engine::QueryArgs& args) const override;
  std::string save(engine::Seat seat, bool with_seed) const override;
  std::string text(engine::Seat seat, std::string_view what) const override;

  // Who decided action i (a seat), or -1 for chance.
  int decider(std::size_t i) const { return i < deciders_.size() ? deciders_[i] : -1; }
  // The action as `seat` may read it (a hidden-movement choice is masked).
  std::string notation_for(engine::Seat seat, std::size_t i) const;
  bool visible(engine::Seat seat, int audience) const;

 private:
  const engine::System* system_;
  Game game_;
  bool records_ = true;
  std::vector<std::int8_t> deciders_;
};

}  // namespace bohemia::mns
