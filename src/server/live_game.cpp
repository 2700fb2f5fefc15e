#include "server/live_game.h"

#include "game/rng.h"

namespace bohemia::server {

namespace {

// Salt of the computer seat's choices, so that they do not repeat the dice.
constexpr std::uint64_t kComputerSalt = 0x7f4a7c159e3779b9ULL;

HexId piece_hex(const Game& g, Piece p) {
  const State& s = g.state();
  if (p.is_unit()) return s.units[static_cast<std::size_t>(p.index())].hex;
  if (p.is_commander()) return s.commanders[static_cast<std::size_t>(p.index())].hex;
  if (p.is_cinc()) return s.cincs[static_cast<std::size_t>(p.index())].hex;
  return kNoHex;
}

}  // namespace

std::string_view seat_name(SeatKind k) { return k == SeatKind::Human ? "human" : "random"; }

std::optional<SeatKind> parse_seat(std::string_view s) {
  if (s == "human") return SeatKind::Human;
  if (s == "random") return SeatKind::Random;
  return std::nullopt;
}

LiveGame::LiveGame(std::string game_id, std::shared_ptr<const Scenario> sc, std::uint64_t seed)
    : id(std::move(game_id)), game_(std::make_unique<Game>(std::move(sc), seed)) {
  log_meta_.resize(game_->log().size(), when(-1));
}

LogMeta LiveGame::when(long action) const {
  const State& s = game_->state();
  return LogMeta{s.day, s.turn, s.phase, action};
}

std::optional<std::string> LiveGame::apply(const Action& a) {
  Actor who = game_->actor();
  ActionMeta m;
  m.side = who.kind == ActorKind::Decision ? side_index(who.side) : -1;
  if (a.piece.is_ok()) m.from = piece_hex(*game_, a.piece);
  m.to = a.hex;
  m.day = game_->state().day;
  m.turn = game_->state().turn;
  m.notation = game_->notation(a);
  LogMeta at = when(static_cast<long>(game_->history().size()));
  if (auto bad = game_->apply(a)) return bad;
  meta_.push_back(m);
  log_meta_.resize(game_->log().size(), at);
  return std::nullopt;
}

Action LiveGame::computer_choice() const {
  const std::vector<Action>& legal = game_->legal_actions();
  Rng index(static_cast<std::uint64_t>(game_->history().size()));
  Rng rng(game_->seed() ^ kComputerSalt ^ index.next());
  return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

std::size_t LiveGame::run_automatic() {
  std::size_t n = 0;
  while (!game_->over()) {
    Actor who = game_->actor();
    Action a;
    if (who.kind == ActorKind::Chance)
      a = game_->sample_chance();
    else if (seats[static_cast<std::size_t>(side_index(who.side))] == SeatKind::Random)
      a = computer_choice();
    else
      break;
    if (apply(a)) break;  // cannot happen: the engine offered it
    ++n;
  }
  return n;
}

std::unique_ptr<Game> LiveGame::replay_prefix(std::size_t count) const {
  auto g = std::make_unique<Game>(game_->scenario_ptr(), game_->seed());
  const std::vector<Action>& h = game_->history();
  for (std::size_t i = 0; i < count && i < h.size(); ++i) g->apply(h[i]);
  return g;
}

void LiveGame::rewind(std::size_t count) {
  std::vector<Action> h = game_->history();
  game_ = std::make_unique<Game>(game_->scenario_ptr(), game_->seed());
  meta_.clear();
  log_meta_.assign(game_->log().size(), when(-1));
  for (std::size_t i = 0; i < count && i < h.size(); ++i) apply(h[i]);
}

int LiveGame::subscribe(std::function<void(const std::string&)> f) {
  int h = next_handle_++;
  subscribers_[h] = std::move(f);
  return h;
}

void LiveGame::unsubscribe(int handle) { subscribers_.erase(handle); }

void LiveGame::publish(const std::string& message) const {
  for (const auto& [h, f] : subscribers_) f(message);
}

}  // namespace bohemia::server
