// What every rule reads and changes: the scenario, the state, and caches of
// what the state implies (who stands where, the zones of control §6, lines
// of retreat §7.6). A Board is made for one call: over the game's state (to
// list legal actions) or over a running task's (Ctx). Every change of a
// piece goes through it, so that the caches know (State::version).
#pragma once

#include <array>
#include <vector>

#include "mns/scenario.h"
#include "mns/state.h"

namespace bohemia::mns {

// A unit's line of retreat (§7.6).
enum class Lor : std::uint8_t { Safe, Unsafe, None };

struct Caches {
  std::uint32_t occ_version = ~0u;
  std::vector<std::int16_t> first, next;  // units by hex: first[hex], next[unit]
  std::uint32_t zoc_version = ~0u;
  std::array<std::vector<std::uint8_t>, kSides> ezoc;  // [side][hex]: an enemy of `side` exerts a ZOC there
  std::array<std::vector<std::uint8_t>, kSides> fzoc;  // [side][hex]: a unit of `side` exerts a ZOC there
  struct LorField {
    std::uint32_t version = ~0u;
    std::vector<std::uint8_t> lor;  // per hex: Lor
  };
  std::vector<LorField> lor;  // [(side * armies + army) * 4 + arm]
};

class Board {
 public:
  Board(const Scenario& scen, State& st, Caches& c) : sc(scen), s(st), c_(c) {}
  const Scenario& sc;
  State& s;
  const Map& map() const { return *sc.map; }
  const Tec& tec() const { return *sc.tec; }

  // ---- pieces
  const UnitDef& def(int u) const { return sc.units[static_cast<std::size_t>(u)]; }
  UnitState& us(int u) { return s.units[static_cast<std::size_t>(u)]; }
  const UnitState& us(int u) const { return s.units[static_cast<std::size_t>(u)]; }
  int count() const { return static_cast<int>(sc.units.size()); }
  Side side(int u) const { return def(u).side; }
  bool on_map(int u) const { return us(u).where == Where::Map; }
  const Face& face(int u) const { return us(u).has(kBack) ? def(u).back : def(u).full; }
  bool effective(int u) const { return !us(u).has(kBack); }
  bool disrupted(int u) const { return us(u).has(kDisrupted); }
  // The units on a hex (and the next one after u), from the occupancy cache.
  std::vector<int> at(HexId h);
  bool enemy_at(HexId h, Side mine);  // an enemy piece (or an enemy marker) is there
  bool friend_combat_at(HexId h, Side mine, int except = -1);
  int marker_at(HexId h) const;  // a hidden-movement marker there, or -1
  // §5.2: battalions, squadrons, leaders, HQs (and trains, ruling) do not count.
  bool counts_for_stacking(int u) const;
  int stacking_count(HexId h);
  bool overstacked(HexId h) { return stacking_count(h) > 3; }

  // ---- changes (each bumps the version)
  void put(int u, HexId h);
  void take_off(int u, Where where, int track = 0);
  void set(int u, std::uint16_t flag, bool on = true);
  void touch() { ++s.version; }

  // ---- values (§2.4, §8.1, §10.3)
  int morale_rating(int u) const;  // with disruption (§2.8); not leaders' help
  int printed_ma(int u) const;     // 0 for V
  bool army_hq_active(int army) const;
  // An army whose HQ is on the map and inactive: its units roll for their
  // MA (12.1). An HQ not yet arrived makes no one roll (ruling ).
  bool army_hq_inactive(int army) const;
  int first_army(Side side) const;

  // ---- zones of control (§6)
  bool exerts_zoc(int u) const;
  // May u's ZOC extend from its hex in direction d (§6.4, §19.7B)?
  bool zoc_extends(int u, int d) const;
  bool in_ezoc(HexId h, Side mine);  // an enemy of `mine` exerts a ZOC on h
  bool in_fzoc(HexId h, Side mine);  // a unit of `mine` does
  // The enemy units exerting a ZOC on h.
  std::vector<int> ezoc_sources(HexId h, Side mine);

  // ---- lines of retreat (§7.6)
  Lor line_of_retreat(int u);
  // Is an EZOC on h negated for `sd` (7.6): a friendly unit there, or the
  // ZOC of a friendly unit other than `exclude` (its own does not count).
  bool negated(HexId h, Side sd, int exclude = -1);
  Lor lor_from(HexId h, Side side, int army, Arm arm);
  // May a piece of `arm` move from h across direction d (terrain only)?
  bool passable(HexId h, int d, Arm arm) const;

 private:
  Caches& c_;
  void build_occupancy();
  void build_zoc();
  const std::vector<std::uint8_t>& lor_field(Side side, int army, Arm arm);
  std::vector<std::uint8_t> compute_lor(Side side, int army, Arm arm, int exclude);
};

}  // namespace bohemia::mns
