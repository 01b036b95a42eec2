#pragma once
// The map model shared by both rulesets (classical Diplomacy for the DATC, Les Diadoques).
//
// A *space* is what the rules call a space: a land province, a sea zone or a citadel (R4a).
// A *node* is a place where one unit can stand: every space has one main node, and a
// multi-coast province (classical bul, spa, stp) has one extra node per coast where fleets
// stand. Adjacency is between nodes and typed by who may cross (army, fleet). Conflicts are
// decided per space (two units on different coasts of spa still compete for spa).
//
// Node adjacency holds the ordinary moves only: the listed borders plus the implicit citadel
// links (army citadel<->province, fleet port citadel<->sea access). Special links (canal,
// towpath, pass, Arabia bypass: G3) carry conditions and live apart in `special_links`.
// Lakes are never adjacencies (R9a.move.9).
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
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

std::string_view to_string(SpaceKind k);
std::string_view to_string(Terrain t);
std::string_view to_string(CitadelClass c);
std::string_view to_string(Source s);
std::string_view to_string(Crossing c);

struct Position {
  double lon = 0;
  double lat = 0;
};

struct Citadel {
  SpaceId province = 0;  // the enclosing land province (R4a.cit.4)
  CitadelClass cls = CitadelClass::minor;
  bool port = false;
  std::vector<SpaceId> sea_access;  // sea zones with a two-way access (R4a.cit.3)
  int treasure = 0;                 // starting treasure in T (0 = none)
  bool religious_treasure = false;  // Éphèse, Delphes, Ecbatane
};

// An anchor that is not a citadel (R4b.feat.1-2): where mercenary fleets may be built.
struct Port {
  std::string name;
  SpaceId sea = 0;  // the sea zone of its dotted arrow
  SourcePos pos;
};

struct Node {
  std::string code;  // "spa" or "spa/nc"
  SpaceId space = 0;
  std::string coast;  // "" for a space's main node, else the coast code ("nc")
  std::string name;   // a coast's own name ("Spain (north coast)"); "" for a main node
  std::vector<std::string> aliases;  // a coast's own aliases
  std::vector<NodeId> army_adjacent;
  std::vector<NodeId> fleet_adjacent;
  SourcePos pos;        // where the node is defined
  SourcePos army_pos;   // where its `army` list is (for one-sided adjacency reports)
  SourcePos fleet_pos;  // where its `fleet` list is
};

struct Space {
  std::string code;  // as written in the map file (MAC, spa); a citadel's code is its name
  std::string name;  // full name (French for Diadoques)
  std::vector<std::string> aliases;
  SpaceKind kind = SpaceKind::land;
  Terrain terrain = Terrain::normal;
  bool coastal = false;        // a land province next to a sea (derived: has fleet adjacency)
  bool supply_centre = false;  // classical supply centre
  std::string home;            // classical: the power whose home centre this is
  std::optional<Citadel> citadel;
  std::vector<SpaceId> citadels;  // citadels enclosed by this province
  std::vector<NodeId> nodes;      // main node first, then coasts
  std::optional<Position> position;
  // Extra seed points of the space's region on the drawn board (land provinces and seas): the
  // region is every point nearer to one of the space's seeds (position and these) than to any
  // other space's (docs/board.md). A GM moves a border by moving or adding one.
  std::vector<Position> region_points;
  int cities = 0;                  // towns (black dots), R4b.feat.1
  std::vector<Port> ports;         // anchors that are not citadels, R4b.feat.2
  bool arsenal_exception = false;  // HYR, NAB: no income / winter supply from the arsenal
  Source source = Source::unspecified;
  SourcePos pos;  // where it is defined in the map file
  NodeId main_node() const { return nodes.front(); }
  bool is_land() const { return kind == SpaceKind::land; }
  bool is_sea() const { return kind == SpaceKind::sea; }
  bool is_citadel() const { return kind == SpaceKind::citadel; }
};

// G4.3: a river runs along whole borders; it floods `provinces` (R14c).
struct River {
  std::string name;
  std::vector<std::string> aliases;
  std::vector<std::pair<SpaceId, SpaceId>> borders;
  std::vector<SpaceId> provinces;
  Source source = Source::unspecified;
  SourcePos pos;
};

// R9a.move.9: a lake between two spaces, which are therefore never adjacent.
struct Lake {
  std::string name;
  std::vector<std::string> aliases;
  SpaceId a = 0;
  SpaceId b = 0;
  Source source = Source::unspecified;
  SourcePos pos;
};

// Ground of the drawn board that belongs to no space (docs/board.md): the Alps between Italy and
// Illyria, the empty steppe or desert between two provinces the rules keep apart. Its points are
// seeds of the board's Voronoi diagram, as a space's are; the ground they take is drawn as
// impassable, and the spaces on either side do not touch.
struct Impassable {
  std::string name;
  std::vector<Position> points;
  SourcePos pos;
};

enum class LinkKind { canal, towpath, pass, arabia };
std::string_view to_string(LinkKind k);

// G3.1: a special movement between two nodes, with its conditions.
struct SpecialLink {
  LinkKind kind = LinkKind::canal;
  std::string name;
  std::vector<std::string> aliases;
  NodeId a = 0;
  NodeId b = 0;
  Crossing units = Crossing::fleet;
  std::optional<SpaceId> gatekeeper;  // G3.5
  bool retreat = false;               // R9a.ret.10: only the Arabia bypass
  Source source = Source::unspecified;
  SourcePos pos;
};

// R14 / G6: a revolt (table III) or external intervention (table IV) and its spaces.
struct MapEvent {
  std::string id;
  std::string name;
  std::string table;  // "III" | "IV"
  std::vector<SpaceId> field;
  std::vector<SpaceId> appears;
  Source source = Source::unspecified;
  SourcePos pos;
};

// R14b: the spaces each kind of storm hits.
struct Storms {
  std::vector<SpaceId> sea;
  std::vector<SpaceId> sand;
  std::vector<SpaceId> snow;
  SourcePos pos;
};

// Facts the map must honour (MAP-FACTS.md), kept as data in a separate YAML file so a GM can
// correct them; `validate_map` checks the map against them. Names are kept as written and
// resolved at validation time, so a wrong name is reported against the facts file.
struct FactRef {
  std::string name;
  SourcePos pos;
};
struct RequiredSpace {
  FactRef ref;
  std::optional<SpaceKind> kind;
  std::string why;
};
struct RequiredCitadel {
  FactRef ref;
  std::optional<FactRef> province;
  std::optional<CitadelClass> cls;
  std::optional<bool> port;
  std::vector<FactRef> sea_access;
  std::optional<int> treasure;
  std::optional<bool> religious_treasure;
  std::string why;
};
struct RequiredPort {
  FactRef name;
  FactRef province;
  std::optional<FactRef> sea;
  std::string why;
};
struct PairFact {
  FactRef a;
  FactRef b;
  Crossing units = Crossing::both;  // `both` here means "army or fleet"
  std::optional<LinkKind> link;     // special_links facts: the link kind required
  SourcePos pos;
  std::string why;
};
struct TerrainFact {
  FactRef ref;
  Terrain terrain = Terrain::normal;
};
struct CountFact {
  std::string what;  // major_citadels, capitals, citadels, land_provinces, sea_zones, land_and_sea
  int value = 0;
  SourcePos pos;
};
struct MapFacts {
  std::string file;
  std::vector<RequiredSpace> spaces;
  std::vector<RequiredCitadel> citadels;
  std::vector<RequiredPort> ports;
  std::vector<PairFact> adjacent;
  std::vector<PairFact> not_adjacent;
  std::vector<PairFact> lakes;
  std::vector<PairFact> special_links;
  std::vector<TerrainFact> terrain;
  std::vector<FactRef> arsenal_exception;
  std::vector<CountFact> counts;
};

struct EventTables;

class Map {
 public:
  std::string file;              // path it was loaded from (for diagnostics)
  std::string name;              // "Standard Diplomacy", "Les Diadoques"
  std::string ruleset;           // "classical" | "diadoques"
  bool mountain_blocks = false;  // G4.2
  std::vector<Space> spaces;
  std::vector<Node> nodes;
  std::vector<River> rivers;
  std::vector<Lake> lakes;
  std::vector<SpecialLink> special_links;
  std::vector<MapEvent> events;
  std::optional<Storms> storms;
  std::optional<MapFacts> facts;  // from the file named by the top-level `facts:` key
  // The geography file (coastlines, lakes, rivers) the board is drawn on, from the top-level
  // `geography:` key, resolved against the map file's folder; "" when the map names none. Read
  // only when a picture is drawn, so that adjudication never pays for it.
  std::string geography_file;
  SourcePos geography_pos;
  std::vector<Impassable> impassable;
  // The event tables (R14T), from the file named by the top-level `event_tables:` key; shared
  // because copies of the map share them.
  std::shared_ptr<const EventTables> event_tables_data;
  const EventTables* event_tables() const { return event_tables_data.get(); }
  SourcePos spaces_pos;  // where the `spaces` list starts (for whole-map reports)

  const Space& space(SpaceId id) const { return spaces[id]; }
  const Node& node(NodeId id) const { return nodes[id]; }
  const Space& space_of(NodeId id) const { return spaces[nodes[id].space]; }

  // Exact lookups by code (case-, accent- and apostrophe-insensitive): "spa", "SPA",
  // "spa/nc", "spa(nc)". Aliases are not codes: see find_name.
  std::optional<SpaceId> find_space(std::string_view code) const;
  std::optional<NodeId> find_node(std::string_view code) const;
  // Exact lookup of a code, full name or alias (of a space or of a coast), after fold_name.
  std::optional<NodeId> find_name(std::string_view text) const;

  bool adjacent(NodeId from, NodeId to, Crossing who) const;
  // Some special link joins the two nodes for this kind of unit (any direction).
  const SpecialLink* special_link(NodeId from, NodeId to, Crossing who) const;

  // Every (folded key, node) pair that find_name knows: codes, names and aliases. For the
  // name resolver (closest-match suggestions) and the duplicate check of the validator.
  struct NameEntry {
    std::string key;
    NodeId node;
    std::string text;  // as written in the map
  };
  const std::vector<NameEntry>& names() const { return names_; }

  // Called by the loader once spaces and nodes are filled: builds the lookup tables.
  void index();

 private:
  std::unordered_map<std::string, SpaceId> space_by_code_;
  std::unordered_map<std::string, NodeId> node_by_code_;
  std::unordered_map<std::string, NodeId> node_by_name_;
  std::vector<NameEntry> names_;
};

// "spa(nc)", "SPA/NC", "spa-nc" all give "spa/nc"; other text is only folded (fold_name).
std::string node_key(std::string_view code);

}  // namespace dia::map
