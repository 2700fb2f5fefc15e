// Musket & Saber in the engine's table of systems (engine/system.h): seats
// prussia and austria, hidden information (§19.8), its scenarios from
// data/mns/scenarios, new games, saves and `bohemia validate` for its files
// (the charts, maps and scenarios under a data/mns tree, or any TOML file
// whose head names system = "musket-and-saber").
#pragma once

#include <map>
#include <memory>
#include <mutex>

#include "engine/system.h"
#include "mns/scenario.h"

namespace bohemia::mns {

class MnsSystem final : public engine::System {
 public:
  MnsSystem();
  const engine::SystemInfo& info() const override { return info_; }
  std::vector<std::string> scenario_ids() const override;
  bool has_scenario(const std::string& scenario) const override;
  nlohmann::json scenario_summary(const std::string& id) const override;
  std::optional<nlohmann::json> scenario_detail(const std::string& id, int day) const override;
  int days(const std::string&) const override { return 1; }
  std::string scenario_line(const std::string& id) const override;
  std::unique_ptr<engine::GameState> new_game(const std::string& scenario, std::uint64_t seed) const override;
  engine::LoadedGame load_save(const std::string& text, const std::string& scenario,
                               std::optional<std::uint64_t> seed) const override;
  bool owns_file(const std::string& path) const override;
  std::vector<DataError> validate_file(const std::string& path, std::string* context) const override;

  std::shared_ptr<const Scenario> scenario(const std::string& id_or_path) const;

 private:
  engine::SystemInfo info_;
  mutable std::mutex mu_;
  mutable std::map<std::string, std::shared_ptr<const Scenario>> loaded_;
  std::string path_of(const std::string& id_or_path) const;
};

}  // namespace bohemia::mns
