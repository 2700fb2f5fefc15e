// An action of any game system, as the engine, the server and the players
// move it around without knowing what it means.
//
// Why a fixed-size value: each system packs its own action type (a trivially
// copyable struct without padding, at most 32 bytes) into these bytes, so an
// action is copied, compared and hashed with no allocation and no virtual
// call, and stays comparable across states (a search tree keys its children
// by it, also in states resampled from what a seat knows). Its meaning is
// the system's: GameState::notation() gives its text, GameState::parse()
// the way back.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace bohemia::engine {

class Action {
 public:
  static constexpr std::size_t kCapacity = 32;

  constexpr Action() = default;

  // The system's action `t`, packed. Every byte of `t` is part of its value
  // (no padding), so equal actions pack to equal bytes.
  template <class T>
  static Action pack(const T& t) {
    static_assert(std::is_trivially_copyable_v<T>, "a system's action must be trivially copyable");
    static_assert(std::has_unique_object_representations_v<T>, "a system's action may hold no padding");
    static_assert(sizeof(T) <= kCapacity, "a system's action must fit in 32 bytes");
    Action a;
    std::memcpy(a.bytes_.data(), &t, sizeof(T));
    return a;
  }
  // The system's action back.
  template <class T>
  T as() const {
    static_assert(std::is_trivially_copyable_v<T> && sizeof(T) <= kCapacity);
    T t;
    std::memcpy(&t, bytes_.data(), sizeof(T));
    return t;
  }

  friend bool operator==(const Action& a, const Action& b) { return a.bytes_ == b.bytes_; }
  friend bool operator!=(const Action& a, const Action& b) { return !(a == b); }
  // FNV-1a over the bytes (search tables).
  std::uint64_t hash() const {
    std::uint64_t h = 1469598103934665603ULL;
    for (std::uint8_t b : bytes_) h = (h ^ b) * 1099511628211ULL;
    return h;
  }

 private:
  alignas(8) std::array<std::uint8_t, kCapacity> bytes_{};
};

}  // namespace bohemia::engine
