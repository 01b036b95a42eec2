#pragma once
// A small JSON value and its deterministic text: keys keep the order they were added in, two-
// space indentation, and strings escaped as RFC 8259 requires (UTF-8 passes through).
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace dia::report {

class Json {
 public:
  using Array = std::vector<Json>;
  using Object = std::vector<std::pair<std::string, Json>>;

  Json() = default;  // null
  Json(bool b) : v_(b) {}
  Json(int i) : v_(static_cast<std::int64_t>(i)) {}
  Json(std::int64_t i) : v_(i) {}
  Json(std::string s) : v_(std::move(s)) {}
  Json(std::string_view s) : v_(std::string(s)) {}
  Json(const char* s) : v_(std::string(s)) {}
  Json(Array a) : v_(std::move(a)) {}
  Json(Object o) : v_(std::move(o)) {}

  static Json array() { return Json(Array{}); }
  static Json object() { return Json(Object{}); }
  Json& add(std::string key, Json value);  // object: appends a key (order kept)
  Json& push(Json value);                  // array: appends an element

  std::string dump() const;  // indented, ends without a newline

 private:
  std::variant<std::nullptr_t, bool, std::int64_t, std::string, Array, Object> v_ = nullptr;
  void dump(std::string& out, int indent) const;
};

// `"text"` with ", \ and control characters escaped.
std::string json_quote(std::string_view text);

}  // namespace dia::report
