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
  return words(lang, text.said);
}

adj::Text worded(std::string fr, std::string en) {
  if (fr.empty() && en.empty()) return {};
  return Message{Msg::worded, {arg::Words{std::move(fr)}, arg::Words{std::move(en)}}};
}

}  // namespace dia::report
