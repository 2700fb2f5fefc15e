#include "mns/validate.h"

#include <fmt/format.h>

#include <filesystem>

#include "mns/chart_loaders.h"
#include "mns/map_checks.h"
#include "mns/scenario_reader.h"

namespace bohemia::mns {

namespace {

// The TEC a map is read against: the one beside it, else the shipped one.
std::string tec_beside(const std::string& path) {
  std::filesystem::path p = std::filesystem::path(path).parent_path().parent_path() / "charts" / "tec.toml";
  if (std::filesystem::exists(p)) return p.string();
  return (std::filesystem::path(data_dir()) / "charts" / "tec.toml").string();
}

}  // namespace

std::vector<DataError> validate_file(const std::string& path) {
  std::vector<DataError> out;
  try {
    TomlReader r(path);
    r.collect(&out);
    const toml::table& root = r.root();
    r.guard([&] {
      if (root.get("crt"))
        read_crt(r);
      else if (root.get("tec"))
        read_tec(r);
      else if (root.get("rain"))
        read_rain(r);
      else if (root.get("map")) {
        Tec tec = load_tec(tec_beside(path));
        Map m = read_map(r, tec);
        check_map(r, m, tec);
      } else if (root.get("scenario")) {
        ScenarioReader sr{r, {}, {}};
        read_scenario(sr);
        check_scenario(r, sr.sc);
      } else {
        r.fail(&root, "(file)",
               "not a Musket & Saber file: no [crt], [tec], [rain], [map] or [scenario] table");
      }
    });
  } catch (const DataError& e) {
    out.push_back(e);
  }
  return out;
}

}  // namespace bohemia::mns
