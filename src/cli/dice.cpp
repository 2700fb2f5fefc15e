#include "cli/dice.h"

#include <fmt/format.h>

#include <cctype>
#include <fstream>
#include <iostream>
#include <vector>

namespace bohemia {

namespace {

using engine::Action;
using engine::GameState;

// The part of an outcome's notation a person types: its last word ("roll 4"
// → "4", "draw mondel" → "mondel").
std::string short_form(const std::string& notation) {
  std::size_t sp = notation.rfind(' ');
  return sp == std::string::npos ? notation : notation.substr(sp + 1);
}

// Turns "4", "roll 4", "mondel" or "draw mondel" into the pending outcome.
std::optional<Action> read_outcome(GameState& g, const std::string& text, std::string* why) {
  auto outcomes = g.chance_outcomes();
  for (const auto& o : outcomes) {
    std::string n = g.notation(o.action);
    if (n == text || short_form(n) == text) return o.action;
  }
  std::string err;
  if (auto a = g.parse(text, &err); !a) {
    // Not a notation at all: say what the outcomes are.
    if (text.find(' ') != std::string::npos) {
      *why = err;
      return std::nullopt;
    }
  }
  std::string list;
  for (const auto& o : outcomes) list += (list.empty() ? "" : ", ") + g.notation(o.action);
  *why = fmt::format("'{}' is not a possible outcome of {} now (possible: {})", text, g.chance_description(),
                     list);
  return std::nullopt;
}

class GeneratorDice : public DiceSource {
 public:
  std::optional<Action> next(GameState& g, std::string*) override { return g.sample_chance(); }
};

class FileDice : public DiceSource {
 public:
  FileDice(std::string path, std::vector<std::string> lines)
      : path_(std::move(path)), lines_(std::move(lines)) {}
  std::optional<Action> next(GameState& g, std::string* error) override {
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
                         g.chance_description());
    return std::nullopt;
  }

 private:
  std::string path_;
  std::vector<std::string> lines_;
  std::size_t pos_ = 0;
};

class AskDice : public DiceSource {
 public:
  std::optional<Action> next(GameState& g, std::string* error) override {
    std::string line;
    for (;;) {
      std::string choices;
      for (const auto& o : g.chance_outcomes())
        choices += (choices.empty() ? "" : ", ") + short_form(g.notation(o.action));
      fmt::print("{} ({}) for {} > ", g.chance_description(), choices, g.text(engine::kReferee, "turn"));
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
