#pragma once
// Who a corruption or counter-corruption order is aimed at, and whether it may be (R9b.tgt,
// R9b.means, R9b.cc.1–2, .5), on the position as it stands. Shared by `check --game`
// (check_corruption_order) and the step (R8a.gm.6). Nothing here reads another side's secrets:
// the level a check compares with leaves the counter-corruption out (R9b.val.4).
#include <optional>
#include <string>
#include <vector>

#include "adjudicator/season.hpp"
#include "map/map.hpp"
#include "orders/ast.hpp"
#include "state/game_state.hpp"

namespace dia::adj::intrigue {

struct Target {
  int unit = -1;          // index in state.units, for a unit
  std::string character;  // id of the character (the first of a pair, R9b.tgt.4), else ""
  std::string space;      // map code where it stands
  std::string owner;      // the side controlling it now, "" = neutral
  std::string label;      // "A* SYR", "Olympias": as the reports write it
  // The key of the target for ties and totals: "unit:<index>" or "character:<id>".
  std::string key() const {
    return unit >= 0 ? "unit:" + std::to_string(unit) : "character:" + character;
  }
};

// The target or why there is none / it may not be targeted.
struct TargetCheck {
  std::optional<Target> target;
  Message why;
};

// The spaces a storm or a flood hits this turn (R14b, R14c): TurnFacts::storm_or_flood.
using Hit = std::vector<std::string>;

// R9b.tgt.1–5 and R9b.means for `Co`: the piece `side` aims at, if allowed.
TargetCheck corruption_target(const map::Map& map, const state::GameState& state,
                              const std::string& side, const orders::Piece& piece,
                              const Hit& hit = {});
// R9b.cc.1, .2, .5 for `CC`: one of the side's own units, or a neutral unit or character.
TargetCheck counter_corruption_target(const map::Map& map, const state::GameState& state,
                                      const std::string& side, const orders::Piece& piece,
                                      const Hit& hit = {});

// R9b.means.1–4: a unit of `side` that could move into `target` (ordinary adjacency or a
// special link its kind may use, ignoring occupation and control), a fleet in a sea zone next
// to the coastal province holding it, or the side's free diadoque or epigone there or next to
// it. Lakes are never crossed (the map has no adjacency across them).
// An agent in a storm or a flooded province does not qualify (R9b.means.4).
bool has_agent(const map::Map& map, const state::GameState& state, const std::string& side,
               const std::string& target, const Hit& hit = {});

// R9b.tgt.5, R9b.cc.5, R9b.means.4: whether a storm or a flood hits the space this turn. The
// random events (R8a.gm.1, R14b–c) are not adjudicated yet, so `hit` is empty and this is false
// today; a flooded border (R14c.flood.1) counts through the flooded province on either side.
bool in_storm_or_flood(const Hit& hit, const std::string& space);

// R9b.lvl.3, R9b.succ.4: the characters (ids) `orders` send away alone (a character's move) or
// dissociate this turn, as `side` wrote them.
std::vector<std::string> ordered_to_leave(const state::GameState& state, const std::string& side,
                                          const std::vector<orders::Order>& orders);

}  // namespace dia::adj::intrigue
