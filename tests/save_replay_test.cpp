// Saves and replays (issue #2, item 5): a game is a JSON file holding the
// scenario id, edition, seed, the actions in notation and a state hash.
// Replaying it gives the identical state; a damaged or edited file is refused
// with a clear message and is never half-loaded.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "core/rng.h"
#include "gbn3/save.h"
#include "gbn3_play.h"
#include "test_util.h"

namespace bohemia {
namespace save_replay_test {
namespace {

using nlohmann::json;
using test::fixture;

// The duel fixture and its file, so that replays find it by path.
std::shared_ptr<const Scenario> duel() {
  static std::shared_ptr<const Scenario> sc = fixture("duel");
  return sc;
}
const std::string& duel_path() { return duel()->file; }

// One complete random game.
Game random_game(std::uint64_t seed) {
  Game g(duel(), seed);
  play_random_game(g, seed * 7919 + 3, false, nullptr);
  return g;
}

// The first `n` actions of a random game (or fewer if it ends before).
Game random_prefix(std::uint64_t seed, int n) {
  Game g(duel(), seed);
  Rng pick(seed + 99);
  for (int i = 0; i < n && !g.over(); ++i) {
    Action a;
    if (g.actor().kind == ActorKind::Chance) {
      a = g.sample_chance();
    } else {
      auto legal = g.legal_actions();
      a = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
    }
    EXPECT_FALSE(g.apply(a).has_value());
  }
  return g;
}

// The save's checksum as save.cpp computes it (FNV-1a 64 of the compact JSON
// without the checksum field), so that a test can forge a consistently
// signed but otherwise wrong save and reach the checks behind the checksum.
void resign(json& j) {
  json k = j;
  k.erase("checksum");
  std::uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : k.dump()) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  j["checksum"] = hex64(h);
}

// Replays a save text and checks that it is refused cleanly.
std::string refused(const std::string& text) {
  ReplayResult r = replay_save(text, duel_path());
  EXPECT_EQ(r.game, nullptr) << "a refused save must not leave a game behind";
  EXPECT_FALSE(r.error.empty()) << "a save was accepted that should have been refused";
  return r.error;
}

std::string edited(const Game& g, const std::function<void(json&)>& edit, bool sign) {
  json j = json::parse(save_game(g));
  edit(j);
  if (sign) resign(j);
  return j.dump(1);
}

// ------------------------------------------------------------- round trips

TEST(SaveReplay, FiftyRandomGamesReplayToTheirHash) {
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    Game g = random_game(seed);
    ASSERT_TRUE(g.over());
    std::string text = save_game(g);
    ReplayResult r = replay_save(text, duel_path());
    ASSERT_NE(r.game, nullptr) << r.error;
    EXPECT_TRUE(r.error.empty());
    EXPECT_EQ(r.game->hash(), g.hash());
    EXPECT_EQ(r.recorded_hash, g.hash());
    EXPECT_EQ(r.game->history(), g.history());
    EXPECT_TRUE(r.game->over());
    EXPECT_EQ(r.game->state().winner, g.state().winner);
    EXPECT_EQ(r.game->state().level, g.state().level);
    EXPECT_EQ(r.game->state().vp, g.state().vp);
    EXPECT_TRUE(r.game->check_invariants().empty());
    // The replayed game saves to the very same text.
    EXPECT_EQ(save_game(*r.game), text);
  }
}

TEST(SaveReplay, GamesInProgressReplayToTheirHash) {
  // Saves taken at every point of a game, decision or chance pending.
  for (std::uint64_t seed : {11u, 12u}) {
    Game full = random_prefix(seed, 100000);
    for (std::size_t n = 0; n <= full.history().size(); n += 3) {
      SCOPED_TRACE("seed " + std::to_string(seed) + ", after " + std::to_string(n) + " actions");
      Game g = random_prefix(seed, static_cast<int>(n));
      ReplayResult r = replay_save(save_game(g), duel_path());
      ASSERT_NE(r.game, nullptr) << r.error;
      EXPECT_EQ(r.game->hash(), g.hash());
      EXPECT_EQ(r.game->actor().kind, g.actor().kind);
      EXPECT_EQ(r.game->legal_actions(), g.legal_actions());
      EXPECT_EQ(r.game->over(), g.over());
    }
  }
}

TEST(SaveReplay, ReplayedGameContinuesLikeTheOriginal) {
  // Loading a save in the middle and playing on with the same decisions and
  // the same chance outcomes ends in the same state as never having saved.
  Game full = random_game(21);
  const auto& h = full.history();
  std::size_t cut = h.size() / 2;
  Game head(duel(), 21);
  for (std::size_t i = 0; i < cut; ++i) ASSERT_FALSE(head.apply(h[i]).has_value());
  ReplayResult r = replay_save(save_game(head), duel_path());
  ASSERT_NE(r.game, nullptr) << r.error;
  for (std::size_t i = cut; i < h.size(); ++i) ASSERT_FALSE(r.game->apply(h[i]).has_value()) << i;
  EXPECT_EQ(r.game->hash(), full.hash());
  EXPECT_TRUE(r.game->over());
}

TEST(SaveReplay, LoadedGameRollsTheSameDiceAsTheOriginal) {
  // A game saved and loaded goes on with the game's own dice exactly as the
  // unsaved game does: the generator holds no position outside the save.
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Game g = random_prefix(seed, 20 + static_cast<int>(seed));
    if (g.over()) continue;
    ReplayResult r = replay_save(save_game(g), duel_path());
    ASSERT_NE(r.game, nullptr) << r.error;
    Rng pick(seed);
    for (int i = 0; i < 200 && !g.over(); ++i) {
      Action a, b;
      if (g.actor().kind == ActorKind::Chance) {
        a = g.sample_chance();
        b = r.game->sample_chance();
        ASSERT_EQ(g.notation(a), r.game->notation(b)) << "seed " << seed << " action " << i;
      } else {
        const auto& legal = g.legal_actions();
        a = b = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
      }
      ASSERT_FALSE(g.apply(a).has_value());
      ASSERT_FALSE(r.game->apply(b).has_value());
    }
    EXPECT_EQ(g.hash(), r.game->hash());
  }
}

TEST(SaveReplay, SameScenarioSeedAndActionsGiveSameHashAndLog) {
  for (std::uint64_t seed : {31u, 32u, 33u}) {
    Game g = random_game(seed);
    Game a(duel(), seed), b(duel(), seed);
    for (const Action& x : g.history()) {
      ASSERT_FALSE(a.apply(x).has_value());
      ASSERT_FALSE(b.apply(x).has_value());
      ASSERT_EQ(a.hash(), b.hash());
    }
    EXPECT_EQ(a.hash(), g.hash());
    ASSERT_EQ(a.log().size(), b.log().size());
    for (std::size_t i = 0; i < a.log().size(); ++i) {
      EXPECT_EQ(a.log()[i].section, b.log()[i].section);
      EXPECT_EQ(a.log()[i].text, b.log()[i].text);
    }
    // The replay of its save tells the same story.
    ReplayResult r = replay_save(save_game(g), duel_path());
    ASSERT_NE(r.game, nullptr) << r.error;
    ASSERT_EQ(r.game->log().size(), a.log().size());
    for (std::size_t i = 0; i < a.log().size(); ++i) EXPECT_EQ(r.game->log()[i].text, a.log()[i].text);
  }
}

TEST(SaveReplay, ActionsAreWrittenInNotation) {
  Game g = random_game(41);
  json j = json::parse(save_game(g));
  ASSERT_TRUE(j["actions"].is_array());
  ASSERT_EQ(j["actions"].size(), g.history().size());
  Game r(duel(), 41);
  for (std::size_t i = 0; i < g.history().size(); ++i) {
    EXPECT_EQ(j["actions"][i].get<std::string>(), r.notation(g.history()[i]));
    ASSERT_FALSE(r.apply(g.history()[i]).has_value());
  }
  EXPECT_EQ(j["format"], "bohemia-save");
  EXPECT_EQ(j["version"], 1);
  EXPECT_EQ(j["scenario"], "duel");
  EXPECT_EQ(j["edition"], "VV165");
  EXPECT_EQ(j["seed"], 41);
  EXPECT_EQ(j["hash"], hex64(g.hash()));
}

bool trautenau_present() {
  return std::filesystem::exists(std::string(BOHEMIA_DATA_DIR) + "/scenarios/trautenau.toml");
}

TEST(SaveReplay, TrautenauGamesReplayWithCheckpointsEveryHundredActions) {
  // Duel games are too short (under 100 actions) for a checkpoint; a random
  // Trautenau game is several hundred actions long. Each recorded checkpoint
  // is the state hash of the replay at that ply.
  if (!trautenau_present()) GTEST_SKIP() << "data/gbn3/scenarios/trautenau.toml is not there yet";
  auto sc = test::real("trautenau");
  for (std::uint64_t seed : {1u, 2u}) {
    Game g(sc, seed);
    g.set_logging(false);
    play_random_game(g, seed + 5, false, nullptr);
    std::size_t n = g.history().size();
    ASSERT_GE(n, static_cast<std::size_t>(kCheckpointEvery));
    std::string text = save_game(g);
    json j = json::parse(text);
    ASSERT_EQ(j["checkpoints"].size(), n / kCheckpointEvery);
    Game r(sc, seed);
    r.set_logging(false);
    for (std::size_t i = 0; i < n; ++i) {
      ASSERT_FALSE(r.apply(g.history()[i]).has_value());
      if ((i + 1) % kCheckpointEvery == 0) {
        const json& c = j["checkpoints"][(i + 1) / kCheckpointEvery - 1];
        EXPECT_EQ(c["ply"], i + 1);
        EXPECT_EQ(c["hash"], hex64(r.hash()));
      }
    }
    ReplayResult rr = replay_save(text);
    ASSERT_NE(rr.game, nullptr) << rr.error;
    EXPECT_EQ(rr.game->hash(), g.hash());
    // A wrong checkpoint is caught at its ply, before the end of the game.
    j["checkpoints"][0]["hash"] = "0000000000000000";
    resign(j);
    rr = replay_save(j.dump(1));
    EXPECT_EQ(rr.game, nullptr);
    EXPECT_NE(rr.error.find("diverges at action 100"), std::string::npos) << rr.error;
  }
}

// ------------------------------------------------------------- damage

TEST(SaveReplay, AnySingleByteChangedIsRefused) {
  // Flip the lowest bit of each byte in turn: every flip changes the file's
  // meaning or breaks its syntax (spaces and newlines become '!' and a
  // vertical tab), and every such save must be refused before anything is
  // loaded.
  Game g = random_prefix(51, 40);
  std::string text = save_game(g);
  ASSERT_GT(text.size(), 200u);
  int refusals = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    std::string bad = text;
    bad[i] = static_cast<char>(bad[i] ^ 0x01);
    ReplayResult r = replay_save(bad, duel_path());
    EXPECT_EQ(r.game, nullptr) << "byte " << i << " ('" << text[i] << "' -> '" << bad[i] << "') was accepted";
    EXPECT_FALSE(r.error.empty()) << "byte " << i;
    if (r.game == nullptr && !r.error.empty()) ++refusals;
  }
  EXPECT_EQ(refusals, static_cast<int>(text.size()));
}

TEST(SaveReplay, OtherSingleByteEditsAreRefused) {
  // Plausible hand edits: a digit changed to another digit, a letter to
  // another letter, at every position where that keeps the JSON valid.
  Game g = random_prefix(52, 60);
  std::string text = save_game(g);
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    char to;
    if (c >= '0' && c <= '9')
      to = c == '9' ? '0' : static_cast<char>(c + 1);
    else if (c >= 'a' && c <= 'z')
      to = c == 'z' ? 'a' : static_cast<char>(c + 1);
    else
      continue;
    std::string bad = text;
    bad[i] = to;
    ReplayResult r = replay_save(bad, duel_path());
    EXPECT_EQ(r.game, nullptr) << "byte " << i << " ('" << c << "' -> '" << to << "') was accepted";
    EXPECT_FALSE(r.error.empty());
  }
}

TEST(SaveReplay, ChecksumMismatchIsNamed) {
  Game g = random_prefix(53, 30);
  std::string err = refused(edited(
      g, [](json& j) { j["actions"][2] = "roll 6"; }, false));
  EXPECT_NE(err.find("checksum"), std::string::npos) << err;
}

TEST(SaveReplay, TruncatedFileIsRefused) {
  Game g = random_prefix(54, 30);
  std::string text = save_game(g);
  for (std::size_t len : {std::size_t{0}, std::size_t{1}, std::size_t{10}, text.size() / 3, text.size() / 2,
                          text.size() - 2, text.size() - 1}) {
    std::string err = refused(text.substr(0, len));
    EXPECT_NE(err.find("not a valid save"), std::string::npos) << len << ": " << err;
    EXPECT_NE(err.find("JSON"), std::string::npos) << err;
  }
}

TEST(SaveReplay, NotASaveIsRefused) {
  EXPECT_NE(refused("[1, 2, 3]").find("'format' is missing"), std::string::npos);
  EXPECT_NE(refused("{}").find("'format' is missing"), std::string::npos);
  EXPECT_NE(refused("\"bohemia\"").find("'format'"), std::string::npos);
  EXPECT_NE(refused("not json at all").find("JSON"), std::string::npos);
}

// A number beyond a double's range is valid JSON text the parser cannot
// hold (found by fuzz_save: it escaped as an out_of_range exception).
TEST(SaveReplay, NumberTooLargeIsRefused) {
  std::string huge = "{\"format\": 1" + std::string(400, '9') + "}";
  std::string err = refused(huge);
  EXPECT_NE(err.find("not a valid save"), std::string::npos) << err;
  EXPECT_NE(err.find("JSON"), std::string::npos) << err;
  EXPECT_NE(refused("{\"version\": -1e999}").find("not a valid save"), std::string::npos);
}

TEST(SaveReplay, WrongFormatIsRefused) {
  Game g = random_prefix(55, 20);
  std::string err = refused(edited(
      g, [](json& j) { j["format"] = "chess-pgn"; }, true));
  EXPECT_NE(err.find("not a bohemia save"), std::string::npos) << err;
  err = refused(edited(
      g, [](json& j) { j["format"] = 1; }, true));
  EXPECT_NE(err.find("'format' has the wrong type"), std::string::npos) << err;
}

TEST(SaveReplay, WrongVersionIsRefused) {
  Game g = random_prefix(56, 20);
  std::string err = refused(edited(
      g, [](json& j) { j["version"] = 2; }, true));
  EXPECT_NE(err.find("version 2"), std::string::npos) << err;
  EXPECT_NE(err.find("not supported"), std::string::npos) << err;
  err = refused(edited(
      g, [](json& j) { j["version"] = "1"; }, true));
  EXPECT_NE(err.find("'version' has the wrong type"), std::string::npos) << err;
}

// Revisions of the readings (kReadings, docs/rulings.md "Revisions of the
// readings"): a save records the revision it was played under and replays
// under it.
TEST(SaveReplay, ReadingsRevisionIsRecordedAndReplayed) {
  Game g = random_prefix(57, 20);
  json j = json::parse(save_game(g));
  ASSERT_TRUE(j.contains("readings"));
  EXPECT_EQ(j["readings"].get<int>(), kReadings);
  ReplayResult r = replay_save(j.dump(), duel_path());
  ASSERT_NE(r.game, nullptr) << r.error;
  EXPECT_EQ(r.game->scenario().readings, kReadings);
  // Without the field (a save from before it), revision 1.
  r = replay_save(edited(
                      g, [](json& k) { k.erase("readings"); }, true),
                  duel_path());
  ASSERT_NE(r.game, nullptr) << r.error;
  EXPECT_EQ(r.game->scenario().readings, 1);
}

TEST(SaveReplay, ReadingsFromALaterBohemiaAreRefused) {
  Game g = random_prefix(58, 20);
  std::string err = refused(edited(
      g, [](json& j) { j["readings"] = kReadings + 1; }, true));
  EXPECT_NE(err.find("'readings'"), std::string::npos) << err;
  EXPECT_NE(err.find(fmt::format("revisions 1 to {}", kReadings)), std::string::npos) << err;
  err = refused(edited(
      g, [](json& j) { j["readings"] = 0; }, true));
  EXPECT_NE(err.find("'readings' is 0"), std::string::npos) << err;
  err = refused(edited(
      g, [](json& j) { j["readings"] = "2"; }, true));
  EXPECT_NE(err.find("'readings' has the wrong type"), std::string::npos) << err;
}

// VV157 §13.1: a Nachod-Skalitz campaign saved before issue 14 was
// charged the VI corps penalty every turn; it replays so (revision 1) to its
// recorded end, and under revision 2 (the single count) it diverges where
// the penalty is first charged again.
TEST(SaveReplay, VV157_13_1_CampaignSavedUnderRevision1ReplaysAsPlayed) {
  std::ifstream in(std::string(BOHEMIA_TEST_DATA) + "/saves-v1/nachod-skalitz.json");
  std::stringstream text;
  text << in.rdbuf();
  ReplayResult r = replay_save(text.str());
  ASSERT_NE(r.game, nullptr) << r.error;
  EXPECT_EQ(r.game->scenario().readings, 1);
  EXPECT_EQ(r.game->hash(), r.recorded_hash);
  json j = json::parse(text.str());
  j["readings"] = 2;
  resign(j);
  r = replay_save(j.dump());
  EXPECT_EQ(r.game, nullptr);
  EXPECT_NE(r.error.find("replay diverges"), std::string::npos) << r.error;
}

TEST(SaveReplay, MissingFieldIsNamed) {
  Game g = random_prefix(57, 20);
  for (const char* field : {"version", "scenario", "edition", "actions", "hash", "checksum"}) {
    std::string err = refused(edited(
        g, [&](json& j) { j.erase(field); }, false));
    EXPECT_NE(err.find(std::string("'") + field + "' is missing"), std::string::npos) << field << ": " << err;
  }
  // The seed may be absent (a running game exported by the server), but not
  // taken out of a signed save behind its checksum.
  std::string err = refused(edited(
      g, [&](json& j) { j.erase("seed"); }, false));
  EXPECT_NE(err.find("checksum"), std::string::npos) << err;
  err = refused(edited(
      g, [&](json& j) { j["seed"] = "7"; }, true));
  EXPECT_NE(err.find("'seed' has the wrong type"), std::string::npos) << err;
}

// Issue 8: a save exported while the game runs holds the chance outcomes
// rolled so far but not the seed that predicts the next ones; it replays to
// the same state, and a server importing it gives it a fresh seed.
TEST(SaveReplay, SaveWithoutSeedReplaysFromRecordedOutcomes) {
  Game g = random_prefix(60, 40);
  ASSERT_FALSE(g.over());
  std::string text = save_game(g, SaveSeed::Omit);
  json j = json::parse(text);
  EXPECT_FALSE(j.contains("seed"));
  ReplayResult r = replay_save(text, duel_path());
  ASSERT_NE(r.game, nullptr) << r.error;
  EXPECT_EQ(r.game->hash(), g.hash());
  EXPECT_EQ(r.game->history().size(), g.history().size());
  EXPECT_EQ(r.game->seed(), 0u);
  ReplayResult fresh = replay_save(text, duel_path(), 12345);
  ASSERT_NE(fresh.game, nullptr) << fresh.error;
  EXPECT_EQ(fresh.game->seed(), 12345u);
  EXPECT_EQ(fresh.game->hash(), g.hash());
  // With the seed included the replayed game keeps the original's.
  ReplayResult same = replay_save(save_game(g), duel_path());
  ASSERT_NE(same.game, nullptr) << same.error;
  EXPECT_EQ(same.game->seed(), 60u);
}

TEST(SaveReplay, UnknownScenarioIsRefused) {
  Game g = random_prefix(58, 20);
  std::string text = edited(
      g, [](json& j) { j["scenario"] = "atlantis"; }, true);
  // Looked up by the id in the save:
  ReplayResult r = replay_save(text);
  EXPECT_EQ(r.game, nullptr);
  EXPECT_NE(r.error.find("scenario"), std::string::npos) << r.error;
  EXPECT_NE(r.error.find("atlantis"), std::string::npos) << r.error;
  // Or against a scenario file that is not the save's:
  std::string err = refused(text);
  EXPECT_NE(err.find("atlantis"), std::string::npos) << err;
  EXPECT_NE(err.find("duel"), std::string::npos) << err;
}

TEST(SaveReplay, OtherEditionIsRefused) {
  Game g = random_prefix(59, 20);
  std::string err = refused(edited(
      g, [](json& j) { j["edition"] = "VV157"; }, true));
  EXPECT_NE(err.find("VV157"), std::string::npos) << err;
  EXPECT_NE(err.find("VV165"), std::string::npos) << err;
}

TEST(SaveReplay, IllegalActionIsRefusedWithItsNumber) {
  Game g = random_prefix(60, 30);
  // The game opens with the Prussian CinC's reaction test (7.1): a roll, not a decision.
  std::string err = refused(edited(
      g, [](json& j) { j["actions"][0] = "first p-div"; }, true));
  EXPECT_NE(err.find("action 1"), std::string::npos) << err;
  EXPECT_NE(err.find("first p-div"), std::string::npos) << err;
  EXPECT_NE(err.find("illegal"), std::string::npos) << err;
  // A d6 never shows 7.
  err = refused(edited(
      g, [](json& j) { j["actions"][0] = "roll 7"; }, true));
  EXPECT_NE(err.find("action 1"), std::string::npos) << err;
  EXPECT_NE(err.find("roll 7"), std::string::npos) << err;
  // An illegal action later in the list: a unit of the other side.
  json j = json::parse(save_game(g));
  std::size_t k = 0;
  for (; k < j["actions"].size(); ++k)
    if (j["actions"][k].get<std::string>().rfind("first ", 0) == 0) break;
  ASSERT_LT(k + 1, j["actions"].size()) << "the game reaches the initiative choice (8)";
  std::string first = j["actions"][k];
  std::string other = first == "first p-div" ? "first a-bde" : "first p-div";
  err = refused(edited(
      g, [&](json& x) { x["actions"][k] = other; }, true));
  EXPECT_NE(err.find("action " + std::to_string(k + 1)), std::string::npos) << err;
  EXPECT_NE(err.find(other), std::string::npos) << err;
}

TEST(SaveReplay, UnreadableActionIsRefused) {
  Game g = random_prefix(61, 20);
  std::string err = refused(edited(
      g, [](json& j) { j["actions"][3] = "teleport p-inf1 0909"; }, true));
  EXPECT_NE(err.find("action 4"), std::string::npos) << err;
  EXPECT_NE(err.find("teleport"), std::string::npos) << err;
  err = refused(edited(
      g, [](json& j) { j["actions"][2] = 42; }, true));
  EXPECT_NE(err.find("action 3 is not a string"), std::string::npos) << err;
}

TEST(SaveReplay, ExtraActionAtTheEndIsRefused) {
  Game g = random_game(62);
  ASSERT_TRUE(g.over());
  std::string err = refused(edited(
      g, [](json& j) { j["actions"].push_back("roll 1"); }, true));
  EXPECT_NE(err.find("action " + std::to_string(g.history().size() + 1)), std::string::npos) << err;
}

TEST(SaveReplay, HashMismatchIsRefused) {
  Game g = random_prefix(63, 30);
  std::uint64_t wrong = g.hash() ^ 0x10;
  std::string err = refused(edited(
      g, [&](json& j) { j["hash"] = hex64(wrong); }, true));
  EXPECT_NE(err.find(hex64(wrong)), std::string::npos) << err;
  EXPECT_NE(err.find(hex64(g.hash())), std::string::npos) << err;
  EXPECT_NE(err.find("differs"), std::string::npos) << err;
  // A recorded hash that is not a hash at all.
  err = refused(edited(
      g, [](json& j) { j["hash"] = "not-a-hash"; }, true));
  EXPECT_NE(err.find("'hash'"), std::string::npos) << err;
  // Dropping the last action gives another state than the one recorded.
  err = refused(edited(
      g, [](json& j) { j["actions"].erase(j["actions"].size() - 1); }, true));
  EXPECT_NE(err.find("differs"), std::string::npos) << err;
}

TEST(SaveReplay, CheckpointMismatchNamesTheAction) {
  Game g = random_prefix(64, 30);
  std::string err = refused(edited(
      g,
      [](json& j) {
        j["checkpoints"] = json::array({{{"ply", 10}, {"hash", "0123456789abcdef"}}});
      },
      true));
  EXPECT_NE(err.find("diverges at action 10"), std::string::npos) << err;
}

}  // namespace
}  // namespace save_replay_test
}  // namespace bohemia
