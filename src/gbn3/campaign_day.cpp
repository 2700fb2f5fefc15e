// Which campaign reads a day file of its own (docs/data-format.md,
// "Campaigns"): such a file may name pieces of day 1 without defining them,
// so it is read, played and validated only through its campaign.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "core/toml_reader.h"
#include "gbn3/scenario.h"

namespace bohemia {

namespace fs = std::filesystem;

namespace {

bool same_file(const fs::path& a, const fs::path& b) {
  std::error_code ec;
  return fs::exists(a, ec) && fs::exists(b, ec) && fs::equivalent(a, b, ec);
}

// Is `path` a campaign file ([campaign] header)? Read only as far as that.
bool is_campaign_file(const fs::path& path) {
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("[campaign]", 0) == 0) return true;
  return false;
}

// The day (1, 2) of the campaign file `campaign` whose day1/day2 names
// `day_path` by a path beside the campaign file (a day named by a scenario
// id is a scenario of its own), or 0.
int day_named(const fs::path& campaign, const fs::path& day_path) {
  TomlReader rd(campaign.string());
  const toml::table* hdr = rd.root()["campaign"].as_table();
  if (!hdr) return 0;
  for (int d = 1; d <= 2; ++d) {
    const toml::value<std::string>* v = hdr->get_as<std::string>(d == 1 ? "day1" : "day2");
    if (v && same_file(campaign.parent_path() / v->get(), day_path)) return d;
  }
  return 0;
}

}  // namespace

std::optional<CampaignOfDay> campaign_of_day_file(const std::string& day_path) {
  TomlReader rd(day_path);
  const toml::table* hdr = rd.root()["scenario"].as_table();
  if (!hdr) return std::nullopt;
  const fs::path dir = fs::path(day_path).parent_path();
  const toml::node* declared = hdr->get("campaign");
  if (declared) {
    const std::string id = rd.string(*hdr, "campaign", "scenario");
    std::vector<fs::path> tried;
    for (const fs::path& p : {dir / (id + ".toml"), dir.parent_path() / (id + ".toml"),
                              fs::path(data_dir()) / "campaigns" / (id + ".toml")}) {
      tried.push_back(p);
      if (!fs::is_regular_file(p) || !is_campaign_file(p)) continue;
      if (const int d = day_named(p, day_path)) return CampaignOfDay{p.string(), id, d};
      rd.fail(declared, "scenario.campaign",
              fmt::format("campaign '{}' ({}) names this file as neither day1 nor day2", id, p.string()));
    }
    std::string where;
    for (const fs::path& p : tried) where += (where.empty() ? "" : ", ") + p.string();
    rd.fail(declared, "scenario.campaign", fmt::format("no campaign file '{}' (looked for {})", id, where));
  }
  // Undeclared: a campaign beside the file or one folder up that names it.
  for (const fs::path& d : {dir, dir.parent_path()}) {
    std::vector<fs::path> files;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(d, ec))
      if (e.path().extension() == ".toml" && !same_file(e.path(), day_path)) files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const fs::path& f : files) {
      if (!is_campaign_file(f)) continue;
      if (const int day = day_named(f, day_path)) {
        TomlReader crd(f.string());
        return CampaignOfDay{f.string(), crd.string(crd.table(crd.root(), "campaign", ""), "id", "campaign"),
                             day};
      }
    }
  }
  return std::nullopt;
}

}  // namespace bohemia
