#include "report/json.hpp"

#include <fmt/format.h>

namespace dia::report {

Json& Json::add(std::string key, Json value) {
  std::get<Object>(v_).emplace_back(std::move(key), std::move(value));
  return *this;
}

Json& Json::push(Json value) {
  std::get<Array>(v_).push_back(std::move(value));
  return *this;
}

std::string json_quote(std::string_view text) {
  std::string out = "\"";
  for (char ch : text) {
    auto c = static_cast<unsigned char>(ch);
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (c < 0x20 || c == 0x7f) {
          out += fmt::format("\\u{:04x}", static_cast<unsigned>(c));
        } else {
          out += ch;
        }
    }
  }
  out += '"';
  return out;
}

std::string Json::dump() const {
  std::string out;
  dump(out, 0);
  return out;
}

void Json::dump(std::string& out, int indent) const {
  std::string pad(static_cast<std::size_t>(indent + 2), ' ');
  std::string close(static_cast<std::size_t>(indent), ' ');
  if (std::holds_alternative<std::nullptr_t>(v_)) {
    out += "null";
  } else if (const bool* b = std::get_if<bool>(&v_)) {
    out += *b ? "true" : "false";
  } else if (const auto* i = std::get_if<std::int64_t>(&v_)) {
    out += std::to_string(*i);
  } else if (const auto* s = std::get_if<std::string>(&v_)) {
    out += json_quote(*s);
  } else if (const auto* a = std::get_if<Array>(&v_)) {
    if (a->empty()) {
      out += "[]";
      return;
    }
    out += "[\n";
    for (std::size_t k = 0; k < a->size(); ++k) {
      out += pad;
      (*a)[k].dump(out, indent + 2);
      out += k + 1 < a->size() ? ",\n" : "\n";
    }
    out += close + "]";
  } else if (const auto* o = std::get_if<Object>(&v_)) {
    if (o->empty()) {
      out += "{}";
      return;
    }
    out += "{\n";
    for (std::size_t k = 0; k < o->size(); ++k) {
      out += pad + json_quote((*o)[k].first) + ": ";
      (*o)[k].second.dump(out, indent + 2);
      out += k + 1 < o->size() ? ",\n" : "\n";
    }
    out += close + "}";
  }
}

}  // namespace dia::report
