#pragma once
// Whether a corruption or secondary order is possible on a position (agent in reach, enough
// money, target not a diadoque, ...): used by `diadoques check --game` through the legality
// check, and by each intrigue step when it comes. The verdict never depends on another side's
// secrets (another unit's counter-corruption is not revealed, R9b.val.4).
#include <string>

#include "adjudicator/season/legality.hpp"
#include "map/map.hpp"
#include "orders/ast.hpp"
#include "state/game_state.hpp"

namespace dia::adj::intrigue {

struct CheckInput {
  const map::Map& map;
  const state::GameState& state;
  const std::string& side;
  const orders::Order& order;
  const std::string& file;  // for diagnostics
};

// Fills `c` (verdict, reason, diagnostics) for an order whose kind owned_by_steps() names.
void check_order(const CheckInput& in, season::CheckedOrder& c);

// One per step file, for the kinds that step adjudicates.
void check_corruption_order(const CheckInput& in, season::CheckedOrder& c);  // corruption.cpp
void check_before_order(const CheckInput& in, season::CheckedOrder& c);      // secondary_before.cpp
void check_after_order(const CheckInput& in, season::CheckedOrder& c);       // secondary_after.cpp
void check_gold_order(const CheckInput& in, season::CheckedOrder& c);        // gold.cpp
void check_vote_order(const CheckInput& in, season::CheckedOrder& c);        // votes.cpp

// The verdict of an order impossible now: ignored, with `why` as its reason and diagnostic.
void mark_ignored(const CheckInput& in, season::CheckedOrder& c, const Message& why);

// The verdict of a form this version does not adjudicate yet (reported, never dropped).
void mark_not_adjudicated(const CheckInput& in, season::CheckedOrder& c);

}  // namespace dia::adj::intrigue
