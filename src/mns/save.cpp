// Saves (the engine's format with "system": "mns"): the scenario, the seed
// (unless left out: a running game is exported without it), every action in
// notation and the final state hash. A seat's export keeps only what that
// seat may know: hidden-movement choices masked, no hash (it would tell the
// two boxes apart), and it does not replay.
#include "mns/save.h"

#include <fmt/format.h>

#include "mns/mns_state.h"

namespace bohemia::mns {

std::string MnsState::save(engine::Seat seat, bool with_seed) const {
  nlohmann::json j;
  j["system"] = "mns";
  j["format"] = 1;
  j["scenario"] = game_.scenario().id;
  bool full = seat == engine::kReferee;
  if (with_seed && full) j["seed"] = fmt::format("{:016x}", game_.seed());
  nlohmann::json actions = nlohmann::json::array();
  for (std::size_t i = 0; i < game_.history().size(); ++i)
    actions.push_back(full ? game_.notation(game_.history()[i]) : notation_for(seat, i));
  j["actions"] = actions;
  if (full)
    j["hash"] = fmt::format("{:016x}", game_.hash());
  else
    j["export_for"] = seat == engine::kSpectator ? "spectator" : side_id(static_cast<Side>(seat));
  return j.dump(1);
}

engine::LoadedGame replay_save(const engine::System& sys, const std::string& text,
                               const std::function<std::shared_ptr<const Scenario>(const std::string&)>& find,
                               const std::string& scenario, std::optional<std::uint64_t> seed) {
  nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (!j.is_object()) return {nullptr, "save: not a JSON object", 0};
  if (j.contains("export_for"))
    return {nullptr, "save: an export for one seat (hidden choices masked) does not replay", 0};
  if (!j.contains("scenario") || !j["scenario"].is_string())
    return {nullptr, "save: field 'scenario' is missing", 0};
  if (!j.contains("actions") || !j["actions"].is_array())
    return {nullptr, "save: field 'actions' is missing", 0};
  std::shared_ptr<const Scenario> sc;
  try {
    sc = find(scenario.empty() ? j["scenario"].get<std::string>() : scenario);
  } catch (const DataError& e) {
    return {nullptr, fmt::format("save: {}", e.what()), 0};
  }
  std::uint64_t s = 0;
  if (seed)
    s = *seed;
  else if (j.contains("seed") && j["seed"].is_string())
    s = std::stoull(j["seed"].get<std::string>(), nullptr, 16);
  auto st = std::make_unique<MnsState>(sys, sc, s);
  std::size_t i = 0;
  for (const auto& a : j["actions"]) {
    if (!a.is_string()) return {nullptr, fmt::format("save: action {} is not a string", i), 0};
    std::string err;
    auto parsed = st->parse(a.get<std::string>(), &err);
    if (!parsed) return {nullptr, fmt::format("save: action {}: {}", i, err), 0};
    if (auto bad = st->apply(*parsed))
      return {nullptr, fmt::format("save: action {} '{}': {}", i, a.get<std::string>(), *bad), 0};
    ++i;
  }
  std::uint64_t recorded = j.contains("hash") && j["hash"].is_string()
                               ? std::stoull(j["hash"].get<std::string>(), nullptr, 16)
                               : st->hash();
  if (!seed && recorded != st->hash())
    return {nullptr, "save: the replayed game does not reach the recorded hash", 0};
  return {std::move(st), "", recorded};
}

}  // namespace bohemia::mns
