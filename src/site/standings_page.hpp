#pragma once
// The club's standings page (club/standings.hpp): the players' table (rank, played, playing,
// wins, shared, survived, eliminated, abandoned, points, rating) with the scoring under it,
// then the games' table, each game linked to its page with its last season and its state.
#include <string>

#include "report/lang.hpp"
#include "site/page.hpp"
#include "site/site_model.hpp"

namespace dia::site {

// The standings of `lang`, as the page at `path` (its links are made from there: the site's
// root index.html shows the first language's standings too).
Page standings_page(const SiteModel& model, report::Lang lang, const std::string& path);

}  // namespace dia::site
