#include "mns/mns_system.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "mns/mns_state.h"
#include "mns/save.h"
#include "mns/scenario_doc.h"
#include "mns/validate.h"

namespace bohemia::mns {

MnsSystem::MnsSystem() {
  info_.id = "mns";
  info_.name = "Musket & Saber (Königgrätz, S&T 275)";
  info_.seats = {"prussia", "austria"};
  info_.hidden_information = true;
}

std::string MnsSystem::path_of(const std::string& s) const {
  if (s.find('/') != std::string::npos || s.ends_with(".toml")) return s;
  return (std::filesystem::path(data_dir()) / "scenarios" / (s + ".toml")).string();
}

std::shared_ptr<const Scenario> MnsSystem::scenario(const std::string& id_or_path) const {
  {
    std::lock_guard lock(mu_);
    if (auto it = loaded_.find(id_or_path); it != loaded_.end()) return it->second;
  }
  std::string path = path_of(id_or_path);
  if (!std::filesystem::exists(path)) throw DataError(path, 0, "(file)", "no such Musket & Saber scenario");
  auto sc = load_scenario(path);
  std::lock_guard lock(mu_);
  loaded_.emplace(sc->id, sc);
  return loaded_.emplace(id_or_path, sc).first->second;
}

// The ids are the files' names (data/mns/scenarios/ID.toml): nothing is loaded.
std::vector<std::string> MnsSystem::scenario_ids() const {
  std::vector<std::string> ids;
  std::filesystem::path dir = std::filesystem::path(data_dir()) / "scenarios";
  if (!std::filesystem::is_directory(dir)) return ids;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.path().extension() == ".toml") ids.push_back(e.path().stem().string());
  std::sort(ids.begin(), ids.end());
  return ids;
}

bool MnsSystem::has_scenario(const std::string& s) const {
  if (!std::filesystem::exists(path_of(s))) return false;
  try {
    scenario(s);
    return true;
  } catch (const DataError&) {
    return false;
  }
}

nlohmann::json MnsSystem::scenario_summary(const std::string& id) const {
  auto sc = scenario(id);
  return {{"id", sc->id},           {"name", sc->name},          {"system", "mns"},
          {"rules", sc->rules},     {"edition", sc->edition},    {"first_turn", 1},
          {"last_turn", sc->turns}, {"turns", sc->turns},        {"days", 1},
          {"seats", info_.seats},   {"hidden_information", true}};
}

std::optional<nlohmann::json> MnsSystem::scenario_detail(const std::string& id, int day) const {
  if (day != 1) return std::nullopt;
  auto sc = scenario(id);
  nlohmann::json j = scenario_summary(id);
  j.update(scenario_doc(*sc));
  j["day"] = 1;
  return j;
}

std::string MnsSystem::scenario_line(const std::string& id) const {
  auto sc = scenario(id);
  return fmt::format("{:<22} {:<48} {}  turns 1-{} (06.00-21.00)", sc->id, sc->name, "mns", sc->turns);
}

std::unique_ptr<engine::GameState> MnsSystem::new_game(const std::string& s, std::uint64_t seed) const {
  return std::make_unique<MnsState>(*this, scenario(s), seed);
}

engine::LoadedGame MnsSystem::load_save(const std::string& text, const std::string& sc,
                                        std::optional<std::uint64_t> seed) const {
  return replay_save(
      *this, text, [this](const std::string& s) { return scenario(s); }, sc, seed);
}

bool MnsSystem::owns_file(const std::string& path) const {
  std::ifstream in(path);
  std::string line;
  for (int i = 0; i < 200 && std::getline(in, line); ++i)
    if (line.find("system") != std::string::npos && line.find("\"musket-and-saber\"") != std::string::npos)
      return true;
  return false;
}

std::vector<DataError> MnsSystem::validate_file(const std::string& path, std::string* context) const {
  (void)context;  // a Musket & Saber file is never checked through another
  return mns::validate_file(path);
}

}  // namespace bohemia::mns
