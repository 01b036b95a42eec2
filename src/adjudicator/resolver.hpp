#pragma once
// Internal to the movement phase: the decisions and the guess-and-check resolution of
// Kruijswijk's DATC section 5 (the "guess algorithm" of 5.F). One decision per unit:
//   move    - the move succeeds;
//   support - the support is given (not cut);
//   convoy  - the fleet is not dislodged, so its convoy holds.
// Strengths are computed from decisions on demand; nothing is allocated while resolving.
#include <cstdint>
#include <vector>

#include "adjudicator/movement_plan.hpp"

namespace dia::adj::detail {

class Resolver {
 public:
  explicit Resolver(const Plan& plan);

  bool resolve(UnitIndex d);

  // Everything below reads decisions through resolve(), so it is valid during and after
  // resolution.
  bool path(UnitIndex mover);
  bool dislodged(UnitIndex u);
  UnitIndex dislodger(UnitIndex u);  // the move that dislodged u, or no_unit
  bool head_to_head(UnitIndex mover);
  int attack_strength(UnitIndex mover);
  int defend_strength(UnitIndex mover);
  int prevent_strength(UnitIndex mover);
  int hold_strength(map::SpaceId space);
  int support_sum(UnitIndex supported, SideId excluded);
  // The attack that cuts the support of `supporter`, or no_unit (dislodgement aside).
  UnitIndex cutting_attack(UnitIndex supporter);
  bool paradox(UnitIndex fleet) const { return paradox_[fleet] != 0; }

 private:
  enum class State : std::uint8_t { unresolved, resolved };
  bool adjudicate(UnitIndex d);
  bool adjudicate_move(UnitIndex m);
  bool adjudicate_support(UnitIndex s);
  bool adjudicate_convoy(UnitIndex f);
  void backup_rule(std::size_t from);
  void drop_cycle(std::size_t from);

  const Plan& plan_;
  std::vector<State> state_;
  std::vector<std::uint8_t> resolution_;
  std::vector<std::uint8_t> visited_;
  std::vector<std::uint8_t> in_cycle_;
  std::vector<std::uint8_t> paradox_;
  std::vector<UnitIndex> cycle_;
  bool guess_based_ = false;
  int recursion_hits_ = 0;
};

}  // namespace dia::adj::detail
