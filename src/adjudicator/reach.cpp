#include "adjudicator/reach.hpp"

#include <algorithm>
#include <deque>

namespace dia::adj {
namespace {

bool contains(const std::vector<map::NodeId>& list, map::NodeId n) {
  return std::find(list.begin(), list.end(), n) != list.end();
}

}  // namespace

bool can_reach_space(const map::Map& map, map::NodeId from, UnitKind kind, map::SpaceId space) {
  const map::Node& node = map.node(from);
  if (kind == UnitKind::army) return contains(node.army_adjacent, map.space(space).main_node());
  for (map::NodeId target : map.space(space).nodes) {
    if (contains(node.fleet_adjacent, target)) return true;
  }
  return false;
}

Arrival arrival_node(const map::Map& map, map::NodeId from, UnitKind kind, map::NodeId to) {
  if (to == map::no_node || from == map::no_node) return {};
  const map::Space& space = map.space_of(to);
  const map::Node& node = map.node(from);
  if (kind == UnitKind::army) {
    map::NodeId main = space.main_node();
    return {contains(node.army_adjacent, main) ? main : map::no_node, false};
  }
  bool coast_written = !map.node(to).coast.empty();
  if (coast_written || space.nodes.size() == 1) {
    return {contains(node.fleet_adjacent, to) ? to : map::no_node, false};
  }
  map::NodeId found = map::no_node;
  int count = 0;
  for (map::NodeId coast : space.nodes) {
    if (contains(node.fleet_adjacent, coast)) {
      found = coast;
      ++count;
    }
  }
  if (count == 1) return {found, false};
  return {map::no_node, count > 1};
}

bool on_sea_route(const map::Map& map, map::NodeId fleet, map::SpaceId origin,
                  map::SpaceId destination) {
  if (map.space_of(fleet).kind != map::SpaceKind::sea) return false;
  std::vector<std::uint8_t> seen(map.spaces.size(), 0);
  std::deque<map::NodeId> queue{fleet};
  seen[map.node(fleet).space] = 1;
  bool touches_origin = false;
  bool touches_destination = false;
  while (!queue.empty()) {
    map::NodeId n = queue.front();
    queue.pop_front();
    touches_origin = touches_origin || can_reach_space(map, n, UnitKind::fleet, origin);
    touches_destination =
        touches_destination || can_reach_space(map, n, UnitKind::fleet, destination);
    for (map::NodeId next : map.node(n).fleet_adjacent) {
      const map::SpaceId s = map.node(next).space;
      if (!seen[s] && map.space(s).kind == map::SpaceKind::sea) {
        seen[s] = 1;
        queue.push_back(next);
      }
    }
  }
  return touches_origin && touches_destination;
}

std::vector<std::vector<map::SpaceId>> space_neighbours(const map::Map& map) {
  std::vector<std::vector<map::SpaceId>> out(map.spaces.size());
  for (const map::Node& node : map.nodes) {
    auto& list = out[node.space];
    auto add = [&](map::NodeId other) {
      map::SpaceId s = map.node(other).space;
      if (s != node.space && std::find(list.begin(), list.end(), s) == list.end()) {
        list.push_back(s);
      }
    };
    for (map::NodeId n : node.army_adjacent) add(n);
    for (map::NodeId n : node.fleet_adjacent) add(n);
  }
  return out;
}

std::vector<int> distances_to(const std::vector<std::vector<map::SpaceId>>& neighbours,
                              const std::vector<map::SpaceId>& targets) {
  std::vector<int> dist(neighbours.size(), -1);
  std::deque<map::SpaceId> queue;
  for (map::SpaceId t : targets) {
    if (dist[t] != 0) {
      dist[t] = 0;
      queue.push_back(t);
    }
  }
  while (!queue.empty()) {
    map::SpaceId s = queue.front();
    queue.pop_front();
    for (map::SpaceId n : neighbours[s]) {
      if (dist[n] < 0) {
        dist[n] = dist[s] + 1;
        queue.push_back(n);
      }
    }
  }
  return dist;
}

}  // namespace dia::adj
