#pragma once
// The map model shared by both rulesets (classical Diplomacy for the DATC, Les Diadoques).
//
// A *space* is what the rules call a space: a land province, a sea zone or a citadel (R4a).
// A *node* is a place where one unit can stand: every space has one main node, and a
// multi-coast province (classical bul, spa, stp) has one extra node per coast where fleets
// stand. Adjacency is between nodes and typed by who may cross (army, fleet). Conflicts are
// decided per space (two units on different coasts of spa still compete for spa).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "common/diagnostic.hpp"

namespace dia::map {

using SpaceId = std::uint16_t;
using NodeId = std::uint16_t;
inline constexpr NodeId no_node = 0xFFFF;

enum class SpaceKind { land, sea, citadel };
enum class Terrain { normal, floodable, desert, mountain };
enum class CitadelClass { minor, major, capital };
// Where a fact comes from (MAP-FACTS.md): the printed rules, a real game record, or our
// reconstruction (a GM holding the printed board may correct it).
enum class Source { unspecified, rules, record, reconstructed };

// Who may cross an adjacency.
enum class Crossing : std::uint8_t { army = 1, fleet = 2, both = 3 };

struct Citadel {
  SpaceId province = 0;  // the enclosing land province (R4a.cit.4)
  CitadelClass cls = CitadelClass::minor;
  bool port = false;
  std::vector<SpaceId> sea_access;  // sea zones with a two-way access (R4a.cit.3)
  int treasure = 0;                 // starting treasure in T (0 = none)
  bool religious_treasure = false;  // Éphèse, Delphes, Ecbatane
};

struct Node {
  std::string code;  // "spa" or "spa/nc"
  SpaceId space = 0;
  std::string coast;  // "" for a space's main node, else the coast code ("nc")
  std::vector<NodeId> army_adjacent;
  std::vector<NodeId> fleet_adjacent;
};

struct Space {
  std::string code;  // as written in the map file (MAC, spa); a citadel's code is its name
  std::string name;  // full name (French for Diadoques)
  std::vector<std::string> aliases;
  SpaceKind kind = SpaceKind::land;
  Terrain terrain = Terrain::normal;
  bool coastal = false;        // a land province next to a sea (derived: has a fleet node)
  bool supply_centre = false;  // classical supply centre
  std::string home;            // classical: the power whose home centre this is
  std::optional<Citadel> citadel;
  std::vector<SpaceId> citadels;  // citadels enclosed by this province
  std::vector<NodeId> nodes;      // main node first, then coasts
  Source source = Source::unspecified;
  SourcePos pos;  // where it is defined in the map file
  NodeId main_node() const { return nodes.front(); }
};

class Map {
 public:
  std::string file;     // path it was loaded from (for diagnostics)
  std::string name;     // "Standard Diplomacy", "Les Diadoques"
  std::string ruleset;  // "classical" | "diadoques"
  std::vector<Space> spaces;
  std::vector<Node> nodes;

  const Space& space(SpaceId id) const { return spaces[id]; }
  const Node& node(NodeId id) const { return nodes[id]; }
  const Space& space_of(NodeId id) const { return spaces[nodes[id].space]; }

  // Exact lookups by code (case-insensitive): "spa", "SPA", "spa/nc", "spa(nc)".
  std::optional<SpaceId> find_space(std::string_view code) const;
  std::optional<NodeId> find_node(std::string_view code) const;

  bool adjacent(NodeId from, NodeId to, Crossing who) const;

  // Called by the loader once spaces and nodes are filled: builds the lookup tables.
  void index();

 private:
  std::unordered_map<std::string, SpaceId> space_by_code_;
  std::unordered_map<std::string, NodeId> node_by_code_;
};

}  // namespace dia::map
