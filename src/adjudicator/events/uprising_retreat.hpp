#pragma once
// R14d.ret: what stands in the space where a revolt or an intervention unit appears leaves it
// before the unit arrives (appear.cpp).
#include "adjudicator/events/steps.hpp"

namespace dia::adj::events {

// Revolts (R14d.ret.1–4, 8): every unit goes into a reachable citadel of its side, else, if
// stronger than the arriving unit, to an adjacent free space, else it is eliminated with its
// commander and its characters are captured; lone characters go into such a citadel or are
// captured. Interventions (R14d.ret.7): the usual retreat (R9a.ret: its Re list, then the
// unplanned preferences), else eliminated. Draws among equal spaces are on `dice` (the event's).
// The units that left are the ones whose orders R14d.ret.5 cancels.
void clear_space_before(StepContext& ctx, const Arrival& arrival, bool revolt, state::Dice& dice);

// The name of the revolt or intervention a neutral label belongs to (the map's events), for the
// report.
std::string revolt_name(const map::Map& map, const std::string& label);

// R14d.ret.2–3, R14d.ret.8, R14e.nora.1: a character captured by the revolt `label`: an RF
// member becomes neutral and held by it, a diadoque or epigone is killed.
void capture_by_revolt(StepContext& ctx, state::Character& c, const std::string& label);

}  // namespace dia::adj::events
