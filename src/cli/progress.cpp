#include "cli/progress.h"

#include <fmt/format.h>
#include <unistd.h>

#include <cstdio>
#include <string>

namespace bohemia {

namespace {

void draw_progress(int done, int total, const ai::GameRecord&) {
  constexpr int kWidth = 40;
  int filled = total ? done * kWidth / total : kWidth;
  fmt::print(stderr, "\r[{:<{}}] {}/{} games", std::string(static_cast<std::size_t>(filled), '#'), kWidth,
             done, total);
  if (done == total) fmt::print(stderr, "\n");
  std::fflush(stderr);
}

// Which game, who won at what level, and the time spent.
void log_progress(int done, int total, const ai::GameRecord& g) {
  const char* who = g.result > 0 ? "a wins" : g.result < 0 ? "b wins" : "tied";
  fmt::print(stderr,
             "game {}/{}: {} #{} (a plays {}): {} {} ({}{}{}), VP margin {:+d}, {} actions, {:.1f} s a + "
             "{:.1f} s b\n",
             done, total, g.scenario, g.index, g.a_seat, who, g.level, g.key, g.reason.empty() ? "" : ": ",
             g.reason, g.vp_margin, g.actions, g.a_seconds, g.b_seconds);
  std::fflush(stderr);
}

}  // namespace

std::function<void(int, int, const ai::GameRecord&)> game_progress() {
  if (isatty(fileno(stderr))) return draw_progress;
  return log_progress;
}

}  // namespace bohemia
