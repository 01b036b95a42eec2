#pragma once
// What happened to one order, as data: reports print it, tests assert on it. The reason says
// why an order did not simply succeed; `by` names the unit responsible (the one that bounced,
// cut or dislodged it) and the strengths say how the battle went.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "adjudicator/unit.hpp"
#include "map/map.hpp"

namespace dia::adj {

enum class Result : std::uint8_t { succeeds, fails, void_order };

enum class Reason : std::uint8_t {
  none,
  // A move that failed.
  bounced,           // stopped by `by` (its hold or prevent strength was >= ours)
  beaten,            // lost a head-to-head battle against `by`
  own_unit,          // would dislodge `by`, a unit of its own side
  convoy_disrupted,  // every convoy route lost a fleet
  convoy_paradox,    // convoy paradox: the convoy is cancelled (Szykman rule)
  // A support, convoy or hold that failed.
  cut,        // support cut by an attack of `by`
  dislodged,  // the unit was dislodged by `by`
  // Void orders (impossible or not matching): the unit holds.
  not_adjacent,          // no route to the destination
  no_convoy_route,       // needs a convoy and no fleet chain was ordered
  same_space,            // move to the space it already stands in
  coast_not_specified,   // a fleet move to a multi-coast space that could reach several coasts
  wrong_unit_kind,       // an army to sea, a fleet inland
  nothing_there,         // no unit where the support or convoy points
  cannot_support_self,   // a unit supporting itself
  support_unreachable,   // the supporter could not move to the space it supports into
  support_not_matching,  // the supported unit does something else
  supported_cancelled,   // (Diadoques G10.1) the supported unit was dislodged: no order left
  convoy_not_at_sea,     // only fleets in sea spaces convoy
  convoy_not_army,       // only armies are convoyed
  convoy_not_matching,   // the army does something else
  convoy_not_used,       // the army moves over land or by another route
  // Retreats.
  disbanded,                // no retreat ordered, or a disband
  retreat_occupied,         // a unit stands there after the moves
  retreat_attacker_origin,  // the space the attacker came from (not by convoy)
  retreat_standoff,         // left empty by a standoff this season
  retreat_conflict,         // another unit retreated there too: both are disbanded
  // Builds and removals.
  build_not_home,   // not a home supply centre of that side
  build_not_owned,  // the side does not own it
  build_occupied,   // a unit stands in that space
  build_none_left,  // the side has no build left
  remove_none_due,  // the side has no removal due, or none left
  not_own_unit,     // no unit of that side there
  already_ordered,  // the same build or removal was already ordered
  civil_disorder,   // removed for the side by the civil disorder rule
};

struct Outcome {
  Result result = Result::succeeds;
  Reason reason = Reason::none;
  UnitIndex by = no_unit;
  int strength = 0;        // our attack strength when a move bounced or was beaten
  int opposing = 0;        // the strength that stopped it
  bool by_convoy = false;  // a move that went (or tried to go) by convoy
};

std::string_view to_string(Result r);
std::string_view to_string(Reason r);

// "A lvp", "F spa/nc": a unit as orders write it.
std::string describe_unit(const map::Map& map, const Unit& unit);

// English text of an outcome: "succeeds", "bounced by A mun (1 against 1)",
// "cut by F nth", "void: no convoy route". `units` are those the outcome's `by` indexes.
std::string format_outcome(const map::Map& map, std::span<const Unit> units,
                           const Outcome& outcome);

}  // namespace dia::adj
