// A value or the reason there is none: how the referee refuses a request
// (the message cites the rule) without exceptions crossing its interface.
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace bohemia::mini {

template <class T>
struct Result {
  std::optional<T> value;
  std::string error;

  static Result fail(std::string why) {
    Result r;
    r.error = std::move(why);
    return r;
  }
  static Result ok(T v) {
    Result r;
    r.value = std::move(v);
    return r;
  }
  explicit operator bool() const { return value.has_value(); }
  const T& operator*() const { return *value; }
  T& operator*() { return *value; }
  const T* operator->() const { return &*value; }
  T* operator->() { return &*value; }
};

}  // namespace bohemia::mini
