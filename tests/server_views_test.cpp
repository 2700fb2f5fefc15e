// GBN3's views for clients (src/gbn3/views.h, docs/api.md, issue 8) on
// small positions: a scenario rule's own decision is a legal action like any
// other, with its rule and section; the hexside it changes is in the view;
// every log line names the action that wrote it; `last` holds one object per
// decision.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include "gbn3/gbn3_system.h"
#include "gbn3/rules.h"
#include "gbn3/special/rule_params.h"
#include "gbn3/special/special_rule.h"
#include "gbn3/views.h"
#include "rules_scenario_builder.h"

namespace bohemia {
namespace server_views_test {
namespace {

using nlohmann::json;
using LiveGame = Gbn3State;

const Gbn3System& gbn3() {
  static const Gbn3System s;
  return s;
}

// A decision of a scenario rule ("lay UNIT", Hook::Actions) resolved by a
// die (Hook::Tasks): on 4+ the hexside gets a bridge (a pontoon).
class TestLay : public SpecialRule {
 public:
  explicit TestLay(RuleParams& p) {
    hexside = p.hexside("hexside");
    implement({Hook::Actions, Hook::Tasks});
  }
  Hexside hexside;

  void legal_actions(const Game& g, std::vector<Action>& out) const override {
    for (int u = 0; u < static_cast<int>(g.state().units.size()); ++u) {
      const UnitState& x = g.state().units[static_cast<std::size_t>(u)];
      if (g.state().phase == Phase::Movement && x.active && !x.moved && x.hex == hexside.hex) {
        Action a;
        a.piece = Piece::unit(u);
        out.push_back(a);
      }
    }
  }
  void apply_action(RuleEffects& fx, const Action& a) const override {
    fx.unit(a.piece.index()).moved = true;
    log(fx, fmt::format("{} lays a pontoon", fx.game().unit_label(a.piece.index())));
    Task t;
    t.piece = a.piece;
    fx.queue_task(*this, t);
  }
  std::string notation(const Game& g, const Action& a) const override {
    return "lay " + g.piece_name(a.piece);
  }
  std::optional<Action> parse_action(const Game& g, const std::vector<std::string>& w) const override {
    int u = w.size() == 2 && w[0] == "lay" ? g.scenario().unit_index(w[1]) : -1;
    // Each rule reads "lay UNIT" for a unit at its own site.
    if (u < 0 || g.state().units[static_cast<std::size_t>(u)].hex != hexside.hex) return std::nullopt;
    Action a;
    a.piece = Piece::unit(u);
    return a;
  }
  TaskActor task_actor(const Game&, const Task&) const override {
    return {ActorKind::Chance, Side::Prussia, ChanceKind::D6};
  }
  void task_roll(RuleEffects& fx, const Task&, int die) const override {
    log(fx, fmt::format("pontoon roll {}", die));
    if (die >= 4)
      fx.set_hexside(
          hexside.hex, hexside.dir,
          static_cast<std::uint16_t>(Rules::hexside(fx.game(), hexside.hex, hexside.dir) | kBridge));
  }
};

const RuleCatalog& kinds() {
  static const RuleCatalog c = [] {
    RuleCatalog k;
    k.add<TestLay>("test_lay", "tests §99.4", "a decision, a roll and a hexside");
    return k;
  }();
  return c;
}

// The position: a Prussian unit at the river hexside 0901/SE, its formation
// activated for movement.
struct Lay {
  std::shared_ptr<const Scenario> sc;
  std::unique_ptr<LiveGame> live;
};

Lay activated() {
  test::Position p;
  p.setup = {"0901 SE p-div p-inf1", "0110 N a-bde a-inf1"};
  // Rules before it, so that its index in the scenario's rules is past the
  // formations' (a special action's `formation` field holds that index).
  for (int i = 0; i < 6; ++i)
    p.tables += fmt::format("[special.other{}]\nkind = \"test_lay\"\nhexside = \"0505/SE\"\n", i);
  p.tables += "[special.pontoon]\nkind = \"test_lay\"\nhexside = \"0901/SE\"\n";
  p.extra = &kinds();
  Lay l;
  l.sc = test::position(p);
  Game g(l.sc, 1);
  test::drive_to(g, "p-div");
  l.live = std::make_unique<LiveGame>(gbn3(), l.sc, 1);
  for (const Action& a : g.history())
    EXPECT_FALSE(l.live->apply(Gbn3State::pack(a)).has_value()) << g.notation(a);
  return l;
}

std::optional<engine::Action> parse(const LiveGame& live, const char* text) {
  std::string err;
  auto a = live.parse(text, &err);
  EXPECT_TRUE(a.has_value()) << text << ": " << err;
  return a;
}

}  // namespace

// A scenario rule's decision has the type "special", the rule's name and the
// section it is printed in, so that a client lists it without knowing it.
TEST(ServerViews, SpecialDecisionCarriesItsRuleAndSection) {
  Lay l = activated();
  const Game& g = l.live->game();
  const Action* lay = nullptr;
  for (const Action& a : g.legal_actions())
    if (a.type == ActionType::Special) lay = &a;
  ASSERT_NE(lay, nullptr) << "the rule offers its decision";
  ASSERT_GE(static_cast<std::size_t>(lay->formation), l.sc->formations.size()) << "the case the test is for";
  json f = action_fields(g, *lay);
  EXPECT_EQ(f["notation"], "lay p-inf1");
  EXPECT_EQ(f["type"], "special");
  EXPECT_EQ(f["rule"], "pontoon");
  EXPECT_EQ(f["section"], "99.4");
  EXPECT_EQ(f["piece"], "p-inf1");
  EXPECT_FALSE(f.contains("formation")) << "a special action's formation field is the rule's index";
}

// The view shows a hexside a rule changed; every log line names the action
// that wrote it (null for the set-up), and `last` is a list of objects.
TEST(ServerViews, ChangedHexsideLogActionsAndLastMoves) {
  Lay l = activated();
  LiveGame& live = *l.live;
  std::size_t before = live.action_count();
  ASSERT_FALSE(live.apply(*parse(live, "lay p-inf1")).has_value());
  ASSERT_FALSE(live.apply(*parse(live, "roll 5")).has_value());
  json v = game_view(live);
  ASSERT_EQ(v["hexsides"].size(), 1u);
  EXPECT_EQ(v["hexsides"][0]["side"], "0901/SE");
  EXPECT_EQ(v["hexsides"][0]["state"], "pontoon");
  EXPECT_NE(std::find(v["hexsides"][0]["features"].begin(), v["hexsides"][0]["features"].end(), "bridge"),
            v["hexsides"][0]["features"].end());

  json log = log_entries(live, 0);
  ASSERT_FALSE(log.empty());
  EXPECT_TRUE(log[0]["action"].is_null()) << "the set-up's lines precede every action";
  bool lay_line = false, roll_line = false;
  long last_action = -1;
  for (const json& e : log) {
    if (e["action"].is_null()) continue;
    long a = e["action"].get<long>();
    EXPECT_GE(a, last_action) << "in the order of the history";
    EXPECT_LT(a, static_cast<long>(live.action_count()));
    last_action = a;
    std::string text = e["text"];
    if (text.find("lays a pontoon") != std::string::npos) lay_line = a == static_cast<long>(before);
    if (text.find("pontoon roll 5") != std::string::npos) roll_line = a == static_cast<long>(before + 1);
    EXPECT_EQ(e["day"], 1);
  }
  EXPECT_TRUE(lay_line) << "the decision's line names it";
  EXPECT_TRUE(roll_line) << "the roll's line names the roll";

  // `last`: one object per decision (not its fields flattened into pairs).
  ASSERT_FALSE(live.game().over());
  ASSERT_EQ(live.game().actor().kind, ActorKind::Decision);
  ASSERT_FALSE(live.apply(*parse(live, "end move")).has_value());
  json v2 = game_view(live);
  ASSERT_FALSE(v2["last"].empty());
  for (const json& m : v2["last"]) {
    ASSERT_TRUE(m.is_object()) << v2["last"].dump();
    EXPECT_TRUE(m.contains("index") && m.contains("side") && m.contains("notation"));
  }
}

}  // namespace server_views_test
}  // namespace bohemia
