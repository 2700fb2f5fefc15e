// A generated scenario larger than any printed battle so far, to test the
// engine's limits (issue 6 item 13): `per_side` formations a side, each with
// six units of every type, plus two independent units a side, on the
// Trautenau-Soor map. With the default 11 formations a side it has 22
// formations and 136 units, so unit indices pass 127 and formation indices
// pass 18, where the old integer encodings of pieces broke.
//
// One unit stands in each hex (always legal, §3): the Prussians fill rows
// 03-07 facing S, the Austrians rows 14-10 facing N (their last units, 128
// and up, in the front rows), three rows apart so that artillery (range 4)
// fires from the first turn. Each formation commander
// stands on his formation's first unit, each commander-in-chief on his
// side's first unit.
#pragma once

#include <fmt/format.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "test_util.h"

namespace bohemia::test {

inline std::string large_scenario_text(int per_side, int first_turn, int last_turn) {
  std::string t = fmt::format(
      "[scenario]\nid = \"large\"\nname = \"Large generated battle\"\nedition = \"VV165\"\n"
      "map = \"trautenau-soor\"\nfirst_turn = {}\nlast_turn = {}\ninitiative_tie = \"prussia\"\n"
      "[sides.prussia]\nretreat_edge = [\"0101-1601\"]\n[sides.austria]\nretreat_edge = [\"0118-1618\"]\n",
      first_turn, last_turn);
  static const char* kKinds[] = {"infantry", "infantry", "light", "cavalry", "artillery", "infantry"};
  std::string units, setup;
  for (const char* side : {"prussia", "austria"}) {
    const bool prussia = side[0] == 'p';
    const char* s = prussia ? "p" : "a";
    t += fmt::format(
        "[[commander_in_chief]]\nid = \"{}-cinc\"\nside = \"{}\"\nreaction = 3\ninitiative = 1\n", s, side);
    int k = 0;  // the side's next hex
    auto place = [&](const std::string& pieces) {
      int col = k % 16 + 1, row = prussia ? 3 + k / 16 : 14 - k / 16;
      setup += fmt::format("[[setup]]\nhex = \"{:02d}{:02d}\"\nfacing = \"{}\"\npieces = [{}]\n", col, row,
                           prussia ? "S" : "N", pieces);
      ++k;
    };
    for (int f = 0; f <= per_side; ++f) {
      const bool independent = f == per_side;
      std::string fid = independent ? std::string(side) + "-independent" : fmt::format("{}-f{:02d}", s, f);
      if (independent)
        t += fmt::format(
            "[[formation]]\nid = \"{}\"\nside = \"{}\"\nindependent = true\ncinc = \"{}-cinc\"\nsteps = 4\n"
            "demo = 2\nvp = 1\n",
            fid, side, s);
      else
        t += fmt::format(
            "[[formation]]\nid = \"{}\"\nside = \"{}\"\ncinc = \"{}-cinc\"\ncommander = \"General {}\"\n"
            "command = 2\nbonus = 1\nsteps = 12\ndemo = 6\nvp = 1\n",
            fid, side, s, fid);
      const int n = independent ? 2 : 6;
      for (int u = 0; u < n; ++u) {
        std::string uid = fmt::format("{}-u{}", fid, u);
        const char* kind = kKinds[independent ? 3 + u : u];
        units += fmt::format(
            "[[unit]]\nid = \"{}\"\nside = \"{}\"\nformation = \"{}\"\ntype = \"{}\"\ncombat = {}\n"
            "morale = 2\nmovement = {}\nrange = {}\n",
            uid, side, fid, kind, kind[0] == 'l' ? 1 : 3, kind[0] == 'c' ? 6 : 4, kind[0] == 'a' ? 4 : 0);
        std::string pieces = fmt::format("\"{}\"", uid);
        if (u == 0 && !independent) pieces += fmt::format(", \"{}\"", fid);
        if (u == 0 && f == 0) pieces += fmt::format(", \"{}-cinc\"", s);
        place(pieces);
      }
    }
  }
  return t + units + setup + "[victory]\nloss_vp_every = 2\nmajor = 5\nminor = 2\n";
}

// The generated scenario in a temporary file (removed with this object),
// loaded with the map from data/gbn3/maps; saves replay from `path`.
struct LargeScenario {
  std::filesystem::path path;
  std::shared_ptr<const Scenario> scenario;
  explicit LargeScenario(int per_side = 11, int first_turn = 9, int last_turn = 10)
      : path(std::filesystem::temp_directory_path() /
             fmt::format("bohemia-large-{}-{}.toml", ::getpid(), per_side)) {
    { std::ofstream(path) << large_scenario_text(per_side, first_turn, last_turn); }
    try {
      scenario = real(path.string());
    } catch (...) {
      std::filesystem::remove(path);
      throw;
    }
  }
  ~LargeScenario() { std::filesystem::remove(path); }
  LargeScenario(const LargeScenario&) = delete;
  LargeScenario& operator=(const LargeScenario&) = delete;
};

}  // namespace bohemia::test
