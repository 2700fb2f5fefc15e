// The battle of Trautenau (VV165 §11): the data of data/gbn3/scenarios/trautenau.toml
// against the printed tables, and the scenario's special rules in play.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include "gbn3/special/trautenau.h"
#include "gbn3_play.h"
#include "rules_play_util.h"
#include "test_util.h"
#include "trautenau_positions.h"

namespace bohemia {
namespace scenario_trautenau_test {
namespace {

using test::has_action;
using test::hex_of;
using test::log_contains;
using test::play;

std::shared_ptr<const Scenario> trautenau() {
  static std::shared_ptr<const Scenario> sc = test::real("trautenau");
  return sc;
}

// §11.1.2: "Formation | Step | Demo | VP". Steps are the sum of the units'
// morale values (morale = step losses a unit can take, §1.2.3).
TEST(Section11_1_2, FormationThresholdsMatchThePrintedTable) {
  const Scenario& sc = *trautenau();
  const std::map<std::string, std::array<int, 3>> printed = {{"mondel", {6, 3, 1}},
                                                             {"grivicic", {6, 3, 1}},
                                                             {"knebel", {6, 3, 1}},
                                                             {"wimpffen", {5, 3, 1}},
                                                             {"austria-independent", {5, 3, 1}},
                                                             {"grossmann", {12, 6, 2}},
                                                             {"clausewitz", {11, 5, 2}},
                                                             {"bredow", {2, 1, 1}},
                                                             {"prussia-independent", {4, 2, 1}}};
  ASSERT_EQ(sc.formations.size(), printed.size());
  for (std::size_t f = 0; f < sc.formations.size(); ++f) {
    const FormationDef& fd = sc.formations[f];
    auto it = printed.find(fd.id);
    ASSERT_NE(it, printed.end()) << fd.id;
    EXPECT_EQ(fd.steps, it->second[0]) << fd.id;
    EXPECT_EQ(fd.demo, it->second[1]) << fd.id;
    EXPECT_EQ(fd.vp, it->second[2]) << fd.id;
    int morale = 0;
    for (const UnitDef& u : sc.units)
      if (u.formation == static_cast<int>(f)) morale += u.morale;
    EXPECT_EQ(morale, fd.steps) << fd.id << ": the units' morale values must add up to the Step column";
  }
}

// §11.2 set-up, as printed.
TEST(Section11_2, SetUpAsPrinted) {
  Game g(trautenau(), 1);
  const std::vector<std::pair<const char*, const char*>> printed = {
      {"p-1jag", "0904"},  {"p-1drag", "0904"}, {"p-1gren", "0903"}, {"p-art-i3", "0903"},
      {"p-41ir", "0902"},  {"p-44ir", "1004"},  {"p-4gren", "1104"}, {"p-art-i4", "1104"},
      {"p-5gren", "1003"}, {"p-45ir", "1003"},  {"p-1hus", "0904"},  {"a-2drag", "0508"},
      {"a-9uhl", "0608"},  {"a-12jag", "0608"}, {"a-24ir", "0509"},  {"a-art-1", "0509"},
      {"a-10ir", "0609"}};
  for (auto [id, hex] : printed) EXPECT_EQ(hex_of(g, id), hex) << id;
  EXPECT_EQ(test::fc_hex(g, "grossmann"), "0903");
  EXPECT_EQ(test::fc_hex(g, "clausewitz"), "1004");
  EXPECT_EQ(test::fc_hex(g, "mondel"), "0509");
  EXPECT_TRUE(g.check_invariants().empty());  // the printed stacks are legal
}

// §11.3 reinforcements: hour and entry hex of every arrival.
TEST(Section11_3, ReinforcementsAsPrinted) {
  const Scenario& sc = *trautenau();
  std::map<std::string, std::pair<int, std::string>> when;
  for (const Reinforcement& r : sc.reinforcements)
    for (const Piece p : r.pieces)
      if (p.is_unit())
        when[sc.units[static_cast<std::size_t>(p.index())].id] = {r.turn, sc.map->label(r.hex)};
  const std::vector<std::tuple<const char*, int, const char*>> printed = {
      {"p-art-i2", 12, "1603"},   {"p-12uhl", 12, "1603"}, {"p-8uhl", 12, "1603"},  {"p-art-i1", 13, "0901"},
      {"p-3gren", 16, "0901"},    {"p-43ir", 16, "0901"},  {"a-art-2", 9, "0118"},  {"a-art-78", 10, "0118"},
      {"a-art-5910", 10, "0118"}, {"a-23ir", 13, "0118"},  {"a-2ir", 13, "0118"},   {"a-16jag", 13, "0118"},
      {"a-13ir", 14, "0118"},     {"a-53ir", 14, "0118"},  {"a-art-4", 14, "0118"}, {"a-1ir", 15, "0118"},
      {"a-3ir", 15, "0118"},      {"a-28jag", 15, "0118"}, {"a-art-3", 15, "0118"}};
  EXPECT_EQ(when.size(), printed.size());
  for (auto [id, turn, hex] : printed) {
    ASSERT_TRUE(when.count(id)) << id;
    EXPECT_EQ(when[id].first, turn) << id;
    EXPECT_EQ(when[id].second, hex) << id;
  }
}

// Plays random games of Trautenau and calls `look` before every decision.
template <class F>
void random_trautenau_games(int games, F look) {
  for (int i = 1; i <= games; ++i) {
    Game g(trautenau(), static_cast<std::uint64_t>(i));
    RandomPlayer p(static_cast<std::uint64_t>(i) * 31 + 7);
    while (!g.over()) {
      if (g.actor().kind == ActorKind::Decision) look(g);
      Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
      ASSERT_FALSE(g.apply(a).has_value());
    }
    look(g);
  }
}

// §11.1.5: "Apart from the 1st Hussar regiment, the units of the Clausewitz
// division cannot be activated before the 11.00 turn or if they have been
// attacked" (A-35: unless attacked).
TEST(Section11_1_5, ClausewitzDivisionWaitsUntilElevenUnlessAttacked) {
  const int clausewitz = trautenau()->formation_index("clausewitz");
  int seen = 0;
  random_trautenau_games(12, [&](const Game& g) {
    const State& s = g.state();
    if (s.turn >= 11) return;
    for (const Action& a : g.legal_actions()) {
      if (a.type != ActionType::Move && a.type != ActionType::Assault && a.type != ActionType::Fire) continue;
      if (a.piece.is_commander()) {
        EXPECT_NE(a.piece.index(), clausewitz) << "von Clausewitz moves before 11.00";
        continue;
      }
      const UnitDef& d = g.scenario().units[static_cast<std::size_t>(a.piece.index())];
      if (d.formation != clausewitz) continue;
      ++seen;
      const UnitState& x = s.units[static_cast<std::size_t>(a.piece.index())];
      EXPECT_TRUE(d.id == "p-1hus" || x.attacked) << g.notation(a) << " at " << g.describe_turn();
    }
  });
  EXPECT_GT(seen, 0) << "the 1st Hussars should have acted in some game";
}

// §11.1.5: "In the case of a tie in the initiative test, the Austrian player
// has the initiative for the turn."
TEST(Section11_1_5, InitiativeTieGoesToTheAustrian) { EXPECT_EQ(trautenau()->initiative_tie, Side::Austria); }

// §11.1.4: "The two independent units of Austrian cavalry are always in
// command during the first two turns."
TEST(Section11_1_4, AustrianCavalryInCommandTheFirstTwoTurns) {
  int seen = 0;
  random_trautenau_games(12, [&](const Game& g) {
    const State& s = g.state();
    if (s.turn > 10 || s.phase != Phase::Movement) return;
    for (const char* id : {"a-2drag", "a-9uhl"}) {
      const UnitState& x = s.units[static_cast<std::size_t>(test::unit(g, id))];
      if (!x.active || x.where != Where::Map) continue;
      ++seen;
      EXPECT_TRUE(x.in_command) << id << " at " << g.describe_turn();
    }
  });
  EXPECT_GT(seen, 0);
}

// §11.4.2: "Starting with the 17.00 turn, at the end of each turn, on a 1d6 +
// the Austrian victory level ≥ 6, General Bonin panics and the game ends
// immediately in a major victory for the Austrians" (A-34: the VP margin).
TEST(Section11_4_2, BoninPanicsOnlyFromSeventeenAndEndsInAnAustrianMajorVictory) {
  int panics = 0, games = 0;
  for (int i = 1; i <= 40; ++i) {
    Game g(trautenau(), static_cast<std::uint64_t>(i));
    g.set_logging(true);
    RandomPlayer p(static_cast<std::uint64_t>(i) * 131 + 1);
    while (!g.over()) {
      int turn = g.state().turn;
      std::size_t before = g.log().size();
      Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
      ASSERT_FALSE(g.apply(a).has_value());
      for (std::size_t k = before; k < g.log().size(); ++k)
        if (g.log()[k].section == "11.4.2") {
          EXPECT_GE(turn, 17) << g.log()[k].text;
        }
    }
    ++games;
    if (g.state().ended_by >= 0) {
      EXPECT_EQ(g.scenario().special.at(g.state().ended_by).name(), "trautenau_bonin_panic");
      ++panics;
      EXPECT_EQ(g.state().winner, side_index(Side::Austria));
      EXPECT_EQ(g.state().level, 2);
      EXPECT_TRUE(log_contains(g, "11.4.2", "panics"));
    }
  }
  EXPECT_GT(panics, 0) << "random play loses often enough for Bonin to panic in 40 games";
  EXPECT_LT(panics, games);
}

// Reaches the Prussian division's movement (reaction tests failed, Prussian
// initiative, the division first).
void to_prussian_movement(Game& g) {
  test::command_phase(g, 6, 1);
  play(g, {"first p-div"});
  test::to_movement(g);
}

// §11.4.1, §11.4.2, §11.1.4, §11.1.5: the special rules' hexes, ids and hours
// are scenario data (data/gbn3/scenarios/trautenau.toml), as printed.
TEST(Section11_4_1, SpecialRuleParametersAsPrinted) {
  const Scenario& sc = *trautenau();
  const Map& m = *sc.map;
  EXPECT_TRUE(sc.special.pending().empty());  // every Trautenau rule is code
  const auto* ev = dynamic_cast<const TrautenauEvacuation*>(sc.special.find("trautenau_prussian_evacuation"));
  ASSERT_NE(ev, nullptr);
  EXPECT_EQ(ev->side, Side::Prussia);
  EXPECT_EQ(sc.locations[static_cast<std::size_t>(ev->location)].place, "Trautenau");
  ASSERT_EQ(ev->control.size(), 2u);
  EXPECT_EQ(m.label(ev->control[0]), "0607");
  EXPECT_EQ(m.label(ev->control[1]), "0707");
  EXPECT_EQ(m.label(ev->exit), "0107");
  EXPECT_EQ(m.label(ev->road_end), "0901");
  EXPECT_EQ(ev->units_per_vp, 3);
  const auto* panic = dynamic_cast<const BoninPanic*>(sc.special.find("trautenau_bonin_panic"));
  ASSERT_NE(panic, nullptr);
  EXPECT_EQ(sc.cincs[static_cast<std::size_t>(panic->cinc)].id, "bonin");
  EXPECT_EQ(panic->from_turn, 17);
  const auto* cav =
      dynamic_cast<const CavalryInCommand*>(sc.special.find("trautenau_austrian_cavalry_in_command"));
  ASSERT_NE(cav, nullptr);
  EXPECT_EQ(cav->side, Side::Austria);
  EXPECT_EQ(cav->turns, 2);
  const auto* in = dynamic_cast<const ClausewitzInaction*>(sc.special.find("trautenau_clausewitz_inaction"));
  ASSERT_NE(in, nullptr);
  EXPECT_EQ(sc.formations[static_cast<std::size_t>(in->formation)].id, "clausewitz");
  ASSERT_EQ(in->exempt.size(), 1u);
  EXPECT_EQ(sc.units[static_cast<std::size_t>(in->exempt[0])].id, "p-1hus");
  EXPECT_EQ(in->until_turn, 11);
}

TEST(Section11_4_1, EvacuationByTheRoadIn0107WhenTrautenauIsHeldAndTheRoadClear) {
  Game g(test::evacuation_position("1017", "S"), 1);  // a-b far from the road
  to_prussian_movement(g);
  ASSERT_EQ(g.state().phase, Phase::Movement);
  EXPECT_TRUE(has_action(g, "exit p-d"));
  EXPECT_FALSE(has_action(g, "exit p-a"));  // only from 0107
  play(g, {"exit p-d"});
  EXPECT_EQ(test::ustate(g, "p-d").where, Where::Exited);
  const auto* ev =
      dynamic_cast<const TrautenauEvacuation*>(g.scenario().special.find("trautenau_prussian_evacuation"));
  ASSERT_NE(ev, nullptr);
  EXPECT_EQ(ev->counted(g), 1);
  // "1 VP per three units evacuated without losses": complete groups of 3.
  EXPECT_EQ(ev->vp_for(1), 0);
  EXPECT_EQ(ev->vp_for(2), 0);
  EXPECT_EQ(ev->vp_for(3), 1);
  EXPECT_EQ(ev->vp_for(5), 1);
  EXPECT_EQ(ev->vp_for(6), 2);
  EXPECT_TRUE(log_contains(g, "11.4.1", "evacuated"));
}

TEST(Section11_4_1, NoEvacuationWhileTheRoadIsInEnemyZoc) {
  // a-b in 0306 facing S has 0307, a hex of the road, in its front.
  Game g(test::evacuation_position("0306", "S"), 1);
  to_prussian_movement(g);
  ASSERT_EQ(g.state().phase, Phase::Movement);
  EXPECT_FALSE(has_action(g, "exit p-d"));
}

}  // namespace
}  // namespace scenario_trautenau_test
}  // namespace bohemia
