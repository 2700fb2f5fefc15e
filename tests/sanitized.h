// Whether the tests run under the sanitizers (the Debug build of
// scripts/test.sh, about ten times slower): tests that play many games play
// fewer there. One definition for every test that asks.
#pragma once

namespace bohemia::test {

#if defined(BOHEMIA_SANITIZED)  // CMakeLists.txt, BOHEMIA_SANITIZE (gcc and clang alike)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif

}  // namespace bohemia::test
