#pragma once
// Every report of one adjudicated season, as (path relative to the season's `results/`,
// content) pairs in a fixed order: public.txt, public.md, public.json, map.svg (when `info`
// carries the map; the position after the season), private/<side>.txt for each side, gm-log.txt.
#include <string>
#include <utility>
#include <vector>

#include "adjudicator/season.hpp"
#include "report/report_info.hpp"

namespace dia::report {

using ReportFiles = std::vector<std::pair<std::string, std::string>>;

ReportFiles season_reports(const adj::SeasonResult& result,
                           const std::vector<adj::SideOrders>& orders,
                           const state::GameState& before, const ReportInfo& info, Lang lang);

}  // namespace dia::report
