#include "map/map.hpp"

#include <algorithm>

#include "common/text.hpp"

namespace dia::map {

std::string node_key(std::string_view code) {
  std::string folded = fold_name(code);
  if (folded.find_first_of("(/") == std::string::npos) return folded;
  std::string key;
  for (char c : folded) {
    if (c == '(') c = '/';
    if (c == ')' || c == ' ') continue;
    key += c;
  }
  key.erase(key.find_last_not_of('/') + 1);
  return key;
}

std::string_view to_string(SpaceKind k) {
  switch (k) {
    case SpaceKind::land:
      return "land";
    case SpaceKind::sea:
      return "sea";
    case SpaceKind::citadel:
      return "citadel";
  }
  return "land";
}

std::string_view to_string(Terrain t) {
  switch (t) {
    case Terrain::normal:
      return "normal";
    case Terrain::floodable:
      return "floodable";
    case Terrain::desert:
      return "desert";
    case Terrain::mountain:
      return "mountain";
  }
  return "normal";
}

std::string_view to_string(CitadelClass c) {
  switch (c) {
    case CitadelClass::minor:
      return "minor";
    case CitadelClass::major:
      return "major";
    case CitadelClass::capital:
      return "capital";
  }
  return "minor";
}

std::string_view to_string(Source s) {
  switch (s) {
    case Source::unspecified:
      return "unspecified";
    case Source::rules:
      return "rules";
    case Source::record:
      return "record";
    case Source::reconstructed:
      return "reconstructed";
  }
  return "unspecified";
}

std::string_view to_string(Crossing c) {
  switch (c) {
    case Crossing::army:
      return "army";
    case Crossing::fleet:
      return "fleet";
    case Crossing::both:
      return "army, fleet";
  }
  return "army";
}

std::string_view to_string(LinkKind k) {
  switch (k) {
    case LinkKind::canal:
      return "canal";
    case LinkKind::towpath:
      return "towpath";
    case LinkKind::pass:
      return "pass";
    case LinkKind::arabia:
      return "arabia";
  }
  return "canal";
}

void Map::index() {
  space_by_code_.clear();
  node_by_code_.clear();
  node_by_name_.clear();
  names_.clear();
  for (std::size_t i = 0; i < spaces.size(); ++i) {
    space_by_code_.emplace(node_key(spaces[i].code), static_cast<SpaceId>(i));
  }
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    auto id = static_cast<NodeId>(i);
    const Node& n = nodes[i];
    node_by_code_.emplace(node_key(n.code), id);
    auto add = [&](const std::string& text) {
      if (text.empty()) return;
      std::string key = fold_name(text);
      node_by_name_.emplace(key, id);
      names_.push_back({key, id, text});
    };
    add(n.code);
    if (n.coast.empty()) {
      const Space& s = spaces[n.space];
      add(s.name);
      for (const auto& a : s.aliases) add(a);
    } else {
      add(n.name);
      for (const auto& a : n.aliases) add(a);
    }
  }
}

std::optional<SpaceId> Map::find_space(std::string_view code) const {
  auto it = space_by_code_.find(node_key(code));
  if (it == space_by_code_.end()) return std::nullopt;
  return it->second;
}

std::optional<NodeId> Map::find_node(std::string_view code) const {
  auto it = node_by_code_.find(node_key(code));
  if (it == node_by_code_.end()) return std::nullopt;
  return it->second;
}

std::optional<NodeId> Map::find_name(std::string_view text) const {
  if (auto it = node_by_name_.find(fold_name(text)); it != node_by_name_.end()) return it->second;
  if (auto it = node_by_name_.find(node_key(text)); it != node_by_name_.end()) return it->second;
  return find_node(text);
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

const SpecialLink* Map::special_link(NodeId from, NodeId to, Crossing who) const {
  auto bits = static_cast<std::uint8_t>(who);
  for (const auto& link : special_links) {
    bool ends = (link.a == from && link.b == to) || (link.a == to && link.b == from);
    if (ends && (static_cast<std::uint8_t>(link.units) & bits)) return &link;
  }
  return nullptr;
}

}  // namespace dia::map
