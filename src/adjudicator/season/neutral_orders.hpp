#pragma once
// The GM's neutral orders file (G12.1–2, R11b.neu.5, R14d.gen.8): orders for neutral units in
// the ordinary syntax behind a `[label]` naming the revolt, intervention or auction lot
// (`[Spartiates] Am LAC A1 Sparte`). In a season's orders it is the SideOrders whose side is
// `neutral_side` (""), the side id neutral units carry in the state.
//
// Each order is checked as a player's would be (season/legality), and on top:
// - it must be for a neutral unit (G12.1), of the written label when the state records one;
// - a unit with a field of action in the map's events (G6.1), or an auction unit (R11b.neu.2–3),
//   may move, support, convoy,
//   besiege or supply only into or within it (G6.2); an Re list leaving it is ignored;
// - it supports or convoys only units of its own revolt (R14d.gen.6).
// Anything else is ignored with its reason; a neutral unit without an order holds (G12.2).
#include <string>
#include <vector>

#include "adjudicator/season/legality.hpp"
#include "map/map.hpp"
#include "orders/ast.hpp"
#include "state/game_state.hpp"

namespace dia::adj::season {

inline const std::string neutral_side;  // SideOrders::side of the neutral orders file

// The map event (R14, G6.1) a neutral unit's label belongs to: the event whose id is the label,
// or the part before the first '.' ("rome.m1" → "rome"); nullptr for auction lots and unknown
// labels (no field of action: not checked).
const map::MapEvent* event_of_label(const map::Map& map, const std::string& label);

// Whether the `[label]` written in an order designates a unit labelled `unit_label`: the same
// label or event id, the event's name, or one word of it (`[Thessaliens]` for the Aetolian and
// Thessalian revolt), ignoring case and accents; `[enchères]` also names auction lots.
bool label_matches(const map::Map& map, std::string_view written, const std::string& unit_label);

std::vector<CheckedOrder> check_neutral_orders(const map::Map& map, const state::GameState& state,
                                               const std::vector<orders::Order>& orders,
                                               const LegalityOptions& options = {});

}  // namespace dia::adj::season
