#include "map/load.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "common/text.hpp"
#include "map/event_tables.hpp"
#include "map/validate.hpp"
#include "map/yaml_reader.hpp"

namespace dia::map {
namespace {

using Keys = std::vector<std::string_view>;

const Keys top_keys = {"name",          "ruleset",    "mountain_blocks", "facts",  "event_tables",
                       "geography",     "impassable", "spaces",          "rivers", "lakes",
                       "special_links", "events",     "storms",          "note"};
const Keys space_keys = {"code",          "name",     "aliases",
                         "kind",          "terrain",  "army",
                         "fleet",         "coasts",   "supply_centre",
                         "home",          "position", "source",
                         "province",      "class",    "port",
                         "sea_access",    "treasure", "religious_treasure",
                         "cities",        "ports",    "arsenal_exception",
                         "region_points", "note"};
const Keys land_only = {"terrain", "army",   "coasts", "supply_centre",
                        "home",    "cities", "ports",  "arsenal_exception"};
const Keys citadel_only = {"province",   "class",    "port",
                           "sea_access", "treasure", "religious_treasure"};
const Keys region_kinds_only = {
    "region_points"};  // land provinces and seas: citadels have no region
const Keys coast_keys = {"code", "name", "aliases", "fleet", "position", "note"};
const Keys port_keys = {"name", "sea", "note"};
const Keys river_keys = {"name", "aliases", "borders", "provinces", "source", "note"};
const Keys lake_keys = {"name", "aliases", "between", "source", "note"};
const Keys link_keys = {"kind",       "name",    "aliases", "between", "units",
                        "gatekeeper", "retreat", "source",  "note"};
const Keys event_keys = {"id", "name", "table", "field", "appears", "source", "note"};
const Keys storm_keys = {"sea", "sand", "snow", "note"};
const Keys impassable_keys = {"name", "points", "source", "note"};

bool contains(const Keys& keys, std::string_view k) {
  return std::find(keys.begin(), keys.end(), k) != keys.end();
}

class MapLoader {
 public:
  MapLoader(YamlReader& r, Map& m) : r_(r), m_(m) {}

  void load(const YAML::Node& root) {
    if (!r_.expect_map(root, "the map file")) return;
    r_.check_keys(root, top_keys, "the top level");
    m_.name = r_.get_string(root, "name").value_or("");
    auto ruleset = r_.get_string(root, "ruleset");
    if (!ruleset) {
      r_.error(root, "missing key 'ruleset' (classical | diadoques)");
    } else if (*ruleset != "classical" && *ruleset != "diadoques") {
      r_.error(root["ruleset"],
               fmt::format("unknown ruleset '{}'; expected classical or diadoques", *ruleset));
    } else {
      m_.ruleset = *ruleset;
    }
    m_.mountain_blocks = r_.get_bool(root, "mountain_blocks").value_or(false);
    YAML::Node spaces = root["spaces"];
    if (!spaces) {
      r_.error(root, "missing key 'spaces'");
      return;
    }
    if (!r_.expect_seq(spaces, "'spaces'")) return;
    m_.spaces_pos = r_.pos(spaces);
    for (const auto& s : spaces) declare_space(s);
    m_.index();
    for (std::size_t i = 0; i < yaml_spaces_.size(); ++i) {
      link_space(static_cast<SpaceId>(i), yaml_spaces_[i]);
    }
    add_implicit_links();
    for (auto& s : m_.spaces) {
      if (!s.is_land()) continue;
      for (NodeId n : s.nodes) {
        if (!m_.nodes[n].fleet_adjacent.empty()) s.coastal = true;
      }
    }
    bool diadoques_only = m_.ruleset != "diadoques";
    for (std::string_view key : {"rivers", "lakes", "special_links", "events", "storms"}) {
      if (root[std::string(key)] && diadoques_only && !m_.ruleset.empty()) {
        r_.error(root[std::string(key)].IsNull() ? root : root[std::string(key)],
                 fmt::format("'{}' is only for ruleset diadoques", key));
      }
    }
    for_each(root, "rivers", [&](const YAML::Node& n) { load_river(n); });
    for_each(root, "lakes", [&](const YAML::Node& n) { load_lake(n); });
    for_each(root, "special_links", [&](const YAML::Node& n) { load_link(n); });
    for_each(root, "events", [&](const YAML::Node& n) { load_event(n); });
    for_each(root, "impassable", [&](const YAML::Node& n) { load_impassable(n); });
    if (YAML::Node st = root["storms"]) load_storms(st);
  }

 private:
  template <class F>
  void for_each(const YAML::Node& root, const char* key, F f) {
    YAML::Node list = root[key];
    if (!list) return;
    if (!r_.expect_seq(list, fmt::format("'{}'", key))) return;
    for (const auto& item : list) f(item);
  }

  Source source_of(const YAML::Node& n) {
    auto s = r_.get_enum<Source>(n, "source",
                                 {{"rules", Source::rules},
                                  {"record", Source::record},
                                  {"reconstructed", Source::reconstructed}});
    return s.value_or(Source::unspecified);
  }

  void declare_space(const YAML::Node& n) {
    if (!r_.expect_map(n, "a space")) return;
    Space s;
    s.pos = r_.pos(n);
    auto code = r_.get_string(n, "code");
    if (!code || code->empty()) {
      r_.error(n, "a space needs a 'code'");
      return;
    }
    s.code = *code;
    auto kind = r_.get_enum<SpaceKind>(
        n, "kind",
        {{"land", SpaceKind::land}, {"sea", SpaceKind::sea}, {"citadel", SpaceKind::citadel}});
    if (!n["kind"])
      r_.error(n, fmt::format("space '{}' needs a 'kind' (land, sea or citadel)", s.code));
    s.kind = kind.value_or(SpaceKind::land);
    std::string where = fmt::format("space '{}'", s.code);
    r_.check_keys(n, space_keys, where);
    for (const auto& kv : n) {
      auto key = kv.first.as<std::string>("");
      bool wrong =
          (contains(land_only, key) && s.kind != SpaceKind::land) ||
          (contains(citadel_only, key) && s.kind != SpaceKind::citadel) ||
          ((key == "fleet" || contains(region_kinds_only, key)) && s.kind == SpaceKind::citadel);
      if (wrong) {
        r_.error(kv.first, fmt::format("key '{}' does not apply to {} space '{}'", key,
                                       to_string(s.kind), s.code));
      }
    }
    s.name = r_.get_string(n, "name").value_or("");
    if (s.name.empty()) r_.error(n, fmt::format("space '{}' needs a 'name'", s.code));
    s.aliases = r_.get_string_list(n, "aliases");
    s.terrain = r_.get_enum<Terrain>(n, "terrain",
                                     {{"normal", Terrain::normal},
                                      {"floodable", Terrain::floodable},
                                      {"desert", Terrain::desert},
                                      {"mountain", Terrain::mountain}})
                    .value_or(Terrain::normal);
    s.supply_centre = r_.get_bool(n, "supply_centre").value_or(false);
    s.home = r_.get_string(n, "home").value_or("");
    if (!s.home.empty() && !s.supply_centre) {
      r_.error(n["home"], fmt::format("'{}' has a home power but is not a supply_centre", s.code));
    }
    s.source = source_of(n);
    s.cities = r_.get_int(n, "cities", 0, 99).value_or(0);
    s.arsenal_exception = r_.get_bool(n, "arsenal_exception").value_or(false);
    if (YAML::Node p = n["position"]) s.position = r_.get_position(p);
    s.region_points = r_.get_positions(n, "region_points");
    if (s.kind == SpaceKind::citadel) {
      Citadel c;
      c.cls = r_.get_enum<CitadelClass>(n, "class",
                                        {{"minor", CitadelClass::minor},
                                         {"major", CitadelClass::major},
                                         {"capital", CitadelClass::capital}})
                  .value_or(CitadelClass::minor);
      if (!n["class"])
        r_.error(n, fmt::format("citadel '{}' needs a 'class' (minor, major or capital)", s.code));
      c.port = r_.get_bool(n, "port").value_or(false);
      c.treasure = r_.get_int(n, "treasure", 0, 1000).value_or(0);
      c.religious_treasure = r_.get_bool(n, "religious_treasure").value_or(false);
      if (!n["province"])
        r_.error(n, fmt::format("citadel '{}' needs a 'province' (R4a.cit.4)", s.code));
      s.citadel = c;
    }
    auto id = static_cast<SpaceId>(m_.spaces.size());
    // Duplicate codes are reported here, with the first definition, before they shadow it.
    std::string key = node_key(s.code);
    if (auto it = first_code_.find(key); it != first_code_.end()) {
      r_.error(n["code"], fmt::format("duplicate code '{}' (first defined at line {})", s.code,
                                      it->second.line));
    } else {
      first_code_.emplace(key, s.pos);
    }
    Node main;
    main.code = s.code;
    main.space = id;
    main.pos = s.pos;
    s.nodes.push_back(static_cast<NodeId>(m_.nodes.size()));
    m_.nodes.push_back(main);
    if (YAML::Node coasts = n["coasts"]; coasts && s.kind == SpaceKind::land) {
      if (r_.expect_seq(coasts, "'coasts'")) {
        for (const auto& c : coasts) declare_coast(s, id, c);
      }
    }
    m_.spaces.push_back(std::move(s));
    yaml_spaces_.push_back(n);
  }

  void declare_coast(Space& s, SpaceId id, const YAML::Node& c) {
    if (!r_.expect_map(c, "a coast")) return;
    r_.check_keys(c, coast_keys, fmt::format("a coast of '{}'", s.code));
    auto code = r_.get_string(c, "code");
    if (!code || code->empty()) {
      r_.error(c, fmt::format("a coast of '{}' needs a 'code' (nc, sc, ec...)", s.code));
      return;
    }
    std::string coast = *code;
    // `spa/nc` is accepted for `nc`.
    if (auto slash = coast.find('/'); slash != std::string::npos) {
      if (node_key(coast.substr(0, slash)) != node_key(s.code)) {
        r_.error(c["code"], fmt::format("coast '{}' does not belong to '{}'", coast, s.code));
      }
      coast = coast.substr(slash + 1);
    }
    Node node;
    node.code = s.code + "/" + coast;
    node.coast = coast;
    node.space = id;
    node.pos = r_.pos(c);
    node.name = r_.get_string(c, "name").value_or(s.name + " (" + coast + ")");
    node.aliases = r_.get_string_list(c, "aliases");
    if (YAML::Node p = c["position"]) r_.get_position(p);  // checked; coasts draw at the province
    std::string key = node_key(node.code);
    if (auto it = first_code_.find(key); it != first_code_.end()) {
      r_.error(c["code"], fmt::format("duplicate coast '{}' (first defined at line {})", node.code,
                                      it->second.line));
      return;
    }
    first_code_.emplace(key, node.pos);
    s.nodes.push_back(static_cast<NodeId>(m_.nodes.size()));
    m_.nodes.push_back(std::move(node));
  }

  // Resolves a space code; reports an unknown one with the nearest valid code.
  std::optional<SpaceId> space_ref(const YAML::Node& item, std::string_view context) {
    auto text = r_.scalar(item, context);
    if (!text) return std::nullopt;
    if (auto id = m_.find_space(*text)) return id;
    r_.error(item, fmt::format("unknown space '{}' in {}{}", *text, context, suggest(*text)));
    return std::nullopt;
  }

  std::optional<NodeId> node_ref(const YAML::Node& item, std::string_view context) {
    auto text = r_.scalar(item, context);
    if (!text) return std::nullopt;
    if (auto id = m_.find_node(*text)) return id;
    r_.error(item, fmt::format("unknown space '{}' in {}{}", *text, context, suggest(*text)));
    return std::nullopt;
  }

  std::string suggest(std::string_view text) const {
    std::string folded = fold_name(text);
    std::size_t best = std::string::npos;
    const Map::NameEntry* found = nullptr;
    for (const auto& e : m_.names()) {
      std::size_t d = edit_distance(folded, e.key);
      if (d < best) {
        best = d;
        found = &e;
      }
    }
    if (!found || best > std::max<std::size_t>(2, folded.size() / 2)) return "";
    const Node& node = m_.nodes[found->node];
    if (fold_name(found->text) == fold_name(node.code)) {
      return fmt::format("; did you mean '{}'?", node.code);
    }
    return fmt::format("; did you mean '{}' ({})?", node.code, found->text);
  }

  std::vector<SpaceId> space_list(const YAML::Node& n, const char* key, std::string_view owner) {
    std::vector<SpaceId> out;
    YAML::Node list = n[key];
    if (!list) return out;
    std::string context = fmt::format("'{}' of {}", key, owner);
    if (!r_.expect_seq(list, context)) return out;
    for (const auto& item : list) {
      if (auto id = space_ref(item, context)) {
        if (std::find(out.begin(), out.end(), *id) != out.end()) {
          r_.error(item, fmt::format("'{}' is listed twice in {}", m_.spaces[*id].code, context));
          continue;
        }
        out.push_back(*id);
      }
    }
    return out;
  }

  void link_space(SpaceId id, const YAML::Node& n) {
    Space& s = m_.spaces[id];
    Node& main = m_.nodes[s.main_node()];
    std::string owner = fmt::format("'{}'", s.code);
    if (s.kind == SpaceKind::land) {
      if (YAML::Node army = n["army"]) {
        main.army_pos = r_.pos(army);
        for (SpaceId to : space_list(n, "army", owner)) {
          const Space& t = m_.spaces[to];
          if (to == id) {
            r_.error(army, fmt::format("'{}' lists itself as a neighbour", s.code));
          } else if (t.kind == SpaceKind::citadel) {
            r_.error(army, fmt::format("citadel '{}' in the army list of '{}': a citadel is linked "
                                       "to its province implicitly (R9a.move.3); remove it",
                                       t.code, s.code));
          } else if (t.kind == SpaceKind::sea) {
            r_.error(army, fmt::format("sea zone '{}' in the army list of '{}': armies cannot "
                                       "enter a sea (list it under 'fleet')",
                                       t.code, s.code));
          } else {
            main.army_adjacent.push_back(t.main_node());
          }
        }
      }
    }
    if (n["fleet"] && s.kind != SpaceKind::citadel) {
      if (s.nodes.size() > 1) {
        r_.error(n["fleet"],
                 fmt::format("'{}' has coasts: put the fleet lists under each coast", s.code));
      } else {
        fleet_list(s.main_node(), n["fleet"]);
      }
    }
    if (YAML::Node coasts = n["coasts"]; coasts && coasts.IsSequence()) {
      std::size_t k = 1;
      for (const auto& c : coasts) {
        if (k >= s.nodes.size()) break;
        if (c.IsMap() && c["fleet"]) fleet_list(s.nodes[k], c["fleet"]);
        ++k;
      }
    }
    if (s.citadel) link_citadel(id, n);
    if (YAML::Node ports = n["ports"]; ports && s.kind == SpaceKind::land) {
      if (r_.expect_seq(ports, fmt::format("'ports' of '{}'", s.code))) {
        for (const auto& p : ports) {
          if (!r_.expect_map(p, "a port")) continue;
          r_.check_keys(p, port_keys, fmt::format("a port of '{}'", s.code));
          Port port;
          port.pos = r_.pos(p);
          port.name = r_.get_string(p, "name").value_or("");
          if (port.name.empty()) r_.error(p, "a port needs a 'name'");
          if (!p["sea"]) {
            r_.error(p, fmt::format("port '{}' needs a 'sea' (R4b.feat.2)", port.name));
            continue;
          }
          auto sea = space_ref(p["sea"], fmt::format("port '{}'", port.name));
          if (!sea) continue;
          if (!m_.spaces[*sea].is_sea()) {
            r_.error(p["sea"], fmt::format("port '{}' points to '{}', which is not a sea zone",
                                           port.name, m_.spaces[*sea].code));
            continue;
          }
          port.sea = *sea;
          m_.spaces[id].ports.push_back(port);
        }
      }
    }
  }

  void fleet_list(NodeId from, const YAML::Node& list) {
    Node& node = m_.nodes[from];
    node.fleet_pos = r_.pos(list);
    std::string context = fmt::format("the fleet list of '{}'", node.code);
    if (!r_.expect_seq(list, context)) return;
    for (const auto& item : list) {
      auto to = node_ref(item, context);
      if (!to) continue;
      const Node& t = m_.nodes[*to];
      const Space& ts = m_.spaces[t.space];
      Node& self = m_.nodes[from];
      if (*to == from) {
        r_.error(item, fmt::format("'{}' lists itself as a neighbour", self.code));
      } else if (ts.kind == SpaceKind::citadel) {
        r_.error(item, fmt::format("citadel '{}' in {}: declare a port's access with "
                                   "'sea_access' on the citadel (R4a.cit.3)",
                                   ts.code, context));
      } else if (t.coast.empty() && ts.nodes.size() > 1) {
        std::string coasts;
        for (std::size_t k = 1; k < ts.nodes.size(); ++k) {
          coasts += (k > 1 ? ", " : "") + m_.nodes[ts.nodes[k]].code;
        }
        r_.error(item,
                 fmt::format("'{}' has coasts: name one of {} in {}", ts.code, coasts, context));
      } else if (std::find(self.fleet_adjacent.begin(), self.fleet_adjacent.end(), *to) !=
                 self.fleet_adjacent.end()) {
        r_.error(item, fmt::format("'{}' is listed twice in {}", t.code, context));
      } else {
        self.fleet_adjacent.push_back(*to);
      }
    }
  }

  void link_citadel(SpaceId id, const YAML::Node& n) {
    Space& s = m_.spaces[id];
    if (YAML::Node p = n["province"]) {
      if (auto prov = space_ref(p, fmt::format("'province' of citadel '{}'", s.code))) {
        Space& ps = m_.spaces[*prov];
        if (!ps.is_land()) {
          r_.error(p, fmt::format("citadel '{}' lies in '{}', which is a {} space, not a land "
                                  "province (R4a.cit.4)",
                                  s.code, ps.code, to_string(ps.kind)));
        } else {
          s.citadel->province = *prov;
          ps.citadels.push_back(id);
        }
      }
    }
    for (SpaceId sea : space_list(n, "sea_access", fmt::format("citadel '{}'", s.code))) {
      const Space& t = m_.spaces[sea];
      if (!t.is_sea()) {
        r_.error(n["sea_access"], fmt::format("sea_access of '{}' names '{}', which is a {} space, "
                                              "not a sea zone (R4a.cit.3)",
                                              s.code, t.code, to_string(t.kind)));
        continue;
      }
      m_.spaces[id].citadel->sea_access.push_back(sea);
    }
  }

  // R9a.move.3 (army citadel <-> province) and R9a.move.6 (fleet port citadel <-> sea).
  void add_implicit_links() {
    for (const auto& s : m_.spaces) {
      if (!s.citadel) continue;
      NodeId c = s.main_node();
      const Space& prov = m_.spaces[s.citadel->province];
      if (prov.is_land() && std::find(prov.citadels.begin(), prov.citadels.end(),
                                      m_.nodes[c].space) != prov.citadels.end()) {
        link(c, prov.main_node(), Crossing::army);
      }
      for (SpaceId sea : s.citadel->sea_access)
        link(c, m_.spaces[sea].main_node(), Crossing::fleet);
    }
  }

  void link(NodeId a, NodeId b, Crossing who) {
    auto add = [](std::vector<NodeId>& v, NodeId x) {
      if (std::find(v.begin(), v.end(), x) == v.end()) v.push_back(x);
    };
    if (who == Crossing::army) {
      add(m_.nodes[a].army_adjacent, b);
      add(m_.nodes[b].army_adjacent, a);
    } else {
      add(m_.nodes[a].fleet_adjacent, b);
      add(m_.nodes[b].fleet_adjacent, a);
    }
  }

  std::optional<std::pair<SpaceId, SpaceId>> space_pair(const YAML::Node& n,
                                                        std::string_view context) {
    if (!n.IsSequence() || n.size() != 2) {
      r_.error(n, fmt::format("{}: expected a pair [CODE, CODE]", context));
      return std::nullopt;
    }
    auto a = space_ref(n[0], context);
    auto b = space_ref(n[1], context);
    if (!a || !b) return std::nullopt;
    if (*a == *b) {
      r_.error(n, fmt::format("{}: both ends are '{}'", context, m_.spaces[*a].code));
      return std::nullopt;
    }
    return std::make_pair(*a, *b);
  }

  void load_river(const YAML::Node& n) {
    if (!r_.expect_map(n, "a river")) return;
    River river;
    river.pos = r_.pos(n);
    river.name = r_.get_string(n, "name").value_or("");
    if (river.name.empty()) r_.error(n, "a river needs a 'name'");
    std::string ctx = fmt::format("river '{}'", river.name);
    r_.check_keys(n, river_keys, ctx);
    river.aliases = r_.get_string_list(n, "aliases");
    river.source = source_of(n);
    if (YAML::Node b = n["borders"]; b && r_.expect_seq(b, ctx + " borders")) {
      for (const auto& pair : b) {
        if (auto p = space_pair(pair, ctx + " borders")) river.borders.push_back(*p);
      }
    }
    river.provinces = space_list(n, "provinces", ctx);
    m_.rivers.push_back(std::move(river));
  }

  void load_lake(const YAML::Node& n) {
    if (!r_.expect_map(n, "a lake")) return;
    Lake lake;
    lake.pos = r_.pos(n);
    lake.name = r_.get_string(n, "name").value_or("");
    std::string ctx = fmt::format("lake '{}'", lake.name);
    r_.check_keys(n, lake_keys, ctx);
    lake.aliases = r_.get_string_list(n, "aliases");
    lake.source = source_of(n);
    if (!n["between"]) {
      r_.error(n, fmt::format("{} needs 'between: [CODE, CODE]'", ctx));
      return;
    }
    if (auto p = space_pair(n["between"], ctx)) {
      lake.a = p->first;
      lake.b = p->second;
      m_.lakes.push_back(std::move(lake));
    }
  }

  void load_link(const YAML::Node& n) {
    if (!r_.expect_map(n, "a special link")) return;
    SpecialLink link;
    link.pos = r_.pos(n);
    link.name = r_.get_string(n, "name").value_or("");
    std::string ctx = fmt::format("special link '{}'", link.name);
    r_.check_keys(n, link_keys, ctx);
    auto kind = r_.get_enum<LinkKind>(n, "kind",
                                      {{"canal", LinkKind::canal},
                                       {"towpath", LinkKind::towpath},
                                       {"pass", LinkKind::pass},
                                       {"arabia", LinkKind::arabia}});
    if (!n["kind"])
      r_.error(n, fmt::format("{} needs a 'kind' (canal, towpath, pass, arabia)", ctx));
    link.kind = kind.value_or(LinkKind::canal);
    link.aliases = r_.get_string_list(n, "aliases");
    link.source = source_of(n);
    link.retreat = r_.get_bool(n, "retreat").value_or(false);
    std::uint8_t units = 0;
    if (YAML::Node u = n["units"]; u && r_.expect_seq(u, ctx + " units")) {
      for (const auto& item : u) {
        auto w =
            r_.enum_value<Crossing>(item, {{"army", Crossing::army}, {"fleet", Crossing::fleet}});
        if (w) units |= static_cast<std::uint8_t>(*w);
      }
    }
    if (!n["units"]) r_.error(n, fmt::format("{} needs 'units' ([army], [fleet] or both)", ctx));
    if (units != 0) link.units = static_cast<Crossing>(units);
    if (YAML::Node g = n["gatekeeper"]) {
      if (auto id = space_ref(g, ctx + " gatekeeper")) link.gatekeeper = id;
    }
    YAML::Node between = n["between"];
    if (!between) {
      r_.error(n, fmt::format("{} needs 'between: [CODE, CODE]'", ctx));
      return;
    }
    if (!between.IsSequence() || between.size() != 2) {
      r_.error(between, fmt::format("{}: expected a pair [CODE, CODE]", ctx));
      return;
    }
    auto a = node_ref(between[0], ctx);
    auto b = node_ref(between[1], ctx);
    if (!a || !b) return;
    link.a = *a;
    link.b = *b;
    m_.special_links.push_back(std::move(link));
  }

  void load_event(const YAML::Node& n) {
    if (!r_.expect_map(n, "an event")) return;
    MapEvent ev;
    ev.pos = r_.pos(n);
    ev.id = r_.get_string(n, "id").value_or("");
    if (ev.id.empty()) r_.error(n, "an event needs an 'id'");
    std::string ctx = fmt::format("event '{}'", ev.id);
    r_.check_keys(n, event_keys, ctx);
    ev.name = r_.get_string(n, "name").value_or("");
    ev.table = r_.get_string(n, "table").value_or("");
    if (!ev.table.empty() && ev.table != "III" && ev.table != "IV") {
      r_.error(n["table"],
               fmt::format("{}: table must be III (revolts) or IV (interventions)", ctx));
    }
    ev.source = source_of(n);
    ev.field = space_list(n, "field", ctx);
    ev.appears = space_list(n, "appears", ctx);
    for (const auto& e : m_.events) {
      if (!ev.id.empty() && e.id == ev.id) {
        r_.error(n["id"], fmt::format("duplicate event id '{}' (first defined at line {})", ev.id,
                                      e.pos.line));
      }
    }
    m_.events.push_back(std::move(ev));
  }

  void load_storms(const YAML::Node& n) {
    if (!r_.expect_map(n, "'storms'")) return;
    r_.check_keys(n, storm_keys, "'storms'");
    Storms st;
    st.pos = r_.pos(n);
    st.sea = space_list(n, "sea", "sea storms");
    st.sand = space_list(n, "sand", "sand storms");
    st.snow = space_list(n, "snow", "snow storms");
    m_.storms = std::move(st);
  }

  void load_impassable(const YAML::Node& n) {
    if (!r_.expect_map(n, "an impassable area")) return;
    r_.check_keys(n, impassable_keys, "an impassable area");
    Impassable area;
    area.pos = r_.pos(n);
    area.name = r_.get_string(n, "name").value_or("");
    if (area.name.empty()) r_.error(n, "an impassable area needs a 'name'");
    area.points = r_.get_positions(n, "points");
    if (area.points.empty()) r_.error(n, "an impassable area needs 'points' ([lon, lat] seeds)");
    m_.impassable.push_back(std::move(area));
  }

  YamlReader& r_;
  Map& m_;
  std::vector<YAML::Node> yaml_spaces_;
  std::unordered_map<std::string, SourcePos> first_code_;
};

}  // namespace

LoadResult load_map_text(std::string_view yaml, const std::string& file_label) {
  LoadResult result;
  YamlReader r(file_label, result.diagnostics);
  YAML::Node root;
  if (!r.parse(yaml, root)) return result;
  Map m;
  m.file = file_label;
  MapLoader loader(r, m);
  loader.load(root);
  if (root.IsMap() && root["facts"]) {
    if (auto rel = r.get_string(root, "facts")) {
      std::filesystem::path p = std::filesystem::path(file_label).parent_path() / *rel;
      if (auto text = read_text_file(p.string())) {
        m.facts = load_facts_text(*text, p.string(), result.diagnostics);
      } else {
        r.error(root["facts"], fmt::format("cannot read the facts file '{}'", p.string()));
      }
    }
  }
  if (root.IsMap() && root["geography"]) {
    if (auto rel = r.get_string(root, "geography")) {
      std::filesystem::path p = std::filesystem::path(file_label).parent_path() / *rel;
      m.geography_file = p.string();
      m.geography_pos = r.pos(root["geography"]);
      if (!std::filesystem::exists(p)) {
        r.error(root["geography"], fmt::format("cannot read the geography file '{}'", p.string()));
      }
    }
  }
  std::optional<EventTables> tables;
  if (root.IsMap() && root["event_tables"]) {
    if (auto rel = r.get_string(root, "event_tables")) {
      std::filesystem::path p = std::filesystem::path(file_label).parent_path() / *rel;
      if (auto text = read_text_file(p.string())) {
        tables = load_event_tables_text(*text, p.string(), result.diagnostics);
      } else {
        r.error(root["event_tables"],
                fmt::format("cannot read the event tables file '{}'", p.string()));
      }
    }
  }
  if (has_errors(result.diagnostics)) return result;
  if (tables) {
    resolve_event_tables(*tables, m, result.diagnostics);
    m.event_tables_data = std::make_shared<const EventTables>(std::move(*tables));
  }
  Diagnostics more = validate_map(m);
  result.diagnostics.insert(result.diagnostics.end(), more.begin(), more.end());
  if (!has_errors(result.diagnostics)) result.map = std::move(m);
  return result;
}

LoadResult load_map_file(const std::string& path) {
  auto text = read_text_file(path);
  if (!text) {
    LoadResult result;
    result.diagnostics.push_back({Severity::error, path, {}, "cannot read the map file"});
    return result;
  }
  return load_map_text(*text, path);
}

}  // namespace dia::map
