// Victory (VV165 §11.4): control of locations, step losses, demoralised
// formations, evacuation, prisoners at the end of the game, victory levels.
#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "gbn3/rules.h"
#include "gbn3/special/special_rule.h"

namespace bohemia {

namespace {

// Campaigns (9.5.13): an Aide de Camp still to be placed when day 1 ends (his
// commander taken prisoner at its end) is placed at the start of day 2's
// first turn, like an Aide de Camp returning "on the following turn".
void keep_aides_for_next_day(State& s) {
  for (const Task& t : s.tasks)
    if (t.kind == TaskKind::PlaceAide) {
      CommanderState& c = s.commanders[static_cast<std::size_t>(t.piece.index())];
      c.replace_next_turn = true;
      c.ooc = false;
    }
}

}  // namespace

// A continuous line of hexes to the friendly edge avoiding enemy units and
// enemy ZoC hexes that hold no friendly unit (§11.4.1).
bool Rules::line_to_edge(const Game& g, Side s, HexId from, const std::vector<std::uint8_t>& enemy_zoc,
                         int unit) {
  const Map& m = map(g);
  const std::vector<HexId>& edge = retreat_edge(g, s, unit);
  Occupancy occ;
  occ.build(g);
  std::int8_t mine = static_cast<std::int8_t>(side_index(s));
  auto passable = [&](HexId h) {
    std::int8_t o = occ.side[static_cast<std::size_t>(h)];
    if (o >= 0 && o != mine) return false;
    if (enemy_zoc[static_cast<std::size_t>(h)] && o != mine) return false;
    return true;
  };
  std::vector<std::uint8_t> seen(static_cast<std::size_t>(m.size()), 0);
  std::vector<HexId> stack{from};
  seen[static_cast<std::size_t>(from)] = 1;
  while (!stack.empty()) {
    HexId h = stack.back();
    stack.pop_back();
    if (std::find(edge.begin(), edge.end(), h) != edge.end()) return true;
    for (int k = 0; k < kDirections; ++k) {
      Direction dir = direction_from_int(k);
      HexId n = m.neighbour(h, dir);
      if (n == kNoHex || seen[static_cast<std::size_t>(n)]) continue;
      std::uint16_t side = hexside(g, h, dir);
      if ((side & kRiver) && !(side & kCrossing)) continue;
      if (!passable(n)) continue;
      seen[static_cast<std::size_t>(n)] = 1;
      stack.push_back(n);
    }
  }
  return false;
}

bool Rules::controls(const Game& g, Side s, const VictoryLocation& l) {
  std::vector<std::uint8_t> ez;
  return controls(g, s, l, ez);
}

bool Rules::controls(const Game& g, Side s, const VictoryLocation& l, std::vector<std::uint8_t>& ez) {
  // The cheap conditions first: the enemy's ZoC is built only for a place
  // this side was the last to occupy (scoring asks for every place and side).
  std::int8_t mine = static_cast<std::int8_t>(side_index(s));
  for (HexId h : l.hexes)
    if (g.s_.last_occupant[static_cast<std::size_t>(h)] != mine) return false;
  for (HexId h : l.void_if_enemy_in)
    if (has_enemy(g, h, s)) return false;  // VV165 §11.4.1 note on 0607/0707
  if (ez.empty()) ez = zoc(g, other(s));
  for (HexId h : l.hexes)
    if (ez[static_cast<std::size_t>(h)] && !has_friend(g, h, s)) return false;
  return line_to_edge(g, s, l.hexes.front(), ez);
}

// §11.4 of each scenario: locations, enemy step losses, demoralised enemy
// formations, then what the special rules add (exits, timed objectives ...),
// each item on a line of the sheet.
ScoreSheet Rules::score(const Game& g) {
  const Scenario& sc = *g.sc_;
  ScoreSheet sheet;
  std::array<std::vector<std::uint8_t>, kSides> enemy_zoc;  // built when first needed, once
  for (const VictoryLocation& l : sc.locations)
    for (Side s : {Side::Prussia, Side::Austria})
      if (controls(g, s, l, enemy_zoc[static_cast<std::size_t>(side_index(s))]))
        sheet.add(s, l.vp, sc.scenario_section("4.1"), "controls " + l.place);
  std::array<int, kSides> losses{};
  // Campaigns: day 2 scores its own losses only (day 1's scored on day 1).
  const std::vector<std::uint8_t>& day_base = g.s_.day_start_losses;
  for (int u = 0; u < nunits(g); ++u) {
    int base = !day_base.empty()          ? day_base[static_cast<std::size_t>(u)]
               : sc.score_starting_losses ? 0
                                          : sc.start_losses[static_cast<std::size_t>(u)];
    int lost = us(g, u).losses - base;
    losses[static_cast<std::size_t>(side_index(def(g, u).side))] += std::max(lost, 0);
  }
  for (Side s : {Side::Prussia, Side::Austria}) {
    // 1 VP for every N enemy step losses, complete groups only.
    const int lost = losses[static_cast<std::size_t>(side_index(other(s)))];
    if (lost > 0)
      sheet.add(s, lost / sc.loss_vp_every, sc.scenario_section("4.1"),
                fmt::format("{} enemy step losses (1 VP for every {})", lost, sc.loss_vp_every));
  }
  const std::vector<bool>& was = g.s_.day_start_demoralised;  // campaigns: demoralised on an earlier day
  for (int f = 0; f < static_cast<int>(sc.formations.size()); ++f)
    if (g.s_.demoralised[static_cast<std::size_t>(f)] && !(!was.empty() && was[static_cast<std::size_t>(f)]))
      sheet.add(other(fdef(g, f).side), fdef(g, f).vp, "10.2", fdef(g, f).name + " is demoralised");
  for (const SpecialRule* r : sc.special.with(Hook::Score)) r->score(g, sheet);
  return sheet;
}

void Rules::log_score(Game& g, const ScoreSheet& sheet) {
  for (const ScoreLine& l : sheet.lines)
    g.log(l.section, fmt::format("{}: {} {} VP", l.side == Side::Prussia ? "Prussia" : "Austria", l.text,
                                 l.vp >= 0 ? fmt::format("+{}", l.vp) : std::to_string(l.vp)));
}

void Rules::finish_game(Game& g) {
  State& s = g.s_;
  const Scenario& sc = *g.sc_;
  // §11.4.1: units that cannot trace a line to their edge are taken prisoner.
  // Both sides are judged on the position at the end of the game, before
  // any prisoner is removed.
  const std::string prisoners = sc.scenario_section("4.1");
  const bool take_prisoners = !sc.next_day || sc.campaign->prisoners_at_end_of_day;
  std::vector<int> trapped;
  for (Side side : {Side::Prussia, Side::Austria}) {
    if (!take_prisoners) break;
    std::vector<std::uint8_t> ez = zoc(g, other(side));
    for (int u = 0; u < nunits(g); ++u)
      if (on_map(g, u) && def(g, u).side == side && !line_to_edge(g, side, us(g, u).hex, ez, u))
        trapped.push_back(u);
  }
  for (int u : trapped) {
    g.log(prisoners,
          fmt::format("{} cannot reach its line of retreat and is taken prisoner", g.unit_label(u)));
    us(g, u).prisoner = true;
    eliminate_unit(g, u, prisoners.c_str());
  }
  if (sc.next_day) keep_aides_for_next_day(s);
  s.tasks.clear();  // the game is over: an Aide de Camp of a captured commander is not placed (9.5.13)
  ScoreSheet sheet = score(g);
  log_score(g, sheet);
  static const char* kLevels[] = {"tied game", "minor victory", "major victory"};
  auto result = [&](std::array<int, kSides> vp, int major, int minor) {
    DayResult r;
    r.vp = vp;
    int p = vp[0], a = vp[1];
    int diff = p > a ? p - a : a - p;
    r.winner = static_cast<std::int8_t>(p == a ? -1 : (p > a ? 0 : 1));
    r.level = static_cast<std::int8_t>(diff >= major ? 2 : diff >= minor ? 1 : 0);
    if (r.level == 0) r.winner = -1;
    return r;
  };
  // The level explained: "the lower score is subtracted from the higher" and
  // the difference read against the scenario's (or campaign's) levels.
  auto said = [&](const DayResult& r, int major, int minor) {
    const int diff = r.vp[0] > r.vp[1] ? r.vp[0] - r.vp[1] : r.vp[1] - r.vp[0];
    return fmt::format(
        "Prussia {} VP, Austria {} VP; difference {} VP (major victory from {}, minor from {}): {}{}",
        r.vp[0], r.vp[1], diff, major, minor, r.winner < 0 ? "" : (r.winner == 0 ? "Prussian " : "Austrian "),
        kLevels[r.level]);
  };
  const DayResult today = result(sheet.vp, sc.major, sc.minor);
  if (sc.next_day) {  // a campaign's day 1: the days go on
    g.log(sc.scenario_section("4.2"),
          fmt::format("end of day {}: {}", s.day, said(today, sc.major, sc.minor)));
    end_day(g, today);
    return;
  }
  DayResult final = today;
  if (sc.campaign) {
    // §13 of each rulebook: the VP of both days are added and compared with
    // the campaign's levels (D-39).
    g.log(sc.scenario_section("4.2"),
          fmt::format("end of day {}: {}", s.day, said(today, sc.major, sc.minor)));
    std::array<int, kSides> total = sheet.vp;
    std::string days;
    for (std::size_t d = 0; d < s.days.size(); ++d) {
      for (std::size_t k = 0; k < total.size(); ++k) total[k] += s.days[d].vp[k];
      days += fmt::format("day {}: Prussia {}, Austria {}; ", d + 1, s.days[d].vp[0], s.days[d].vp[1]);
    }
    days += fmt::format("day {}: Prussia {}, Austria {}", s.day, sheet.vp[0], sheet.vp[1]);
    final = result(total, sc.campaign->major, sc.campaign->minor);
    g.log("13", fmt::format("end of the campaign, both days added ({}): {}", days,
                            said(final, sc.campaign->major, sc.campaign->minor)));
  } else {
    g.log(sc.scenario_section("4.2"), fmt::format("end of the game: {}", said(final, sc.major, sc.minor)));
  }
  s.vp = final.vp;
  s.winner = final.winner;
  s.level = final.level;
  s.phase = Phase::GameOver;
}

void Rules::end_day(Game& g, const DayResult& r) {
  State& s = g.s_;
  keep_aides_for_next_day(s);
  s.tasks.clear();
  s.days.push_back(r);
  s.phase = Phase::BetweenDays;
  g.log("13", fmt::format("day {} is over; between the days", s.day));
  RuleEffects fx(g);
  for (const SpecialRule* rule : g.sc_->special.with(Hook::BetweenDays)) {
    rule->between_days(fx);
    if (s.phase == Phase::GameOver) return;  // a rule ended the whole campaign (VV165 §13.1)
  }
  if (s.tasks.empty()) start_next_day(g);
}

// Day 2 of a campaign begins (§13): the pieces stay where day 1 left them on
// the same map; pieces day 1 never brought into play start as day 2's set-up
// says; day 2's set-up places the pieces that are not on the map; losses,
// eliminations and exits carry over. On another map (VV174 §13: Münchengrätz
// then Gitschin) every piece still in play, the units that left day 1's map
// included, is taken off and placed by day 2's set-up, with its losses and in
// the order day 2's set-up gives (its disorganisation). Demoralisation is
// judged against day 2's thresholds (a day's file may give a piece its own
// values), the carried losses counting; a formation demoralised on day 1
// stays so when the campaign says (CampaignInfo::demoralisation_carries).
void Rules::start_next_day(Game& g) {
  State& s = g.s_;
  const std::shared_ptr<const Scenario> next = g.sc_->next_day;
  const bool same_map = next->map->id == g.sc_->map->id;
  g.sc_ = next;
  g.reach_memo_.clear();
  g.dist_memo_.clear();
  ++s.day;
  const Scenario& sc = *next;
  // The campaign's rules keep their state; the day's own rules start afresh.
  s.rule_vars.resize(static_cast<std::size_t>(sc.special.state_size()));
  std::fill(s.rule_vars.begin() + sc.campaign_rule_slots, s.rule_vars.end(), 0);
  if (!same_map) {
    s.hexsides.clear();
    s.last_occupant.assign(static_cast<std::size_t>(sc.map->size()), -1);
    s.entered_at.assign(static_cast<std::size_t>(sc.map->size()), 0);
  }
  for (std::size_t u = 0; u < s.units.size(); ++u) {
    UnitState& x = s.units[u];
    const bool in_play = x.where != Where::Pending;
    if (!same_map && (x.where == Where::Map || x.where == Where::Exited)) {
      x.where = Where::Pending;
      x.hex = kNoHex;
    }
    if (!in_play) x.losses = static_cast<std::uint8_t>(sc.start_losses[u]);
    if (!in_play || !same_map) x.disorganised = sc.start_disorganised[u];
    const UnitState keep = x;
    x = UnitState{};
    x.hex = keep.hex;
    x.facing = keep.facing;
    x.where = keep.where;
    x.losses = keep.losses;
    x.disorganised = keep.disorganised;
    x.prisoner = keep.prisoner;
    x.attacked = keep.attacked;
  }
  for (CommanderState& c : s.commanders) {
    if (!same_map && c.where == Where::Map) {
      c.where = Where::Pending;
      c.hex = kNoHex;
    }
    c.ooc = c.failed = c.moved = c.arrived = false;
  }
  for (CincState& c : s.cincs) {
    if (!same_map && c.where == Where::Map) {
      c.where = Where::Pending;
      c.hex = kNoHex;
    }
    c.moved = false;
    c.direct_used = 0;
  }
  for (const Placement& p : sc.setup)
    for (const Piece r : p.pieces) switch (r.kind()) {
        case PieceKind::Unit:
          if (us(g, r.index()).where == Where::Pending) place_unit(g, r.index(), p.hex, p.facing);
          break;
        case PieceKind::Commander: {
          // On another map an Aide de Camp in play is placed as his commander would be.
          CommanderState& c = s.commanders[static_cast<std::size_t>(r.index())];
          if (c.where == Where::Pending && (!c.aide || (!same_map && !c.replace_next_turn)))
            c.where = Where::Map, c.hex = p.hex;
          break;
        }
        case PieceKind::Cinc: {
          CincState& c = s.cincs[static_cast<std::size_t>(r.index())];
          if (c.where == Where::Pending) c.where = Where::Map, c.hex = p.hex;
          break;
        }
      }
  s.combats.clear();
  s.work = CombatWork{};
  s.active_formation = -1;
  s.cup = 0;
  s.turn = sc.first_turn;
  g.log("13", fmt::format("day {} begins: {} ({}), {}", s.day, sc.scenario_name, sc.rules, turn_label(g)));
  for (const PendingRule& p : sc.special.pending())
    g.log("6", fmt::format("special rule {} ({}) is not implemented yet: the day is played without it",
                           p.name, p.section));
  // The campaign's rules (state().day is 2) and the day's own set up day 2;
  // what they change (carried losses) is part of what day 2 begins with.
  RuleEffects fx(g);
  for (const SpecialRule* r : sc.special.with(Hook::GameStart)) r->at_game_start(fx);
  for (int f = 0; f < static_cast<int>(sc.formations.size()); ++f) {
    const bool was = s.demoralised[static_cast<std::size_t>(f)];
    s.demoralised[static_cast<std::size_t>(f)] = false;
    if (!was) {
      check_demoralisation(g, f);
    } else {
      const FormationDef& fd = fdef(g, f);
      const bool by_losses = fd.demo > 0 && formation_losses(g, f) >= fd.demo;
      const bool carries = sc.campaign && sc.campaign->demoralisation_carries;
      s.demoralised[static_cast<std::size_t>(f)] = by_losses || carries;
      if (!by_losses && carries)
        g.log("13", fmt::format("{} was demoralised on day 1 and remains so ({} step losses, threshold {} on "
                                "day 2)",
                                fd.name, formation_losses(g, f), fd.demo));
    }
  }
  s.day_start_losses.resize(s.units.size());
  for (std::size_t u = 0; u < s.units.size(); ++u) s.day_start_losses[u] = s.units[u].losses;
  s.day_start_demoralised = s.demoralised;
  begin_turn(g);
}

}  // namespace bohemia
