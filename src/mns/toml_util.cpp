#include "mns/toml_util.h"

#include <fmt/format.h>

#include <cmath>

namespace bohemia::mns {

std::string join_path(const std::string& path, std::string_view key) {
  return path.empty() ? std::string(key) : path + "." + std::string(key);
}

double number(const TomlReader& r, const toml::table& t, std::string_view key, const std::string& path,
              double lo, double hi) {
  const toml::node* n = t.get(key);
  if (!n) r.fail(&t, join_path(path, key), "missing number");
  double v = 0;
  if (n->is_integer())
    v = static_cast<double>(n->as_integer()->get());
  else if (n->is_floating_point())
    v = n->as_floating_point()->get();
  else
    r.fail(n, join_path(path, key), "must be a number");
  if (v < lo || v > hi) r.fail(n, join_path(path, key), fmt::format("{} is out of range {}..{}", v, lo, hi));
  return v;
}

bool boolean(const TomlReader& r, const toml::table& t, std::string_view key, const std::string& path) {
  const toml::node* n = t.get(key);
  if (!n) r.fail(&t, join_path(path, key), "missing true or false");
  return r.boolean_or(t, key, path, false);
}

HalfMp half_mp(const TomlReader& r, const toml::table& t, std::string_view key, const std::string& path) {
  double v = number(r, t, key, path, 0, 99);
  double twice = v * 2;
  if (std::abs(twice - std::round(twice)) > 1e-9)
    r.fail(t.get(key), join_path(path, key), fmt::format("{} MP is not a whole or half number", v));
  return static_cast<HalfMp>(std::lround(twice));
}

void check_keys(const TomlReader& r, const toml::table& t, const std::string& path,
                std::initializer_list<std::string_view> allowed) {
  static constexpr std::string_view kDoc[] = {"derivation", "status", "note", "source", "name"};
  for (const auto& k_v : t) {
    const auto& k = k_v.first;
    const auto& v = k_v.second;
    std::string_view key = k.str();
    bool ok = false;
    for (std::string_view a : allowed) ok = ok || a == key;
    for (std::string_view a : kDoc) ok = ok || a == key;
    if (!ok)
      r.guard(
          [&] { r.fail(&v, join_path(path, key), "unknown key (docs/mns/data-format.md lists the keys)"); });
  }
}

const char* arm_name(Arm a) {
  static constexpr const char* kNames[] = {"infantry", "cavalry", "artillery", "leader", "trains"};
  return kNames[static_cast<int>(a)];
}

bool parse_arm(std::string_view s, Arm* out) {
  for (int i = 0; i < kArms; ++i)
    if (s == arm_name(static_cast<Arm>(i))) {
      *out = static_cast<Arm>(i);
      return true;
    }
  return false;
}

}  // namespace bohemia::mns
