#include "cli/data_args.hpp"

#include <fmt/format.h>

#include <iostream>

namespace dia::cli {

std::optional<std::string> data_file_arg(state::DataKind kind, const std::string& spec,
                                         std::string_view command) {
  if (auto found = state::find_data_file(kind, spec)) return found->string();
  std::cerr << fmt::format("diadoques {}: error: {}\n", command, state::data_not_found(kind, spec));
  return std::nullopt;
}

}  // namespace dia::cli
