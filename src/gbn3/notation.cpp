// Action notation: one short, stable text per action (docs/notation.md).
#include <fmt/format.h>

#include <sstream>

#include "gbn3/game.h"
#include "gbn3/rules.h"
#include "gbn3/special/special_rule.h"

namespace bohemia {

namespace {

std::vector<std::string> words(std::string_view text) {
  std::vector<std::string> out;
  std::istringstream in{std::string(text)};
  std::string w;
  while (in >> w) out.push_back(w);
  return out;
}

}  // namespace

std::string Game::notation(const Action& a) const {
  const Map& m = *sc_->map;
  auto hex = [&](HexId h) { return h == kNoHex ? std::string("----") : m.label(h); };
  auto face = [&](int f) {
    return f < 0 ? std::string("") : std::string(direction_name(direction_from_int(f)));
  };
  auto unit = [&](Piece p) { return piece_name(p); };
  switch (a.type) {
    case ActionType::Roll:
      return fmt::format("roll {}", a.value);
    case ActionType::Draw:
      return fmt::format("draw {}", sc_->formations[static_cast<std::size_t>(a.formation)].id);
    case ActionType::CincMove:
      return fmt::format("cinc {} {}", unit(a.piece), hex(a.hex));
    case ActionType::CincStay:
      return fmt::format("cinc {} stay", unit(a.piece));
    case ActionType::First:
      return fmt::format("first {}", sc_->formations[static_cast<std::size_t>(a.formation)].id);
    case ActionType::Direct:  // "direct UNIT CINC" by a commander-in-chief not the formation's own
      if (a.target.is_cinc())
        return fmt::format("direct {} {}", unit(a.piece),
                           sc_->cincs[static_cast<std::size_t>(a.target.index())].id);
      return fmt::format("direct {}", unit(a.piece));
    case ActionType::Attach:
      return fmt::format("attach {}", unit(a.piece));
    case ActionType::Ready:
      return "ready";
    case ActionType::Fire:
      return fmt::format("fire {} {} {}", unit(a.piece), unit(a.target), face(a.facing));
    case ActionType::Hold:
      return "hold";
    case ActionType::Move:
      if (a.facing < 0) return fmt::format("move {} {}", unit(a.piece), hex(a.hex));
      return fmt::format("move {} {} {}", unit(a.piece), hex(a.hex), face(a.facing));
    case ActionType::Exit:  // "exit UNIT" from its own hex, "exit UNIT HEX" after moving there
      if (a.hex == s_.units[static_cast<std::size_t>(a.piece.index())].hex)
        return fmt::format("exit {}", unit(a.piece));
      return fmt::format("exit {} {}", unit(a.piece), hex(a.hex));
    case ActionType::EndMove:
      return "end move";
    case ActionType::Assault: {
      std::string s = fmt::format("assault {}", unit(a.piece));
      for (int i = 0; i < a.nshares; ++i)
        s += fmt::format(" {}:{}", hex(a.hexes[static_cast<std::size_t>(i)]),
                         a.shares[static_cast<std::size_t>(i)]);
      return s;
    }
    case ActionType::EndAssaults:
      return "end assaults";
    case ActionType::Coordinate:
      return fmt::format("coordinate {}", hex(a.hex));
    case ActionType::Separate:
      return fmt::format("separate {}", hex(a.hex));
    case ActionType::Resolve:
      return a.piece.is_ok() ? fmt::format("resolve {} {}", hex(a.hex), unit(a.piece))
                             : fmt::format("resolve {}", hex(a.hex));
    case ActionType::Evade:
      return fmt::format("evade {} {} {}", unit(a.piece), hex(a.hex), face(a.facing));
    case ActionType::Stand:
      return "stand";
    case ActionType::Support:
      return fmt::format("support {}", unit(a.piece));
    case ActionType::Volley:
      return fmt::format("volley {} {}{}", unit(a.piece), unit(a.target), a.value ? " bonus" : "");
    case ActionType::Defend: {
      std::string s = "defend ";
      for (int i = 0; i < a.nshares; ++i)
        s += fmt::format("{}{}", i ? "," : "", a.shares[static_cast<std::size_t>(i)]);
      if (a.value) s += " bonus";
      return s;
    }
    case ActionType::Attack:
      return a.value ? "attack bonus" : "attack";
    case ActionType::Loss:
      return fmt::format("loss {}", unit(a.piece));
    case ActionType::Retreat:
      return fmt::format("retreat {} {} {}", unit(a.piece), hex(a.hex), face(a.facing));
    case ActionType::Advance:
      return fmt::format("advance {} {} {}{}", unit(a.piece), hex(a.hex), face(a.facing),
                         a.value ? " with" : "");
    case ActionType::NoAdvance:
      return "no advance";
    case ActionType::PlaceAide:
      return fmt::format("aide {} {}", unit(a.piece), hex(a.hex));
    case ActionType::Special:
      if (a.formation < 0 || a.formation >= sc_->special.size()) return "?";
      return sc_->special.at(a.formation).notation(*this, a);
  }
  return "?";
}

std::optional<Action> Game::parse(std::string_view text, std::string* error) const {
  const Map& m = *sc_->map;
  std::vector<std::string> w = words(text);
  auto fail = [&](const std::string& why) -> std::optional<Action> {
    if (error) *error = fmt::format("cannot read '{}': {}", std::string(text), why);
    return std::nullopt;
  };
  if (w.empty()) return fail("empty");
  Action a;
  auto hex = [&](const std::string& s, HexId& out) {
    out = m.parse_label(s);
    return out != kNoHex;
  };
  auto face = [&](const std::string& s, std::int8_t& out) {
    auto d = parse_direction(s);
    if (!d) return false;
    out = static_cast<std::int8_t>(to_int(*d));
    return true;
  };
  // A unit or a formation commander (by his formation's id).
  auto piece = [&](const std::string& s, Piece& out) {
    if (int u = sc_->unit_index(s); u >= 0) return out = Piece::unit(u), true;
    if (int f = sc_->formation_index(s); f >= 0 && !sc_->formations[static_cast<std::size_t>(f)].independent)
      return out = Piece::commander(f), true;
    return false;
  };
  auto unit = [&](const std::string& s, Piece& out) {
    int u = sc_->unit_index(s);
    if (u < 0) return false;
    out = Piece::unit(u);
    return true;
  };
  auto number = [&](const std::string& s, int& out) {
    try {
      std::size_t pos = 0;
      out = std::stoi(s, &pos);
      return pos == s.size();
    } catch (...) {
      return false;
    }
  };
  const std::string& k = w[0];
  std::size_t n = w.size();
  if (k == "roll" && n == 2) {
    int v;
    if (!number(w[1], v) || v < 1 || v > 12) return fail("a roll is 1..6 (2..12 for 2d6)");
    a.type = ActionType::Roll;
    a.value = static_cast<std::int8_t>(v);
    return a;
  }
  if ((k == "draw" || k == "first") && n == 2) {
    int f = sc_->formation_index(w[1]);
    if (f < 0) return fail("no formation '" + w[1] + "'");
    a.type = k == "draw" ? ActionType::Draw : ActionType::First;
    a.formation = static_cast<std::int8_t>(f);
    return a;
  }
  if (k == "cinc" && n == 3) {
    int c = sc_->cinc_index(w[1]);
    if (c < 0) return fail("no commander-in-chief '" + w[1] + "'");
    a.piece = Piece::cinc(c);
    if (w[2] == "stay") {
      a.type = ActionType::CincStay;
      return a;
    }
    if (!hex(w[2], a.hex)) return fail("'" + w[2] + "' is not a hex (CCRR) or 'stay'");
    a.type = ActionType::CincMove;
    return a;
  }
  if ((k == "direct" || k == "attach" || k == "exit" || k == "support" || k == "loss") && n == 2) {
    if (!unit(w[1], a.piece)) return fail("no unit '" + w[1] + "'");
    a.type = k == "direct"    ? ActionType::Direct
             : k == "attach"  ? ActionType::Attach
             : k == "exit"    ? ActionType::Exit
             : k == "support" ? ActionType::Support
                              : ActionType::Loss;
    if (a.type == ActionType::Exit) a.hex = s_.units[static_cast<std::size_t>(a.piece.index())].hex;
    return a;
  }
  if (k == "direct" && n == 3) {
    if (!unit(w[1], a.piece)) return fail("no unit '" + w[1] + "'");
    const int c = sc_->cinc_index(w[2]);
    if (c < 0) return fail("no commander-in-chief '" + w[2] + "'");
    a.type = ActionType::Direct;
    // The formation's own commander-in-chief is "direct UNIT".
    if (s_.active_formation < 0 || Rules::formation_cinc(*this, s_.active_formation) != c)
      a.target = Piece::cinc(c);
    return a;
  }
  if (k == "exit" && n == 3) {
    if (!unit(w[1], a.piece)) return fail("no unit '" + w[1] + "'");
    if (!hex(w[2], a.hex)) return fail("'" + w[2] + "' is not a hex (CCRR)");
    a.type = ActionType::Exit;
    return a;
  }
  if (k == "ready" && n == 1) return a.type = ActionType::Ready, a;
  if (k == "hold" && n == 1) return a.type = ActionType::Hold, a;
  if (k == "stand" && n == 1) return a.type = ActionType::Stand, a;
  if (k == "end" && n == 2 && w[1] == "move") return a.type = ActionType::EndMove, a;
  if (k == "end" && n == 2 && w[1] == "assaults") return a.type = ActionType::EndAssaults, a;
  if (k == "no" && n == 2 && w[1] == "advance") return a.type = ActionType::NoAdvance, a;
  if (k == "fire" && n == 4) {
    if (!unit(w[1], a.piece)) return fail("no unit '" + w[1] + "'");
    if (!unit(w[2], a.target)) return fail("no unit '" + w[2] + "'");
    if (!face(w[3], a.facing)) return fail("'" + w[3] + "' is not a facing (N NE SE S SW NW)");
    a.type = ActionType::Fire;
    a.hex = s_.units[static_cast<std::size_t>(a.target.index())].hex;
    return a;
  }
  if (k == "move" && (n == 3 || n == 4)) {
    if (!piece(w[1], a.piece)) return fail("no unit or commander '" + w[1] + "'");
    if (!hex(w[2], a.hex)) return fail("'" + w[2] + "' is not a hex (CCRR)");
    if (n == 4 && !face(w[3], a.facing)) return fail("'" + w[3] + "' is not a facing (N NE SE S SW NW)");
    a.type = ActionType::Move;
    return a;
  }
  if ((k == "evade" || k == "retreat") && n == 4) {
    if (!unit(w[1], a.piece)) return fail("no unit '" + w[1] + "'");
    if (!hex(w[2], a.hex)) return fail("'" + w[2] + "' is not a hex (CCRR)");
    if (!face(w[3], a.facing)) return fail("'" + w[3] + "' is not a facing (N NE SE S SW NW)");
    a.type = k == "evade" ? ActionType::Evade : ActionType::Retreat;
    return a;
  }
  if (k == "advance" && (n == 4 || n == 5)) {
    if (!unit(w[1], a.piece)) return fail("no unit '" + w[1] + "'");
    if (!hex(w[2], a.hex)) return fail("'" + w[2] + "' is not a hex (CCRR)");
    if (!face(w[3], a.facing)) return fail("'" + w[3] + "' is not a facing (N NE SE S SW NW)");
    if (n == 5 && w[4] != "with") return fail("the last word may only be 'with'");
    a.type = ActionType::Advance;
    a.value = n == 5 ? 1 : 0;
    return a;
  }
  if (k == "assault" && n >= 3 && n <= 2 + static_cast<std::size_t>(kMaxShares)) {
    if (!unit(w[1], a.piece)) return fail("no unit '" + w[1] + "'");
    a.type = ActionType::Assault;
    for (std::size_t i = 2; i < n; ++i) {
      auto colon = w[i].find(':');
      int v;
      if (colon == std::string::npos || !hex(w[i].substr(0, colon), a.hexes[i - 2]) ||
          !number(w[i].substr(colon + 1), v) || v < 0 || v > 99)
        return fail("'" + w[i] + "' must be HEX:VALUE, e.g. 0606:4");
      a.shares[i - 2] = static_cast<std::int8_t>(v);
    }
    a.nshares = static_cast<std::int8_t>(n - 2);
    // The targets may be written in any order: take the order of the legal
    // action with the same targets and values, if there is one.
    if (actor().kind == ActorKind::Decision)
      for (const Action& l : legal_actions()) {
        if (l.type != ActionType::Assault || l.piece != a.piece || l.nshares != a.nshares) continue;
        bool same = true;
        for (int i = 0; i < a.nshares && same; ++i) {
          bool found = false;
          for (int j = 0; j < l.nshares; ++j)
            if (l.hexes[static_cast<std::size_t>(j)] == a.hexes[static_cast<std::size_t>(i)] &&
                l.shares[static_cast<std::size_t>(j)] == a.shares[static_cast<std::size_t>(i)])
              found = true;
          same = found;
        }
        if (same) return l;
      }
    return a;
  }
  if (k == "aide" && n == 3) {
    int f = sc_->formation_index(w[1]);
    if (f < 0 || sc_->formations[static_cast<std::size_t>(f)].independent)
      return fail("no formation commander '" + w[1] + "'");
    if (!hex(w[2], a.hex)) return fail("'" + w[2] + "' is not a hex (CCRR)");
    a.type = ActionType::PlaceAide;
    a.piece = Piece::commander(f);
    return a;
  }
  if (k == "volley" && (n == 3 || n == 4)) {
    if (!unit(w[1], a.piece)) return fail("no unit '" + w[1] + "'");
    if (!unit(w[2], a.target)) return fail("no unit '" + w[2] + "'");
    if (n == 4 && w[3] != "bonus") return fail("the last word may only be 'bonus'");
    a.type = ActionType::Volley;
    a.value = n == 4 ? 1 : 0;
    return a;
  }
  if ((k == "coordinate" || k == "separate") && n == 2) {
    if (!hex(w[1], a.hex)) return fail("'" + w[1] + "' is not a hex (CCRR)");
    a.type = k == "coordinate" ? ActionType::Coordinate : ActionType::Separate;
    return a;
  }
  if (k == "resolve" && (n == 2 || n == 3)) {
    if (!hex(w[1], a.hex)) return fail("'" + w[1] + "' is not a hex (CCRR)");
    if (n == 3 && !unit(w[2], a.piece)) return fail("no unit '" + w[2] + "'");
    a.type = ActionType::Resolve;
    return a;
  }
  if (k == "defend" && (n == 2 || n == 3)) {
    if (n == 3 && w[2] != "bonus") return fail("the last word may only be 'bonus'");
    std::string list = w[1];
    std::stringstream ss(list);
    std::string part;
    int i = 0;
    while (std::getline(ss, part, ',')) {
      int v;
      if (i >= kMaxShares || !number(part, v) || v < 0 || v > 99)
        return fail("shares are numbers separated by commas");
      a.shares[static_cast<std::size_t>(i++)] = static_cast<std::int8_t>(v);
    }
    a.nshares = static_cast<std::int8_t>(i);
    a.type = ActionType::Defend;
    a.value = n == 3 ? 1 : 0;
    return a;
  }
  if (k == "attack" && (n == 1 || n == 2)) {
    if (n == 2 && w[1] != "bonus") return fail("the last word may only be 'bonus'");
    a.type = ActionType::Attack;
    a.value = n == 2 ? 1 : 0;
    return a;
  }
  // A special rule's own decision (docs/special-rules.md).
  for (const Hook h : {Hook::Actions, Hook::Tasks})
    for (const SpecialRule* r : sc_->special.with(h))
      if (std::optional<Action> sa = r->parse_action(*this, w)) {
        sa->type = ActionType::Special;
        sa->formation = static_cast<std::int8_t>(r->index());
        return sa;
      }
  return fail("unknown action (docs/notation.md lists them)");
}

}  // namespace bohemia
