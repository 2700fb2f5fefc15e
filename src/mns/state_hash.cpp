// The hash of a game (FNV-1a 64 over everything that decides its future)
// and its invariants.
#include <fmt/format.h>

#include "mns/game.h"

namespace bohemia::mns {

namespace {

struct Fnv {
  std::uint64_t h = 1469598103934665603ULL;
  void add(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) h = (h ^ ((v >> (8 * i)) & 0xff)) * 1099511628211ULL;
  }
};

void hash_state(Fnv& f, const State& s) {
  f.add(static_cast<std::uint64_t>(s.turn));
  f.add(static_cast<std::uint64_t>(s.phase) << 8 | static_cast<std::uint64_t>(s.step) << 16 |
        static_cast<std::uint64_t>(s.active) << 24 | static_cast<std::uint64_t>(s.weather) << 32 |
        static_cast<std::uint64_t>(s.free_setup) << 40);
  for (const UnitState& u : s.units) {
    f.add(static_cast<std::uint16_t>(u.hex) | static_cast<std::uint64_t>(u.where) << 16 |
          static_cast<std::uint64_t>(static_cast<std::uint8_t>(u.box)) << 24 |
          static_cast<std::uint64_t>(static_cast<std::uint8_t>(u.track)) << 32 |
          static_cast<std::uint64_t>(static_cast<std::uint8_t>(u.line)) << 40);
    f.add(u.flags | static_cast<std::uint64_t>(static_cast<std::uint16_t>(u.charge)) << 16 |
          static_cast<std::uint64_t>(static_cast<std::uint16_t>(u.charge_from)) << 32 |
          static_cast<std::uint64_t>(static_cast<std::uint16_t>(u.start_with)) << 48);
  }
  for (const HmMarker& m : s.markers)
    f.add(static_cast<std::uint16_t>(m.hex) | static_cast<std::uint64_t>(m.moved) << 16 |
          static_cast<std::uint64_t>(m.removed) << 17);
  for (int i = 0; i < 4; ++i)
    f.add(static_cast<std::uint64_t>(static_cast<std::uint8_t>(s.real_marker[static_cast<std::size_t>(i)])) |
          static_cast<std::uint64_t>(s.box_revealed[static_cast<std::size_t>(i)]) << 8);
  for (std::uint8_t r : s.replaced) f.add(r);
  for (const ArrivalState& a : s.arrivals)
    f.add(static_cast<std::uint8_t>(a.turn) | static_cast<std::uint64_t>(a.rolled) << 8 |
          static_cast<std::uint64_t>(static_cast<std::uint8_t>(a.entry)) << 16);
  f.add(static_cast<std::uint64_t>(s.setup_next));
  for (const Task& t : s.tasks)
    f.add(static_cast<std::uint64_t>(t.type) | static_cast<std::uint64_t>(t.side) << 8 |
          static_cast<std::uint64_t>(static_cast<std::uint16_t>(t.a)) << 16 |
          static_cast<std::uint64_t>(static_cast<std::uint16_t>(t.b)) << 32 |
          static_cast<std::uint64_t>(static_cast<std::uint16_t>(t.c)) << 48);
  for (HexId t : s.targeted) f.add(static_cast<std::uint16_t>(t) | std::uint64_t{1} << 20);
  for (HexId t : s.charged) f.add(static_cast<std::uint16_t>(t) | std::uint64_t{1} << 21);
  const Combat& c = s.combat;
  f.add(c.active | static_cast<std::uint64_t>(static_cast<std::uint16_t>(c.target)) << 8);
  for (auto v : {&c.attackers, &c.defenders, &c.support, &c.leaders_a, &c.leaders_d})
    for (std::int16_t u : *v) f.add(static_cast<std::uint16_t>(u));
  f.add(static_cast<std::uint16_t>(c.primary_a) |
        static_cast<std::uint64_t>(static_cast<std::uint16_t>(c.primary_d)) << 16 |
        static_cast<std::uint64_t>(c.tactic_a) << 32 | static_cast<std::uint64_t>(c.tactic_d) << 40);
  f.add(static_cast<std::uint8_t>(s.last_into_victory_hex) | static_cast<std::uint64_t>(s.trains_disturbed)
                                                                 << 8);
  for (int i = 0; i < kSides; ++i)
    f.add(static_cast<std::uint64_t>(s.vp_destroyed[static_cast<std::size_t>(i)]) |
          static_cast<std::uint64_t>(s.vp_casualties[static_cast<std::size_t>(i)]) << 16 |
          static_cast<std::uint64_t>(s.vp_captured[static_cast<std::size_t>(i)]) << 32 |
          static_cast<std::uint64_t>(s.vp_hq[static_cast<std::size_t>(i)]) << 48);
}

}  // namespace

std::uint64_t Game::hash() const {
  Fnv f;
  hash_state(f, s_);
  if (running_.type != TaskType::None) {
    f.add(static_cast<std::uint64_t>(running_.type) |
          static_cast<std::uint64_t>(static_cast<std::uint16_t>(running_.a)) << 16);
    if (snapshot_) hash_state(f, *snapshot_);
    for (const Action& a : answers_)
      f.add(static_cast<std::uint64_t>(a.type) |
            static_cast<std::uint64_t>(static_cast<std::uint8_t>(a.value)) << 8 |
            static_cast<std::uint64_t>(static_cast<std::uint16_t>(a.unit)) << 16 |
            static_cast<std::uint64_t>(static_cast<std::uint16_t>(a.hex)) << 32 |
            static_cast<std::uint64_t>(static_cast<std::uint16_t>(a.hex2)) << 48);
  }
  f.add(static_cast<std::uint64_t>(wait_) | static_cast<std::uint64_t>(deciding_) << 8);
  return f.h;
}

std::vector<std::string> Game::check_invariants() const {
  std::vector<std::string> out;
  const Scenario& sc = *sc_;
  std::vector<int> side_at(static_cast<std::size_t>(sc.map->size()), -1);
  for (std::size_t u = 0; u < s_.units.size(); ++u) {
    const UnitState& x = s_.units[u];
    const UnitDef& d = sc.units[u];
    if ((x.where == Where::Map) != (x.hex != kNoHex))
      out.push_back(fmt::format("{}: on the map exactly when it has a hex", d.id));
    if (x.where == Where::Map && (x.hex < 0 || x.hex >= sc.map->size()))
      out.push_back(fmt::format("{}: hex out of the map", d.id));
    if ((x.where == Where::Box) != (x.box >= 0 && x.box < 4))
      out.push_back(fmt::format("{}: in a box exactly when it has one", d.id));
    if (x.where == Where::Box && d.side != Side::Austria)
      out.push_back(fmt::format("{}: only Austrians hide (19.8)", d.id));
    if (x.line >= 0 && (!d.is_infantry() || d.side != Side::Austria))
      out.push_back(fmt::format("{}: only Austrian infantry forms line (19.7)", d.id));
    if (x.where != Where::Map || !d.is_combat()) continue;
    int& s = side_at[static_cast<std::size_t>(x.hex)];
    if (s >= 0 && s != static_cast<int>(d.side))
      out.push_back(fmt::format("{} at {}: both sides' combat units in one hex", d.id, sc.map->label(x.hex)));
    s = static_cast<int>(d.side);
  }
  for (int m = 0; m < 8; ++m) {
    HexId h = s_.markers[static_cast<std::size_t>(m)].hex;
    if (h == kNoHex) continue;
    if (side_at[static_cast<std::size_t>(h)] >= 0)
      out.push_back(fmt::format("marker {} at {}: with combat units (19.8C)", m, sc.map->label(h)));
    for (int n = m + 1; n < 8; ++n)
      if (s_.markers[static_cast<std::size_t>(n)].hex == h)
        out.push_back(fmt::format("markers {} and {} stacked (19.8C)", m, n));
    if (s_.phase != Phase::Setup && s_.real_marker[static_cast<std::size_t>(m / 2)] < 0)
      out.push_back(fmt::format("marker {}: its box has no real marker", m));
  }
  if (s_.turn < 1 || s_.turn > sc.turns)
    out.push_back(fmt::format("turn {} out of 1..{}", s_.turn, sc.turns));
  for (int i = 0; i < kSides; ++i)
    if (s_.vp_destroyed[static_cast<std::size_t>(i)] < 0 || s_.vp_captured[static_cast<std::size_t>(i)] < 0)
      out.push_back("negative victory points");
  return out;
}

}  // namespace bohemia::mns
