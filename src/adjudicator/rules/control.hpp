#pragma once
// Control of provinces and citadels (R11e.ctrl.1–7), recomputed on a position after every step
// that moves or changes units (R11e.ctrl.8). Falls, gates and corruption change citadel
// control before this runs; this only derives what follows from who stands where.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "adjudicator/season.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::adj::rules {

// `Pas de contrôle PHR` (R9c.noctl.1): the side's army/diadoque/epigone takes no control.
struct NoControlOrder {
  std::string side;
  std::string province;  // map code
};

struct ControlInput {
  std::vector<NoControlOrder> no_control;
  // Characters (ids) that moved this season: in a citadel-less province held only by lone
  // diadoques/epigones of several sides, the last to arrive takes it (R11e.ctrl.7).
  std::vector<std::string> arrived_characters;
  // The control to report changes against. Unset: the control of `position`. Set it to the
  // control at the start of the season so that falls, gates and corruption (applied to
  // `position` beforehand) appear in `changes` too, once.
  std::optional<std::map<std::string, std::string>> baseline;
};

struct ControlResult {
  std::map<std::string, std::string> control;  // space code → side (absent = neutral)
  std::vector<ControlChange> changes;          // in map order
  std::vector<Text> gm_notes;                  // ambiguous cases decided by a PROPOSED reading
};

// `position` holds units and characters where they stand now and the control map of the
// previous resolution (citadels already updated by falls, gates, corruption).
// Citadels: unchanged unless a neutral unit stands in it, which makes it neutral (ctrl.1).
// Provinces without citadel: the side of the army (or else lone diadoque/epigone) standing in
// it, unless it gave a no-control order; a neutral unit makes it neutral; empty: unchanged
// (ctrl.2, ctrl.7). Provinces with citadels: the side of an army standing in it (neutral if
// the army is neutral); else the single player owner of its citadels; two player owners:
// neutral; neutral citadels do not count (ctrl.3–6).
ControlResult recompute_control(const map::Map& map, const state::GameState& position,
                                const ControlInput& input = {});

}  // namespace dia::adj::rules
