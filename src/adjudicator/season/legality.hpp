#pragma once
// Order legality against the position, for one side (R9a.gen, R9a.move, G1, G2, G3, R9a.siege,
// R9a.supply, R12.t1): which unit or character each order is for, and whether the order is
// possible at all. An impossible or ambiguous order is ignored with its reason (R9a.gen.5) and
// the unit holds. Used by the season adjudicator and by `diadoques check --game`.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "adjudicator/season.hpp"
#include "adjudicator/season/first_turn.hpp"
#include "adjudicator/unit.hpp"
#include "common/diagnostic.hpp"
#include "map/map.hpp"
#include "orders/ast.hpp"
#include "state/game_state.hpp"

namespace dia::adj::season {

enum class Verdict {
  accepted,        // possible; the adjudication decides whether it succeeds
  ignored,         // impossible, ambiguous, conflicting or not allowed this season
  not_adjudicated  // a form this version does not adjudicate yet (reported, never dropped)
};

struct CheckedOrder {
  Verdict verdict = Verdict::accepted;
  int unit = -1;                        // the ordered unit (index in state.units), if any
  std::vector<std::string> characters;  // a lone character order: the characters (ids)
  // A unit order whose designator names characters standing in the unit's space but not with
  // it (`A Philippe III MAC THE`, D.associated): they join the unit before it moves (ids, pair
  // partners included), and `commander`, the first leader written, takes a unit that has none.
  std::vector<std::string> joining;
  std::string commander;
  int target = -1;            // support, convoy: the supported or convoyed unit (state.units index)
  int retreat_of = -1;        // a line that only gives an Re list for an already ordered unit: that
                              // unit's order index (its Re list is merged into it)
  bool special_link = false;  // a move along a special link (G3)
  bool retreat_ignored = false;  // Re list ignored (R12.t1.5, or on a character)
  bool foreign_piece = false;    // ignored: the piece is another side's or neutral (R9b.fail.1)
  Text reason;                   // why ignored / not adjudicated
  Diagnostics diagnostics;       // errors (ignored), warnings, notes, with line:col
};

// A `Passage` granted this turn (R9c.pass.1, G3.5): `from` lets `to`'s piece in `space` use the
// special links whose gatekeeper it controls.
struct Grant {
  std::string from;
  std::string to;
  std::string space;
};

struct LegalityOptions {
  std::string file = "<orders>";
  std::vector<Grant> passages;
  PurchaseRules purchase;
  // R14b, R14c: the spaces a storm or a flood hits this season (codes), the borders a flooded
  // river closes (pairs of codes, events/weather.cpp) and whether it is a flood (the clauses).
  std::vector<std::string> weather_hit;
  std::vector<std::pair<std::string, std::string>> flooded_borders;
  bool flood = false;
};

// One entry per order of `orders`, same index. In the first turn, if `side` has no unit yet, its
// purchase is simulated first (R12.start.5) so that orders for the units it buys can be checked.
std::vector<CheckedOrder> check_orders(const map::Map& map, const state::GameState& state,
                                       const std::string& side,
                                       const std::vector<orders::Order>& orders,
                                       const LegalityOptions& options = {});

// Marks the `Achat` orders that apply_purchase did not use (first turn).
void mark_purchases(std::vector<CheckedOrder>& checks, const std::vector<orders::Order>& orders,
                    const PurchaseOutcome& purchase, const std::string& file);

// Every diagnostic of `checks`, in order.
Diagnostics diagnostics_of(const std::vector<CheckedOrder>& checks);

// Whether a unit of `kind` may stand in / move between these spaces by ordinary adjacency
// (no special link). Shared with retreats and supports.
bool can_stand(const map::Map& map, UnitKind kind, map::SpaceId space);
bool ordinary_step(const map::Map& map, UnitKind kind, map::SpaceId from, map::SpaceId to);
// R12.t1.3: a fleet in its starting (land) province may reach a sea off it or a port citadel in it.
bool first_turn_fleet_step(const map::Map& map, map::SpaceId from, map::SpaceId to);

}  // namespace dia::adj::season
