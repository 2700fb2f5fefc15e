#include "cli/dice.h"

#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <vector>

namespace bohemia {

std::string chance_kind(const Game& g) {
  switch (g.chance_kind()) {
    case ChanceKind::Cup:
      return "a marker from the cup";
    case ChanceKind::TwoD6:
      return "2d6";
    case ChanceKind::D6:
      return "d6";
    case ChanceKind::None:
      break;
  }
  return "no chance event";
}

namespace {

// Turns "4", "roll 4", "mondel" or "draw mondel" into the pending outcome.
std::optional<Action> read_outcome(Game& g, const std::string& text, std::string* why) {
  auto outcomes = g.chance_outcomes();
  std::string t = text;
  const ChanceKind kind = g.chance_kind();
  if (kind == ChanceKind::Cup && t.rfind("draw ", 0) != 0) t = "draw " + t;
  if ((kind == ChanceKind::D6 || kind == ChanceKind::TwoD6) && t.rfind("roll ", 0) != 0) t = "roll " + t;
  std::string err;
  auto a = g.parse(t, &err);
  if (!a) {
    *why = err;
    return std::nullopt;
  }
  for (const auto& o : outcomes)
    if (o.action == *a) return a;
  std::string list;
  for (const auto& o : outcomes) list += (list.empty() ? "" : ", ") + g.notation(o.action);
  *why = fmt::format("'{}' is not a possible outcome of {} now (possible: {})", text, chance_kind(g), list);
  return std::nullopt;
}

class GeneratorDice : public DiceSource {
 public:
  std::optional<Action> next(Game& g, std::string*) override { return g.sample_chance(); }
};

class FileDice : public DiceSource {
 public:
  FileDice(std::string path, std::vector<std::string> lines)
      : path_(std::move(path)), lines_(std::move(lines)) {}
  std::optional<Action> next(Game& g, std::string* error) override {
    while (pos_ < lines_.size()) {
      std::string l = lines_[pos_++];
      auto hash = l.find('#');
      if (hash != std::string::npos) l = l.substr(0, hash);
      l.erase(0, l.find_first_not_of(" \t\r"));
      while (!l.empty() && std::isspace(static_cast<unsigned char>(l.back()))) l.pop_back();
      if (l.empty()) continue;
      std::string why;
      auto a = read_outcome(g, l, &why);
      if (!a) {
        *error = fmt::format("{}:{}: {}", path_, pos_, why);
        return std::nullopt;
      }
      return a;
    }
    *error = fmt::format("{}: the dice file ran out at line {} while the game needs {}", path_, pos_ + 1,
                         chance_kind(g));
    return std::nullopt;
  }

 private:
  std::string path_;
  std::vector<std::string> lines_;
  std::size_t pos_ = 0;
};

class AskDice : public DiceSource {
 public:
  std::optional<Action> next(Game& g, std::string* error) override {
    std::string line;
    for (;;) {
      auto outcomes = g.chance_outcomes();
      if (g.chance_kind() == ChanceKind::Cup) {
        std::string cup;
        for (const auto& o : outcomes) cup += (cup.empty() ? "" : ", ") + g.notation(o.action).substr(5);
        fmt::print("draw a marker from the cup ({}) for {} > ", cup, g.describe_turn());
      } else {
        fmt::print("roll {} for {} > ", g.chance_kind() == ChanceKind::TwoD6 ? "2d6" : "a d6",
                   g.describe_turn());
      }
      std::fflush(stdout);
      if (!std::getline(std::cin, line)) {
        *error = "no more input while waiting for a roll";
        return std::nullopt;
      }
      std::string why;
      if (auto a = read_outcome(g, line, &why)) return a;
      fmt::print("{}\n", why);
    }
  }
};

}  // namespace

std::unique_ptr<DiceSource> make_dice_source(const std::string& spec) {
  if (spec.empty()) return std::make_unique<GeneratorDice>();
  if (spec == "ask") return std::make_unique<AskDice>();
  std::ifstream f(spec);
  if (!f) {
    fmt::print(stderr, "bohemia: cannot read the dice file {}\n", spec);
    return nullptr;
  }
  std::vector<std::string> lines;
  std::string l;
  while (std::getline(f, l)) lines.push_back(l);
  return std::make_unique<FileDice>(spec, std::move(lines));
}

}  // namespace bohemia
