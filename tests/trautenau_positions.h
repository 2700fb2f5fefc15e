// Small positions on the Trautenau-Soor map for the tests of VV165 §11.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "test_util.h"

namespace bohemia::test {

// §11.4.1 evacuation, on the Trautenau map with a small set-up: Prussians in
// Trautenau (0606), 0607 and 0707, one unit in 0107; the road 0107-0901 is
// clear of Austrian ZoC unless the Austrian a-b, placed at `blocker` facing
// `blocker_facing`, projects a ZoC onto it (or onto 0607/0707).
inline std::shared_ptr<const Scenario> evacuation_position(const std::string& blocker,
                                                           const char* blocker_facing) {
  std::string text = R"(
[scenario]
id = "evacuation-test"
name = "Evacuation test"
edition = "VV165"
map = "trautenau-soor"
first_turn = 15
last_turn = 16
initiative_tie = "prussia"
[special.trautenau_prussian_evacuation]
side = "prussia"
location = "Trautenau"
control = ["0607", "0707"]
exit = "0107"
road_end = "0901"
units_per_vp = 3
[sides.prussia]
retreat_edge = ["0301-1501", "1601-1603"]
[sides.austria]
retreat_edge = ["0118-1618"]
[[commander_in_chief]]
id = "p-cinc"
side = "prussia"
reaction = 3
initiative = 1
[[commander_in_chief]]
id = "a-cinc"
side = "austria"
reaction = 3
initiative = 1
[[formation]]
id = "p-div"
side = "prussia"
cinc = "p-cinc"
commander = "P"
command = 2
bonus = 1
steps = 8
demo = 4
vp = 1
[[formation]]
id = "a-bde"
side = "austria"
cinc = "a-cinc"
commander = "A"
command = 2
bonus = 1
steps = 4
demo = 2
vp = 1
)";
  auto unit = [&](const char* id, const char* side, const char* f) {
    text += std::string("[[unit]]\nid = \"") + id + "\"\nside = \"" + side + "\"\nformation = \"" + f +
            "\"\ntype = \"infantry\"\ncombat = 4\nmorale = 2\nmovement = 4\n";
  };
  auto setup = [&](const char* hex, const char* facing, const char* pieces) {
    text += std::string("[[setup]]\nhex = \"") + hex + "\"\nfacing = \"" + facing + "\"\npieces = [" +
            pieces + "]\n";
  };
  for (const char* id : {"p-a", "p-b", "p-c", "p-d"}) unit(id, "prussia", "p-div");
  unit("a-a", "austria", "a-bde");
  unit("a-b", "austria", "a-bde");
  setup("0606", "S", R"("p-cinc", "p-div", "p-a")");
  setup("0607", "S", R"("p-b")");
  setup("0707", "S", R"("p-c")");
  setup("0107", "N", R"("p-d")");
  setup("0517", "N", R"("a-cinc", "a-bde", "a-a")");
  setup(blocker.c_str(), blocker_facing, R"("a-b")");
  text +=
      "[victory]\nloss_vp_every = 2\n[[victory.location]]\nplace = \"Trautenau\"\nvp = 2\nvoid_if_enemy_in = "
      "[\"0607\", \"0707\"]\n";
  std::filesystem::path file = std::filesystem::temp_directory_path() /
                               ("bohemia-evac-" + std::to_string(::getpid()) + "-" + blocker + ".toml");
  { std::ofstream(file) << text; }
  auto sc = real(file.string());
  std::filesystem::remove(file);
  return sc;
}

}  // namespace bohemia::test
