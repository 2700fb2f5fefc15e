#include "mini/spec.h"

#include <fmt/format.h>

#include "mini/json_io.h"

namespace bohemia::mini {

Result<Unit> unit_from_spec(std::string_view spec, const Roster& roster) {
  using R = Result<Unit>;
  std::string_view id = spec.substr(0, spec.find(':'));
  Unit u;
  if (const Unit* known = roster.find(id)) {
    u = *known;
  } else {
    if (auto e = set_field(u, "id", std::string(id))) return R::fail(fmt::format("'{}': {}", spec, *e));
    if (id == spec)
      return R::fail(
          fmt::format("'{}': no such unit in the roster (give its fields: '{}:arm=cavalry,weight=light,...')",
                      spec, spec));
  }
  if (id.size() < spec.size()) {
    std::string_view rest = spec.substr(id.size() + 1);
    while (!rest.empty()) {
      std::string_view item = rest.substr(0, rest.find(','));
      rest = item.size() < rest.size() ? rest.substr(item.size() + 1) : std::string_view();
      if (item.empty()) continue;
      auto eq = item.find('=');
      std::string key(item.substr(0, eq));
      std::string value(eq == std::string_view::npos ? std::string_view() : item.substr(eq + 1));
      if (key == "id") return R::fail(fmt::format("'{}': the id comes before the ':'", spec));
      if (auto e = set_field(u, key, value)) return R::fail(fmt::format("'{}': {}", spec, *e));
    }
  }
  if (auto e = check_unit(u)) return R::fail(fmt::format("'{}': {}", spec, *e));
  return R::ok(u);
}

}  // namespace bohemia::mini
