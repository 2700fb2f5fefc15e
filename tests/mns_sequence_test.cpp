// Musket & Saber (Königgrätz), issue 16 stages 1-2: the data loaded and
// checked (§2.1 charts, the map, the scenario), the turn sequence (§3.2),
// weather (§19.4), morale checks and light (§2.4, §14), reinforcements
// (§13.1, §17.4), movement under rain (§4, §19.4), stacking (§5.2) and
// zones of control (§6.1, §6.4, §2.8).
#include <set>

#include "mns/movement.h"
#include "mns/rules.h"
#include "mns/validate.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_sequence_test {
namespace {

// ---------------------------------------------------------------- data

TEST(Mns_S02_Data, KoniggratzLoadsItsMapChartsAndPieces) {
  auto sc = koniggratz();
  EXPECT_EQ(sc->id, "koniggratz");
  EXPECT_EQ(sc->turns, 10);  // 3.2: ten game turns
  EXPECT_EQ(sc->map->grid.columns(), 55);
  EXPECT_EQ(sc->map->grid.rows(), 30);
  EXPECT_EQ(sc->map->label(sc->victory_hex), "2030");  // 18.1: Entry Hex N
  EXPECT_GT(sc->units.size(), 250u);
  EXPECT_EQ(sc->start_weather, Weather::Heavy);  // 19.4: turn 1 is Heavy Rain
  // 7.7: the CRT's end columns take every differential beyond them.
  const Crt& crt = *sc->crt;
  EXPECT_EQ(crt.column_of(-40), 0);
  EXPECT_EQ(crt.column_of(40), static_cast<int>(crt.columns.size()) - 1);
  EXPECT_EQ(crt.column_of(0), crt.column_of(-1));
  EXPECT_NE(crt.column_of(0), crt.column_of(1));
}

TEST(Mns_S02_Data, ShippedFilesValidateWithoutErrors) {
  for (const char* f :
       {"charts/crt.toml", "charts/tec.toml", "charts/rain.toml", "scenarios/koniggratz.toml"}) {
    std::string path = std::string(BOHEMIA_MNS_DATA_DIR) + "/" + f;
    for (const DataError& e : validate_file(path))
      if (!e.warning()) ADD_FAILURE() << e.what();
  }
}

// A CRT broken on purpose (tests/mns/data/bad_crt.toml): every problem is
// reported, each at its line, the same ones tools/mns/check_data.py finds.
TEST(Mns_S07_7_CrtLoader, ABrokenCrtReportsEveryProblemAtItsLine) {
  std::vector<DataError> errs = validate_file(std::string(BOHEMIA_MNS_TEST_DATA) + "/bad_crt.toml");
  std::set<int> lines;
  for (const DataError& e : errs) {
    if (e.warning()) continue;  // a broken cell also breaks monotonicity: warned, not counted
    EXPECT_NE(std::string(e.what()).find("bad_crt.toml"), std::string::npos) << e.what();
    lines.insert(e.line());
  }
  EXPECT_EQ(lines, (std::set<int>{135, 189, 191, 193}));
}

// ------------------------------------------------------- turn sequence

// Plays a whole movement phase with nothing moved: begin, end, dice `die`.
void empty_movement_phase(Game& g, int die) {
  roll(g, die);
  ASSERT_EQ(g.state().phase, Phase::Movement);
  play(g, "begin");
  play(g, "end");
  roll(g, die);
}

TEST(Mns_S03_2_TurnSequence, PrussianMovementCombatThenAustrianThenMarkerPhase) {
  Game g = after_setup();
  EXPECT_EQ(g.state().turn, 1);
  EXPECT_EQ(g.state().phase, Phase::Movement);
  EXPECT_EQ(g.state().active, Side::Prussia);  // 3.2: the Prussian moves first
  empty_movement_phase(g, 3);
  EXPECT_EQ(g.state().phase, Phase::Combat);
  EXPECT_EQ(g.state().active, Side::Prussia);
  EXPECT_FALSE(is_legal(g, "begin"));
  play(g, "end");
  empty_movement_phase(g, 3);
  EXPECT_EQ(g.state().phase, Phase::Combat);
  EXPECT_EQ(g.state().active, Side::Austria);
  play(g, "end");
  roll(g, 3);  // 19.4: the weather of turn 2
  EXPECT_EQ(g.state().turn, 2);
  EXPECT_EQ(g.state().phase, Phase::Movement);
  EXPECT_EQ(g.state().active, Side::Prussia);
  std::vector<std::string> seq = lines_of(g, "3.2");
  ASSERT_GE(seq.size(), 5u);
  EXPECT_NE(seq[0].find("turn 1: Prussian movement"), std::string::npos) << seq[0];
  EXPECT_NE(seq[1].find("turn 1: Prussian combat"), std::string::npos) << seq[1];
  EXPECT_NE(seq[2].find("turn 1: Austrian movement"), std::string::npos) << seq[2];
  EXPECT_NE(seq[3].find("turn 1: Austrian combat"), std::string::npos) << seq[3];
  EXPECT_NE(seq[4].find("turn 2: Prussian movement"), std::string::npos) << seq[4];
}

TEST(Mns_S03_2_TurnSequence, ADecisionOutOfTurnIsRefused) {
  Game g = after_setup();
  roll(g, 3);
  Action a{ActionType::Attack};
  a.hex = g.scenario().victory_hex;
  std::optional<std::string> bad = g.apply(a);
  ASSERT_TRUE(bad.has_value());
  EXPECT_NE(bad->find("not a legal decision"), std::string::npos) << *bad;
}

// 19.4: the Rain Table is rolled in the marker phase for the next turn,
// from the current weather's row.
TEST(Mns_S19_4_Rain, TheMarkerPhaseRollsNextTurnsWeatherFromTheTable) {
  for (int die : {1, 6}) {
    Game g = after_setup();
    Weather now = g.state().weather;
    empty_movement_phase(g, 3);
    play(g, "end");
    empty_movement_phase(g, 3);
    play(g, "end");
    ASSERT_EQ(g.wait(), WaitKind::Chance);
    play(g, "roll " + std::to_string(die));
    roll(g, 3);
    EXPECT_EQ(g.state().turn, 2);
    EXPECT_EQ(g.state().weather,
              g.scenario().rain->table[static_cast<std::size_t>(now)][static_cast<std::size_t>(die - 1)]);
    ASSERT_FALSE(lines_of(g, "19.4").empty());
  }
  // The reconstructed table does change the weather on some roll.
  auto sc = koniggratz();
  const auto& row = sc->rain->table[static_cast<std::size_t>(Weather::Heavy)];
  EXPECT_TRUE(std::any_of(row.begin(), row.end(), [](Weather w) { return w != Weather::Heavy; }));
}

// ------------------------------------------------- morale and light

TEST(Mns_S02_4_Morale, OneAlwaysPassesSixAlwaysFailsNightAddsTwo) {
  EXPECT_TRUE(passes(1, 0, 2));   // 2.4, 14.2: a 1 passes
  EXPECT_FALSE(passes(6, 9, 0));  // 2.4: a 6 fails
  EXPECT_TRUE(passes(4, 4, 0));   // not above the MR: passes
  EXPECT_FALSE(passes(5, 4, 0));
  EXPECT_FALSE(passes(3, 4, 2));  // 14.2: night adds 2
  EXPECT_FALSE(passes(4, 4, 1));  // 14.3: twilight adds 1
}

// ------------------------------------------------------ reinforcements

// 13.1, 17.4: the arrivals of turn 1 may enter at their entry hexes; those
// of later turns may not.
TEST(Mns_S13_1_Reinforcements, OnlyTheArrivalsOfTheTurnMayEnter) {
  Game g = after_setup();
  roll(g, 6);  // 17.4: arrival dice fail
  play(g, "begin");
  const Scenario& sc = g.scenario();
  int now = 0, later = 0;
  for (const Arrival& a : sc.arrivals) {
    if (a.roll != RollKind::None) continue;
    for (int u : a.units) {
      bool any = false;
      for (char e : a.entries)
        any = any || is_legal(g, "enter " + sc.units[static_cast<std::size_t>(u)].id + " " + e);
      if (a.turn == 1) {
        EXPECT_TRUE(any) << sc.units[static_cast<std::size_t>(u)].id << " of " << a.id
                         << " may not enter on turn 1";
        ++now;
      } else {
        EXPECT_FALSE(any) << sc.units[static_cast<std::size_t>(u)].id << " of " << a.id << " enters early";
        ++later;
      }
    }
  }
  EXPECT_GT(now, 0);
  EXPECT_GT(later, 0);
}

// Enters the first turn-1 arrival at its entry and returns the hexes it may
// then move to ("to" and "march" decisions).
std::vector<HexId> destinations_after_entry(Game& g, Weather w, HexId* entry) {
  roll(g, 6);
  play(g, "begin");
  g.state_mut().weather = w;
  const Scenario& sc = g.scenario();
  for (const Arrival& a : sc.arrivals) {
    if (a.turn != 1 || a.roll != RollKind::None) continue;
    for (int u : a.units) {
      if (!sc.units[static_cast<std::size_t>(u)].is_cavalry()) continue;  // MA above four
      std::string text = "enter " + sc.units[static_cast<std::size_t>(u)].id + " " + a.entries.front();
      if (!is_legal(g, text)) continue;
      play(g, text);
      roll(g, 6);
      *entry = sc.map->entry(a.entries.front())->hex;
      std::vector<HexId> out;
      for (const Action& d : g.legal_actions())
        if (d.type == ActionType::To || d.type == ActionType::March) out.push_back(d.hex);
      return out;
    }
  }
  ADD_FAILURE() << "no turn-1 arrival may enter";
  return {};
}

// 19.4: in Heavy Rain no unit moves more than four MP (R-17: march
// included); in clear weather the same unit reaches farther.
TEST(Mns_S19_4_Rain, HeavyRainLimitsAMoveToFourMp) {
  Game heavy = after_setup(), clear = after_setup();
  HexId e1 = kNoHex, e2 = kNoHex;
  std::vector<HexId> h = destinations_after_entry(heavy, Weather::Heavy, &e1);
  std::vector<HexId> c = destinations_after_entry(clear, Weather::Clear, &e2);
  ASSERT_EQ(e1, e2);
  ASSERT_FALSE(h.empty());
  const Grid& grid = heavy.scenario().map->grid;
  int far_h = 0, far_c = 0;
  for (HexId x : h) far_h = std::max(far_h, grid.distance(e1, x));
  for (HexId x : c) far_c = std::max(far_c, grid.distance(e1, x));
  EXPECT_LE(far_h, 8);  // four MP, at best half an MP a road hex (4.6)
  EXPECT_GT(far_c, far_h);
  EXPECT_GT(c.size(), h.size());
}

// ------------------------------------------------ stacking and ZOC

// A Board over a copy of a game's state, for the tests of one rule.
struct Position {
  Game g = after_setup();
  State s = g.state();
  Caches caches;
  Board b{g.scenario(), s, caches};
  int first_of(Side side, bool infantry) {
    for (int u = 0; u < b.count(); ++u)
      if (b.side(u) == side && b.def(u).is_combat() && b.def(u).is_infantry() == infantry &&
          b.counts_for_stacking(u))
        return u;
    return -1;
  }
  // An empty clear hex far from everyone.
  HexId empty_clear_hex() {
    for (HexId h = 0; h < b.map().size(); ++h) {
      if (b.tec().hexes[b.map().terrain[static_cast<std::size_t>(h)]].name != "clear") continue;
      bool lonely = true;
      for (int d = 0; d < 6 && lonely; ++d) {  // two hexes from the edge at least
        HexId n = b.map().neighbour(h, d);
        lonely = n != kNoHex && b.map().neighbour(n, d) != kNoHex;
      }
      for (int u = 0; u < b.count() && lonely; ++u)
        if (b.on_map(u) && b.map().grid.distance(b.us(u).hex, h) <= 3) lonely = false;
      if (lonely) return h;
    }
    return kNoHex;
  }
};

// 6.1: a ZOC in all six hexes around; 2.8: a disrupted unit exerts none,
// nor an ineffective one (6.1).
TEST(Mns_S06_1_Zoc, AUnitExertsAZocAroundItUnlessDisruptedOrIneffective) {
  Position p;
  Board& b = p.b;
  HexId h = p.empty_clear_hex();
  ASSERT_NE(h, kNoHex);
  int a = p.first_of(Side::Austria, true);
  ASSERT_GE(a, 0);
  b.put(a, h);
  int around = 0;
  for (int d = 0; d < 6; ++d) {
    HexId n = b.map().neighbour(h, d);
    if (n == kNoHex || !b.zoc_extends(a, d)) continue;
    EXPECT_TRUE(b.in_ezoc(n, Side::Prussia)) << b.map().label(n);
    EXPECT_FALSE(b.in_ezoc(n, Side::Austria)) << "a unit's own side is not in an enemy ZOC";
    ++around;
  }
  EXPECT_GT(around, 0);
  HexId two = b.map().neighbour(b.map().neighbour(h, 0), 0);
  if (two != kNoHex) {
    EXPECT_FALSE(b.in_ezoc(two, Side::Prussia));
  }
  b.set(a, kDisrupted);
  for (int d = 0; d < 6; ++d)
    if (HexId n = b.map().neighbour(h, d); n != kNoHex) {
      EXPECT_FALSE(b.in_ezoc(n, Side::Prussia)) << "2.8: disrupted";
    }
  b.set(a, kDisrupted, false);
  // 2.9: reduced, a two-step unit still exerts a ZOC; ineffective, a one-step unit does not.
  b.set(a, kBack);
  if (b.def(a).steps == 2) {
    EXPECT_TRUE(b.in_ezoc(b.map().neighbour(h, 0), Side::Prussia) || !b.zoc_extends(a, 0))
        << "a reduced unit";
  }
  b.take_off(a, Where::Waiting);
  int one = -1;
  for (int u = 0; u < b.count() && one < 0; ++u)
    if (b.side(u) == Side::Austria && b.def(u).is_combat() && b.def(u).steps == 1) one = u;
  ASSERT_GE(one, 0);
  b.put(one, h);
  b.set(one, kBack, false);
  EXPECT_TRUE(b.in_ezoc(b.map().neighbour(h, 0), Side::Prussia) || !b.zoc_extends(one, 0));
  b.set(one, kBack);
  for (int d = 0; d < 6; ++d)
    if (HexId n = b.map().neighbour(h, d); n != kNoHex) {
      EXPECT_FALSE(b.in_ezoc(n, Side::Prussia)) << "6.1: ineffective";
    }
}

// 5.2: more than three counting units in a hex are overstacked.
TEST(Mns_S05_2_Stacking, FourCountingUnitsAreOverstacked) {
  Position p;
  Board& b = p.b;
  HexId h = p.empty_clear_hex();
  ASSERT_NE(h, kNoHex);
  int placed = 0;
  for (int u = 0; u < b.count() && placed < 4; ++u) {
    if (b.side(u) != Side::Prussia || !b.counts_for_stacking(u)) continue;
    b.put(u, h);
    ++placed;
    EXPECT_EQ(b.stacking_count(h), placed);
    EXPECT_EQ(b.overstacked(h), placed > 3);
  }
  EXPECT_EQ(placed, 4);
}

// 6.2: a unit entering an enemy's ZOC stops there: every hex of its reach
// in an EZOC is a stop, and no way to another hex passes through one.
TEST(Mns_S06_2_Zoc, EnteringAnEnemyZocEndsTheMove) {
  Position p;
  Board& b = p.b;
  HexId start = p.empty_clear_hex();
  ASSERT_NE(start, kNoHex);
  int mover = p.first_of(Side::Prussia, true), enemy = p.first_of(Side::Austria, true);
  b.put(mover, start);
  HexId two = b.map().neighbour(b.map().neighbour(start, 1), 1);
  ASSERT_EQ(b.map().grid.distance(start, two), 2);
  b.put(enemy, two);
  MoveGroup grp = single_group(b, mover);
  MoveLimits lim;
  lim.ma = 12;  // six MP
  ReachMap r = reach(b, grp, lim, start, 0, false);
  int in_zoc = 0;
  for (HexId h = 0; h < b.map().size(); ++h) {
    if (h == start || r.cost[static_cast<std::size_t>(h)] >= kProhibited) continue;
    std::vector<HexId> way = path_to(r, start, h);
    for (std::size_t i = 0; i + 1 < way.size(); ++i)
      EXPECT_FALSE(b.in_ezoc(way[i], Side::Prussia) && way[i] != start)
          << "the way to " << b.map().label(h) << " passes through the EZOC hex " << b.map().label(way[i]);
    if (b.in_ezoc(h, Side::Prussia)) {
      ++in_zoc;
      EXPECT_TRUE(r.stop[static_cast<std::size_t>(h)]) << b.map().label(h);
    }
  }
  EXPECT_GT(in_zoc, 0) << "the mover reaches the enemy's ZOC";
  EXPECT_GE(r.cost[static_cast<std::size_t>(two)], kProhibited)
      << "6.1: never into the enemy's hex " << b.map().label(two);
}

// 4.7: march movement never comes into contact: no hex in an enemy ZOC, nor
// one from which the marcher's own ZOC would touch an enemy's.
TEST(Mns_S04_7_March, AMarchStaysOutOfContact) {
  Position p;
  Board& b = p.b;
  p.s.weather = Weather::Clear;
  HexId start = p.empty_clear_hex();
  ASSERT_NE(start, kNoHex);
  int mover = p.first_of(Side::Prussia, true), enemy = p.first_of(Side::Austria, true);
  b.put(mover, start);
  HexId far = start;
  for (int k = 0; k < 4; ++k) far = b.map().neighbour(far, 1);
  ASSERT_EQ(b.map().grid.distance(start, far), 4);
  b.put(enemy, far);
  MoveGroup grp = single_group(b, mover);
  MoveLimits lim;
  lim.ma = 12;
  lim.march_ma = 18;
  ReachMap march = reach(b, grp, lim, start, 0, true);
  ReachMap normal = reach(b, grp, lim, start, 0, false);
  int blocked = 0;
  for (HexId h = 0; h < b.map().size(); ++h) {
    if (march.cost[static_cast<std::size_t>(h)] >= kProhibited) continue;
    EXPECT_GT(b.map().grid.distance(h, far), 2)
        << "a march reaches " << b.map().label(h) << " beside the enemy's ZOC";
  }
  for (int d = 0; d < 6; ++d) {
    HexId n = b.map().neighbour(far, d);
    if (n == kNoHex || normal.cost[static_cast<std::size_t>(n)] >= kProhibited) continue;
    ++blocked;  // reached by normal movement, never by a march
    EXPECT_GE(march.cost[static_cast<std::size_t>(n)], kProhibited) << b.map().label(n);
  }
  EXPECT_GT(blocked, 0);
}

// 6.3: a unit disengaging may enter no other enemy ZOC on its way out.
TEST(Mns_S06_3_Disengagement, ADisengagingUnitEntersNoOtherEnemyZoc) {
  Position p;
  Board& b = p.b;
  p.s.weather = Weather::Clear;
  HexId start = p.empty_clear_hex();
  ASSERT_NE(start, kNoHex);
  int mover = p.first_of(Side::Prussia, true);
  b.put(mover, start);
  int placed = 0;
  for (int u = 0; u < b.count() && placed < 2; ++u) {
    if (b.side(u) != Side::Austria || !b.def(u).is_combat() || !b.def(u).is_infantry()) continue;
    HexId at = placed == 0 ? b.map().neighbour(start, 0) : b.map().neighbour(b.map().neighbour(start, 3), 3);
    b.put(u, at);
    ++placed;
  }
  ASSERT_TRUE(b.in_ezoc(start, Side::Prussia));
  MoveGroup grp = single_group(b, mover);
  MoveLimits lim;
  lim.ma = 12;
  lim.disengaging = true;
  ReachMap r = reach(b, grp, lim, start, 0, false);
  int out = 0;
  for (HexId h = 0; h < b.map().size(); ++h) {
    if (h == start || r.cost[static_cast<std::size_t>(h)] >= kProhibited) continue;
    EXPECT_FALSE(b.in_ezoc(h, Side::Prussia)) << "disengaging into " << b.map().label(h);
    ++out;
  }
  EXPECT_GT(out, 0) << "it may leave";
}

}  // namespace
}  // namespace mns_sequence_test
}  // namespace bohemia::mns::test
