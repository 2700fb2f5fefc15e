#include "gbn3/save.h"

#include <fmt/format.h>

#include <map>
#include <nlohmann/json.hpp>

#include "core/data_error.h"

namespace bohemia {

using nlohmann::json;

std::string hex64(std::uint64_t v) { return fmt::format("{:016x}", v); }

namespace {

std::uint64_t fnv(const std::string& s) {
  std::uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  return h;
}

std::string checksum_of(json j) {
  j.erase("checksum");
  return hex64(fnv(j.dump()));
}

}  // namespace

std::string save_game(const Game& g, SaveSeed seed) {
  json j;
  j["format"] = "bohemia-save";
  j["version"] = 1;
  j["system"] = "gbn3";  // engine::load_save dispatches on it (a save without it is GBN3's)
  j["scenario"] = g.scenario().id;
  j["edition"] = g.scenario().edition.id;
  j["readings"] = g.scenario().readings;  // replayed under these (kReadings)
  if (seed == SaveSeed::Include) j["seed"] = g.seed();
  json actions = json::array();
  json checkpoints = json::array();
  // Recompute checkpoint hashes by replaying: the live game does not keep them.
  Game r(g.scenario_ptr(), g.seed());
  r.set_logging(false);
  int ply = 0;
  for (const Action& a : g.history()) {
    actions.push_back(r.notation(a));
    r.apply(a);
    if (++ply % kCheckpointEvery == 0) checkpoints.push_back({{"ply", ply}, {"hash", hex64(r.hash())}});
  }
  j["actions"] = actions;
  j["checkpoints"] = checkpoints;
  j["turn"] = g.state().turn;
  j["over"] = g.over();
  j["hash"] = hex64(g.hash());
  j["checksum"] = checksum_of(j);
  return j.dump(1);
}

ReplayResult replay_save(const std::string& text, const std::string& scenario_path,
                         std::optional<std::uint64_t> seed_override) {
  ReplayResult out;
  json j;
  try {
    j = json::parse(text);
  } catch (const json::parse_error& e) {
    out.error = fmt::format("not a valid save (JSON error at byte {}): {}", e.byte, e.what());
    return out;
  } catch (const json::exception& e) {  // valid text the parser cannot hold (a number past a double's range)
    out.error = fmt::format("not a valid save (JSON error): {}", e.what());
    return out;
  }
  auto field = [&](const char* k, json::value_t t) -> const json* {
    if (!j.is_object() || !j.contains(k)) {
      out.error = fmt::format("damaged save: field '{}' is missing", k);
      return nullptr;
    }
    const json& v = j[k];
    bool ok = v.type() == t || (t == json::value_t::number_unsigned && v.is_number_integer());
    if (!ok) {
      out.error = fmt::format("damaged save: field '{}' has the wrong type", k);
      return nullptr;
    }
    return &v;
  };
  const json* fmt_ = field("format", json::value_t::string);
  if (!fmt_) return out;
  if (*fmt_ != "bohemia-save") {
    out.error = "not a bohemia save: field 'format' is not 'bohemia-save'";
    return out;
  }
  const json* ver = field("version", json::value_t::number_unsigned);
  const json* scen = field("scenario", json::value_t::string);
  const json* edn = field("edition", json::value_t::string);
  // The seed is optional: a save of a running game exported by the server
  // omits it, and replays from its recorded chance outcomes alone.
  const json* seed = nullptr;
  if (j.is_object() && j.contains("seed")) {
    seed = field("seed", json::value_t::number_unsigned);
    if (!seed) return out;
  }
  const json* actions = field("actions", json::value_t::array);
  const json* hash = field("hash", json::value_t::string);
  const json* sum = field("checksum", json::value_t::string);
  if (!ver || !scen || !edn || !actions || !hash || !sum) return out;
  if (ver->get<int>() != 1) {
    out.error =
        fmt::format("save version {} is not supported (this bohemia reads version 1)", ver->get<int>());
    return out;
  }
  if (checksum_of(j) != sum->get<std::string>()) {
    out.error = "damaged or edited save: its checksum does not match its content";
    return out;
  }
  // A save from before the field was played under revision 1 of the readings.
  int readings = 1;
  if (j.contains("readings")) {
    const json* r = field("readings", json::value_t::number_unsigned);
    if (!r) return out;
    const auto v = r->get<std::int64_t>();
    if (v < 1 || v > kReadings) {
      out.error = fmt::format("the save's field 'readings' is {}: this bohemia plays revisions 1 to {}", v,
                              kReadings);
      return out;
    }
    readings = static_cast<int>(v);
  }
  std::shared_ptr<const Scenario> sc;
  try {
    sc = load_scenario(scenario_path.empty() ? scen->get<std::string>() : scenario_path, nullptr, readings);
  } catch (const DataError& e) {
    out.error = fmt::format("the save's scenario cannot be loaded: {}", e.what());
    return out;
  }
  if (sc->id != scen->get<std::string>() || sc->edition.id != edn->get<std::string>()) {
    out.error = fmt::format("the save is for scenario {} ({}), not {} ({})", scen->get<std::string>(),
                            edn->get<std::string>(), sc->id, sc->edition.id);
    return out;
  }
  std::map<int, std::string> checks;
  if (j.contains("checkpoints") && j["checkpoints"].is_array())
    for (const json& c : j["checkpoints"])
      if (c.is_object() && c.contains("ply") && c.contains("hash") && c["ply"].is_number_integer() &&
          c["hash"].is_string())
        checks[c["ply"].get<int>()] = c["hash"].get<std::string>();
  std::uint64_t game_seed = seed_override ? *seed_override : seed ? seed->get<std::uint64_t>() : 0;
  auto g = std::make_unique<Game>(sc, game_seed);
  int ply = 0;
  for (const json& a : *actions) {
    ++ply;
    if (!a.is_string()) {
      out.error = fmt::format("damaged save: action {} is not a string", ply);
      return out;
    }
    std::string err;
    auto act = g->parse(a.get<std::string>(), &err);
    if (!act) {
      out.error = fmt::format("action {} ('{}'): {}", ply, a.get<std::string>(), err);
      return out;
    }
    if (auto bad = g->apply(*act)) {
      out.error = fmt::format("action {} ('{}') is illegal: {}", ply, a.get<std::string>(), *bad);
      return out;
    }
    if (auto it = checks.find(ply); it != checks.end() && it->second != hex64(g->hash())) {
      out.error = fmt::format("replay diverges at action {}: state hash {} but the save recorded {}", ply,
                              hex64(g->hash()), it->second);
      return out;
    }
  }
  try {
    std::size_t pos = 0;
    out.recorded_hash = std::stoull(hash->get<std::string>(), &pos, 16);
    if (pos != hash->get<std::string>().size()) throw std::invalid_argument("hash");
  } catch (const std::exception&) {
    out.error = "damaged save: field 'hash' is not a hexadecimal state hash";
    return out;
  }
  if (g->hash() != out.recorded_hash) {
    out.error = fmt::format("the replayed state hash {} differs from the recorded {}", hex64(g->hash()),
                            hash->get<std::string>());
    return out;
  }
  out.game = std::move(g);
  return out;
}

}  // namespace bohemia
