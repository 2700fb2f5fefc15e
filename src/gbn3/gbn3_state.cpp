#include "gbn3/gbn3_state.h"

#include <fmt/format.h>

#include "gbn3/evaluate.h"
#include "gbn3/los.h"
#include "gbn3/odds.h"
#include "gbn3/render.h"
#include "gbn3/save.h"
#include "gbn3/special/special_rule.h"
#include "gbn3/views.h"

namespace bohemia {

namespace {

using engine::QueryAnswer;
using nlohmann::json;

HexId piece_hex(const Game& g, Piece p) {
  const State& s = g.state();
  if (p.is_unit()) return s.units[static_cast<std::size_t>(p.index())].hex;
  if (p.is_commander()) return s.commanders[static_cast<std::size_t>(p.index())].hex;
  if (p.is_cinc()) return s.cincs[static_cast<std::size_t>(p.index())].hex;
  return kNoHex;
}

Piece piece_by_id(const Scenario& sc, const std::string& id) {
  if (int u = sc.unit_index(id); u >= 0) return Piece::unit(u);
  if (int f = sc.formation_index(id); f >= 0) return Piece::commander(f);
  if (int c = sc.cinc_index(id); c >= 0) return Piece::cinc(c);
  return Piece();
}

// The rule section an engine message starts with ("9.3: …"), or "".
std::string section_of(const std::string& message) {
  std::size_t i = 0;
  while (i < message.size() && (std::isdigit(static_cast<unsigned char>(message[i])) || message[i] == '.'))
    ++i;
  if (i == 0 || i >= message.size() || message[i] != ':') return "";
  return message.substr(0, i);
}

const std::string* arg(const engine::QueryArgs& args, const char* k) {
  auto it = args.find(k);
  return it == args.end() ? nullptr : &it->second;
}

// GET …/reach?piece=ID (docs/api.md): the active formation's pieces in the
// movement phase.
QueryAnswer reach_query(const Game& game, const engine::QueryArgs& args) {
  const Map& m = *game.scenario().map;
  const std::string* pid = arg(args, "piece");
  if (!pid)
    return QueryAnswer::error(QueryAnswer::Status::BadRequest,
                              "query 'piece' is missing (a unit or commander id)");
  Piece p = piece_by_id(game.scenario(), *pid);
  if (!p.is_ok())
    return QueryAnswer::error(QueryAnswer::Status::NotFound, fmt::format("unknown piece '{}'", *pid));
  json out = json::array();
  if (game.state().phase == Phase::Movement && !p.is_cinc() && game.actor().kind == ActorKind::Decision)
    for (const Reach& r : game.reachable(p)) {
      json path = json::array();
      for (HexId h : r.path) path.push_back(m.label(h));
      out.push_back({{"hex", m.label(r.hex)}, {"cost", r.cost / 2.0}, {"path", path}});
    }
  return QueryAnswer::ok(out);
}

// GET …/los?from=HEX&to=HEX (§9.2.1).
QueryAnswer los_query(const Game& game, const engine::QueryArgs& args) {
  const Map& m = *game.scenario().map;
  const std::string* from = arg(args, "from");
  const std::string* to = arg(args, "to");
  if (!from || !to)
    return QueryAnswer::error(QueryAnswer::Status::BadRequest,
                              "queries 'from' and 'to' are needed (CCRR hexes)");
  HexId a = m.parse_label(*from), b = m.parse_label(*to);
  if (a == kNoHex)
    return QueryAnswer::error(QueryAnswer::Status::BadRequest,
                              fmt::format("'{}' is not a hex of this map", *from));
  if (b == kNoHex)
    return QueryAnswer::error(QueryAnswer::Status::BadRequest,
                              fmt::format("'{}' is not a hex of this map", *to));
  LosTrace t = trace_line_of_sight(game, a, b);
  json line = json::array();
  for (HexId h : t.line) line.push_back(m.label(h));
  return QueryAnswer::ok(
      {{"clear", t.clear},
       {"in_range", t.in_range},
       {"blocked_by", t.blocked_by == kNoHex ? json(nullptr) : json(m.label(t.blocked_by))},
       {"line", line},
       {"section", "9.2.1"}});
}

json odds_json(const Game& g, const Odds& o) {
  auto roll_json = [](const RollOdds& r) {
    json mods = json::array();
    for (const OddsModifier& m : r.modifiers)
      mods.push_back({{"text", m.text}, {"section", m.section}, {"column", m.column}, {"drm", m.drm}});
    return json{{"roll", r.roll},     {"section", r.section}, {"modifiers", mods},
                {"column", r.column}, {"drm", r.drm},         {"results", r.results}};
  };
  json j;
  j["action"] = g.notation(o.action);
  j["kind"] = o.kind;
  const RollOdds& main = o.rolls[o.main];
  json mj = roll_json(main);
  j["modifiers"] = mj["modifiers"];
  j["column"] = main.column;
  j["drm"] = main.drm;
  j["results"] = o.main_results;
  json rolls = json::array();
  for (const RollOdds& r : o.rolls) rolls.push_back(roll_json(r));
  j["rolls"] = rolls;
  json combined = json::array();
  for (const CombinedOutcome& c : o.combined) {
    json e = {
        {"defence", c.defence}, {"attack", c.attack.empty() ? json(nullptr) : json(c.attack)}, {"p", c.p}};
    if (!c.morale.empty()) e["morale"] = c.morale;
    combined.push_back(e);
  }
  j["combined"] = combined;
  j["assumptions"] = o.assumptions;
  return j;
}

// GET …/odds?action=NOTATION: exact odds of a combat (docs/api.md).
QueryAnswer odds_query(const Game& game, const engine::QueryArgs& args) {
  const std::string* text = arg(args, "action");
  if (!text)
    return QueryAnswer::error(QueryAnswer::Status::BadRequest,
                              "query 'action' is missing (an action in notation)");
  std::string perr;
  auto a = game.parse(*text, &perr);
  if (!a) return QueryAnswer::error(QueryAnswer::Status::Refused, perr, section_of(perr));
  auto o = combat_odds(game, *a, &perr);
  if (!o) return QueryAnswer::error(QueryAnswer::Status::Refused, perr, section_of(perr));
  return QueryAnswer::ok(odds_json(game, *o));
}

}  // namespace

Gbn3State::Gbn3State(const engine::System& system, std::shared_ptr<const Scenario> sc, std::uint64_t seed,
                     bool records)
    : system_(&system), game_(std::move(sc), seed), records_(records) {
  if (records_) log_meta_.resize(game_.log().size(), when(-1));
}

Gbn3State::Gbn3State(const Gbn3State& o, Quiet)
    : engine::GameState(), system_(o.system_), game_(o.game_.copy_without_log()), records_(false) {}

LogMeta Gbn3State::when(long action) const {
  const State& s = game_.state();
  return LogMeta{s.day, s.turn, s.phase, action};
}

engine::Actor Gbn3State::actor() const {
  Actor a = game_.actor();
  switch (a.kind) {
    case ActorKind::Decision:
      return {engine::ActorKind::Decision, seat_of(a.side)};
    case ActorKind::Chance:
      return {engine::ActorKind::Chance, engine::kSpectator};
    case ActorKind::Terminal:
      break;
  }
  return {engine::ActorKind::Terminal, engine::kSpectator};
}

std::vector<engine::ChanceOutcome> Gbn3State::chance_outcomes() const {
  std::vector<engine::ChanceOutcome> out;
  for (const ChanceOutcome& o : game_.chance_outcomes()) out.push_back({pack(o.action), o.probability});
  return out;
}

std::string Gbn3State::chance_description() const {
  switch (game_.chance_kind()) {
    case ChanceKind::Cup:
      return "a marker from the cup";
    case ChanceKind::TwoD6:
      return "2d6";
    case ChanceKind::D6:
      return "d6";
    case ChanceKind::None:
      break;
  }
  return "no chance event";
}

std::optional<std::string> Gbn3State::apply(const engine::Action& packed) {
  Action a = unpack(packed);
  if (!records_) return game_.apply(a);
  Actor who = game_.actor();
  ActionMeta m;
  m.side = who.kind == ActorKind::Decision ? side_index(who.side) : -1;
  if (a.piece.is_ok()) m.from = piece_hex(game_, a.piece);
  m.to = a.hex;
  m.day = game_.state().day;
  m.turn = game_.state().turn;
  m.notation = game_.notation(a);
  LogMeta at = when(static_cast<long>(game_.history().size()));
  if (auto bad = game_.apply(a)) return bad;
  meta_.push_back(m);
  log_meta_.resize(game_.log().size(), at);
  return std::nullopt;
}

std::optional<engine::Action> Gbn3State::parse(std::string_view text, std::string* error) const {
  auto a = game_.parse(text, error);
  if (!a) return std::nullopt;
  return pack(*a);
}

std::string Gbn3State::action_group(const engine::Action& packed) const {
  Action a = unpack(packed);
  bool grouped = a.type == ActionType::Move || a.type == ActionType::Assault || a.type == ActionType::Fire ||
                 a.type == ActionType::Defend;
  if (!grouped) return "";
  std::string n = game_.notation(a);
  std::size_t first = n.find(' ');
  std::size_t second = first == std::string::npos ? first : n.find(' ', first + 1);
  return n.substr(0, second);
}

std::unique_ptr<engine::GameState> Gbn3State::clone() const {
  return std::unique_ptr<Gbn3State>(new Gbn3State(*this, Quiet{}));
}

engine::Outcome Gbn3State::outcome() const {
  const State& s = game_.state();
  static constexpr const char* kLevels[] = {"tied", "minor", "major"};
  engine::Outcome o;
  bool won = s.winner >= 0 && s.level != 0;
  o.winner = won ? s.winner : engine::kSpectator;
  o.level = kLevels[std::clamp<int>(s.level, 0, 2)];
  o.key = won ? fmt::format("{} {}", side_name(static_cast<Side>(s.winner)), o.level) : "tied";
  o.vp = {s.vp[0], s.vp[1]};
  if (s.ended_by >= 0) {  // a special rule ended the game early (VV165 §11.4.2: a panic)
    const SpecialRule& r = game_.scenario().special.at(s.ended_by);
    o.reason = fmt::format("{} ({})", r.end_reason(game_), r.section());
  }
  return o;
}

std::vector<double> Gbn3State::returns() const {
  std::vector<double> r(kSides, 0.0);
  const State& s = game_.state();
  if (!game_.over() || s.winner < 0 || s.level == 0) return r;
  double v = s.level == 2 ? 1.0 : 0.5;
  r[static_cast<std::size_t>(s.winner)] = v;
  r[static_cast<std::size_t>(1 - s.winner)] = -v;
  return r;
}

std::unique_ptr<engine::GameState> Gbn3State::resample(engine::Seat, std::uint64_t rng_seed) const {
  // Nothing is hidden but the dice to come: the same state, another seed.
  auto c = std::unique_ptr<Gbn3State>(new Gbn3State(*this));
  c->game_.reseed(Rng(rng_seed).next());
  return c;
}

// GBN3 hides nothing: every seat's evaluation reads the whole position
// (gbn3/evaluate.h), never the seed.
double Gbn3State::evaluate(engine::Seat seat) const {
  if (seat < 0 || seat >= kSides) return 0.0;
  return evaluate_position(game_, static_cast<Side>(seat));
}

// The piece an action moves or acts with (its raw value + 1; 0 none).
std::uint32_t Gbn3State::action_piece(const engine::Action& packed) const {
  Action a = unpack(packed);
  return a.piece.is_ok() ? static_cast<std::uint32_t>(a.piece.raw()) + 1 : 0;
}

// A formation's activation (§9: from its command through movement,
// assaults and their combats) is one stretch; the turn's other phases (the
// CinCs' moves, the initiative, the draw, the rally) each one of their own.
// The cup's markers still to draw tell one activation from the next.
std::uint64_t Gbn3State::segment() const {
  const State& s = game_.state();
  std::uint64_t phase = 0;
  switch (s.phase) {
    case Phase::ActivationTest:
    case Phase::Command:
    case Phase::Barrage:
    case Phase::Movement:
    case Phase::Declare:
    case Phase::Coordinate:
    case Phase::Select:
    case Phase::Combat:
      phase = 0x100 + static_cast<std::uint64_t>(static_cast<std::uint8_t>(s.active_formation));
      break;
    default:
      phase = static_cast<std::uint64_t>(s.phase);
  }
  return (static_cast<std::uint64_t>(s.day) << 56) ^ (static_cast<std::uint64_t>(s.turn) << 44) ^
         (static_cast<std::uint64_t>(s.cup) << 12) ^ phase;
}

json Gbn3State::view(engine::Seat) const { return game_view(*this); }

json Gbn3State::events(engine::Seat, std::size_t from) const { return log_entries(*this, from); }

json Gbn3State::history_view(engine::Seat, std::size_t from) const { return history_entries(*this, from); }

json Gbn3State::action_view(engine::Seat, const engine::Action& a) const {
  return action_fields(game_, unpack(a));
}

engine::QueryAnswer Gbn3State::query(engine::Seat, std::string_view name,
                                     const engine::QueryArgs& args) const {
  if (name == "reach") return reach_query(game_, args);
  if (name == "los") return los_query(game_, args);
  if (name == "odds") return odds_query(game_, args);
  return QueryAnswer::error(QueryAnswer::Status::NotFound, fmt::format("no such query '{}'", name));
}

std::string Gbn3State::save(engine::Seat, bool with_seed) const {
  return save_game(game_, with_seed ? SaveSeed::Include : SaveSeed::Omit);
}

std::string Gbn3State::text(engine::Seat, std::string_view what) const {
  if (what == "map") return render_map(game_);
  if (what == "units") return render_units(game_);
  if (what == "result") return render_result(game_);
  if (what == "turn") return game_.describe_turn();
  return "";
}

}  // namespace bohemia
