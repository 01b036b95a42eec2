#include "game/orders_check.hpp"

#include <stdexcept>

#include "adjudicator/season/neutral_orders.hpp"
#include "adjudicator/winter/winter_check.hpp"
#include "common/diagnostic.hpp"
#include "state/file_transaction.hpp"
#include "state/scenario.hpp"
#include "state/state_yaml.hpp"

namespace dia::game {

CurrentPosition current_position(const state::GameDir& game, const map::Map& map) {
  const auto seasons = game.season_ids();
  if (seasons.empty()) throw std::runtime_error(game.root().string() + " has no season yet");
  const std::string file = game.state_path(seasons.back()).string();
  auto loaded = state::state_from_yaml(state::read_file(file), file, map);
  if (!loaded.state) {
    std::string why;
    for (const auto& d : loaded.diagnostics) why += "\n" + format(d);
    throw std::runtime_error(file + ": the position cannot be read" + why);
  }
  CurrentPosition out{seasons.back(), std::move(*loaded.state), {}};
  auto scenario = state::load_scenario(game.scenario_path().string());
  if (scenario.scenario) {  // the first turn's purchase rules come from the scenario
    out.options.purchase.fleet_sides.clear();
    for (const auto& s : scenario.scenario->sides) {
      if (s.fleets) out.options.purchase.fleet_sides.push_back(s.id);
    }
    if (!scenario.scenario->default_purchase.empty()) {
      out.options.purchase.default_purchase = scenario.scenario->default_purchase;
    }
  }
  return out;
}

OrdersCheck check_orders_in_game(const map::Map& map, const CurrentPosition& position,
                                 const std::string& side, const std::vector<orders::Order>& orders,
                                 const std::string& file) {
  const state::GameState& g = position.state;
  const bool neutral = side == adj::season::neutral_side;
  adj::season::LegalityOptions options = position.options;
  options.file = file;
  OrdersCheck out;
  out.season = position.season;
  if (!neutral && !g.season.military()) {  // a winter: its own check and the budget line
    auto winter = adj::winter::check_winter(map, g, side, orders, options.file);
    out.checks = std::move(winter.checks);
    out.winter_budget = std::move(winter.budget);
  } else {
    out.checks = neutral ? adj::season::check_neutral_orders(map, g, orders, options)
                         : adj::season::check_orders(map, g, side, orders, options);
  }
  for (const auto& c : out.checks) {
    if (c.verdict == adj::season::Verdict::ignored) ++out.ignored;
  }
  return out;
}

}  // namespace dia::game
