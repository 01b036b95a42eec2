#pragma once
// A sentence as data in words, as the catalogue writes it (report/catalogue.hpp): for tests that
// look for a clause id or a name in a die roll's purpose or a GM log line.
#include <string>

#include "common/message.hpp"
#include "report/catalogue.hpp"

namespace dia::test {

inline std::string english(const Message& m) {
  return report::words(report::Lang::en, m);
}
inline std::string french(const Message& m) {
  return report::words(report::Lang::fr, m);
}

}  // namespace dia::test
