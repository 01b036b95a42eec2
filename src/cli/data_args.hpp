#pragma once
// A map or scenario given on the command line: a file, or the name of one that comes with the
// program (`--scenario standard-319`, `map show diadoques MAC`), from any working directory.
#include <optional>
#include <string>
#include <string_view>

#include "state/data_files.hpp"

namespace dia::cli {

// The file `spec` stands for; nullopt after printing `<command>: error: …` with the nearest
// name when it is neither a file nor a known name.
std::optional<std::string> data_file_arg(state::DataKind kind, const std::string& spec,
                                         std::string_view command);

}  // namespace dia::cli
