#include "game/orders_check.hpp"

#include <algorithm>
#include <stdexcept>

#include "adjudicator/rules/philippe_command.hpp"
#include "adjudicator/season.hpp"
#include "adjudicator/season/neutral_orders.hpp"
#include "adjudicator/season/options.hpp"
#include "adjudicator/season/pieces.hpp"
#include "adjudicator/winter/winter_check.hpp"
#include "common/diagnostic.hpp"
#include "common/text.hpp"
#include "state/durable.hpp"
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

namespace {

// The units the side's own corruption orders target (R9b.tgt), each as (space code, unit index).
std::vector<std::pair<std::string, std::size_t>> corruption_targets(
    const map::Map& map, const state::GameState& g, const std::string& side,
    const std::vector<orders::Order>& orders,
    const std::vector<adj::season::CheckedOrder>& checks) {
  std::vector<std::pair<std::string, std::size_t>> out;
  for (std::size_t k = 0; k < orders.size(); ++k) {
    const auto* co = orders::get_if<orders::Corruption>(&orders[k].body);
    if (co == nullptr || checks[k].verdict == adj::season::Verdict::ignored) continue;
    if (co->target.kind == orders::Piece::Kind::character || !co->target.where.resolved()) continue;
    const std::string& code = map.space(co->target.where.space).code;
    for (std::size_t i = 0; i < g.units.size(); ++i)
      if (g.units[i].side != side && fold_name(g.units[i].space) == fold_name(code))
        out.emplace_back(code, i);
  }
  return out;
}

// R9b.succ.1–2, R8a.gm.6: corruption comes before the moves, so an order for the unit the side's
// own corruption order targets is carried out if the corruption succeeds. Such an order is
// judged as if the unit were the side's, and shown as conditional instead of ignored.
void mark_conditional(const map::Map& map, const CurrentPosition& position, const std::string& side,
                      const std::vector<orders::Order>& orders,
                      const adj::season::LegalityOptions& options, OrdersCheck& out) {
  std::vector<adj::season::CheckedOrder>& checks = out.checks;
  const state::GameState& g = position.state;
  const auto targets = corruption_targets(map, g, side, orders, checks);
  if (targets.empty()) return;
  state::GameState if_won = g;
  for (const auto& [code, i] : targets) if_won.units[i].side = side;
  const std::vector<adj::season::CheckedOrder> again =
      adj::season::check_orders(map, if_won, side, orders, options);
  for (std::size_t k = 0; k < checks.size(); ++k) {
    adj::season::CheckedOrder& c = checks[k];
    const orders::Order& o = orders[k];
    if (c.verdict != adj::season::Verdict::ignored || !c.foreign_piece || !o.is_military() ||
        !o.piece.where.resolved())
      continue;
    const std::string& code = map.space(o.piece.where.space).code;
    const auto t = std::find_if(targets.begin(), targets.end(), [&](const auto& x) {
      return fold_name(x.first) == fold_name(code);
    });
    if (t == targets.end()) continue;
    c = again[k];
    if (c.verdict != adj::season::Verdict::accepted) continue;
    out.conditions[k] =
        Message{Msg::diag_if_corrupted, {arg::Piece{adj::season::describe(g, g.units[t->second])}}};
  }
}

// The season adjudicated with these orders, the other sides holding and no event drawn (the
// season's event is not known before the draw), to warn before the damage of what the position
// at the start does not show:
// - R6b.phil.4: Philippe III, controlled by the side, would command no unit at the end of the
//   turn: he and Eurydice would turn neutral, and the regency (R6b.phil.2) and 10 PP go;
// - an order that looks legal now but that the season ignores once the side's own orders are
//   carried out: a step-9 order judged after the moves (R8a.gm.9), such as `Dissocier *
//   Babylone` when the side's `A Babylone CHD` takes Séleucos out with his army (R9c.dissoc.1:
//   a leader moves with the unit he is with).
void forecast_end_of_turn(const map::Map& map, const CurrentPosition& position,
                          const std::string& side, const std::vector<orders::Order>& orders,
                          const std::string& file, OrdersCheck& out) {
  std::vector<adj::season::CheckedOrder>& checks = out.checks;
  if (checks.empty()) return;
  const state::GameState& g = position.state;
  adj::SideOrders so;
  so.side = side;
  so.file = file;
  so.parsed.orders = orders;
  adj::SeasonOptions options;
  options.purchase = position.options.purchase;
  options.ruling = adj::events::DrawnEvent{};
  adj::SeasonResult r;
  try {
    r = adj::adjudicate_season(map, g, {so}, options);
  } catch (const std::exception&) {
    return;  // a forecast only: `adjudicate` reports whatever stops it
  }
  const state::Character* p = g.character(adj::rules::philippe_iii);
  if (p != nullptr && p->alive && p->controller == side) {
    for (const adj::Event& e : r.events)
      for (const Message& m : e.text.said) {
        if (m.id != Msg::philippe_no_unit_one && m.id != Msg::philippe_no_unit_two) continue;
        const Message said{Msg::diag_end_of_turn, {arg::Sub{{m}}}};
        checks.front().diagnostics.push_back(
            {Severity::warning, file, orders.front().pos, adj::in_english(said), said});
      }
  }
  for (std::size_t k = 0; k < checks.size() && k < orders.size(); ++k) {
    if (checks[k].verdict != adj::season::Verdict::accepted || out.conditions[k]) continue;
    for (const adj::OrderReport& rep : r.orders) {
      if (rep.side != side || rep.line != orders[k].pos.line ||
          rep.status != adj::OrderStatus::ignored || rep.note.empty())
        continue;
      const Message said{Msg::diag_end_of_turn, {arg::Sub{rep.note.messages()}}};
      checks[k].diagnostics.push_back(
          {Severity::warning, file, orders[k].pos, adj::in_english(said), said});
      break;
    }
  }
}

}  // namespace

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
    if (!neutral) {
      out.conditions.assign(out.checks.size(), std::nullopt);
      mark_conditional(map, position, side, orders, options, out);
      forecast_end_of_turn(map, position, side, orders, options.file, out);
    }
  }
  for (const auto& c : out.checks) {
    if (c.verdict == adj::season::Verdict::ignored) ++out.ignored;
  }
  return out;
}

}  // namespace dia::game
