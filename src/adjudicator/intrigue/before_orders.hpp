#pragma once
// The orders of step 5, the secondary orders before the military orders (R8a.gm.5, R9c.gen.2),
// one file each: character gift (gift.cpp), no-capture (no_capture.cpp), assassination
// (assassination.cpp), royal order (royal_order.cpp). Each has a check, used by
// `diadoques check --game` and again by the step on the position as it stands at step 5, and an
// application. Every check reads public facts only.
#include <optional>
#include <string>

#include "adjudicator/intrigue/checks.hpp"
#include "adjudicator/intrigue/step_context.hpp"

namespace dia::adj::intrigue {

// Why an order is impossible, worded by the catalogue (in English for the command line and the
// GM log: in_english).
using Problem = Message;

// What a check found: a problem (the order is ignored) and warnings (the order stands).
struct BeforeCheck {
  std::optional<Problem> problem;
  std::vector<std::string> warnings;  // English, for the command line
};

BeforeCheck check_gift(const CheckInput& in, const orders::Give& order);
BeforeCheck check_spare(const CheckInput& in, const orders::Spare& order);
BeforeCheck check_assassination(const CheckInput& in, const orders::Assassinate& order);
BeforeCheck check_royal_order(const CheckInput& in, const orders::RoyalOrder& order);

// The step-5 part of each, in the order of R9c.gen.2–3.
void record_gifts(StepContext& ctx);   // R9c.give.1–3: accepted gifts wait for movement
void record_spared(StepContext& ctx);  // R9c.nocap.1: TurnFacts::spared
void assassinate(StepContext& ctx);    // R9c.kill.1–5
void royal_orders(StepContext& ctx);   // R9c.royal.1, R11c

// Shared vocabulary.
// The side an order names: its id, or "" for none or an eliminated side.
std::string side_named(const state::GameState& state, const orders::SideRef& ref);
// A character as a message argument, with his pair partner when alive ("Roxane et
// Alexandre IV", R6b.phil.1, R6b.rox.1).
Arg who(const state::GameState& state, const std::string& character);
// The side as a message argument (its diadoque's name).
arg::Side side_arg(const state::GameState& state, const std::string& side);
// The problem of a character reference that names nobody alive, if any.
std::optional<Problem> unknown_or_dead(const state::Character* character,
                                       const orders::CharacterRef& ref);
// Checks one order on the position as it stands (check_one): an impossible one gets its note and
// a GM log line. Returns whether it stands.
bool accept(StepContext& ctx, OrderRef r);
// accept() applied to every order of `kind`: the ones that stand.
std::vector<OrderRef> accepted(StepContext& ctx, orders::OrderKind kind);
// The same check as `check --game`, for one order.
BeforeCheck check_one(const CheckInput& in);

}  // namespace dia::adj::intrigue
