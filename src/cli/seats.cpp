#include "cli/seats.h"

#include <fmt/format.h>

namespace bohemia {

namespace {

std::string capitalised(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

bool valid_kind(const std::string& k) { return k == "human" || k == "random"; }

}  // namespace

void add_seat_options(CLI::App& cmd, SeatOptions& o) {
  cmd.add_option("--seat", o.seats, "SIDE=KIND, KIND human or random (repeat for each seat)");
  cmd.add_option("--prussia", o.prussia, "human or random (as --seat prussia=KIND)")
      ->check(CLI::IsMember({"human", "random"}));
  cmd.add_option("--austria", o.austria, "human or random (as --seat austria=KIND)")
      ->check(CLI::IsMember({"human", "random"}));
}

std::optional<SeatKinds> resolve_seats(const engine::SystemInfo& info, const SeatOptions& o) {
  SeatKinds kinds(info.seats.size(), "random");
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
    if (!valid_kind(kind)) {
      fmt::print(stderr, "bohemia: --seat {}: the kind must be human or random\n", g);
      return std::nullopt;
    }
    kinds[static_cast<std::size_t>(it - info.seats.begin())] = kind;
  }
  return kinds;
}

std::string who_plays(const engine::SystemInfo& info, const SeatKinds& kinds) {
  std::vector<std::string> humans, bots;
  for (std::size_t s = 0; s < kinds.size(); ++s)
    (kinds[s] == "human" ? humans : bots).push_back(capitalised(info.seats[s]));
  auto join = [](const std::vector<std::string>& v) {
    std::string out;
    for (std::size_t i = 0; i < v.size(); ++i)
      out += (i == 0 ? "" : i + 1 == v.size() ? " and " : ", ") + v[i];
    return out;
  };
  if (humans.empty()) return "nobody (random against random)";
  if (bots.empty()) return join(humans);
  return fmt::format("{} ({}: random player)", join(humans), join(bots));
}

}  // namespace bohemia
