// The computer players at Königgrätz (issue 17 item 3: "never cheats").
// The Austrian hides units (§19.8): the Prussian seat knows where the
// markers stand, never which of a box's two markers is the real one nor
// which box holds which units (ruling R-19.8A). A player deciding for the
// Prussians must therefore decide alike in every state that shows the
// Prussian the same view, whatever the hidden truth behind it: it may only
// search over states drawn by resample(prussian seat, …) from that view.
#include <set>

#include "ai/player.h"
#include "ai/search_util.h"
#include "core/rng.h"
#include "mns/evaluate.h"
#include "mns/mns_state.h"
#include "mns_hidden_setup.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_ai_test {
namespace {

constexpr engine::Seat kPrussia = static_cast<engine::Seat>(Side::Prussia);

// Boxes whose two markers are both on the map: the real one is unknown.
int boxes_in_doubt(const State& s) {
  int n = 0;
  for (std::size_t box = 0; box < 4; ++box)
    n += !s.box_revealed[box] && s.markers[2 * box].hex != kNoHex && s.markers[2 * box + 1].hex != kNoHex;
  return n;
}

// A random legal action that reveals no marker (in the world played, so in
// every other: the same actions see the same markers), or the first one.
engine::Action pick(const engine::GameState& g, Rng& rng) {
  const int before = boxes_in_doubt(static_cast<const MnsState&>(g).game().state());
  for (int k = 0; k < 20; ++k) {
    const engine::Action a = g.legal_action(rng.below(static_cast<std::uint32_t>(g.num_legal_actions())));
    std::unique_ptr<engine::GameState> c = g.clone();
    if (!c->apply(a) && boxes_in_doubt(static_cast<const MnsState&>(*c).game().state()) == before) return a;
  }
  return g.legal_action(0);
}

// Whether one of the legal actions reveals a marker.
bool reveals(const engine::GameState& g) {
  const int before = boxes_in_doubt(static_cast<const MnsState&>(g).game().state());
  for (std::size_t i = 0; i < g.num_legal_actions(); ++i) {
    std::unique_ptr<engine::GameState> c = g.clone();
    if (!c->apply(g.legal_action(i)) &&
        boxes_in_doubt(static_cast<const MnsState&>(*c).game().state()) < before)
      return true;
  }
  return false;
}

std::unique_ptr<ai::Player> make(const std::string& spec, std::uint64_t seed) {
  std::string err;
  auto p = ai::make_player(spec, seed, &err);
  EXPECT_TRUE(p) << spec << ": " << err;
  return p;
}

// §19.8, issue 17 item 3. Two set-ups that differ only in which marker of
// each box is real, played on by the same actions (the Prussians entering
// and moving, dice by the first game's generator) to a Prussian decision
// of which one choice would reveal a marker, none revealed yet, and states
// resampled from the Prussian's knowledge (which also trade boxes'
// contents): the Prussian view is the same in all of them, the truth is not, and greedy, the
// planner and MCTS decide the same action with the same value in each.
TEST(Mns_S19_8_Ai, ThePlayersDecideAlikeWhateverTheMarkersHide) {
  std::vector<std::unique_ptr<engine::GameState>> worlds;
  worlds.push_back(hidden_setup(5, 1));
  worlds.push_back(hidden_setup(5, 0));
  engine::GameState& truth = *worlds.front();
  // On to a Prussian decision of which one choice reveals a marker: the
  // same actions in both set-ups (chance as the first game draws it), none
  // of them revealing one (then the worlds would part).
  Rng rng(3);
  const MnsState& mns = static_cast<const MnsState&>(truth);
  for (int i = 0; i < 6000; ++i) {
    const engine::Actor who = truth.actor();
    ASSERT_NE(who.kind, engine::ActorKind::Terminal);
    if (who.kind == engine::ActorKind::Decision && who.seat == kPrussia && truth.num_legal_actions() > 8 &&
        reveals(truth))
      break;
    engine::Action a = who.kind == engine::ActorKind::Chance ? truth.sample_chance() : pick(truth, rng);
    for (auto& w : worlds) ASSERT_FALSE(w->apply(a)) << "action " << i << ": " << truth.notation(a);
  }
  ASSERT_EQ(truth.actor().seat, kPrussia);
  const State& s = mns.game().state();
  ASSERT_GT(boxes_in_doubt(s), 0) << "every marker was revealed: nothing is hidden any more";
  int on_map = 0;
  for (std::size_t u = 0; u < s.units.size(); ++u)
    on_map += koniggratz()->units[u].side == Side::Prussia && s.units[u].where == Where::Map;
  ASSERT_GT(on_map, 0) << "the Prussians have entered";
  for (std::uint64_t seed : {7ULL, 8ULL, 9ULL, 10ULL}) worlds.push_back(truth.resample(kPrussia, seed));

  // The Prussian sees the same in every world; the truth differs.
  std::set<std::string> truths;
  for (const auto& w : worlds) {
    ASSERT_EQ(w->view(kPrussia), truth.view(kPrussia));
    ASSERT_EQ(w->legal_actions(), truth.legal_actions());
    truths.insert(w->view(engine::kReferee).dump());
  }
  EXPECT_GE(truths.size(), 3u) << "the worlds must hide different truths, or the test proves nothing";

  // resample draws what the Prussian cannot know from what he knows and
  // the seed only: the same worlds from every truth behind the view.
  for (std::uint64_t seed = 1; seed <= 8; ++seed)
    for (std::size_t k = 1; k < worlds.size(); ++k)
      EXPECT_EQ(worlds[k]->resample(kPrussia, seed)->view(engine::kReferee),
                truth.resample(kPrussia, seed)->view(engine::kReferee))
          << "seed " << seed << " world " << k;

  for (const char* spec : {"greedy", "plan:easy", "mcts:easy@it=24"}) {
    const ai::Decision first = make(spec, 11)->decide(truth);
    for (std::size_t k = 1; k < worlds.size(); ++k) {
      const ai::Decision d = make(spec, 11)->decide(*worlds[k]);
      EXPECT_EQ(d.action, first.action) << spec << " world " << k << ": " << truth.notation(d.action)
                                        << " instead of " << truth.notation(first.action);
      EXPECT_DOUBLE_EQ(d.value, first.value) << spec << " world " << k;
    }
  }
}

// The game at the Prussian movement phase of turn 1, through the engine
// interface: the historical set-up, nothing hidden, every die a 3.
std::unique_ptr<MnsState> turn_one() {
  auto st = std::make_unique<MnsState>(mns_system(), koniggratz(), 1);
  st->game_mut() = after_setup(1);
  return st;
}

// §3.2: "end" is listed first, and ties with a unit's first step (choosing
// a unit to move changes nothing yet): the players prefer to act.
TEST(Mns_S03_2_Ai, AmongEqualValuesThePlayersActRatherThanEndThePhase) {
  std::unique_ptr<MnsState> st = turn_one();
  engine::GameState& g = *st;
  std::unique_ptr<engine::Action> end, act;
  for (int guard = 0; guard < 50 && !(end && act); ++guard) {
    if (g.actor().kind == engine::ActorKind::Chance) {
      ASSERT_FALSE(g.apply(g.sample_chance()));
      continue;
    }
    end.reset();
    act.reset();
    for (const engine::Action& a : g.legal_actions()) {
      const std::string n = g.notation(a);
      if (n == "end")
        end = std::make_unique<engine::Action>(a);
      else if (!act && !ai::declines(g, a))
        act = std::make_unique<engine::Action>(a);
    }
    if (!(end && act)) {
      ASSERT_FALSE(g.apply(g.legal_action(0)));
    }
  }
  ASSERT_TRUE(end && act) << "a Prussian list with both end and an action";
  EXPECT_TRUE(ai::declines(g, *end));
  EXPECT_FALSE(ai::declines(g, *act));
  ai::BestPick pick(g);
  EXPECT_TRUE(pick.offer(0.25, *end));
  EXPECT_TRUE(pick.offer(0.25, *act)) << "an action over a decline of the same value";
  EXPECT_FALSE(pick.offer(0.25, *end));
  EXPECT_FALSE(pick.offer(0.2, *act));
  EXPECT_EQ(pick.action(), *act);
  ai::BestPick first(g);
  EXPECT_TRUE(first.offer(0.25, *act));
  EXPECT_FALSE(first.offer(0.25, *end)) << "a decline never displaces an action of the same value";
  EXPECT_TRUE(first.offer(0.3, *end)) << "a better value always wins";
}

// Issue 17 ("once Königgrätz exists, the AI plays it"): greedy for Prussia
// through the movement phases of turns 1 and 2 brings the turn-1 arrivals
// onto the map (17.4), then moves them on toward 2030 (18.1), where ending
// each phase at once (the first listed) would do neither. Every other
// decision: the first listed.
TEST(Mns_S18_1_Ai, GreedyMarchesThePrussiansOn2030) {
  std::unique_ptr<MnsState> st = turn_one();
  engine::GameState& g = *st;
  auto p = make("greedy", 3);
  const State& s = st->game().state();
  const Scenario& sc = *koniggratz();
  auto distances = [&] {
    std::vector<int> d(s.units.size(), -1);
    for (std::size_t u = 0; u < s.units.size(); ++u)
      if (sc.units[u].side == Side::Prussia && s.units[u].where == Where::Map)
        d[u] = sc.map->grid.distance(s.units[u].hex, sc.victory_hex);
    return d;
  };
  std::vector<int> after_turn_one;
  for (int guard = 0; guard < 3000 && s.turn <= 2; ++guard) {
    if (g.actor().kind == engine::ActorKind::Chance) {
      ASSERT_FALSE(g.apply(g.sample_chance()));
      continue;
    }
    if (s.turn == 2 && after_turn_one.empty()) after_turn_one = distances();
    const bool prussian_move = g.actor().seat == kPrussia && s.phase == Phase::Movement;
    ASSERT_FALSE(g.apply(prussian_move ? p->decide(g).action : g.legal_action(0)));
  }
  ASSERT_FALSE(after_turn_one.empty());
  const int entered = static_cast<int>(
      std::count_if(after_turn_one.begin(), after_turn_one.end(), [](int d) { return d >= 0; }));
  EXPECT_GE(entered, 4) << "the turn-1 arrivals (17.4) entered";
  const std::vector<int> now = distances();
  int nearer = 0;
  for (std::size_t u = 0; u < now.size(); ++u)
    nearer += after_turn_one[u] >= 0 && now[u] >= 0 && now[u] < after_turn_one[u];
  EXPECT_GE(nearer, entered / 2) << "most of them marched on in turn 2";
}

// §19.8B: the Austrian computer's historical set-up uses hidden movement.
// Without the evaluation's hidden term it set every unit up in the open,
// so a game against it never had a hidden marker.
TEST(Mns_S19_8_Ai, GreedySetsSomeAustriansUpHidden) {
  MnsState st(mns_system(), koniggratz(), 3);
  auto p = make("greedy", 5);
  const Game& g = st.game();
  for (int guard = 0; guard < 5000 && g.state().phase == Phase::Setup; ++guard) {
    const engine::Actor who = st.actor();
    ASSERT_NE(who.kind, engine::ActorKind::Terminal);
    if (who.kind == engine::ActorKind::Chance) {
      ASSERT_FALSE(st.apply(st.sample_chance()));
      continue;
    }
    // The first choice (§17.2 historical, §17.3 free) is the historical one.
    const engine::Action a = g.state().step == Step::Choose ? st.legal_action(0) : p->decide(st).action;
    ASSERT_FALSE(st.apply(a)) << st.notation(a);
  }
  ASSERT_NE(g.state().phase, Phase::Setup);
  int hidden = 0, markers = 0;
  for (const UnitState& u : g.state().units) hidden += u.where == Where::Box;
  for (const auto& m : g.state().markers) markers += m.hex != kNoHex;
  EXPECT_GT(hidden, 0) << "no Austrian unit hidden";
  EXPECT_GE(markers, 2) << "no hidden-movement marker on the map";
}

}  // namespace
}  // namespace mns_ai_test
}  // namespace bohemia::mns::test
