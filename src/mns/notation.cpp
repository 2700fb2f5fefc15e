// The text form of every action (docs/mns/notation.md) and its parser.
#include <fmt/format.h>

#include <sstream>

#include "mns/game.h"

namespace bohemia::mns {

namespace {

constexpr const char* kTactics[] = {"none",      "skirmish",   "press",        "charge",
                                    "disengage", "last-stand", "countercharge"};
constexpr const char* kChoices[] = {"disrupt", "retreat", "loss", "countercharge"};
constexpr const char* kFortunes[] = {"move-enemy", "move", "charge", "morale", "recover", "reenter"};
constexpr const char* kApexes[] = {"N-NE", "NE-SE", "SE-S", "S-SW", "SW-NW", "NW-N"};

struct Word {
  ActionType type;
  const char* word;
};
constexpr Word kWords[] = {
    {ActionType::Roll, "roll"},       {ActionType::Option, "setup"},    {ActionType::Place, "place"},
    {ActionType::Hide, "hide"},       {ActionType::Marker, "marker"},   {ActionType::Real, "real"},
    {ActionType::Line, "line"},       {ActionType::Open, "open"},       {ActionType::Flip, "flip"},
    {ActionType::Ready, "ready"},     {ActionType::Reveal, "reveal"},   {ActionType::Begin, "begin"},
    {ActionType::Move, "move"},       {ActionType::With, "with"},       {ActionType::Go, "go"},
    {ActionType::To, "to"},           {ActionType::March, "march"},     {ActionType::Charge, "charge"},
    {ActionType::Stay, "stay"},       {ActionType::Pivot, "pivot"},     {ActionType::Enter, "enter"},
    {ActionType::Shift, "shift"},     {ActionType::Reenter, "reenter"}, {ActionType::Replace, "replace"},
    {ActionType::Recover, "recover"}, {ActionType::Deploy, "deploy"},   {ActionType::Unline, "unline"},
    {ActionType::End, "end"},         {ActionType::Attack, "attack"},   {ActionType::Bombard, "bombard"},
    {ActionType::Fire, "fire"},       {ActionType::Support, "support"}, {ActionType::Defend, "defend"},
    {ActionType::Primary, "primary"}, {ActionType::Tactic, "tactic"},   {ActionType::Lead, "lead"},
    {ActionType::Absorb, "absorb"},   {ActionType::Step, "step"},       {ActionType::Advance, "advance"},
    {ActionType::Fortune, "fortune"}, {ActionType::Pass, "pass"},
};

template <std::size_t N>
int find_word(const char* const (&words)[N], const std::string& w) {
  for (std::size_t i = 0; i < N; ++i)
    if (w == words[i]) return static_cast<int>(i);
  return -1;
}

}  // namespace

std::string Game::piece_name(int piece) const {
  if (piece >= kMarkerBase && piece < kMarkerBase + 8) {
    int m = piece - kMarkerBase;
    return fmt::format("{}{}", static_cast<char>('A' + m / 2), m % 2 + 1);
  }
  if (piece < 0 || piece >= static_cast<int>(sc_->units.size())) return "?";
  return sc_->units[static_cast<std::size_t>(piece)].id;
}

std::string Game::notation(const Action& a) const {
  const char* word = "?";
  for (const Word& w : kWords)
    if (w.type == a.type) word = w.word;
  auto u = [&] { return piece_name(a.unit); };
  switch (a.type) {
    case ActionType::Roll:
      return fmt::format("roll {}", a.value);
    case ActionType::Option:
      return a.value ? "setup free" : "setup historical";
    case ActionType::Place:
    case ActionType::Shift:
    case ActionType::Reenter:
    case ActionType::Deploy:
    case ActionType::Step:
    case ActionType::Advance:
      return fmt::format("{} {} {}", word, u(), hex_name(a.hex));
    case ActionType::Marker:
      return fmt::format("marker {} {}", u(), hex_name(a.hex));
    case ActionType::Hide:
      return fmt::format("hide {} {}", u(), static_cast<char>('A' + a.value));
    case ActionType::Reveal:
      return fmt::format("reveal {}", static_cast<char>('A' + a.value));
    case ActionType::Enter:
      return fmt::format("enter {} {}", u(), static_cast<char>(a.value));
    case ActionType::Line:
    case ActionType::Pivot:
      return fmt::format("{} {} {}", word, u(), kApexes[a.value % 6]);
    case ActionType::Open:
      return fmt::format("{} {}", a.value ? "unopen" : "open", u());
    case ActionType::To:
    case ActionType::March:
    case ActionType::Attack:
      return fmt::format("{} {}", word, hex_name(a.hex));
    case ActionType::Charge:
      return fmt::format("charge {} {}", hex_name(a.hex), hex_name(a.hex2));
    case ActionType::Bombard:
    case ActionType::Fire:
      return fmt::format("{} {} {}", word, u(), piece_name(a.unit2));
    case ActionType::Tactic:
      return fmt::format("tactic {}", kTactics[a.value % 7]);
    case ActionType::Choose:
      return kChoices[a.value % 4];
    case ActionType::Fortune:
      return a.unit >= 0 ? fmt::format("fortune {} {}", kFortunes[a.value % 6], u())
                         : fmt::format("fortune {}", kFortunes[a.value % 6]);
    case ActionType::Begin:
    case ActionType::Go:
    case ActionType::Stay:
    case ActionType::End:
    case ActionType::Pass:
      return word;
    default:
      return fmt::format("{} {}", word, u());
  }
}

std::optional<Action> Game::parse(std::string_view text, std::string* error) const {
  std::istringstream in{std::string(text)};
  std::vector<std::string> t;
  for (std::string w; in >> w;) t.push_back(w);
  auto fail = [&](const std::string& why) -> std::optional<Action> {
    if (error) *error = fmt::format("'{}': {} (docs/mns/notation.md)", text, why);
    return std::nullopt;
  };
  if (t.empty()) return fail("empty");
  Action a;
  auto piece = [&](const std::string& s, std::int16_t* out) {
    if (s.size() == 2 && s[0] >= 'A' && s[0] <= 'D' && (s[1] == '1' || s[1] == '2')) {
      *out = static_cast<std::int16_t>(kMarkerBase + (s[0] - 'A') * 2 + (s[1] - '1'));
      return true;
    }
    int u = sc_->unit_index(s);
    if (u < 0) return false;
    *out = static_cast<std::int16_t>(u);
    return true;
  };
  auto hex = [&](const std::string& s, std::int16_t* out) {
    HexId h = sc_->map->grid.parse(s);
    *out = h;
    return h != kNoHex;
  };
  const std::string& w = t[0];
  std::size_t n = t.size();
  if (w == "disrupt" || w == "retreat" || w == "loss" || w == "countercharge") {
    if (n != 1 && !(w == "retreat")) return fail("takes no argument");
    a.type = ActionType::Choose;
    a.value = static_cast<std::int8_t>(find_word(kChoices, w));
    return a;
  }
  if (w == "unopen") {
    if (n != 2 || !piece(t[1], &a.unit)) return fail("unopen UNIT");
    a.type = ActionType::Open;
    a.value = 1;
    return a;
  }
  const Word* found = nullptr;
  for (const Word& k : kWords)
    if (w == k.word) found = &k;
  if (!found) return fail("unknown action word");
  a.type = found->type;
  switch (a.type) {
    case ActionType::Roll:
      if (n != 2 || t[1].size() > 2) return fail("roll N");
      a.value = static_cast<std::int8_t>(std::atoi(t[1].c_str()));
      return a;
    case ActionType::Option:
      if (n != 2 || (t[1] != "historical" && t[1] != "free")) return fail("setup historical|free");
      a.value = t[1] == "free";
      return a;
    case ActionType::Place:
    case ActionType::Shift:
    case ActionType::Reenter:
    case ActionType::Deploy:
    case ActionType::Step:
    case ActionType::Advance:
    case ActionType::Marker:
      if (n != 3 || !piece(t[1], &a.unit) || !hex(t[2], &a.hex)) return fail(fmt::format("{} PIECE HEX", w));
      return a;
    case ActionType::Hide:
      if (n != 3 || !piece(t[1], &a.unit) || t[2].size() != 1 || t[2][0] < 'A' || t[2][0] > 'D')
        return fail("hide UNIT A|B|C|D");
      a.value = static_cast<std::int8_t>(t[2][0] - 'A');
      return a;
    case ActionType::Reveal:
      if (n != 2 || t[1].size() != 1 || t[1][0] < 'A' || t[1][0] > 'D') return fail("reveal A|B|C|D");
      a.value = static_cast<std::int8_t>(t[1][0] - 'A');
      return a;
    case ActionType::Enter:
      if (n != 3 || !piece(t[1], &a.unit) || t[2].size() != 1) return fail("enter UNIT ENTRY");
      a.value = static_cast<std::int8_t>(t[2][0]);
      return a;
    case ActionType::Line:
    case ActionType::Pivot:
      if (n != 3 || !piece(t[1], &a.unit) || find_word(kApexes, t[2]) < 0)
        return fail(fmt::format("{} UNIT APEX (N-NE, NE-SE, SE-S, S-SW, SW-NW, NW-N)", w));
      a.value = static_cast<std::int8_t>(find_word(kApexes, t[2]));
      return a;
    case ActionType::To:
    case ActionType::March:
    case ActionType::Attack:
      if (n != 2 || !hex(t[1], &a.hex)) return fail(fmt::format("{} HEX", w));
      return a;
    case ActionType::Charge:
      if (n != 3 || !hex(t[1], &a.hex) || !hex(t[2], &a.hex2)) return fail("charge HEX TARGET-HEX");
      return a;
    case ActionType::Bombard:
    case ActionType::Fire:
      if (n != 3 || !piece(t[1], &a.unit) || !piece(t[2], &a.unit2))
        return fail(fmt::format("{} UNIT TARGET", w));
      return a;
    case ActionType::Tactic:
      if (n != 2 || find_word(kTactics, t[1]) < 0)
        return fail("tactic none|skirmish|press|charge|disengage|last-stand|countercharge");
      a.value = static_cast<std::int8_t>(find_word(kTactics, t[1]));
      return a;
    case ActionType::Fortune:
      if (n < 2 || n > 3 || find_word(kFortunes, t[1]) < 0)
        return fail("fortune move-enemy|move|charge|morale|recover|reenter [UNIT]");
      a.value = static_cast<std::int8_t>(find_word(kFortunes, t[1]));
      if (n == 3 && !piece(t[2], &a.unit)) return fail("unknown unit");
      return a;
    case ActionType::Begin:
    case ActionType::Go:
    case ActionType::Stay:
    case ActionType::End:
    case ActionType::Pass:
      if (n != 1) return fail("takes no argument");
      return a;
    default:
      if (n != 2 || !piece(t[1], &a.unit)) return fail(fmt::format("{} PIECE", w));
      return a;
  }
}

}  // namespace bohemia::mns
