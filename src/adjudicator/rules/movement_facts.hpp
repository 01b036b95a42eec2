#pragma once
// What the season pipeline knows about each unit once movement is resolved (G10.5: sieges,
// supplies and supply cuts are judged on the final movement result). The rule modules of this
// folder read these facts; they never run the movement core themselves.
#include <optional>
#include <string>
#include <vector>

namespace dia::adj::rules {

// One move order aimed at a unit's space, whatever its result (R9a.supply.5, G1.5).
struct Attack {
  std::string from;         // the attacker's space at the start of the season
  std::string side;         // the attacker's side ("" = neutral)
  bool retreating = false;  // the attacker itself ends up dislodged (R9a.ret.4): cuts nothing
};

// The fate of one unit of the position (keyed by the space it stood in at the start).
struct UnitFacts {
  std::string space;  // where it stood at the start of the season (map code)
  std::string side;   // its side at the start ("" = neutral)
  bool dislodged = false;
  bool moved = false;           // a move order that succeeded: it left `space`
  std::string ends_in;          // where it stands after movement, before retreats ("" = = space)
  std::vector<Attack> attacks;  // every move order into `space`, successful or not
  bool storm = false;           // caught in a storm this season (R14b): its siege breaks
};

struct MovementFacts {
  std::vector<UnitFacts> units;
  const UnitFacts* find(const std::string& space) const;
};

// A support is cut by an attack from another side that does not come from the space the
// support goes to, unless the attacker is itself retreating; or by being dislodged (G1.5).
bool support_cut(const UnitFacts& supporter, const std::string& support_target);
// A supply is cut by any attack of another side whatever its result, unless the attacker is
// itself retreating (R9a.supply.5 and its PROPOSED reading); a dislodged supplier is cut too.
bool supply_cut(const UnitFacts& supplier);

}  // namespace dia::adj::rules
