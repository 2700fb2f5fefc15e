// The computer players at Königgrätz (issue 17 item 3: "never cheats").
// The Austrian hides units (§19.8): the Prussian seat knows where the
// markers stand, never which of a box's two markers is the real one nor
// which box holds which units (ruling R-19.8A). A player deciding for the
// Prussians must therefore decide alike in every state that shows the
// Prussian the same view, whatever the hidden truth behind it: it may only
// search over states drawn by resample(prussian seat, …) from that view.
#include <set>

#include "ai/player.h"
#include "core/rng.h"
#include "mns/mns_state.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace {

constexpr engine::Seat kPrussia = static_cast<engine::Seat>(Side::Prussia);

// The historical set-up with every unit that may hide hidden, in boxes
// taken in turn (A, B, C, D, A…), each marker on the first hex offered;
// `real` picks which marker of every pair is the real one (§19.8B), the
// one choice of the set-up the Prussian never sees.
std::unique_ptr<MnsState> hidden_setup(std::uint64_t seed, int real) {
  auto st = std::make_unique<MnsState>(mns_system(), koniggratz(), seed);
  const Game& g = st->game();
  int hidden = 0;
  for (int guard = 0; guard < 5000 && g.state().phase == Phase::Setup; ++guard) {
    if (g.wait() == WaitKind::Chance) {
      EXPECT_FALSE(st->apply(st->sample_chance()).has_value());
      continue;
    }
    const std::vector<Action>& l = g.legal_actions();
    const Action* pick = &l.front();
    for (const Action& a : l)
      if (a.type == ActionType::Hide && (pick->type != ActionType::Hide || a.value == hidden % 4)) pick = &a;
    hidden += pick->type == ActionType::Hide;
    if (pick->type == ActionType::Real)
      for (const Action& a : l)
        if ((a.unit - kMarkerBase) % 2 == real) pick = &a;
    EXPECT_FALSE(st->apply(MnsState::pack(*pick)).has_value());
  }
  EXPECT_GT(hidden, 1);
  return st;
}

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
    if (!c->apply(g.legal_action(i)) && boxes_in_doubt(static_cast<const MnsState&>(*c).game().state()) < before)
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
// while the markers are still hidden, and states resampled from the
// Prussian's knowledge (which also trade boxes' contents): the Prussian
// view is the same in all of them, the truth is not, and greedy, the
// planner and MCTS decide the same action with the same value in each.
TEST(Mns_S19_8_Ai, ThePlayersDecideAlikeWhateverTheMarkersHide) {
  std::vector<std::unique_ptr<engine::GameState>> worlds;
  worlds.push_back(hidden_setup(5, 1));
  worlds.push_back(hidden_setup(5, 0));
  engine::GameState& truth = *worlds.front();
  // On to a Prussian decision of some choice, markers still in doubt: the
  // same actions in both set-ups (chance as the first game draws it).
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

}  // namespace
}  // namespace bohemia::mns::test
