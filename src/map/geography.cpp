#include "map/geography.hpp"

#include <charconv>

#include "map/yaml_reader.hpp"

namespace dia::map {
namespace {

// "lon lat lon lat ...": the compact form keeps the file small and quick to read (a YAML
// sequence per point would be ten times the nodes).
std::optional<LonLatLine> parse_points(YamlReader& r, const YAML::Node& n, std::size_t min_points) {
  auto text = r.scalar(n, "a list of 'longitude latitude' numbers");
  if (!text) return std::nullopt;
  std::vector<double> values;
  const char* p = text->data();
  const char* end = p + text->size();
  while (p < end) {
    while (p < end && (*p == ' ' || *p == '\n' || *p == '\t')) ++p;
    if (p == end) break;
    double v = 0;
    auto [next, ec] = std::from_chars(p, end, v);
    if (ec != std::errc()) {
      r.error(n, fmt::format("expected a number at '{}'",
                             std::string(p, std::min<std::size_t>(12, end - p))));
      return std::nullopt;
    }
    values.push_back(v);
    p = next;
  }
  if (values.size() % 2 != 0) {
    r.error(n, "an odd count of numbers: points are 'longitude latitude' pairs");
    return std::nullopt;
  }
  LonLatLine line;
  for (std::size_t i = 0; i < values.size(); i += 2) line.push_back({values[i], values[i + 1]});
  if (line.size() < min_points) {
    r.error(n, fmt::format("{} points where at least {} are needed", line.size(), min_points));
    return std::nullopt;
  }
  return line;
}

std::vector<NamedLine> named_lines(YamlReader& r, const YAML::Node& root, const char* key,
                                   const char* geometry, std::size_t min_points) {
  std::vector<NamedLine> out;
  YAML::Node list = root[key];
  if (!list) return out;
  if (!r.expect_seq(list, fmt::format("'{}'", key))) return out;
  for (const auto& item : list) {
    if (!r.expect_map(item, fmt::format("an entry of '{}'", key))) continue;
    r.check_keys(item, {"name", geometry}, fmt::format("an entry of '{}'", key));
    NamedLine line;
    line.pos = r.pos(item);
    line.name = r.get_string(item, "name").value_or("");
    if (line.name.empty()) r.error(item, fmt::format("an entry of '{}' needs a 'name'", key));
    if (!item[geometry]) {
      r.error(item, fmt::format("an entry of '{}' needs '{}'", key, geometry));
      continue;
    }
    if (auto points = parse_points(r, item[geometry], min_points)) {
      line.points = std::move(*points);
      out.push_back(std::move(line));
    }
  }
  return out;
}

}  // namespace

std::optional<Geography> load_geography_text(std::string_view yaml, const std::string& file_label,
                                             Diagnostics& diagnostics) {
  Diagnostics own;
  YamlReader r(file_label, own);
  YAML::Node root;
  Geography g;
  g.file = file_label;
  if (r.parse(yaml, root) && r.expect_map(root, "the geography file")) {
    r.check_keys(root, {"bounds", "land", "lakes", "rivers"}, "the top level");
    YAML::Node b = root["bounds"];
    if (!b || !b.IsSequence() || b.size() != 4) {
      r.error(b ? b : root, "'bounds' must be [lon_min, lat_min, lon_max, lat_max]");
    } else if (auto box =
                   parse_points(r,
                                YAML::Node(fmt::format("{} {} {} {}", b[0].Scalar(), b[1].Scalar(),
                                                       b[2].Scalar(), b[3].Scalar())),
                                2)) {
      g.min = (*box)[0];
      g.max = (*box)[1];
      if (g.min.lon >= g.max.lon || g.min.lat >= g.max.lat) {
        r.error(b, "'bounds' must be [lon_min, lat_min, lon_max, lat_max] with min < max");
      }
    }
    if (YAML::Node land = root["land"]; land && r.expect_seq(land, "'land'")) {
      for (const auto& ring : land) {
        if (auto points = parse_points(r, ring, 3)) g.land.push_back(std::move(*points));
      }
    } else if (!land) {
      r.error(root, "missing key 'land'");
    }
    g.lakes = named_lines(r, root, "lakes", "ring", 3);
    g.rivers = named_lines(r, root, "rivers", "line", 2);
  }
  bool failed = has_errors(own);
  diagnostics.insert(diagnostics.end(), own.begin(), own.end());
  if (failed) return std::nullopt;
  return g;
}

std::optional<Geography> load_geography_file(const std::string& path, Diagnostics& diagnostics) {
  auto text = read_text_file(path);
  if (!text) {
    diagnostics.push_back({Severity::error, path, {}, "cannot read the geography file"});
    return std::nullopt;
  }
  return load_geography_text(*text, path, diagnostics);
}

}  // namespace dia::map
