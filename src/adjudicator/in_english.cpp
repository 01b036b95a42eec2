// The adjudicator's English lines (GM log decisions, command-line diagnostics) are worded by the
// same catalogue as the players' results, so a sentence has one wording per language.
#include "adjudicator/season.hpp"
#include "report/catalogue.hpp"

namespace dia::adj {

std::string in_english(const Text& text) {
  return report::words(report::Lang::en, text.said);
}

std::string in_english(const Message& message) {
  return report::words(report::Lang::en, message);
}

}  // namespace dia::adj
