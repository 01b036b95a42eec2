#pragma once
// A season's page: its public results (report/public_view.hpp) in HTML, with the same content in
// the same order as public.txt and public.md, worded by the same helpers of src/report: the
// season's event, each side's public orders with the note beside each, what happened, sieges,
// control changes, the position after the season with the season's map, the PV and PP.
#include "report/lang.hpp"
#include "site/page.hpp"
#include "site/site_model.hpp"

namespace dia::site {

// `index` is the season's place in game.seasons (for the previous and next links).
Page season_page(const SiteModel& model, const SiteGame& game, std::size_t index,
                 report::Lang lang);

// The event, the sides' orders, what happened, sieges and control changes, in HTML.
std::string public_results_html(const report::PublicView& view, report::Lang lang);

}  // namespace dia::site
