#pragma once
// The orders of the group after the military orders (R9c.gen.2, step 9) and the gold gifts: one
// file per order type, each with the check that says whether the order is possible on a
// position (used by `check --game` and again by the step on the position after movement) and
// the step that applies the orders of its type.
#include <optional>
#include <string>

#include "adjudicator/intrigue/checks.hpp"
#include "adjudicator/intrigue/step_context.hpp"
#include "common/message.hpp"

namespace dia::adj::intrigue {

// Why an order cannot be carried out on `state` by `side` (nullopt: possible). Never reads
// another side's secrets.
using Problem = std::optional<Message>;

Problem gates_problem(const map::Map& map, const state::GameState& state, const std::string& side,
                      const orders::OpenGates& o);  // gates.cpp
Problem gold_problem(const state::GameState& state, const std::string& side,
                     const orders::Gold& o);  // gold.cpp
Problem capital_problem(const map::Map& map, const state::GameState& state, const std::string& side,
                        const orders::Capital& o);  // capital.cpp
Problem seize_problem(const map::Map& map, const state::GameState& state, const std::string& side,
                      const orders::Seize& o);  // seize.cpp
Problem dissociate_problem(const map::Map& map, const state::GameState& state,
                           const std::string& side, const orders::Dissociate& o);  // dissociation
Problem command_problem(const map::Map& map, const state::GameState& state, const std::string& side,
                        const orders::Command& o);  // command.cpp
Problem announce_problem(const state::GameState& state, const std::string& side,
                         const orders::AnnounceMarriage& o);  // marriage.cpp
Problem marriage_problem(const map::Map& map, const state::GameState& state,
                         const std::string& side, const orders::Marriage& o);  // marriage.cpp
Problem accord_problem(const map::Map& map, const state::GameState& state, const std::string& side,
                       const orders::Accord& o);  // accord.cpp

// The steps, in the sequence the rules list the orders (R9c.gen.3).
void apply_gates(StepContext& ctx);
void apply_capital(StepContext& ctx);
void apply_seize(StepContext& ctx);
void apply_dissociation(StepContext& ctx);
void apply_command(StepContext& ctx);
void apply_marriage(StepContext& ctx);  // the announcements, then the weddings (R6b.cleo)
void apply_accord(StepContext& ctx);    // the orders of this season (R11d.acc.1)
// R6b.cleo.3, R6b.cleo.5: a married Cléopâtre shares her husband's place and controller; his
// death makes her a widow. marriage.cpp.
void keep_couple_together(StepContext& ctx);
// R11d.acc.2–3 and R11d.acc.5–9 at the end of the turn: the elephants appear for the accord of
// this season; the accord of the season before is judged. accord.cpp.
void accord_end_of_turn(StepContext& ctx);
// R9c.gold: the gold gifts, after every other spending (R8a.end.1; in winter, R9c.gold.4).
// gold.cpp.
void apply_gold_gifts(StepContext& ctx);

// ---- shared by the files above (after_common.cpp) ----
// An order of no side in play (the GM's neutral file, an eliminated side): side_not_in_play.
Problem side_problem(const state::GameState& state, const std::string& side);
// A check's verdict from a Problem (ignored with its reason, or accepted).
void verdict(const CheckInput& in, season::CheckedOrder& c, const Problem& p);
// The step's report of an order it carried out (ctx.ignore reports one it cannot).
void report_done(StepContext& ctx, OrderRef r, const Text& note = {});
// A ledger PP change (R13), counted with the season's other changes.
void add_prestige(StepContext& ctx, const std::string& side, int pp, const char* clause,
                  Message reason);

}  // namespace dia::adj::intrigue
