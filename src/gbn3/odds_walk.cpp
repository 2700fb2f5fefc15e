#include "gbn3/odds_walk.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "gbn3/crt.h"

namespace bohemia {

namespace {

// What the pending chance event decides.
enum class RollKind : std::uint8_t { Barrage, Defence, Volley, Attack, Morale, Other };

struct Pending {
  RollKind kind = RollKind::Other;
  std::string label;    // names the roll (RollOdds::roll)
  std::string section;  // the log section of its line
  std::string unit;     // Defence: the attacker fired at; Morale: the unit tested
};

std::string unit_id(const Game& g, int u) { return g.scenario().units[static_cast<std::size_t>(u)].id; }

Pending pending_roll(const Game& g) {
  const State& s = g.state();
  const Map& m = *g.scenario().map;
  Pending p;
  if (!s.tasks.empty()) {
    const Task& t = s.tasks.front();
    if (t.kind == TaskKind::MoraleTest && t.piece.is_unit()) {
      p.kind = RollKind::Morale;
      p.unit = unit_id(g, t.piece.index());
      p.label = "morale test of " + p.unit;
      p.section = "2";
    }
    return p;
  }
  if (s.phase == Phase::Barrage && s.roll_a >= 0 && s.roll_b >= 0) {
    p.kind = RollKind::Barrage;
    p.label = fmt::format("barrage of {} at {}", unit_id(g, s.roll_a), unit_id(g, s.roll_b));
    p.section = "9.2.2";
    return p;
  }
  if (s.phase != Phase::Combat || s.work.index < 0) return p;
  const CombatWork& w = s.work;
  const Combat& c = s.combats[static_cast<std::size_t>(w.index)];
  switch (w.step) {
    case CombatStep::DefRoll:
      if (w.next_roll < c.n) {
        p.kind = RollKind::Defence;
        p.unit = unit_id(g, c.attackers[static_cast<std::size_t>(w.next_roll)]);
        p.label = "defensive fire at " + p.unit;
        p.section = "9.5.3";
      }
      break;
    case CombatStep::VolleyRoll:
      if (w.volley_unit >= 0 && w.volley_target >= 0) {
        p.kind = RollKind::Volley;
        p.label =
            fmt::format("defensive fire of {} at {}", unit_id(g, w.volley_unit), unit_id(g, w.volley_target));
        p.section = "9.5.1";
      }
      break;
    case CombatStep::AttackRoll:
      p.kind = RollKind::Attack;
      p.label = "attack on " + m.label(c.target);
      p.section = "9.5.5";
      break;
    default:
      break;
  }
  return p;
}

// The rule behind a modifier as the engine words it.
std::string modifier_section(const std::string& text, const std::string& roll_section) {
  auto has = [&](const char* k) { return text.find(k) != std::string::npos; };
  if (has("Dreyse") || has("Guard") || has("light troops")) return "9.5.2";
  if (has("commander")) return "9.5.13";
  if (has("halved")) return "9.5.3";
  if (has("stream") || has("ravine") || has("bridge")) return "TEC";
  if (has("protection") || has("combat ")) return roll_section;
  return "CRT";
}

// A roll's line in the log: "… die 4 (modifiers) -> D". Splits the
// modifiers and the result; false if the line is not of that form.
bool read_roll_line(const std::string& line, std::vector<std::string>& mods, std::string& result) {
  std::size_t die = line.find(": die ");
  std::size_t close = line.rfind(") -> ");
  if (die == std::string::npos || close == std::string::npos || close < die) return false;
  std::size_t open = line.find(" (", die);
  if (open == std::string::npos || open > close) return false;
  result = line.substr(close + 5);
  std::string body = line.substr(open + 2, close - open - 2);
  mods.clear();
  std::size_t i = 0;
  while (i <= body.size()) {
    std::size_t j = body.find(", ", i);
    if (j == std::string::npos) j = body.size();
    std::string part = body.substr(i, j - i);
    // "+1 light troops, town/village/wood": a comma inside one modifier.
    bool starts = !part.empty() && (part[0] == '+' || part[0] == '-');
    if (!mods.empty() && !starts)
      mods.back() += ", " + part;
    else
      mods.push_back(part);
    i = j + 2;
  }
  return !mods.empty();
}

int last_integer(const std::string& s) {
  int v = 0;
  bool seen = false;
  for (std::size_t i = 0; i < s.size();) {
    if (std::isdigit(static_cast<unsigned char>(s[i]))) {
      int x = 0;
      while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) x = x * 10 + (s[i++] - '0');
      v = x;
      seen = true;
    } else {
      ++i;
    }
  }
  return seen ? v : 0;
}

}  // namespace

std::string key_of(const CombinedOutcome& c) {
  std::string k;
  for (auto& [u, r] : c.defence) k += u + "=" + r + ";";
  k += "|" + c.attack + "|";
  for (auto& [u, r] : c.morale) k += u + "=" + r + ";";
  return k;
}

CombinedOutcome merged(const CombinedOutcome& a, const CombinedOutcome& b) {
  CombinedOutcome c = a;
  for (auto& [u, r] : b.defence) c.defence[u] = r;
  if (!b.attack.empty()) c.attack = b.attack;
  for (auto& [u, r] : b.morale) c.morale[u] = r;
  return c;
}

OddsWalker::OddsWalker(const Game& g, std::string kind, int unit, HexId target)
    : formation_(g.state().active_formation),
      turn_(g.state().turn),
      day_(g.state().day),
      kind_(std::move(kind)),
      unit_(unit),
      target_(target) {}

// A combat's lines end with the activation it is fought in (9: the next
// marker, the rally phase, the next turn are no part of its odds).
bool OddsWalker::activation_over(const Game& g) const {
  const State& s = g.state();
  if (s.active_formation != formation_ || s.turn != turn_ || s.day != day_) return true;
  switch (s.phase) {
    case Phase::Barrage:
    case Phase::Movement:
    case Phase::Declare:
    case Phase::Coordinate:
    case Phase::Select:
    case Phase::Combat:
      return false;
    default:
      return true;
  }
}

bool OddsWalker::step(const Game& g, std::vector<OddsStep>& out) {
  out.clear();
  ++steps;
  const Actor who = g.actor();
  if (who.kind == ActorKind::Terminal || (stop_with_activation && activation_over(g))) return true;
  if (who.kind == ActorKind::Chance) return chance(g, out);
  std::optional<Action> a = policy(g);
  if (!a) return true;
  OddsStep s{g, 1.0, {}};
  if (auto bad = s.game.apply(*a)) {
    error = "the odds policy chose a refused action: " + *bad;
    return false;
  }
  s.game.clear_log();
  out.push_back(std::move(s));
  return true;
}

bool OddsWalker::chance(const Game& g, std::vector<OddsStep>& out) {
  Pending pend = pending_roll(g);
  std::size_t roll_index = rolls.size();
  bool fresh = false;
  if (pend.kind != RollKind::Other && pend.kind != RollKind::Morale) {
    auto it =
        std::find_if(rolls.begin(), rolls.end(), [&](const RollOdds& r) { return r.roll == pend.label; });
    if (it == rolls.end()) {
      RollOdds r;
      r.roll = pend.label;
      r.section = pend.section;
      rolls.push_back(r);
      fresh = true;
    } else {
      roll_index = static_cast<std::size_t>(it - rolls.begin());
    }
  }
  for (const ChanceOutcome& o : g.chance_outcomes()) {
    OddsStep s{g, o.probability, {}};
    Game& c = s.game;
    const std::size_t l0 = c.log().size();
    if (auto bad = c.apply(o.action)) {
      error = "a chance outcome was refused: " + *bad;
      return false;
    }
    if (pend.kind == RollKind::Morale) {
      // §2: "X (id) tests morale: die 4 -> 6 (passed)"; none if the unit
      // has left the map meanwhile.
      for (std::size_t i = l0; i < c.log().size(); ++i) {
        const std::string& t = c.log()[i].text;
        if (c.log()[i].section == "2" && t.find("(" + pend.unit + ") tests morale") != std::string::npos)
          s.delta.morale[pend.unit] = t.ends_with("(failed)") ? "failed" : "passed";
      }
    } else if (pend.kind != RollKind::Other) {
      std::string result;
      if (!explain(c, l0, pend.label, pend.section, o.action.value, roll_index, fresh, result)) return false;
      if (fresh) rolls[roll_index].results[result] += o.probability;
      if (pend.kind == RollKind::Defence)
        s.delta.defence[pend.unit] = result;
      else
        s.delta.attack = result;
    }
    c.clear_log();
    out.push_back(std::move(s));
  }
  return true;
}

// Reads the roll's line in the log written since l0: its result, and (the
// first time this roll is met) its modifiers, column and die modifier,
// checked against the CRT.
bool OddsWalker::explain(const Game& c, std::size_t l0, const std::string& label, const std::string& section,
                         int die, std::size_t roll_index, bool fresh, std::string& result) {
  std::vector<std::string> mods;
  bool found = false;
  for (std::size_t i = l0; i < c.log().size() && !found; ++i)
    if (c.log()[i].section == section && read_roll_line(c.log()[i].text, mods, result)) found = true;
  if (!found) {
    error = fmt::format("the engine wrote no line for the {}", label);
    return false;
  }
  int base = last_integer(mods.front());
  int col = base, drm = 0;
  std::vector<OddsModifier> list;
  for (std::size_t k = 1; k < mods.size(); ++k) {
    OddsModifier m;
    m.text = mods[k];
    m.section = modifier_section(mods[k], section);
    int v = 0;
    std::size_t i = 1;
    while (i < mods[k].size() && std::isdigit(static_cast<unsigned char>(mods[k][i])))
      v = v * 10 + (mods[k][i++] - '0');
    if (mods[k][0] == '-') v = -v;
    if (mods[k].find(" col. ") != std::string::npos)
      m.column = v, col += v;
    else
      m.drm = v, drm += v;
    list.push_back(m);
  }
  if (result_name(crt_lookup(col, die + drm)) != result) {
    error = fmt::format(
        "the {} could not be explained: column {}, die {} {:+d} gives {} on the CRT, the engine "
        "says {}",
        label, col, die, drm, result_name(crt_lookup(col, die + drm)), result);
    return false;
  }
  if (fresh && rolls[roll_index].modifiers.empty() && rolls[roll_index].results.empty()) {
    RollOdds& r = rolls[roll_index];
    r.base = base;
    r.modifiers = list;
    r.column = std::clamp(col, 0, kMaxColumn);
    r.drm = drm + std::max(0, col - kMaxColumn);
    OddsModifier b;
    b.text = mods.front();
    b.section = modifier_section(mods.front(), section);
    r.modifiers.insert(r.modifiers.begin(), b);
  }
  return true;
}

// Is this our assault's combat, and is it over?
int OddsWalker::our_combat(const Game& g) const {
  const State& s = g.state();
  for (std::size_t i = 0; i < s.combats.size(); ++i) {
    const Combat& c = s.combats[i];
    if (c.target != target_) continue;
    for (int k = 0; k < c.n; ++k)
      if (c.attackers[static_cast<std::size_t>(k)] == unit_) return static_cast<int>(i);
  }
  return -1;
}

// The decision taken for a player while the combat runs; nullopt ends the
// line of play (the combat and its results are over).
std::optional<Action> OddsWalker::policy(const Game& g) const {
  const std::vector<Action>& legal = g.legal_actions();
  const State& s = g.state();
  auto find = [&](ActionType t) -> std::optional<Action> {
    for (const Action& a : legal)
      if (a.type == t && (t != ActionType::Attack || a.value == 0)) return a;
    return std::nullopt;
  };
  for (const Action& a : legal)
    if (a.type == ActionType::Retreat || a.type == ActionType::Loss || a.type == ActionType::PlaceAide)
      return a;
  if (s.phase == Phase::Combat) {
    switch (s.work.step) {
      case CombatStep::Evade:
      case CombatStep::Support:
      case CombatStep::Volley:
        return find(ActionType::Stand);
      case CombatStep::Attack:
        return find(ActionType::Attack);
      case CombatStep::Defend: {
        // The defender's whole value at this attacker, without the bonus.
        const Combat& c = s.combats[static_cast<std::size_t>(s.work.index)];
        int mine = -1;
        for (int k = 0; k < c.n; ++k)
          if (c.attackers[static_cast<std::size_t>(k)] == unit_) mine = k;
        std::optional<Action> best;
        for (const Action& a : legal) {
          if (a.type != ActionType::Defend || a.value != 0) continue;
          if (!best || (mine >= 0 && a.shares[static_cast<std::size_t>(mine)] >
                                         best->shares[static_cast<std::size_t>(mine)]))
            best = a;
        }
        return best;
      }
      default:
        return std::nullopt;
    }
  }
  if (kind_ != "assault") return std::nullopt;
  int ours = our_combat(g);
  if (ours >= 0 && s.combats[static_cast<std::size_t>(ours)].done) return std::nullopt;
  switch (s.phase) {
    case Phase::Declare:
      return find(ActionType::EndAssaults);
    case Phase::Coordinate:
      return find(ActionType::Separate);
    case Phase::Select:
      for (const Action& a : legal)
        if (a.type == ActionType::Resolve && a.hex == target_ &&
            (!a.piece.is_ok() || a.piece == Piece::unit(unit_)))
          return a;
      return std::nullopt;
    default:
      return std::nullopt;
  }
}

}  // namespace bohemia
