#include "cli/mini_cmd.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <random>
#include <sstream>

#include "mini/json_io.h"
#include "mini/referee.h"
#include "mini/report.h"
#include "mini/spec.h"

namespace bohemia {

namespace {

using namespace bohemia::mini;

constexpr int kRefused = 1;   // the rules refuse the request
constexpr int kBadInput = 2;  // a file or a flag is wrong

// Every flag of every verb (each verb reads the ones it knows).
struct Options {
  std::string roster, input, dice;
  std::optional<std::uint64_t> seed;
  bool json = false, odds = false;
  std::vector<std::string> readings;
  std::string charger, target, unit, routers, react = "default";
  bool opportunity = false, short_charge = false, pursuit_charge = false, commander = false;
  int hits = 0;
  std::vector<std::string> near, through, set;
};

// Dice typed at the terminal, one prompt per die.
class AskMiniDice : public Dice {
 public:
  std::optional<int> d6(const std::string& what, std::string* error) override {
    for (;;) {
      fmt::print("roll a d6 for {} > ", what);
      std::fflush(stdout);
      std::string line;
      if (!std::getline(std::cin, line)) {
        *error = "no more input while waiting for a die";
        return std::nullopt;
      }
      line.erase(0, line.find_first_not_of(" \t"));
      while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) line.pop_back();
      if (line.size() == 1 && line[0] >= '1' && line[0] <= '6') return line[0] - '0';
      fmt::print("'{}' is not a d6: type 1 to 6\n", line);
    }
  }
};

struct Failure {
  int code;
  std::string message;
};

[[noreturn]] void fail(int code, const std::string& message) { throw Failure{code, message}; }

std::string read_file(const std::string& path) {
  std::ifstream f(path);
  if (!f) fail(kBadInput, fmt::format("cannot read {}", path));
  std::stringstream buf;
  buf << f.rdbuf();
  return buf.str();
}

void write_roster(const Roster& r, const std::string& path) {
  std::string tmp = path + ".tmp";
  {
    std::ofstream f(tmp);
    f << to_text(to_json(r), 1) << "\n";
    if (!f.good()) fail(kBadInput, fmt::format("cannot write {}", tmp));
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) fail(kBadInput, fmt::format("cannot replace {}", path));
}

Roster load_roster(const std::string& path, bool must_exist) {
  if (!std::filesystem::exists(path)) {
    if (must_exist) fail(kBadInput, fmt::format("no roster file {}", path));
    return {};
  }
  auto j = parse_json_text(read_file(path), path);
  if (!j) fail(kBadInput, j.error);
  auto r = roster_from_json(*j);
  if (!r) fail(kBadInput, fmt::format("{}: {}", path, r.error));
  return *r;
}

std::vector<int> parse_dice(const std::string& text) {
  std::vector<int> dice;
  std::stringstream in(text);
  std::string item;
  while (std::getline(in, item, ',')) {
    if (item.size() != 1 || item[0] < '1' || item[0] > '6')
      fail(kBadInput, fmt::format("--dice: '{}' is not a d6 (1 to 6); give them as 3,5", item));
    dice.push_back(item[0] - '0');
  }
  if (dice.empty()) fail(kBadInput, "--dice: give the dice as 3,5 or 'ask'");
  return dice;
}

// A unit flag: its id, with the unit added to the request's set when the
// flag gives fields.
std::string unit_flag(const std::string& flag, const std::string& spec, const Roster& r, Request& q) {
  if (spec.empty()) return "";
  auto u = unit_from_spec(spec, r);
  if (!u) fail(kBadInput, fmt::format("--{} {}", flag, u.error));
  if (spec.find(':') != std::string::npos) {
    std::erase_if(q.set, [&](const Unit& x) { return x.id == u->id; });
    q.set.push_back(*u);
  }
  return u->id;
}

Request request_from_flags(Verb verb, const Options& o, const Roster& r) {
  if (verb == Verb::Charge && (o.charger.empty() || o.target.empty()))
    fail(kBadInput, "charge needs --charger and --target (or --input FILE)");
  if (verb != Verb::Charge && verb != Verb::EndOfMove && verb != Verb::Set && o.unit.empty())
    fail(kBadInput, fmt::format("{} needs --unit (or --input FILE)", name(verb)));
  Request q;
  q.verb = verb;
  for (const std::string& s : o.set) unit_flag("set", s, r, q);
  Roster with = r;  // later flags may name units earlier ones defined
  auto id = [&](const char* flag, const std::string& spec) {
    std::string out = unit_flag(flag, spec, with, q);
    apply_set(with, q.set);
    return out;
  };
  apply_set(with, q.set);
  q.unit = id(verb == Verb::Charge ? "charger" : "unit", verb == Verb::Charge ? o.charger : o.unit);
  q.target = id(verb == Verb::Pursuit ? "routers" : "target", verb == Verb::Pursuit ? o.routers : o.target);
  q.opportunity = o.opportunity;
  q.long_charge = !o.short_charge;
  q.pursuit_charge = o.pursuit_charge;
  auto react = parse_reaction(o.react);
  if (!react)
    fail(kBadInput, fmt::format("--react: '{}' is not default, counter, evade, square or stand", o.react));
  q.react = *react;
  q.hits = o.hits;
  q.commander = o.commander;
  for (const std::string& n : o.near) q.near.push_back({id("near", n), false});
  for (const std::string& t : o.through) {
    auto u = unit_from_spec(t, with);
    if (!u) fail(kBadInput, fmt::format("--through {}", u.error));
    bool found = false;
    for (Near& n : q.near)
      if (n.unit == u->id) found = n.through = true;
    if (!found) fail(kBadInput, fmt::format("--through {}: name it with --near too", t));
  }
  return q;
}

Readings apply_reading_flags(Readings rd, const std::vector<std::string>& flags) {
  for (const std::string& f : flags) {
    auto eq = f.find('=');
    if (eq == std::string::npos) fail(kBadInput, fmt::format("--reading '{}': give key=value", f));
    if (auto e = set_reading(rd, f.substr(0, eq), f.substr(eq + 1))) fail(kBadInput, "--reading " + *e);
  }
  return rd;
}

int run_verb(Verb verb, const Options& o) {
  Roster roster;
  Request q;
  std::optional<std::vector<int>> file_dice;
  std::optional<std::uint64_t> seed = o.seed;
  if (!o.roster.empty()) roster = load_roster(o.roster, false);
  if (!o.input.empty()) {
    auto j = parse_json_text(read_file(o.input), o.input);
    if (!j) fail(kBadInput, j.error);
    if (j->is_object() && j->contains("verb")) *j = json{{"request", *j}};
    auto call = call_from_json(*j);
    if (!call) fail(kBadInput, fmt::format("{}: {}", o.input, call.error));
    if (call->request.verb != verb)
      fail(kBadInput, fmt::format("{}: the request is a '{}', not a '{}'", o.input, name(call->request.verb),
                                  name(verb)));
    if (call->has_roster && o.roster.empty()) roster = call->roster;
    q = call->request;
    file_dice = call->dice;
    if (!seed) seed = call->seed;
  } else {
    q = request_from_flags(verb, o, roster);
  }
  roster.readings = apply_reading_flags(roster.readings, o.readings);
  auto ev = evaluate(roster, q);
  if (!ev) fail(kRefused, ev.error);
  if (!o.json) fmt::print("{}", render(*ev, roster));
  if (o.odds) {
    if (o.json) fmt::print("{}\n", to_text(json{{"evaluation", to_json(*ev)}}));
    return 0;
  }
  std::unique_ptr<Dice> dice;
  GivenDice* given = nullptr;
  if (o.dice == "ask") {
    dice = std::make_unique<AskMiniDice>();
  } else if (!o.dice.empty() || file_dice) {
    auto g = std::make_unique<GivenDice>(o.dice.empty() ? *file_dice : parse_dice(o.dice));
    given = g.get();
    dice = std::move(g);
  } else {
    if (!seed) seed = std::random_device{}();
    if (!o.json && verb != Verb::EndOfMove && verb != Verb::Set)
      fmt::print("dice from the generator, seed {} (--seed {} replays them)\n", *seed, *seed);
    dice = std::make_unique<SeededDice>(*seed);
  }
  auto res = play(roster, q, *dice);
  if (!res) fail(kRefused, res.error);
  if (given && given->used() < given->size())
    fmt::print(stderr, "bohemia mini: {} of the {} dice given were not needed\n",
               given->size() - given->used(), given->size());
  if (!o.roster.empty()) write_roster(roster, o.roster);
  if (o.json) {
    json units = json::array(), queue = json::array();
    for (const Unit& u : roster.units) units.push_back(to_json(u));
    for (const Step& s : roster.queue) queue.push_back(to_json(s));
    json out = {{"evaluation", to_json(*ev)},
                {"resolution", to_json(*res)},
                {"units", units},
                {"queue", queue},
                {"move", roster.move}};
    fmt::print("{}\n", to_text(out));
  } else {
    fmt::print("{}pending:\n{}", render(*res), render_queue(roster));
  }
  return 0;
}

int run_info(const std::string& what, const Options& o) {
  if (what == "readings") {
    Roster r = o.roster.empty() ? Roster{} : load_roster(o.roster, true);
    Readings rd = apply_reading_flags(r.readings, o.readings);
    if (o.json) {
      fmt::print("{}\n", to_text(readings_info(rd)));
      return 0;
    }
    for (const ReadingInfo& i : describe(rd))
      fmt::print("{:<16} {:<8} rule {:<7} {} (default {})\n", i.key, i.value, i.rule, i.question,
                 i.default_value);
    return 0;
  }
  if (o.roster.empty()) fail(kBadInput, fmt::format("'{}' needs --roster FILE", what));
  Roster r = load_roster(o.roster, true);
  if (what == "undo") {
    std::string label;
    if (!undo(r, &label)) fail(kRefused, fmt::format("{}: nothing to undo", o.roster));
    write_roster(r, o.roster);
    fmt::print("undone: {}\npending:\n{}", label, render_queue(r));
    return 0;
  }
  if (o.json) {
    json j = to_json(r);
    j.erase("undo");
    fmt::print("{}\n", to_text(j));
  } else if (what == "log") {
    fmt::print("{}", render_log(r));
  } else {
    fmt::print("{}pending:\n{}", render_units(r), render_queue(r));
  }
  return 0;
}

void common(CLI::App* c, Options& o, bool rolls) {
  c->add_option("--roster", o.roster, "the evening's roster file (JSON): read, then updated");
  c->add_flag("--json", o.json, "JSON for programs");
  c->add_option("--reading", o.readings, "a reading switch, key=value (see 'bohemia mini readings')");
  if (!rolls) return;
  c->add_option("--input", o.input, "the request (or {request, roster, dice, seed}) as a JSON file");
  c->add_option("--seed", o.seed, "seed of the generator's dice");
  c->add_option("--dice", o.dice, "the players' dice in order (3,5) or 'ask'");
  c->add_flag("--odds", o.odds, "show the odds only; roll nothing");
  c->add_option("--set", o.set, "add or change a unit first: id:key=value,...");
}

void finish(int code) { throw CLI::RuntimeError(code); }

void guarded(const std::function<int()>& f) {
  int code = 0;
  try {
    code = f();
  } catch (const Failure& e) {
    fmt::print(stderr, "bohemia mini: {}\n", e.message);
    code = e.code;
  }
  finish(code);
}

}  // namespace

void add_mini_command(CLI::App& app) {
  auto o = std::make_shared<Options>();
  CLI::App* mini = app.add_subcommand("mini",
                                      "referee for the miniatures rules 14-18: charges, morale, routs, "
                                      "pursuit, rallies, with exact odds (docs/mini/)");
  mini->require_subcommand(1);
  const char* unit_help = "a roster id, or id:key=value,... (fields: docs/mini/README.md)";
  auto verb = [&](const char* cmd, const char* help, Verb v) {
    CLI::App* c = mini->add_subcommand(cmd, help);
    common(c, *o, true);
    c->callback([o, v] { guarded([&] { return run_verb(v, *o); }); });
    return c;
  };
  CLI::App* charge =
      verb("charge", "a cavalry charge on cavalry (rule 14) or infantry (rule 15)", Verb::Charge);
  charge->add_option("--charger", o->charger, unit_help);  // required unless --input
  charge->add_option("--target", o->target, unit_help);    // required unless --input
  charge->add_flag("--opportunity", o->opportunity, "an opportunity charge (allowed whatever the orders)");
  charge->add_flag("--short", o->short_charge, "the charge began less than half a move away (rules 15, 18)");
  charge
      ->add_option("--react", o->react,
                   "if the charged unit may react and passes: counter, evade, square, stand")
      ->capture_default_str();
  charge->add_flag("--pursuit-charge", o->pursuit_charge, "the charge a pursuit roll ordered (rule 16)");
  CLI::App* morale = verb("morale", "a morale test (rule 17), after any artillery hits", Verb::Morale);
  morale->add_option("--unit", o->unit, unit_help);  // required unless --input
  morale->add_option("--hits", o->hits, "artillery casualties received first")->check(CLI::Range(0, 20));
  CLI::App* rout = verb("rout", "friends within 4\" react to a rout (rule 16)", Verb::Rout);
  rout->add_option("--unit", o->unit, "the routed unit");  // required unless --input
  rout->add_option("--near", o->near, "each friend within 4\" (repeat the flag)");
  rout->add_option("--through", o->through, "friends the rout passes through (also given with --near)");
  CLI::App* pursuit =
      verb("pursuit", "the pursuit roll of cavalry that caused a rout (rule 16)", Verb::Pursuit);
  pursuit->add_option("--unit", o->unit, "the cavalry");  // required unless --input
  pursuit->add_option("--routers", o->routers, "the routed enemy (default: from the queue)");
  CLI::App* rally = verb("rally", "a rally attempt (rules 16, 18)", Verb::Rally);
  rally->add_option("--unit", o->unit, unit_help);  // required unless --input
  rally->add_flag("--commander", o->commander, "a commander or the CinC is in base contact and pays 1 pip");
  verb("end", "the end of the move: Disordered units become Formed (rule 18)", Verb::EndOfMove);
  verb("set", "add or change units in the roster (--set id:key=value,...)", Verb::Set);
  for (const char* info : {"show", "log", "undo", "readings"}) {
    const char* help = std::string_view(info) == "show"   ? "the roster's units and pending steps"
                       : std::string_view(info) == "log"  ? "the roster's log, move by move"
                       : std::string_view(info) == "undo" ? "take the last command back"
                                                          : "the reading switches and their values";
    CLI::App* c = mini->add_subcommand(info, help);
    common(c, *o, false);
    std::string what = info;
    c->callback([o, what] { guarded([&] { return run_info(what, *o); }); });
  }
}

}  // namespace bohemia
