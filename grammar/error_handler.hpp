#pragma once
// Expectation failures (`a > b`) end the line's parse at the failing point; the messages are
// built from what the primitives recorded in the Session as expected there (orders/parse.cpp).
#include <boost/spirit/home/x3.hpp>

#include "grammar/primitives.hpp"

namespace dia::grammar {

struct error_handler_base {
  template <typename Iterator, typename Exception, typename Context>
  x3::error_handler_result on_error(Iterator&, Iterator const&, Exception const& x,
                                    Context const& ctx) const {
    session_of(ctx).failed_at(x.where());
    return x3::error_handler_result::fail;
  }
};

}  // namespace dia::grammar
