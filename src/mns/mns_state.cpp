#include "mns/mns_state.h"

#include <fmt/format.h>

#include "core/rng.h"
#include "mns/evaluate.h"
#include "mns/hidden_resample.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

MnsState::MnsState(const engine::System& system, std::shared_ptr<const Scenario> sc, std::uint64_t seed,
                   bool records)
    : system_(&system), game_(std::move(sc), seed), records_(records) {
  if (!records_) game_.set_logging(false);
}

engine::Actor MnsState::actor() const {
  switch (game_.wait()) {
    case WaitKind::Decision:
      return {engine::ActorKind::Decision, static_cast<engine::Seat>(game_.deciding())};
    case WaitKind::Chance:
      return {engine::ActorKind::Chance, engine::kSpectator};
    case WaitKind::Terminal:
      break;
  }
  return {engine::ActorKind::Terminal, engine::kSpectator};
}

std::vector<engine::ChanceOutcome> MnsState::chance_outcomes() const {
  std::vector<engine::ChanceOutcome> out;
  if (game_.wait() != WaitKind::Chance) return out;
  int n = game_.dice();
  for (int v = n; v <= 6 * n; ++v) {
    Action a{ActionType::Roll, static_cast<std::int8_t>(v)};
    double p = n == 1 ? 1.0 / 6 : (6 - std::abs(v - 7)) / 36.0;
    out.push_back({pack(a), p});
  }
  return out;
}

std::optional<std::string> MnsState::apply(const engine::Action& packed) {
  Action a = unpack(packed);
  int who = game_.wait() == WaitKind::Decision ? static_cast<int>(game_.deciding()) : -1;
  if (auto bad = game_.apply(a)) return bad;
  if (records_) deciders_.push_back(static_cast<std::int8_t>(who));
  return std::nullopt;
}

std::optional<engine::Action> MnsState::parse(std::string_view text, std::string* error) const {
  auto a = game_.parse(text, error);
  if (!a) return std::nullopt;
  return pack(*a);
}

std::string MnsState::action_group(const engine::Action& packed) const {
  Action a = unpack(packed);
  switch (a.type) {
    case ActionType::Place:
    case ActionType::Line:
    case ActionType::Pivot:
    case ActionType::Enter:
    case ActionType::Reenter:
    case ActionType::Deploy:
    case ActionType::Step:
    case ActionType::Advance: {
      std::string n = game_.notation(a);
      std::size_t second = n.find(' ', n.find(' ') + 1);
      return n.substr(0, second);
    }
    case ActionType::To:
      return "to";
    case ActionType::March:
      return "march";
    case ActionType::Charge:
      return "charge";
    case ActionType::Marker:
      return "marker " + game_.piece_name(a.unit);
    case ActionType::Move:
      return "move";
    default:
      return "";
  }
}

std::unique_ptr<engine::GameState> MnsState::clone() const {
  auto c = std::make_unique<MnsState>(*this);
  c->game_ = game_.copy_without_log();
  c->records_ = false;
  c->deciders_.clear();
  return c;
}

engine::Outcome MnsState::outcome() const {
  State copy = game_.state();
  Caches caches;
  Board b(game_.scenario(), copy, caches);
  int winner = -1;
  std::string level;
  engine::Outcome o;
  explain_victory(b, &winner, &level, &o.reason);
  o.winner = winner >= 0 ? winner : engine::kSpectator;
  o.level = level;
  o.key = winner >= 0 ? fmt::format("{} {}", side_id(static_cast<Side>(winner)), level) : "draw";
  for (int s = 0; s < kSides; ++s) {
    std::size_t i = static_cast<std::size_t>(s);
    const Scenario& sc = game_.scenario();
    o.vp.push_back(copy.vp_destroyed[i] * sc.vp_destroyed + copy.vp_casualties[i] * sc.vp_leader_casualty +
                   copy.vp_captured[i] * sc.vp_captured + copy.vp_hq[i] * sc.vp_hq_captured);
  }
  return o;
}

std::vector<double> MnsState::returns() const {
  std::vector<double> r(kSides, 0.0);
  if (!game_.over()) return r;
  engine::Outcome o = outcome();
  if (o.winner < 0) return r;
  double v = o.level == "victory" ? 1.0 : 0.5;
  r[static_cast<std::size_t>(o.winner)] = v;
  r[static_cast<std::size_t>(1 - o.winner)] = -v;
  return r;
}

double MnsState::evaluate(engine::Seat seat) const {
  if (game_.over()) return returns()[static_cast<std::size_t>(seat)];
  return mns_evaluate(game_.scenario(), game_.state(), static_cast<Side>(seat));
}

// The stretch ends when a piece's move or an attack is done: the turn, the
// phase, the phasing side and how many units have moved or attacked.
std::uint64_t MnsState::segment() const {
  const State& s = game_.state();
  std::uint64_t done = 0;
  for (const UnitState& u : s.units) done += u.has(kMoved) + u.has(kAttacked);
  return (static_cast<std::uint64_t>(s.turn) << 40) | (static_cast<std::uint64_t>(s.phase) << 32) |
         (static_cast<std::uint64_t>(s.active) << 24) | done;
}

std::unique_ptr<engine::GameState> MnsState::resample(engine::Seat seat, std::uint64_t rng_seed) const {
  auto c = std::make_unique<MnsState>(*this);
  Rng rng(rng_seed);
  if (seat != static_cast<engine::Seat>(Side::Austria) && seat != engine::kReferee)
    redraw_hidden(c->game_, rng);
  c->game_.reseed(rng.next());
  return c;
}

}  // namespace bohemia::mns
