#include "adjudicator/rules/dynasties.hpp"

#include <algorithm>

#include "adjudicator/rules/names.hpp"

namespace dia::adj::rules {

StepReport establish_dynasties(state::GameState& next) {
  StepReport out;
  if (next.dynasties) return out;
  auto royal = [](const state::Character& c) { return c.kind == state::CharacterKind::royal; };
  const auto& cs = next.characters;
  // A position with no royal family at all (a test's) has no last member to lose.
  const bool last_died = std::any_of(cs.begin(), cs.end(), royal) &&
                         std::none_of(cs.begin(), cs.end(), [&](const state::Character& c) {
                           return royal(c) && c.alive;
                         });
  // Spring -306 is the first turn of -306; the calendar never skips a season.
  if (!last_died && next.season.year < -306) return out;
  next.dynasties = true;
  out.add(public_event(Message{Msg::dynasties_established, {arg::Clause{"R7b.dyn.1"}}}));
  return out;
}

}  // namespace dia::adj::rules
