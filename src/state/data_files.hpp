#pragma once
// The maps and scenarios that come with the program, found by name from any working directory.
//
// A GM writes `--scenario standard-319`, a scenario writes `map: diadoques`: a bare name is looked
// up in the data folders, in this order:
//   1. $DIADOQUES_DATA_DIR, when set (a GM's own collection, or a test's);
//   2. the installed data, <prefix>/share/diadoques, found relative to the running binary, so an
//      installed tree can be moved as a whole (`cmake --install --prefix` anywhere);
//   3. the source tree the binary was built from, so that a build that is not installed works.
// Each folder holds maps/<name>.yaml and scenarios/<name>.yaml. Anything that names an existing
// file (a path) is taken as that file, relative to the base folder given.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dia::state {

enum class DataKind { map, scenario };

// The data folders searched for names, in order (only those that exist).
std::vector<std::filesystem::path> data_dirs();

// `spec` as a path relative to `base` if that file exists, else as a name (with or without
// `.yaml`) in the data folders. nullopt: neither.
std::optional<std::filesystem::path> find_data_file(DataKind kind, std::string_view spec,
                                                    const std::filesystem::path& base = {});

// The names available for `kind` in the data folders (for "did you mean" and listings), sorted.
std::vector<std::string> data_names(DataKind kind);

// "map 'x' not found: …; known maps: a, b" — the message for a failed find_data_file.
std::string data_not_found(DataKind kind, std::string_view spec);

}  // namespace dia::state
