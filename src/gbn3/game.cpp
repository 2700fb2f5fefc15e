// The public Game interface: who acts, legal actions, chance outcomes,
// applying actions with rule-citing refusals, hashing and invariants.
#include "gbn3/game.h"

#include <fmt/format.h>

#include <algorithm>
#include <cassert>

#include "gbn3/rules.h"
#include "gbn3/special/special_rule.h"

namespace bohemia {

std::string_view phase_section(Phase p) {
  switch (p) {
    case Phase::TurnStart:
      return "9.5.13";
    case Phase::CincReaction:
    case Phase::CincMove:
      return "7.1";
    case Phase::InitiativeRoll:
    case Phase::InitiativePick:
      return "8";
    case Phase::Draw:
      return "9";
    case Phase::ActivationTest:
      return "9.1.1";
    case Phase::Command:
      return "9.1";
    case Phase::Barrage:
      return "9.2";
    case Phase::Movement:
      return "9.3";
    case Phase::Declare:
      return "9.5.1";
    case Phase::Coordinate:
      return "9.5.2";
    case Phase::Select:
      return "9.5";
    case Phase::Combat:
      return "9.5.3";
    case Phase::Rally:
      return "10.1";
    case Phase::EndTurn:  // the end of the turn in the sequence of play
      return "6";
    case Phase::BetweenDays:  // campaigns: §13 of each rulebook
      return "13";
    case Phase::GameOver:  // the victory level
      return "11.4.2";
  }
  return "6";
}

namespace {

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::TurnStart:
      return "start of the turn";
    case Phase::CincReaction:
      return "commander-in-chief reaction test";
    case Phase::CincMove:
      return "commander-in-chief movement";
    case Phase::InitiativeRoll:
      return "initiative roll";
    case Phase::InitiativePick:
      return "initiative choice";
    case Phase::Draw:
      return "drawing a marker";
    case Phase::ActivationTest:
      return "activation test";
    case Phase::Command:
      return "command";
    case Phase::Barrage:
      return "barrage fire";
    case Phase::Movement:
      return "movement";
    case Phase::Declare:
      return "assault declaration";
    case Phase::Coordinate:
      return "coordination";
    case Phase::Select:
      return "choice of the next combat";
    case Phase::Combat:
      return "combat";
    case Phase::Rally:
      return "rally";
    case Phase::EndTurn:
      return "end of turn";
    case Phase::BetweenDays:
      return "between the days";
    case Phase::GameOver:
      return "game over";
  }
  return "?";
}

Action roll(int v) {
  Action a;
  a.type = ActionType::Roll;
  a.value = static_cast<std::int8_t>(v);
  return a;
}

}  // namespace

Game Game::copy_without_log() const { return Game(*this, WithoutLog{}); }

Game::Game(const Game& o, WithoutLog)
    : root_(o.root_),
      sc_(o.sc_),
      seed_(o.seed_),
      s_(o.s_),
      history_(o.history_),
      logging_(false),
      legal_cache_(o.legal_cache_),
      legal_cached_(o.legal_cached_),
      reach_memo_(o.reach_memo_) {}

Game::Game(std::shared_ptr<const Scenario> scenario, std::uint64_t seed)
    : root_(scenario), sc_(std::move(scenario)), seed_(seed) {
  Rules::start(*this);
  Rules::advance(*this);
}

void Game::log(std::string_view section, std::string text) {
  if (logging_) log_.push_back({std::string(section), std::move(text), s_.day});
}

Actor Game::actor() const {
  const State& s = s_;
  if (s.phase == Phase::GameOver) return {ActorKind::Terminal, Side::Prussia};
  Side att =
      s.active_formation >= 0 ? sc_->formations[static_cast<std::size_t>(s.active_formation)].side : s.acting;
  if (!s.tasks.empty()) {
    const Task& t = s.tasks.front();
    switch (t.kind) {
      case TaskKind::MoraleTest:
      case TaskKind::CommanderCheck:
        return {ActorKind::Chance, att};
      case TaskKind::ExtraLoss:
        return {ActorKind::Decision, other(att)};
      case TaskKind::Retreat:
        return {ActorKind::Decision, Rules::def(*this, t.piece.index()).side};
      case TaskKind::Advance:
        return {ActorKind::Decision, att};
      case TaskKind::PlaceAide:
        return {ActorKind::Decision, sc_->formations[static_cast<std::size_t>(t.piece.index())].side};
      case TaskKind::Hit:
        return {ActorKind::Chance, att};  // never left pending
      case TaskKind::Special: {
        const TaskActor who = sc_->special.at(t.rule).task_actor(*this, t);
        return {who.kind, who.side};
      }
    }
  }
  switch (s.phase) {
    case Phase::TurnStart:  // only their tasks wait (above)
    case Phase::EndTurn:
    case Phase::BetweenDays:
      break;
    case Phase::CincReaction:
    case Phase::InitiativeRoll:
    case Phase::Draw:
    case Phase::ActivationTest:
    case Phase::Rally:
      return {ActorKind::Chance, s.acting};
    case Phase::CincMove:
    case Phase::InitiativePick:
      return {ActorKind::Decision, s.acting};
    case Phase::Barrage:
      return {s.roll_a >= 0 ? ActorKind::Chance : ActorKind::Decision, att};
    case Phase::Coordinate:
      return {s.roll_a >= 0 ? ActorKind::Chance : ActorKind::Decision, att};
    case Phase::Command:
    case Phase::Movement:
    case Phase::Declare:
    case Phase::Select:
      return {ActorKind::Decision, att};
    case Phase::Combat:
      switch (s.work.step) {
        case CombatStep::Evade:
        case CombatStep::Support:
        case CombatStep::Defend:
        case CombatStep::Volley:
          return {ActorKind::Decision, other(att)};
        case CombatStep::Attack:
          return {ActorKind::Decision, att};
        case CombatStep::DefRoll:
        case CombatStep::VolleyRoll:
        case CombatStep::AttackRoll:
        case CombatStep::Finish:
          return {ActorKind::Chance, att};
      }
      break;
    case Phase::GameOver:
      break;
  }
  return {ActorKind::Terminal, Side::Prussia};
}

const std::vector<Action>& Game::legal_actions() const {
  if (!legal_cached_) {
    generate_legal_into(legal_cache_);  // reuses the list's storage
    legal_cached_ = true;
  }
  // Debug builds check that the list kept still describes the state (a change
  // made around apply() and Rules would leave it stale), once for each state
  // hash met: comparing at every call made the legal_action(i) loops
  // quadratic, and the sanitizer run's computer games took minutes.
#ifndef NDEBUG
  if (const std::uint64_t h = hash(); h != legal_checked_hash_) {
    assert(legal_cache_ == generate_legal_actions());
    legal_checked_hash_ = h;
  }
#endif
  return legal_cache_;
}

std::vector<Action> Game::generate_legal_actions() const {
  std::vector<Action> out;
  generate_legal_into(out);
  return out;
}

void Game::generate_legal_into(std::vector<Action>& out) const {
  out.clear();
  Actor who = actor();
  if (who.kind != ActorKind::Decision) return;
  const State& s = s_;
  if (!s.tasks.empty()) {
    Rules::legal_task(*this, out);
    return;
  }
  switch (s.phase) {
    case Phase::CincMove: {
      Action stay;
      stay.type = ActionType::CincStay;
      stay.piece = Piece::cinc(s.cinc_cursor);
      out.push_back(stay);
      for (const Reach& r : Rules::cinc_reach(*this, s.cinc_cursor, false)) {
        Action a;
        a.type = ActionType::CincMove;
        a.piece = Piece::cinc(s.cinc_cursor);
        a.hex = r.hex;
        out.push_back(a);
      }
      break;
    }
    case Phase::InitiativePick:
      for (int f : Rules::initiative_choices(*this)) {
        Action a;
        a.type = ActionType::First;
        a.formation = static_cast<std::int8_t>(f);
        out.push_back(a);
      }
      break;
    case Phase::Command: {
      int f = s.active_formation;
      Side side = sc_->formations[static_cast<std::size_t>(f)].side;
      // 9.1.4: each commander-in-chief commanding the formation (its own, or
      // one a special rule adds, VV157 §13.4) with orders left: his range.
      std::vector<std::pair<int, std::vector<int>>> cd;
      for (int ci = 0; ci < static_cast<int>(s.cincs.size()); ++ci)
        if (s.cincs[static_cast<std::size_t>(ci)].where == Where::Map &&
            s.cincs[static_cast<std::size_t>(ci)].direct_used <
                sc_->cincs[static_cast<std::size_t>(ci)].reaction &&
            Rules::cinc_commands(*this, ci, f))
          cd.emplace_back(
              ci, Rules::command_distances(*this, side, s.cincs[static_cast<std::size_t>(ci)].hex, 12));
      for (int u = 0; u < Rules::nunits(*this); ++u) {
        const UnitState& x = s.units[static_cast<std::size_t>(u)];
        const UnitDef& d = sc_->units[static_cast<std::size_t>(u)];
        if (d.side != side) continue;
        if (x.active && !x.in_command && x.where == Where::Map && Rules::unit_can_act(*this, u))
          for (const auto& [ci, dist] : cd)
            if (dist[static_cast<std::size_t>(x.hex)] <= 12 && Rules::cinc_may_command(*this, ci, u)) {
              Action a;  // 9.1.4; `target` names a commander-in-chief other than the formation's own
              a.type = ActionType::Direct;
              a.piece = Piece::unit(u);
              if (ci != Rules::formation_cinc(*this, f)) a.target = Piece::cinc(ci);
              out.push_back(a);
            }
        if (!x.active && !x.used_independent &&
            sc_->formations[static_cast<std::size_t>(d.formation)].independent &&
            (x.where == Where::Map || Rules::entry_hex(*this, u) != kNoHex)) {
          Action a;  // 9.1.3
          a.type = ActionType::Attach;
          a.piece = Piece::unit(u);
          out.push_back(a);
        }
      }
      Action ready;
      ready.type = ActionType::Ready;
      out.push_back(ready);
      break;
    }
    case Phase::Barrage:
      Rules::legal_barrage(*this, out);
      break;
    case Phase::Movement:
      Rules::legal_moves(*this, out);
      break;
    case Phase::Declare:
      Rules::legal_assaults(*this, out);
      break;
    case Phase::Coordinate:
      for (const Combat& c : s.combats)
        if (!c.asked && c.n >= 2 && Rules::coordination_possible(*this, c)) {
          Action a;
          a.type = ActionType::Coordinate;
          a.hex = c.target;
          out.push_back(a);
          a.type = ActionType::Separate;
          out.push_back(a);
          break;
        }
      break;
    case Phase::Select:
    case Phase::Combat:
      Rules::legal_combat(*this, out);
      break;
    default:
      break;
  }
  // Hook::Actions: a special rule's own decisions in this phase.
  for (const SpecialRule* r : sc_->special.with(Hook::Actions)) {
    const std::size_t first = out.size();
    r->legal_actions(*this, out);
    for (std::size_t i = first; i < out.size(); ++i) {
      out[i].type = ActionType::Special;
      out[i].formation = static_cast<std::int8_t>(r->index());
    }
  }
}

ChanceKind Game::chance_kind() const {
  if (actor().kind != ActorKind::Chance) return ChanceKind::None;
  if (!s_.tasks.empty()) {
    const Task& t = s_.tasks.front();
    if (t.kind == TaskKind::Special) return sc_->special.at(t.rule).task_actor(*this, t).chance;
    return t.kind == TaskKind::CommanderCheck ? ChanceKind::TwoD6 : ChanceKind::D6;
  }
  return s_.phase == Phase::Draw ? ChanceKind::Cup : ChanceKind::D6;
}

std::vector<ChanceOutcome> Game::chance_outcomes() const {
  std::vector<ChanceOutcome> out;
  switch (chance_kind()) {
    case ChanceKind::None:
      break;
    case ChanceKind::Cup: {
      int n = __builtin_popcount(s_.cup);
      for (int f = 0; f < static_cast<int>(sc_->formations.size()); ++f)
        if (s_.cup & (1u << f)) {
          Action a;
          a.type = ActionType::Draw;
          a.formation = static_cast<std::int8_t>(f);
          out.push_back({a, 1.0 / n});
        }
      break;
    }
    case ChanceKind::TwoD6:
      for (int v = 2; v <= 12; ++v) out.push_back({roll(v), (6 - std::abs(v - 7)) / 36.0});
      break;
    case ChanceKind::D6:
      for (int v = 1; v <= 6; ++v) out.push_back({roll(v), 1.0 / 6});
      break;
  }
  return out;
}

Action Game::sample_chance() {
  std::vector<ChanceOutcome> o = chance_outcomes();
  if (o.empty()) return Action{};
  // Each draw is a function of the seed and of how many actions the game has
  // seen, never of a hidden generator position: a game loaded from its save
  // goes on with exactly the dice it would have had.
  Rng index(static_cast<std::uint64_t>(history_.size()));
  Rng rng(seed_ ^ index.next());
  if (chance_kind() == ChanceKind::TwoD6) return roll(static_cast<int>(rng.below(6) + rng.below(6) + 2));
  return o[rng.below(static_cast<std::uint32_t>(o.size()))].action;
}

namespace {

std::string refusal(const Game& g, const Action& a) {
  const State& s = g.state();
  Actor who = g.actor();
  std::string sec(phase_section(s.phase));
  if (who.kind == ActorKind::Terminal) return "6: the game is over";
  if (who.kind == ActorKind::Chance && !a.is_chance())
    return fmt::format("{}: the game is waiting for chance ({}), not for a decision", sec,
                       phase_name(s.phase));
  if (who.kind == ActorKind::Decision && a.is_chance())
    return fmt::format("{}: the game is waiting for {} to decide ({}), not for a roll", sec,
                       side_name(who.side), phase_name(s.phase));
  if (a.is_chance()) return fmt::format("{}: '{}' is not a possible outcome here", sec, g.notation(a));
  std::string what = g.notation(a);
  if (a.type == ActionType::Special && a.formation >= 0 && a.formation < g.scenario().special.size()) {
    const SpecialRule& r = g.scenario().special.at(a.formation);
    std::string why = r.refusal(g, a);
    if (!why.empty()) return why;
    return fmt::format("{}: '{}' is not possible now", r.log_section(), what);
  }
  if (!s.tasks.empty()) {
    switch (s.tasks.front().kind) {
      case TaskKind::Retreat:
        return fmt::format(
            "9.5.8: '{}' is refused; {} must retreat one hex toward its line of retreat, avoiding enemy "
            "zones of control, then the cheapest terrain, turning at most one hexside",
            what, g.unit_label(s.tasks.front().piece.index()));
      case TaskKind::Advance:
        return fmt::format(
            "9.5.9: '{}' is refused; an attacker adjacent to the vacated hex must advance into it", what);
      case TaskKind::ExtraLoss:
        return fmt::format(
            "9.5.7: '{}' is refused; the +1 loss of D+1 falls on a non-artillery unit of the stack", what);
      case TaskKind::PlaceAide:
        return fmt::format(
            "9.5.13: '{}' is refused; the Aide de Camp of {} is placed on a unit of his formation", what,
            g.scenario().formations[static_cast<std::size_t>(s.tasks.front().piece.index())].name);
      default:
        break;
    }
  }
  switch (a.type) {
    case ActionType::Move:
      if (s.phase != Phase::Movement) break;
      if (a.piece.is_unit() && !s.units[static_cast<std::size_t>(a.piece.index())].active)
        return fmt::format("9.1: {} is not part of the activated formation", g.unit_label(a.piece.index()));
      if (a.piece.is_unit() && s.units[static_cast<std::size_t>(a.piece.index())].moved)
        return fmt::format("9.3: {} has already moved in this activation", g.unit_label(a.piece.index()));
      return fmt::format(
          "9.3: '{}' is refused: the hex is not reachable with the movement points left, or the move "
          "breaks zones of control (5.1), command (9.1.4), demoralisation (10.2), stacking at the end "
          "of the move (3) or facing (4)",
          what);
    case ActionType::Exit: {
      if (s.phase != Phase::Movement) break;
      std::string rules;  // the exits of the scenario, by section
      for (const SpecialRule* r : g.scenario().special.with(Hook::Exit))
        if (rules.find(r->log_section()) == std::string::npos)
          rules += (rules.empty() ? "" : ", ") + r->log_section();
      return fmt::format(
          "{}: '{}' is refused: an activated unit that has not moved leaves the map from an exit hex of "
          "its side open now, reached in its move (zones of control 5.1, command 9.1.4, demoralisation "
          "10.2) with the MP left to step off the map",
          rules.empty() ? "9.3" : rules, what);
    }
    case ActionType::EndMove:
      if (s.phase != Phase::Movement) break;
      if (int u = Rules::unit_owing_move_back(g); u >= 0)
        return fmt::format(
            "10.2: 'end move' is refused: {} belongs to a demoralised formation and can end its move closer "
            "to its map edge, so it must move there",
            g.unit_label(u));
      break;
    case ActionType::Direct:
      if (s.phase != Phase::Command) break;
      return fmt::format(
          "9.1.4: '{}' is refused: a commander-in-chief on the map takes under direct command, for the "
          "turn, at most his reaction value of out-of-command units of the activated formation within 6 "
          "cavalry MP, and only troops of formations he commands (his own on the order of battle, or a "
          "special rule's)",
          what);
    case ActionType::Fire:
      return fmt::format(
          "9.2: '{}' is refused: the gun must be activated, in command, not yet fired, and the target in "
          "range, in its front hexes and line of sight (9.2.1)",
          what);
    case ActionType::Assault:
      return fmt::format(
          "9.5.1: '{}' is refused: only activated infantry and organised cavalry (9.5.11: at most 3 MP "
          "moved) assault enemy units in their front hexes, dividing exactly their combat value",
          what);
    case ActionType::Evade:
      return fmt::format(
          "9.5.4: '{}' is refused: retreat before combat needs as many MP as the attackers, one hex (two "
          "for cavalry facing infantry), never into an enemy ZoC without a friendly unit",
          what);
    case ActionType::Defend:
      return fmt::format(
          "9.5.3: '{}' is refused: the defender's whole combat value must be divided among the attackers",
          what);
    case ActionType::Volley:
      return fmt::format(
          "9.5.1: '{}' is refused: a defending unit that is not assaulted in this combat phase may fire "
          "once, at an attacker of the assault being resolved that stands in one of its front hexes",
          what);
    case ActionType::CincMove:
      return fmt::format(
          "7.1: '{}' is refused: a commander-in-chief moves up to 6 cavalry MP, never into a hex "
          "adjacent to an enemy unit unless a friendly unit is there",
          what);
    default:
      break;
  }
  return fmt::format("{}: '{}' is not a legal action now ({}, {} to act)", sec, what, phase_name(s.phase),
                     side_name(who.side));
}

}  // namespace

std::optional<std::string> Game::apply(const Action& a) {
  Actor who = actor();
  if (who.kind == ActorKind::Terminal) return refusal(*this, a);
  if (who.kind == ActorKind::Chance) {
    std::vector<ChanceOutcome> o = chance_outcomes();
    bool ok = false;
    for (const auto& c : o)
      if (c.action == a) ok = true;
    if (!ok) return refusal(*this, a);
  } else {
    const std::vector<Action>& legal = legal_actions();
    if (std::find(legal.begin(), legal.end(), a) == legal.end()) return refusal(*this, a);
  }
  history_.push_back(a);
  legal_cached_ = false;
  // Ends in Rules::advance, which leaves the new state's legal actions cached
  // when it had to list them anyway.
  apply_legal(a);
  return std::nullopt;
}

void Game::apply_legal(const Action& a) {
  State& s = s_;
  const Map& m = *sc_->map;
  if (a.is_chance()) {
    int die = a.value;
    if (!s.tasks.empty()) {
      Rules::task_roll(*this, die);
    } else {
      switch (s.phase) {
        case Phase::CincReaction: {
          const CincDef& cd = sc_->cincs[static_cast<std::size_t>(s.cinc_cursor)];
          bool ok = die + cd.reaction >= 6;
          log("7.1", fmt::format("{} reaction test: die {} + {} = {} ({})", cd.name, die, cd.reaction,
                                 die + cd.reaction, ok ? "may move" : "stays where he is"));
          if (ok)
            s.phase = Phase::CincMove;
          else
            Rules::next_cinc(*this);
          break;
        }
        case Phase::InitiativeRoll: {
          // A commander-in-chief's roll, or that of a side without one that
          // rolls as if it had one (Rules::next_initiative_roller).
          const int c = s.roll_a;
          const bool virtual_cinc = c >= Rules::kSideRoller;
          const Side side = virtual_cinc ? (c == Rules::kSideRoller ? Side::Prussia : Side::Austria)
                                         : sc_->cincs[static_cast<std::size_t>(c)].side;
          const int value = virtual_cinc ? Rules::initiative_without_cinc(*this, side)
                                         : sc_->cincs[static_cast<std::size_t>(c)].initiative;
          int total = die + value;
          std::size_t si = static_cast<std::size_t>(side_index(side));
          log("8", fmt::format("{} initiative: die {} + {} = {}",
                               virtual_cinc ? fmt::format("{} (no commander-in-chief)", side_name(side))
                                            : sc_->cincs[static_cast<std::size_t>(c)].name,
                               die, value, total));
          if (total > s.initiative_roll[si]) {
            s.initiative_roll[si] = static_cast<std::int8_t>(total);
            for (std::size_t k = 0; k < sc_->cincs.size(); ++k)
              if (sc_->cincs[k].side == side) s.initiative_best &= ~(1u << k);
          }
          if (total == s.initiative_roll[si]) {
            if (!virtual_cinc) s.initiative_best |= 1u << c;
            // A side rolling as if it had a commander-in-chief: all its formations may go first.
            for (std::size_t k = 0; k < sc_->cincs.size() && virtual_cinc; ++k)
              if (sc_->cincs[k].side == side) s.initiative_best |= 1u << k;
          }
          int next = Rules::next_initiative_roller(*this, c);
          if (next >= 0) {
            s.roll_a = static_cast<std::int16_t>(next);
            break;
          }
          // Decide the winner (8): higher total; ties to the scenario's side; a
          // side without a CinC loses.
          int p = s.initiative_roll[0], au = s.initiative_roll[1];
          Side winner = p > au ? Side::Prussia : au > p ? Side::Austria : sc_->initiative_tie;
          s.acting = winner;
          // The CinC whose roll counts: the first of the winner's with the
          // best total; with a tie between them, the formations of either.
          s.initiative_cinc = -1;
          for (std::size_t k = 0; k < sc_->cincs.size() && s.initiative_cinc < 0; ++k)
            if (sc_->cincs[k].side == winner && (s.initiative_best >> k & 1u))
              s.initiative_cinc = static_cast<std::int8_t>(k);
          s.roll_a = -1;
          log("8", fmt::format("{} has the initiative{}", winner == Side::Prussia ? "Prussia" : "Austria",
                               p == au ? " (tie)" : ""));
          s.phase = Phase::InitiativePick;
          if (Rules::initiative_choices(*this).empty()) {
            Rules::fill_cup(*this, -1);
            s.phase = Phase::Draw;
          }
          break;
        }
        case Phase::Draw: {
          int f = a.formation;
          s.cup &= ~(1u << f);
          log("9", fmt::format("marker drawn: {}", sc_->formations[static_cast<std::size_t>(f)].name));
          Rules::start_activation(*this, f);
          break;
        }
        case Phase::ActivationTest: {
          int f = s.active_formation;
          int v = Rules::commander_value(*this, f);
          bool ok = die + v >= 6;
          log("9.1.1",
              fmt::format("{} is out of command: activation test die {} + {} = {} ({})",
                          sc_->formations[static_cast<std::size_t>(f)].commander, die, v, die + v,
                          ok ? "the formation acts normally" : "the formation stays out of command"));
          Rules::finish_activation_test(*this, ok);
          break;
        }
        case Phase::Barrage:
          Rules::resolve_barrage(*this, s.roll_a, s.roll_b, die);
          s.roll_a = s.roll_b = -1;
          break;
        case Phase::Coordinate: {
          Combat& c = s.combats[static_cast<std::size_t>(s.roll_a)];
          int f = s.active_formation;
          int v = Rules::commander_value(*this, f);
          bool austrian_bonus = false;
          if (sc_->formations[static_cast<std::size_t>(f)].side == Side::Austria) {
            bool ok = true;
            HexId from = Rules::us(*this, c.attackers[0]).hex;
            for (int i = 0; i < c.n; ++i) {
              int u = c.attackers[static_cast<std::size_t>(i)];
              // "infantry (including light infantry)" (9.5.1, §3)
              if (!is_infantry(Rules::def(*this, u).kind) || Rules::us(*this, u).hex != from) ok = false;
            }
            const HexId clear = sc_->edition.austrian_clear_terrain_is_the_attackers_hex ? from : c.target;
            austrian_bonus = ok && m.terrain(clear) == Terrain::Clear;
          }
          int total = die + v + (austrian_bonus ? 1 : 0);
          bool ok = total >= 6;
          log("9.5.2", fmt::format("coordination test on {}: die {} + {}{} = {} ({})", m.label(c.target), die,
                                   v, austrian_bonus ? " + 1" : "", total,
                                   ok ? "coordinated assault" : "separate assaults"));
          c.coordinated = ok;
          c.asked = true;
          // 9.5.13: he took part by trying. A coordinated assault takes his 2d6
          // when it ends; after a failed test he rolls at once (and again only
          // for a separate assault he then lends his bonus to).
          c.commander = ok;
          s.roll_a = -1;
          if (!ok) {
            Task t;
            t.kind = TaskKind::CommanderCheck;
            t.piece = Piece::commander(f);
            s.tasks.push_back(t);
          }
          Rules::next_coordination(*this);
          break;
        }
        case Phase::Combat:
          Rules::combat_roll(*this, die);
          break;
        case Phase::Rally: {
          int u = s.roll_a;
          int total = Rules::morale_total(*this, u, die, true);
          bool ok = total >= 6;
          log("10.1", fmt::format("{} rally test: die {} -> {} ({})", unit_label(u), die, total,
                                  ok ? "rallied" : "still disorganised"));
          UnitState& x = s.units[static_cast<std::size_t>(u)];
          if (ok) x.disorganised = false;
          x.rally_test = false;
          Rules::next_rally_test(*this);
          break;
        }
        default:
          break;
      }
    }
    Rules::advance(*this);
    return;
  }

  switch (a.type) {
    case ActionType::CincStay:
      log("7.1", fmt::format("{} stays in {}", sc_->cincs[static_cast<std::size_t>(a.piece.index())].name,
                             m.label(s.cincs[static_cast<std::size_t>(a.piece.index())].hex)));
      Rules::next_cinc(*this);
      break;
    case ActionType::CincMove: {
      CincState& c = s.cincs[static_cast<std::size_t>(a.piece.index())];
      log("7.1",
          fmt::format("{} moves from {} to {}", sc_->cincs[static_cast<std::size_t>(a.piece.index())].name,
                      m.label(c.hex), m.label(a.hex)));
      c.hex = a.hex;
      c.moved = true;
      // VV165/VV174 §7.1 (D-9): "turned over to his activated side" (the counter only).
      if (sc_->edition.cinc_flips_after_move)
        log("7.1", fmt::format("{} is turned over to his activated side",
                               sc_->cincs[static_cast<std::size_t>(a.piece.index())].name));
      Rules::next_cinc(*this);
      break;
    }
    case ActionType::First: {
      Rules::fill_cup(*this, a.formation);
      log("8", fmt::format("{} will act first", sc_->formations[static_cast<std::size_t>(a.formation)].name));
      log("9", fmt::format("turn {}: operations phase", Rules::turn_label(*this)));
      Rules::start_activation(*this, a.formation);
      break;
    }
    case ActionType::Direct: {
      UnitState& x = s.units[static_cast<std::size_t>(a.piece.index())];
      x.direct = true;
      x.in_command = true;
      int ci = a.target.is_cinc() ? a.target.index() : Rules::formation_cinc(*this, s.active_formation);
      ++s.cincs[static_cast<std::size_t>(ci)].direct_used;
      log("9.1.4", fmt::format("{} takes {} under direct command",
                               sc_->cincs[static_cast<std::size_t>(ci)].name, unit_label(a.piece.index())));
      break;
    }
    case ActionType::Attach: {
      UnitState& x = s.units[static_cast<std::size_t>(a.piece.index())];
      x.active = true;
      x.used_independent = true;
      Rules::set_command_status(*this);
      log("9.1.3", fmt::format("independent {} acts with {}{}", unit_label(a.piece.index()),
                               sc_->formations[static_cast<std::size_t>(s.active_formation)].name,
                               x.in_command ? "" : " (out of command)"));
      break;
    }
    case ActionType::Ready:
      s.phase = Phase::Barrage;
      break;
    case ActionType::Fire: {
      int art = a.piece.index();
      Direction f = direction_from_int(a.facing);
      HexId h = s.units[static_cast<std::size_t>(art)].hex;
      if (f != s.units[static_cast<std::size_t>(art)].facing) {
        for (int o : Rules::units_in(*this, h)) s.units[static_cast<std::size_t>(o)].facing = f;
        log("4", fmt::format("{} turns to {} before firing", unit_label(art), direction_name(f)));
      }
      s.units[static_cast<std::size_t>(art)].fired = true;
      s.roll_a = static_cast<std::int16_t>(art);
      s.roll_b = static_cast<std::int16_t>(a.target.index());
      break;
    }
    case ActionType::Hold:
      s.phase = Phase::Movement;
      break;
    case ActionType::Move:
      Rules::do_move(*this, a);
      break;
    case ActionType::Exit:
      Rules::exit_unit(*this, a.piece.index(), a.hex);
      break;
    case ActionType::EndMove:
      s.phase = Phase::Declare;
      break;
    case ActionType::Assault: {
      UnitState& x = s.units[static_cast<std::size_t>(a.piece.index())];
      x.declared = true;
      std::string what;
      for (int i = 0; i < a.nshares; ++i) {
        HexId t = a.hexes[static_cast<std::size_t>(i)];
        Combat* c = nullptr;
        for (Combat& k : s.combats)
          if (k.target == t) c = &k;
        if (!c) {
          s.combats.push_back(Combat{});
          c = &s.combats.back();
          c->target = t;
        }
        if (c->n < kMaxShares) {
          c->attackers[static_cast<std::size_t>(c->n)] = static_cast<std::int16_t>(a.piece.index());
          c->cv[static_cast<std::size_t>(c->n)] = a.shares[static_cast<std::size_t>(i)];
          ++c->n;
        }
        what += fmt::format("{}{} with {}", i ? ", " : "", m.label(t), a.shares[static_cast<std::size_t>(i)]);
      }
      log("9.5.1", fmt::format("{} declares an assault on {}", unit_label(a.piece.index()), what));
      break;
    }
    case ActionType::EndAssaults:
      if (s.combats.empty()) {
        Rules::end_activation(*this);
      } else {
        Rules::build_combats(*this);
      }
      break;
    case ActionType::Coordinate:
      for (std::size_t i = 0; i < s.combats.size(); ++i)
        if (s.combats[i].target == a.hex && !s.combats[i].asked) s.roll_a = static_cast<std::int16_t>(i);
      break;
    case ActionType::Separate:
      for (Combat& c : s.combats)
        if (c.target == a.hex && !c.asked) c.asked = true;
      Rules::next_coordination(*this);
      break;
    case ActionType::Resolve:
    case ActionType::Evade:
    case ActionType::Stand:
    case ActionType::Support:
    case ActionType::Volley:
    case ActionType::Defend:
    case ActionType::Attack:
      Rules::apply_combat_decision(*this, a);
      break;
    case ActionType::Loss:
    case ActionType::Retreat:
    case ActionType::Advance:
    case ActionType::NoAdvance:
    case ActionType::PlaceAide:
      Rules::apply_task_decision(*this, a);
      break;
    case ActionType::Special:
      // A special rule's decision: the answer to its queued task, or one of
      // the decisions it offers in the phase (Hook::Tasks, Hook::Actions).
      if (!s.tasks.empty() && s.tasks.front().kind == TaskKind::Special) {
        Task t = s.tasks.front();
        s.tasks.erase(s.tasks.begin());
        RuleEffects fx(*this);
        sc_->special.at(t.rule).apply_task_action(fx, t, a);
      } else {
        RuleEffects fx(*this);
        sc_->special.at(a.formation).apply_action(fx, a);
      }
      break;
    default:
      break;
  }
  Rules::advance(*this);
  return;
}

std::uint64_t Game::hash() const {
  std::uint64_t h = 1469598103934665603ULL;
  auto mix = [&](std::uint64_t v) {
    for (int i = 0; i < 8; ++i) {
      h ^= (v >> (8 * i)) & 0xff;
      h *= 1099511628211ULL;
    }
  };
  const State& s = s_;
  mix(static_cast<std::uint64_t>(s.turn) | static_cast<std::uint64_t>(s.day) << 32);
  mix(static_cast<std::uint64_t>(s.phase));
  mix(static_cast<std::uint64_t>(s.acting));
  mix(static_cast<std::uint64_t>(s.cinc_cursor + 1));
  mix(static_cast<std::uint64_t>(s.initiative_best));
  mix(s.cup);
  mix(static_cast<std::uint64_t>(s.active_formation + 1));
  mix(static_cast<std::uint64_t>(s.roll_a + 1) << 16 | static_cast<std::uint64_t>(s.roll_b + 1));
  for (const UnitState& x : s.units) {
    mix(static_cast<std::uint64_t>(x.hex + 1) | static_cast<std::uint64_t>(x.facing) << 16 |
        static_cast<std::uint64_t>(x.where) << 24 | static_cast<std::uint64_t>(x.losses) << 32 |
        static_cast<std::uint64_t>(x.disorganised) << 40 | static_cast<std::uint64_t>(x.prisoner) << 41 |
        static_cast<std::uint64_t>(x.used_independent) << 42 | static_cast<std::uint64_t>(x.direct) << 43 |
        static_cast<std::uint64_t>(x.entered) << 44 | static_cast<std::uint64_t>(x.attacked) << 45 |
        static_cast<std::uint64_t>(x.active) << 46 | static_cast<std::uint64_t>(x.in_command) << 47 |
        static_cast<std::uint64_t>(x.moved) << 48 | static_cast<std::uint64_t>(x.fired) << 49 |
        static_cast<std::uint64_t>(x.declared) << 50 | static_cast<std::uint64_t>(x.supported) << 51 |
        static_cast<std::uint64_t>(x.evaded) << 52 | static_cast<std::uint64_t>(x.rally_test) << 53 |
        static_cast<std::uint64_t>(x.assaulted) << 54 | static_cast<std::uint64_t>(x.volleyed) << 55 |
        static_cast<std::uint64_t>(x.mp_used) << 56);
  }
  for (const CommanderState& c : s.commanders)
    mix(static_cast<std::uint64_t>(c.hex + 1) | static_cast<std::uint64_t>(c.where) << 16 |
        static_cast<std::uint64_t>(c.aide) << 24 | static_cast<std::uint64_t>(c.ooc) << 25 |
        static_cast<std::uint64_t>(c.failed) << 26 | static_cast<std::uint64_t>(c.moved) << 27 |
        static_cast<std::uint64_t>(c.replace_next_turn) << 28 | static_cast<std::uint64_t>(c.arrived) << 29);
  for (const CincState& c : s.cincs)
    mix(static_cast<std::uint64_t>(c.hex + 1) | static_cast<std::uint64_t>(c.where) << 16 |
        static_cast<std::uint64_t>(c.moved) << 24 | static_cast<std::uint64_t>(c.direct_used) << 32);
  for (std::int8_t o : s.last_occupant) mix(static_cast<std::uint64_t>(o + 1));
  for (std::uint8_t e : s.entered_at) mix(e);
  for (bool d : s.demoralised) mix(d);
  for (const Combat& c : s.combats) {
    mix(static_cast<std::uint64_t>(c.target + 1) | static_cast<std::uint64_t>(c.n) << 16 |
        static_cast<std::uint64_t>(c.coordinated) << 24 | static_cast<std::uint64_t>(c.asked) << 25 |
        static_cast<std::uint64_t>(c.done) << 26 | static_cast<std::uint64_t>(c.advance) << 27 |
        static_cast<std::uint64_t>(c.commander) << 30);
    for (int i = 0; i < c.n; ++i)
      mix(static_cast<std::uint64_t>(c.attackers[static_cast<std::size_t>(i)]) << 8 |
          static_cast<std::uint64_t>(c.cv[static_cast<std::size_t>(i)] & 0xff));
  }
  const CombatWork& w = s.work;
  mix(static_cast<std::uint64_t>(w.index + 1));
  mix(static_cast<std::uint64_t>(w.step) << 8 | static_cast<std::uint64_t>(w.ndef) << 16 |
      static_cast<std::uint64_t>(w.nsupport) << 24 | static_cast<std::uint64_t>(w.def_bonus) << 32 |
      static_cast<std::uint64_t>(w.next_roll) << 40 | static_cast<std::uint64_t>(w.att_bonus) << 48 |
      static_cast<std::uint64_t>(w.evaded) << 49 | static_cast<std::uint64_t>(w.defenders_left) << 50 |
      static_cast<std::uint64_t>(w.attack_made) << 51);
  for (int i = 0; i < kMaxShares; ++i)
    mix(static_cast<std::uint64_t>(w.shares[static_cast<std::size_t>(i)] & 0xff));
  mix(static_cast<std::uint64_t>(w.volley_unit + 1) | static_cast<std::uint64_t>(w.volley_target + 1) << 16 |
      static_cast<std::uint64_t>(w.volley_bonus) << 32);
  mix(w.volley_commanders);
  for (const Task& t : s.tasks) {
    mix(static_cast<std::uint64_t>(t.kind) | static_cast<std::uint64_t>(t.piece.raw()) << 8 |
        static_cast<std::uint64_t>(static_cast<std::uint16_t>(t.combat)) << 44 |
        static_cast<std::uint64_t>(t.hex + 1) << 24 | static_cast<std::uint64_t>(t.retreat) << 40 |
        static_cast<std::uint64_t>(t.barrage) << 41 | static_cast<std::uint64_t>(t.optional) << 42 |
        static_cast<std::uint64_t>(t.extra_loss) << 43);
    if (t.kind == TaskKind::Special)
      mix(static_cast<std::uint64_t>(static_cast<std::uint8_t>(t.rule)) |
          static_cast<std::uint64_t>(static_cast<std::uint16_t>(t.value)) << 8);
  }
  for (std::int32_t v : s.rule_vars) mix(static_cast<std::uint32_t>(v));
  for (const HexsideState& x : s.hexsides)
    mix(static_cast<std::uint64_t>(x.hex + 1) | static_cast<std::uint64_t>(x.dir) << 16 |
        static_cast<std::uint64_t>(x.bits) << 24);
  mix(static_cast<std::uint64_t>(s.winner + 1) | static_cast<std::uint64_t>(s.level) << 8 |
      static_cast<std::uint64_t>(s.ended_by + 1) << 16);
  for (const DayResult& d : s.days)  // campaigns
    mix(static_cast<std::uint64_t>(static_cast<std::uint32_t>(d.vp[0])) |
        static_cast<std::uint64_t>(static_cast<std::uint32_t>(d.vp[1])) << 16 |
        static_cast<std::uint64_t>(d.winner + 1) << 32 | static_cast<std::uint64_t>(d.level) << 40 |
        static_cast<std::uint64_t>(d.ended_by + 1) << 48);
  for (std::uint8_t l : s.day_start_losses) mix(l);
  for (bool d : s.day_start_demoralised) mix(d);
  mix(static_cast<std::uint64_t>(s.vp[0]) | static_cast<std::uint64_t>(s.vp[1]) << 16);
  return h;
}

std::vector<std::string> Game::check_invariants() const {
  std::vector<std::string> bad;
  const State& s = s_;
  const Map& m = *sc_->map;
  std::vector<std::int8_t> side_at(static_cast<std::size_t>(m.size()), -1);
  std::vector<std::vector<int>> at(static_cast<std::size_t>(m.size()));
  for (int u = 0; u < Rules::nunits(*this); ++u) {
    const UnitState& x = s.units[static_cast<std::size_t>(u)];
    const UnitDef& d = sc_->units[static_cast<std::size_t>(u)];
    if (x.where == Where::Map) {
      if (!m.is_ok(x.hex)) {
        bad.push_back(fmt::format("{} is on the map at an invalid hex", d.id));
        continue;
      }
      std::int8_t sd = static_cast<std::int8_t>(side_index(d.side));
      std::int8_t& cur = side_at[static_cast<std::size_t>(x.hex)];
      if (cur >= 0 && cur != sd) bad.push_back(fmt::format("3: both sides in {}", m.label(x.hex)));
      cur = sd;
      at[static_cast<std::size_t>(x.hex)].push_back(u);
      if (x.losses >= d.morale)
        bad.push_back(fmt::format("9.5.10: {} has {} losses with morale {} but is on the map", d.id, x.losses,
                                  d.morale));
    } else {
      if (x.hex != kNoHex) bad.push_back(fmt::format("{} is off the map but has a hex", d.id));
      if (x.where == Where::Eliminated && x.losses != d.morale)
        bad.push_back(fmt::format("{} is eliminated with {} of {} losses", d.id, x.losses, d.morale));
    }
  }
  for (HexId h = 0; h < m.size(); ++h) {
    const auto& us = at[static_cast<std::size_t>(h)];
    if (us.empty()) continue;
    if (!Rules::stack_ok(*this, h, us))
      bad.push_back(fmt::format("3: stacking limits broken in {}", m.label(h)));
    for (int u : us)
      if (s.units[static_cast<std::size_t>(u)].facing != s.units[static_cast<std::size_t>(us[0])].facing)
        bad.push_back(fmt::format("4: units stacked in {} face different ways", m.label(h)));
  }
  for (int f = 0; f < static_cast<int>(s.commanders.size()); ++f) {
    const CommanderState& c = s.commanders[static_cast<std::size_t>(f)];
    const FormationDef& fd = sc_->formations[static_cast<std::size_t>(f)];
    if (c.where == Where::Map) {
      if (fd.independent)
        bad.push_back(fmt::format("independents of {} have a commander on the map", side_name(fd.side)));
      if (!m.is_ok(c.hex))
        bad.push_back(fmt::format("{} is at an invalid hex", fd.commander));
      else if (side_at[static_cast<std::size_t>(c.hex)] >= 0 &&
               side_at[static_cast<std::size_t>(c.hex)] != side_index(fd.side))
        bad.push_back(fmt::format("{} shares {} with enemy units", fd.commander, m.label(c.hex)));
    } else if (c.ooc && s.phase != Phase::GameOver && !Rules::aide_awaits_placement(*this, f)) {
      bad.push_back(fmt::format("7.2: {} carries an Out of Command marker off the map", fd.commander));
    }
    // The marker follows the losses, except one carried from day 1 of a
    // campaign below day 2's threshold (CampaignInfo::demoralisation_carries).
    bool demo = fd.demo > 0 && Rules::formation_losses(*this, f) >= fd.demo;
    const bool marker = s.demoralised[static_cast<std::size_t>(f)];
    const bool carried = sc_->campaign && sc_->campaign->demoralisation_carries &&
                         f < static_cast<int>(s.day_start_demoralised.size()) && s.day > 1 &&
                         s.day_start_demoralised[static_cast<std::size_t>(f)];
    if (demo != marker && !(marker && carried))
      bad.push_back(fmt::format("10.2: {} demoralised marker disagrees with its losses", fd.name));
  }
  for (std::size_t c = 0; c < s.cincs.size(); ++c) {
    const CincState& cs = s.cincs[c];
    if (cs.where == Where::Map &&
        (!m.is_ok(cs.hex) || (side_at[static_cast<std::size_t>(cs.hex)] >= 0 &&
                              side_at[static_cast<std::size_t>(cs.hex)] != side_index(sc_->cincs[c].side))))
      bad.push_back(fmt::format("{} is in an invalid or enemy hex", sc_->cincs[c].name));
    if (cs.direct_used > sc_->cincs[c].reaction)
      bad.push_back(
          fmt::format("9.1.4: {} commands more units directly than his reaction value", sc_->cincs[c].name));
  }
  if (s.cup >> sc_->formations.size()) bad.push_back("9: the cup holds a marker of no formation");
  for (int f = 0; f < 32; ++f)
    if ((s.cup & (1u << f)) && sc_->formations[static_cast<std::size_t>(f)].independent)
      bad.push_back("9.1.3: independents have no marker in the cup");
  if (actor().kind == ActorKind::Decision && legal_actions().empty())
    bad.push_back(
        fmt::format("the game waits for a decision ({}) with no legal action", phase_name(s.phase)));
  return bad;
}

std::string Game::piece_name(Piece p) const {
  if (!p.is_ok()) return "?";
  const std::size_t i = static_cast<std::size_t>(p.index());
  switch (p.kind()) {
    case PieceKind::Unit:
      return i < sc_->units.size() ? sc_->units[i].id : "?";
    case PieceKind::Commander:
      return i < sc_->formations.size() ? sc_->formations[i].id : "?";
    case PieceKind::Cinc:
      return i < sc_->cincs.size() ? sc_->cincs[i].id : "?";
  }
  return "?";
}

std::string Game::unit_label(int u) const {
  const UnitDef& d = sc_->units[static_cast<std::size_t>(u)];
  return fmt::format("{} ({})", d.name, d.id);
}

std::vector<Reach> Game::reachable(int unit) const { return Rules::reach(*this, Piece::unit(unit)); }
std::vector<Reach> Game::reachable(Piece p) const { return Rules::reach(*this, p); }

bool Game::line_of_sight(HexId from, HexId to) const { return Rules::line_of_sight(*this, from, to); }

std::string Game::describe_turn() const {
  std::string act;
  if (s_.active_formation >= 0)
    act = ": " + sc_->formations[static_cast<std::size_t>(s_.active_formation)].name;
  return fmt::format("{} {}{}", Rules::turn_label(*this), phase_name(s_.phase), act);
}

std::array<int, kSides> Game::current_vp() const { return Rules::score(*this).vp; }
ScoreSheet Game::score_sheet() const { return Rules::score(*this); }
int Game::formation_losses(int f) const { return Rules::formation_losses(*this, f); }
bool Game::unit_in_zoc_of(int unit, Side enemy) const {
  return Rules::zoc(*this, enemy)[static_cast<std::size_t>(s_.units[static_cast<std::size_t>(unit)].hex)] !=
         0;
}

}  // namespace bohemia
