#pragma once
// A small map built in code for the movement-core tests:
//
//   armies:  l1-l2, l2-l3, l3-l1 (a triangle for rotations), l3-l4, l4-l5, l2-l5, l5-l6, l1-l6
//   fleets:  l1-s1, l1-s3, s1-s2, s2-l4, s3-l4, s2-s3, l1-l6 (coast), l4-l5 (coast)
//
// Two convoy routes lead from l1 to l4: s1-s2 and s3.
#include <string>
#include <string_view>

#include "adjudicator/unit.hpp"
#include "map/map.hpp"

namespace dia::test {

class TinyMap {
 public:
  TinyMap() {
    for (const char* code : {"l1", "l2", "l3", "l4", "l5", "l6"}) add(code, map::SpaceKind::land);
    for (const char* code : {"s1", "s2", "s3"}) add(code, map::SpaceKind::sea);
    for (auto [a, b] : {std::pair{"l1", "l2"},
                        {"l2", "l3"},
                        {"l3", "l1"},
                        {"l3", "l4"},
                        {"l4", "l5"},
                        {"l2", "l5"},
                        {"l5", "l6"},
                        {"l1", "l6"}}) {
      link(a, b, true);
    }
    for (auto [a, b] : {std::pair{"l1", "s1"},
                        {"l1", "s3"},
                        {"s1", "s2"},
                        {"s2", "l4"},
                        {"s3", "l4"},
                        {"s2", "s3"},
                        {"l1", "l6"},
                        {"l4", "l5"}}) {
      link(a, b, false);
    }
    map_.index();
  }

  const map::Map& map() const { return map_; }
  map::NodeId node(std::string_view code) const { return *map_.find_node(code); }
  map::SpaceId space(std::string_view code) const { return *map_.find_space(code); }
  adj::Unit army(std::string_view at, adj::SideId side, int combat = 1) const {
    return {adj::UnitKind::army, side, node(at), combat};
  }
  adj::Unit fleet(std::string_view at, adj::SideId side, int combat = 1) const {
    return {adj::UnitKind::fleet, side, node(at), combat};
  }

 private:
  void add(const char* code, map::SpaceKind kind) {
    map::Space s;
    s.code = code;
    s.name = code;
    s.kind = kind;
    s.nodes.push_back(static_cast<map::NodeId>(map_.nodes.size()));
    map::Node n;
    n.code = code;
    n.space = static_cast<map::SpaceId>(map_.spaces.size());
    map_.nodes.push_back(n);
    map_.spaces.push_back(s);
  }
  void link(const char* a, const char* b, bool army) {
    map::NodeId na = index_of(a), nb = index_of(b);
    auto& la = army ? map_.nodes[na].army_adjacent : map_.nodes[na].fleet_adjacent;
    auto& lb = army ? map_.nodes[nb].army_adjacent : map_.nodes[nb].fleet_adjacent;
    la.push_back(nb);
    lb.push_back(na);
  }
  map::NodeId index_of(std::string_view code) const {
    for (std::size_t i = 0; i < map_.nodes.size(); ++i) {
      if (map_.nodes[i].code == code) return static_cast<map::NodeId>(i);
    }
    return map::no_node;
  }
  map::Map map_;
};

}  // namespace dia::test
