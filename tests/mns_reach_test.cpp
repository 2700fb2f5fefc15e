// Musket & Saber: the `reach` query (docs/api.md, src/mns/views.cpp) the
// browser lights a unit's destinations from (§4): over positions of a game
// played on, for pieces that may begin a move, the hexes it answers are
// exactly the `to` and `march` destinations the move task then offers when
// the piece moves alone (§4.2), a hex both reach being a `to`; when the MA is
// rolled (§4.4) they are those of the best roll, and any roll offers no more.
#include <map>
#include <random>
#include <set>

#include "mns/mns_state.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {
namespace mns_reach_test {
namespace {

using nlohmann::json;
using Dest = std::map<std::string, bool>;  // hex -> by march only

std::vector<std::string> legal_texts(const engine::GameState& st) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < st.num_legal_actions(); ++i) out.push_back(st.notation(st.legal_action(i)));
  return out;
}

void play_text(engine::GameState& st, const std::string& text) {
  std::string err;
  auto a = st.parse(text, &err);
  ASSERT_TRUE(a.has_value()) << text << ": " << err;
  auto bad = st.apply(*a);
  ASSERT_FALSE(bad.has_value()) << text << ": " << bad.value_or("");
}

// The destinations the move task offers to `piece` moving alone: `move`,
// `go` when asked, every die `roll` (0: drawn from the game's dice).
Dest offered(const MnsState& st, const std::string& piece, int roll, bool* rolled) {
  std::unique_ptr<engine::GameState> c = st.clone();
  play_text(*c, "move " + piece);
  *rolled = false;
  for (int guard = 0; guard < 16 && !c->over(); ++guard) {
    if (c->actor().kind == engine::ActorKind::Chance) {
      *rolled = true;
      const auto& g = static_cast<const MnsState&>(*c).game();
      if (roll == 0) {
        EXPECT_FALSE(c->apply(c->sample_chance()).has_value());
      } else {
        play_text(*c, "roll " + std::to_string(roll * g.dice()));
      }
      continue;
    }
    std::vector<std::string> l = legal_texts(*c);
    if (std::find(l.begin(), l.end(), "go") == l.end()) break;
    play_text(*c, "go");
  }
  Dest out;
  for (const std::string& t : legal_texts(*c)) {
    if (t.rfind("to ", 0) == 0) out[t.substr(3)] = false;
    if (t.rfind("march ", 0) == 0 && !out.count(t.substr(6))) out[t.substr(6)] = true;
  }
  return out;
}

std::string hex_of(const MnsState& st, const std::string& piece) {
  json v = st.view(engine::kReferee);
  for (const json& u : v["units"])
    if (u["id"] == piece) return u.value("hex", "");
  for (const json& m : v["markers"])
    if (m["id"] == piece) return m["hex"].get<std::string>();
  return "";
}

// Checks the reach of every piece that may begin a move now; returns how many.
int check_reach(const MnsState& st, int most) {
  engine::Seat seat = st.actor().seat;
  int checked = 0;
  for (const std::string& t : legal_texts(st)) {
    if (t.rfind("move ", 0) != 0 || checked >= most) continue;
    std::string piece = t.substr(5);
    engine::QueryAnswer q = st.query(seat, "reach", {{"piece", piece}});
    EXPECT_EQ(q.status, engine::QueryAnswer::Status::Ok);
    Dest answered;
    bool roll_flag = false;
    std::string from = hex_of(st, piece);
    for (const json& e : q.body) {
      answered[e["hex"].get<std::string>()] = e.value("march", false);
      roll_flag = roll_flag || e.value("roll", false);
      EXPECT_FALSE(e["cost"].is_null()) << piece << " to " << e["hex"] << ": no cost";
      EXPECT_GE(e["path"].size(), 2u) << piece << " to " << e["hex"];
      if (e["path"].size() < 2) continue;
      EXPECT_EQ(e["path"].front(), from) << piece;
      EXPECT_EQ(e["path"].back(), e["hex"]) << piece;
    }
    bool rolled = false;
    if (roll_flag || answered.empty()) {
      Dest best = offered(st, piece, 6, &rolled);
      EXPECT_EQ(answered, best) << piece << " at " << from << " (best roll)";
      Dest worst = offered(st, piece, 1, &rolled);
      for (const auto& [hex, march] : worst) EXPECT_TRUE(answered.count(hex)) << piece << ": " << hex;
    } else {
      EXPECT_EQ(answered, offered(st, piece, 0, &rolled)) << piece << " at " << from;
      EXPECT_FALSE(rolled) << piece << ": a roll was due but the answer does not say so";
    }
    // Nobody else's piece: the other seat gets nothing.
    EXPECT_TRUE(st.query(1 - seat, "reach", {{"piece", piece}}).body.empty());
    ++checked;
  }
  return checked;
}

TEST(Mns_S04_Reach, TheReachIsTheMoveTasksDestinations) {
  auto st = std::make_unique<MnsState>(mns_system(), koniggratz(), 11);
  std::mt19937 rng(7);
  int checked = 0, positions = 0, moved = 0;
  for (int step = 0; step < 4000 && !st->over() && positions < 8; ++step) {
    if (st->actor().kind == engine::ActorKind::Chance) {
      ASSERT_FALSE(st->apply(st->sample_chance()).has_value());
      continue;
    }
    std::vector<std::string> l = legal_texts(*st);
    bool moves =
        std::any_of(l.begin(), l.end(), [](const std::string& t) { return t.rfind("move ", 0) == 0; });
    if (moves && st->game().state().turn >= 2 && step % 5 == 0) {
      int n = check_reach(*st, 4);
      checked += n;
      positions += n > 0;
    }
    // Play on: enter and move freely, a random destination; set up historically.
    std::vector<std::string> pick;
    for (const char* kind : {"setup historical", "enter ", "move ", "to ", "march ", "begin", "end"}) {
      for (const std::string& t : l)
        if (t.rfind(kind, 0) == 0) pick.push_back(t);
      if (!pick.empty()) break;
    }
    if (pick.empty()) pick = l;
    if (pick.front().rfind("move ", 0) == 0 && moved++ > 40) pick = {l.back()};
    play_text(*st, pick[rng() % pick.size()]);
  }
  EXPECT_GE(positions, 3);
  EXPECT_GE(checked, 10);
}

}  // namespace
}  // namespace mns_reach_test
}  // namespace bohemia::mns::test
