#pragma once
// Reading a map file (maps/README.md is the format). Every problem is reported with
// file:line:col from the YAML marks: unknown keys (with the nearest valid key), wrong kinds,
// unknown codes (with the nearest valid code), duplicates. A map that loads is also run
// through validate_map, so `map` is set only when the file has no error at all.
#include <optional>
#include <string>
#include <string_view>

#include "common/diagnostic.hpp"
#include "map/map.hpp"

namespace dia::map {

struct LoadResult {
  std::optional<Map> map;
  Diagnostics diagnostics;
};

LoadResult load_map_file(const std::string& path);
// `file_label` names the text in diagnostics; a `facts:` key is resolved relative to its folder.
LoadResult load_map_text(std::string_view yaml, const std::string& file_label);

// The facts file alone (maps/README.md, "Facts file"). Problems go to `diagnostics`.
std::optional<MapFacts> load_facts_text(std::string_view yaml, const std::string& file_label,
                                        Diagnostics& diagnostics);

}  // namespace dia::map
