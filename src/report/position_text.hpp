#pragma once
// The "position after the season" section of the public results, in text and Markdown: per
// side, its units, characters, prisoners, provinces and citadels, with its PV.
#include <string>

#include "report/public_view.hpp"

namespace dia::report {

// Empty when the view has no position (a public.json of format 2).
std::string position_text(const PublicView& view, Lang lang);
std::string position_markdown(const PublicView& view, Lang lang);

}  // namespace dia::report
