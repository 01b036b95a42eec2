// The one instantiation of the order grammar (keeps every other file free of X3 templates).
#include "grammar/config.hpp"
#include "grammar/order_line_def.hpp"

namespace dia::grammar {

namespace parser {
BOOST_SPIRIT_INSTANTIATE(line_type, iterator_type, context_type)
}  // namespace parser

bool parse_line(std::string_view normalised, Session& session, ast::line& out, int& end_offset,
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
