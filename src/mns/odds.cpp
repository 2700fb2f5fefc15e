// The odds query (docs/api.md): the asked decision is played on a copy of
// the game, the decisions still to come before the dice by a fixed policy
// ("go" when offered, else the first option) and the morale checks before
// the dice as passed (a roll of 1, §2.4); at the combat die the column is
// reckoned by the function the combat uses (combat_differential,
// bombard_reckoning), and each of the 36 pairs of the combat die and the
// morale die is played on its own copy to read the result, its first
// morale check and whether it gives a Fortune of War.
#include "mns/odds.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "mns/combat.h"
#include "mns/rules.h"

namespace bohemia::mns {

namespace {

using nlohmann::json;

OddsAnswer refuse(std::string section, std::string text) {
  OddsAnswer a;
  a.error = section + ": " + text;
  a.section = std::move(section);
  return a;
}

Action roll(int v) {
  Action a{ActionType::Roll};
  a.value = static_cast<std::int8_t>(v);
  return a;
}

bool rolling(const Game& g) {
  const Combat& c = g.state().combat;
  return g.wait() == WaitKind::Chance && c.active && c.rolling;
}

std::string result_text(const Converted& r) {
  std::string t = code_name(r.primary);
  if (r.second != Code::None) t += fmt::format(" ({})", code_name(r.second));
  if (r.df) t += " DF";
  if (r.leader) t += " Leader";
  if (r.ammo) t += " Ammo";
  return t;
}

json parts_json(const std::vector<StrengthPart>& parts, const char* side, const char* base_section) {
  json out = json::array();
  for (const StrengthPart& p : parts) {
    if (p.unit.empty()) {  // a side addition
      out.push_back({{"side", side},
                     {"value", p.value},
                     {"text", p.mods.front().text},
                     {"section", p.mods.front().section}});
      continue;
    }
    out.push_back({{"side", side},
                   {"unit", p.unit},
                   {"value", p.value},
                   {"text", fmt::format("base {}", p.base)},
                   {"section", base_section}});
    for (const Modifier& m : p.mods)
      out.push_back({{"side", side}, {"unit", p.unit}, {"text", m.text}, {"section", m.section}});
  }
  return out;
}

bool in_combat(const Game& sim) {
  return sim.state().combat.active || sim.running().type == TaskType::Combat ||
         sim.running().type == TaskType::Bombard;
}

// The policy's choice among the legal decisions: "go" when offered, else
// `prefer` when offered, else the first; listed in `assumptions`.
std::string policy_step(Game& sim, std::vector<std::string>& assumptions, ActionType prefer) {
  const std::vector<Action>& l = sim.legal_actions();
  auto go = std::find_if(l.begin(), l.end(), [](const Action& a) { return a.type == ActionType::Go; });
  if (go == l.end()) go = std::find_if(l.begin(), l.end(), [&](const Action& a) { return a.type == prefer; });
  Action a = go != l.end() ? *go : l.front();
  assumptions.push_back(fmt::format("{}: {}", side_id(sim.deciding()), sim.notation(a)));
  return sim.apply(a) ? "the policy chose a refused decision" : "";
}

// A charge declared while moving (9.3 (1), 7.13.3) is fought in the combat
// phase that follows: the movement phase ends at once (the moves not yet
// made are not foreseen), the decisions on the way are the policy's ("end"
// for the charging side), and the declared charge is the first combat.
std::string to_the_charge(Game& sim, const Action& declared, std::vector<std::string>& assumptions) {
  if (in_combat(sim)) return "";  // a fortune's charge is fought at once (12.4)
  Side side = sim.state().active;
  assumptions.push_back(
      "the movement phase ends after this charge: the moves not yet made are not foreseen (9.3 (1))");
  for (int guard = 0; guard < 400; ++guard) {
    if (sim.over()) return "the game ends";
    if (in_combat(sim)) return "another combat comes first";
    Phase phase = sim.state().phase;
    if (phase != Phase::Movement && phase != Phase::Combat) return "the charge is not fought";
    if (sim.wait() == WaitKind::Chance) {
      if (sim.apply(roll(sim.dice()))) return "a die before the combat could not be played";
      continue;
    }
    if (phase == Phase::Combat && sim.deciding() == side) {
      const std::vector<Action>& l = sim.legal_actions();
      if (std::find(l.begin(), l.end(), declared) == l.end())
        return "the charge is not offered in the combat phase";
      assumptions.push_back(fmt::format("{}: {}", side_id(side), sim.notation(declared)));
      return sim.apply(declared) ? "the charge is refused in the combat phase" : "";
    }
    std::string why = policy_step(sim, assumptions, ActionType::End);
    if (!why.empty()) return why;
  }
  return "no combat phase within 400 decisions";
}

// Plays the policy from `sim` to the combat die; "" when it got there.
std::string to_the_dice(Game& sim, std::vector<std::string>& assumptions) {
  bool checked = false;
  for (int guard = 0; guard < 400; ++guard) {
    if (rolling(sim)) {
      if (checked) assumptions.push_back("the morale checks before the dice pass (7.3 (2), 7.13.3, 9.3 (3))");
      return "";
    }
    if (sim.over()) return "the game ends";
    if (!in_combat(sim)) return "no combat die follows";
    if (sim.wait() == WaitKind::Chance) {
      checked = true;
      if (sim.apply(roll(sim.dice()))) return "a die before the combat could not be played";
      continue;
    }
    std::string why = policy_step(sim, assumptions, ActionType::Go);
    if (!why.empty()) return why;
  }
  return "no combat die within 400 decisions";
}

// One pair of dice played on a copy: the result's first morale check and
// whether a fortune of war is given.
struct Pair {
  std::string check;  // "passes", "fails" or ""
  bool fortune = false;
};

Pair play_pair(const Game& at, int die, int morale) {
  Game k = at.copy_without_log();
  k.set_logging(true);
  std::size_t fortunes = 0;
  for (const Task& t : at.state().tasks) fortunes += t.type == TaskType::FortuneOfWar;
  Pair p;
  if (k.apply(roll(die))) return p;
  if (k.wait() == WaitKind::Chance && k.dice() == 1 && k.apply(roll(morale))) return p;
  std::string mark = at.state().combat.bombard ? fmt::format("die {}: ", die)
                                               : fmt::format("combat die {}, morale die {}: ", die, morale);
  bool after = false;
  for (const Event& e : k.log()) {
    if (!after) {
      after = e.text.rfind(mark, 0) == 0;
      continue;
    }
    if (p.check.empty() && e.text.find(" checks morale (") != std::string::npos)
      p.check = e.text.substr(e.text.size() - 6) == "passes" ? "passes" : "fails";
    if (e.text.find("fortune of war") != std::string::npos) p.fortune = true;
  }
  std::size_t now = 0;
  for (const Task& t : k.state().tasks) now += t.type == TaskType::FortuneOfWar;
  if (now > fortunes) p.fortune = true;
  return p;
}

}  // namespace

OddsAnswer combat_odds(const Game& g, int side, std::string_view action) {
  if (g.wait() != WaitKind::Decision) return refuse("7.3", "no decision is pending: no odds");
  if (side >= 0 && static_cast<int>(g.deciding()) != side)
    return refuse("7.1", "odds are given for a decision you are offered now; the other side decides");
  std::string perr;
  std::optional<Action> a = g.parse(action, &perr);
  if (!a) return refuse("7.7", fmt::format("'{}' is not an action: {}", action, perr));
  const std::vector<Action>& legal = g.legal_actions();
  if (std::find(legal.begin(), legal.end(), *a) == legal.end()) {
    State copy = g.state();
    Caches caches;
    Board b(g.scenario(), copy, caches);
    std::string why = g.running().type == TaskType::None ? refusal_reason(b, *a) : "";
    if (!why.empty()) return refuse(why.substr(0, why.find(':')), why.substr(why.find(':') + 2));
    return refuse("7.7", fmt::format("'{}' is not a legal decision now", action));
  }
  const Combat& now = g.state().combat;
  if (now.active && now.rolling) return refuse("7.3", "the dice of this combat have been rolled");
  Game sim = g.copy_without_log();
  std::vector<std::string> assumptions;
  bool declared = a->type == ActionType::Charge && g.state().phase == Phase::Movement;
  if (sim.apply(*a)) return refuse("7.7", "the action is refused");
  std::string why = declared ? to_the_charge(sim, *a, assumptions) : "";
  if (why.empty()) why = to_the_dice(sim, assumptions);
  if (!why.empty())
    return refuse("7.7", fmt::format("'{}' decides no attack or bombardment ({}) (8.4)", action, why));

  State copy = sim.state();
  Caches caches;
  Board b(g.scenario(), copy, caches);
  const Combat& c = copy.combat;
  const Crt& crt = *g.scenario().crt;
  json j;
  j["system"] = "mns";
  j["action"] = g.notation(*a);
  j["target"] = g.scenario().map->label(c.target);
  int col = 0;
  if (c.bombard) {
    BombardStrength r = bombard_reckoning(b, c);
    j["kind"] = c.line_fire ? "fire" : "bombard";
    j["attack"] = r.total;
    j["defence"] = 0;
    j["differential"] = r.total;
    j["modifiers"] = parts_json(r.parts, "attacker", c.line_fire ? "19.7D" : "8.5");
    col = r.column;
  } else {
    Differential r = combat_differential(b, c);
    bool charge = c.cavalry_charge || c.tactic_a == static_cast<std::uint8_t>(Tactic::Charge);
    j["kind"] = charge ? "charge" : "attack";
    j["attack"] = r.attack.total;
    j["defence"] = r.defence.total;
    j["differential"] = r.differential;
    json mods = parts_json(r.attack.parts, r.mirrored ? "defender" : "attacker", "7.7");
    for (const json& m : parts_json(r.defence.parts, r.mirrored ? "attacker" : "defender", "7.7"))
      mods.push_back(m);
    j["modifiers"] = mods;
    if (r.mirrored)
      assumptions.push_back("a countercharge: the table is read from the cavalry's side (9.4, R-9.4)");
    col = r.column;
  }
  j["column"] = crt.columns[static_cast<std::size_t>(col)].label;
  j["column_index"] = col;

  // The 36 pairs: the result as the tactics read it, its first check, a fortune.
  std::map<std::pair<std::string, std::string>, std::pair<int, bool>> tally;
  std::vector<std::pair<std::string, std::string>> order;
  int fortune = 0;
  for (int die = 1; die <= 6; ++die)
    for (int morale = 1; morale <= 6; ++morale) {
      Converted conv = convert_result(c, crt.cell(die, col));
      std::string text = result_text(conv);
      Pair p = play_pair(sim, die, morale);
      // 7.8: a DF is given once the result is applied, after any owner's choice.
      p.fortune = p.fortune || conv.df;
      auto key = std::make_pair(text, p.check);
      if (!tally.count(key)) order.push_back(key);
      tally[key].first += 1;
      tally[key].second = tally[key].second || p.fortune;
      fortune += p.fortune;
    }
  json results = json::array();
  for (const auto& key : order) {
    int n = tally[key].first;
    results.push_back({{"result", key.first},
                       {"check", key.second.empty() ? json(nullptr) : json(key.second)},
                       {"of36", n},
                       {"p", n / 36.0},
                       {"fortune", tally[key].second}});
  }
  j["results"] = results;
  j["fortune"] = {{"of36", fortune}, {"p", fortune / 36.0}};
  j["assumptions"] = assumptions;
  OddsAnswer out;
  out.ok = true;
  out.body = std::move(j);
  return out;
}

}  // namespace bohemia::mns
