// A brigade or battery on the miniatures table as rules 14–18 see it: what it
// is (arm, weight, class), how it stands (formation, grade of morale,
// casualties) and what around it changes its tests (general, supports,
// built-up area, routs nearby). Positions are not kept: the players measure.
#pragma once

#include <string>
#include <vector>

#include "mini/readings.h"
#include "mini/types.h"

namespace bohemia::mini {

// A friendly unit close enough to matter to a morale test (rule 17). When it
// names a unit of the roster, rule 18 decides whether it may count.
struct Support {
  double distance = 0;  // inches
  std::string unit;     // optional roster id
  bool operator==(const Support&) const = default;
};

struct Unit {
  std::string id;
  std::string name;    // as shown; the id when empty
  std::string nation;  // "british" pursues on 4–6 (rule 16)
  std::string side;    // friends share a side; the nation when empty
  Arm arm = Arm::Infantry;
  Weight weight = Weight::None;
  Grade grade = Grade::B;
  Formation formation = Formation::Line;
  State state = State::Formed;
  int casualties = 0;
  bool fire_a = false;  // infantry rated Fire A (rule 15)
  bool bua = false;     // in a built-up area (rule 17)
  General general = General::Near;
  std::vector<Support> supports;
  bool behind_supports = false;  // behind formed supports (rule 17)
  bool routed_through = false;   // a rout passed through it (rule 17)
  bool rout_near = false;        // a friendly rout within 4" (rule 17)
  bool pursuing = false;         // cavalry in pursuit (rule 16)
  bool off_table = false;        // removed from the table (rule 16)
  Orders orders = Orders::None;  // of its corps; None: not given
  bool operator==(const Unit&) const = default;
};

constexpr int kMaxCasualties = 99;  // a roster's bound; far past every casualty limit

const std::string& label(const Unit& u);    // the name, or the id
const std::string& side_of(const Unit& u);  // the side, or the nation
bool british(const Unit& u);                // rule 16's better pursuit roll
int casualty_limit(Arm a);                  // rule 17: automatic rout at this many
int rout_inches(Arm a, const Readings& r);  // rule 16: 12" cavalry, 6" infantry, R3 artillery
// "2nd Hussars (cavalry, heavy, class B, line, Formed, 1 casualty)".
std::string describe(const Unit& u);

}  // namespace bohemia::mini
