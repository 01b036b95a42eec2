#pragma once
// Typed reads from a yaml-cpp tree whose errors say where and what: `file:line:col: error:
// players[2].side: expected a string, found a list`. yaml-cpp's own `as<T>()` only throws "bad
// conversion" at the node's mark, and the mark of an alias (`side: *x`) is its anchor's line,
// far from the key the GM must fix. Every reader of a YAML file (game.yaml, state.yaml,
// scenarios, club.yaml, maps) goes through read_as, so that no conversion fails without them.
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "common/diagnostic.hpp"

namespace dia::yaml {

// Where each list's items are written, by the list's offset in the text. yaml-cpp gives an
// alias item (`- *x`) its anchor's mark, so the tree alone cannot say where such an item is;
// load_document reads the text's events once more to know it.
using ItemPositions = std::map<std::size_t, std::vector<SourcePos>>;

// A node of a file with what an error about it must name.
struct Value {
  YAML::Node node;   // an undefined node when the key is absent (test with `present()`)
  std::string path;  // "players[2].side"; "" for the document
  SourcePos at;      // where it is used: its own position, or its key's when it is an alias
  std::optional<int> anchor_line;  // set when it is an alias (or inside one): the anchor's line
  std::shared_ptr<const ItemPositions> written;  // the document's, when read by load_document

  bool present() const { return node.IsDefined(); }
};

// The document's root.
Value document(const YAML::Node& root);
// The document of `text` (YAML::Load, may throw YAML::Exception), whose alias list items are
// reported where they are written.
Value load_document(const std::string& text);
// `parent[key]`; absent (not present()) when `parent` is no mapping or has no such key.
Value field(const Value& parent, std::string_view key);
// The entries of a mapping (keys as written, values with their paths), in file order.
std::vector<std::pair<Value, Value>> entries(const Value& map);
// The items of a list, `path[i]`.
std::vector<Value> items(const Value& list);

// The position of a node, {} for an undefined one.
SourcePos position_of(const YAML::Node& n);

// How a node is written, for "found ...": 'abc', a list, a mapping, nothing.
std::string found(const YAML::Node& n);

// "a string", "an integer", "a list of strings", ...
template <class T>
std::string expected();

// The error of a value that is not what `expected` says: `file:line:col: error: path: expected
// E, found F` (+ the anchor's line when it came through an alias).
Diagnostic conversion_error(const Value& v, const std::string& file, std::string_view expected);

struct ReadError : std::runtime_error {
  explicit ReadError(Diagnostic d);
  Diagnostic diagnostic;
};

// The value as T; throws ReadError when it is absent or not a T. T: std::string, bool, int,
// unsigned, std::int64_t, std::uint64_t, double, std::vector<T>, std::map<std::string, T>.
template <class T>
T read_as(const Value& v, const std::string& file);

// read_as(field(parent, key)), or `fallback` when the key is absent.
template <class T>
T read_or(const Value& parent, std::string_view key, T fallback, const std::string& file) {
  const Value v = field(parent, key);
  return v.present() ? read_as<T>(v, file) : fallback;
}

// --- implementation of the templates ---

namespace detail {
template <class T>
struct is_vector : std::false_type {};
template <class T>
struct is_vector<std::vector<T>> : std::true_type {};
template <class T>
struct is_string_map : std::false_type {};
template <class T>
struct is_string_map<std::map<std::string, T>> : std::true_type {};

template <class T>
std::string plural() {
  if constexpr (std::is_same_v<T, std::string>)
    return "strings";
  else if constexpr (std::is_same_v<T, bool>)
    return "true or false values";
  else if constexpr (std::is_integral_v<T>)
    return "integers";
  else if constexpr (std::is_floating_point_v<T>)
    return "numbers";
  else
    return "values";
}

// yaml-cpp reads "1.5" or "-3" as an unsigned without complaint in some versions; a whole
// number of the type's range is checked here.
template <class T>
bool scalar_as(const YAML::Node& n, T& out) {
  if (!n.IsScalar()) return false;
  if constexpr (std::is_same_v<T, std::string>) {
    out = n.Scalar();
    return true;
  } else if constexpr (std::is_unsigned_v<T> && !std::is_same_v<T, bool>) {
    const std::string& s = n.Scalar();
    if (s.empty() || s.front() == '-' || s.front() == '+') return false;
    return YAML::convert<T>::decode(n, out);
  } else {
    return YAML::convert<T>::decode(n, out);
  }
}
}  // namespace detail

template <class T>
std::string expected() {
  if constexpr (std::is_same_v<T, std::string>)
    return "a string";
  else if constexpr (std::is_same_v<T, bool>)
    return "true or false";
  else if constexpr (std::is_unsigned_v<T>)
    return "a whole number, 0 or more";
  else if constexpr (std::is_integral_v<T>)
    return "an integer";
  else if constexpr (std::is_floating_point_v<T>)
    return "a number";
  else if constexpr (detail::is_vector<T>::value)
    return "a list of " + detail::plural<typename T::value_type>();
  else if constexpr (detail::is_string_map<T>::value)
    return "a mapping of names to " + detail::plural<typename T::mapped_type>();
  else
    return "a value";
}

template <class T>
T read_as(const Value& v, const std::string& file) {
  if constexpr (detail::is_vector<T>::value) {
    if (!v.node.IsSequence()) throw ReadError(conversion_error(v, file, expected<T>()));
    T out;
    for (const Value& item : items(v)) out.push_back(read_as<typename T::value_type>(item, file));
    return out;
  } else if constexpr (detail::is_string_map<T>::value) {
    if (!v.node.IsMap()) throw ReadError(conversion_error(v, file, expected<T>()));
    T out;
    for (const auto& [key, value] : entries(v))
      out[read_as<std::string>(key, file)] = read_as<typename T::mapped_type>(value, file);
    return out;
  } else {
    T out{};
    if (!v.present() || !detail::scalar_as(v.node, out))
      throw ReadError(conversion_error(v, file, expected<T>()));
    return out;
  }
}

}  // namespace dia::yaml
