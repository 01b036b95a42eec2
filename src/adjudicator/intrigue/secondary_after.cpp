// R9c secondary orders of the group after the military orders (step 9, R8a.gm.9): gates,
// capital transfer, seize, dissociation, command, marriage, Chandragupta accord, each in its own
// file (after_orders.hpp). No-control and no-seize are read by the control and siege steps.
#include "adjudicator/intrigue/after_orders.hpp"
#include "adjudicator/intrigue/steps.hpp"
#include "report/catalogue.hpp"

namespace dia::adj::intrigue {

namespace {

// The reasons the season may still remove before step 9: where units and characters stand,
// who is with whom, who holds a province, a citadel (a fall, gates opened to the side this
// turn, R9c.gates.5) or Cléopâtre (a capture at step 8).
bool after_movement(Msg why) {
  switch (why) {
    case Msg::not_controlled_here:
    case Msg::cleopatra_not_ours:
    case Msg::gates_garrison:
    case Msg::gates_leader_inside:
    case Msg::gates_no_force:
    case Msg::character_not_there:
    case Msg::character_with_no_unit:
    case Msg::leader_not_with_unit:
    case Msg::no_own_unit_there:
    case Msg::marriage_apart:
    case Msg::accord_needs_both:
      return true;
    default:
      return false;
  }
}

}  // namespace

void check_after_order(const CheckInput& in, season::CheckedOrder& c) {
  using K = orders::OrderKind;
  const orders::Body& b = in.order.body;
  Problem p;
  switch (in.order.kind()) {
    case K::open_gates:
      p = gates_problem(in.map, in.state, in.side, orders::get<orders::OpenGates>(b));
      break;
    case K::capital:
      p = capital_problem(in.map, in.state, in.side, orders::get<orders::Capital>(b));
      break;
    case K::seize:
      p = seize_problem(in.map, in.state, in.side, orders::get<orders::Seize>(b));
      break;
    case K::dissociate:
      p = dissociate_problem(in.map, in.state, in.side, orders::get<orders::Dissociate>(b));
      break;
    case K::command:
      p = command_problem(in.map, in.state, in.side, orders::get<orders::Command>(b));
      break;
    case K::announce_marriage:
      p = announce_problem(in.state, in.side, orders::get<orders::AnnounceMarriage>(b));
      break;
    case K::marriage:
      p = marriage_problem(in.map, in.state, in.side, orders::get<orders::Marriage>(b));
      break;
    case K::accord:
      p = accord_problem(in.map, in.state, in.side, orders::get<orders::Accord>(b));
      break;
    default:
      mark_not_adjudicated(in, c);
      return;
  }
  // Before the season these orders are judged on the position at its start, but the step judges
  // them after the moves (R8a.gm.9): what the moves may still change is a warning, not a verdict.
  if (p && after_movement(p->id)) {
    c.verdict = season::Verdict::accepted;
    c.diagnostics.push_back({Severity::warning, in.file, in.order.pos,
                             "possible only if the moves change this (R8a.gm.9): " +
                                 report::words(report::Lang::en, *p),
                             *p});
    return;
  }
  verdict(in, c, p);
}

void start_of_turn(StepContext& ctx) {
  for (const state::Unit& u : ctx.work.units)
    if (u.siege && u.siege->rounds >= 1) ctx.facts.besieged_at_start.push_back(u.siege->citadel);
}

void secondary_after(StepContext& ctx) {
  // R9c.gen.3 (PROPOSED): in the sequence the rules list them (S1:L931–983). Only the side that
  // controls a citadel, a unit or Cléopâtre can give these orders for it, so orders of one type
  // conflict only within one side's file: they are applied in the order written.
  apply_gates(ctx);  // before seize: the receiver may seize the treasure at once (R9c.gates.5)
  apply_capital(ctx);
  apply_seize(ctx);
  apply_dissociation(ctx);
  apply_command(ctx);
  apply_marriage(ctx);
  apply_accord(ctx);
}

}  // namespace dia::adj::intrigue
