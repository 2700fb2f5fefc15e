#include "gbn3/gbn3_system.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>

#include "core/toml_reader.h"
#include "gbn3/gbn3_state.h"
#include "gbn3/save.h"
#include "gbn3/special/special_rule.h"
#include "gbn3/validate.h"
#include "gbn3/views.h"

namespace bohemia {

Gbn3System::Gbn3System() {
  info_.id = kGbn3Id;
  info_.name = kGbn3Name;
  info_.seats = {"prussia", "austria"};
  info_.hidden_information = false;
}

std::shared_ptr<const Scenario> Gbn3System::scenario(const std::string& id_or_path) const {
  {
    std::lock_guard lock(mu_);
    if (auto it = loaded_.find(id_or_path); it != loaded_.end()) return it->second;
  }
  auto sc = load_scenario(id_or_path);  // outside the lock: it reads files
  std::lock_guard lock(mu_);
  return loaded_.emplace(id_or_path, sc).first->second;
}

std::vector<std::string> Gbn3System::scenario_ids() const {
  // A shipped scenario's id is its file's name (load_scenario finds it so).
  std::vector<std::string> ids;
  for (const std::string& f : scenario_files()) ids.push_back(std::filesystem::path(f).stem().string());
  return ids;
}

bool Gbn3System::has_scenario(const std::string& s) const {
  try {
    scenario(s);
    return true;
  } catch (const DataError&) {
    return false;
  }
}

nlohmann::json Gbn3System::scenario_summary(const std::string& id) const {
  return bohemia::scenario_summary(*scenario(id));
}

std::optional<nlohmann::json> Gbn3System::scenario_detail(const std::string& id, int day) const {
  auto sc = scenario(id);
  if (day < 1 || day > days_in(*sc)) return std::nullopt;
  return bohemia::scenario_detail(*sc, day);
}

int Gbn3System::days(const std::string& id) const { return days_in(*scenario(id)); }

std::string Gbn3System::scenario_line(const std::string& id) const {
  auto sc = scenario(id);
  // A scenario whose special rules are not all code yet says so: it is
  // played without them (docs/special-rules.md). A campaign lists the
  // pending rules of both days, each once.
  std::vector<std::string> names;
  for (const Scenario* day = sc.get(); day; day = day->next_day.get())
    for (const PendingRule& p : day->special.pending())
      if (std::find(names.begin(), names.end(), p.name) == names.end()) names.push_back(p.name);
  std::string pending;
  for (const std::string& n : names) pending += (pending.empty() ? "" : ", ") + n;
  // A campaign runs from day 1's first turn to day 2's last (§13 of each
  // rulebook); a rule that may end the last day earlier says so: at a
  // known hour (VV157 §13.1: 17.00 under the Skalitz conditions, A-33a),
  // or by a roll from an hour (VV157 §11.1.1, Nachod's random end).
  const Scenario* last = sc.get();
  while (last->next_day) last = last->next_day.get();
  std::string turns = sc->campaign
                          ? fmt::format("day 1 {:02d}.00-day 2 {:02d}.00", sc->first_turn, last->last_turn)
                          : fmt::format("{:02d}.00-{:02d}.00", sc->first_turn, sc->last_turn);
  turns += possible_ends_text(last->special, last->last_turn);
  return fmt::format("{:<22} {:<48} {}  {}{}", sc->id, sc->campaign ? sc->campaign->name : sc->name,
                     sc->edition.id, turns,
                     pending.empty() ? "" : "  (special rules pending: " + pending + ")");
}

std::optional<engine::HistoricalResult> Gbn3System::historical_result(const std::string& id) const {
  auto sc = scenario(id);
  // The rulebooks state a battle's result, never a campaign's (a campaign's
  // file names its days' scenarios, whose notes are theirs alone).
  if (sc->file.empty() || sc->campaign) return std::nullopt;
  TomlReader r(sc->file);
  const toml::table* special = r.root()["special"].as_table();
  const toml::table* t = special ? (*special)["historical_result"].as_table() : nullptr;
  if (!t) return std::nullopt;
  const std::string path = "special.historical_result";
  engine::HistoricalResult h;
  h.winner = r.string_or(*t, "winner", path, "");
  if (!h.winner.empty() && !seat(h.winner))
    r.fail(t->get("winner"), path + ".winner", "not a side: " + h.winner);
  h.level = r.string_or(*t, "level", path, r.string_or(*t, "printed_level", path, ""));
  const char* margin_key = t->contains("margin")           ? "margin"
                           : t->contains("printed_margin") ? "printed_margin"
                                                           : nullptr;
  if (margin_key) {
    int m = static_cast<int>(r.integer(*t, margin_key, path, 0, 1000));
    // Stated as the winner's lead; the margin is the first seat's VP minus the second's.
    h.margin = h.winner == info_.seats[1] ? -m : m;
  }
  h.section = r.string_or(*t, "section", path, "");
  h.summary = r.string_or(*t, "summary", path, "");
  return h;
}

std::unique_ptr<engine::GameState> Gbn3System::new_game(const std::string& s, std::uint64_t seed) const {
  return std::make_unique<Gbn3State>(*this, scenario(s), seed);
}

engine::LoadedGame Gbn3System::load_save(const std::string& text, const std::string& scenario_path,
                                         std::optional<std::uint64_t> seed) const {
  ReplayResult r = replay_save(text, scenario_path, seed);
  if (!r.game) return {nullptr, r.error, 0};
  // The views' records are rebuilt by playing the checked history again.
  auto st = std::make_unique<Gbn3State>(*this, r.game->scenario_ptr(), r.game->seed());
  for (const Action& a : r.game->history())
    if (auto bad = st->apply(Gbn3State::pack(a))) return {nullptr, *bad, 0};
  return {std::move(st), "", r.recorded_hash};
}

bool Gbn3System::owns_file(const std::string&) const { return true; }

std::vector<DataError> Gbn3System::validate_file(const std::string& path, std::string* context) const {
  return bohemia::validate_file(path, context);
}

}  // namespace bohemia
