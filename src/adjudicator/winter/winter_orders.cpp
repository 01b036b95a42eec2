#include "adjudicator/winter/steps.hpp"

namespace dia::adj::winter {

bool is_winter_order(orders::OrderKind kind) {
  using K = orders::OrderKind;
  switch (kind) {
    case K::build:
    case K::disband:
    case K::promote:
    case K::downgrade:
    case K::gold:
    case K::seize:
    case K::vote:
    case K::epigone_placement:
    case K::treasury_heir:
    case K::upkeep:
      return true;
    default:
      return false;
  }
}

}  // namespace dia::adj::winter
