#include "core/toml_reader.h"

#include <fmt/format.h>

#include <filesystem>

namespace bohemia {

namespace {
std::string join(const std::string& path, std::string_view key) {
  return path.empty() ? std::string(key) : path + "." + std::string(key);
}
}  // namespace

TomlReader::TomlReader(const std::string& path) : file_(path) {
  if (!std::filesystem::exists(path)) throw DataError(path, 0, "(file)", "no such file");
  try {
    root_ = toml::parse_file(path);
  } catch (const toml::parse_error& e) {
    throw DataError(path, static_cast<int>(e.source().begin.line), "(syntax)", std::string(e.description()));
  }
}

void TomlReader::fail(const toml::node* at, const std::string& field, const std::string& reason) const {
  if (problems_) {
    problems_->emplace_back(file_, line_of(at), field, reason);
    throw Abandoned{};
  }
  throw DataError(file_, line_of(at), field, reason);
}

void TomlReader::report(const toml::node* at, const std::string& field, const std::string& reason) const {
  if (problems_) problems_->emplace_back(file_, line_of(at), field, reason, true);
}

const toml::table& TomlReader::table(const toml::table& t, std::string_view key,
                                     const std::string& path) const {
  const toml::node* n = t.get(key);
  if (!n) fail(&t, join(path, key), "missing table");
  if (!n->is_table()) fail(n, join(path, key), "must be a table");
  return *n->as_table();
}

const toml::array* TomlReader::array(const toml::table& t, std::string_view key, const std::string& path,
                                     bool required) const {
  const toml::node* n = t.get(key);
  if (!n) {
    if (required) fail(&t, join(path, key), "missing array");
    return nullptr;
  }
  if (!n->is_array()) fail(n, join(path, key), "must be an array");
  return n->as_array();
}

std::string TomlReader::string(const toml::table& t, std::string_view key, const std::string& path) const {
  const toml::node* n = t.get(key);
  if (!n) fail(&t, join(path, key), "missing string");
  if (!n->is_string()) fail(n, join(path, key), "must be a string");
  return std::string(n->as_string()->get());
}

std::string TomlReader::string_or(const toml::table& t, std::string_view key, const std::string& path,
                                  std::string fallback) const {
  if (!t.get(key)) return fallback;
  return string(t, key, path);
}

std::int64_t TomlReader::integer(const toml::table& t, std::string_view key, const std::string& path,
                                 std::int64_t lo, std::int64_t hi) const {
  const toml::node* n = t.get(key);
  if (!n) fail(&t, join(path, key), "missing integer");
  if (!n->is_integer()) fail(n, join(path, key), "must be an integer");
  std::int64_t v = n->as_integer()->get();
  if (v < lo || v > hi) fail(n, join(path, key), fmt::format("{} is out of range {}..{}", v, lo, hi));
  return v;
}

std::int64_t TomlReader::integer_or(const toml::table& t, std::string_view key, const std::string& path,
                                    std::int64_t lo, std::int64_t hi, std::int64_t fallback) const {
  if (!t.get(key)) return fallback;
  return integer(t, key, path, lo, hi);
}

bool TomlReader::boolean_or(const toml::table& t, std::string_view key, const std::string& path,
                            bool fallback) const {
  const toml::node* n = t.get(key);
  if (!n) return fallback;
  if (!n->is_boolean()) fail(n, join(path, key), "must be true or false");
  return n->as_boolean()->get();
}

std::vector<std::string> TomlReader::strings(const toml::table& t, std::string_view key,
                                             const std::string& path, bool required) const {
  std::vector<std::string> out;
  const toml::array* a = array(t, key, path, required);
  if (!a) return out;
  for (std::size_t i = 0; i < a->size(); ++i) {
    const toml::node* e = a->get(i);
    if (!e->is_string()) fail(e, fmt::format("{}[{}]", join(path, key), i), "must be a string");
    out.emplace_back(e->as_string()->get());
  }
  return out;
}

std::vector<std::pair<const toml::table*, std::string>> TomlReader::tables(const toml::table& t,
                                                                           std::string_view key,
                                                                           const std::string& path) const {
  std::vector<std::pair<const toml::table*, std::string>> out;
  const toml::node* n = t.get(key);
  if (!n) return out;
  if (!n->is_array_of_tables())
    fail(n, join(path, key), "must be an array of tables ([[" + std::string(key) + "]])");
  const toml::array* a = n->as_array();
  for (std::size_t i = 0; i < a->size(); ++i)
    out.emplace_back(a->get(i)->as_table(), fmt::format("{}[{}]", join(path, key), i));
  return out;
}

}  // namespace bohemia
