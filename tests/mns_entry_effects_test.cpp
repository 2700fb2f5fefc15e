// Musket & Saber: what entering a hex brings a unit that advances (or
// retreats) into it, as the API's `effects` reports it on each offered
// step or advance (docs/api.md, issue 18): an enemy HQ or trains alone
// there are captured (12.1, 12.2), and a Prussian in an Austrian line's
// flank or rear makes the line check its morale (19.7B). The retreat's own
// effects (check, continue, rout) are Mns_S07_9_RetreatEffects's.
// Position: tests/mns/data/s12_entry_effects.toml.
#include "mns/combat.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_entry_effects_test {
namespace {

struct Entry {
  Game g = position("s12_entry_effects.toml");
  State s = g.state();
  Caches c;

  HexId hex(const std::string& name) const { return g.scenario().map->grid.parse(name); }
  int piece(const std::string& id) const { return unit_index(g.scenario(), id); }
  std::uint8_t effects(const std::string& id, const std::string& to) {
    Board b(g.scenario(), s, c);
    return entry_effects(b, piece(id), hex(to));
  }
};

TEST(Mns_S12_1_EntryEffects, AnEnemyHqAloneInTheHexIsCaptured) {
  Entry e;
  EXPECT_EQ(e.effects("p-7-a", "1520"), kEffectCaptureHq);
  EXPECT_EQ(e.effects("p-7-a", "1420"), 0) << "an empty hex brings nothing";
}

TEST(Mns_S12_2_EntryEffects, EnemyTrainsAloneAreCapturedNotWhenACombatUnitDefendsThem) {
  Entry e;
  EXPECT_EQ(e.effects("p-7-a", "1720"), kEffectCaptureTrains);
  // The regiment joins the trains: they are defended, nothing is captured.
  e.s.units[static_cast<std::size_t>(e.piece("a-4-ir26"))].hex = e.hex("1720");
  ++e.s.version;
  EXPECT_EQ(e.effects("p-7-a", "1720"), 0);
  // A side's own trains are never its capture.
  EXPECT_EQ(e.effects("a-4-ir26", "1520"), 0);
}

TEST(Mns_S19_7B_EntryEffects, APrussianInALinesFlankMakesItCheckNotInItsFront) {
  Entry e;
  EXPECT_EQ(e.effects("p-7-a", "1127"), kEffectLineCheck) << "1127: the line's flank";
  EXPECT_EQ(e.effects("p-7-a", "1126"), 0) << "1126: the line's front";
  EXPECT_EQ(e.effects("p-7-a", "1025"), 0) << "1025: the line's front";
  // An Austrian next to his own line brings no check.
  EXPECT_EQ(e.effects("a-4-ir26", "1127"), 0);
}

}  // namespace
}  // namespace mns_entry_effects_test
}  // namespace bohemia::mns::test
