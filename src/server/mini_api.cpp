#include "server/mini_api.h"

#include <fmt/format.h>

#include <random>

#include "mini/json_io.h"
#include "mini/referee.h"

namespace bohemia::server {

namespace {

using namespace bohemia::mini;

ApiResponse reply(int status, const json& j) { return {status, to_text(j), "application/json"}; }

// "rule 15: …" or "rules 14-15: …" → "15" / "14-15"; else "".
std::string rule_of(const std::string& message) {
  for (std::string_view head : {"rule ", "rules "}) {
    if (message.rfind(head, 0) != 0) continue;
    std::size_t end = message.find(':');
    if (end != std::string::npos) return message.substr(head.size(), end - head.size());
  }
  return "";
}

ApiResponse refuse(int status, const std::string& message) {
  json j = {{"error", message}};
  if (std::string r = rule_of(message); !r.empty()) j["section"] = r;
  return reply(status, j);
}

Result<Call> read_call(const std::string& body) {
  auto j = parse_json_text(body, "the request body");
  if (!j) return Result<Call>::fail(j.error);
  return call_from_json(*j);
}

ApiResponse evaluate_route(const std::string& body) {
  auto call = read_call(body);
  if (!call) return refuse(400, call.error);
  auto ev = evaluate(call->roster, call->request);
  if (!ev) return refuse(422, ev.error);
  return reply(200, {{"evaluation", to_json(*ev)}});
}

ApiResponse resolve_route(const std::string& body) {
  auto call = read_call(body);
  if (!call) return refuse(400, call.error);
  auto ev = evaluate(call->roster, call->request);
  if (!ev) return refuse(422, ev.error);
  std::unique_ptr<Dice> dice;
  json how;
  if (call->dice) {
    dice = std::make_unique<GivenDice>(*call->dice);
    how = {{"dice", *call->dice}};
  } else {
    std::uint64_t seed = call->seed ? *call->seed : std::random_device{}();
    dice = std::make_unique<SeededDice>(seed);
    how = {{"seed", seed}};
  }
  Roster roster = call->roster;
  auto res = play(roster, call->request, *dice);
  if (!res) return refuse(422, res.error);
  return reply(200, {{"evaluation", to_json(*ev)},
                     {"resolution", to_json(*res)},
                     {"roster", to_json(roster)},
                     {"rolled_with", how}});
}

ApiResponse undo_route(const std::string& body) {
  auto j = parse_json_text(body, "the request body");
  if (!j) return refuse(400, j.error);
  if (!j->is_object() || !j->contains("roster") || j->size() != 1)
    return refuse(400, "the body must be {\"roster\": {...}}");
  auto roster = roster_from_json((*j)["roster"]);
  if (!roster) return refuse(400, roster.error);
  std::string label;
  if (!undo(*roster, &label)) return refuse(422, "nothing to undo");
  return reply(200, {{"undone", label}, {"roster", to_json(*roster)}});
}

}  // namespace

bool is_mini_target(std::string_view target) {
  std::string_view path = target.substr(0, target.find('?'));
  return path == "/api/mini" || path.rfind("/api/mini/", 0) == 0;
}

ApiResponse mini_api(const std::string& method, const std::vector<std::string>& path,
                     const std::string& body) {
  bool get = method == "GET" || method == "HEAD";
  bool post = method == "POST";
  std::string route = path.size() == 3 ? path[2] : "";
  if (path.size() != 3) return refuse(404, "no such miniatures route (readings, evaluate, resolve, undo)");
  if (route == "readings") {
    if (!get) return refuse(405, fmt::format("{} is not allowed here", method));
    return reply(200, readings_info(Readings{}));
  }
  if (route != "evaluate" && route != "resolve" && route != "undo")
    return refuse(404, fmt::format("no miniatures route '{}' (readings, evaluate, resolve, undo)", route));
  if (!post) return refuse(405, fmt::format("{} is not allowed here", method));
  if (route == "evaluate") return evaluate_route(body);
  if (route == "resolve") return resolve_route(body);
  return undo_route(body);
}

}  // namespace bohemia::server
