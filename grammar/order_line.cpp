// The one instantiation of the order grammar (keeps every other file free of X3 templates).
// GCC 12 sees the boost::variant storage of an optional<military_body> (x3::optional's local
// value) as maybe uninitialized when it is moved: a known false positive, silenced here only.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include "grammar/config.hpp"
#include "grammar/order_line_def.hpp"

namespace dia::grammar {

namespace parser {
BOOST_SPIRIT_INSTANTIATE(line_type, iterator_type, context_type)
}  // namespace parser

bool parse_line(std::string_view normalised, Session& session, ast::line& out, int& end_offset,
                bool record_expectations) {
  if (!record_expectations && parse_line_fast(normalised, session, out, end_offset)) return true;
  out = ast::line();
  return parse_line_x3(normalised, session, out, end_offset, record_expectations);
}

bool parse_line_x3(std::string_view normalised, Session& session, ast::line& out, int& end_offset,
                   bool record_expectations) {
  session.reset(normalised, record_expectations);
  iterator_type first = normalised.data();
  iterator_type last = first + normalised.size();
  const auto& skipper = x3::ascii::space;
  phrase_context_type phrase_ctx(skipper);
  std::reference_wrapper<Session> ref(session);
  context_type ctx(ref, phrase_ctx);
  bool ok = parser::parse_rule(order_line(), first, last, ctx, out);
  x3::skip_over(first, last, ctx);
  end_offset = session.offset(first);
  return ok;
}

}  // namespace dia::grammar
