#pragma once
// The language of a report: French is the reference (DESIGN.md "Reports"), English on request.
#include <optional>
#include <string>
#include <string_view>

#include "adjudicator/season.hpp"

namespace dia::report {

enum class Lang { fr, en };

std::optional<Lang> lang_from(std::string_view code);  // "fr" | "en"
std::string_view code(Lang lang);

// The sentence in the report's language: worded by the catalogue when it is data; a pair still
// worded by the adjudicator falls back to the other language rather than print nothing.
std::string pick(const adj::Text& text, Lang lang);

// A fixed phrase of the report layout, in both languages.
inline std::string_view say(Lang lang, std::string_view fr, std::string_view en) {
  return lang == Lang::fr ? fr : en;
}

}  // namespace dia::report
