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

// The sentences in the report's language, worded by the catalogue (report/catalogue.hpp).
std::string pick(const adj::Text& text, Lang lang);

// A sentence worded earlier in both languages (Msg::worded), as public.json keeps it; empty when
// both are.
adj::Text worded(std::string fr, std::string en);

}  // namespace dia::report
