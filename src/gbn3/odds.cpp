#include "gbn3/odds.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <unordered_map>

#include "gbn3/crt.h"
#include "gbn3/odds_walk.h"

namespace bohemia {

namespace {

// The distribution over a combat's lines of play, folded step by step over
// its states. First the states are found, depth first from the start, each
// stepped once whatever the number of lines that reach it (states are equal
// when their hashes are): the graph of the combat, each edge with its
// probability and what it records. Then the distribution of records is
// carried from the start along the edges, a state's records passed on only
// once every line into it has arrived (Kahn's order on the graph), the
// records of lines that meet added together. The work grows with the
// distinct states of the combat, never with its lines.
class OddsFold {
 public:
  explicit OddsFold(OddsWalker& walker) : walker_(walker) {}

  // Folds every line from `start`; the finished records with their
  // probabilities, by record key. False (walker.error) if a step fails.
  bool run(const Game& start, std::map<std::string, CombinedOutcome>& done) {
    if (!find_states(start)) return false;
    return carry(done);
  }

 private:
  struct Edge {
    int to = 0;
    double p = 0;
    CombinedOutcome delta;
  };
  struct Node {
    std::vector<Edge> out;  // none: the lines end here
    int into = 0;           // edges into it not yet carried
  };
  using Records = std::unordered_map<std::string, CombinedOutcome>;  // key_of -> record, with p

  int node_of(std::uint64_t h, bool& fresh) {
    auto [it, added] = index_.try_emplace(h, static_cast<int>(nodes_.size()));
    fresh = added;
    if (added) nodes_.emplace_back();
    return it->second;
  }

  // Depth first, the first outcome first: the order in which rolls are
  // first met (RollOdds), as issue 8's enumeration met them.
  bool find_states(const Game& start) {
    bool fresh = false;
    return expand(node_of(start.hash(), fresh), start);
  }

  bool expand(int n, const Game& g) {
    std::vector<OddsStep> next;
    if (!walker_.step(g, next)) return false;
    for (OddsStep& s : next) {
      if (s.p == 0) continue;
      bool fresh = false;
      const int to = node_of(s.game.hash(), fresh);
      nodes_[static_cast<std::size_t>(n)].out.push_back({to, s.p, std::move(s.delta)});
      ++nodes_[static_cast<std::size_t>(to)].into;
      if (fresh && !expand(to, s.game)) return false;
    }
    return true;
  }

  bool carry(std::map<std::string, CombinedOutcome>& done) {
    std::vector<Records> records(nodes_.size());
    CombinedOutcome none;
    none.p = 1.0;
    records[0].emplace(key_of(none), none);
    std::vector<int> ready = {0};
    std::size_t carried = 0;
    for (std::size_t i = 0; i < ready.size(); ++i) {
      const int n = ready[i];
      Node& node = nodes_[static_cast<std::size_t>(n)];
      Records here = std::move(records[static_cast<std::size_t>(n)]);
      ++carried;
      if (node.out.empty())
        for (auto& [k, r] : here) add(done, k, r);
      for (const Edge& e : node.out) {
        Records& into = records[static_cast<std::size_t>(e.to)];
        for (const auto& [k, r] : here) {
          CombinedOutcome m = merged(r, e.delta);
          m.p = r.p * e.p;
          add(into, key_of(m), m);
        }
        if (--nodes_[static_cast<std::size_t>(e.to)].into == 0) ready.push_back(e.to);
      }
    }
    if (carried != nodes_.size()) {
      walker_.error = "the combat's lines of play come back to a state they left";
      return false;
    }
    return true;
  }

  template <class M>
  static void add(M& into, const std::string& k, const CombinedOutcome& r) {
    auto [slot, fresh] = into.try_emplace(k, r);
    if (!fresh) slot->second.p += r.p;
  }

  OddsWalker& walker_;
  std::vector<Node> nodes_;
  std::unordered_map<std::uint64_t, int> index_;
};

}  // namespace

bool odds_by_fold(OddsWalker& walker, const Game& start, std::map<std::string, CombinedOutcome>& done) {
  OddsFold fold(walker);
  return fold.run(start, done);
}

std::optional<Odds> combat_odds(const Game& g, const Action& a, std::string* error, OddsMethod method) {
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
  start.clear_history();
  if (auto bad = start.apply(a)) return fail(*bad);
  start.clear_log();
  OddsWalker walker(g, o.kind, unit, target);
  // Issue 8's enumeration followed the lines on past the activation (the
  // next marker, the rally phase, the next turn's rolls): kept so for
  // comparison, it is what made it give up on an activation's last combat.
  walker.stop_with_activation = method == OddsMethod::Fold;
  std::map<std::string, CombinedOutcome> done;
  const bool ok =
      method == OddsMethod::Fold ? odds_by_fold(walker, start, done) : odds_by_lines(walker, start, done);
  if (!ok) return fail(walker.error);
  o.states = walker.steps;
  if (walker.rolls.empty()) return fail(fmt::format("'{}' leads to no combat roll", g.notation(a)));
  o.rolls = walker.rolls;
  for (auto& [k, c] : done) o.combined.push_back(c);
  std::stable_sort(o.combined.begin(), o.combined.end(),
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
