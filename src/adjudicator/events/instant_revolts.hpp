#pragma once
// R14e.nora, R14e.car, R14e.tar: the three revolts of Table III that put no unit on the map and
// apply at step 4 (R8a.ev.1). They are never "under way" (state::Uprising): they act once, so a
// later draw of the same row applies again (R14.gen.4 redraws only events under way).
#include <string>

#include "adjudicator/events/steps.hpp"

namespace dia::adj::events {

// R14e.nora.1–3. nora_isaura.cpp.
void apply_nora_isaura(StepContext& ctx);
// R14e.car.1–3. carians.cpp.
void apply_carians(StepContext& ctx);
// R14e.tar.1–4. tarentines.cpp.
void apply_tarentines(StepContext& ctx, state::Dice& dice);
// R14e.tar.3, at the end of the turn (credit_event_money): the side the Tarentines chose gets
// Tarente's treasure if it is still there; the credit waiting in ctx.facts.event_credits takes
// its amount now.
void take_tarentine_treasure(StepContext& ctx);

// R14.gen.3: the instant revolt drawn cannot apply for the reason `clause`: nothing else
// happens, and the season's event line says so.
void instant_cannot_apply(StepContext& ctx, const std::string& clause);
// Makes `space` neutral; says so if a side held it.
void turn_neutral(StepContext& ctx, const std::string& space, const std::string& clause);

}  // namespace dia::adj::events
