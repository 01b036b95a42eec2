#pragma once
// Small shared vocabulary of the military season: unit types across the parser and the state,
// how a unit is written in reports ("A* MAC"), which character an order names, and how notes
// (catalogue messages) are joined.
#include <optional>
#include <string>
#include <vector>

#include "adjudicator/season.hpp"
#include "adjudicator/unit.hpp"
#include "map/map.hpp"
#include "orders/ast.hpp"
#include "state/game_state.hpp"

namespace dia::adj::season {

state::UnitType to_state_type(orders::UnitType t);
UnitKind kind_of(state::UnitType t);

// Where a state unit stands on the map (its space's main node), or nullopt for an unknown code.
std::optional<map::SpaceId> space_of(const map::Map& map, const std::string& code);

// "A* MAC", "Ae# SYR", "F Philippe III MAC": designator, commander mark, space (N2).
std::string describe(const state::GameState& state, const state::Unit& unit);
// "A MAC THR": a unit and the destination of its move.
std::string describe_move(const state::GameState& state, const state::Unit& unit,
                          const std::string& to);
// The character an order names, resolved for `side` (`*` its diadoque, `#` its epigone, a
// name matched after fold_name). nullptr when there is none.
const state::Character* resolve_character(const state::GameState& state, const std::string& side,
                                          const orders::CharacterRef& ref);

// Leaders who give the +1 (R6b.diad.1, R6b.oly.1) and their command priority (R6b.lead.3).
bool is_leader(const state::Character& c);
int leader_rank(const state::Character& c);  // 0 diadoque, 1 epigone, 2 Philippe III, 3 Olympias

// The side's name as players write it ("Ptolémée"), or the id.
std::string side_name(const state::GameState& state, const std::string& side);
// The side an order names by its id or its diadoque ("Ptolémée", "ptolemee"); "" if none.
std::string side_by_name(const state::GameState& state, const std::string& name);

Text join(const Text& a, const Text& b);  // "a ; b" / "a; b" (either may be empty)

}  // namespace dia::adj::season
