#pragma once
// The "position after the season" section of the public results, in text and Markdown: per
// side, its units, characters, prisoners, provinces and citadels, with its PV. Its lines are
// exposed so the results site (src/site) shows the same words in HTML.
#include <string>
#include <vector>

#include "report/public_view.hpp"

namespace dia::report {

// Empty when the view has no position (a public.json of format 2).
std::string position_text(const PublicView& view, Lang lang);
std::string position_markdown(const PublicView& view, Lang lang);

// One line of a side's position: "Unités (3)" and its items.
struct PositionLine {
  std::string label;  // "Unités (3)"
  std::vector<std::string> items;
  bool feminine = false;  // French agreement of "aucun(e)" for an empty list
};
// The section's heading ("Position après la saison").
std::string position_heading(Lang lang);
// A side's heading in it: "Ptolémée (PV 2)", the neutrals' heading for "".
std::string position_title(const PublicView& view, const SidePosition& side, Lang lang);
// Its units, characters, prisoners (when any), provinces and citadels.
std::vector<PositionLine> position_lines(const SidePosition& side, Lang lang);
// "aucune" / "none": what an empty line shows.
std::string none_of(const PositionLine& line, Lang lang);

}  // namespace dia::report
