// A game system (GBN3, Musket & Saber…) as the engine knows it: its id and
// seats, whether it hides information, its scenarios, and how to start,
// load and check a game. The table of systems is how the server and the
// command line find one: they never name a system's own types.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/data_error.h"
#include "engine/game_state.h"

namespace bohemia::engine {

struct SystemInfo {
  std::string id;                  // "gbn3"
  std::string name;                // "The Great Battles in the era of Napoleon III (1866)"
  std::vector<std::string> seats;  // seat ids in seat order: "prussia", "austria"
  bool hidden_information = false;
};

// The result of the battle as the scenario's rulebook states it (its
// historical tally), for `bohemia analyze` to set the played results
// against. `margin`: the first seat's VP minus the second's, when stated.
struct HistoricalResult {
  std::string winner;  // a seat id, or "" for none stated
  std::string level;   // the system's level ("major", "minor"), or ""
  std::optional<int> margin;
  std::string section;  // where the rulebook states it
  std::string summary;
};

// A save replayed: the game, or why the save was refused (nothing half-loaded).
struct LoadedGame {
  std::unique_ptr<GameState> game;
  std::string error;
  std::uint64_t recorded_hash = 0;
};

class System {
 public:
  virtual ~System() = default;
  virtual const SystemInfo& info() const = 0;

  // ---- scenarios (data/<system>/); DataError names the file and line
  // Every scenario shipped, by id, in listing order, without loading them
  // (cheap: test registration and listings call it); a broken file fails
  // with its DataError when it is first used.
  virtual std::vector<std::string> scenario_ids() const = 0;
  // True when `scenario` (an id, or a file's path) is one of this system's.
  virtual bool has_scenario(const std::string& scenario) const = 0;
  // GET /api/scenarios and /api/scenarios/{id}?day=N (docs/api.md).
  virtual nlohmann::json scenario_summary(const std::string& id) const = 0;
  virtual std::optional<nlohmann::json> scenario_detail(const std::string& id, int day) const = 0;
  // The days of a scenario: 1, or 2 for a campaign.
  virtual int days(const std::string& id) const = 0;
  // One line of `bohemia scenarios`. Throws DataError.
  virtual std::string scenario_line(const std::string& id) const = 0;
  // The historical result the rulebook states for `id`, if it states one.
  // Throws DataError. Default: none.
  virtual std::optional<HistoricalResult> historical_result(const std::string&) const { return std::nullopt; }

  // ---- games
  // A new game of `scenario` (an id or a file's path). Throws DataError.
  virtual std::unique_ptr<GameState> new_game(const std::string& scenario, std::uint64_t seed) const = 0;
  // Replays a save of this system. `scenario` overrides where its scenario
  // is found; `seed` gives the game the seed of its future chance.
  virtual LoadedGame load_save(const std::string& text, const std::string& scenario,
                               std::optional<std::uint64_t> seed) const = 0;

  // ---- data files (`bohemia validate`)
  // True when the file at `path` is one of this system's data files.
  virtual bool owns_file(const std::string& path) const = 0;
  // Every problem of the file. When the file is checked through another
  // (a campaign's own day file, through its campaign), `context` says so.
  virtual std::vector<DataError> validate_file(const std::string& path, std::string* context) const = 0;

  // The seat named `id`, or nullopt.
  std::optional<Seat> seat(std::string_view id) const;
  const std::string& seat_name(Seat s) const { return info().seats.at(static_cast<std::size_t>(s)); }
};

// The systems a program knows, in order; the first is the default (a save
// or a file that names none is GBN3's).
class SystemTable {
 public:
  void add(std::unique_ptr<System> s);
  const std::vector<std::unique_ptr<System>>& all() const { return systems_; }
  const System* find(std::string_view id) const;
  const System& first() const { return *systems_.front(); }
  // The system a scenario id or path belongs to, or nullptr.
  const System* of_scenario(const std::string& scenario) const;
  // The system a data file belongs to (the first claims any other).
  const System& of_file(const std::string& path) const;
  // The scenarios a command's --scenario names, in order, each once: a
  // comma-separated list of "all" (every system's), a system's id ("gbn3":
  // all of its), or a scenario id or file. Empty with `error` set when an
  // item names nothing.
  std::vector<std::pair<const System*, std::string>> select(const std::string& text,
                                                            std::string* error) const;

 private:
  std::vector<std::unique_ptr<System>> systems_;
};

// Replays a save of any system: its "system" field names it (a save
// written before there was one is GBN3's).
LoadedGame load_save(const SystemTable& table, const std::string& text, const std::string& scenario = "",
                     std::optional<std::uint64_t> seed = std::nullopt);

}  // namespace bohemia::engine
