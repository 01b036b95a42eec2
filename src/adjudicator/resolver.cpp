#include "adjudicator/resolver.hpp"

#include <bit>

namespace dia::adj::detail {

Resolver::Resolver(const Plan& plan)
    : plan_(plan),
      state_(plan.unit_count, State::unresolved),
      resolution_(plan.unit_count, 0),
      visited_(plan.unit_count, 0),
      in_cycle_(plan.unit_count, 0),
      paradox_(plan.unit_count, 0) {
  cycle_.reserve(plan.unit_count);
}

// Kruijswijk's guess algorithm (DATC 5.F, final form): a decision met again deeper in its own
// recursion answers with the current guess. Only the ancestor of a whole cycle tries the other
// guess and keeps the one consistent answer, or hands the cycle to the backup rule; a decision
// that read a guess (`guess_based_`) is not final until its cycle is settled.
bool Resolver::resolve(UnitIndex d) {
  if (state_[d] == State::resolved) return resolution_[d] != 0;
  if (in_cycle_[d]) {
    guess_based_ = true;
    return resolution_[d] != 0;
  }
  if (visited_[d]) {
    in_cycle_[d] = 1;
    cycle_.push_back(d);
    guess_based_ = true;
    ++recursion_hits_;
    return resolution_[d] != 0;
  }
  visited_[d] = 1;
  const std::size_t old_len = cycle_.size();
  const bool old_guess_based = guess_based_;
  const int old_hits = recursion_hits_;
  guess_based_ = false;
  resolution_[d] = 0;
  const bool first = adjudicate(d);
  if (!guess_based_) {
    guess_based_ = old_guess_based;
    resolution_[d] = first ? 1 : 0;
    state_[d] = State::resolved;
    visited_[d] = 0;
    return first;
  }
  // Only a decision that was met again in its own recursion, and is the ancestor of the whole
  // cycle, may settle it. One that merely read other guesses waits for its cycle's ancestor.
  if (in_cycle_[d] && --recursion_hits_ == old_hits) {
    drop_cycle(old_len);
    resolution_[d] = 1;
    const bool second = adjudicate(d);
    recursion_hits_ = old_hits;
    guess_based_ = old_guess_based;
    if (first == second) {
      drop_cycle(old_len);
      resolution_[d] = first ? 1 : 0;
      state_[d] = State::resolved;
      visited_[d] = 0;
      return first;
    }
    backup_rule(old_len);
    drop_cycle(old_len);
    visited_[d] = 0;
    return resolve(d);
  }
  if (!in_cycle_[d]) {
    in_cycle_[d] = 1;
    cycle_.push_back(d);
  }
  resolution_[d] = first ? 1 : 0;
  visited_[d] = 0;
  return first;
}

void Resolver::drop_cycle(std::size_t from) {
  for (std::size_t i = from; i < cycle_.size(); ++i) in_cycle_[cycle_[i]] = 0;
  cycle_.resize(from);
}

// Zero or two consistent answers. With a convoy in the cycle it is a convoy paradox: the
// convoys in it fail (Szykman rule, G2.8). Otherwise it is circular movement: every move in it
// succeeds (R9a.move.16). Anything else (not possible with the classical orders) fails.
void Resolver::backup_rule(std::size_t from) {
  bool convoy = false;
  bool only_moves = true;
  for (std::size_t i = from; i < cycle_.size(); ++i) {
    OrderKind k = plan_.kind[cycle_[i]];
    convoy = convoy || k == OrderKind::convoy;
    only_moves = only_moves && k == OrderKind::move;
  }
  for (std::size_t i = from; i < cycle_.size(); ++i) {
    UnitIndex d = cycle_[i];
    OrderKind k = plan_.kind[d];
    if (convoy) {
      if (k == OrderKind::convoy) {
        state_[d] = State::resolved;
        resolution_[d] = 0;
        paradox_[d] = 1;
      }
    } else if (k == OrderKind::move) {
      state_[d] = State::resolved;
      resolution_[d] = only_moves ? 1 : 0;
    }
  }
}

bool Resolver::adjudicate(UnitIndex d) {
  switch (plan_.kind[d]) {
    case OrderKind::move:
      return adjudicate_move(d);
    case OrderKind::support:
      return adjudicate_support(d);
    case OrderKind::convoy:
      return adjudicate_convoy(d);
    case OrderKind::hold:
      break;
  }
  return true;
}

bool Resolver::path(UnitIndex mover) {
  if (!plan_.convoyed[mover]) return true;
  auto route = plan_.route_of(mover);
  std::uint64_t reached = 0;
  std::uint64_t frontier = 0;
  for (std::size_t k = 0; k < route.size(); ++k) {
    if (route[k].touches_origin && resolve(route[k].fleet)) frontier |= std::uint64_t{1} << k;
  }
  while (frontier) {
    reached |= frontier;
    std::uint64_t next = 0;
    for (std::uint64_t bits = frontier; bits; bits &= bits - 1) {
      auto k = static_cast<std::size_t>(std::countr_zero(bits));
      if (route[k].touches_destination) return true;
      next |= route[k].next;
    }
    next &= ~reached;
    frontier = 0;
    for (std::uint64_t bits = next; bits; bits &= bits - 1) {
      auto k = static_cast<std::size_t>(std::countr_zero(bits));
      if (resolve(route[k].fleet)) frontier |= std::uint64_t{1} << k;
    }
    reached |= next;
  }
  return false;
}

UnitIndex Resolver::dislodger(UnitIndex u) {
  if (plan_.kind[u] == OrderKind::move && resolve(u)) return no_unit;
  for (UnitIndex m : plan_.moves_into(plan_.space[u])) {
    if (resolve(m)) return m;
  }
  return no_unit;
}

bool Resolver::dislodged(UnitIndex u) {
  return dislodger(u) != no_unit;
}

bool Resolver::head_to_head(UnitIndex mover) {
  UnitIndex other = plan_.occupant[plan_.dest[mover]];
  return other != no_unit && plan_.kind[other] == OrderKind::move &&
         plan_.dest[other] == plan_.space[mover] && !plan_.convoyed[mover] &&
         !plan_.convoyed[other];
}

int Resolver::support_sum(UnitIndex supported, SideId excluded) {
  int sum = 0;
  for (UnitIndex s : plan_.supports_of(supported)) {
    if (plan_.side[s] != excluded && resolve(s)) sum += plan_.combat[s];
  }
  return sum;
}

int Resolver::attack_strength(UnitIndex mover) {
  if (!path(mover)) return 0;
  UnitIndex other = plan_.occupant[plan_.dest[mover]];
  if (other == no_unit ||
      (plan_.kind[other] == OrderKind::move && !head_to_head(mover) && resolve(other))) {
    return plan_.combat[mover] + support_sum(mover, no_side);
  }
  if (plan_.side[other] == plan_.side[mover]) return 0;  // R9a.move.13, G1.7
  return plan_.combat[mover] + support_sum(mover, plan_.side[other]);
}

int Resolver::defend_strength(UnitIndex mover) {
  return plan_.combat[mover] + support_sum(mover, no_side);
}

int Resolver::prevent_strength(UnitIndex mover) {
  if (!path(mover)) return 0;
  if (head_to_head(mover) && resolve(plan_.occupant[plan_.dest[mover]])) return 0;
  return plan_.combat[mover] + support_sum(mover, no_side);
}

int Resolver::hold_strength(map::SpaceId space) {
  UnitIndex u = plan_.occupant[space];
  if (u == no_unit) return 0;
  if (plan_.kind[u] == OrderKind::move) return resolve(u) ? 0 : plan_.combat[u];
  return plan_.combat[u] + support_sum(u, no_side);
}

bool Resolver::adjudicate_move(UnitIndex m) {
  const int attack = attack_strength(m);
  if (attack == 0) return false;
  if (head_to_head(m)) {
    if (attack <= defend_strength(plan_.occupant[plan_.dest[m]])) return false;
  } else if (attack <= hold_strength(plan_.dest[m])) {
    return false;
  }
  for (UnitIndex other : plan_.moves_into(plan_.dest[m])) {
    if (other != m && attack <= prevent_strength(other)) return false;
  }
  return true;
}

UnitIndex Resolver::cutting_attack(UnitIndex supporter) {
  for (UnitIndex m : plan_.moves_into(plan_.space[supporter])) {
    if (plan_.side[m] != plan_.side[supporter] && plan_.space[m] != plan_.dest[supporter] &&
        path(m)) {
      return m;
    }
  }
  return no_unit;
}

bool Resolver::adjudicate_support(UnitIndex s) {
  if (cutting_attack(s) != no_unit) return false;
  return !dislodged(s);
}

bool Resolver::adjudicate_convoy(UnitIndex f) {
  return !dislodged(f);
}

}  // namespace dia::adj::detail
