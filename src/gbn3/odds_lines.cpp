// The odds by enumeration of the lines of play, depth first, with the
// distribution of each state's remaining lines remembered by the state's
// hash: the method of issue 8, kept for comparison (tests, bench) since the
// fold of src/gbn3/odds.cpp replaced it (issue 14). It gives up beyond
// kMaxNodes visits, memo hits included, as it did.
#include <fmt/format.h>

#include <unordered_map>

#include "gbn3/odds_walk.h"

namespace bohemia {

namespace {

constexpr std::size_t kMaxNodes = 20000;

struct Partial {
  CombinedOutcome rec;
  double p = 0;
};

class LineExplorer {
 public:
  explicit LineExplorer(OddsWalker& walker) : walker_(walker) {}
  std::string error;

  std::vector<Partial> explore(const Game& g) {
    if (!error.empty()) return {};
    if (++nodes_ > kMaxNodes) {
      error = "too many lines of play to enumerate for this combat";
      return {};
    }
    const std::uint64_t key = g.hash();
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    std::vector<OddsStep> next;
    if (!walker_.step(g, next)) {
      error = walker_.error;
      return {};
    }
    std::vector<Partial> out;
    if (next.empty()) {
      out.push_back({{}, 1.0});
    } else {
      std::map<std::string, Partial> acc;
      for (const OddsStep& s : next) {
        for (const Partial& sub : explore(s.game)) {
          CombinedOutcome m = merged(s.delta, sub.rec);
          Partial& slot = acc[key_of(m)];
          slot.rec = m;
          slot.p += s.p * sub.p;
        }
        if (!error.empty()) return {};
      }
      for (auto& [k, v] : acc) out.push_back(v);
    }
    memo_[key] = out;
    return out;
  }

 private:
  OddsWalker& walker_;
  std::size_t nodes_ = 0;
  std::unordered_map<std::uint64_t, std::vector<Partial>> memo_;
};

}  // namespace

bool odds_by_lines(OddsWalker& walker, const Game& start, std::map<std::string, CombinedOutcome>& done) {
  LineExplorer ex(walker);
  std::vector<Partial> lines = ex.explore(start);
  if (!ex.error.empty()) {
    walker.error = ex.error;
    return false;
  }
  for (const Partial& p : lines) {
    CombinedOutcome c = p.rec;
    c.p = p.p;
    done[key_of(c)] = c;
  }
  return true;
}

}  // namespace bohemia
