// R14f.gift at step 4: Carthage's and Chandragupta's gifts of 10 T to the side holding the
// citadel a 1d6 picks. The money waits in ctx.facts.event_credits for the end of the turn
// (R14f.gift.3, R8a.end.1); the +1 PP (R13.pp.22) joins the season's ledger changes.
#include "adjudicator/events/steps.hpp"
#include "adjudicator/rules/names.hpp"

namespace dia::adj::events {

namespace {

constexpr int gift_amount = 10;

struct Donor {
  const char* id;
  const char* low;   // the citadel on 1–3
  const char* high;  // the citadel on 4–6
  const char* clause;
  Msg money;
};

constexpr Donor donors[] = {
    {"carthage", "Pella", "Byzance", "R14f.gift.1", Msg::money_gift_carthage},
    {"chandragupta", "Tyane", "Cyrène", "R14f.gift.2", Msg::money_gift_chandragupta},
};

}  // namespace

void apply_gift(StepContext& ctx, state::Dice& dice) {
  DrawnEvent& e = ctx.facts.event;
  const Donor* donor = nullptr;
  for (const Donor& d : donors)
    if (e.what == d.id) donor = &d;
  if (donor == nullptr) return;  // not a gift: start_intervention's (step 7)
  // The draw normally rolled the citadel (the row's sub-roll); a GM ruling may leave it open.
  if (e.variant.empty()) {
    const int roll = dice.d6(
        Message{Msg::roll_gift_citadel,
                {arg::Clause{std::string(donor->clause)}, arg::Place{std::string(donor->low)},
                 arg::Place{std::string(donor->high)}}});
    e.variant = roll <= 3 ? donor->low : donor->high;
  }
  const std::string& citadel = e.variant;
  const std::string side = ctx.work.controller_of(citadel);
  if (side.empty() || ctx.work.side(side) == nullptr) {
    ctx.event(
        Text{Message{Msg::gift_no_controller, {arg::Place{citadel}, arg::Clause{"R14f.gift.3"}}}});
    ctx.log(Message{Msg::log_gift_lost, {arg::Place{citadel}}});
    return;
  }
  ctx.event(Text{
      Message{Msg::gift_to_side,
              {rules::side_arg(ctx.work, side), arg::Place{citadel}, arg::Clause{donor->clause}}}});
  ctx.facts.event_credits.push_back(
      {side, gift_amount, Message{donor->money, {arg::Place{citadel}}}, "R14f.gift.3"});
  ctx.facts.prestige.push_back(
      {side, 1, "R13.pp.22",
       Text{Message{Msg::pp_event_gift, {arg::Number{1}, arg::Clause{"R13.pp.22"}}}}});
  ctx.log(Message{Msg::log_gift_holder, {arg::Side{side}, arg::Place{citadel}}});
}

}  // namespace dia::adj::events
