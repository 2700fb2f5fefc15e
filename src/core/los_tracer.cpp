#include "core/los_tracer.h"

#include <utility>

#include "core/hex_line.h"

namespace bohemia {

bool LosRules::hexside(HexId, HexId, HexId, Direction, bool) const { return false; }

namespace {

// The tracer's walk along one line: the first blocking hex and the
// conditional hexes, in the order the line meets them.
struct Walk {
  const HexGrid& grid;
  const LosRules& rules;
  HexId from, to;
  LosEntry e;
  std::vector<HexId> singles;
  std::vector<std::pair<HexId, HexId>> pairs;
  HexId prev;  // the last hex passed inside, kNoHex after a grazed side

  void block(HexId x) {
    if (!e.blocked) e.blocker = x;
    e.blocked = true;
  }
  // Crossing from the previous hex into x.
  void cross(HexId x) {
    if (prev == kNoHex || x == kNoHex) return;
    if (auto d = direction_to(grid.hex_of(prev), grid.hex_of(x));
        d && rules.hexside(from, to, prev, *d, false))
      block(x);
  }
  void inside(HexId x) {
    cross(x);
    prev = x;
    if (x == kNoHex) return;
    Sight s = rules.hex(from, to, x);
    if (s == Sight::Blocks)
      block(x);
    else if (s == Sight::MayBlock)
      singles.push_back(x);
  }
  // Along the side between x1 and x2: blocked only if both hexes block.
  void along(HexId x1, HexId x2) {
    prev = kNoHex;
    Sight s1 = x1 == kNoHex ? Sight::Clear : rules.hex(from, to, x1);
    Sight s2 = x2 == kNoHex ? Sight::Clear : rules.hex(from, to, x2);
    if (x1 != kNoHex && x2 != kNoHex)
      if (auto d = direction_to(grid.hex_of(x1), grid.hex_of(x2)); d && rules.hexside(from, to, x1, *d, true))
        block(x1);
    if (s1 == Sight::Blocks && s2 == Sight::Blocks)
      block(x1);
    else if (s1 == Sight::Blocks && s2 == Sight::MayBlock)
      singles.push_back(x2);
    else if (s2 == Sight::Blocks && s1 == Sight::MayBlock)
      singles.push_back(x1);
    else if (s1 == Sight::MayBlock && s2 == Sight::MayBlock)
      pairs.emplace_back(x1, x2);
  }
};

}  // namespace

LosEntry trace_los(const HexGrid& grid, const LosRules& rules, int range, HexId from, HexId to,
                   std::vector<HexId>& pool) {
  Walk w{grid, rules, from, to, LosEntry{}, {}, {}, from};
  w.e.first = static_cast<std::uint32_t>(pool.size());
  if (grid.distance(from, to) > range) return w.e;
  w.e.in_range = true;
  if (from == to) return w.e;
  for_each_line_step(grid.hex_of(from), grid.hex_of(to), [&](Hex x1, Hex x2) {
    if (x1 == x2)
      w.inside(grid.id_of(x1));
    else
      w.along(grid.id_of(x1), grid.id_of(x2));
  });
  w.cross(to);
  if (!w.e.blocked) {
    w.e.singles = static_cast<std::uint8_t>(w.singles.size());
    w.e.pairs = static_cast<std::uint8_t>(w.pairs.size());
    for (HexId x : w.singles) pool.push_back(x);
    for (auto [x, y] : w.pairs) {
      pool.push_back(x);
      pool.push_back(y);
    }
  }
  return w.e;
}

LosCache& LosCache::operator=(const LosCache& o) {
  if (this != &o) {
    clear();
    range_ = o.range_;
    side_ = o.side_;
    reset(o.hexes_);
  }
  return *this;
}

LosCache::LosCache(LosCache&& o) noexcept
    : range_(o.range_),
      side_(o.side_),
      hexes_(o.hexes_),
      rows_(std::move(o.rows_)),
      filled_(o.filled_.load()) {
  o.hexes_ = 0;
  o.filled_ = 0;
}

LosCache& LosCache::operator=(LosCache&& o) noexcept {
  if (this != &o) {
    clear();
    range_ = o.range_;
    side_ = o.side_;
    hexes_ = o.hexes_;
    rows_ = std::move(o.rows_);
    filled_ = o.filled_.load();
    o.hexes_ = 0;
    o.filled_ = 0;
  }
  return *this;
}

void LosCache::reset(std::size_t hexes) {
  clear();
  hexes_ = hexes;
  rows_ = std::make_unique<std::atomic<const Row*>[]>(hexes);
  for (std::size_t i = 0; i < hexes; ++i) rows_[i].store(nullptr, std::memory_order_relaxed);
}

void LosCache::clear() {
  if (filled_.load(std::memory_order_relaxed) == 0) return;
  for (std::size_t i = 0; i < hexes_; ++i) delete rows_[i].exchange(nullptr, std::memory_order_acq_rel);
  filled_ = 0;
}

const LosCache::Row* LosCache::fill(const HexGrid& grid, const LosRules& rules, HexId from) const {
  auto row = std::make_unique<Row>();
  row->entries.resize(static_cast<std::size_t>(side_) * static_cast<std::size_t>(side_));
  const Hex c = grid.hex_of(from);
  for (int dq = -range_; dq <= range_; ++dq)
    for (int dr = -range_; dr <= range_; ++dr) {
      HexId to = grid.id_of(Hex{c.q + dq, c.r + dr});
      if (to == kNoHex) continue;
      row->entries[static_cast<std::size_t>((dq + range_) * side_ + dr + range_)] =
          trace_los(grid, rules, range_, from, to, row->pool);
    }
  row->pool.shrink_to_fit();
  const Row* expected = nullptr;
  std::atomic<const Row*>& slot = rows_[static_cast<std::size_t>(from)];
  if (slot.compare_exchange_strong(expected, row.get(), std::memory_order_acq_rel,
                                   std::memory_order_acquire)) {
    filled_.fetch_add(1, std::memory_order_relaxed);
    return row.release();
  }
  return expected;  // another thread built it first
}

std::size_t LosCache::bytes() const {
  std::size_t b = sizeof(*this) + hexes_ * sizeof(std::atomic<const Row*>);
  for (std::size_t i = 0; i < hexes_; ++i)
    if (const Row* r = rows_[i].load(std::memory_order_acquire))
      b += sizeof(Row) + r->entries.capacity() * sizeof(LosEntry) + r->pool.capacity() * sizeof(HexId);
  return b;
}

}  // namespace bohemia
