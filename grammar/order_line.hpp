#pragma once
// The order-line grammar's public interface (declared here, defined in order_line_def.hpp,
// instantiated once in order_line.cpp).
#include <boost/spirit/home/x3.hpp>
#include <string_view>

#include "grammar/ast.hpp"
#include "grammar/session.hpp"

namespace dia::grammar {

namespace x3 = boost::spirit::x3;

namespace parser {
struct line_class;
using line_type = x3::rule<line_class, ast::line>;
BOOST_SPIRIT_DECLARE(line_type)
}  // namespace parser

using parser::line_type;
const line_type& order_line();

// Parses one normalised line. On success `end_offset` is where the statement ended (trailing
// blanks skipped); the caller reports anything left there. On failure, session.furthest() and
// session.expected() say where and what (when `record_expectations`).
// The common lines are read by the fast path, every other line by the X3 grammar.
bool parse_line(std::string_view normalised, Session& session, ast::line& out, int& end_offset,
                bool record_expectations = false);

// The X3 grammar alone.
bool parse_line_x3(std::string_view normalised, Session& session, ast::line& out, int& end_offset,
                   bool record_expectations = false);

// The fast path alone (fast_line.cpp): true with the syntax tree X3 would give for the common,
// well-formed lines; false when it is not sure (the line then needs X3, with `out` reset). It
// never explains failures. `out` must be a default-constructed line.
bool parse_line_fast(std::string_view normalised, Session& session, ast::line& out,
                     int& end_offset);

}  // namespace dia::grammar
