// The scenario reader's shared pieces (scenario_loader.cpp reads the head,
// armies, formations, turns and victory; unit_loader.cpp the counters;
// setup_loader.cpp the set-up, hidden movement and arrivals). Each resolves
// names to indices and reports what it cannot resolve with its line.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/toml_reader.h"
#include "mns/scenario.h"

namespace bohemia::mns {

struct ScenarioReader {
  const TomlReader& r;
  Scenario sc;
  std::vector<std::pair<const toml::table*, std::string>>
      pending_hq;  // armies' hq/trains, read after the units

  bool side(const toml::node* at, const std::string& path, const std::string& id, Side* out) const;
  int army(const toml::node* at, const std::string& path, const std::string& id, Side side) const;
  int formation(const toml::node* at, const std::string& path, const std::string& id) const;
  int unit(const toml::node* at, const std::string& path, const std::string& id) const;
  HexId hex(const toml::node* at, const std::string& path, const std::string& label) const;
};

void read_scenario(ScenarioReader& sr);
void read_units(ScenarioReader& sr);
void read_setup(ScenarioReader& sr);
void read_arrivals(ScenarioReader& sr);

}  // namespace bohemia::mns
