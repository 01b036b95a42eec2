#include "map/validate.hpp"

#include <algorithm>
#include <unordered_map>

#include <fmt/format.h>

#include "common/text.hpp"

namespace dia::map {
namespace {

class Validator {
 public:
  explicit Validator(const Map& m) : m_(m) {}

  Diagnostics run() {
    symmetric_adjacency();
    unique_names();
    kind_rules();
    return std::move(out_);
  }

 private:
  void error(SourcePos at, std::string message) {
    out_.push_back({Severity::error, m_.file, at, std::move(message)});
  }

  // Adjacency is listed on both ends; a one-sided entry is reported where it is written.
  void symmetric_adjacency() {
    for (std::size_t i = 0; i < m_.nodes.size(); ++i) {
      const Node& n = m_.nodes[i];
      auto id = static_cast<NodeId>(i);
      for (NodeId to : n.army_adjacent) {
        if (!m_.adjacent(to, id, Crossing::army)) {
          error(n.army_pos, fmt::format("'{}' lists '{}' as an army neighbour, but '{}' does not "
                                        "list '{}' in its army list",
                                        n.code, m_.nodes[to].code, m_.nodes[to].code, n.code));
        }
      }
      for (NodeId to : n.fleet_adjacent) {
        if (!m_.adjacent(to, id, Crossing::fleet)) {
          error(n.fleet_pos, fmt::format("'{}' lists '{}' as a fleet neighbour, but '{}' does not "
                                         "list '{}' in its fleet list",
                                         n.code, m_.nodes[to].code, m_.nodes[to].code, n.code));
        }
      }
    }
  }

  // A folded name may mean only one space: codes, names and aliases all share one namespace.
  void unique_names() {
    std::unordered_map<std::string, const Map::NameEntry*> first;
    for (const auto& e : m_.names()) {
      auto [it, inserted] = first.emplace(e.key, &e);
      if (inserted) continue;
      const Node& a = m_.nodes[it->second->node];
      const Node& b = m_.nodes[e.node];
      if (a.space == b.space) continue;  // the same space (or its coast) may repeat a spelling
      error(b.pos, fmt::format("the name '{}' of '{}' also names '{}' (line {}): a name must "
                               "mean one space",
                               e.text, b.code, a.code, a.pos.line));
    }
  }

  // Armies move between land provinces and citadels; fleets between seas, coasts and ports.
  void kind_rules() {
    for (const auto& n : m_.nodes) {
      const Space& s = m_.spaces[n.space];
      for (NodeId to : n.army_adjacent) {
        const Space& t = m_.space_of(to);
        if (s.is_sea() || t.is_sea()) {
          error(n.army_pos, fmt::format("army adjacency between '{}' and sea zone '{}'", n.code,
                                        m_.nodes[to].code));
        }
      }
      for (NodeId to : n.fleet_adjacent) {
        const Space& t = m_.space_of(to);
        if (t.is_citadel() && !t.citadel->port) {
          error(t.pos, fmt::format("citadel '{}' has sea access but is not marked 'port: true' "
                                   "(R4a.cit.3)",
                                   t.code));
        }
      }
    }
  }

  const Map& m_;
  Diagnostics out_;
};

}  // namespace

Diagnostics validate_map(const Map& map) {
  return Validator(map).run();
}

}  // namespace dia::map
