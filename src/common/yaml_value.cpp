#include "common/yaml_value.hpp"

#include <fmt/format.h>

namespace dia::yaml {
namespace {

std::string child_path(const std::string& parent, std::string_view key) {
  return parent.empty() ? std::string(key) : parent + "." + std::string(key);
}

// A child of `parent` at `node`, used where `use` is written (its key, or its list): a node
// marked before its use is an alias of an earlier anchor (YAML has no forward aliases), and
// yaml-cpp gives an alias its anchor's mark. Inside an alias, every node is used where the
// alias is.
Value child(const Value& parent, const YAML::Node& node, std::string path, const SourcePos& use,
            const YAML::Mark& use_mark) {
  Value v{node, std::move(path), position_of(node), std::nullopt};
  if (parent.anchor_line) {
    v.at = parent.at;
    const int line = position_of(node).line;
    v.anchor_line = line > 0 ? std::optional<int>(line) : parent.anchor_line;
    return v;
  }
  const YAML::Mark m = node.Mark();
  if (!m.is_null() && !use_mark.is_null() && m.pos < use_mark.pos) {
    v.at = use;
    v.anchor_line = m.line + 1;
  }
  return v;
}

}  // namespace

SourcePos position_of(const YAML::Node& n) {
  if (!n.IsDefined()) return {};
  const YAML::Mark m = n.Mark();
  if (m.is_null()) return {};
  return {m.line + 1, m.column + 1};
}

Value document(const YAML::Node& root) {
  return Value{root, "", position_of(root), std::nullopt};
}

Value field(const Value& parent, std::string_view key) {
  std::string path = child_path(parent.path, key);
  if (parent.node.IsMap()) {
    for (const auto& kv : parent.node) {
      if (!kv.first.IsScalar() || kv.first.Scalar() != key) continue;
      return child(parent, kv.second, std::move(path), position_of(kv.first), kv.first.Mark());
    }
  }
  return Value{YAML::Node(YAML::NodeType::Undefined), std::move(path), parent.at,
               parent.anchor_line};
}

std::vector<std::pair<Value, Value>> entries(const Value& map) {
  std::vector<std::pair<Value, Value>> out;
  if (!map.node.IsMap()) return out;
  for (const auto& kv : map.node) {
    const std::string name = kv.first.IsScalar() ? kv.first.Scalar() : "?";
    Value key = child(map, kv.first, child_path(map.path, name), map.at, map.node.Mark());
    Value value = child(map, kv.second, key.path, position_of(kv.first), kv.first.Mark());
    out.emplace_back(std::move(key), std::move(value));
  }
  return out;
}

std::vector<Value> items(const Value& list) {
  std::vector<Value> out;
  if (!list.node.IsSequence()) return out;
  for (std::size_t i = 0; i < list.node.size(); ++i) {
    out.push_back(child(list, list.node[i], fmt::format("{}[{}]", list.path, i), list.at,
                        list.node.Mark()));
  }
  return out;
}

std::string found(const YAML::Node& n) {
  if (!n.IsDefined()) return "nothing (the key is missing)";
  if (n.IsNull()) return "nothing";
  if (n.IsSequence()) return "a list";
  if (n.IsMap()) return "a mapping";
  std::string text = n.Scalar();
  if (text.size() > 40) text = text.substr(0, 37) + "...";
  return "'" + text + "'";
}

Diagnostic conversion_error(const Value& v, const std::string& file, std::string_view what) {
  std::string message =
      fmt::format("{}{}expected {}, found {}", v.path, v.path.empty() ? "" : ": ", what,
                  found(v.node));
  if (v.anchor_line)
    message += fmt::format(" (through an alias: the value is the anchor's, line {})",
                           *v.anchor_line);
  return Diagnostic{Severity::error, file, v.at, std::move(message)};
}

ReadError::ReadError(Diagnostic d) : std::runtime_error(format(d)), diagnostic(std::move(d)) {}

}  // namespace dia::yaml
