// Secrets of the server: seat tokens (128 random bits from the kernel), game
// ids, secret seeds, and the SHA-256 digest under which a token is stored
// (the database never holds a usable token).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace bohemia::server {

constexpr int kTokenBytes = 16;  // 128 bits (docs/api.md: "≥ 128 random bits")
constexpr int kGameIdBytes = 8;

// Bytes from getrandom(2), as lowercase hex.
std::string random_hex(int bytes);
std::uint64_t random_u64();
std::string new_token();
std::string new_game_id();

// SHA-256 of `data` as 64 lowercase hex digits (FIPS 180-4).
std::string sha256_hex(std::string_view data);

// Equality whose time depends on the lengths only, not on where the strings
// differ (token digests: docs/security.md).
bool constant_time_equal(std::string_view a, std::string_view b);

}  // namespace bohemia::server
