#include "report/lang.hpp"

#include "report/catalogue.hpp"

namespace dia::report {

std::optional<Lang> lang_from(std::string_view c) {
  if (c == "fr") return Lang::fr;
  if (c == "en") return Lang::en;
  return std::nullopt;
}

std::string_view code(Lang lang) {
  return lang == Lang::fr ? "fr" : "en";
}

std::string pick(const adj::Text& text, Lang lang) {
  if (!text.said.empty()) return words(lang, text.said);
  const std::string& wanted = lang == Lang::fr ? text.fr : text.en;
  const std::string& other = lang == Lang::fr ? text.en : text.fr;
  return wanted.empty() ? other : wanted;
}

}  // namespace dia::report
