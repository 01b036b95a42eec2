#include "adjudicator/rules/victory.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "adjudicator/rules/names.hpp"
#include "adjudicator/rules/scoring.hpp"

namespace dia::adj::rules {

namespace {

// R3.end.1: the final standings, public: PP first (the measure of every victory but the
// total), then PV; the eliminated sides last, in state order.
void final_standings(const map::Map& map, const state::GameState& state, StepReport& report) {
  struct Row {
    const state::Side* side;
    int pv, pp;
  };
  std::vector<Row> rows;
  for (const state::Side& s : state.sides)
    rows.push_back({&s, s.eliminated ? 0 : pv_of(s.id, state, map),
                    s.eliminated ? 0 : pp_of(s.id, state, map)});
  std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
    if (a.side->eliminated != b.side->eliminated) return !a.side->eliminated;
    if (a.pp != b.pp) return a.pp > b.pp;
    return a.pv > b.pv;
  });
  for (const Row& r : rows)
    report.add(public_event(
        r.side->eliminated
            ? Message{Msg::final_standing_eliminated, {side_arg(state, r.side->id)}}
            : Message{Msg::final_standing,
                      {side_arg(state, r.side->id), arg::Number{r.pv}, arg::Number{r.pp}}}));
}

VictoryCheck decide(const map::Map& map, const state::GameState& state, const VictoryInputs& in) {
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
  // R3.marg.3: the votes counted at step 2 (R3.marg.4); never in -319 (R3.marg.5).
  const state::Side* marginal = in.marginal.empty() ? nullptr : state.side(in.marginal);
  if (marginal != nullptr && !marginal->eliminated && state.season.year != -319) {
    out.victory = state::Victory{"marginal", {marginal->id}, state.season.id()};
    out.report.add(public_event(
        Message{Msg::victory_marginal, {side_arg(state, marginal->id), arg::Clause{"R3.marg.3"}}}));
    return out;
  }
  // R3.shared.1: every surviving side shares it.
  if (shared_victory_due(state)) {
    std::vector<std::string> ids;
    std::string names;
    for (const state::Side& s : state.sides) {
      if (s.eliminated) continue;
      ids.push_back(s.id);
      names += (names.empty() ? "" : ", ") + side_name(state, s.id);
    }
    out.victory = state::Victory{"shared", ids, state.season.id()};
    out.report.add(public_event(Message{
        Msg::victory_shared,
        {arg::Words{names}, arg::Number{state.season.year - 2}, arg::Clause{"R3.shared.1"}}}));
    return out;
  }
  // R3.marg.1: the candidacies are announced; the next turn's votes are counted on them.
  bool candidate = false;
  for (const state::Side& s : state.sides) {
    if (s.eliminated || !marginal_candidate(s.id, state, map)) continue;
    candidate = true;
    const int pp = pp_of(s.id, state, map);
    out.report.add(
        public_event(Message{Msg::victory_marginal_candidate,
                             {side_arg(state, s.id), arg::Number{pp}, arg::Number{pp_total}}}));
  }
  if (candidate && state.season.year == -319)
    out.report.note(Message{Msg::log_no_marginal_319, {}});
  return out;
}

}  // namespace

VictoryCheck check_victory(const map::Map& map, const state::GameState& state,
                           const VictoryInputs& in) {
  VictoryCheck out = decide(map, state, in);
  if (out.victory) final_standings(map, state, out.report);
  return out;
}

void record_major_changes(const map::Map& map, const state::GameState& start,
                          state::GameState& work) {
  if (majors_snapshot(start, map) != majors_snapshot(work, map)) work.majors_changed = start.season;
}

bool shared_victory_due(const state::GameState& state) {
  if (state.season.kind != state::SeasonKind::winter) return false;
  const state::Season two_winters_ago{state.season.year - 2, state::SeasonKind::winter};
  return state.majors_changed.turn() <= two_winters_ago.turn();
}

}  // namespace dia::adj::rules
