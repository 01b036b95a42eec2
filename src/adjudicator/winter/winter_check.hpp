#pragma once
// `check --game` in winter (R8b.pl.1): each order of one side judged as the winter would judge
// it if the other sides sent nothing, with what it costs, and the side's budget line: treasury,
// income, upkeep, builds and promotions, disbanding fees, gifts, what is left.
#include <string>
#include <vector>

#include "adjudicator/season/legality.hpp"

namespace dia::adj::winter {

struct WinterCheck {
  std::vector<season::CheckedOrder> checks;  // one per order, same index
  Message budget;                            // Msg::winter_budget
};

WinterCheck check_winter(const map::Map& map, const state::GameState& state,
                         const std::string& side, const std::vector<orders::Order>& orders,
                         const std::string& file);

}  // namespace dia::adj::winter
