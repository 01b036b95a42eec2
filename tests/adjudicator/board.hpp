#pragma once
// A board on the tiny map: add units with their orders, adjudicate, look at the result.
#include <string_view>
#include <vector>

#include "adjudicator/movement.hpp"
#include "tiny_map.hpp"

namespace dia::test {

class Board {
 public:
  adj::UnitIndex add(adj::Unit unit, adj::Order order = {}) {
    units.push_back(unit);
    orders.push_back(order);
    return static_cast<adj::UnitIndex>(units.size() - 1);
  }
  adj::Order move(std::string_view to, bool via_convoy = false) const {
    return {adj::OrderKind::move, map::no_node, tiny.node(to), via_convoy};
  }
  adj::Order support_hold(std::string_view of) const {
    return {adj::OrderKind::support, tiny.node(of), map::no_node, false};
  }
  adj::Order support_move(std::string_view of, std::string_view to) const {
    return {adj::OrderKind::support, tiny.node(of), tiny.node(to), false};
  }
  adj::Order convoy(std::string_view of, std::string_view to) const {
    return {adj::OrderKind::convoy, tiny.node(of), tiny.node(to), false};
  }
  adj::MovementResult run() const { return adj::adjudicate_movement(tiny.map(), units, orders); }

  bool at(const adj::MovementResult& r, adj::UnitIndex u, std::string_view where) const {
    return r.positions[u] == tiny.node(where);
  }
  static const adj::Dislodgement* dislodgement(const adj::MovementResult& r, adj::UnitIndex u) {
    for (const auto& d : r.dislodged) {
      if (d.unit == u) return &d;
    }
    return nullptr;
  }

  TinyMap tiny;
  std::vector<adj::Unit> units;
  std::vector<adj::Order> orders;
};

}  // namespace dia::test
