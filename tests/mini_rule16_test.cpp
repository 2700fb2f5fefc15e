// Rule 16, reaction to rout: friends within 4" (routed ones leave, Shaken
// ones rout, the others test), the rout moves, rallying routers, and the
// pursuit roll with its three results and the pursuers' rally.
#include "mini_util.h"

namespace bohemia::mini::test {
namespace mini_rule16_test {
namespace {

Request rout_of(const std::string& unit, std::vector<Near> near) {
  Request q = verb(Verb::Rout, unit);
  q.near = std::move(near);
  return q;
}

Unit routed(Unit u) {
  u.state = State::Routed;
  return u;
}

TEST(Mini_Rule16, RoutedFriendsWithin4LeaveTheTable) {
  Roster r = roster({routed(infantry("x", "p")), routed(infantry("a", "p"))});
  roll(r, rout_of("x", {{"a", false}}), {});
  EXPECT_TRUE(r.find("a")->off_table);
}

TEST(Mini_Rule16, ShakenFriendsWithin4Rout) {
  Unit a = infantry("a", "p");
  a.state = State::Shaken;
  Roster r = roster({routed(infantry("x", "p")), a});
  roll(r, rout_of("x", {{"a", false}}), {});
  EXPECT_EQ(r.find("a")->state, State::Routed);
  // Its rout makes its own friends react: the chain goes on.
  EXPECT_TRUE(has_step(r, StepKind::Reaction, "a"));
}

TEST(Mini_Rule16, OtherFriendsWithin4TestWithRoutWithin4) {
  Roster r = roster({routed(infantry("x", "p")), infantry("a", "p")});
  auto ev = evaluate(r, rout_of("x", {{"a", false}}));
  ASSERT_TRUE(ev);
  ASSERT_EQ(ev->rolls.size(), 1u);
  EXPECT_EQ(mod(ev->rolls[0].modifiers, "Rout within 4"), -1);
  // 1 +1 (support) -1 (rout) = 1: Shaken.
  roll(r, rout_of("x", {{"a", false}}), {1});
  EXPECT_EQ(r.find("a")->state, State::Shaken);
}

TEST(Mini_Rule16, RoutedThroughMinus1AndDisordered) {
  Roster r = roster({routed(infantry("x", "p")), infantry("a", "p")});
  auto ev = evaluate(r, rout_of("x", {{"a", true}}));
  ASSERT_TRUE(ev);
  EXPECT_EQ(mod(ev->rolls[0].modifiers, "Routed through"), -1);
  roll(r, rout_of("x", {{"a", true}}), {6});  // passes, but is Disordered
  EXPECT_EQ(r.find("a")->state, State::Disordered);
}

TEST(Mini_Rule16, OnlyFriendsReactAndOnlyToARout) {
  Roster r = roster({routed(infantry("x", "p")), infantry("e", "f"), infantry("y", "p")});
  EXPECT_NE(refusal(r, rout_of("x", {{"e", false}})).find("only friends react"), std::string::npos);
  EXPECT_NE(refusal(r, rout_of("y", {})).find("not routed"), std::string::npos);
}

TEST(Mini_Rule16, RoutMovesCavalry12Infantry6) {
  Roster r = roster({cavalry("c", "p", Weight::Light), infantry("i", "p")});
  Request q = verb(Verb::Morale, "c");
  q.hits = 4;
  Resolution res = roll(r, q, {});
  EXPECT_TRUE(mentions(res, "routs 12\""));
  q.unit = "i";
  q.hits = 6;
  res = roll(r, q, {});
  EXPECT_TRUE(mentions(res, "routs 6\""));
}

// Reading R3: a battery routs 6" (default), 12" or stays.
TEST(Mini_Rule16, ArtilleryRoutDistanceFollowsReadingR3) {
  for (auto [reading, text] :
       {std::pair{6, "routs 6\""}, std::pair{12, "routs 12\""}, std::pair{0, "stays where"}}) {
    Roster r = roster({battery("g", "p")});
    r.readings.artillery_rout = reading;
    Request q = verb(Verb::Morale, "g");
    q.hits = 3;
    Resolution res = roll(r, q, {});
    EXPECT_TRUE(mentions(res, text)) << reading;
  }
}

TEST(Mini_Rule16, RallyRoutersNeedsACommanderInBaseContact) {
  Roster r = roster({routed(infantry("x", "p"))});
  Resolution res = roll(r, verb(Verb::Rally, "x"), {});  // reading R2 'fails': no die
  EXPECT_EQ(r.find("x")->state, State::Routed);
  EXPECT_TRUE(mentions(res, "no commander"));
  EXPECT_TRUE(has_step(r, StepKind::Rally, "x"));
}

TEST(Mini_Rule16, RallyRoutersPassBecomeShakenFailContinueTheRout) {
  Request q = verb(Verb::Rally, "x");
  q.commander = true;
  Unit x = routed(infantry("x", "p"));
  x.general = General::Attached;  // -2 rout +1 general +1 support = 0: a 3 passes
  Roster pass = roster({x});
  Resolution res = roll(pass, q, {3});
  EXPECT_EQ(pass.find("x")->state, State::Shaken);
  Roster fail = roster({x});
  res = roll(fail, q, {2});
  EXPECT_EQ(fail.find("x")->state, State::Routed);
  EXPECT_TRUE(mentions(res, "rout goes on 6\", avoiding friends"));
}

// Reading R2 'test': a rally without a commander is tested all the same.
TEST(Mini_Rule16, RallyWithoutCommanderTestedUnderReadingR2Test) {
  Unit x = routed(infantry("x", "p"));
  Roster r = roster({x});
  r.readings.no_commander = NoCommander::Test;
  roll(r, verb(Verb::Rally, "x"), {6});
  EXPECT_EQ(r.find("x")->state, State::Shaken);
}

Roster after_rout(Unit cav) {
  Roster r = roster({cav, routed(infantry("i", "f"))});
  r.queue.push_back({StepKind::Pursuit, "c", "i", "16", 1, "pursuit"});
  return r;
}

TEST(Mini_Rule16, PursuitOn5Or6ForAllNations) {
  for (int die = 1; die <= 6; ++die) {
    Roster r = after_rout(cavalry("c", "p", Weight::Light));
    std::vector<int> dice{die};
    if (die >= 5) dice.push_back(1);
    roll(r, verb(Verb::Pursuit, "c"), dice);
    EXPECT_EQ(r.find("c")->pursuing, die >= 5) << die;
    EXPECT_FALSE(has_step(r, StepKind::Pursuit, "c"));
  }
}

TEST(Mini_Rule16, BritishPursueOn4To6) {
  Unit c = cavalry("c", "british", Weight::Heavy);
  Roster r = after_rout(c);
  roll(r, verb(Verb::Pursuit, "c"), {4, 1});
  EXPECT_TRUE(r.find("c")->pursuing);
  Roster s = after_rout(c);
  roll(s, verb(Verb::Pursuit, "c"), {3});
  EXPECT_FALSE(s.find("c")->pursuing);
}

TEST(Mini_Rule16, Pursuit1Or2FollowsTheRouters12AndCausesACasualty) {
  for (int die : {1, 2}) {
    Roster r = after_rout(cavalry("c", "p", Weight::Light));
    Resolution res = roll(r, verb(Verb::Pursuit, "c"), {5, die});
    EXPECT_EQ(r.find("i")->casualties, 1);
    EXPECT_TRUE(mentions(res, "pursues the routers 12\""));
    EXPECT_FALSE(has_step(r, StepKind::Charge, "c"));
  }
}

TEST(Mini_Rule16, Pursuit3Or4ChargesTheNearestEnemyWithin8) {
  for (int die : {3, 4}) {
    Roster r = after_rout(cavalry("c", "p", Weight::Light));
    roll(r, verb(Verb::Pursuit, "c"), {6, die});
    EXPECT_EQ(r.find("i")->casualties, 0);
    ASSERT_TRUE(has_step(r, StepKind::Charge, "c"));
    auto it = std::find_if(r.queue.begin(), r.queue.end(),
                           [](const Step& s) { return s.kind == StepKind::Charge; });
    EXPECT_NE(it->text.find("within 8\""), std::string::npos);
  }
}

TEST(Mini_Rule16, Pursuit5Or6ChargesTheNearestEnemyWithin4) {
  for (int die : {5, 6}) {
    Roster r = after_rout(cavalry("c", "p", Weight::Light));
    roll(r, verb(Verb::Pursuit, "c"), {6, die});
    auto it = std::find_if(r.queue.begin(), r.queue.end(),
                           [](const Step& s) { return s.kind == StepKind::Charge; });
    ASSERT_NE(it, r.queue.end());
    EXPECT_NE(it->text.find("within 4\""), std::string::npos);
  }
}

TEST(Mini_Rule16, ThePursuitChargeIgnoresOrdersAndDisorder) {
  Unit c = cavalry("c", "p", Weight::Light);
  c.state = State::Disordered;
  c.orders = Orders::Halt;
  c.pursuing = true;
  Roster r = roster({c, cavalry("f", "f", Weight::Light)});
  Request q = charge("c", "f");
  EXPECT_NE(refusal(r, q).find("rule 18"), std::string::npos);
  q.pursuit_charge = true;
  EXPECT_EQ(refusal(r, q), "");
  c.pursuing = false;
  EXPECT_NE(refusal(roster({c, cavalry("f", "f", Weight::Light)}), q).find("not in pursuit"),
            std::string::npos);
}

TEST(Mini_Rule16, PursuersRallyNextMovePassDisorderedFailShaken) {
  Roster r = after_rout(cavalry("c", "p", Weight::Light));
  roll(r, verb(Verb::Pursuit, "c"), {6, 1});
  ASSERT_TRUE(has_step(r, StepKind::Rally, "c"));
  auto step =
      std::find_if(r.queue.begin(), r.queue.end(), [](const Step& s) { return s.kind == StepKind::Rally; });
  EXPECT_EQ(step->due, r.move + 1);
  Request q = verb(Verb::Rally, "c");
  q.commander = true;
  Roster pass = r, fail = r;
  roll(pass, q, {6});  // -1 pursuit +1 support: 6
  EXPECT_EQ(pass.find("c")->state, State::Disordered);
  EXPECT_FALSE(pass.find("c")->pursuing);
  roll(fail, q, {1});
  EXPECT_EQ(fail.find("c")->state, State::Shaken);
  EXPECT_FALSE(fail.find("c")->pursuing);
}

TEST(Mini_Rule16, OnlyCavalryPursue) {
  Roster r = roster({infantry("i", "p"), routed(infantry("x", "f"))});
  EXPECT_NE(refusal(r, verb(Verb::Pursuit, "i")).find("only cavalry pursue"), std::string::npos);
}

// Reading R4: the rules' 4" (default) or the demo caption's 8".
TEST(Mini_Rule16, ReactionRadiusFollowsReadingR4) {
  Roster r = roster({routed(infantry("x", "p"))});
  auto ev = evaluate(r, rout_of("x", {}));
  ASSERT_TRUE(ev);
  EXPECT_NE(ev->title.find("within 4\""), std::string::npos);
  r.readings.reaction_radius = 8;
  ev = evaluate(r, rout_of("x", {}));
  EXPECT_NE(ev->title.find("within 8\""), std::string::npos);
}

}  // namespace
}  // namespace mini_rule16_test
}  // namespace bohemia::mini::test
