#include "map/map.hpp"

#include <algorithm>

#include "common/text.hpp"

namespace dia::map {
namespace {

// "spa(nc)", "SPA/NC", "spa-nc" all key as "spa/nc".
std::string node_key(std::string_view code) {
  std::string key;
  for (char c : code) {
    if (c == '(' || c == '-' || c == '.') c = '/';
    if (c == ')' || c == ' ') continue;
    key += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  }
  if (auto slash = key.find('/'); slash != std::string::npos) {
    key.erase(key.find_last_not_of('/') + 1);
  }
  return key;
}

}  // namespace

void Map::index() {
  space_by_code_.clear();
  node_by_code_.clear();
  for (std::size_t i = 0; i < spaces.size(); ++i) {
    space_by_code_.emplace(fold_name(spaces[i].code), static_cast<SpaceId>(i));
  }
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    node_by_code_.emplace(node_key(fold_name(nodes[i].code)), static_cast<NodeId>(i));
  }
}

std::optional<SpaceId> Map::find_space(std::string_view code) const {
  auto it = space_by_code_.find(fold_name(code));
  if (it == space_by_code_.end()) return std::nullopt;
  return it->second;
}

std::optional<NodeId> Map::find_node(std::string_view code) const {
  auto it = node_by_code_.find(node_key(fold_name(code)));
  if (it == node_by_code_.end()) return std::nullopt;
  return it->second;
}

bool Map::adjacent(NodeId from, NodeId to, Crossing who) const {
  const Node& n = nodes[from];
  auto has = [to](const std::vector<NodeId>& list) {
    return std::find(list.begin(), list.end(), to) != list.end();
  };
  auto bits = static_cast<std::uint8_t>(who);
  if ((bits & static_cast<std::uint8_t>(Crossing::army)) && has(n.army_adjacent)) return true;
  if ((bits & static_cast<std::uint8_t>(Crossing::fleet)) && has(n.fleet_adjacent)) return true;
  return false;
}

}  // namespace dia::map
