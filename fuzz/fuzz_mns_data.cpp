// libFuzzer: Musket & Saber's data loaders (issue 16) on arbitrary text: the
// input is written as a TOML file beside copies of the shipped charts and
// map (a scratch data directory), then checked as `bohemia validate` does
// (every problem collected: a CRT, TEC, rain table, map or scenario, by
// its table) and read strictly by the loader of its kind. Both must report
// problems as DataErrors, never crash nor throw anything else; a file the
// validator passes must load.
#include <toml++/toml.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "mns/chart_loaders.h"
#include "mns/map.h"
#include "mns/scenario.h"
#include "mns/validate.h"

using namespace bohemia;
namespace fs = std::filesystem;

namespace {

// A scratch data directory (charts/ and maps/ copied from the shipped data,
// scenarios/ for the input), made once per process.
const fs::path& scratch() {
  static const fs::path dir = [] {
    std::string tmpl = (fs::temp_directory_path() / "fuzz_mns_data.XXXXXX").string();
    if (!mkdtemp(tmpl.data())) std::abort();
    fs::path d(tmpl);
    const fs::path data(mns::data_dir());
    for (const char* sub : {"charts", "maps"}) fs::copy(data / sub, d / sub, fs::copy_options::recursive);
    fs::create_directories(d / "scenarios");
    return d;
  }();
  static const bool cleaned = [] {
    std::atexit([] {
      std::error_code ec;
      fs::remove_all(scratch(), ec);
    });
    return true;
  }();
  (void)cleaned;
  return dir;
}

// The strict loader of the file's kind, the kind found as `bohemia validate`
// finds it (validate.cpp: the first of [crt], [tec], [rain], [map],
// [scenario] the file has as a table).
void load_strictly(const std::string& path, const std::string& text) {
  toml::table root;
  try {
    root = toml::parse(text, path);
  } catch (const toml::parse_error&) {
    mns::load_crt(path);  // not TOML: any strict loader refuses it with a DataError
    return;
  }
  if (root.get("crt")) {
    mns::load_crt(path);
  } else if (root.get("tec")) {
    mns::load_tec(path);
  } else if (root.get("rain")) {
    mns::load_rain(path);
  } else if (root.get("map")) {
    mns::Tec tec = mns::load_tec((scratch() / "charts" / "tec.toml").string());
    mns::load_map(path, tec);
  } else if (root.get("scenario")) {
    mns::load_scenario(path);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const std::string path = (scratch() / "scenarios" / "input.toml").string();
  {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
  }
  std::vector<DataError> problems = mns::validate_file(path);
  try {
    load_strictly(path, text);
  } catch (const DataError&) {
    // A file the validator passes must load (the two read alike).
    if (problems.empty()) std::abort();
  }
  return 0;
}
