// Odds for every combat decision (issue 14 item 7a, src/gbn3/odds.h): in
// random games of every battle, each legal barrage (9.2.2), assault
// declaration (9.5.1), defensive split (9.5.3 A), volley (9.5.1) and attack
// (9.5.3 B) gets its odds from the fold of the engine; the probabilities of
// its outcomes add up to 1, and they are those of issue 8's enumeration of
// lines wherever that one finished (it gives up on some combats).
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "gbn3/odds.h"
#include "gbn3/random_player.h"
#include "sanitized.h"
#include "test_util.h"

namespace bohemia {
namespace odds_every_declaration_test {
namespace {

using bohemia::test::kSanitized;

constexpr double kEps = 1e-12;

bool asks_odds(const Action& a) {
  switch (a.type) {
    case ActionType::Fire:
    case ActionType::Assault:
    case ActionType::Defend:
    case ActionType::Volley:
    case ActionType::Attack:
      return true;
    default:
      return false;
  }
}

double sum(const std::map<std::string, double>& m) {
  double t = 0;
  for (const auto& [k, v] : m) t += v;
  return t;
}

// The same figures, outcome by outcome and roll by roll.
void expect_same(const Odds& fold, const Odds& lines, const std::string& what) {
  ASSERT_EQ(fold.combined.size(), lines.combined.size()) << what;
  for (std::size_t i = 0; i < fold.combined.size(); ++i) {
    const CombinedOutcome& c = fold.combined[i];
    auto same = std::find_if(lines.combined.begin(), lines.combined.end(), [&](const CombinedOutcome& d) {
      return d.attack == c.attack && d.defence == c.defence && d.morale == c.morale;
    });
    ASSERT_NE(same, lines.combined.end()) << what;
    EXPECT_NEAR(c.p, same->p, kEps) << what;
  }
  ASSERT_EQ(fold.main_results.size(), lines.main_results.size()) << what;
  for (const auto& [r, p] : fold.main_results)
    EXPECT_NEAR(p, lines.main_results.at(r), kEps) << what << " " << r;
  ASSERT_EQ(fold.rolls.size(), lines.rolls.size()) << what;
  for (std::size_t i = 0; i < fold.rolls.size(); ++i) {
    const RollOdds& x = fold.rolls[i];
    const RollOdds& y = lines.rolls[i];
    EXPECT_EQ(x.roll, y.roll) << what;
    EXPECT_EQ(x.column, y.column) << what << " " << x.roll;
    EXPECT_EQ(x.drm, y.drm) << what << " " << x.roll;
    ASSERT_EQ(x.modifiers.size(), y.modifiers.size()) << what << " " << x.roll;
    for (std::size_t k = 0; k < x.modifiers.size(); ++k) EXPECT_EQ(x.modifiers[k].text, y.modifiers[k].text);
    ASSERT_EQ(x.results.size(), y.results.size()) << what << " " << x.roll;
    for (const auto& [r, p] : x.results) EXPECT_NEAR(p, y.results.at(r), kEps) << what << " " << x.roll;
  }
  EXPECT_EQ(fold.main, lines.main) << what;
}

struct Tally {
  long asked = 0;          // odds asked
  long lines_gave_up = 0;  // where issue 8's enumeration refused
};

// One random game: the odds of every combat decision offered on the way.
void play_and_ask(const std::string& id, std::uint64_t seed, Tally& t) {
  Game g(test::real(id), seed);
  RandomPlayer p(seed * 31 + 7);
  for (int guard = 0; guard < 20000 && !g.over(); ++guard) {
    if (g.actor().kind == ActorKind::Decision)
      for (const Action& a : g.legal_actions()) {
        if (!asks_odds(a)) continue;
        const std::string what =
            id + " seed " + std::to_string(seed) + " " + g.describe_turn() + ": " + g.notation(a);
        std::string err;
        const std::optional<Odds> fold = combat_odds(g, a, &err);
        ++t.asked;
        ASSERT_TRUE(fold.has_value()) << what << ": " << err;
        double total = 0;
        for (const CombinedOutcome& c : fold->combined) {
          EXPECT_GT(c.p, 0) << what;
          total += c.p;
        }
        EXPECT_NEAR(total, 1.0, kEps) << what;
        EXPECT_NEAR(sum(fold->main_results), 1.0, kEps) << what;
        for (const RollOdds& r : fold->rolls) EXPECT_NEAR(sum(r.results), 1.0, kEps) << what << " " << r.roll;
        ASSERT_LT(fold->main, fold->rolls.size()) << what;
        std::string lerr;
        const std::optional<Odds> lines = combat_odds(g, a, &lerr, OddsMethod::Lines);
        if (!lines) {
          EXPECT_EQ(lerr, "too many lines of play to enumerate for this combat") << what;
          ++t.lines_gave_up;
          continue;
        }
        expect_same(*fold, *lines, what);
        if (::testing::Test::HasFatalFailure()) return;
      }
    const Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
    ASSERT_FALSE(g.apply(a).has_value()) << g.notation(a);
  }
}

TEST(Section9_5_Odds, EveryCombatDecisionOfRandomGamesHasExactOdds) {
  const std::vector<std::string> ids =
      kSanitized
          ? std::vector<std::string>{"munchengratz"}
          : std::vector<std::string>{"trautenau", "soor", "nachod", "skalitz", "munchengratz", "gitschin"};
  Tally t;
  for (const std::string& id : ids)
    for (std::uint64_t seed = 1; seed <= (kSanitized ? 1u : 3u); ++seed) {
      play_and_ask(id, seed, t);
      if (HasFatalFailure()) return;
    }
  EXPECT_GT(t.asked, kSanitized ? 20 : 500);
  RecordProperty("odds_asked", static_cast<int>(t.asked));
  RecordProperty("lines_gave_up", static_cast<int>(t.lines_gave_up));
}

}  // namespace
}  // namespace odds_every_declaration_test
}  // namespace bohemia
