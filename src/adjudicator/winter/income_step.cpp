// R8b.gm.2 first: the winter income (R10.income, R5b.reg.1) and the treasures seized at income
// time (R10.income.6, R5a.tre.2–4).
#include <fmt/format.h>

#include "adjudicator/income.hpp"
#include "adjudicator/intrigue/after_orders.hpp"
#include "adjudicator/winter/steps.hpp"

namespace dia::adj::winter {

namespace {

// "major citadel (R10.income.3)" → "R10.income.3".
std::string clause_of(const std::string& why) {
  const auto open = why.rfind('(');
  const auto close = why.rfind(')');
  if (open == std::string::npos || close == std::string::npos || close < open) return "R10.income";
  return why.substr(open + 1, close - open - 1);
}

}  // namespace

void collect_income(intrigue::StepContext& ctx, WinterFacts& facts) {
  // R10.income.5 (PROPOSED): control at the start of winter; nothing has changed it yet here.
  for (const state::Side& s : std::vector<state::Side>(ctx.work.sides)) {
    if (s.eliminated) continue;
    const Income income = income_of(s.id, ctx.work, ctx.map);
    // One treasury line per source, so the side's note shows its accounts (R8b.pl.1).
    for (const IncomeLine& l : income.lines)
      ctx.credit(s.id, l.amount, Message{Msg::money_income, {arg::Place{l.space}}},
                 clause_of(l.why));
    facts.income[s.id] = income.total;
    ctx.log(Message{Msg::log_income, {arg::Side{s.id}, arg::Number{income.total}}});
  }
  // R10.income.6: a seize order given at income time takes the treasure of a citadel the side
  // controls (R5a.tre.4), once and for good (R5a.tre.3); the military season's check and step.
  intrigue::apply_seize(ctx);
}

}  // namespace dia::adj::winter
