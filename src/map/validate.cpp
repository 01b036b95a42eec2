#include "map/validate.hpp"

#include <algorithm>
#include <deque>
#include <unordered_map>

#include <fmt/format.h>

#include "common/text.hpp"

namespace dia::map {
namespace {

std::string join_codes(const Map& m, const std::vector<SpaceId>& ids, std::size_t max = 12) {
  std::string out;
  for (std::size_t i = 0; i < ids.size() && i < max; ++i) {
    out += (i ? ", " : "") + m.spaces[ids[i]].code;
  }
  if (ids.size() > max) out += fmt::format(" and {} more", ids.size() - max);
  return out;
}

class Validator {
 public:
  explicit Validator(const Map& m) : m_(m) {}

  Diagnostics run() {
    symmetric_adjacency();
    unique_names();
    kind_rules();
    citadels();
    special_links();
    rivers();
    lakes();
    storms_and_events();
    if (m_.ruleset == "diadoques") {
      diadoques_counts();
      sea_connectivity();
      land_connectivity();
    }
    if (m_.facts) facts(*m_.facts);
    return std::move(out_);
  }

 private:
  void error(SourcePos at, std::string message) {
    out_.push_back({Severity::error, m_.file, at, std::move(message)});
  }
  void warning(SourcePos at, std::string message) {
    out_.push_back({Severity::warning, m_.file, at, std::move(message)});
  }
  bool diadoques() const { return m_.ruleset == "diadoques"; }

  // Any ordinary move (army or fleet) between any node of `a` and any node of `b`.
  bool spaces_adjacent(SpaceId a, SpaceId b, Crossing who = Crossing::both) const {
    for (NodeId x : m_.spaces[a].nodes) {
      for (NodeId y : m_.spaces[b].nodes) {
        if (m_.adjacent(x, y, who)) return true;
      }
    }
    return false;
  }
  const SpecialLink* link_between(SpaceId a, SpaceId b) const {
    for (const auto& l : m_.special_links) {
      SpaceId la = m_.nodes[l.a].space, lb = m_.nodes[l.b].space;
      if ((la == a && lb == b) || (la == b && lb == a)) return &l;
    }
    return nullptr;
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

  // Armies move between land provinces and citadels; fleets never enter a non-port citadel.
  void kind_rules() {
    for (const auto& n : m_.nodes) {
      const Space& s = m_.spaces[n.space];
      for (NodeId to : n.army_adjacent) {
        if (s.is_sea() || m_.space_of(to).is_sea()) {
          error(n.army_pos, fmt::format("army adjacency between '{}' and sea zone '{}'", n.code,
                                        m_.nodes[to].code));
        }
      }
      // R9a.move.6: in Les Diadoques fleets stand only at sea or in port citadels, so a land
      // province's fleet list is its coastline and names seas only.
      if (diadoques() && s.is_land()) {
        for (NodeId to : n.fleet_adjacent) {
          if (m_.space_of(to).is_land()) {
            error(n.fleet_pos, fmt::format("'{}' lists land province '{}' in its fleet list; in "
                                           "the diadoques ruleset a province's fleet list is its "
                                           "coastline and names sea zones only (R9a.move.6)",
                                           n.code, m_.node(to).code));
          }
        }
      }
      if (s.is_citadel() && !n.fleet_adjacent.empty() && !s.citadel->port) {
        error(s.pos, fmt::format("citadel '{}' has a sea_access but is not marked 'port: true' "
                                 "(R4a.cit.3)",
                                 s.code));
      }
    }
  }

  void citadels() {
    for (const auto& s : m_.spaces) {
      if (s.is_land() && s.citadels.size() > 2) {
        error(s.pos, fmt::format("province '{}' encloses {} citadels ({}); at most 2 (R4a.cit.4)",
                                 s.code, s.citadels.size(), join_codes(m_, s.citadels)));
      }
      if (!s.citadel) continue;
      const Citadel& c = *s.citadel;
      const Space& prov = m_.spaces[c.province];
      if (c.port && c.sea_access.empty()) {
        error(s.pos, fmt::format("port citadel '{}' has no sea_access (R4a.cit.3)", s.code));
      }
      if (diadoques()) {
        for (SpaceId sea : c.sea_access) {
          if (!spaces_adjacent(c.province, sea, Crossing::fleet)) {
            error(s.pos, fmt::format("sea_access '{}' of citadel '{}' is not on the coast of its "
                                     "province '{}' (add '{}' to the fleet lists of both, or fix "
                                     "the access) (R4a.cit.3)",
                                     m_.spaces[sea].code, s.code, prov.code, m_.spaces[sea].code));
          }
        }
        if (c.treasure != 0 && c.treasure != 5 && c.treasure != 10) {
          error(s.pos, fmt::format("treasure of '{}' is {} T; treasures are 5 or 10 T (R4a)",
                                   s.code, c.treasure));
        }
      }
    }
  }

  // G3.1: a special link joins spaces its units can stand in; only the Arabia bypass allows
  // retreats (R9a.ret.10).
  void special_links() {
    for (const auto& l : m_.special_links) {
      std::string what = fmt::format("{} '{}'", to_string(l.kind), l.name);
      auto bits = static_cast<std::uint8_t>(l.units);
      for (NodeId end : {l.a, l.b}) {
        const Space& s = m_.space_of(end);
        if ((bits & static_cast<std::uint8_t>(Crossing::fleet)) &&
            !(s.is_sea() || (s.is_citadel() && s.citadel->port))) {
          error(l.pos, fmt::format("{} carries fleets, but its end '{}' is a {} space, not a sea "
                                   "zone or a port citadel (G3.1)",
                                   what, s.code, to_string(s.kind)));
        }
        if ((bits & static_cast<std::uint8_t>(Crossing::army)) && s.is_sea()) {
          error(l.pos, fmt::format("{} carries armies, but its end '{}' is a sea zone (G3.1)", what,
                                   s.code));
        }
      }
      if (l.retreat && l.kind != LinkKind::arabia) {
        error(l.pos,
              fmt::format("{} allows retreats; only the Arabia bypass may (R9a.ret.10)", what));
      }
      if (l.gatekeeper && m_.spaces[*l.gatekeeper].is_sea()) {
        error(l.pos, fmt::format("the gatekeeper of {} is sea zone '{}'; a gatekeeper is a space "
                                 "someone controls (G3.5)",
                                 what, m_.spaces[*l.gatekeeper].code));
      }
      if (l.kind == LinkKind::arabia && l.gatekeeper) {
        error(l.pos, fmt::format("{} has a gatekeeper; the Arabia bypass has none (G3.4)", what));
      }
      if (l.a == l.b) error(l.pos, fmt::format("{} joins '{}' to itself", what, m_.node(l.a).code));
    }
  }

  // G4.3: a river runs along existing borders and floods floodable land provinces.
  void rivers() {
    for (const auto& r : m_.rivers) {
      for (const auto& [a, b] : r.borders) {
        if (!spaces_adjacent(a, b)) {
          error(r.pos, fmt::format("river '{}' runs along '{}'-'{}', which is not a border (G4.3)",
                                   r.name, m_.spaces[a].code, m_.spaces[b].code));
        }
      }
      for (SpaceId p : r.provinces) {
        const Space& s = m_.spaces[p];
        if (!s.is_land() || s.terrain != Terrain::floodable) {
          error(r.pos, fmt::format("river '{}' floods '{}', which is not a floodable land "
                                   "province (R4a.prov.2, R14c)",
                                   r.name, s.code));
        }
      }
    }
  }

  // R9a.move.9: no move may cross a lake.
  void lakes() {
    for (const auto& l : m_.lakes) {
      if (spaces_adjacent(l.a, l.b) || link_between(l.a, l.b)) {
        error(l.pos, fmt::format("lake '{}' lies between '{}' and '{}', which must then not be "
                                 "adjacent, but the map joins them (R9a.move.9)",
                                 l.name, m_.spaces[l.a].code, m_.spaces[l.b].code));
      }
    }
  }

  void storms_and_events() {
    if (m_.storms) {
      for (SpaceId s : m_.storms->sea) {
        if (!m_.spaces[s].is_sea()) {
          error(m_.storms->pos, fmt::format("sea storms hit '{}', which is not a sea zone (R14b)",
                                            m_.spaces[s].code));
        }
      }
      for (const auto* list : {&m_.storms->sand, &m_.storms->snow}) {
        for (SpaceId s : *list) {
          if (!m_.spaces[s].is_land()) {
            error(m_.storms->pos,
                  fmt::format("{} storms hit '{}', which is not a land province (R14b)",
                              list == &m_.storms->sand ? "sand" : "snow", m_.spaces[s].code));
          }
        }
      }
    }
    for (const auto& e : m_.events) {
      for (SpaceId s : e.appears) {
        if (std::find(e.field.begin(), e.field.end(), s) == e.field.end()) {
          error(e.pos, fmt::format("event '{}' appears in '{}', which is outside its field of "
                                   "action (G6.2)",
                                   e.id, m_.spaces[s].code));
        }
      }
    }
  }

  // R3.pv.1, R4a.cit.1: 20 major citadels, the 6 capitals included.
  void diadoques_counts() {
    int majors = 0, capitals = 0;
    for (const auto& s : m_.spaces) {
      if (!s.citadel) continue;
      if (s.citadel->cls != CitadelClass::minor) ++majors;
      if (s.citadel->cls == CitadelClass::capital) ++capitals;
    }
    if (majors != 20) {
      error(m_.spaces_pos, fmt::format("the map has {} major citadels (capitals included); the "
                                       "rules need exactly 20 (R3.pv.1, G5.3)",
                                       majors));
    }
    if (capitals != 6) {
      error(m_.spaces_pos,
            fmt::format("the map has {} capitals; the rules need exactly 6 (R4a.cit.1)", capitals));
    }
  }

  // Sea zones mutually reachable by fleet moves: sea-sea borders, port citadels, special links.
  void sea_connectivity() {
    std::vector<SpaceId> seas;
    for (std::size_t i = 0; i < m_.spaces.size(); ++i) {
      if (m_.spaces[i].is_sea()) seas.push_back(static_cast<SpaceId>(i));
    }
    if (seas.empty()) return;
    auto passable = [&](NodeId n) {
      const Space& s = m_.space_of(n);
      return s.is_sea() || (s.is_citadel() && s.citadel->port);
    };
    std::vector<char> seen(m_.nodes.size(), 0);
    std::deque<NodeId> todo{m_.spaces[seas.front()].main_node()};
    seen[todo.front()] = 1;
    while (!todo.empty()) {
      NodeId n = todo.front();
      todo.pop_front();
      auto visit = [&](NodeId to) {
        if (!seen[to] && passable(to)) {
          seen[to] = 1;
          todo.push_back(to);
        }
      };
      for (NodeId to : m_.nodes[n].fleet_adjacent) visit(to);
      for (const auto& l : m_.special_links) {
        if (!(static_cast<std::uint8_t>(l.units) & static_cast<std::uint8_t>(Crossing::fleet))) {
          continue;
        }
        if (l.a == n) visit(l.b);
        if (l.b == n) visit(l.a);
      }
    }
    std::vector<SpaceId> cut;
    for (SpaceId s : seas) {
      if (!seen[m_.spaces[s].main_node()]) cut.push_back(s);
    }
    if (!cut.empty()) {
      error(m_.spaces[cut.front()].pos,
            fmt::format("sea zones {} cannot be reached by fleet from '{}' (MAP-FACTS: every sea "
                        "zone reachable from every other)",
                        join_codes(m_, cut), m_.spaces[seas.front()].code));
    }
  }

  // Land provinces mutually reachable by army moves (passes included) or by convoy through
  // sea zones from one coastal province to another.
  void land_connectivity() {
    std::vector<SpaceId> lands;
    for (std::size_t i = 0; i < m_.spaces.size(); ++i) {
      if (m_.spaces[i].is_land()) lands.push_back(static_cast<SpaceId>(i));
    }
    if (lands.empty()) return;
    std::vector<char> seen(m_.spaces.size(), 0);
    std::deque<SpaceId> todo{lands.front()};
    seen[lands.front()] = 1;
    auto push = [&](SpaceId s) {
      if (!seen[s]) {
        seen[s] = 1;
        todo.push_back(s);
      }
    };
    while (!todo.empty()) {
      SpaceId s = todo.front();
      todo.pop_front();
      const Space& sp = m_.spaces[s];
      for (NodeId n : sp.nodes) {
        for (NodeId to : m_.nodes[n].army_adjacent) {
          if (m_.space_of(to).is_land()) push(m_.nodes[to].space);
        }
        // A convoy: from a land province into the sea, sea to sea, then ashore.
        if (sp.is_land()) {
          for (NodeId to : m_.nodes[n].fleet_adjacent) {
            if (m_.space_of(to).is_sea()) push(m_.nodes[to].space);
          }
        }
        if (sp.is_sea()) {
          for (NodeId to : m_.nodes[n].fleet_adjacent) {
            const Space& t = m_.space_of(to);
            if (t.is_sea() || t.is_land()) push(m_.nodes[to].space);
          }
        }
      }
      for (const auto& l : m_.special_links) {
        if (!(static_cast<std::uint8_t>(l.units) & static_cast<std::uint8_t>(Crossing::army))) {
          continue;
        }
        SpaceId a = m_.nodes[l.a].space, b = m_.nodes[l.b].space;
        if (a == s && m_.spaces[b].is_land()) push(b);
        if (b == s && m_.spaces[a].is_land()) push(a);
      }
    }
    std::vector<SpaceId> cut;
    for (SpaceId s : lands) {
      if (!seen[s]) cut.push_back(s);
    }
    if (!cut.empty()) {
      error(m_.spaces[cut.front()].pos,
            fmt::format("land provinces {} cannot be reached from '{}' by land or convoy "
                        "(MAP-FACTS: every land province reachable)",
                        join_codes(m_, cut), m_.spaces[lands.front()].code));
    }
  }

  // ---- the facts file ----

  void fact_error(const MapFacts& f, SourcePos at, std::string message, const std::string& why) {
    if (!why.empty()) message += fmt::format(" [{}]", why);
    out_.push_back({Severity::error, f.file, at, std::move(message)});
  }

  std::optional<SpaceId> resolve(const MapFacts& f, const FactRef& ref) {
    if (auto n = m_.find_name(ref.name)) return m_.nodes[*n].space;
    std::string folded = fold_name(ref.name);
    std::size_t best = std::string::npos;
    const Map::NameEntry* near = nullptr;
    for (const auto& e : m_.names()) {
      std::size_t d = edit_distance(folded, e.key);
      if (d < best) {
        best = d;
        near = &e;
      }
    }
    std::string hint;
    if (near && best <= std::max<std::size_t>(2, folded.size() / 3)) {
      hint = fmt::format("; nearest: '{}'", m_.nodes[near->node].code);
    }
    fact_error(f, ref.pos, fmt::format("required '{}' is not in the map{}", ref.name, hint), "");
    return std::nullopt;
  }

  void facts(const MapFacts& f) {
    for (const auto& rs : f.spaces) {
      auto id = resolve(f, rs.ref);
      if (id && rs.kind && m_.spaces[*id].kind != *rs.kind) {
        fact_error(
            f, rs.ref.pos,
            fmt::format("'{}' must be a {} space, but the map makes it {}", m_.spaces[*id].code,
                        to_string(*rs.kind), to_string(m_.spaces[*id].kind)),
            rs.why);
      }
    }
    for (const auto& rc : f.citadels) citadel_fact(f, rc);
    for (const auto& rp : f.ports) {
      auto prov = resolve(f, rp.province);
      if (!prov) continue;
      const Space& p = m_.spaces[*prov];
      auto it = std::find_if(p.ports.begin(), p.ports.end(), [&](const Port& port) {
        return fold_name(port.name) == fold_name(rp.name.name);
      });
      if (it == p.ports.end()) {
        fact_error(f, rp.name.pos,
                   fmt::format("'{}' must have a port '{}' (R4b.feat.2)", p.code, rp.name.name),
                   rp.why);
        continue;
      }
      if (rp.sea) {
        auto sea = resolve(f, *rp.sea);
        if (sea && it->sea != *sea) {
          fact_error(f, rp.sea->pos,
                     fmt::format("port '{}' of '{}' must point to '{}', not '{}'", rp.name.name,
                                 p.code, m_.spaces[*sea].code, m_.spaces[it->sea].code),
                     rp.why);
        }
      }
    }
    for (const auto& pf : f.adjacent) {
      auto a = resolve(f, pf.a);
      auto b = resolve(f, pf.b);
      if (!a || !b) continue;
      if (!spaces_adjacent(*a, *b, pf.units)) {
        std::string kind = pf.units == Crossing::army    ? "army"
                           : pf.units == Crossing::fleet ? "fleet"
                                                         : "army or fleet";
        fact_error(f, pf.pos,
                   fmt::format("'{}' and '{}' must be adjacent ({} move), but the map does not "
                               "join them",
                               m_.spaces[*a].code, m_.spaces[*b].code, kind),
                   pf.why);
      }
    }
    for (const auto& pf : f.not_adjacent) {
      auto a = resolve(f, pf.a);
      auto b = resolve(f, pf.b);
      if (!a || !b) continue;
      if (spaces_adjacent(*a, *b) || link_between(*a, *b)) {
        fact_error(f, pf.pos,
                   fmt::format("'{}' and '{}' must not be adjacent, but the map joins them",
                               m_.spaces[*a].code, m_.spaces[*b].code),
                   pf.why);
      }
    }
    for (const auto& pf : f.lakes) {
      auto a = resolve(f, pf.a);
      auto b = resolve(f, pf.b);
      if (!a || !b) continue;
      bool found = std::any_of(m_.lakes.begin(), m_.lakes.end(), [&](const Lake& l) {
        return (l.a == *a && l.b == *b) || (l.a == *b && l.b == *a);
      });
      if (!found) {
        fact_error(f, pf.pos,
                   fmt::format("the map needs a lake between '{}' and '{}' (R9a.move.9)",
                               m_.spaces[*a].code, m_.spaces[*b].code),
                   pf.why);
      }
    }
    for (const auto& pf : f.special_links) {
      auto a = resolve(f, pf.a);
      auto b = resolve(f, pf.b);
      if (!a || !b) continue;
      bool found =
          std::any_of(m_.special_links.begin(), m_.special_links.end(), [&](const SpecialLink& l) {
            SpaceId la = m_.nodes[l.a].space, lb = m_.nodes[l.b].space;
            bool ends = (la == *a && lb == *b) || (la == *b && lb == *a);
            return ends && (!pf.link || l.kind == *pf.link);
          });
      if (!found) {
        fact_error(f, pf.pos,
                   fmt::format("the map needs a special link ({}) between '{}' and '{}' (G3)",
                               pf.link ? to_string(*pf.link) : "any kind", m_.spaces[*a].code,
                               m_.spaces[*b].code),
                   pf.why);
      }
    }
    for (const auto& tf : f.terrain) {
      auto id = resolve(f, tf.ref);
      if (!id) continue;
      const Space& s = m_.spaces[*id];
      if (!s.is_land() || s.terrain != tf.terrain) {
        fact_error(f, tf.ref.pos,
                   fmt::format("'{}' must be {} land (R4a.prov.2), but the map has {}", s.code,
                               to_string(tf.terrain),
                               s.is_land() ? std::string(to_string(s.terrain)) + " land"
                                           : "a " + std::string(to_string(s.kind)) + " space"),
                   "");
      }
    }
    for (const auto& ref : f.arsenal_exception) {
      auto id = resolve(f, ref);
      if (id && !m_.spaces[*id].arsenal_exception) {
        fact_error(f, ref.pos,
                   fmt::format("'{}' must carry 'arsenal_exception: true' (R10.income.1)",
                               m_.spaces[*id].code),
                   "");
      }
    }
    for (const auto& cf : f.counts) {
      int n = count(cf.what);
      if (n != cf.value) {
        fact_error(
            f, cf.pos,
            fmt::format("the map must have {} {}, but has {}", cf.value, count_label(cf.what), n),
            "");
      }
    }
  }

  void citadel_fact(const MapFacts& f, const RequiredCitadel& rc) {
    auto id = resolve(f, rc.ref);
    if (!id) return;
    const Space& s = m_.spaces[*id];
    if (!s.citadel) {
      fact_error(f, rc.ref.pos,
                 fmt::format("'{}' must be a citadel, but the map makes it a {} space", s.code,
                             to_string(s.kind)),
                 rc.why);
      return;
    }
    const Citadel& c = *s.citadel;
    if (rc.province) {
      auto prov = resolve(f, *rc.province);
      if (prov && c.province != *prov) {
        fact_error(f, rc.province->pos,
                   fmt::format("citadel '{}' must lie in '{}', not '{}' (R4a.cit.4)", s.code,
                               m_.spaces[*prov].code, m_.spaces[c.province].code),
                   rc.why);
      }
    }
    if (rc.cls) {
      bool ok = *rc.cls == CitadelClass::major ? c.cls != CitadelClass::minor : c.cls == *rc.cls;
      if (!ok) {
        fact_error(f, rc.ref.pos,
                   fmt::format("citadel '{}' must be {}, but the map makes it {} (R4a.cit.1)",
                               s.code, to_string(*rc.cls), to_string(c.cls)),
                   rc.why);
      }
    }
    if (rc.port && c.port != *rc.port) {
      fact_error(
          f, rc.ref.pos,
          fmt::format("citadel '{}' must {}be a port (R4a.cit.3)", s.code, *rc.port ? "" : "not "),
          rc.why);
    }
    for (const auto& ref : rc.sea_access) {
      auto sea = resolve(f, ref);
      if (sea && std::find(c.sea_access.begin(), c.sea_access.end(), *sea) == c.sea_access.end()) {
        fact_error(f, ref.pos,
                   fmt::format("citadel '{}' must have a sea access to '{}' (R4a.cit.3)", s.code,
                               m_.spaces[*sea].code),
                   rc.why);
      }
    }
    if (rc.treasure && c.treasure != *rc.treasure) {
      fact_error(f, rc.ref.pos,
                 fmt::format("citadel '{}' must hold a treasure of {} T, not {} T", s.code,
                             *rc.treasure, c.treasure),
                 rc.why);
    }
    if (rc.religious_treasure && c.religious_treasure != *rc.religious_treasure) {
      fact_error(f, rc.ref.pos,
                 fmt::format("citadel '{}' must {}hold a religious treasure", s.code,
                             *rc.religious_treasure ? "" : "not "),
                 rc.why);
    }
  }

  int count(const std::string& what) const {
    int n = 0;
    for (const auto& s : m_.spaces) {
      bool major = s.citadel && s.citadel->cls != CitadelClass::minor;
      bool capital = s.citadel && s.citadel->cls == CitadelClass::capital;
      if ((what == "major_citadels" && major) || (what == "capitals" && capital) ||
          (what == "citadels" && s.is_citadel()) || (what == "land_provinces" && s.is_land()) ||
          (what == "sea_zones" && s.is_sea()) || (what == "land_and_sea" && !s.is_citadel())) {
        ++n;
      }
    }
    return n;
  }

  static std::string count_label(const std::string& what) {
    if (what == "major_citadels") return "major citadels (capitals included)";
    if (what == "land_and_sea") return "land provinces and sea zones";
    std::string out = what;
    std::replace(out.begin(), out.end(), '_', ' ');
    return out;
  }

  const Map& m_;
  Diagnostics out_;
};

}  // namespace

Diagnostics validate_map(const Map& map) {
  return Validator(map).run();
}

}  // namespace dia::map
