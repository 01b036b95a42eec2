#include "tools/checked_season.hpp"

#include "report/report_info.hpp"
#include "tools/random_winter.hpp"

namespace dia::tools {

std::vector<adj::SideOrders> random_orders_for(const map::Map& map, const state::GameState& state,
                                               const orders::OrderParser& parser, TestRng& rng,
                                               const OrderGenOptions& options) {
  if (!state.season.military()) return random_winter_orders(map, state, parser, rng);
  return random_season_orders(map, state, parser, rng, options);
}

CheckedSeason play_and_check(const map::Map& map, const state::GameState& state,
                             const std::vector<adj::SideOrders>& orders,
                             const std::shared_ptr<const report::MapPicture>& picture,
                             report::Lang lang) {
  CheckedSeason out;
  out.result = adj::adjudicate_season(map, state, orders);
  report::ReportInfo info = report::make_report_info(state, &map, "walk");
  info.picture = picture;
  out.files = report::season_reports(out.result, orders, state, info, lang);
  SeasonCheckInput in;
  in.map = &map;
  in.before = &state;
  in.orders = &orders;
  in.result = &out.result;
  in.files = &out.files;
  in.lang = lang;
  in.picture = picture.get();
  out.violations = check_season(in);
  return out;
}

}  // namespace dia::tools
