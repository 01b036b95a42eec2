// The facts file (maps/README.md, "Facts file"): the required facts of MAP-FACTS.md as data.
// Names stay as written here; validate_map resolves them against the map, so a wrong name is
// reported at its line in the facts file.
#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "map/load.hpp"
#include "map/yaml_reader.hpp"

namespace dia::map {
namespace {

const std::vector<std::string_view> facts_keys = {"required_spaces",
                                                  "required_citadels",
                                                  "required_ports",
                                                  "adjacent",
                                                  "not_adjacent",
                                                  "lakes",
                                                  "special_links",
                                                  "terrain",
                                                  "arsenal_exception",
                                                  "counts",
                                                  "note"};
const std::vector<std::string_view> space_fact_keys = {"code", "kind", "why"};
const std::vector<std::string_view> citadel_fact_keys = {
    "name", "province", "class", "port", "sea_access", "treasure", "religious_treasure", "why"};
const std::vector<std::string_view> port_fact_keys = {"name", "province", "sea", "why"};
const std::vector<std::string_view> pair_fact_keys = {"between", "units", "kind", "why"};
const std::vector<std::string_view> terrain_keys = {"normal", "floodable", "desert", "mountain"};
const std::vector<std::string_view> count_keys = {"major_citadels", "capitals",  "citadels",
                                                  "land_provinces", "sea_zones", "land_and_sea"};

class FactsLoader {
 public:
  FactsLoader(YamlReader& r, MapFacts& f) : r_(r), f_(f) {}

  void load(const YAML::Node& root) {
    if (!r_.expect_map(root, "the facts file")) return;
    r_.check_keys(root, facts_keys, "the facts file");
    each(root, "required_spaces", [&](const YAML::Node& n) { space(n); });
    each(root, "required_citadels", [&](const YAML::Node& n) { citadel(n); });
    each(root, "required_ports", [&](const YAML::Node& n) { port(n); });
    each(root, "adjacent", [&](const YAML::Node& n) { pair(n, f_.adjacent, false); });
    each(root, "not_adjacent", [&](const YAML::Node& n) { pair(n, f_.not_adjacent, false); });
    each(root, "lakes", [&](const YAML::Node& n) { pair(n, f_.lakes, false); });
    each(root, "special_links", [&](const YAML::Node& n) { pair(n, f_.special_links, true); });
    each(root, "arsenal_exception", [&](const YAML::Node& n) {
      if (auto ref = this->ref(n, "arsenal_exception")) f_.arsenal_exception.push_back(*ref);
    });
    if (YAML::Node t = root["terrain"]; t && r_.expect_map(t, "'terrain'")) {
      r_.check_keys(t, terrain_keys, "'terrain'");
      const std::pair<const char*, Terrain> kinds[] = {{"normal", Terrain::normal},
                                                       {"floodable", Terrain::floodable},
                                                       {"desert", Terrain::desert},
                                                       {"mountain", Terrain::mountain}};
      for (const auto& [key, terrain] : kinds) {
        YAML::Node list = t[key];
        if (!list || !r_.expect_seq(list, fmt::format("'terrain: {}'", key))) continue;
        for (const auto& item : list) {
          if (auto ref = this->ref(item, "terrain")) f_.terrain.push_back({*ref, terrain});
        }
      }
    }
    if (YAML::Node c = root["counts"]; c && r_.expect_map(c, "'counts'")) {
      r_.check_keys(c, count_keys, "'counts'");
      for (const auto& kv : c) {
        std::string key = kv.first.as<std::string>("");
        if (auto v = r_.get_int(c, key.c_str(), 0, 10000)) {
          f_.counts.push_back({key, *v, r_.pos(kv.second)});
        }
      }
    }
  }

 private:
  template <class F>
  void each(const YAML::Node& root, const char* key, F f) {
    YAML::Node list = root[key];
    if (!list || !r_.expect_seq(list, fmt::format("'{}'", key))) return;
    for (const auto& item : list) f(item);
  }

  std::optional<FactRef> ref(const YAML::Node& n, std::string_view what) {
    auto text = r_.scalar(n, what);
    if (!text) return std::nullopt;
    return FactRef{*text, r_.pos(n)};
  }

  std::optional<FactRef> ref_key(const YAML::Node& n, const char* key) {
    YAML::Node v = n[key];
    if (!v) return std::nullopt;
    return ref(v, fmt::format("'{}'", key));
  }

  void space(const YAML::Node& n) {
    RequiredSpace s;
    if (n.IsScalar()) {
      s.ref = {n.Scalar(), r_.pos(n)};
      f_.spaces.push_back(s);
      return;
    }
    if (!r_.expect_map(n, "a required space")) return;
    r_.check_keys(n, space_fact_keys, "a required space");
    auto code = ref_key(n, "code");
    if (!code) {
      r_.error(n, "a required space needs a 'code'");
      return;
    }
    s.ref = *code;
    s.kind = r_.get_enum<SpaceKind>(
        n, "kind",
        {{"land", SpaceKind::land}, {"sea", SpaceKind::sea}, {"citadel", SpaceKind::citadel}});
    s.why = r_.get_string(n, "why").value_or("");
    f_.spaces.push_back(s);
  }

  void citadel(const YAML::Node& n) {
    RequiredCitadel c;
    if (n.IsScalar()) {
      c.ref = {n.Scalar(), r_.pos(n)};
      f_.citadels.push_back(c);
      return;
    }
    if (!r_.expect_map(n, "a required citadel")) return;
    r_.check_keys(n, citadel_fact_keys, "a required citadel");
    auto name = ref_key(n, "name");
    if (!name) {
      r_.error(n, "a required citadel needs a 'name'");
      return;
    }
    c.ref = *name;
    c.province = ref_key(n, "province");
    c.cls = r_.get_enum<CitadelClass>(n, "class",
                                      {{"minor", CitadelClass::minor},
                                       {"major", CitadelClass::major},
                                       {"capital", CitadelClass::capital}});
    c.port = r_.get_bool(n, "port");
    if (YAML::Node s = n["sea_access"]; s && r_.expect_seq(s, "'sea_access'")) {
      for (const auto& item : s) {
        if (auto r = ref(item, "sea_access")) c.sea_access.push_back(*r);
      }
    }
    c.treasure = r_.get_int(n, "treasure", 0, 1000);
    c.religious_treasure = r_.get_bool(n, "religious_treasure");
    c.why = r_.get_string(n, "why").value_or("");
    f_.citadels.push_back(c);
  }

  void port(const YAML::Node& n) {
    if (!r_.expect_map(n, "a required port")) return;
    r_.check_keys(n, port_fact_keys, "a required port");
    auto name = ref_key(n, "name");
    auto province = ref_key(n, "province");
    if (!name || !province) {
      r_.error(n, "a required port needs a 'name' and a 'province'");
      return;
    }
    RequiredPort p{*name, *province, ref_key(n, "sea"), r_.get_string(n, "why").value_or("")};
    f_.ports.push_back(p);
  }

  // `[A, B]`, or `{between: [A, B], units: army|fleet, kind: canal|..., why: ...}`.
  void pair(const YAML::Node& n, std::vector<PairFact>& out, bool link) {
    PairFact p;
    p.pos = r_.pos(n);
    YAML::Node between = n;
    if (n.IsMap()) {
      r_.check_keys(n, pair_fact_keys, "a pair fact");
      between.reset(n["between"]);
      if (!between) {
        r_.error(n, "expected 'between: [A, B]'");
        return;
      }
      if (YAML::Node u = n["units"]) {
        auto w = r_.enum_value<Crossing>(u, {{"army", Crossing::army}, {"fleet", Crossing::fleet}});
        if (w) p.units = *w;
      }
      p.link = r_.get_enum<LinkKind>(n, "kind",
                                     {{"canal", LinkKind::canal},
                                      {"towpath", LinkKind::towpath},
                                      {"pass", LinkKind::pass},
                                      {"arabia", LinkKind::arabia}});
      p.why = r_.get_string(n, "why").value_or("");
    }
    if (!between.IsSequence() || between.size() != 2) {
      r_.error(between, "expected a pair [A, B]");
      return;
    }
    auto a = ref(between[0], "a pair fact");
    auto b = ref(between[1], "a pair fact");
    if (!a || !b) return;
    p.a = *a;
    p.b = *b;
    if (link && !p.link) r_.error(n, "a special_links fact needs 'kind'");
    out.push_back(p);
  }

  YamlReader& r_;
  MapFacts& f_;
};

}  // namespace

std::optional<MapFacts> load_facts_text(std::string_view yaml, const std::string& file_label,
                                        Diagnostics& diagnostics) {
  YamlReader r(file_label, diagnostics);
  YAML::Node root;
  if (!r.parse(yaml, root)) return std::nullopt;
  MapFacts facts;
  facts.file = file_label;
  std::size_t before = diagnostics.size();
  FactsLoader(r, facts).load(root);
  for (std::size_t i = before; i < diagnostics.size(); ++i) {
    if (diagnostics[i].severity == Severity::error) return std::nullopt;
  }
  return facts;
}

}  // namespace dia::map
