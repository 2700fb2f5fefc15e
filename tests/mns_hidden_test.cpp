// Hidden movement (§19.8A-B) as far as stage 2 goes: after a set-up with
// units hidden in boxes, what the Prussian seat and a spectator read (view,
// log, history, export) is the same in every state resampled from their
// knowledge (resample redraws which marker is real and what each box
// holds), while the referee's view, which shows them, differs: were the
// hidden things put into the Prussian's answers, the comparison would fail.
#include <set>

#include "mns/mns_state.h"
#include "mns_hidden_setup.h"
#include "mns_test_util.h"
#include "systems/builtin.h"

namespace bohemia::mns::test {
namespace mns_hidden_test {
namespace {

constexpr engine::Seat kPrussia = static_cast<engine::Seat>(Side::Prussia);

nlohmann::json answers(const engine::GameState& g, engine::Seat seat) {
  return {{"view", g.view(seat)},
          {"events", g.events(seat, 0)},
          {"log_size", g.log_size(seat)},
          {"history", g.history_view(seat, 0)},
          {"save", g.save(seat, false)}};
}

TEST(Mns_S19_8_Hidden, ThePrussianCannotTellWhichMarkerIsRealNorWhatABoxHolds) {
  std::unique_ptr<MnsState> st = hidden_setup(5);
  ASSERT_EQ(st->game().state().phase, Phase::Movement);
  int referee_differs = 0;
  for (std::uint64_t seed = 1; seed <= 24; ++seed) {
    std::unique_ptr<engine::GameState> r = st->resample(kPrussia, seed);
    EXPECT_EQ(answers(*st, kPrussia), answers(*r, kPrussia)) << "seed " << seed;
    EXPECT_EQ(answers(*st, engine::kSpectator), answers(*r, engine::kSpectator)) << "seed " << seed;
    referee_differs += r->view(engine::kReferee) != st->view(engine::kReferee);
    // The resampled state plays on: its legal actions are the Prussian's own.
    EXPECT_EQ(r->legal_actions(), st->legal_actions());
  }
  EXPECT_GT(referee_differs, 0) << "resample never changed what is hidden: the check above could not fail";
}

// Which units share a box, as a set of sets (the boxes' letters left out).
std::set<std::vector<int>> grouping(const engine::GameState& g) {
  const State& s = static_cast<const MnsState&>(g).game().state();
  std::vector<std::vector<int>> boxes(4);
  for (std::size_t u = 0; u < s.units.size(); ++u)
    if (s.units[u].where == Where::Box)
      boxes[static_cast<std::size_t>(s.units[u].box)].push_back(static_cast<int>(u));
  std::set<std::vector<int>> out;
  for (const auto& b : boxes)
    if (!b.empty()) out.insert(b);
  return out;
}

// §19.8A-B, issue 17 item 3: the Prussian sees which units are hidden and
// where each box's markers stand, not which units share a box. Two set-ups
// dealing the same units differently among the same markers give the same
// Prussian view and, for each seed, the same resampled world; the worlds
// drawn group the units in other ways than the truth does, and each is a
// set-up the rules allow (its save replays to it: every unit's and
// leader's box was open to it when placed).
TEST(Mns_S19_8_Hidden, WhichUnitsShareABoxIsDrawnAfreshNotReadFromTheTruth) {
  std::unique_ptr<MnsState> a = hidden_setup(5, 1, 1), b = hidden_setup(5, 1, 3);
  ASSERT_EQ(a->view(kPrussia), b->view(kPrussia));
  ASSERT_NE(grouping(*a), grouping(*b)) << "the two set-ups must group the units differently";
  std::set<std::set<std::vector<int>>> drawn;
  for (std::uint64_t seed = 1; seed <= 24; ++seed) {
    std::unique_ptr<engine::GameState> ra = a->resample(kPrussia, seed), rb = b->resample(kPrussia, seed);
    EXPECT_EQ(ra->view(engine::kReferee), rb->view(engine::kReferee)) << "seed " << seed;
    EXPECT_EQ(ra->view(kPrussia), a->view(kPrussia)) << "seed " << seed;
    engine::LoadedGame re = engine::load_save(bohemia::builtin_systems(), ra->save(engine::kReferee, true));
    ASSERT_TRUE(re.game) << "seed " << seed << ": " << re.error;
    EXPECT_EQ(re.game->hash(), ra->hash()) << "seed " << seed;
    drawn.insert(grouping(*ra));
  }
  EXPECT_GE(drawn.size(), 10u) << "24 draws should give many groupings";
  EXPECT_TRUE(drawn.size() > drawn.count(grouping(*a))) << "the truth's grouping is only one of many";
}

// The Austrian knows everything of his own: resampling for him changes nothing.
TEST(Mns_S19_8_Hidden, TheAustrianKnowsHisBoxes) {
  std::unique_ptr<MnsState> st = hidden_setup(5);
  constexpr engine::Seat kAustria = static_cast<engine::Seat>(Side::Austria);
  for (std::uint64_t seed = 1; seed <= 6; ++seed)
    EXPECT_EQ(st->resample(kAustria, seed)->view(engine::kReferee), st->view(engine::kReferee));
  // The Austrian's view names the box of each hidden unit; the Prussian's never does.
  nlohmann::json mine = st->view(kAustria), theirs = st->view(kPrussia);
  int boxed = 0;
  for (const auto& u : mine["units"]) boxed += u.contains("box");
  for (const auto& u : theirs["units"]) EXPECT_FALSE(u.contains("box")) << u.dump();
  EXPECT_GT(boxed, 1);
}

// The view's `last` (the other side's latest moves, for arrows) after the
// Austrian moved hidden-movement markers (§19.8C): the Prussian and a
// spectator read the markers' moves but never a hidden unit, and their
// answers stay the same in every state resampled from their knowledge.
TEST(Mns_S19_8_Hidden, TheLastMovesShowMarkersNeverWhatTheyHide) {
  std::unique_ptr<MnsState> st = hidden_setup(5);
  const Game& g = st->game();
  int marker_moves = 0;
  for (int guard = 0; guard < 6000 && !g.over(); ++guard) {
    if (g.wait() == WaitKind::Chance) {
      ASSERT_FALSE(st->apply(st->sample_chance()).has_value());
      continue;
    }
    if (g.deciding() == Side::Prussia && marker_moves >= 2) break;
    const std::vector<Action>& l = g.legal_actions();
    const Action* pick = nullptr;
    for (const Action& a : l) {
      bool marker_move = a.type == ActionType::Move && a.unit >= kMarkerBase && marker_moves < 3;
      if (marker_move || (a.type == ActionType::To && (!pick || a.hex > pick->hex))) pick = &a;
    }
    if (!pick)
      for (ActionType t :
           {ActionType::Begin, ActionType::End, ActionType::Go, ActionType::Stay, ActionType::Pass})
        for (const Action& a : l)
          if (!pick && a.type == t) pick = &a;
    if (!pick) pick = &l.front();
    marker_moves += pick->type == ActionType::To && g.deciding() == Side::Austria;
    ASSERT_FALSE(st->apply(MnsState::pack(*pick)).has_value());
  }
  ASSERT_EQ(g.deciding(), Side::Prussia);
  nlohmann::json last = st->view(kPrussia)["last"];
  ASSERT_FALSE(last.empty()) << "the Austrian's moves are shown";
  int markers = 0;
  for (const auto& e : last) {
    EXPECT_EQ(e["side"], "austria");
    markers += e["piece"].get<std::string>().size() == 2;  // A1 … D2
  }
  EXPECT_GT(markers, 0) << last.dump();
  // No unit in a box appears, in the Prussian's nor the spectator's.
  const nlohmann::json referee = st->view(engine::kReferee);  // kept: the loop reads into it
  for (engine::Seat seat : {kPrussia, engine::kSpectator}) {
    std::string text = st->view(seat)["last"].dump();
    for (const auto& u : referee["units"]) {
      if (u["where"] == "hidden") {
        EXPECT_EQ(text.find(u["id"].get<std::string>()), std::string::npos) << u["id"];
      }
    }
  }
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    std::unique_ptr<engine::GameState> r = st->resample(kPrussia, seed);
    EXPECT_EQ(r->view(kPrussia)["last"], last) << "seed " << seed;
    EXPECT_EQ(answers(*st, engine::kSpectator), answers(*r, engine::kSpectator)) << "seed " << seed;
  }
}

}  // namespace
}  // namespace mns_hidden_test
}  // namespace bohemia::mns::test
