// Weather and light: the Rain Table rolled in the Game Turn marker phase for
// the next turn (§19.4), and how far a piece sees (§8.6, §14.2, §14.3,
// §19.4: hills +1 and Austrian fieldworks +2 in Light Rain, Heavy Rain 4 at
// most, twilight 1, night 0).
#include <fmt/format.h>

#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

void roll_weather(Ctx& x, Board& b) {
  int r = x.die();
  Weather now = b.s.weather;
  Weather next = b.sc.rain->table[static_cast<std::size_t>(now)][static_cast<std::size_t>(r - 1)];
  b.s.weather = next;
  x.log("19.4",
        fmt::format("rain table: {} now, rolls {}: turn {} will be {}", weather_name(now), r, b.s.turn + 1,
                    next == Weather::Heavy   ? "Heavy Rain"
                    : next == Weather::Light ? "Light Rain"
                                             : "Clear"));
}

int los_range(Board& b, HexId observer, Side side) {
  Light l = light_now(b);
  if (l == Light::Night) return 0;  // 14.2 (5)
  const WeatherEffects& e = b.sc.rain->effects[static_cast<std::size_t>(b.s.weather)];
  int r = e.los;
  if (!e.absolute && observer != kNoHex) {
    if (b.map().hill[static_cast<std::size_t>(observer)]) r += e.hill_bonus;
    if (side == Side::Austria && b.map().fieldworks[static_cast<std::size_t>(observer)])
      r += e.fieldworks_bonus;
  }
  if (l == Light::Twilight) r = std::min(r, 1);  // 14.3 (3)
  return r;
}

bool sees(Board& b, HexId from, HexId to, int range) {
  if (from == kNoHex || to == kNoHex) return false;
  int d = b.map().grid.distance(from, to);
  if (d > range || d > b.sc.los->reach()) return false;
  return d <= 1 || b.sc.los->clear(from, to);
}

}  // namespace bohemia::mns
