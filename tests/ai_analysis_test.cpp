// `bohemia analyze`'s report (src/ai/analysis.h, issue 17 item 6) and the
// pieces the Python module's distributed runner relies on (item 7): a game
// of a tournament played alone equals the one run_tournament plays, and a
// record survives JSON.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include "ai/analysis.h"
#include "ai/tournament.h"
#include "engine/selfplay.h"
#include "engine/system.h"
#include "systems/builtin.h"

namespace bohemia::ai {
namespace ai_analysis_test {
namespace {

const engine::System& gbn3() { return *builtin_systems().find("gbn3"); }

GameRecord record(const std::string& a_seat, const std::string& key, int result, int vp_margin) {
  GameRecord g;
  g.scenario = "munchengratz";
  g.a_seat = a_seat;
  g.key = key;
  g.level = key == "tied" ? "tied" : key.substr(key.find(' ') + 1);
  g.result = result;
  g.score = result > 0 ? 1 : result == 0 ? 0.5 : 0;
  g.vp_margin = vp_margin;
  g.actions = 100;
  return g;
}

// a on Prussia wins a minor victory by 3; a on Austria loses the same way
// (Prussia wins minor by 3 again); a tie; a on Austria wins major by 6.
std::vector<GameRecord> four_games() {
  return {record("prussia", "prussia minor", 1, 3), record("austria", "prussia minor", -1, -3),
          record("prussia", "tied", 0, 0), record("austria", "austria major", 2, 6)};
}

TEST(AiAnalysis, ResultsAndMarginAreCountedBySeatWhicheverSeatThePlayerAHad) {
  TournamentOptions opt = analysis_tournament(gbn3(), "munchengratz", "random", 4, 1, 1);
  TournamentResult r;
  r.games = four_games();
  nlohmann::json j = analysis_json(gbn3(), opt, r);
  EXPECT_EQ(j["seats"], nlohmann::json({"prussia", "austria"}));
  ASSERT_EQ(j["results"].size(), 3u);
  EXPECT_EQ(j["results"][0]["key"], "prussia minor");
  EXPECT_EQ(j["results"][0]["count"], 2);
  EXPECT_EQ(j["results"][1]["key"], "tied");
  EXPECT_EQ(j["results"][2]["key"], "austria major");
  EXPECT_DOUBLE_EQ(j["results"][0]["share"].get<double>(), 0.5);
  // Prussia's score: two wins, a tie, a loss.
  EXPECT_DOUBLE_EQ(j["first_seat_score"]["score"].get<double>(), 2.5 / 4);
  // Margins from Prussia's side: +3, +3, 0, -6.
  const auto& m = j["margin"];
  EXPECT_DOUBLE_EQ(m["mean"].get<double>(), 0.0);
  EXPECT_EQ(m["min"], -6);
  EXPECT_EQ(m["max"], 3);
  EXPECT_EQ(m["median"], 0);
  EXPECT_EQ(m["histogram"], nlohmann::json::parse("[[-6,1],[0,1],[3,2]]"));
  EXPECT_LT(m["ci95"][0].get<double>(), 0.0);
  EXPECT_GT(m["ci95"][1].get<double>(), 0.0);
}

TEST(AiAnalysis, TheHistoricalResultOfVV174Section11_4_2IsSetAgainstTheGames) {
  // VV174 §11.4.2's note: Münchengrätz ended in a Prussian minor victory by 3 VP.
  auto h = gbn3().historical_result("munchengratz");
  ASSERT_TRUE(h);
  EXPECT_EQ(h->winner, "prussia");
  EXPECT_EQ(h->level, "minor");
  EXPECT_EQ(h->margin, 3);
  TournamentOptions opt = analysis_tournament(gbn3(), "munchengratz", "random", 4, 1, 1);
  TournamentResult r;
  r.games = four_games();
  nlohmann::json j = analysis_json(gbn3(), opt, r);
  EXPECT_EQ(j["historical"]["key"], "prussia minor");
  EXPECT_EQ(j["historical"]["games_with_its_result"]["count"], 2);
  // Below +3: -6 and 0; equal: two games, counted half: (2 + 1) / 4.
  EXPECT_DOUBLE_EQ(j["historical"]["margin_percentile"].get<double>(), 75.0);
  EXPECT_NE(analysis_text(j).find("historical result (VV174"), std::string::npos);
}

TEST(AiAnalysis, VV174Section12_4_2sPrintedMajorVictoryIsGitschinsHistoricalResult) {
  auto h = gbn3().historical_result("gitschin");
  ASSERT_TRUE(h);
  EXPECT_EQ(h->winner, "prussia");
  EXPECT_EQ(h->level, "major");
  EXPECT_EQ(h->margin, 5);
}

TEST(AiAnalysis, AScenarioWhoseRulebookStatesNoResultSaysSo) {
  EXPECT_FALSE(gbn3().historical_result("trautenau"));
  // Nor a campaign's, though its first day (Münchengrätz) states one.
  EXPECT_FALSE(gbn3().historical_result("munchengratz-gitschin"));
  TournamentOptions opt = analysis_tournament(gbn3(), "trautenau", "random", 2, 1, 1);
  TournamentResult r;
  r.games = {record("prussia", "tied", 0, 0), record("austria", "tied", 0, 0)};
  nlohmann::json j = analysis_json(gbn3(), opt, r);
  EXPECT_TRUE(j["historical"].is_null());
  EXPECT_NE(analysis_text(j).find("the rulebook states none"), std::string::npos);
}

TEST(AiTournament, AVictoryOfASystemWithOneLevelIsAWinNotATie) {
  // Musket & Saber (Königgrätz §18) ends in a victory or a draw; GBN3 in a
  // major or minor victory or a tie.
  engine::Outcome mns{1, "victory", "austria victory", {0, 0}, ""};
  EXPECT_EQ(result_for(mns, 1), 1);
  EXPECT_EQ(result_for(mns, 0), -1);
  engine::Outcome draw{engine::kSpectator, "draw", "draw", {0, 0}, ""};
  EXPECT_EQ(result_for(draw, 0), 0);
  engine::Outcome major{0, "major", "prussia major", {9, 2}, ""};
  EXPECT_EQ(result_for(major, 0), 2);
  EXPECT_EQ(result_for(major, 1), -2);
}

// VV165 §11.4.2: Bonin's panic ends Trautenau in an Austrian major victory
// whatever the VP; the outcome, and so a tournament's record and the
// analysis, say that the panic decided, with its section.
TEST(Section11_4_2, TheOutcomeSaysBoninsPanicDecidedNotThePoints) {
  int panics = 0, tallies = 0;
  for (std::uint64_t seed = 1; seed <= 30 && (panics == 0 || tallies == 0); ++seed) {
    std::unique_ptr<engine::GameState> g = gbn3().new_game("trautenau", seed);
    engine::play_random_game(*g, seed * 7 + 1, false, nullptr);
    const engine::Outcome o = g->outcome();
    if (o.reason.empty()) {
      ++tallies;
      continue;
    }
    ++panics;
    EXPECT_EQ(o.reason, "von Bonin panicked (VV165 §11.4.2)");
    EXPECT_EQ(o.key, "austria major");
  }
  EXPECT_GT(panics, 0) << "random Prussians lose often enough for Bonin to panic";
  EXPECT_GT(tallies, 0);
}

// A tournament's report counts the games the panic decided, overall and
// per scenario and seat, and its text says so.
TEST(Section11_4_2, ATournamentCountsTheGamesBoninsPanicDecided) {
  TournamentOptions opt;
  opt.scenarios = {{&gbn3(), "trautenau"}};
  opt.a = opt.b = "random";
  opt.games = 12;
  opt.seed = 1;
  TournamentResult r = run_tournament(opt);
  int panics = 0;
  for (const GameRecord& g : r.games) panics += !g.reason.empty();
  ASSERT_GT(panics, 0) << "random Prussians let Bonin panic in some of 12 games";
  nlohmann::json j = tournament_json(opt, r);
  EXPECT_EQ(j["decided_by"], nlohmann::json({{"von Bonin panicked (VV165 §11.4.2)", panics}}));
  int per_seat = 0;
  for (const auto& row : j["per_scenario"])
    for (const auto& [reason, n] : row["decided_by"].items()) per_seat += n.get<int>();
  EXPECT_EQ(per_seat, panics);
  EXPECT_NE(tournament_text(opt, r).find(
                fmt::format("decided by von Bonin panicked (VV165 §11.4.2): {} of 12 games", panics)),
            std::string::npos)
      << tournament_text(opt, r);
}

TEST(AiAnalysis, ResultsAreCountedByWhatDecidedThemThePointsFirst) {
  std::vector<GameRecord> games = four_games();
  games[3].reason = "von Bonin panicked (VV165 §11.4.2)";
  games.push_back(games[3]);
  TournamentOptions opt = analysis_tournament(gbn3(), "trautenau", "random", 5, 1, 1);
  TournamentResult r;
  r.games = games;
  nlohmann::json j = analysis_json(gbn3(), opt, r);
  ASSERT_EQ(j["decided_by"].size(), 2u);
  EXPECT_TRUE(j["decided_by"][0]["reason"].is_null());
  EXPECT_EQ(j["decided_by"][0]["count"], 3);
  EXPECT_EQ(j["decided_by"][1]["reason"], "von Bonin panicked (VV165 §11.4.2)");
  EXPECT_EQ(j["decided_by"][1]["count"], 2);
  EXPECT_EQ(j["decided_by"][1]["keys"], nlohmann::json({{"austria major", 2}}));
  EXPECT_NE(analysis_text(j).find("decided by von Bonin panicked (VV165 §11.4.2): 2 (40.0%"),
            std::string::npos)
      << analysis_text(j);
  // When the points decided every game the report says nothing of it.
  r.games = four_games();
  EXPECT_EQ(analysis_text(analysis_json(gbn3(), opt, r)).find("decided by"), std::string::npos);
}

TEST(AiTournament, ARecordWrittenBeforeReasonsWereKeptStillReads) {
  GameRecord g = record("prussia", "tied", 0, 0);
  g.reason = "x (§1)";
  nlohmann::json j = record_json(g);
  EXPECT_EQ(record_from_json(j).reason, "x (§1)");
  j.erase("reason");
  EXPECT_EQ(record_from_json(j).reason, "");
}

TEST(AiTournament, AGamePlayedAloneEqualsTheTournamentsAndItsRecordSurvivesJson) {
  TournamentOptions opt;
  // One scenario, its two games (one a side): greedy's games cost minutes
  // each under the sanitizers (689 s for two scenarios in the ASan suite).
  opt.scenarios = {{&gbn3(), "munchengratz"}};
  opt.a = "random";
  opt.b = "greedy";
  opt.games = 2;
  opt.seed = 11;
  opt.jobs = 2;
  TournamentResult all = run_tournament(opt);
  ASSERT_EQ(all.games.size(), 2u);
  for (std::size_t k = 0; k < all.games.size(); ++k) {
    GameRecord alone = play_tournament_game(opt, k / 2, static_cast<int>(k % 2));
    nlohmann::json a = record_json(alone), b = record_json(all.games[k]);
    for (const char* timing : {"a_seconds", "b_seconds", "a_max_seconds", "b_max_seconds"}) {
      a.erase(timing);
      b.erase(timing);
    }
    EXPECT_EQ(a, b) << "game " << k;
    EXPECT_EQ(record_json(record_from_json(record_json(alone))), record_json(alone));
  }
  EXPECT_THROW(play_tournament_game(opt, 1, 0), std::invalid_argument);
  EXPECT_THROW(record_from_json(nlohmann::json{{"scenario", "x"}}), nlohmann::json::exception);
}

}  // namespace
}  // namespace ai_analysis_test
}  // namespace bohemia::ai
