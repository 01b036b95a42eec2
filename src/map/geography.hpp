#pragma once
// The geography the board is drawn on (maps/README.md, "Geography file"): land outlines, large
// lakes and the rivers the map names, in longitude/latitude, made from public data by
// scripts/make-geography.py. Only pictures read it.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.hpp"
#include "map/map.hpp"

namespace dia::map {

using LonLatLine = std::vector<Position>;

struct NamedLine {
  std::string name;
  LonLatLine points;  // a closed ring (first point not repeated) or an open polyline
  SourcePos pos;
};

struct Geography {
  std::string file;
  Position min;                   // bounds: south-west corner
  Position max;                   // north-east corner
  std::vector<LonLatLine> land;   // outer rings of land, clipped to the bounds
  std::vector<NamedLine> lakes;   // rings inside the land
  std::vector<NamedLine> rivers;  // open polylines
};

// Problems (file:line:col) go to `diagnostics`; nullopt when any is an error.
std::optional<Geography> load_geography_text(std::string_view yaml, const std::string& file_label,
                                             Diagnostics& diagnostics);
std::optional<Geography> load_geography_file(const std::string& path, Diagnostics& diagnostics);

}  // namespace dia::map
