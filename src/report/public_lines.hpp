#pragma once
// The lines the public results are made of, worded once for every form of them: the text and
// Markdown of public_report.hpp and the results site's HTML (src/site) print the same words.
#include <string>

#include "report/public_view.hpp"

namespace dia::report {

// "+3", "0", "-2": a change of prestige.
std::string signed_number(int n);
// A side's heading: "Ptolémée (David)"; the neutrals' heading for the GM's neutral orders.
std::string side_title(const PublicSide& side, Lang lang);
// "A* Pella assiège Pella (2e tour)": a siege in progress.
std::string siege_line(const PublicView& view, const adj::SiegeReport& siege, Lang lang);
// "SYR (Syrie) : Séleucos → Ptolémée".
std::string control_line(const PublicView& view, const PublicControlChange& change, Lang lang);
// What a side with no public order shows (it sent nothing, or only secret orders: one wording
// for both, R9b.val.4).
std::string no_public_orders(const PublicView& view, Lang lang);

}  // namespace dia::report
