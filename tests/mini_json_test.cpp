// Bad input to the referee (issue 19): every malformed roster, request or
// unit spec is refused with the field that is wrong and why.
#include "mini/json_io.h"
#include "mini/spec.h"
#include "mini_util.h"

namespace bohemia::mini::test {
namespace mini_json_test {
namespace {

std::string roster_error(const std::string& text) {
  auto r = roster_from_json(json::parse(text));
  return r ? "" : r.error;
}

std::string request_error(const std::string& text) {
  auto r = request_from_json(json::parse(text));
  return r ? "" : r.error;
}

TEST(Mini_Json, RosterErrorsNameTheField) {
  EXPECT_EQ(roster_error(R"({"units": [{"id": "a"}, {"id": "b", "state": "shakn"}]})"),
            "units[1].state: 'shakn' is not one of formed, disordered, shaken or routed");
  EXPECT_EQ(roster_error(R"({"units": [{"id": "a"}, {"id": "a"}]})"), "units[1].id: 'a' is used twice");
  EXPECT_EQ(roster_error(R"({"units": [{"id": "a", "arm": "cavalry"}]})"),
            "units[0].weight: cavalry need a weight: light, medium, heavy or lancers");
  EXPECT_EQ(roster_error(R"({"units": [{"id": "a", "casualties": -1}]})"),
            "units[0].casualties: expected a whole number from 0 to 99");
  EXPECT_NE(roster_error(R"({"units": [{"id": "a", "colour": "red"}]})").find("unknown field 'colour'"),
            std::string::npos);
  EXPECT_NE(roster_error(R"({"bohemia_mini": 2})").find("format 2 is not known"), std::string::npos);
  EXPECT_NE(roster_error(R"({"move": "ten"})").find("roster.move"), std::string::npos);
  EXPECT_NE(roster_error(R"({"readings": {"orders": "ignore"}})").find("'ignore' is not one of refuse, warn"),
            std::string::npos);
  EXPECT_NE(roster_error(R"({"queue": [{"kind": "party"}]})").find("roster.queue[0].kind"),
            std::string::npos);
  EXPECT_NE(roster_error(R"({"units": [{"id": "a b"}]})").find("units[0].id"), std::string::npos);
  EXPECT_EQ(roster_error(R"({"units": [{"id": "a", "supports": [3, {"distance": 5, "unit": "b"}, "c@2"]}]})"),
            "");
}

TEST(Mini_Json, RequestErrorsNameTheField) {
  EXPECT_NE(request_error(R"({})").find("request.verb: missing"), std::string::npos);
  EXPECT_NE(request_error(R"({"verb": "melee"})").find("'melee' is not charge"), std::string::npos);
  EXPECT_NE(
      request_error(R"({"verb": "charge", "long": "yes"})").find("request.long: expected true or false"),
      std::string::npos);
  EXPECT_NE(request_error(R"({"verb": "morale", "hits": 50})").find("request.hits"), std::string::npos);
  EXPECT_NE(request_error(R"({"verb": "rout", "near": [7]})").find("request.near[0]"), std::string::npos);
  EXPECT_NE(request_error(R"({"verb": "charge", "react": "flee"})").find("request.react"), std::string::npos);
  EXPECT_NE(request_error(R"({"verb": "charge", "charger": "a"})").find("unknown field 'charger'"),
            std::string::npos);
}

TEST(Mini_Json, AUnitGivenInFullIsAddedToTheRequest) {
  auto q = request_from_json(json::parse(
      R"({"verb": "charge", "unit": {"id": "c", "nation": "p", "arm": "cavalry", "weight": "heavy"}, "target": "i"})"));
  ASSERT_TRUE(q) << q.error;
  EXPECT_EQ(q->unit, "c");
  ASSERT_EQ(q->set.size(), 1u);
  EXPECT_EQ(q->set[0].weight, Weight::Heavy);
}

TEST(Mini_Json, CallNeedsARequestAndSaneDice) {
  auto bad = [](const std::string& text) {
    auto c = call_from_json(json::parse(text));
    return c ? "" : c.error;
  };
  EXPECT_EQ(bad(R"({"roster": {}})"), "request: missing");
  EXPECT_EQ(bad(R"({"request": {"verb": "end"}, "dice": [3, 7]})"), "dice[1]: a d6 shows 1 to 6");
  EXPECT_EQ(bad(R"({"request": {"verb": "end"}, "dice": [3], "seed": 4})"),
            "give either 'dice' or 'seed', not both");
  EXPECT_EQ(bad(R"({"request": {"verb": "end"}, "seed": 4})"), "");
}

TEST(Mini_Json, ParseErrorsGiveLineAndColumn) {
  auto r = parse_json_text("{\n  \"units\": [,]\n}", "evening.json");
  ASSERT_FALSE(r);
  EXPECT_NE(r.error.find("evening.json: not valid JSON: parse error at line 2"), std::string::npos)
      << r.error;
  // A number too large for a double is refused, not thrown (found by fuzz_mini).
  auto big = parse_json_text("{\"seed\": 88880e888888888888888888888888888}", "body");
  ASSERT_FALSE(big);
  EXPECT_NE(big.error.find("body: not valid JSON: number overflow"), std::string::npos) << big.error;
}

TEST(Mini_Json, UnitSpecsFromTheCommandLine) {
  Roster r = roster({infantry("inf", "p")});
  auto known = unit_from_spec("inf", r);
  ASSERT_TRUE(known);
  EXPECT_EQ(known->arm, Arm::Infantry);
  auto changed = unit_from_spec("inf:state=shaken,casualties=2,supports=3/hus@6.5", r);
  ASSERT_TRUE(changed) << changed.error;
  EXPECT_EQ(changed->state, State::Shaken);
  EXPECT_EQ(changed->casualties, 2);
  ASSERT_EQ(changed->supports.size(), 2u);
  EXPECT_EQ(changed->supports[1].unit, "hus");
  EXPECT_EQ(changed->supports[1].distance, 6.5);
  auto fresh = unit_from_spec("hus:nation=prussia,arm=cavalry,weight=light,fire_a", r);
  ASSERT_TRUE(fresh) << fresh.error;
  EXPECT_TRUE(fresh->fire_a);
  EXPECT_NE(unit_from_spec("ghost", r).error.find("no such unit"), std::string::npos);
  EXPECT_NE(unit_from_spec("x:arm=horse", r)
                .error.find("arm: 'horse' is not one of infantry, cavalry or artillery"),
            std::string::npos);
  EXPECT_NE(unit_from_spec("x:casualties=two", r).error.find("casualties"), std::string::npos);
}

TEST(Mini_Json, ReadingsAreListedWithTheirRules) {
  json info = readings_info(Readings{});
  ASSERT_EQ(info.size(), 6u);
  for (const json& i : info) {
    EXPECT_FALSE(i["rule"].get<std::string>().empty());
    EXPECT_EQ(i["value"], i["default"]);
  }
}

}  // namespace
}  // namespace mini_json_test
}  // namespace bohemia::mini::test
