#include "adjudicator/season/first_turn.hpp"

#include <fmt/format.h>
#include <algorithm>

#include "adjudicator/season/pieces.hpp"

namespace dia::adj::season {

bool is_first_turn(const state::GameState& state) {
  return state.season == state::Season::first();
}

namespace {
std::string list_types(const std::vector<state::UnitType>& types) {
  std::string out;
  for (state::UnitType t : types) {
    if (!out.empty()) out += ", ";
    out += state::code(t);
  }
  return out;
}
}  // namespace

std::optional<Text> purchase_problem(const state::GameState& state, const std::string& side,
                                     const std::vector<state::UnitType>& types,
                                     const PurchaseRules& rules) {
  const state::Side* s = state.side(side);
  if (s == nullptr) return Message{Msg::purchase_unknown_side, {}};
  int cost = 0;
  int fleets = 0;
  for (state::UnitType t : types) {
    cost += state::info(t).price;
    if (state::is_fleet(t)) ++fleets;
  }
  if (fleets > 0 && std::find(rules.fleet_sides.begin(), rules.fleet_sides.end(), side) ==
                        rules.fleet_sides.end())
    return Message{Msg::purchase_armies_only, {}};
  if (fleets > 2) return Message{Msg::purchase_two_fleets, {}};
  for (state::UnitType t : state::all_unit_types) {
    const int max = state::info(t).max_per_side;
    const auto n = std::count(types.begin(), types.end(), t);
    if (max > 0 && n > max)
      return Message{Msg::purchase_limit,
                     {arg::Number{max}, arg::Words{std::string(state::code(t))}}};
  }
  if (cost > s->treasury)
    return Message{Msg::purchase_cost, {arg::Number{cost}, arg::Number{s->treasury}}};
  return std::nullopt;
}

PurchaseOutcome apply_purchase(state::GameState& state, const std::string& side,
                               const std::vector<orders::Order>& orders,
                               const PurchaseRules& rules) {
  PurchaseOutcome out;
  state::Side* s = state.side(side);
  if (s == nullptr) return out;
  for (std::size_t i = 0; i < orders.size(); ++i) {
    const auto* p = orders::get_if<orders::Purchase>(&orders[i].body);
    if (p == nullptr) continue;
    if (out.order >= 0 || !out.ignored_reason.empty()) {
      out.ignored.push_back(static_cast<int>(i));
      out.log.push_back(
          Message{Msg::log_second_purchase, {arg::Side{side}, arg::Number{orders[i].pos.line}}});
      continue;
    }
    std::vector<state::UnitType> types;
    for (orders::UnitType t : p->types) types.push_back(to_state_type(t));
    if (auto problem = purchase_problem(state, side, types, rules)) {
      out.ignored.push_back(static_cast<int>(i));
      out.ignored_reason = *problem;
      out.log.push_back(Message{Msg::log_purchase_ignored,
                                {arg::Side{side}, arg::Number{orders[i].pos.line},
                                 arg::Words{list_types(types)}, arg::Sub{problem->messages()}}});
      continue;
    }
    out.order = static_cast<int>(i);
    out.bought = types;
  }
  if (out.order < 0) {
    // R12.start.9 (PROPOSED): three A; as many as the treasury pays for if it cannot pay all.
    for (state::UnitType t : rules.default_purchase) {
      std::vector<state::UnitType> next = out.bought;
      next.push_back(t);
      if (!purchase_problem(state, side, next, rules)) out.bought = next;
    }
    out.log.push_back(
        Message{Msg::log_default_purchase, {arg::Side{side}, arg::Words{list_types(out.bought)}}});
  }
  const state::Character* diadoque = state.character(s->diadoque);
  const std::string home = diadoque != nullptr ? diadoque->space : std::string();
  // Which bought unit the diadoque commands: a `*` written after a bought type in an order.
  std::optional<state::UnitType> starred;
  for (const orders::Order& o : orders) {
    if (!o.is_military() || o.piece.kind != orders::Piece::Kind::unit || !o.piece.type) continue;
    const bool star = std::any_of(
        o.piece.characters.begin(), o.piece.characters.end(),
        [](const orders::CharacterRef& c) { return c.kind == orders::CharacterKind::diadoque; });
    const state::UnitType t = to_state_type(*o.piece.type);
    if (star && std::find(out.bought.begin(), out.bought.end(), t) != out.bought.end()) {
      starred = t;
      break;
    }
  }
  bool commanded = false;
  for (state::UnitType t : out.bought) {
    state::Unit u;
    u.type = t;
    u.side = side;
    u.space = home;
    const bool give = !commanded && (!starred || *starred == t) && diadoque != nullptr &&
                      diadoque->alive && diadoque->controller == side;
    if (give) {
      u.commander = diadoque->id;
      u.commander_since = state.season.id();
      commanded = true;
    }
    out.cost += state::info(t).price;
    out.units.push_back(state.units.size());
    state.units.push_back(u);
  }
  s->treasury -= out.cost;
  std::vector<Arg> bought{arg::Side{side}, arg::Words{list_types(out.bought)}, arg::Place{home},
                          arg::Number{out.cost}, arg::Number{s->treasury}};
  if (commanded)
    bought.emplace_back(arg::Words{std::string(state::code(starred.value_or(out.bought.front())))});
  out.log.push_back(Message{!commanded ? Msg::log_bought
                            : starred  ? Msg::log_bought_star
                                       : Msg::log_bought_first,
                            std::move(bought)});
  return out;
}

}  // namespace dia::adj::season
