#include "systems/builtin.h"

#include "gbn3/gbn3_system.h"
#include "mns/mns_system.h"

namespace bohemia {

const engine::SystemTable& builtin_systems() {
  static const engine::SystemTable table = [] {
    engine::SystemTable t;
    t.add(std::make_unique<Gbn3System>());
    t.add(std::make_unique<mns::MnsSystem>());
    return t;
  }();
  return table;
}

}  // namespace bohemia
