#include "mns/game.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/rng.h"
#include "mns/rules.h"

namespace bohemia::mns {

// ------------------------------------------------------------------- Ctx

Ctx::Ctx(Game& g) : s(g.s_), sc(*g.sc_), game(g) {}

Action Ctx::choose(Side side, std::vector<Action> options, std::vector<std::uint8_t> effects) {
  if (options.size() == 1) return options.front();
  if (next_ < game.answers_.size()) return game.answers_[next_++];
  game.wait_ = WaitKind::Decision;
  game.deciding_ = side;
  game.legal_effects_ = effects.size() == options.size() ? std::move(effects) : std::vector<std::uint8_t>{};
  game.legal_ = std::move(options);
  throw Suspend{};
}

bool Ctx::asking(std::size_t n) const { return n > 1 && next_ >= game.answers_.size() && game.logging_; }

int Ctx::die() {
  if (next_ < game.answers_.size()) return game.answers_[next_++].value;
  game.wait_ = WaitKind::Chance;
  game.dice_ = 1;
  game.legal_.clear();
  game.legal_effects_.clear();
  throw Suspend{};
}

int Ctx::two_dice() {
  if (next_ < game.answers_.size()) return game.answers_[next_++].value;
  game.wait_ = WaitKind::Chance;
  game.dice_ = 2;
  game.legal_.clear();
  game.legal_effects_.clear();
  throw Suspend{};
}

void Ctx::log(std::string_view section, std::string text, int audience) {
  game.emit(section, std::move(text), audience);
}

// ------------------------------------------------------------------ Game

Game::Game(std::shared_ptr<const Scenario> sc, std::uint64_t seed) : sc_(std::move(sc)), seed_(seed) {
  s_.units.resize(sc_->units.size());
  s_.replaced.assign(sc_->formations.size(), 0);
  s_.arrivals.resize(sc_->arrivals.size());
  s_.weather = sc_->start_weather;
  Board b(*sc_, s_, caches_);
  start_game(b);
  log_base_ = 0;
  emitted_ = 0;
  Ctx(*this).log(
      "17.1", "the Austrian sets up (17.2 historical or 17.3 free); the Prussians arrive from turn 1 (17.4)");
  advance();
}

Game Game::copy_without_log() const {
  Game g(*this);
  g.log_.clear();
  g.logging_ = false;
  g.log_base_ = 0;
  return g;
}

void Game::emit(std::string_view section, std::string text, int audience) {
  if (!logging_) return;
  std::size_t idx = log_base_ + emitted_++;
  if (idx < log_.size()) return;  // written by an earlier run of this task
  log_.push_back({std::string(section), std::move(text), static_cast<std::int8_t>(audience),
                  static_cast<std::int32_t>(history_.size()) - 1, static_cast<std::int8_t>(s_.turn)});
}

bool Game::run_running() {
  if (snapshot_) s_ = *snapshot_;
  emitted_ = 0;
  Ctx x(*this);
  Board b(*sc_, s_, caches_);
  try {
    run_task(x, b, running_);
  } catch (const Suspend&) {
    return false;
  }
  running_ = Task{};
  snapshot_.reset();
  answers_.clear();
  return true;
}

void Game::advance() {
  for (;;) {
    if (running_.type != TaskType::None) {
      if (!run_running()) return;
      continue;
    }
    if (!s_.tasks.empty()) {
      running_ = s_.tasks.front();
      s_.tasks.erase(s_.tasks.begin());
      snapshot_ = std::make_shared<State>(s_);
      answers_.clear();
      log_base_ = log_.size();
      continue;
    }
    if (s_.phase == Phase::GameOver) {
      wait_ = WaitKind::Terminal;
      legal_.clear();
      legal_effects_.clear();
      return;
    }
    Board b(*sc_, s_, caches_);
    legal_ = phase_actions(b);
    legal_effects_.clear();
    wait_ = WaitKind::Decision;
    deciding_ = s_.active;
    if (!legal_.empty()) return;
    // A phase with nothing to decide must have moved on by itself.
    wait_ = WaitKind::Terminal;
    return;
  }
}

std::uint8_t Game::effects_of(const Action& a) const {
  if (legal_effects_.size() != legal_.size()) return 0;
  auto it = std::find(legal_.begin(), legal_.end(), a);
  return it == legal_.end() ? 0 : legal_effects_[static_cast<std::size_t>(it - legal_.begin())];
}

Action Game::sample_chance() const {
  // A function of the seed and the number of actions so far (a loaded game rolls on alike).
  Rng r(seed_ ^ (0x9e3779b97f4a7c15ULL * (history_.size() + 1)));
  r.next();
  Action a;
  a.type = ActionType::Roll;
  a.value = static_cast<std::int8_t>(dice_ == 2 ? 2 + r.below(6) + r.below(6) : 1 + r.below(6));
  return a;
}

std::optional<std::string> Game::apply(const Action& a) {
  switch (wait_) {
    case WaitKind::Terminal:
      return std::string("3.2: the game is over");
    case WaitKind::Chance:
      if (a.type != ActionType::Roll || a.value < dice_ || a.value > 6 * dice_)
        return fmt::format("a chance event is pending: {} (roll {}..{})", dice_ == 2 ? "2d6" : "d6", dice_,
                           6 * dice_);
      break;
    case WaitKind::Decision:
      if (std::find(legal_.begin(), legal_.end(), a) == legal_.end()) {
        Board b(*sc_, s_, caches_);
        std::string why =
            running_.type == TaskType::None ? refusal_reason(b, a) : task_refusal_reason(b, running_, a);
        return fmt::format("not a legal decision now: {}{}", notation(a),
                           why.empty() ? "" : " (" + why + ")");
      }
      break;
  }
  history_.push_back(a);
  if (running_.type != TaskType::None) {
    answers_.push_back(a);
  } else {
    log_base_ = log_.size();
    emitted_ = 0;
    Ctx x(*this);
    Board b(*sc_, s_, caches_);
    apply_phase_action(x, b, a);
  }
  advance();
  return std::nullopt;
}

}  // namespace bohemia::mns
