#pragma once
// The site's one style sheet (style.css): readable on a screen and a phone, and on paper with no
// navigation and no table or map cut across pages.
#include <string_view>

namespace dia::site {

std::string_view style_sheet();

}  // namespace dia::site
