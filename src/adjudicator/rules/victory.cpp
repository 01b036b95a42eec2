#include "adjudicator/rules/victory.hpp"

#include <fmt/format.h>

#include "adjudicator/rules/names.hpp"
#include "adjudicator/rules/scoring.hpp"

namespace dia::adj::rules {

VictoryCheck check_victory(const map::Map& map, const state::GameState& state) {
  VictoryCheck out;
  const int pv_total = pv_in_play(state, map);
  const int pp_total = pp_in_play(state, map);
  // R3.total.1
  if (const std::string side = total_victor(state, map); !side.empty()) {
    const int pv = pv_of(side, state, map);
    out.victory = state::Victory{"total", {side}, state.season.id()};
    out.report.add(public_event(Message{
        Msg::victory_total, {side_arg(state, side), arg::Number{pv}, arg::Number{pv_total}}}));
    return out;
  }
  // R3.meas.3
  for (const state::Side& s : state.sides) {
    if (s.eliminated || !measured_victory(s.id, state, map)) continue;
    const int pp = pp_of(s.id, state, map);
    out.victory = state::Victory{"measured", {s.id}, state.season.id()};
    out.report.add(public_event(Message{
        Msg::victory_measured, {side_arg(state, s.id), arg::Number{pp}, arg::Number{pp_total}}}));
    return out;
  }
  // R3.marg.1: candidacies are announced; R3.marg.2–4: the votes are not read yet.
  bool candidate = false;
  for (const state::Side& s : state.sides) {
    if (s.eliminated || !marginal_candidate(s.id, state, map)) continue;
    candidate = true;
    const int pp = pp_of(s.id, state, map);
    out.report.add(
        public_event(Message{Msg::victory_marginal_candidate,
                             {side_arg(state, s.id), arg::Number{pp}, arg::Number{pp_total}}}));
  }
  if (candidate)
    out.report.note(state.season.year == -319
                        ? "R3.marg.5: no marginal victory can be won in -319"
                        : "not yet adjudicated: the marginal-victory votes (R3.marg.2-4)");
  return out;
}

}  // namespace dia::adj::rules
