#pragma once
// What becomes of a unit disbanded in winter (R10.disb.2, .7, .8; R6b.free.4; R6b.phil.5), and
// what disbanding it costs (R10.disb.6).
#include <cstddef>
#include <vector>

#include "adjudicator/intrigue/step_context.hpp"
#include "adjudicator/winter/winter_facts.hpp"

namespace dia::adj::winter {

// R10.disb.6: half the purchase price (A/F 5, Ae/Fe 10). R10.disb.2: an Am costs nothing.
// PROPOSED: the Chandragupta elephants, bought for nothing (R11d.acc.2), cost nothing either.
int disband_fee(const state::Unit& u);

// Takes the unit off its side: an Am vanishes (its index is added to `to_erase`, the caller
// erases them once the step is over, so indices stay valid), any other unit stays where it is as
// a neutral unit on sale (R10.disb.7). Its characters stay in its space, a prisoner among them
// is freed (R6b.free.4), and a garrison commanded by Philippe III leaves its citadel neutral
// (R6b.phil.5). Events say so.
void dispose_of(intrigue::StepContext& ctx, WinterFacts& facts, std::size_t unit,
                std::vector<std::size_t>& to_erase);

}  // namespace dia::adj::winter
