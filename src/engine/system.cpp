#include "engine/system.h"

#include <fmt/format.h>

#include <algorithm>

namespace bohemia::engine {

QueryAnswer QueryAnswer::error(Status s, std::string message, std::string section) {
  nlohmann::json j = {{"error", std::move(message)}};
  if (!section.empty()) j["section"] = std::move(section);
  return {s, std::move(j)};
}

std::vector<Action> GameState::legal_actions() const {
  std::vector<Action> out;
  std::size_t n = num_legal_actions();
  out.reserve(n);
  for (std::size_t i = 0; i < n; ++i) out.push_back(legal_action(i));
  return out;
}

double GameState::evaluate(Seat seat) const {
  if (!over() || seat < 0) return 0.0;
  std::vector<double> r = returns();
  return static_cast<std::size_t>(seat) < r.size() ? r[static_cast<std::size_t>(seat)] : 0.0;
}

std::optional<Seat> System::seat(std::string_view id) const {
  const auto& s = info().seats;
  for (std::size_t i = 0; i < s.size(); ++i)
    if (s[i] == id) return static_cast<Seat>(i);
  return std::nullopt;
}

void SystemTable::add(std::unique_ptr<System> s) { systems_.push_back(std::move(s)); }

const System* SystemTable::find(std::string_view id) const {
  for (const auto& s : systems_)
    if (s->info().id == id) return s.get();
  return nullptr;
}

const System* SystemTable::of_scenario(const std::string& scenario) const {
  for (const auto& s : systems_)
    if (s->has_scenario(scenario)) return s.get();
  return nullptr;
}

std::vector<std::pair<const System*, std::string>> SystemTable::select(const std::string& text,
                                                                       std::string* error) const {
  std::vector<std::pair<const System*, std::string>> out;
  auto add = [&](const System* sys, const std::string& id) {
    if (std::find(out.begin(), out.end(), std::make_pair(sys, id)) == out.end()) out.emplace_back(sys, id);
  };
  std::size_t from = 0;
  for (;;) {
    const std::size_t comma = text.find(',', from);
    const std::string item = text.substr(from, comma == std::string::npos ? std::string::npos : comma - from);
    if (item == "all") {
      for (const auto& s : systems_)
        for (const std::string& id : s->scenario_ids()) add(s.get(), id);
    } else if (const System* sys = find(item); sys && !item.empty()) {
      for (const std::string& id : sys->scenario_ids()) add(sys, id);
    } else if (const System* of = of_scenario(item); of && !item.empty()) {
      add(of, item);
    } else {
      std::string systems;
      for (const auto& s : systems_) systems += (systems.empty() ? "" : ", ") + s->info().id;
      if (error)
        *error =
            fmt::format("no game system has a scenario '{}' (a scenario id or file, a system: {}, or all)",
                        item, systems);
      return {};
    }
    if (comma == std::string::npos) break;
    from = comma + 1;
  }
  return out;
}

const System& SystemTable::of_file(const std::string& path) const {
  for (std::size_t i = 1; i < systems_.size(); ++i)
    if (systems_[i]->owns_file(path)) return *systems_[i];
  return first();
}

LoadedGame load_save(const SystemTable& table, const std::string& text, const std::string& scenario,
                     std::optional<std::uint64_t> seed) {
  nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  std::string id = table.first().info().id;
  if (j.is_object() && j.contains("system")) {
    if (!j["system"].is_string()) return {nullptr, "save: field 'system' must be a string", 0};
    id = j["system"].get<std::string>();
  }
  const System* sys = table.find(id);
  if (!sys) return {nullptr, fmt::format("save: unknown game system '{}'", id), 0};
  return sys->load_save(text, scenario, seed);
}

}  // namespace bohemia::engine
