// The game's own seeded generator (splitmix64): every die and every marker
// draw of a game comes from it, so a seed replays exactly.
#pragma once

#include <cstdint>

namespace bohemia {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n), n > 0, without modulo bias.
  std::uint32_t below(std::uint32_t n) {
    std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    std::uint64_t x;
    do x = next();
    while (x >= limit);
    return static_cast<std::uint32_t>(x % n);
  }
  std::uint64_t state() const { return state_; }

 private:
  std::uint64_t state_;
};

}  // namespace bohemia
