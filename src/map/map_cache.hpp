#pragma once
// Maps loaded once per process (issue 18: `club adjudicate` on a thousand games, each with its own
// copy of the same map). A map file is read every time it is asked for, but parsed only the
// first time its text is seen together with the same texts of the files it names (facts, event
// tables, geography): a game whose copy was edited gets a map of its own, never another game's.
//
// Safe from several threads at once: the cache is guarded by a mutex, and the maps it hands out
// are const and never change or go away while the process runs, so threads may read one map
// together.
#include <memory>
#include <string>

#include "common/diagnostic.hpp"
#include "map/map.hpp"

namespace dia::map {

struct SharedLoad {
  std::shared_ptr<const Map> map;  // null when the file has an error
  Diagnostics diagnostics;
  // The map is kept for the rest of the run and handed to every later caller with the same
  // texts; false for a map loaded with warnings, made anew each time (what is kept alongside
  // a map, its picture or its parser, should then not be kept either).
  bool kept = false;
};

// As load_map_file. A map whose loading said anything at all (a warning names its own file) is
// not kept, and is loaded again the next time. A map that is shared keeps the file names of the
// first copy it was loaded from (Map::file, geography_file): the same texts, so the same map.
SharedLoad load_shared_map_file(const std::string& path);

}  // namespace dia::map
