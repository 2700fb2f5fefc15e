// Typed access to a TOML document that reports every problem as a DataError
// naming the file, line and field (dotted path).
#pragma once

#include <toml++/toml.h>

#include <optional>
#include <string>
#include <vector>

#include "core/data_error.h"

namespace bohemia {

class TomlReader {
 public:
  // Parses the file; a syntax error becomes a DataError with its line.
  explicit TomlReader(const std::string& path);

  const std::string& file() const { return file_; }
  const toml::table& root() const { return root_; }

  [[noreturn]] void fail(const toml::node* at, const std::string& field, const std::string& reason) const;

  // Checking a file for every problem (bohemia validate) rather than the
  // first: fail() records each problem here and abandons only the item being
  // read (guard() goes on with the next one). Without a collector fail()
  // throws the DataError itself and guard() changes nothing.
  void collect(std::vector<DataError>* problems) { problems_ = problems; }
  bool collecting() const { return problems_ != nullptr; }
  // Records a warning: a problem that does not stop the reading (nothing
  // when not collecting).
  void report(const toml::node* at, const std::string& field, const std::string& reason) const;
  template <class F>
  void guard(F&& read_item) const {
    try {
      read_item();
    } catch (const Abandoned&) {
    }
  }
  struct Abandoned {};  // thrown by fail() while collecting
  static int line_of(const toml::node* n) { return n ? static_cast<int>(n->source().begin.line) : 0; }

  const toml::table& table(const toml::table& t, std::string_view key, const std::string& path) const;
  const toml::array* array(const toml::table& t, std::string_view key, const std::string& path,
                           bool required) const;
  std::string string(const toml::table& t, std::string_view key, const std::string& path) const;
  std::string string_or(const toml::table& t, std::string_view key, const std::string& path,
                        std::string fallback) const;
  std::int64_t integer(const toml::table& t, std::string_view key, const std::string& path, std::int64_t lo,
                       std::int64_t hi) const;
  std::int64_t integer_or(const toml::table& t, std::string_view key, const std::string& path,
                          std::int64_t lo, std::int64_t hi, std::int64_t fallback) const;
  bool boolean_or(const toml::table& t, std::string_view key, const std::string& path, bool fallback) const;
  std::vector<std::string> strings(const toml::table& t, std::string_view key, const std::string& path,
                                   bool required) const;
  // Each element of an array of tables ([[key]]), with its dotted path.
  std::vector<std::pair<const toml::table*, std::string>> tables(const toml::table& t, std::string_view key,
                                                                 const std::string& path) const;

 private:
  std::string file_;
  toml::table root_;
  std::vector<DataError>* problems_ = nullptr;
};

}  // namespace bohemia
