#include "server/live_game.h"

#include "engine/random_player.h"

namespace bohemia::server {

std::string_view seat_kind_name(SeatKind k) {
  switch (k) {
    case SeatKind::Human:
      return "human";
    case SeatKind::Random:
      return "random";
    case SeatKind::Easy:
      return "easy";
    case SeatKind::Normal:
      return "normal";
    case SeatKind::Hard:
      return "hard";
  }
  return "human";
}

const std::vector<std::string>& seat_kind_names() {
  static const std::vector<std::string> kNames = {"human", "easy", "normal", "hard", "random"};
  return kNames;
}

std::optional<SeatKind> parse_seat_kind(std::string_view s) {
  for (SeatKind k : {SeatKind::Human, SeatKind::Random, SeatKind::Easy, SeatKind::Normal, SeatKind::Hard})
    if (s == seat_kind_name(k)) return k;
  if (s == "computer") return SeatKind::Normal;  // the default level (docs/api.md)
  return std::nullopt;
}

LiveGame::LiveGame(std::string game_id, const engine::System& sys, const std::string& scenario,
                   std::uint64_t seed)
    : id(std::move(game_id)),
      system(sys),
      seats(sys.info().seats.size(), SeatKind::Human),
      token_hash(sys.info().seats.size()),
      scenario_(scenario),
      state_(sys.new_game(scenario, seed)) {}

std::unique_ptr<engine::GameState> LiveGame::fresh() const {
  return system.new_game(scenario_, state_->seed());
}

std::optional<std::string> LiveGame::apply(const engine::Action& a) {
  std::string n = state_->notation(a);
  engine::Actor who = state_->actor();
  if (auto bad = state_->apply(a)) return bad;
  notations_.push_back(std::move(n));
  deciders_.push_back(who.kind == engine::ActorKind::Decision ? who.seat : engine::kSpectator);
  return std::nullopt;
}

std::size_t LiveGame::run_automatic() {
  std::size_t n = 0;
  for (;;) {
    engine::Actor who = state_->actor();
    engine::Action a;
    if (who.kind == engine::ActorKind::Chance)
      a = state_->sample_chance();
    else if (who.kind == engine::ActorKind::Decision &&
             seats[static_cast<std::size_t>(who.seat)] == SeatKind::Random)
      a = engine::seeded_random_choice(*state_);
    else
      break;
    if (apply(a)) break;  // cannot happen: the engine offered it
    ++n;
  }
  return n;
}

std::optional<engine::Seat> LiveGame::computer_to_act() const {
  engine::Actor who = state_->actor();
  if (who.kind != engine::ActorKind::Decision || who.seat < 0 ||
      static_cast<std::size_t>(who.seat) >= seats.size() ||
      !is_level(seats[static_cast<std::size_t>(who.seat)]))
    return std::nullopt;
  return who.seat;
}

std::unique_ptr<engine::GameState> LiveGame::replay_prefix(std::size_t count) const {
  auto g = fresh();
  for (std::size_t i = 0; i < count && i < state_->action_count(); ++i) g->apply(state_->history(i));
  return g;
}

void LiveGame::rewind(std::size_t count) {
  auto g = replay_prefix(count);
  notations_.resize(std::min(count, notations_.size()));
  deciders_.resize(std::min(count, deciders_.size()));
  state_ = std::move(g);
}

int LiveGame::subscribe(engine::Seat audience, Send f) {
  int h = next_handle_++;
  subscribers_[h] = Subscriber{audience, std::move(f)};
  return h;
}

void LiveGame::unsubscribe(int handle) { subscribers_.erase(handle); }

void LiveGame::publish(const std::function<std::string(engine::Seat)>& make) const {
  std::map<engine::Seat, std::string> built;
  for (const auto& [h, s] : subscribers_) {
    auto it = built.find(s.audience);
    if (it == built.end()) it = built.emplace(s.audience, make(s.audience)).first;
    if (!it->second.empty()) s.send(it->second);
  }
}

}  // namespace bohemia::server
