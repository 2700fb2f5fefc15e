#include "game/odds.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <unordered_map>

#include "rules/crt.h"

namespace bohemia {

namespace {

// The most game states one odds request may visit.
constexpr std::size_t kMaxNodes = 20000;

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

// One line of play's record, and its probability.
struct Partial {
  CombinedOutcome rec;
  double p = 0;
};

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

class Explorer {
 public:
  Explorer(const Action& root, std::string kind, int unit, HexId target)
      : root_(root), kind_(std::move(kind)), unit_(unit), target_(target) {}

  std::vector<RollOdds> rolls;
  std::string error;

  std::vector<Partial> explore(const Game& g) {
    if (!error.empty()) return {};
    if (++nodes_ > kMaxNodes) {
      error = "too many lines of play to enumerate for this combat";
      return {};
    }
    std::uint64_t key = g.hash();
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    std::vector<Partial> out;
    Actor who = g.actor();
    if (who.kind == ActorKind::Terminal) {
      out.push_back({{}, 1.0});
    } else if (who.kind == ActorKind::Decision) {
      std::optional<Action> a = policy(g);
      if (!a) {
        out.push_back({{}, 1.0});
      } else {
        Game c = g;
        if (auto bad = c.apply(*a)) {
          error = "the odds policy chose a refused action: " + *bad;
          return {};
        }
        out = explore(c);
      }
    } else {
      out = chance(g);
    }
    memo_[key] = out;
    return out;
  }

 private:
  std::vector<Partial> chance(const Game& g) {
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
    std::map<std::string, Partial> acc;
    for (const ChanceOutcome& o : g.chance_outcomes()) {
      Game c = g;
      std::size_t l0 = c.log().size();
      if (auto bad = c.apply(o.action)) {
        error = "a chance outcome was refused: " + *bad;
        return {};
      }
      CombinedOutcome rec;
      if (pend.kind == RollKind::Morale) {
        // §2: "X (id) tests morale: die 4 -> 6 (passed)"; none if the unit
        // has left the map meanwhile.
        for (std::size_t i = l0; i < c.log().size(); ++i) {
          const std::string& t = c.log()[i].text;
          if (c.log()[i].section == "2" && t.find("(" + pend.unit + ") tests morale") != std::string::npos)
            rec.morale[pend.unit] = t.ends_with("(failed)") ? "failed" : "passed";
        }
      } else if (pend.kind != RollKind::Other) {
        std::string result;
        if (!explain(c, l0, pend, o.action.value, roll_index, fresh, result)) return {};
        if (fresh) rolls[roll_index].results[result] += o.probability;
        if (pend.kind == RollKind::Defence)
          rec.defence[pend.unit] = result;
        else
          rec.attack = result;
      }
      for (const Partial& sub : explore(c)) {
        CombinedOutcome m = merged(rec, sub.rec);
        Partial& slot = acc[key_of(m)];
        slot.rec = m;
        slot.p += o.probability * sub.p;
      }
      if (!error.empty()) return {};
    }
    std::vector<Partial> out;
    for (auto& [k, v] : acc) out.push_back(v);
    return out;
  }

  // Reads the roll's line in the log written since l0: its result, and (the
  // first time this roll is met) its modifiers, column and die modifier,
  // checked against the CRT.
  bool explain(const Game& c, std::size_t l0, const Pending& pend, int die, std::size_t roll_index,
               bool fresh, std::string& result) {
    std::vector<std::string> mods;
    bool found = false;
    for (std::size_t i = l0; i < c.log().size() && !found; ++i)
      if (c.log()[i].section == pend.section && read_roll_line(c.log()[i].text, mods, result)) found = true;
    if (!found) {
      error = fmt::format("the engine wrote no line for the {}", pend.label);
      return false;
    }
    int base = last_integer(mods.front());
    int col = base, drm = 0;
    std::vector<OddsModifier> list;
    for (std::size_t k = 1; k < mods.size(); ++k) {
      OddsModifier m;
      m.text = mods[k];
      m.section = modifier_section(mods[k], pend.section);
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
          pend.label, col, die, drm, result_name(crt_lookup(col, die + drm)), result);
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
      b.section = modifier_section(mods.front(), pend.section);
      r.modifiers.insert(r.modifiers.begin(), b);
    }
    return true;
  }

  // Is this our assault's combat, and is it over?
  int our_combat(const Game& g) const {
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
  std::optional<Action> policy(const Game& g) const {
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

  Action root_;
  std::string kind_;
  int unit_;
  HexId target_;
  std::size_t nodes_ = 0;
  std::unordered_map<std::uint64_t, std::vector<Partial>> memo_;
};

}  // namespace

std::optional<Odds> combat_odds(const Game& g, const Action& a, std::string* error) {
  auto fail = [&](const std::string& why) -> std::optional<Odds> {
    if (error) *error = why;
    return std::nullopt;
  };
  Odds o;
  o.action = a;
  switch (a.type) {
    case ActionType::Fire:
      o.kind = "barrage";
      break;
    case ActionType::Assault:
      o.kind = "assault";
      break;
    case ActionType::Defend:
      o.kind = "defend";
      break;
    case ActionType::Volley:
      o.kind = "volley";
      break;
    case ActionType::Attack:
      o.kind = "attack";
      break;
    case ActionType::Stand:  // the defender's view of the assault coming (9.5.4, 9.5.6, 9.5.1)
      if (g.state().phase != Phase::Combat) return fail("'stand' has odds only while an assault is resolved");
      o.kind = "stand";
      break;
    default:
      return fail(fmt::format("odds are given for fire, assault, defend, volley, attack and stand, not '{}'",
                              g.notation(a)));
  }
  const std::vector<Action>& legal = g.legal_actions();
  if (std::find(legal.begin(), legal.end(), a) == legal.end())
    return fail(fmt::format("'{}' is not a legal decision now", g.notation(a)));
  int unit = a.piece.is_unit() ? a.piece.index() : -1;
  HexId target = a.type == ActionType::Assault ? a.hexes[0] : kNoHex;
  if (a.type == ActionType::Assault) {
    // The first target hex the unit gives value to.
    for (int i = 0; i < a.nshares; ++i)
      if (a.shares[static_cast<std::size_t>(i)] > 0) {
        target = a.hexes[static_cast<std::size_t>(i)];
        break;
      }
    o.assumptions = {"other assaults on the hex are resolved separately (9.5.2)",
                     "the defender stands (9.5.4), gives no artillery support (9.5.6) and fires its whole "
                     "value at this attacker "
                     "without its commander's bonus (9.5.3 A, 9.5.13)",
                     "no defensive fire from units not assaulted (9.5.1)",
                     "the attack is made without the commander's bonus (9.5.13)"};
  }
  if (a.type == ActionType::Stand) {
    // The combat being resolved: its defensive fire goes at its first attacker.
    const Combat& c = g.state().combats[static_cast<std::size_t>(g.state().work.index)];
    unit = c.attackers[0];
    target = c.target;
    o.assumptions = {
        "the defender gives no (more) artillery support (9.5.6) and fires its whole value at "
        "the first attacker without its commander's bonus (9.5.3 A, 9.5.13)",
        "no (more) defensive fire from units not assaulted (9.5.1)",
        "the attack is made without the commander's bonus (9.5.13)"};
  }
  if (a.type == ActionType::Defend)
    o.assumptions = {"no defensive fire from units not assaulted (9.5.1)",
                     "the attack is made without the commander's bonus (9.5.13)"};
  if (a.type == ActionType::Volley)
    o.assumptions = {"no further defensive fire from units not assaulted (9.5.1)",
                     "the attack is made without the commander's bonus (9.5.13)"};
  if (a.type != ActionType::Fire && a.type != ActionType::Attack)
    o.assumptions.push_back("a unit that must retreat takes the first path offered (9.5.8)");
  Game start = g;
  start.clear_log();
  if (auto bad = start.apply(a)) return fail(*bad);
  Explorer ex(a, o.kind, unit, target);
  std::vector<Partial> lines = ex.explore(start);
  if (!ex.error.empty()) return fail(ex.error);
  if (ex.rolls.empty()) return fail(fmt::format("'{}' leads to no combat roll", g.notation(a)));
  o.rolls = ex.rolls;
  for (const Partial& p : lines) {
    CombinedOutcome c = p.rec;
    c.p = p.p;
    o.combined.push_back(c);
  }
  std::sort(o.combined.begin(), o.combined.end(),
            [](const CombinedOutcome& x, const CombinedOutcome& y) { return x.p > y.p; });
  // The main roll: the attack (or barrage, volley), or for a defensive split
  // the fire at the first attacker.
  std::string first_defence;
  for (std::size_t i = 0; i < o.rolls.size(); ++i)
    if (o.rolls[i].section != "9.5.3") {
      if (a.type != ActionType::Defend) {
        o.main = i;
        break;
      }
    } else if (first_defence.empty()) {
      first_defence = o.rolls[i].roll.substr(std::string("defensive fire at ").size());
      if (a.type == ActionType::Defend) {
        o.main = i;
        break;
      }
    }
  for (const CombinedOutcome& c : o.combined) {
    std::string r;
    if (a.type == ActionType::Defend) {
      auto it = c.defence.find(first_defence);
      r = it == c.defence.end() ? "none" : it->second;
    } else {
      r = c.attack.empty() ? "none" : c.attack;
    }
    o.main_results[r] += c.p;
  }
  return o;
}

}  // namespace bohemia
