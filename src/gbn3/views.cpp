#include "gbn3/views.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "gbn3/special/special_rule.h"

namespace bohemia {

namespace {

json hex_or_null(const Map& m, HexId h) { return h == kNoHex ? json(nullptr) : json(m.label(h)); }

std::string_view where_name(Where w) {
  switch (w) {
    case Where::Pending:
      return "pending";
    case Where::Map:
      return "map";
    case Where::Eliminated:
      return "eliminated";
    case Where::Exited:
      return "exited";
  }
  return "pending";
}

// A turn of the track: `sc` is the day's scenario (a campaign's days each
// have their own, Scenario::next_day).
json turn_json(const Scenario& sc, int turn) {
  return {{"hour", turn},
          {"day", sc.day},
          {"night", sc.is_night(turn)},
          {"label",
           sc.campaign ? fmt::format("day {}, {:02d}.00", sc.day, turn) : fmt::format("{:02d}.00", turn)}};
}

// The scenario of each day: one for a battle, two for a campaign.
std::vector<const Scenario*> days_of(const Scenario& sc) {
  std::vector<const Scenario*> out{&sc};
  while (out.back()->next_day) out.push_back(out.back()->next_day.get());
  return out;
}

// The map day `day` of the game begun with `root` is played on (a campaign's
// day 2 may be on another map: VV174 §13, Münchengrätz then Gitschin).
const Map& map_of_day(const Scenario& root, int day) {
  const Scenario* d = &root;
  for (int k = 1; k < day && d->next_day; ++k) d = d->next_day.get();
  return *d->map;
}

std::vector<std::string> hexside_features(std::uint16_t bits) {
  std::vector<std::string> f;
  const std::pair<std::uint16_t, const char*> names[] = {
      {kRoad, "road"},   {kPath, "path"},     {kRailway, "railway"},       {kStream, "stream"},
      {kRiver, "river"}, {kBridge, "bridge"}, {kEscarpment, "escarpment"}, {kRavine, "ravine"},
      {kFord, "ford"}};
  for (auto [b, n] : names)
    if (bits & b) f.emplace_back(n);
  return f;
}

// The CCRR labels named in a log line, in order.
std::vector<std::string> hexes_in(const Map& m, const std::string& text) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i + 4 <= text.size(); ++i) {
    bool before = i == 0 || !std::isalnum(static_cast<unsigned char>(text[i - 1]));
    bool after = i + 4 == text.size() || !std::isalnum(static_cast<unsigned char>(text[i + 4]));
    bool digits = true;
    for (std::size_t k = 0; k < 4; ++k)
      digits = digits && std::isdigit(static_cast<unsigned char>(text[i + k]));
    if (!before || !after || !digits) continue;
    std::string label = text.substr(i, 4);
    if (m.parse_label(label) != kNoHex && std::find(out.begin(), out.end(), label) == out.end())
      out.push_back(label);
  }
  return out;
}

// The step of the combat being resolved (CombatStep) and the rule section
// of the decision it asks for.
std::pair<std::string_view, std::string_view> combat_step_id(CombatStep st) {
  switch (st) {
    case CombatStep::Evade:
      return {"evade", "9.5.4"};
    case CombatStep::Support:
      return {"support", "9.5.6"};
    case CombatStep::Defend:
      return {"defend", "9.5.3"};
    case CombatStep::DefRoll:
      return {"defend_roll", "9.5.3"};
    case CombatStep::Volley:
      return {"volley", "9.5.1"};
    case CombatStep::VolleyRoll:
      return {"volley_roll", "9.5.1"};
    case CombatStep::Attack:
      return {"attack", "9.5.5"};
    case CombatStep::AttackRoll:
      return {"attack_roll", "9.5.5"};
    case CombatStep::Finish:
      return {"finish", "9.5.9"};
  }
  return {"finish", "9.5.9"};
}

// The assaults declared in this activation (9.5.1) and, while one is being
// resolved, who assaults whom and at which step: what a client needs to say
// what a combat decision is about (coordination 9.5.2, retreat before
// combat 9.5.4, support 9.5.6, fire 9.5.3).
void combats_json(const Game& g, json& j) {
  const State& s = g.state();
  const Scenario& sc = g.scenario();
  const Map& m = *sc.map;
  auto unit_id = [&](int u) { return sc.units[static_cast<std::size_t>(u)].id; };
  json list = json::array();
  for (const Combat& c : s.combats) {
    json att = json::array();
    for (int i = 0; i < c.n; ++i)
      att.push_back({{"piece", unit_id(c.attackers[static_cast<std::size_t>(i)])},
                     {"value", c.cv[static_cast<std::size_t>(i)]}});
    list.push_back({{"target", hex_or_null(m, c.target)},
                    {"attackers", att},
                    {"coordinated", c.coordinated},
                    {"asked", c.asked},
                    {"done", c.done}});
  }
  j["combats"] = list;
  const CombatWork& w = s.work;
  if (s.phase != Phase::Combat || w.index < 0 || static_cast<std::size_t>(w.index) >= s.combats.size()) {
    j["combat"] = nullptr;
    return;
  }
  const Combat& c = s.combats[static_cast<std::size_t>(w.index)];
  json att = json::array(), defs = json::array(), sup = json::array();
  for (int i = 0; i < c.n; ++i) att.push_back(unit_id(c.attackers[static_cast<std::size_t>(i)]));
  for (int i = 0; i < w.ndef; ++i) defs.push_back(unit_id(w.defenders[static_cast<std::size_t>(i)]));
  for (int i = 0; i < w.nsupport; ++i) sup.push_back(unit_id(w.supports[static_cast<std::size_t>(i)]));
  auto [step, section] = combat_step_id(w.step);
  j["combat"] = {
      {"index", w.index}, {"target", hex_or_null(m, c.target)}, {"attackers", att}, {"defenders", defs},
      {"supports", sup},  {"coordinated", c.coordinated},       {"step", step},     {"section", section}};
}

// The special rule that ended a day or the game early (a panic), by name
// and section; null when the turn track ran out.
json ended_by_json(const Scenario& sc, int index) {
  if (index < 0 || index >= sc.special.size()) return nullptr;
  const SpecialRule& r = sc.special.at(index);
  return {{"rule", r.name()}, {"section", r.log_section()}};
}

}  // namespace

std::string_view phase_id(Phase p) {
  switch (p) {
    case Phase::TurnStart:
      return "turn_start";
    case Phase::CincReaction:
      return "cinc_reaction";
    case Phase::CincMove:
      return "cinc_move";
    case Phase::InitiativeRoll:
      return "initiative_roll";
    case Phase::InitiativePick:
      return "initiative_pick";
    case Phase::Draw:
      return "draw";
    case Phase::ActivationTest:
      return "activation_test";
    case Phase::Command:
      return "command";
    case Phase::Barrage:
      return "barrage";
    case Phase::Movement:
      return "movement";
    case Phase::Declare:
      return "declare";
    case Phase::Coordinate:
      return "coordinate";
    case Phase::Select:
      return "select";
    case Phase::Combat:
      return "combat";
    case Phase::Rally:
      return "rally";
    case Phase::EndTurn:
      return "end_turn";
    case Phase::BetweenDays:
      return "between_days";
    case Phase::GameOver:
      return "game_over";
  }
  return "game_over";
}

std::string_view action_type_name(ActionType t) {
  switch (t) {
    case ActionType::Roll:
      return "roll";
    case ActionType::Draw:
      return "draw";
    case ActionType::CincMove:
      return "cinc_move";
    case ActionType::CincStay:
      return "cinc_stay";
    case ActionType::First:
      return "first";
    case ActionType::Direct:
      return "direct";
    case ActionType::Attach:
      return "attach";
    case ActionType::Ready:
      return "ready";
    case ActionType::Fire:
      return "fire";
    case ActionType::Hold:
      return "hold";
    case ActionType::Move:
      return "move";
    case ActionType::Exit:
      return "exit";
    case ActionType::EndMove:
      return "end_move";
    case ActionType::Assault:
      return "assault";
    case ActionType::EndAssaults:
      return "end_assaults";
    case ActionType::Coordinate:
      return "coordinate";
    case ActionType::Separate:
      return "separate";
    case ActionType::Resolve:
      return "resolve";
    case ActionType::Evade:
      return "evade";
    case ActionType::Stand:
      return "stand";
    case ActionType::Support:
      return "support";
    case ActionType::Volley:
      return "volley";
    case ActionType::Defend:
      return "defend";
    case ActionType::Attack:
      return "attack";
    case ActionType::Loss:
      return "loss";
    case ActionType::Retreat:
      return "retreat";
    case ActionType::Advance:
      return "advance";
    case ActionType::NoAdvance:
      return "no_advance";
    case ActionType::PlaceAide:
      return "aide";
    case ActionType::Special:  // a scenario rule's own decision (its notation is the rule's)
      return "special";
  }
  return "?";
}

json scenario_summary(const Scenario& sc) {
  json names = json::array(), pending = json::array();
  for (int i = 0; i < sc.special.size(); ++i) names.push_back(sc.special.at(i).name());
  for (const PendingRule& p : sc.special.pending()) {
    names.push_back(p.name);
    pending.push_back(p.name);
  }
  // A campaign is named as a whole (its days are in day_list): the engine's
  // name of day 1 ("…, day 1: The battle of …") would stay on day 2's screen.
  return {{"id", sc.id},
          {"system", kGbn3Id},
          {"name", sc.campaign ? sc.campaign->name : sc.name},
          {"edition", sc.edition.id},
          {"rules", sc.rules},
          {"first_turn", sc.first_turn},
          {"last_turn", sc.last_turn},
          {"days", sc.campaign ? 2 : 1},
          {"map", sc.map->id},
          {"special_rules", names},
          {"pending", pending}};
}

int days_in(const Scenario& sc) { return static_cast<int>(days_of(sc).size()); }

json scenario_detail(const Scenario& root, int day) {
  const std::vector<const Scenario*> days = days_of(root);
  // The pieces, the map and the lines of retreat are the day's own; the
  // track, the locations and the reinforcements hold every day's.
  const Scenario& sc = *days[static_cast<std::size_t>(std::clamp<int>(day, 1, days_in(root)) - 1)];
  const Map& m = *sc.map;
  json j = scenario_summary(root);
  j["day"] = sc.day;
  json turns = json::array(), day_list = json::array();
  for (const Scenario* d : days) {
    for (int t = d->first_turn; t <= d->last_turn; ++t) turns.push_back(turn_json(*d, t));
    day_list.push_back({{"day", d->day},
                        {"scenario", d->campaign ? d->scenario_id : d->id},
                        {"name", d->campaign ? d->scenario_name : d->name},
                        {"map", d->map->id},
                        {"first_turn", d->first_turn},
                        {"last_turn", d->last_turn}});
  }
  j["turns"] = turns;
  j["day_list"] = day_list;
  json sides = json::object();
  for (Side s : {Side::Prussia, Side::Austria}) {
    json edge = json::array();
    for (HexId h : sc.retreat_edge[static_cast<std::size_t>(side_index(s))]) edge.push_back(m.label(h));
    sides[std::string(side_name(s))] = {{"retreat_edge", edge}};
  }
  j["sides"] = sides;
  json hexes = json::array(), sidesj = json::array();
  std::array<json, 3> lines{json::array(), json::array(), json::array()};
  const std::uint16_t line_bits[3] = {kRoad, kPath, kRailway};
  for (HexId h = 0; h < m.size(); ++h) {
    hexes.push_back({{"hex", m.label(h)}, {"terrain", terrain_name(m.terrain(h))}, {"level", m.level(h)}});
    // Each hexside once: from the hex on its N, NE and SE side.
    for (Direction d : {Direction::N, Direction::NE, Direction::SE}) {
      HexId n = m.neighbour(h, d);
      std::uint16_t bits = m.side(h, d);
      if (!bits) continue;
      for (std::size_t k = 0; k < 3; ++k)
        if (n != kNoHex && (bits & line_bits[k])) lines[k].push_back({m.label(h), m.label(n)});
      std::uint16_t features = bits & static_cast<std::uint16_t>(~kLinear);
      if (features)
        sidesj.push_back({{"side", fmt::format("{}/{}", m.label(h), m.direction_name(d))},
                          {"features", hexside_features(features)}});
    }
  }
  json places = json::array();
  for (const Place& p : m.places()) {
    json hs = json::array();
    for (HexId h : p.hexes) hs.push_back(m.label(h));
    places.push_back({{"name", p.name}, {"hexes", hs}});
  }
  // The grid's layout (core/grid_layout.h): how a client lays the labels out.
  json grid = {{"orientation", m.layout().orientation_name()}, {"offset", m.layout().offset_name()}};
  j["map"] = {{"id", m.id},           {"name", m.name},     {"columns", m.columns()}, {"rows", m.rows()},
              {"grid", grid},         {"hexes", hexes},     {"roads", lines[0]},      {"paths", lines[1]},
              {"railways", lines[2]}, {"hexsides", sidesj}, {"places", places}};
  json cincs = json::array();
  for (const CincDef& c : sc.cincs)
    cincs.push_back({{"id", c.id},
                     {"name", c.name},
                     {"side", side_name(c.side)},
                     {"reaction", c.reaction},
                     {"initiative", c.initiative},
                     {"movement", c.movement}});
  j["cincs"] = cincs;
  json forms = json::array();
  for (const FormationDef& f : sc.formations)
    forms.push_back(
        {{"id", f.id},
         {"name", f.name},
         {"side", side_name(f.side)},
         {"commander", f.commander},
         {"cinc", f.cinc >= 0 ? json(sc.cincs[static_cast<std::size_t>(f.cinc)].id) : json(nullptr)},
         {"independent", f.independent},
         {"command", f.command},
         {"bonus", f.bonus},
         {"movement", f.movement},
         {"aide_command", f.aide_command},
         {"aide_bonus", f.aide_bonus},
         {"steps", f.steps},
         {"demo", f.demo},
         {"vp", f.vp}});
  j["formations"] = forms;
  json units = json::array();
  for (const UnitDef& u : sc.units)
    units.push_back({{"id", u.id},
                     {"name", u.name},
                     {"side", side_name(u.side)},
                     {"formation", sc.formations[static_cast<std::size_t>(u.formation)].id},
                     {"kind", kind_name(u.kind)},
                     {"heavy", u.heavy},
                     {"guard", u.guard},
                     {"combat", u.combat},
                     {"morale", u.morale},
                     {"movement", u.movement},
                     {"range", u.range}});
  j["units"] = units;
  json locs = json::array();
  for (const Scenario* d : days)
    for (const VictoryLocation& l : d->locations) {
      json hs = json::array();
      for (HexId h : l.hexes) hs.push_back(d->map->label(h));
      locs.push_back({{"place", l.place}, {"hexes", hs}, {"vp", l.vp}, {"day", d->day}});
    }
  j["locations"] = locs;
  auto piece_id = [&](Piece p) -> std::string {
    if (p.is_unit()) return sc.units[static_cast<std::size_t>(p.index())].id;
    if (p.is_commander()) return sc.formations[static_cast<std::size_t>(p.index())].id;
    if (p.is_cinc()) return sc.cincs[static_cast<std::size_t>(p.index())].id;
    return "";
  };
  json reinf = json::array();
  for (const Scenario* d : days)
    for (const Reinforcement& r : d->reinforcements) {
      json ps = json::array();
      for (Piece p : r.pieces) ps.push_back(piece_id(p));
      reinf.push_back({{"turn", r.turn}, {"day", d->day}, {"hex", d->map->label(r.hex)}, {"pieces", ps}});
    }
  j["reinforcements"] = reinf;
  return j;
}

json action_fields(const Game& g, const Action& a) {
  const Map& m = *g.scenario().map;
  json j = {{"notation", g.notation(a)}, {"type", action_type_name(a.type)}};
  if (a.piece.is_ok()) j["piece"] = g.piece_name(a.piece);
  if (a.target.is_ok()) j["target"] = g.piece_name(a.target);
  if (a.hex != kNoHex) j["hex"] = m.label(a.hex);
  if (a.facing >= 0) j["facing"] = direction_name(direction_from_int(a.facing));
  // (A special action's `formation` is its rule's index, not a formation.)
  if (a.formation >= 0 && a.type != ActionType::Special)
    j["formation"] = g.scenario().formations[static_cast<std::size_t>(a.formation)].id;
  switch (a.type) {
    case ActionType::Roll:
      j["value"] = a.value;
      break;
    case ActionType::Assault: {
      json t = json::array();
      for (int i = 0; i < a.nshares; ++i)
        t.push_back({{"hex", m.label(a.hexes[static_cast<std::size_t>(i)])},
                     {"value", a.shares[static_cast<std::size_t>(i)]}});
      j["targets"] = t;
      break;
    }
    case ActionType::Defend: {
      json s = json::array();
      for (int i = 0; i < a.nshares; ++i) s.push_back(a.shares[static_cast<std::size_t>(i)]);
      j["shares"] = s;
      j["bonus"] = a.value != 0;
      break;
    }
    case ActionType::Attack:
    case ActionType::Volley:
      j["bonus"] = a.value != 0;
      break;
    case ActionType::Advance:
      j["with_commander"] = a.value != 0;
      break;
    case ActionType::Special:
      // A scenario rule's own decision: the rule that offers it and where
      // it is printed; its meaning is in its notation (docs/special-rules.md).
      if (a.formation >= 0 && a.formation < g.scenario().special.size()) {
        const SpecialRule& r = g.scenario().special.at(a.formation);
        j["rule"] = r.name();
        j["section"] = r.log_section();
      }
      break;
    default:
      break;
  }
  return j;
}

json game_view(const Gbn3State& st) {
  const Game& g = st.game();
  const Scenario& sc = g.scenario();
  const Map& m = *sc.map;
  const State& s = g.state();
  const std::size_t count = g.history().size();
  json j;
  j["system"] = kGbn3Id;
  j["scenario"] = sc.id;
  j["actions"] = count;
  j["over"] = g.over();
  j["turn"] = turn_json(sc, s.turn);
  j["map"] = m.id;                // the day's map (a campaign's day 2 may be on another)
  json finished = json::array();  // campaigns: the days already scored (§13)
  static constexpr const char* kLevels[] = {"tied", "minor", "major"};
  for (std::size_t d = 0; d < s.days.size(); ++d) {
    const DayResult& r = s.days[d];
    finished.push_back(
        {{"day", d + 1},
         {"winner", r.winner >= 0 ? json(side_name(static_cast<Side>(r.winner))) : json(nullptr)},
         {"level", kLevels[std::clamp<int>(r.level, 0, 2)]},
         {"vp", {{"prussia", r.vp[0]}, {"austria", r.vp[1]}}},
         {"ended_by", ended_by_json(*g.scenario_ptr(), r.ended_by)}});
  }
  j["days"] = finished;
  j["phase"] = phase_id(s.phase);
  j["section"] = phase_section(s.phase);
  j["describe"] = g.describe_turn();
  Actor who = g.actor();
  json actor = {{"kind", who.kind == ActorKind::Decision ? "decision"
                         : who.kind == ActorKind::Chance ? "chance"
                                                         : "terminal"}};
  actor["side"] = who.kind == ActorKind::Decision ? json(side_name(who.side)) : json(nullptr);
  j["actor"] = actor;
  j["active_formation"] = s.active_formation >= 0
                              ? json(sc.formations[static_cast<std::size_t>(s.active_formation)].id)
                              : json(nullptr);

  json pieces = json::array();
  for (std::size_t u = 0; u < s.units.size(); ++u) {
    const UnitState& x = s.units[u];
    const UnitDef& d = sc.units[u];
    json markers = json::array();
    if (x.moved) markers.push_back("moved");
    if (x.fired) markers.push_back("fired");
    if (x.declared) markers.push_back("declared");
    if (x.direct) markers.push_back("direct");
    if (x.active && !x.in_command) markers.push_back("ooc");
    if (s.demoralised[static_cast<std::size_t>(d.formation)] &&
        !sc.formations[static_cast<std::size_t>(d.formation)].independent)
      markers.push_back("demoralised");
    if (x.prisoner) markers.push_back("prisoner");
    bool placed = x.where == Where::Map;
    pieces.push_back({{"id", d.id},
                      {"kind", "unit"},
                      {"side", side_name(d.side)},
                      {"where", where_name(x.where)},
                      {"hex", placed ? hex_or_null(m, x.hex) : json(nullptr)},
                      {"facing", placed ? json(direction_name(x.facing)) : json(nullptr)},
                      {"disorganised", x.disorganised},
                      {"losses", x.losses},
                      {"markers", markers}});
  }
  for (std::size_t f = 0; f < s.commanders.size() && f < sc.formations.size(); ++f) {
    const FormationDef& fd = sc.formations[f];
    if (fd.independent) continue;
    const CommanderState& c = s.commanders[f];
    json markers = json::array();
    if (c.ooc) markers.push_back("ooc");
    if (c.aide) markers.push_back("aide");
    if (c.moved) markers.push_back("moved");
    if (c.failed) markers.push_back("failed");
    if (s.demoralised[f]) markers.push_back("demoralised");
    bool placed = c.where == Where::Map;
    pieces.push_back({{"id", fd.id},
                      {"kind", "commander"},
                      {"name", fd.commander},
                      {"side", side_name(fd.side)},
                      {"where", where_name(c.where)},
                      {"hex", placed ? hex_or_null(m, c.hex) : json(nullptr)},
                      {"facing", nullptr},
                      {"disorganised", false},
                      {"losses", 0},
                      {"markers", markers}});
  }
  for (std::size_t c = 0; c < s.cincs.size(); ++c) {
    const CincState& x = s.cincs[c];
    json markers = json::array();
    if (x.moved) markers.push_back("moved");
    bool placed = x.where == Where::Map;
    pieces.push_back({{"id", sc.cincs[c].id},
                      {"kind", "cinc"},
                      {"name", sc.cincs[c].name},
                      {"side", side_name(sc.cincs[c].side)},
                      {"where", where_name(x.where)},
                      {"hex", placed ? hex_or_null(m, x.hex) : json(nullptr)},
                      {"facing", nullptr},
                      {"disorganised", false},
                      {"losses", 0},
                      {"markers", markers}});
  }
  j["pieces"] = pieces;
  // Hexsides a special rule changed (a bridge destroyed, a ford found, a
  // pontoon laid): what they are now, and how they differ from the map.
  json changed = json::array();
  for (const HexsideState& hs : s.hexsides) {
    Direction d = direction_from_int(hs.dir);
    std::uint16_t was = m.side(hs.hex, d);
    std::string_view state = (was & kBridge) && !(hs.bits & kBridge)   ? "destroyed"
                             : (hs.bits & kFord) && !(was & kFord)     ? "ford"
                             : (hs.bits & kBridge) && !(was & kBridge) ? "pontoon"
                                                                       : "changed";
    changed.push_back({{"side", fmt::format("{}/{}", m.label(hs.hex), m.direction_name(d))},
                       {"state", state},
                       {"features", hexside_features(hs.bits & static_cast<std::uint16_t>(~kLinear))}});
  }
  j["hexsides"] = changed;

  // The cup (§9): markers still in it, and those drawn since the turn began.
  json left = json::array(), drawn = json::array();
  for (std::size_t f = 0; f < sc.formations.size(); ++f)
    if (s.cup & (1u << f)) left.push_back(sc.formations[f].id);
  const std::vector<Action>& h = g.history();
  const std::vector<ActionMeta>& meta = st.meta();
  for (std::size_t i = std::min(count, meta.size());
       i-- > 0 && meta[i].turn == s.turn && meta[i].day == s.day;)
    if (h[i].type == ActionType::Draw)
      drawn.insert(drawn.begin(), sc.formations[static_cast<std::size_t>(h[i].formation)].id);
  j["cup"] = {{"left", left}, {"drawn", drawn}};
  std::array<int, kSides> vp = g.current_vp();
  j["vp"] = {{"prussia", vp[0]}, {"austria", vp[1]}};

  // The last decisions of the side that decided before the current actor.
  json last = json::array();
  int current = who.kind == ActorKind::Decision ? side_index(who.side) : -1;
  int shown = -1;
  constexpr std::size_t kLastMax = 24;
  for (std::size_t i = std::min(count, meta.size()); i-- > 0 && last.size() < kLastMax;) {
    // A new day starts with no arrows: day 1's moves are no news on day 2's
    // map, which may be another (§13).
    if (meta[i].day != s.day) break;
    int side = meta[i].side;
    if (side < 0) continue;
    if (shown < 0) {
      if (side == current) continue;
      shown = side;
    } else if (side != shown) {
      break;
    }
    // (One object: a bare brace list would insert its pairs one by one.)
    // Its hexes are on the map of the day it was played (§13).
    const Map& on = map_of_day(*g.scenario_ptr(), meta[i].day);
    last.insert(last.begin(), json{{"index", i},
                                   {"side", side_name(static_cast<Side>(side))},
                                   {"notation", meta[i].notation},
                                   {"from", hex_or_null(on, meta[i].from)},
                                   {"to", hex_or_null(on, meta[i].to)}});
  }
  j["last"] = last;
  // Who may take back the last action now (POST /undo): the side that
  // decided it, while no die, no draw and no other decision came after.
  j["undo"] = !g.over() && count > 0 && count == meta.size() && meta[count - 1].side >= 0
                  ? json(side_name(static_cast<Side>(meta[count - 1].side)))
                  : json(nullptr);
  combats_json(g, j);
  if (g.over()) {
    j["result"] = {{"winner", s.winner >= 0 ? json(side_name(static_cast<Side>(s.winner))) : json(nullptr)},
                   {"level", kLevels[std::clamp<int>(s.level, 0, 2)]},
                   {"vp", {{"prussia", s.vp[0]}, {"austria", s.vp[1]}}},
                   {"ended_by", ended_by_json(sc, s.ended_by)}};
  } else {
    j["result"] = nullptr;
  }
  return j;
}

json log_entries(const Gbn3State& st, std::size_t from) {
  const Game& g = st.game();
  json out = json::array();
  const std::vector<Event>& log = g.log();
  for (std::size_t i = from; i < log.size(); ++i) {
    LogMeta when = i < st.log_meta().size() ? st.log_meta()[i]
                                            : LogMeta{g.state().day, g.state().turn, g.state().phase,
                                                      static_cast<long>(g.history().size()) - 1};
    out.push_back({{"index", i},
                   {"action", when.action >= 0 ? json(when.action) : json(nullptr)},
                   {"hour", when.turn},
                   {"day", when.day},
                   {"phase", phase_id(when.phase)},
                   {"section", log[i].section},
                   {"text", log[i].text},
                   {"hexes", hexes_in(map_of_day(*g.scenario_ptr(), log[i].day), log[i].text)}});
  }
  return out;
}

json history_entries(const Gbn3State& st, std::size_t from) {
  const Game& g = st.game();
  json out = json::array();
  const std::vector<Action>& h = g.history();
  for (std::size_t i = from; i < h.size(); ++i) {
    int side = i < st.meta().size() ? st.meta()[i].side : -1;
    out.push_back({{"index", i},
                   {"side", side >= 0 ? json(side_name(static_cast<Side>(side))) : json(nullptr)},
                   {"chance", h[i].is_chance()},
                   {"notation", i < st.meta().size() ? st.meta()[i].notation : g.notation(h[i])}});
  }
  return out;
}

}  // namespace bohemia
