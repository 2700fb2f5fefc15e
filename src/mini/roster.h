// The evening's game: the units on the table with their states and
// casualties, the readings agreed, the queue of follow-up steps, the log,
// and what undo needs to take the last command back.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "mini/readings.h"
#include "mini/steps.h"
#include "mini/unit.h"

namespace bohemia::mini {

// What one command changed, enough to take it back: the units as they were
// (only those it changed), the ids it added, the queue, move and log length.
struct UndoRecord {
  std::string label;
  int move = 1;
  std::size_t log_size = 0;
  std::vector<Step> queue;
  std::vector<Unit> changed;
  std::vector<std::string> added;
};

struct Roster {
  std::string title;
  int move = 1;
  Readings readings;
  std::vector<Unit> units;
  std::vector<Step> queue;
  std::vector<LogLine> log;
  std::vector<UndoRecord> undo;

  const Unit* find(std::string_view id) const;
  Unit* find(std::string_view id);
};

constexpr std::size_t kUndoDepth = 100;  // commands a roster can take back
constexpr std::size_t kMaxUnits = 200;   // units a roster holds
constexpr int kMaxMove = 100000;         // the last move an evening may reach

}  // namespace bohemia::mini
