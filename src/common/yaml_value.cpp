#include "common/yaml_value.hpp"

#include <sstream>

#include <fmt/format.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>

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
  Value v{node, std::move(path), position_of(node), std::nullopt, parent.written};
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

// Records, for every list of a document, where each of its items is written: the events carry
// an alias's own mark, where the tree has only its anchor's.
class ItemPositionRecorder : public YAML::EventHandler {
 public:
  ItemPositions positions;

  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark& m, YAML::anchor_t) override { item(m); }
  void OnAlias(const YAML::Mark& m, YAML::anchor_t) override { item(m); }
  void OnScalar(const YAML::Mark& m, const std::string&, YAML::anchor_t,
                const std::string&) override {
    item(m);
  }
  void OnSequenceStart(const YAML::Mark& m, const std::string&, YAML::anchor_t,
                       YAML::EmitterStyle::value) override {
    item(m);
    open_.push_back(static_cast<std::size_t>(m.pos));
    positions[open_.back()];
  }
  void OnSequenceEnd() override { open_.pop_back(); }
  void OnMapStart(const YAML::Mark& m, const std::string&, YAML::anchor_t,
                  YAML::EmitterStyle::value) override {
    item(m);
    open_.push_back(kMap);
  }
  void OnMapEnd() override { open_.pop_back(); }

 private:
  static constexpr std::size_t kMap = static_cast<std::size_t>(-1);
  std::vector<std::size_t> open_;  // the containers being read: a list's offset, or kMap

  void item(const YAML::Mark& m) {
    if (open_.empty() || open_.back() == kMap) return;
    positions[open_.back()].push_back({m.line + 1, m.column + 1});
  }
};

// Where items(list)[i] is written, when the document was read by load_document.
const SourcePos* written_at(const Value& list, std::size_t i) {
  if (!list.written || list.node.Mark().is_null()) return nullptr;
  const auto it = list.written->find(static_cast<std::size_t>(list.node.Mark().pos));
  if (it == list.written->end() || i >= it->second.size()) return nullptr;
  return &it->second[i];
}

}  // namespace

SourcePos position_of(const YAML::Node& n) {
  if (!n.IsDefined()) return {};
  const YAML::Mark m = n.Mark();
  if (m.is_null()) return {};
  return {m.line + 1, m.column + 1};
}

Value document(const YAML::Node& root) {
  return Value{root, "", position_of(root), std::nullopt, nullptr};
}

Value load_document(const std::string& text) {
  Value doc = document(YAML::Load(text));
  std::istringstream in(text);
  YAML::Parser parser(in);
  ItemPositionRecorder recorder;
  if (parser.HandleNextDocument(recorder))
    doc.written = std::make_shared<const ItemPositions>(std::move(recorder.positions));
  return doc;
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
               parent.anchor_line, parent.written};
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
    // An alias item is used where it is written, when the document says where that is.
    const SourcePos* at = written_at(list, i);
    out.push_back(child(list, list.node[i], fmt::format("{}[{}]", list.path, i), at ? *at : list.at,
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
  std::string message = fmt::format("{}{}expected {}, found {}", v.path, v.path.empty() ? "" : ": ",
                                    what, found(v.node));
  if (v.anchor_line)
    message +=
        fmt::format(" (through an alias: the value is the anchor's, line {})", *v.anchor_line);
  return Diagnostic{Severity::error, file, v.at, std::move(message)};
}

ReadError::ReadError(Diagnostic d) : std::runtime_error(format(d)), diagnostic(std::move(d)) {}

}  // namespace dia::yaml
