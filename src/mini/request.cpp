#include "mini/request.h"

#include <array>
#include <utility>

namespace bohemia::mini {

namespace {

constexpr std::array<std::pair<Verb, std::string_view>, 7> kVerbs{{{Verb::Charge, "charge"},
                                                                   {Verb::Morale, "morale"},
                                                                   {Verb::Rout, "rout"},
                                                                   {Verb::Pursuit, "pursuit"},
                                                                   {Verb::Rally, "rally"},
                                                                   {Verb::EndOfMove, "end"},
                                                                   {Verb::Set, "set"}}};
constexpr std::array<std::pair<Reaction, std::string_view>, 5> kReactions{{{Reaction::Default, "default"},
                                                                           {Reaction::Counter, "counter"},
                                                                           {Reaction::Evade, "evade"},
                                                                           {Reaction::Square, "square"},
                                                                           {Reaction::Stand, "stand"}}};

}  // namespace

std::string_view name(Verb v) {
  for (const auto& [k, n] : kVerbs)
    if (k == v) return n;
  return "?";
}

std::optional<Verb> parse_verb(std::string_view s) {
  for (const auto& [k, n] : kVerbs)
    if (n == s) return k;
  return std::nullopt;
}

std::string_view name(Reaction r) {
  for (const auto& [k, n] : kReactions)
    if (k == r) return n;
  return "?";
}

std::optional<Reaction> parse_reaction(std::string_view s) {
  for (const auto& [k, n] : kReactions)
    if (n == s) return k;
  return std::nullopt;
}

}  // namespace bohemia::mini
