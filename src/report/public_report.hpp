#pragma once
// The public results of a season (DESIGN.md "Reports", R9a.gen.8): the season's event, each
// side's orders as written with the tool's reading beside those written otherwise and the
// outcome of every one, then events, sieges in progress, control changes, the position after
// the season (position_text.hpp), victory points and prestige.
// Three forms of the same PublicView: text (the email body), Markdown, JSON (for tools; both
// languages, so it is also what `diadoques report` re-renders from).
#include <string>
#include <string_view>

#include "report/public_view.hpp"

namespace dia::report {

std::string public_text(const PublicView& view, Lang lang);
std::string public_markdown(const PublicView& view, Lang lang);
std::string public_json(const PublicView& view);

// Reads public.json back (throws std::runtime_error naming `file` on malformed input):
// public_text(public_view_from_json(public_json(v))) == public_text(v).
PublicView public_view_from_json(std::string_view text, const std::string& file);

// Number of code points of UTF-8 text (for column alignment).
std::size_t display_width(std::string_view text);
// `text` followed by spaces up to `width` code points (a column of a table).
std::string padded(std::string_view text, std::size_t width);
// " :" in French (French typography puts a space before a colon), ":" in English.
std::string colon(Lang lang);
// The tool's reading beside an order written otherwise: " (lu : A CHD SUS)"; "" when none.
std::string reading_text(const PublicOrder& order, Lang lang);
// Markdown's special characters escaped, for text written as it is (names, notes).
std::string md_escape(std::string_view text);

}  // namespace dia::report
