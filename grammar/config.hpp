#pragma once
// The iterator and context the order grammar is compiled for (instantiated once, in
// order_line.cpp). The Session travels under x3::error_handler_tag, which is where
// x3::annotate_on_success looks for the object that tags AST nodes with positions.
#include <boost/spirit/home/x3.hpp>
#include <boost/spirit/home/x3/support/utility/error_reporting.hpp>
#include <functional>

#include "grammar/session.hpp"

namespace dia::grammar {

namespace x3 = boost::spirit::x3;

using iterator_type = const char*;
using skipper_type = x3::ascii::space_type;
using phrase_context_type = x3::phrase_parse_context<skipper_type>::type;
using context_type =
    x3::context<x3::error_handler_tag, std::reference_wrapper<Session>, phrase_context_type>;

}  // namespace dia::grammar
