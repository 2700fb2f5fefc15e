// The scenario-rule framework (docs/special-rules.md): rules of kinds the
// tests define, each implementing hooks, on small positions of the test map,
// so that every hook is seen to be called at its point of the sequence of
// play, through the ordinary Game API; and the generic kinds (exits, timed
// objectives), the night rules and pending rules.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "gbn3/rules.h"
#include "gbn3/save.h"
#include "gbn3/special/exit_rule.h"
#include "gbn3/special/rule_params.h"
#include "gbn3/special/special_rule.h"
#include "gbn3/special/timed_objectives.h"
#include "rules_scenario_builder.h"

namespace bohemia {
namespace special_framework_test {
namespace {

using test::drive_to;
using test::has_action;
using test::play;
using test::Position;

// A rule whose hooks the tests switch on by its parameters.
class TestHooks : public SpecialRule {
 public:
  explicit TestHooks(RuleParams& p) {
    std::vector<Hook> hooks;
    if (p.has("forbidden")) forbidden = p.hexes("forbidden", true), hooks.push_back(Hook::MayEndMove);
    if (p.has("marker_held_back"))
      held = p.formation("marker_held_back"), hooks.push_back(Hook::MarkerAvailable);
    if (p.has("commander_always_in_command"))
      commander = p.formation("commander_always_in_command"), hooks.push_back(Hook::CommanderInCommand);
    if (p.has("initiative_to"))
      initiative_to = p.side("initiative_to"), hooks.push_back(Hook::InitiativeWinner);
    if (p.has("cinc_less_initiative"))
      cinc_less = p.integer("cinc_less_initiative", 0, 6), hooks.push_back(Hook::InitiativeWithoutCinc);
    if (p.has("morale")) morale = p.integer("morale", -3, 3), hooks.push_back(Hook::MoraleModifier);
    if (p.boolean_or("no_rally", false)) hooks.push_back(Hook::MayRally);
    if (p.has("columns")) columns = p.integer("columns", -3, 3), hooks.push_back(Hook::ColumnModifier);
    if (p.has("retreat_losses"))
      retreat_losses = p.integer("retreat_losses", 0, 3), hooks.push_back(Hook::RetreatLoss);
    if (p.has("austrian_edge")) edge = p.hexes("austrian_edge", true), hooks.push_back(Hook::RetreatEdge);
    if (p.boolean_or("count_placements", false))
      hooks.push_back(Hook::UnitPlaced), hooks.push_back(Hook::Score);
    if (p.has("always_in_command")) unit = p.unit("always_in_command"), hooks.push_back(Hook::UnitInCommand);
    if (p.has("inactive")) inactive = p.unit("inactive"), hooks.push_back(Hook::UnitMayAct);
    if (p.has("commander_stays"))
      stays = p.formation("commander_stays"), hooks.push_back(Hook::CommanderMayMove);
    for (Hook h : hooks) implement({h});
    reserve_state(1);
  }
  std::vector<HexId> forbidden, edge;
  int held = -1, commander = -1, cinc_less = 0, morale = 0, columns = 0, retreat_losses = 0, unit = -1,
      inactive = -1, stays = -1;
  Side initiative_to = Side::Prussia;

  bool may_end_move(const Game&, Piece p, HexId to, MoveKind) const override {
    return !p.is_unit() || std::find(forbidden.begin(), forbidden.end(), to) == forbidden.end();
  }
  bool marker_available(const Game&, int f) const override { return f != held; }
  std::optional<bool> commander_in_command(const Game&, int f) const override {
    return f == commander ? std::optional<bool>(true) : std::nullopt;
  }
  std::optional<Side> initiative_winner(const Game&) const override { return initiative_to; }
  std::optional<int> initiative_without_cinc(const Game&, Side s) const override {
    return s == Side::Prussia ? std::optional<int>(cinc_less) : std::nullopt;
  }
  int morale_modifier(const Game&, int, bool, std::vector<std::string>& why) const override {
    why.push_back("test");
    return morale;
  }
  bool may_rally(const Game&, int) const override { return false; }
  int column_modifier(const Game& g, const std::vector<int>& shooters, FireKind,
                      std::vector<std::string>& why) const override {
    if (g.scenario().units[static_cast<std::size_t>(shooters.front())].side != Side::Prussia) return 0;
    why.push_back(fmt::format("{} col. test", columns));
    return columns;
  }
  int retreat_extra_losses(const Game&, int, HexId, HexId) const override { return retreat_losses; }
  const std::vector<HexId>* retreat_edge(const Game&, Side s, int) const override {
    return s == Side::Austria ? &edge : nullptr;
  }
  void after_unit_placed(RuleEffects& fx, int) const override { set_var(fx, 0, var(fx.game(), 0) + 1); }
  void score(const Game& g, ScoreSheet& sheet) const override {
    sheet.add(Side::Prussia, 0, log_section(), fmt::format("{} placements", var(g, 0)));
  }
  bool unit_in_command(const Game&, int u) const override { return u == unit; }
  bool unit_may_act(const Game&, int u) const override { return u != inactive; }
  bool commander_may_move(const Game&, int f) const override { return f != stays; }
};

// A decision with its notation, a roll, and a hexside it changes: the
// Prussian unit in `from` may try to lay a bridge across `hexside`
// ("lay UNIT"); on 1d6 >= 4 the hexside holds a bridge.
class TestBridge : public SpecialRule {
 public:
  explicit TestBridge(RuleParams& p) {
    side = p.side("side");
    hexside = p.hexside("hexside");
    implement({Hook::Actions, Hook::Tasks});
    reserve_state(1);  // 1 once tried this turn
  }
  Side side = Side::Prussia;
  Hexside hexside;

  bool may_try(const Game& g, int u) const {
    const UnitState& x = g.state().units[static_cast<std::size_t>(u)];
    return g.state().phase == Phase::Movement && x.active && !x.moved && x.where == Where::Map &&
           x.hex == hexside.hex && g.scenario().units[static_cast<std::size_t>(u)].side == side &&
           var(g, 0) == 0;
  }
  void legal_actions(const Game& g, std::vector<Action>& out) const override {
    for (int u = 0; u < static_cast<int>(g.state().units.size()); ++u)
      if (may_try(g, u)) {
        Action a;
        a.piece = Piece::unit(u);
        out.push_back(a);
      }
  }
  void apply_action(RuleEffects& fx, const Action& a) const override {
    set_var(fx, 0, 1);
    fx.unit(a.piece.index()).moved = true;
    log(fx, fmt::format("{} tries to lay a bridge", fx.game().unit_label(a.piece.index())));
    Task t;
    t.piece = a.piece;
    fx.queue_task(*this, t);
  }
  std::string notation(const Game& g, const Action& a) const override {
    return "lay " + g.piece_name(a.piece);
  }
  std::optional<Action> parse_action(const Game& g, const std::vector<std::string>& w) const override {
    if (w.size() != 2 || w[0] != "lay") return std::nullopt;
    int u = g.scenario().unit_index(w[1]);
    if (u < 0) return std::nullopt;
    Action a;
    a.piece = Piece::unit(u);
    return a;
  }
  std::string refusal(const Game&, const Action&) const override {
    return log_section() + ": only a unit standing at the bridge site, not yet moved, may try once a turn";
  }
  TaskActor task_actor(const Game&, const Task&) const override {
    return {ActorKind::Chance, side, ChanceKind::D6};
  }
  void task_roll(RuleEffects& fx, const Task&, int die) const override {
    log(fx, fmt::format("bridge roll {}", die));
    if (die >= 4)
      fx.set_hexside(
          hexside.hex, hexside.dir,
          static_cast<std::uint16_t>(Rules::hexside(fx.game(), hexside.hex, hexside.dir) | kBridge));
  }
};

const RuleCatalog& kinds() {
  static const RuleCatalog c = [] {
    RuleCatalog k;
    k.add<TestHooks>("test_hooks", "tests §99.1", "hooks switched on by parameters");
    k.add<TestBridge>("test_bridge", "tests §99.2", "a decision, a roll and a hexside");
    k.pending("test_pending", "tests §99.3", "a rule with no code yet");
    return k;
  }();
  return c;
}

std::shared_ptr<const Scenario> with_rules(std::vector<std::string> setup, std::string tables,
                                           std::vector<std::string> reinforcements = {}) {
  Position p;
  p.setup = std::move(setup);
  p.reinforcements = std::move(reinforcements);
  p.tables = std::move(tables);
  p.extra = &kinds();
  return test::position(p);
}

// ---- decisions, rolls and hexsides

// Hook::Actions, Hook::Tasks and Rules::set_hexside: a decision of the rule's
// own in the movement phase, with its notation, its roll as a chance event of
// the game, and the hexside it changes read by movement at once; it replays.
TEST(SpecialRules, DecisionRollAndHexsideThroughTheGameApi) {
  auto sc =
      with_rules({"0901 SE p-div p-inf1", "0110 N a-bde a-inf1"},
                 "[special.bridge]\nkind = \"test_bridge\"\nside = \"prussia\"\nhexside = \"0901/SE\"\n");
  Game g(sc, 1);
  drive_to(g, "p-div");
  EXPECT_FALSE(test::reaches(g, "p-inf1", "1001")) << "the river, no bridge";
  ASSERT_TRUE(has_action(g, "lay p-inf1"));
  EXPECT_NE(test::refuse(g, "lay p-div").find("cannot read"), std::string::npos);
  play(g, {"lay p-inf1"});
  ASSERT_EQ(g.actor().kind, ActorKind::Chance);
  EXPECT_EQ(g.chance_kind(), ChanceKind::D6);
  EXPECT_NE(test::refuse(g, "roll 7").find("not a possible outcome"), std::string::npos);
  play(g, {"roll 5"});
  EXPECT_TRUE(test::log_contains(g, "99.2", "bridge roll 5"));
  EXPECT_EQ(Rules::hexside(g, test::hx(g, "0901"), Direction::SE) & kBridge, kBridge);
  EXPECT_EQ(Rules::hexside(g, test::hx(g, "1001"), Direction::NW) & kBridge, kBridge)
      << "one hexside, both sides";
  // Tried once this activation: the unit has moved, no second try.
  EXPECT_FALSE(has_action(g, "lay p-inf1"));
  // A second Prussian activation next turn would cross; the state says the
  // bridge is there for every reader (ZoC, LoS of retreat, movement).
  ASSERT_EQ(g.state().hexsides.size(), 1u);
  // Replay: the same actions give the same state, hexside included.
  Game r(sc, 1);
  for (const Action& a : g.history()) ASSERT_FALSE(r.apply(a).has_value()) << g.notation(a);
  EXPECT_EQ(r.hash(), g.hash());
  EXPECT_EQ(r.state().hexsides, g.state().hexsides);
}

TEST(SpecialRules, AChangedHexsideIsCrossedByMovement) {
  auto sc =
      with_rules({"0901 SE p-div p-inf1", "0110 N a-bde a-inf1"},
                 "[special.bridge]\nkind = \"test_bridge\"\nside = \"prussia\"\nhexside = \"0901/SE\"\n");
  Game g(sc, 1);
  drive_to(g, "p-div");
  ASSERT_FALSE(test::reaches(g, "p-inf1", "1001"));
  Rules::set_hexside(g, test::hx(g, "0901"), Direction::SE, kRiver | kBridge);
  EXPECT_TRUE(test::reaches(g, "p-inf1", "1001")) << "the reach cache sees the changed hexside";
  EXPECT_DOUBLE_EQ(test::cost_to(g, "p-inf1", "1001"), 1.0);
  Rules::set_hexside(g, test::hx(g, "1001"), Direction::NW,
                     g.scenario().map->side(test::hx(g, "0901"), Direction::SE));
  EXPECT_TRUE(g.state().hexsides.empty()) << "back to the map's: nothing kept";
  EXPECT_FALSE(test::reaches(g, "p-inf1", "1001"));
}

// ---- command, activation, initiative

TEST(SpecialRules, MarkerHeldBackStaysOutOfTheCup) {
  auto sc = with_rules({"0403 S p-div p-inf1", "0407 N a-bde a-inf1"},
                       "[special.hold]\nkind = \"test_hooks\"\nmarker_held_back = \"a-bde\"\n");
  Game g(sc, 1);
  play(g, {"roll 1", "roll 1", "roll 6", "roll 1"});  // reactions fail; Prussia wins the initiative
  ASSERT_EQ(g.state().phase, Phase::InitiativePick);
  play(g, {"first p-div"});
  EXPECT_EQ(g.state().cup & (1u << sc->formation_index("a-bde")), 0u)
      << "the held-back marker is not in the cup";
}

TEST(SpecialRules, InitiativeWithoutARollAndForASideWithoutCommanderInChief) {
  auto sc = with_rules({"0403 S p-div p-inf1", "0407 N a-bde a-inf1"},
                       "[special.first]\nkind = \"test_hooks\"\ninitiative_to = \"austria\"\n");
  Game g(sc, 1);
  play(g, {"roll 1", "roll 1"});  // reaction tests
  EXPECT_EQ(g.state().phase, Phase::InitiativePick) << "no initiative roll";
  EXPECT_EQ(g.actor().side, Side::Austria);
  EXPECT_TRUE(test::log_contains(g, "99.1", "Austria has the initiative without a roll"));
  // No Prussian commander-in-chief on the map: the Prussian rolls as if his
  // initiative were 2 (Gitschin's kind of rule).
  // (The Prussian commander-in-chief only arrives at 12.00.)
  Position p;
  p.setup = {"0403 S p-div p-inf1", "0407 N a-bde a-inf1 a-cinc"};
  p.reinforcements = {"12 0101 p-cinc"};
  p.tables = "[special.roll]\nkind = \"test_hooks\"\ncinc_less_initiative = 2\n";
  p.extra = &kinds();
  Game h(test::position(p), 1);
  play(h, {"roll 1"});  // the Austrian CinC's reaction
  ASSERT_EQ(h.state().phase, Phase::InitiativeRoll);
  play(h, {"roll 3"});  // a-cinc: 3 + 1 = 4
  ASSERT_EQ(h.state().phase, Phase::InitiativeRoll) << "the Prussian side rolls too";
  play(h, {"roll 3"});  // Prussia: 3 + 2 = 5
  EXPECT_TRUE(test::log_contains(h, "8", "prussia (no commander-in-chief) initiative: die 3 + 2 = 5"));
  EXPECT_EQ(h.state().phase, Phase::InitiativePick);
  EXPECT_EQ(h.actor().side, Side::Prussia);
}

TEST(SpecialRules, CommanderAndUnitAlwaysInCommand) {
  // General P far from his commander-in-chief: out of command by 7.2, in
  // command by the rule; a-inf2 far from General A but in command.
  auto sc = with_rules({"0103 S p-div p-inf1", "0110 N p-cinc", "0407 N a-bde a-inf1", "0909 N a-inf2"},
                       "[special.cmd]\nkind = \"test_hooks\"\ncommander_always_in_command = \"p-div\"\n"
                       "always_in_command = \"a-inf2\"\n");
  Game g(sc, 1);
  drive_to(g, "p-div");
  EXPECT_FALSE(g.state().commanders[static_cast<std::size_t>(sc->formation_index("p-div"))].ooc);
  EXPECT_TRUE(g.state().units[static_cast<std::size_t>(test::unit(g, "p-inf1"))].in_command);
  Game h(sc, 1);
  drive_to(h, "a-bde");
  EXPECT_TRUE(h.state().units[static_cast<std::size_t>(test::unit(h, "a-inf2"))].in_command);
}

TEST(SpecialRules, UnitThatMayNotActAndCommanderThatStays) {
  auto sc = with_rules(
      {"0403 S p-div p-inf1", "0503 S p-inf2", "0407 N a-bde a-inf1"},
      "[special.act]\nkind = \"test_hooks\"\ninactive = \"p-inf2\"\ncommander_stays = \"p-div\"\n");
  Game g(sc, 1);
  drive_to(g, "p-div");
  bool p_inf1 = false, p_inf2 = false, commander = false;
  for (const Action& a : g.legal_actions()) {
    std::string n = g.notation(a);
    p_inf1 |= n.rfind("move p-inf1 ", 0) == 0;
    p_inf2 |= n.rfind("move p-inf2 ", 0) == 0;
    commander |= n.rfind("move p-div ", 0) == 0;
  }
  EXPECT_TRUE(p_inf1);
  EXPECT_FALSE(p_inf2);
  EXPECT_FALSE(commander);
}

// ---- movement and positions

TEST(SpecialRules, ForbiddenHexesForTheEndOfAMove) {
  auto sc = with_rules({"0403 S p-div p-inf1", "0110 N a-bde a-inf1"},
                       "[special.plan]\nkind = \"test_hooks\"\nforbidden = [\"0404\", \"0505-0507\"]\n");
  Game g(sc, 1);
  drive_to(g, "p-div");
  EXPECT_FALSE(test::reaches(g, "p-inf1", "0404"));
  EXPECT_FALSE(test::reaches(g, "p-inf1", "0506"));
  EXPECT_TRUE(test::reaches(g, "p-inf1", "0405")) << "passing through is not ending a move";
  EXPECT_FALSE(has_action(g, "move p-inf1 0404 S"));
}

TEST(SpecialRules, UnitPlacedIsCalledForSetUpAndMoves) {
  auto sc = with_rules({"0403 S p-div p-inf1", "0110 N a-bde a-inf1"},
                       "[special.count]\nkind = \"test_hooks\"\ncount_placements = true\n");
  Game g(sc, 1);
  EXPECT_EQ(g.state().rule_vars.at(0), 2) << "the two units of the set-up";
  drive_to(g, "p-div");
  play(g, {"move p-inf1 0404 S"});
  EXPECT_EQ(g.state().rule_vars.at(0), 3);
  bool line = false;
  for (const ScoreLine& l : g.score_sheet().lines) line |= l.text == "3 placements";
  EXPECT_TRUE(line) << "Hook::Score adds its lines to the sheet";
}

TEST(SpecialRules, RetreatEdgeOfASideFromARule) {
  auto sc = with_rules({"0403 S p-div p-inf1", "0407 N a-bde a-inf1"},
                       "[special.edge]\nkind = \"test_hooks\"\naustrian_edge = [\"1001-1010\"]\n");
  Game g(sc, 1);
  EXPECT_EQ(Rules::retreat_edge(g, Side::Austria).size(), 10u);
  EXPECT_EQ(g.scenario().map->label(Rules::retreat_edge(g, Side::Austria).front()), "1001");
  EXPECT_EQ(Rules::retreat_edge(g, Side::Prussia), g.scenario().retreat_edge[0])
      << "the scenario's for the other";
  EXPECT_EQ(Rules::distance_to_edge(g, Side::Austria, test::hx(g, "0901")), 1);
}

// ---- morale, rally, combat

TEST(SpecialRules, MoraleAndColumnModifiersAndRallyProhibition) {
  auto plain = with_rules({"0403 S p-div p-inf1", "0407 N a-bde a-inf1!"}, "");
  auto sc = with_rules({"0403 S p-div p-inf1", "0407 N a-bde a-inf1!"},
                       "[special.mod]\nkind = \"test_hooks\"\nmorale = -2\ncolumns = 2\nno_rally = true\n");
  Game a(plain, 1), b(sc, 1);
  const int u = test::unit(a, "a-inf1");
  EXPECT_EQ(Rules::morale_total(b, u, 4, false), Rules::morale_total(a, u, 4, false) - 2);
  std::vector<std::string> why;
  EXPECT_EQ(Rules::extra_columns(b, {test::unit(b, "p-inf1")}, FireKind::Assault, why), 2);
  ASSERT_FALSE(why.empty());
  EXPECT_EQ(why.back(), "2 col. test");
  EXPECT_EQ(Rules::extra_columns(b, {u}, FireKind::DefensiveFire, why), 0) << "the rule's shooters only";
  // The disorganised Austrian is far from any enemy ZoC: he would rally, but may not.
  for (Game* g : {&a, &b}) {
    for (int guard = 0; guard < 200 && g->state().turn == 9; ++guard) {
      if (g->actor().kind == ActorKind::Chance) {
        if (g->state().phase == Phase::Rally)
          play(*g, {"roll 6"});
        else
          ASSERT_FALSE(g->apply(g->sample_chance()).has_value());
      } else {
        const std::vector<Action>& l = g->legal_actions();
        Action pass = l.back();
        for (const Action& x : l)
          if (x.type == ActionType::Ready || x.type == ActionType::Hold || x.type == ActionType::EndMove ||
              x.type == ActionType::EndAssaults || x.type == ActionType::First ||
              x.type == ActionType::CincStay)
            pass = x;
        ASSERT_FALSE(g->apply(pass).has_value());
      }
    }
  }
  EXPECT_FALSE(a.state().units[static_cast<std::size_t>(u)].disorganised) << "rallied without the rule";
  EXPECT_TRUE(b.state().units[static_cast<std::size_t>(u)].disorganised);
  EXPECT_TRUE(test::log_contains(b, "99.1", "may not rally"));
}

// ---- generic kinds

TEST(SpecialRules, GenericExitByItsHexesAndTurnsScoresPerGroup) {
  auto sc = with_rules({"0101 N p-div p-inf1", "0201 N p-inf2", "0110 N a-bde a-inf1"},
                       "[special.leave]\nkind = \"exit\"\nside = \"prussia\"\nhexes = [\"0101\"]\n"
                       "from_turn = 9\ncount = \"steps\"\nvp = 1\nvp_first_at = 2\nvp_every = 2\n");
  const auto* ex = dynamic_cast<const ExitRule*>(sc->special.find("leave"));
  ASSERT_NE(ex, nullptr);
  EXPECT_EQ(ex->vp_for(1), 0);
  EXPECT_EQ(ex->vp_for(2), 1);
  EXPECT_EQ(ex->vp_for(3), 1);
  EXPECT_EQ(ex->vp_for(4), 2);
  Game g(sc, 1);
  drive_to(g, "p-div");
  EXPECT_TRUE(has_action(g, "exit p-inf1"));
  EXPECT_FALSE(has_action(g, "exit p-inf2")) << "only from the exit hexes";
  play(g, {"exit p-inf1"});
  EXPECT_EQ(g.state().units[static_cast<std::size_t>(test::unit(g, "p-inf1"))].where, Where::Exited);
  EXPECT_EQ(ex->counted(g), 2) << "its two steps";
  bool line = false;
  for (const ScoreLine& l : g.score_sheet().lines)
    line |= l.side == Side::Prussia && l.vp == 1 && l.text.find("2 steps") == 0;
  EXPECT_TRUE(line);
}

TEST(SpecialRules, TimedObjectiveScoresAtTheEndOfItsTurnAndKeepsIt) {
  auto sc = with_rules({"0707 N p-div p-inf1", "0110 N a-bde a-inf1"},
                       "[special.noon]\nkind = \"timed_objectives\"\nat_end_of_turn = 9\n"
                       "objective = [{ place = \"Dorf\", prussia = 3, austria = 1 }]\n");
  const auto* t = dynamic_cast<const TimedObjectives*>(sc->special.find("noon"));
  ASSERT_NE(t, nullptr);
  Game g(sc, 1);
  EXPECT_EQ(t->scored(g, 0, Side::Prussia), 0) << "nothing before the end of 09.00";
  for (int guard = 0; guard < 300 && g.state().turn == 9; ++guard) {
    if (g.actor().kind == ActorKind::Chance) {
      ASSERT_FALSE(g.apply(g.sample_chance()).has_value());
    } else {
      Action pass = g.legal_actions().back();
      for (const Action& x : g.legal_actions())
        if (x.type != ActionType::Move && x.type != ActionType::Assault && x.type != ActionType::Fire)
          pass = x;
      ASSERT_FALSE(g.apply(pass).has_value());
    }
  }
  ASSERT_EQ(g.state().turn, 10);
  EXPECT_EQ(t->scored(g, 0, Side::Prussia), 3);
  EXPECT_EQ(t->scored(g, 0, Side::Austria), 0);
  EXPECT_TRUE(test::log_contains(g, "", "at the end of 09.00 prussia controls Dorf: 3 VP"));
}

// ---- night

TEST(Night, ArtilleryAtAdjacentHexesOnlyAndLeavingAZoneOfControlFree) {
  Position day;
  day.setup = {"0403 S p-div p-art1", "0405 N a-bde a-inf1", "0706 S p-inf1", "0707 N a-inf2"};
  Position night = day;
  night.night_turns = "[9]";
  night.tables = "[night]\nartillery_adjacent_only = true\nfree_zoc_exit = true\n";
  Game d(test::position(day), 1), n(test::position(night), 1);
  drive_to(d, "p-div");
  drive_to(n, "p-div");
  const int art = test::unit(d, "p-art1"), target = test::unit(d, "a-inf1");
  EXPECT_TRUE(Rules::barrage_target_ok(d, art, Direction::S, target)) << "two hexes away, in range by day";
  EXPECT_FALSE(Rules::barrage_target_ok(n, art, Direction::S, target)) << "only adjacent hexes at night";
  // p-inf1 starts in a-inf2's ZoC: by day leaving costs half its allowance,
  // at night nothing (VV174 §12.1.7).
  EXPECT_DOUBLE_EQ(test::cost_to(d, "p-inf1", "0705"), 3.0);
  EXPECT_DOUBLE_EQ(test::cost_to(n, "p-inf1", "0705"), 1.0);
}

// ---- pending rules and the catalog

TEST(SpecialRules, PendingRuleIsListedAndTheGameSaysItIsPlayedWithout) {
  auto sc = with_rules({"0403 S p-div p-inf1", "0407 N a-bde a-inf1"},
                       "[special.later]\nkind = \"test_pending\"\nanything = 1\n");
  ASSERT_EQ(sc->special.pending().size(), 1u);
  EXPECT_EQ(sc->special.pending()[0].name, "later");
  EXPECT_EQ(sc->special.pending()[0].section, "tests §99.3");
  Game g(sc, 1);
  EXPECT_TRUE(test::log_contains(g, "6", "special rule later (tests §99.3) is not implemented yet"));
}

// Every kind of the engine's catalog is named once; battle kinds carry their
// battle's section.
TEST(SpecialRules, CatalogNamesEachKindOnce) {
  std::set<std::string> names;
  for (const RuleKind& k : rule_catalog().kinds()) {
    EXPECT_TRUE(names.insert(k.name).second) << k.name << " twice";
    EXPECT_FALSE(k.summary.empty()) << k.name;
  }
  for (const char* n : {"exit", "timed_objectives", "note", "trautenau_bonin_panic", "nachod_random_end"})
    EXPECT_TRUE(names.count(n)) << n;
  EXPECT_FALSE(rule_catalog().find("trautenau_bonin_panic")->pending());
  EXPECT_FALSE(rule_catalog().find("nachod_random_end")->pending());
}

}  // namespace
}  // namespace special_framework_test
}  // namespace bohemia
