#pragma once
// Greek revolts, the General Greek Revolt, the Illyrians and Pyrrhus under way on the real map,
// built by hand: the revolts appeared in an earlier season (their units may act, R14d.gen.15)
// and their clocks run from this one (no deadline falls).
#include <stdexcept>
#include <string>

#include "adjudicator/events/field_of_action.hpp"
#include "uprising_fixture.hpp"

namespace dia::test {

inline void under_way(state::GameState& g, const std::string& id) {
  state::Uprising u;
  u.id = id;
  u.appeared = "";
  u.clock_from = id == "pyrrhus" || id == "revolte_grecque" ? "" : g.season.id();
  g.uprisings.push_back(u);
}

inline void greek_revolt(state::GameState& g) {
  state::Uprising ggr;
  ggr.id = "revolte_grecque";
  ggr.members = {"etoliens", "spartiates", "atheniens"};
  for (const std::string& m : ggr.members) under_way(g, m);
  g.uprisings.push_back(ggr);
}

inline std::size_t neutral(state::GameState& g, state::UnitType type, const std::string& space,
                           const std::string& label) {
  const std::size_t i = place(g, type, "", space);
  g.units[i].neutral_label = label;
  return i;
}

inline std::vector<adj::season::CheckedOrder> check_neutral(const state::GameState& g,
                                                            const std::string& text) {
  const adj::SideOrders so = orders_for(adj::season::neutral_side, text);
  return adj::season::check_neutral_orders(diadoques_map(), g, so.parsed.orders);
}

// The one order of `text`, checked: accepted, or the reason it is ignored (English).
inline std::string verdict(const state::GameState& g, const std::string& text) {
  const auto c = check_neutral(g, text);
  if (c.size() != 1) throw std::runtime_error("one order expected: " + text);
  return c[0].verdict == adj::season::Verdict::accepted ? "accepted" : en(c[0].reason);
}

inline bool in_field(const state::GameState& g, const state::Unit& u, const std::string& code) {
  const auto f = adj::events::field_of_action(diadoques_map(), g, u);
  const auto s = diadoques_map().find_space(code);
  return s && std::find(f.begin(), f.end(), *s) != f.end();
}

inline adj::SeasonResult play_neutral(const state::GameState& g, const std::string& text,
                                      std::vector<adj::SideOrders> more = {}) {
  more.push_back(orders_for(adj::season::neutral_side, text));
  return play(g, "", more);
}

// The report line of the order whose text contains `needle`.
inline const adj::OrderReport* report_with(const adj::SeasonResult& r, const std::string& needle) {
  for (const adj::OrderReport& o : r.orders)
    if (o.text.find(needle) != std::string::npos) return &o;
  return nullptr;
}

}  // namespace dia::test
