// Invariants of the movement core on many seeded random boards of the classical map: whatever
// the orders, no two units end in one space, only a successful enemy move dislodges, and the
// result does not depend on anything but the input.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "adjudicator/movement.hpp"
#include "map/load.hpp"

using namespace dia;

namespace {

const map::Map& classical() {
  static const auto loaded =
      map::load_map_file(std::string(DIA_SOURCE_DIR) + "/maps/classical.yaml");
  REQUIRE(loaded.map.has_value());
  return *loaded.map;
}

// A fixed 64-bit LCG: the boards are the same on every platform.
struct Lcg {
  std::uint64_t state;
  std::uint32_t next(std::uint32_t bound) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<std::uint32_t>((state >> 33) % bound);
  }
};

struct RandomBoard {
  std::vector<adj::Unit> units;
  std::vector<adj::Order> orders;
};

RandomBoard make_board(const map::Map& m, Lcg& rng) {
  RandomBoard b;
  std::vector<std::uint8_t> taken(m.spaces.size(), 0);
  const std::uint32_t count = 8 + rng.next(20);
  for (std::uint32_t k = 0; k < count * 3 && b.units.size() < count; ++k) {
    auto node = static_cast<map::NodeId>(rng.next(static_cast<std::uint32_t>(m.nodes.size())));
    const map::Node& n = m.node(node);
    if (taken[n.space]) continue;
    bool fleet = !n.fleet_adjacent.empty() && (n.army_adjacent.empty() || rng.next(2) == 0);
    if (!fleet && n.army_adjacent.empty()) continue;
    taken[n.space] = 1;
    b.units.push_back({fleet ? adj::UnitKind::fleet : adj::UnitKind::army,
                       static_cast<adj::SideId>(rng.next(4)), node,
                       1 + static_cast<int>(rng.next(2))});
  }
  auto random_node = [&] {
    return static_cast<map::NodeId>(rng.next(static_cast<std::uint32_t>(m.nodes.size())));
  };
  auto neighbour = [&](const adj::Unit& u) {
    const map::Node& n = m.node(u.node);
    const auto& list = u.kind == adj::UnitKind::army ? n.army_adjacent : n.fleet_adjacent;
    if (list.empty() || rng.next(5) == 0) return random_node();
    return list[rng.next(static_cast<std::uint32_t>(list.size()))];
  };
  for (const adj::Unit& u : b.units) {
    adj::Order o;
    const adj::Unit& other = b.units[rng.next(static_cast<std::uint32_t>(b.units.size()))];
    switch (rng.next(5)) {
      case 0:
        break;
      case 1:
      case 2:
        o = {adj::OrderKind::move, map::no_node, neighbour(u), rng.next(4) == 0};
        break;
      case 3:
        o = {adj::OrderKind::support, other.node, rng.next(2) ? neighbour(other) : map::no_node,
             false};
        break;
      case 4:
        o = {adj::OrderKind::convoy, other.node, random_node(), false};
        break;
    }
    b.orders.push_back(o);
  }
  return b;
}

}  // namespace

TEST_CASE("R9a.move.13 R9a.move.17 invariants of the movement core on 2000 random boards") {
  const map::Map& m = classical();
  Lcg rng{20260422};
  for (int round = 0; round < 2000; ++round) {
    RandomBoard b = make_board(m, rng);
    auto r = adj::adjudicate_movement(m, b.units, b.orders);
    INFO("board " << round);
    REQUIRE(r.outcomes.size() == b.units.size());
    std::vector<std::uint8_t> dislodged(b.units.size(), 0);
    for (const auto& d : r.dislodged) {
      dislodged[d.unit] = 1;
      // Only a successful move of another side dislodges, and it ends where the unit stood.
      CHECK(b.units[d.attacker].side != b.units[d.unit].side);
      CHECK(r.outcomes[d.attacker].result == adj::Result::succeeds);
      CHECK(m.node(r.positions[d.attacker]).space == m.node(b.units[d.unit].node).space);
      CHECK(r.positions[d.unit] == b.units[d.unit].node);
    }
    std::vector<int> in_space(m.spaces.size(), 0);
    for (std::size_t i = 0; i < b.units.size(); ++i) {
      if (!dislodged[i]) ++in_space[m.node(r.positions[i]).space];
      if (r.positions[i] != b.units[i].node) {
        CHECK(b.orders[i].kind == adj::OrderKind::move);
        CHECK(r.outcomes[i].result == adj::Result::succeeds);
      }
    }
    for (int c : in_space) CHECK(c <= 1);
    for (map::SpaceId s : r.standoffs) CHECK(in_space[s] == 0);
    // Same input, same output.
    auto again = adj::adjudicate_movement(m, b.units, b.orders);
    CHECK(again.positions == r.positions);
    CHECK(again.dislodged.size() == r.dislodged.size());
  }
}
