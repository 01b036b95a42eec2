// R9b: counter-corruption and corruption (step 6). Not adjudicated yet: reported as such.
#include "adjudicator/intrigue/checks.hpp"
#include "adjudicator/intrigue/steps.hpp"

namespace dia::adj::intrigue {

void check_corruption_order(const CheckInput& in, season::CheckedOrder& c) {
  mark_not_adjudicated(in, c);
}

void corruption(StepContext& ctx) {
  not_adjudicated_yet(ctx, orders::OrderKind::counter_corruption);
  not_adjudicated_yet(ctx, orders::OrderKind::corruption);
}

void end_of_year(state::GameState& state) {
  for (state::Unit& u : state.units) u.counter_corruption = 0;
  for (state::Character& c : state.characters) c.counter_corruption = 0;
}

}  // namespace dia::adj::intrigue
