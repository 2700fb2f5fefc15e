#include "cli/seats.h"

#include <fmt/format.h>

#include "ai/player.h"

namespace bohemia {

namespace {

std::string capitalised(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

// "" when `k` is human or a player's name, else why not.
std::string kind_error(const std::string& k) {
  if (k == "human") return "";
  std::string why;
  if (ai::make_player(k, 1, &why)) return "";
  return why.empty() ? "unknown kind" : why;
}

}  // namespace

void add_seat_options(CLI::App& cmd, SeatOptions& o) {
  cmd.add_option("--seat", o.seats,
                 "SIDE=KIND, KIND human or the computer: random, greedy, easy, normal (the default), hard "
                 "(repeat for each seat)");
  cmd.add_option("--prussia", o.prussia, "human or a computer level (as --seat prussia=KIND)");
  cmd.add_option("--austria", o.austria, "human or a computer level (as --seat austria=KIND)");
}

std::optional<SeatKinds> resolve_seats(const engine::SystemInfo& info, const SeatOptions& o) {
  SeatKinds kinds(info.seats.size(), kDefaultComputer);
  if (!kinds.empty()) kinds[0] = "human";
  std::vector<std::string> given = o.seats;
  if (!o.prussia.empty()) given.push_back("prussia=" + o.prussia);
  if (!o.austria.empty()) given.push_back("austria=" + o.austria);
  for (const std::string& g : given) {
    std::size_t eq = g.find('=');
    std::string side = g.substr(0, eq), kind = eq == std::string::npos ? "" : g.substr(eq + 1);
    auto it = std::find(info.seats.begin(), info.seats.end(), side);
    if (it == info.seats.end()) {
      std::string list;
      for (const auto& s : info.seats) list += (list.empty() ? "" : ", ") + s;
      fmt::print(stderr, "bohemia: --seat {}: {} has no seat '{}' (its seats: {})\n", g, info.name, side,
                 list);
      return std::nullopt;
    }
    if (std::string why = kind_error(kind); !why.empty()) {
      fmt::print(stderr, "bohemia: --seat {}: the kind is human or a computer player; {}\n", g, why);
      return std::nullopt;
    }
    kinds[static_cast<std::size_t>(it - info.seats.begin())] = kind;
  }
  return kinds;
}

std::string who_plays(const engine::SystemInfo& info, const SeatKinds& kinds) {
  std::vector<std::string> humans, bots, levels;
  for (std::size_t s = 0; s < kinds.size(); ++s) {
    (kinds[s] == "human" ? humans : bots).push_back(capitalised(info.seats[s]));
    if (kinds[s] != "human" && std::find(levels.begin(), levels.end(), kinds[s]) == levels.end())
      levels.push_back(kinds[s]);
  }
  auto join = [](const std::vector<std::string>& v) {
    std::string out;
    for (std::size_t i = 0; i < v.size(); ++i)
      out += (i == 0 ? "" : i + 1 == v.size() ? " and " : ", ") + v[i];
    return out;
  };
  if (humans.empty()) return fmt::format("nobody (the computer against itself: {})", join(levels));
  if (bots.empty()) return join(humans);
  return fmt::format("{} ({}: the computer, {})", join(humans), join(bots), join(levels));
}

}  // namespace bohemia
