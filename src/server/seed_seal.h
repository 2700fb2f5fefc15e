// Why this exists: a game's dice are a function of its seed and the action
// count, so whoever reads a running game's seed can predict every die. The
// database therefore never holds a secret seed as such: it holds the seed
// XOR a mask drawn from SHA-256(server key, game id). The server key lives
// in a file of its own (owner-only permissions, outside the data directory
// by default), so a leaked or copied database predicts nothing, and a
// restart — kill -9 included — unseals every seed and rolls the same dice
// (docs/security.md, "The seed at rest").
#pragma once

#include <cstdint>
#include <string>

namespace bohemia::server {

class SeedSeal {
 public:
  // The key in `file`, created (256 random bits, mode 0600, its folder 0700)
  // when missing. Throws std::runtime_error naming the file and the reason.
  static SeedSeal load_or_create(const std::string& file);
  // The default key file: $XDG_STATE_HOME/bohemia/server.key, else
  // $HOME/.local/state/bohemia/server.key, else "" (no home: the caller
  // puts it beside the data directory).
  static std::string default_file();

  explicit SeedSeal(std::string key_hex) : key_(std::move(key_hex)) {}
  // Sealing is its own inverse (XOR with the game's mask).
  std::uint64_t seal(const std::string& game_id, std::uint64_t seed) const;
  std::uint64_t unseal(const std::string& game_id, std::uint64_t sealed) const {
    return seal(game_id, sealed);
  }

 private:
  std::string key_;  // 64 hex digits
};

}  // namespace bohemia::server
