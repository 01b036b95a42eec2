#pragma once
// A located message about some input: the currency of every checker (map validator, order
// parser, legality checks). Printed as `file:line:col: error|warning: message`.
#include <optional>
#include <string>
#include <vector>

#include "common/message.hpp"

namespace dia {

enum class Severity { error, warning, note };

struct SourcePos {
  int line = 0;    // 1-based; 0 = unknown
  int column = 0;  // 1-based; 0 = unknown
};

struct Diagnostic {
  Severity severity = Severity::error;
  std::string file;
  SourcePos pos;
  std::string message;  // English, for the command line (check, the GM log)
  std::optional<Message> said =
      std::nullopt;  // the same as data, for the players' results in any language
};

using Diagnostics = std::vector<Diagnostic>;

std::string to_string(Severity s);
// `file:line:col` (line/col omitted when unknown; `<input>` without a file).
std::string where(const Diagnostic& d);
// `file:line:col: severity: message` (line/col omitted when unknown).
std::string format(const Diagnostic& d);
bool has_errors(const Diagnostics& ds);

}  // namespace dia
