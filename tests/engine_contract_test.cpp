// The contract of the game interface (engine/game_state.h, docs/architecture.md)
// over every system and every scenario, through the interface only:
// - random games to the end keep the system's invariants;
// - a seat that does not act has no legal actions, and the one that acts has some;
// - a clone has the original's hash and legal actions, and plays on alike;
// - a save reloads (engine::load_save) to the same hash;
// - nothing given to an audience (each seat, a spectator) names what it may
//   not know: every view, event, history entry, save without seed and query
//   answer is the same in a state resampled from what that audience knows
//   (for GBN3: another seed, so the seed and the dice to come leak nowhere).
// A test that leaks on purpose shows that the last check would fail.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "engine/random_player.h"
#include "engine/system.h"
#include "sanitized.h"
#include "systems/builtin.h"

namespace bohemia::engine {
namespace engine_contract_test {
namespace {

// Every answer an audience may get at this moment, as one JSON document.
nlohmann::json everything_for(const GameState& g, Seat audience) {
  nlohmann::json all;
  all["view"] = g.view(audience);
  all["log_size"] = g.log_size(audience);
  all["events"] = g.events(audience, 0);
  all["history"] = g.history_view(audience, 0);
  all["save"] = g.save(audience, false);
  // The queries a client asks about the decisions on offer: their odds and
  // the reach of their pieces.
  nlohmann::json queries = nlohmann::json::array();
  std::size_t n = std::min<std::size_t>(g.num_legal_actions(), 6);
  for (std::size_t i = 0; i < n; ++i) {
    Action a = g.legal_action(i);
    nlohmann::json fields = g.action_view(audience, a);
    queries.push_back(fields);
    QueryAnswer odds = g.query(audience, "odds", {{"action", g.notation(a)}});
    queries.push_back({{"odds", static_cast<int>(odds.status)}, {"body", odds.body}});
    if (fields.contains("piece") && fields["piece"].is_string()) {
      QueryAnswer reach = g.query(audience, "reach", {{"piece", fields["piece"].get<std::string>()}});
      queries.push_back({{"reach", static_cast<int>(reach.status)}, {"body", reach.body}});
    }
  }
  all["queries"] = queries;
  return all;
}

// The audiences of a system: each seat and a spectator.
std::vector<Seat> audiences(const System& sys) {
  std::vector<Seat> out{kSpectator};
  for (std::size_t s = 0; s < sys.info().seats.size(); ++s) out.push_back(static_cast<Seat>(s));
  return out;
}

// "" when no audience can tell `g` from a state resampled from what it knows;
// else what differs.
std::string leak(const GameState& g, std::uint64_t rng_seed) {
  for (Seat a : audiences(g.system())) {
    std::unique_ptr<GameState> r = g.resample(a, rng_seed);
    nlohmann::json mine = everything_for(g, a), other = everything_for(*r, a);
    if (mine != other) {
      for (const auto& [k, v] : mine.items())
        if (other[k] != v) return fmt::format("audience {}: '{}' depends on what it may not know", a, k);
      return fmt::format("audience {}: the answers differ", a);
    }
  }
  return "";
}

// The checks of one moment of a game; returns the failures.
std::vector<std::string> check_moment(const System& sys, const GameState& g, std::uint64_t salt) {
  std::vector<std::string> out;
  Actor who = g.actor();
  std::size_t n = g.num_legal_actions();
  if (who.kind == ActorKind::Decision && n == 0) out.push_back("the seat to act has no legal action");
  if (who.kind != ActorKind::Decision && n != 0) out.push_back("legal actions while no seat is to act");
  std::unique_ptr<GameState> c = g.clone();
  if (c->hash() != g.hash()) out.push_back("a clone's hash differs");
  if (c->legal_actions() != g.legal_actions()) out.push_back("a clone's legal actions differ");
  LoadedGame re = load_save(builtin_systems(), g.save(kReferee, true));
  if (!re.game)
    out.push_back("its save does not reload: " + re.error);
  else if (re.game->hash() != g.hash())
    out.push_back("its save reloads to another hash");
  if (std::string l = leak(g, salt); !l.empty()) out.push_back(l);
  (void)sys;
  return out;
}

// The number of actions of the random game play_and_check plays (the same
// seeds give the same game).
std::size_t game_length(const System& sys, const std::string& scenario, std::uint64_t seed) {
  std::unique_ptr<GameState> g = sys.new_game(scenario, seed);
  RandomPlayer player(seed * 7 + 1);
  while (!g->over())
    (void)g->apply(g->actor().kind == ActorKind::Chance ? g->sample_chance() : player.choose(*g));
  return g->action_count();
}

// Checks at least every `every` steps, and at no more than `max_moments`
// moments spread over the game: each moment replays the game so far (the
// save, the resampled states), so a long game (Königgrätz: ~5,500 actions)
// checked every 97 steps costs its length squared, which the sanitizer
// build of CI pays forty times over.
void play_and_check(const System& sys, const std::string& scenario, std::uint64_t seed, std::size_t every,
                    std::size_t max_moments = 24) {
  every = std::max(every, game_length(sys, scenario, seed) / max_moments + 1);
  std::unique_ptr<GameState> g = sys.new_game(scenario, seed);
  RandomPlayer player(seed * 7 + 1);
  std::size_t moments = 0;
  for (std::size_t step = 0; !g->over(); ++step) {
    if (step % every == 0) {
      ++moments;
      for (const std::string& f : check_moment(sys, *g, seed + step))
        ADD_FAILURE() << scenario << " seed " << seed << " after " << g->action_count() << " actions: " << f;
    }
    Action a = g->actor().kind == ActorKind::Chance ? g->sample_chance() : player.choose(*g);
    // The clone plays on alike.
    std::unique_ptr<GameState> c = step % every == 1 ? g->clone() : nullptr;
    ASSERT_FALSE(g->apply(a).has_value()) << scenario << ": refused its own legal action " << g->notation(a);
    if (c) {
      ASSERT_FALSE(c->apply(a).has_value());
      EXPECT_EQ(c->hash(), g->hash()) << scenario << ": a clone diverged";
    }
    for (const std::string& v : g->check_invariants()) ADD_FAILURE() << scenario << ": " << v;
  }
  EXPECT_GE(moments, 2u);
  for (const std::string& f : check_moment(sys, *g, seed)) ADD_FAILURE() << scenario << " at the end: " << f;
  Outcome o = g->outcome();
  EXPECT_EQ(o.vp.size(), sys.info().seats.size());
  std::vector<double> r = g->returns();
  ASSERT_EQ(r.size(), sys.info().seats.size());
  double sum = 0;
  for (double x : r) sum += x;
  EXPECT_DOUBLE_EQ(sum, 0.0) << scenario << ": returns must sum to zero";
}

TEST(EngineContract, EverySystemListsSeatsAndScenarios) {
  std::set<std::string> ids;
  for (const auto& sys : builtin_systems().all()) {
    EXPECT_TRUE(ids.insert(sys->info().id).second);
    EXPECT_GE(sys->info().seats.size(), 2u);
    EXPECT_FALSE(sys->scenario_ids().empty()) << sys->info().id;
    for (const std::string& id : sys->scenario_ids()) {
      nlohmann::json summary = sys->scenario_summary(id);  // every shipped file loads
      EXPECT_EQ(summary["id"], id);
    }
  }
  const System* gbn3 = builtin_systems().find("gbn3");
  ASSERT_NE(gbn3, nullptr);
  EXPECT_EQ(gbn3->scenario_ids().size(), 9u) << "six battles and three campaigns";
}

// A command's --scenario (tournament, analyze): "all", a system's id, a
// scenario id, comma-separated, each scenario once, in order.
TEST(EngineContract, ACommandSelectsScenariosByIdBySystemOrAll) {
  const SystemTable& t = builtin_systems();
  std::string error;
  auto gbn3 = t.select("gbn3", &error);
  ASSERT_EQ(gbn3.size(), 9u) << error;
  for (const auto& [sys, id] : gbn3) EXPECT_EQ(sys->info().id, "gbn3") << id;
  std::size_t every = 0;
  for (const auto& sys : t.all()) every += sys->scenario_ids().size();
  EXPECT_EQ(t.select("all", &error).size(), every);
  auto two = t.select("koniggratz,trautenau,gbn3", &error);
  ASSERT_EQ(two.size(), 10u);
  EXPECT_EQ(two[0].second, "koniggratz");
  EXPECT_EQ(two[0].first->info().id, "mns");
  EXPECT_EQ(two[1].second, "trautenau");
  EXPECT_EQ(std::count_if(two.begin(), two.end(), [](const auto& p) { return p.second == "trautenau"; }), 1);
  EXPECT_TRUE(t.select("trautenau,nowhere", &error).empty());
  EXPECT_NE(error.find("no game system has a scenario 'nowhere'"), std::string::npos) << error;
  EXPECT_NE(error.find("gbn3, mns"), std::string::npos) << error;
  EXPECT_TRUE(t.select("", &error).empty());
  EXPECT_TRUE(t.select("gbn3,", &error).empty()) << "an empty item names nothing";
}

// Every scenario of every system, as "system/scenario".
std::vector<std::string> all_scenarios() {
  std::vector<std::string> out;
  for (const auto& sys : builtin_systems().all())
    for (const std::string& id : sys->scenario_ids()) out.push_back(sys->info().id + "/" + id);
  return out;
}

class EveryScenario : public testing::TestWithParam<std::string> {};

// One random game of the scenario, checked at moments spread over it.
TEST_P(EveryScenario, HoldsTheContract) {
  std::string p = GetParam();
  const System* sys = builtin_systems().find(p.substr(0, p.find('/')));
  ASSERT_NE(sys, nullptr);
  // Under the sanitizers (ten times slower) a third of the moments: each
  // replays the game so far four times (the save, a resample per audience).
  play_and_check(*sys, p.substr(p.find('/') + 1), 3, 97, bohemia::test::kSanitized ? 8 : 24);
}

INSTANTIATE_TEST_SUITE_P(EngineContract, EveryScenario, testing::ValuesIn(all_scenarios()),
                         [](const testing::TestParamInfo<std::string>& i) {
                           std::string n;
                           for (char c : i.param) n += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                           return n;
                         });

// Saves written before the game interface (tests/data/saves-v1, one per
// scenario, made by main at 95af491 with `selfplay --save-dir`) replay to
// their recorded end.
TEST(EngineContract, SavesFromBeforeTheInterfaceReplayToTheirEnd) {
  int n = 0;
  for (const auto& e : std::filesystem::directory_iterator(std::string(BOHEMIA_TEST_DATA) + "/saves-v1")) {
    std::ifstream in(e.path());
    std::stringstream text;
    text << in.rdbuf();
    EXPECT_FALSE(nlohmann::json::parse(text.str()).contains("system")) << "an old save has no system field";
    LoadedGame g = load_save(builtin_systems(), text.str());
    ASSERT_NE(g.game, nullptr) << e.path() << ": " << g.error;
    EXPECT_EQ(g.game->hash(), g.recorded_hash) << e.path();
    EXPECT_TRUE(g.game->over()) << e.path();
    ++n;
  }
  EXPECT_EQ(n, 9);
}

// A state that puts its seed in every view, or (`all_of_it`) gives every
// audience the referee's view with its hidden positions: the leak check
// must catch both.
class Leaky : public GameState {
 public:
  explicit Leaky(std::unique_ptr<GameState> g, bool all_of_it = false) : g_(std::move(g)), all_(all_of_it) {}
  const System& system() const override { return g_->system(); }
  const std::string& scenario_id() const override { return g_->scenario_id(); }
  std::uint64_t seed() const override { return g_->seed(); }
  Actor actor() const override { return g_->actor(); }
  std::size_t num_legal_actions() const override { return g_->num_legal_actions(); }
  Action legal_action(std::size_t i) const override { return g_->legal_action(i); }
  std::vector<ChanceOutcome> chance_outcomes() const override { return g_->chance_outcomes(); }
  std::string chance_description() const override { return g_->chance_description(); }
  Action sample_chance() override { return g_->sample_chance(); }
  std::optional<std::string> apply(const Action& a) override { return g_->apply(a); }
  std::string notation(const Action& a) const override { return g_->notation(a); }
  std::optional<Action> parse(std::string_view t, std::string* e) const override { return g_->parse(t, e); }
  std::string action_group(const Action& a) const override { return g_->action_group(a); }
  std::unique_ptr<GameState> clone() const override { return std::make_unique<Leaky>(g_->clone(), all_); }
  std::size_t action_count() const override { return g_->action_count(); }
  Action history(std::size_t i) const override { return g_->history(i); }
  std::uint64_t hash() const override { return g_->hash(); }
  std::vector<std::string> check_invariants() const override { return g_->check_invariants(); }
  Outcome outcome() const override { return g_->outcome(); }
  std::vector<double> returns() const override { return g_->returns(); }
  std::unique_ptr<GameState> resample(Seat s, std::uint64_t r) const override {
    return std::make_unique<Leaky>(g_->resample(s, r), all_);
  }
  void set_logging(bool on) override { g_->set_logging(on); }
  nlohmann::json view(Seat s) const override {
    if (all_) return g_->view(kReferee);  // the leak: every hidden position
    nlohmann::json v = g_->view(s);
    v["debug"] = g_->seed();  // the leak
    return v;
  }
  std::size_t log_size(Seat s) const override { return g_->log_size(s); }
  nlohmann::json events(Seat s, std::size_t f) const override { return g_->events(s, f); }
  nlohmann::json history_view(Seat s, std::size_t f) const override { return g_->history_view(s, f); }
  nlohmann::json action_view(Seat s, const Action& a) const override { return g_->action_view(s, a); }
  QueryAnswer query(Seat s, std::string_view n, const QueryArgs& a) const override {
    return g_->query(s, n, a);
  }
  std::string save(Seat s, bool w) const override { return g_->save(s, w); }
  std::string text(Seat s, std::string_view w) const override { return g_->text(s, w); }

 private:
  std::unique_ptr<GameState> g_;
  bool all_ = false;
};

TEST(EngineContract, ASeedPutInAViewOnPurposeIsCaught) {
  const System& sys = *builtin_systems().find("gbn3");
  Leaky g(sys.new_game("trautenau", 5));
  RandomPlayer p(1);
  for (int i = 0; i < 40 && !g.over(); ++i)
    ASSERT_FALSE(g.apply(g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g)).has_value());
  std::string l = leak(g, 99);
  EXPECT_NE(l.find("'view'"), std::string::npos) << "the leak was not caught: " << l;
  // And the honest state passes the same check.
  std::unique_ptr<GameState> honest = sys.new_game("trautenau", 5);
  EXPECT_EQ(leak(*honest, 99), "");
}

// Königgrätz (§19.8): the Austrian's boxes and real markers shown to every
// audience are caught; the honest game at the same moment passes.
TEST(EngineContract, AHiddenPositionPutInTheOtherSeatsViewOnPurposeIsCaught) {
  const System& sys = *builtin_systems().find("mns");
  Leaky g(sys.new_game("koniggratz", 5), true);
  std::unique_ptr<GameState> honest = sys.new_game("koniggratz", 5);
  RandomPlayer p(1);
  // The Austrian's set-up, hiding what may hide; then a few more actions.
  for (int i = 0; i < 400 && !g.over(); ++i) {
    Action a = g.actor().kind == ActorKind::Chance ? g.sample_chance() : p.choose(g);
    for (std::size_t k = 0; k < g.num_legal_actions() && g.actor().kind == ActorKind::Decision; ++k) {
      std::string n = g.notation(g.legal_action(k));
      if (n.rfind("setup historical", 0) == 0 || n.rfind("hide ", 0) == 0 || n.rfind("marker ", 0) == 0) {
        a = g.legal_action(k);
        break;
      }
    }
    ASSERT_FALSE(g.apply(a).has_value());
    ASSERT_FALSE(honest->apply(a).has_value());
  }
  ASSERT_NE(g.view(kReferee).dump().find("\"box\""), std::string::npos) << "units are hidden in boxes";
  std::string l = leak(g, 99);
  EXPECT_NE(l.find("'view'"), std::string::npos) << "the leak was not caught: " << l;
  EXPECT_EQ(leak(*honest, 99), "");
}

// A save written before saves named their system replays as GBN3's; a new
// save names it.
TEST(EngineContract, SavesNameTheirSystemAndOldOnesAreGbn3) {
  const System& sys = *builtin_systems().find("gbn3");
  std::unique_ptr<GameState> g = sys.new_game("soor", 2);
  RandomPlayer p(4);
  for (int i = 0; i < 60 && !g->over(); ++i)
    ASSERT_FALSE(
        g->apply(g->actor().kind == ActorKind::Chance ? g->sample_chance() : p.choose(*g)).has_value());
  nlohmann::json save = nlohmann::json::parse(g->save(kReferee, true));
  EXPECT_EQ(save["system"], "gbn3");
  LoadedGame back = load_save(builtin_systems(), save.dump());
  ASSERT_NE(back.game, nullptr) << back.error;
  EXPECT_EQ(back.game->hash(), g->hash());
  nlohmann::json other = save;
  other["system"] = "chess";
  EXPECT_NE(load_save(builtin_systems(), other.dump()).error.find("unknown game system 'chess'"),
            std::string::npos);
}

}  // namespace
}  // namespace engine_contract_test
}  // namespace bohemia::engine
