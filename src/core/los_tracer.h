// Line of sight for any hex-and-counter system: a tracer that follows the
// line between two hex centres (core/hex_line.h) and asks the system's own
// blocking rules about each hex and hexside on it, and a sparse cache of the
// lines asked so far.
//
// What a tracer records is what the ground alone decides: a line is blocked
// (naming its first blocking hex from the source), or clear unless some of
// its "conditional" hexes hold what the system checks at the moment of the
// question (GBN3 §9.2.1: a unit). A line running along a hexside is blocked
// only when both hexes of the side block (GBN3 §9.2.1, M&S §8).
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/hex_grid.h"

namespace bohemia {

// How one hex on a line bears on it.
enum class Sight : std::uint8_t {
  Clear,     // never blocks it
  Blocks,    // blocks it whatever stands there
  MayBlock,  // blocks it when the system's condition holds there (GBN3: a unit)
};

// A system's blocking rules, asked only while a line is first traced. The
// line runs from `from` to `to`; the rule may depend on both (GBN3 compares
// levels with the two ends, M&S's ridges look at their adjacency).
class LosRules {
 public:
  virtual ~LosRules() = default;
  // Hex x lies on the line, x being neither end.
  virtual Sight hex(HexId from, HexId to, HexId x) const = 0;
  // The hexside of x towards d: the line crosses it (along = false) or runs
  // along it (along = true). Whether that side blocks; none does by default.
  virtual bool hexside(HexId from, HexId to, HexId x, Direction d, bool along) const;
};

// One traced line, as the cache stores it.
struct LosEntry {
  bool in_range = false;     // within the cache's range (farther: never seen)
  bool blocked = false;      // by the ground alone
  HexId blocker = kNoHex;    // when blocked: the first blocking hex from the source
  std::uint8_t singles = 0;  // conditional hexes that block alone
  std::uint8_t pairs = 0;    // pairs of hexes of a grazed side that block together
  std::uint32_t first = 0;   // into the row's pool: singles, then pairs two by two
};

// What the cache answers: the entry with its conditional hexes.
struct LosLine {
  bool in_range = false;
  bool blocked = false;
  HexId blocker = kNoHex;
  std::uint8_t singles = 0;
  std::uint8_t pairs = 0;
  const HexId* hexes = nullptr;  // singles, then the pairs' hexes two by two

  HexId single(int i) const { return hexes[i]; }
  HexId pair_first(int i) const { return hexes[singles + 2 * i]; }
  HexId pair_second(int i) const { return hexes[singles + 2 * i + 1]; }
};

// Traces one line within `range` (no cache): the entry, with its
// conditional hexes appended to `pool` (entry.first indexes them).
LosEntry trace_los(const HexGrid& grid, const LosRules& rules, int range, HexId from, HexId to,
                   std::vector<HexId>& pool);

// The lines traced so far, filled one source hex at a time on first
// demand: a row holds every line from its source within the range (a
// (2r+1)^2 box of axial offsets), so an answer is an index, as fast as a
// dense table, while the memory grows with the sources asked, not with the
// square of the map. Safe to read from several threads: a row is built
// aside and published once (a thread that loses the race drops its own).
// Copying gives an empty cache of the same size and range.
class LosCache {
 public:
  explicit LosCache(int range = 0) : range_(range), side_(2 * range + 1) {}
  LosCache(const LosCache& o) : LosCache(o.range_) { reset(o.hexes_); }
  LosCache& operator=(const LosCache& o);
  LosCache(LosCache&& o) noexcept;
  LosCache& operator=(LosCache&& o) noexcept;
  ~LosCache() { clear(); }

  int range() const { return range_; }
  // Drops every row and sizes the cache for a grid of `hexes` hexes.
  void reset(std::size_t hexes);
  // Drops every row (the ground changed).
  void clear();

  LosLine line(const HexGrid& grid, const LosRules& rules, HexId from, HexId to) const {
    const Row* r = rows_[static_cast<std::size_t>(from)].load(std::memory_order_acquire);
    if (!r) r = fill(grid, rules, from);
    Hex d = grid.hex_of(to) - grid.hex_of(from);
    if (d.q < -range_ || d.q > range_ || d.r < -range_ || d.r > range_) return {};
    const LosEntry& e = r->entries[static_cast<std::size_t>((d.q + range_) * side_ + d.r + range_)];
    return {e.in_range, e.blocked, e.blocker, e.singles, e.pairs, r->pool.data() + e.first};
  }

  // For measuring: the rows built so far and the bytes the cache holds.
  std::size_t rows_filled() const { return filled_.load(std::memory_order_relaxed); }
  std::size_t bytes() const;

 private:
  struct Row {
    std::vector<LosEntry> entries;
    std::vector<HexId> pool;
  };
  const Row* fill(const HexGrid& grid, const LosRules& rules, HexId from) const;

  int range_ = 0;
  int side_ = 1;
  std::size_t hexes_ = 0;
  std::unique_ptr<std::atomic<const Row*>[]> rows_;
  mutable std::atomic<std::size_t> filled_{0};
};

}  // namespace bohemia
