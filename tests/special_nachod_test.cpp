// The special rules of Nachod (VV157 §11.1.1, the random end from 16.00)
// and Skalitz (VV157 §12.4.1, the 13.00 bonus), played on the real
// scenarios with scripted dice for the rule's own rolls.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "gbn3/rules.h"
#include "gbn3/special/nachod.h"
#include "gbn3/special/timed_objectives.h"
#include "gbn3_play.h"
#include "test_util.h"

namespace bohemia {
namespace special_nachod_test {
namespace {

using test::log_contains;
using test::play;

std::shared_ptr<const Scenario> nachod() {
  static std::shared_ptr<const Scenario> sc = test::real("nachod");
  return sc;
}

// nachod.toml with one text replaced, loaded from a copy beside the real one.
std::shared_ptr<const Scenario> nachod_with(const std::string& from, const std::string& to) {
  const std::string dir = std::string(BOHEMIA_DATA_DIR) + "/scenarios/";
  std::stringstream text;
  text << std::ifstream(dir + "nachod.toml").rdbuf();
  std::string s = text.str();
  const std::size_t at = s.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  s.replace(at, from.size(), to);
  const std::string path =
      (std::filesystem::temp_directory_path() / fmt::format("bohemia-nachod-{}.toml", ::getpid())).string();
  std::ofstream(path) << s;
  auto sc = load_scenario(path);
  std::filesystem::remove(path);
  return sc;
}

bool end_roll_waits(const Game& g) {
  const State& s = g.state();
  return s.phase == Phase::EndTurn && !s.tasks.empty() && s.tasks.front().kind == TaskKind::Special &&
         g.scenario().special.at(s.tasks.front().rule).kind() == "nachod_random_end";
}

// Random play up to the next end-of-battle roll (or the end of the game).
void to_end_roll(Game& g, RandomPlayer& p) {
  for (int guard = 0; guard < 100000 && !g.over() && !end_roll_waits(g); ++guard) {
    Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
    ASSERT_FALSE(g.apply(a).has_value()) << g.notation(a);
  }
}

// "End of the battle on 1d6 >= 3 starting at 16.00 at the end of each turn
// (add +1 to the die each turn)" (A-30: +0 at 16.00, +1 at 17.00; the end
// of 18.00 is certain and needs no roll).
TEST(Vv157Section11_1_1, NoRollBeforeSixteenThenOneEachTurnWithAGrowingModifier) {
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {
    Game g(nachod(), seed);
    RandomPlayer p(seed + 40);
    to_end_roll(g, p);
    ASSERT_TRUE(end_roll_waits(g));
    EXPECT_EQ(g.state().turn, 16) << "the first roll is at the end of 16.00";
    EXPECT_EQ(g.chance_kind(), ChanceKind::D6);
    play(g, {"roll 2"});  // 2 + 0 < 3
    EXPECT_TRUE(log_contains(g, "11.1.1", "die 2 + 0 = 2 (< 3): the battle goes on"));
    EXPECT_FALSE(g.over());
    to_end_roll(g, p);
    ASSERT_TRUE(end_roll_waits(g));
    EXPECT_EQ(g.state().turn, 17);
    play(g, {"roll 1"});  // 1 + 1 < 3
    EXPECT_TRUE(log_contains(g, "11.1.1", "die 1 + 1 = 2 (< 3): the battle goes on"));
    to_end_roll(g, p);
    ASSERT_TRUE(g.over()) << "no roll at 18.00: the last turn ends the battle";
    EXPECT_EQ(g.state().turn, 18);
    EXPECT_TRUE(log_contains(g, "11.4.2", "end of the game"));
  }
}

TEST(Vv157Section11_1_1, ThreeOrMoreEndsTheBattleAtOnceAndScoresIt) {
  Game g(nachod(), 3);
  RandomPlayer p(7);
  to_end_roll(g, p);
  ASSERT_TRUE(end_roll_waits(g));
  Game later = g;
  play(g, {"roll 3"});
  ASSERT_TRUE(g.over());
  EXPECT_EQ(g.state().turn, 16);
  EXPECT_TRUE(log_contains(g, "11.1.1", "die 3 + 0 = 3 (>= 3): the battle ends at the end of 16.00"));
  EXPECT_TRUE(log_contains(g, "11.4.2", "end of the game"));
  // The final VP are the score sheet's, explained line by line.
  ScoreSheet sheet = g.score_sheet();
  EXPECT_EQ(g.state().vp, sheet.vp);
  // At 17.00 a 2 suffices (2 + 1).
  play(later, {"roll 2"});
  to_end_roll(later, p);
  ASSERT_TRUE(end_roll_waits(later));
  play(later, {"roll 2"});
  EXPECT_TRUE(later.over());
  EXPECT_EQ(later.state().turn, 17);
}

// A-30's other reading: +1 already at 16.00, so the end of 17.00 is certain.
TEST(Vv157Section11_1_1, UnderTheOtherReadingTheFirstRollHasPlusOne) {
  auto sc = nachod_with("first_modifier = 0 ", "first_modifier = 1 ");
  const auto* end = dynamic_cast<const NachodRandomEnd*>(sc->special.find("nachod_random_end"));
  ASSERT_NE(end, nullptr);
  EXPECT_EQ(end->modifier(16), 1);
  EXPECT_EQ(end->modifier(17), 2);
  Game g(sc, 4);
  RandomPlayer p(9);
  to_end_roll(g, p);
  ASSERT_TRUE(end_roll_waits(g));
  EXPECT_EQ(g.state().turn, 16);
  play(g, {"roll 1"});  // 1 + 1 < 3
  EXPECT_FALSE(g.over());
  to_end_roll(g, p);
  ASSERT_TRUE(end_roll_waits(g));
  play(g, {"roll 1"});  // 1 + 2 = 3
  EXPECT_TRUE(g.over());
  EXPECT_EQ(g.state().turn, 17);
}

// The random end is known before play (issue 14): the rule gives it to
// `bohemia scenarios` (PossibleEnd, from 16.00, random) and the game's first
// lines say it, right after the battle begins; the campaign's day 1 too.
TEST(Vv157Section11_1_1, TheFirstLogLinesSayTheBattleMayEndFromSixteen) {
  const SpecialRule* r = nachod()->special.find("nachod_random_end");
  ASSERT_NE(r, nullptr);
  ASSERT_TRUE(r->possible_last_turn().has_value());
  EXPECT_EQ(r->possible_last_turn()->turn, 16);
  EXPECT_TRUE(r->possible_last_turn()->random);
  EXPECT_EQ(possible_ends_text(nachod()->special, nachod()->last_turn),
            ", random end from 16.00 (VV157 §11.1.1)");
  for (const char* id : {"nachod", "nachod-skalitz"}) {
    Game g(test::real(id), 1);
    ASSERT_GE(g.log().size(), 2u);
    EXPECT_NE(g.log()[0].text.find("begins at 07.00"), std::string::npos) << g.log()[0].text;
    EXPECT_EQ(g.log()[1].section, "11.1.1") << id;
    EXPECT_EQ(
        g.log()[1].text,
        "the battle ends at the end of 18.00 at the latest: from the end of 16.00, a roll at the end of "
        "each turn may end it earlier")
        << id;
  }
  // A battle without such a rule says nothing of the kind.
  Game s(test::real("skalitz"), 1);
  EXPECT_EQ(possible_ends_text(s.scenario().special, s.scenario().last_turn), "");
  for (const Event& e : s.log()) EXPECT_EQ(e.text.find("at the latest"), std::string::npos) << e.text;
}

TEST(Vv157Section11_1_1, AnEndThatIsNotCertainByTheLastTurnIsRefused) {
  EXPECT_THROW(nachod_with("modifier_per_turn = 1", "modifier_per_turn = 0"), DataError);
}

// §12.4.1: "the Austrian player receives 2 VP if he controls the 2 hex. of
// Skalitz at the end of the 13.00 turn" -- scored then, with the control
// rule of the locations, and kept.
TEST(Vv157Section12_4_1, ThirteenHundredBonusScoresWhatTheAustrianHoldsAtTheEndOfThirteen) {
  auto sc = test::real("skalitz");
  const auto* bonus =
      dynamic_cast<const TimedObjectives*>(sc->special.find("skalitz_thirteen_hundred_bonus"));
  ASSERT_NE(bonus, nullptr);
  const VictoryLocation* skalitz = nullptr;
  VictoryLocation both;
  both.place = "Skalitz";
  both.hexes = sc->map->place("Skalitz")->hexes;
  skalitz = &both;
  int scored = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    Game g(sc, seed);
    RandomPlayer p(seed * 3 + 1);
    bool held_at_13 = false;
    for (int guard = 0; guard < 100000 && !g.over(); ++guard) {
      if (g.state().turn == 14) {
        // Nothing has moved since the end of 13.00.
        held_at_13 = Rules::controls(g, Side::Austria, *skalitz);
        break;
      }
      Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
      ASSERT_FALSE(g.apply(a).has_value());
    }
    ASSERT_EQ(g.state().turn, 14);
    EXPECT_EQ(bonus->scored(g, 0, Side::Austria), held_at_13 ? 2 : 0) << "seed " << seed;
    EXPECT_EQ(bonus->scored(g, 0, Side::Prussia), 0);
    EXPECT_EQ(log_contains(g, "12.4.1", "at the end of 13.00 austria controls Skalitz: 2 VP"), held_at_13);
    bool line = false;
    for (const ScoreLine& l : g.score_sheet().lines)
      line |= l.side == Side::Austria && l.vp == 2 && l.text == "controlled Skalitz at the end of 13.00";
    EXPECT_EQ(line, held_at_13);
    scored += held_at_13 ? 1 : 0;
  }
  EXPECT_GT(scored, 0) << "the Austrian starts in both hexes of Skalitz";
}

}  // namespace
}  // namespace special_nachod_test
}  // namespace bohemia
