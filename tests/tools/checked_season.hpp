#pragma once
// One season of a random walk, played as `diadoques adjudicate` plays it (the adjudication, then
// every report) and checked by the season consistency checker (tools/season_check). Shared by
// the property test's walks and the random-season bench, so both check the same way.
#include <memory>
#include <vector>

#include "adjudicator/season.hpp"
#include "map/map.hpp"
#include "orders/parse.hpp"
#include "report/lang.hpp"
#include "report/season_outputs.hpp"
#include "report/svg_map.hpp"
#include "state/game_state.hpp"
#include "tools/random_orders.hpp"
#include "tools/season_check.hpp"

namespace dia::tools {

// Random orders for `state`'s season: the winter orders in winter (tools/random_winter), the
// military and secondary orders otherwise (tools/random_orders).
std::vector<adj::SideOrders> random_orders_for(const map::Map& map, const state::GameState& state,
                                               const orders::OrderParser& parser, TestRng& rng,
                                               const OrderGenOptions& options = {});

struct CheckedSeason {
  adj::SeasonResult result;
  report::ReportFiles files;
  std::vector<Violation> violations;
};

// Adjudicates `state` (any season, winter included; its event drawn from its own generator),
// writes the season's reports in `lang` on `picture` (the map's picture, drawn once by the
// caller: report/svg_map), and checks them. Throws what the adjudication throws.
CheckedSeason play_and_check(const map::Map& map, const state::GameState& state,
                             const std::vector<adj::SideOrders>& orders,
                             const std::shared_ptr<const report::MapPicture>& picture,
                             report::Lang lang = report::Lang::fr);

}  // namespace dia::tools
