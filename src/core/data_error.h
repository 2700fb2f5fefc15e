// The error a malformed data file raises: it names the file, the line and the
// field, so a person can find and fix the mistake.
#pragma once

#include <stdexcept>
#include <string>

namespace bohemia {

class DataError : public std::runtime_error {
 public:
  DataError(const std::string& file, int line, const std::string& field, const std::string& reason,
            bool warning = false)
      : std::runtime_error(file + ":" + std::to_string(line) + ": " + field + ": " + reason),
        file_(file),
        line_(line),
        field_(field),
        warning_(warning) {}
  const std::string& file() const { return file_; }
  int line() const { return line_; }
  const std::string& field() const { return field_; }
  // A problem worth a look that does not stop the file from loading
  // (bohemia validate reports it; the loaders ignore it).
  bool warning() const { return warning_; }

 private:
  std::string file_;
  int line_;
  std::string field_;
  bool warning_ = false;
};

}  // namespace bohemia
