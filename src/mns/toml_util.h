// What the Musket & Saber loaders need beyond core/toml_reader.h: numbers
// that may be halves (½ MP), per-arm tables, and the refusal of keys the
// schema does not know (docs/mns/data-format.md: "Keys not listed here are
// errors for a loader, except the documentation keys").
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "core/toml_reader.h"
#include "mns/charts.h"

namespace bohemia::mns {

std::string join_path(const std::string& path, std::string_view key);

// A number (integer or float) in [lo, hi].
double number(const TomlReader& r, const toml::table& t, std::string_view key, const std::string& path,
              double lo, double hi);
// A required boolean.
bool boolean(const TomlReader& r, const toml::table& t, std::string_view key, const std::string& path);
// Half movement points: a number that must be a whole or a half.
HalfMp half_mp(const TomlReader& r, const toml::table& t, std::string_view key, const std::string& path);
// Fails on any key of `t` that is neither in `allowed` nor a documentation key.
void check_keys(const TomlReader& r, const toml::table& t, const std::string& path,
                std::initializer_list<std::string_view> allowed);

const char* arm_name(Arm a);
bool parse_arm(std::string_view s, Arm* out);

}  // namespace bohemia::mns
