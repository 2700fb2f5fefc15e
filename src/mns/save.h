// Replaying a Musket & Saber save (the writer is MnsState::save).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "engine/system.h"
#include "mns/scenario.h"

namespace bohemia::mns {

// Replays `text`; `find` loads a scenario by id or path. Nothing is
// half-loaded: on any damage or illegal action the result says why.
engine::LoadedGame replay_save(const engine::System& sys, const std::string& text,
                               const std::function<std::shared_ptr<const Scenario>(const std::string&)>& find,
                               const std::string& scenario, std::optional<std::uint64_t> seed);

}  // namespace bohemia::mns
