// The Trautenau-Soor campaign (VV165 §13): its special rules, pending until
// written here (docs/campaigns/trautenau-soor.md).
#include "special/battles.h"

namespace bohemia {

void add_trautenau_soor_rules(RuleCatalog& c) {
  const char* k[][3] = {
      {"campaign_first_guard_division_at_trautenau", "VV165 §13.1",
       "player option: the 1st Guard Division at 13.00"},
      {"campaign_bonin_panic_between_days", "VV165 §13.2, §13.4",
       "after a panic: withdrawal and re-deployment"},
      {"campaign_disengagement_between_days", "VV165 §13.2", "disengagement and the loser's morale tests"},
      {"campaign_day2", "VV165 §13.2, §13.4", "day 2 from 08.00 with what day 1 left"},
      {"campaign_guard_reinforcements", "VV165 §13.3.2", "the Guard's day-2 schedule"},
      {"campaign_iv_corps_entry", "VV165 §13.3.1", "the Austrian IV corps' entry roll"},
      {"campaign_iv_corps_line_of_retreat", "VV165 §13.3.2",
       "the Austrian line of retreat once the IV corps is in"},
      {"campaign_i_corps_return", "VV165 §13.3.2", "the Prussian I corps' return roll"},
      {"campaign_day2_victory_with_iv_corps", "VV165 §13.4", "day-2 locations when the IV corps entered"},
      {"campaign_victory", "VV165 §13.4", "the two days' VP added"},
      {"campaign_day2_soor_rules", "VV165 §12.1, §12.4, §13.4", "which Soor rules hold on day 2"},
      {"campaign_day2_prussian_line_of_retreat", "VV165 §11.1.3, §12.1.3",
       "the Prussian line of retreat on day 2"},
  };
  for (const auto& e : k) c.pending(e[0], e[1], e[2]);
}

}  // namespace bohemia
