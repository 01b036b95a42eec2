#include "common/diagnostic.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace dia {

std::string to_string(Severity s) {
  switch (s) {
    case Severity::error:
      return "error";
    case Severity::warning:
      return "warning";
    case Severity::note:
      return "note";
  }
  return "error";
}

std::string where(const Diagnostic& d) {
  std::string out = d.file.empty() ? std::string("<input>") : d.file;
  if (d.pos.line > 0) {
    out += fmt::format(":{}", d.pos.line);
    if (d.pos.column > 0) out += fmt::format(":{}", d.pos.column);
  }
  return out;
}

std::string format(const Diagnostic& d) {
  return fmt::format("{}: {}: {}", where(d), to_string(d.severity), d.message);
}

bool has_errors(const Diagnostics& ds) {
  return std::any_of(ds.begin(), ds.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::error; });
}

}  // namespace dia
