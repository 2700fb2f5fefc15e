// GBN3 in the engine's table of systems (engine/system.h): its seats, its
// scenarios from data/gbn3 (or a user's file by path), new games, saves and
// `bohemia validate` for its files. Scenarios are loaded once and shared by
// every game of them.
#pragma once

#include <map>
#include <memory>
#include <mutex>

#include "engine/system.h"
#include "gbn3/scenario.h"

namespace bohemia {

class Gbn3System final : public engine::System {
 public:
  Gbn3System();
  const engine::SystemInfo& info() const override { return info_; }
  std::vector<std::string> scenario_ids() const override;
  bool has_scenario(const std::string& scenario) const override;
  nlohmann::json scenario_summary(const std::string& id) const override;
  std::optional<nlohmann::json> scenario_detail(const std::string& id, int day) const override;
  int days(const std::string& id) const override;
  std::string scenario_line(const std::string& id) const override;
  // [special.historical_result] of the scenario's file (a note: winner,
  // level, margin or printed_margin, section, summary).
  std::optional<engine::HistoricalResult> historical_result(const std::string& id) const override;
  std::unique_ptr<engine::GameState> new_game(const std::string& scenario, std::uint64_t seed) const override;
  engine::LoadedGame load_save(const std::string& text, const std::string& scenario,
                               std::optional<std::uint64_t> seed) const override;
  bool owns_file(const std::string& path) const override;
  std::vector<DataError> validate_file(const std::string& path, std::string* context) const override;

  // The scenario `id_or_path`, loaded once. Throws DataError.
  std::shared_ptr<const Scenario> scenario(const std::string& id_or_path) const;

 private:
  engine::SystemInfo info_;
  mutable std::mutex mu_;
  mutable std::map<std::string, std::shared_ptr<const Scenario>> loaded_;  // by id or path as asked
};

}  // namespace bohemia
