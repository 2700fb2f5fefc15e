#include "mini/steps.h"

#include <algorithm>

namespace bohemia::mini {

std::string_view name(StepKind k) {
  switch (k) {
    case StepKind::Reaction:
      return "reaction";
    case StepKind::Pursuit:
      return "pursuit";
    case StepKind::Charge:
      return "charge";
    case StepKind::Rally:
      return "rally";
    case StepKind::EndOfMove:
      return "end";
  }
  return "?";
}

void add_step(std::vector<Step>& queue, const Step& s) {
  for (const Step& q : queue)
    if (q.kind == s.kind && q.unit == s.unit) return;
  queue.push_back(s);
}

bool remove_steps(std::vector<Step>& queue, StepKind kind, const std::string& unit) {
  auto it = std::remove_if(queue.begin(), queue.end(),
                           [&](const Step& s) { return s.kind == kind && (unit.empty() || s.unit == unit); });
  bool any = it != queue.end();
  queue.erase(it, queue.end());
  return any;
}

}  // namespace bohemia::mini
