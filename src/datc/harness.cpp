#include "datc/harness.hpp"

#include <algorithm>
#include <variant>

#include <fmt/format.h>

#include "common/text.hpp"
#include "orders/parse.hpp"

namespace dia::datc {
namespace {

constexpr const char* classical_powers[] = {"Austria", "England", "France", "Germany",
                                            "Italy",   "Russia",  "Turkey"};

adj::UnitKind kind_of(const std::optional<orders::UnitType>& t) {
  return t && orders::is_fleet(*t) ? adj::UnitKind::fleet : adj::UnitKind::army;
}

}  // namespace

struct Harness::Impl {
  const map::Map& map;
  orders::OrderParser parser;
  // Side names; the classical powers first, others are added as met (the core is generic).
  mutable std::vector<std::string> sides;
  std::vector<adj::SideId> home;  // per space

  explicit Impl(const map::Map& m) : map(m), parser(m, options()) {
    for (const char* p : classical_powers) sides.emplace_back(p);
    home.assign(map.spaces.size(), adj::no_side);
    for (std::size_t s = 0; s < map.spaces.size(); ++s) {
      if (!map.spaces[s].home.empty()) {
        std::vector<std::string> ignored;
        home[s] = side(map.spaces[s].home, ignored);
      }
    }
  }

  static orders::ParseOptions options() {
    orders::ParseOptions o;
    o.file = "<datc>";
    o.hash_comments = true;
    return o;
  }

  // A power's name, forgiving the file's slips (`Germnay:` in 6.A.5) with a note.
  adj::SideId side(const std::string& written, std::vector<std::string>& notes) const {
    std::string folded = fold_name(written);
    for (std::size_t i = 0; i < sides.size(); ++i) {
      if (fold_name(sides[i]) == folded) return static_cast<adj::SideId>(i);
    }
    std::size_t best = sides.size();
    std::size_t best_distance = 3;
    bool tie = false;
    for (std::size_t i = 0; i < sides.size(); ++i) {
      std::size_t d = edit_distance(fold_name(sides[i]), folded);
      if (d < best_distance) {
        best = i;
        best_distance = d;
        tie = false;
      } else if (d == best_distance) {
        tie = true;
      }
    }
    if (best < sides.size() && !tie) {
      notes.push_back(fmt::format("power `{}` read as {}", written, sides[best]));
      return static_cast<adj::SideId>(best);
    }
    sides.push_back(written);
    return static_cast<adj::SideId>(sides.size() - 1);
  }

  // An order line through the order parser; nullopt (with a problem noted) if it is not read.
  std::optional<orders::Order> parse(const Entry& e, PreparedCase& p) const {
    orders::ParseResult r = parser.parse_line(e.text, e.line);
    if (r.orders.size() == 1) return std::move(r.orders.front());
    std::string why = r.diagnostics.empty() ? "not understood" : r.diagnostics.front().message;
    p.unread.push_back(fmt::format("line {}: order `{}` not read: {}", e.line, e.text, why));
    p.notes.push_back(p.unread.back());
    return std::nullopt;
  }

  // A unit line (`F nth`, `A Yorkshire`, `F spa/sc`) read by the same parser, as a hold.
  std::optional<Placed> unit(const Entry& e, PreparedCase& p) const {
    orders::ParseResult r = parser.parse_line(e.text + " H", e.line);
    if (r.orders.size() != 1 || r.orders.front().piece.kind != orders::Piece::Kind::unit ||
        !r.orders.front().piece.where.resolved()) {
      std::string why = r.diagnostics.empty() ? "not a unit" : r.diagnostics.front().message;
      p.problems.push_back(fmt::format("line {}: cannot read unit `{}`: {}", e.line, e.text, why));
      return std::nullopt;
    }
    const orders::Piece& piece = r.orders.front().piece;
    Placed placed;
    placed.side = side(e.power, p.notes);
    placed.kind = kind_of(piece.type);
    placed.node = piece.where.node;
    if (placed.kind == adj::UnitKind::army) placed.node = map.space_of(placed.node).main_node();
    return placed;
  }

  std::vector<Placed> units(const std::vector<Entry>& entries, PreparedCase& p) const {
    std::vector<Placed> out;
    for (const Entry& e : entries) {
      if (auto u = unit(e, p)) out.push_back(*u);
    }
    std::sort(out.begin(), out.end());
    return out;
  }

  // The unit of `side` standing in `space` among `list`, or no_unit.
  template <typename List, typename Get>
  adj::UnitIndex find(const List& list, Get get, map::SpaceId space, adj::SideId s) const {
    for (std::size_t i = 0; i < list.size(); ++i) {
      const adj::Unit& u = get(list[i]);
      if (map.node(u.node).space == space) {
        return u.side == s ? static_cast<adj::UnitIndex>(i) : adj::no_unit;
      }
    }
    return adj::no_unit;
  }

  void prepare_movement(const Case& c, PreparedCase& p) const {
    p.orders.assign(p.units.size(), adj::Order{});
    auto self = [](const adj::Unit& u) -> const adj::Unit& { return u; };
    for (const Entry& e : c.orders) {
      auto o = parse(e, p);
      if (!o) continue;
      adj::SideId s = side(e.power, p.notes);
      adj::UnitIndex u = find(p.units, self, o->piece.where.space, s);
      if (u == adj::no_unit) {
        p.notes.push_back(
            fmt::format("line {}: no unit of {} there, order ignored", e.line, e.power));
        continue;
      }
      adj::Order out;
      if (const auto* m = orders::get_if<orders::Move>(&o->body)) {
        out = {adj::OrderKind::move, map::no_node, m->to.node, m->via_convoy};
      } else if (const auto* sup = orders::get_if<orders::Support>(&o->body)) {
        out = {adj::OrderKind::support, sup->supported.where.node,
               sup->to ? sup->to->node : map::no_node, false};
      } else if (const auto* con = orders::get_if<orders::Convoy>(&o->body)) {
        out = {adj::OrderKind::convoy, con->convoyed.where.node, con->to.node, false};
      } else if (!orders::holds<orders::Hold>(o->body)) {
        p.notes.push_back(fmt::format("line {}: not a movement order, ignored", e.line));
        continue;
      }
      p.orders[u] = out;  // a later order for the same unit replaces an earlier one
    }
  }

  void prepare_retreat(const Case& c, PreparedCase& p) const {
    for (const Entry& e : c.prestate_dislodged) {
      if (auto u = unit(e, p)) p.retreating.push_back({{u->kind, u->side, u->node, 1}, no_space()});
    }
    // The previous phase's results say who dislodged whom and where units bounced.
    struct Failed {
      map::SpaceId from, to;
    };
    std::vector<Failed> failed;
    for (const Entry& e : c.results) {
      auto o = parse(e, p);
      if (!o) continue;
      const auto* m = orders::get_if<orders::Move>(&o->body);
      if (!m) continue;
      map::SpaceId from = o->piece.where.space;
      map::SpaceId to = m->to.space;
      if (e.success) {
        for (auto& r : p.retreating) {
          if (map.node(r.unit.node).space == to)
            r.attacker_from = m->via_convoy ? no_space() : from;
        }
      } else {
        failed.push_back({from, to});
      }
    }
    // A space is left empty by a standoff when two or more failed moves went there, not
    // counting a unit that lost a head-to-head battle with the unit from that space.
    for (map::SpaceId s = 0; s < map.spaces.size(); ++s) {
      bool occupied = std::any_of(p.units.begin(), p.units.end(),
                                  [&](const adj::Unit& u) { return map.node(u.node).space == s; });
      if (occupied) continue;
      int bounced = 0;
      for (const Failed& f : failed) {
        if (f.to != s) continue;
        bool beaten = std::any_of(p.retreating.begin(), p.retreating.end(), [&](const auto& r) {
          return map.node(r.unit.node).space == f.from && r.attacker_from == s;
        });
        if (!beaten) ++bounced;
      }
      if (bounced >= 2) p.standoffs.push_back(s);
    }
    p.retreat_orders.assign(p.retreating.size(), adj::RetreatOrder{});
    auto unit_of = [](const adj::RetreatingUnit& r) -> const adj::Unit& { return r.unit; };
    for (const Entry& e : c.orders) {
      auto o = parse(e, p);
      if (!o) continue;
      adj::SideId s = side(e.power, p.notes);
      adj::UnitIndex u = find(p.retreating, unit_of, o->piece.where.space, s);
      const auto* m = orders::get_if<orders::Move>(&o->body);
      const auto* d = orders::get_if<orders::Disband>(&o->body);
      if (d) u = find(p.retreating, unit_of, d->piece.where.space, s);
      if (u == adj::no_unit || (!m && !d)) {
        p.notes.push_back(
            fmt::format("line {}: not a retreat of a dislodged unit, ignored", e.line));
        continue;
      }
      p.retreat_orders[u] = m ? adj::RetreatOrder{adj::RetreatKind::retreat, m->to.node}
                              : adj::RetreatOrder{adj::RetreatKind::disband, map::no_node};
    }
  }

  void prepare_adjustment(const Case& c, PreparedCase& p) const {
    p.owner.assign(map.spaces.size(), adj::no_side);
    for (const Entry& e : c.supply_centres) {
      if (auto u = unit(e, p)) p.owner[map.node(u->node).space] = u->side;
    }
    p.home = home;
    for (const Entry& e : c.orders) {
      auto o = parse(e, p);
      if (!o) continue;
      adj::AdjustmentOrder out;
      out.side = side(e.power, p.notes);
      if (const auto* b = orders::get_if<orders::Build>(&o->body)) {
        out.kind = adj::AdjustmentKind::build;
        out.unit_kind = orders::is_fleet(b->type) ? adj::UnitKind::fleet : adj::UnitKind::army;
        out.node = b->where.node;
      } else if (const auto* d = orders::get_if<orders::Disband>(&o->body)) {
        out.kind = adj::AdjustmentKind::remove;
        out.unit_kind_given = d->piece.type.has_value();
        out.unit_kind = kind_of(d->piece.type);
        out.node = d->piece.where.node;
      } else {
        p.notes.push_back(fmt::format("line {}: not a build or removal, ignored", e.line));
        continue;
      }
      p.adjustment_orders.push_back(out);
    }
  }

  static map::SpaceId no_space() { return adj::no_space; }
};

Harness::Harness(const map::Map& map) : impl_(std::make_unique<Impl>(map)) {}
Harness::~Harness() = default;

const std::vector<std::string>& Harness::side_names() const {
  return impl_->sides;
}

std::string Harness::describe(const Placed& p) const {
  const std::string& side = p.side < impl_->sides.size() ? impl_->sides[p.side] : "?";
  return fmt::format("{}: {} {}", side, p.kind == adj::UnitKind::army ? 'A' : 'F',
                     impl_->map.node(p.node).code);
}

PreparedCase Harness::prepare(const Case& c) const {
  PreparedCase p;
  p.source = &c;
  p.phase = c.phase;
  for (const Placed& u : impl_->units(c.prestate, p)) {
    p.units.push_back({u.kind, u.side, u.node, 1});
  }
  switch (c.phase) {
    case Phase::movement:
      impl_->prepare_movement(c, p);
      break;
    case Phase::retreat:
      impl_->prepare_retreat(c, p);
      break;
    case Phase::adjustment:
      impl_->prepare_adjustment(c, p);
      break;
  }
  if (c.poststate_same) {
    p.expected_units = impl_->units(c.prestate, p);
    p.expected_dislodged = impl_->units(c.prestate_dislodged, p);
  } else {
    p.expected_units = impl_->units(c.poststate, p);
    p.expected_dislodged = impl_->units(c.poststate_dislodged, p);
  }
  return p;
}

namespace {

void add_units(std::vector<Placed>& out, const adj::Unit& u, map::NodeId at) {
  out.push_back({u.side, u.kind, at});
}

}  // namespace

Verdict Harness::adjudicate(const PreparedCase& p) const {
  const map::Map& map = impl_->map;
  Verdict v;
  if (!p.problems.empty()) {
    v.difference = p.problems.front();
    return v;
  }
  std::vector<Placed> units, dislodged;
  switch (p.phase) {
    case Phase::movement: {
      adj::MovementResult r = adj::adjudicate_movement(map, p.units, p.orders);
      std::vector<adj::Unit> standing;
      std::vector<std::uint8_t> is_dislodged(p.units.size(), 0);
      for (const auto& d : r.dislodged) is_dislodged[d.unit] = 1;
      for (std::size_t i = 0; i < p.units.size(); ++i) {
        if (is_dislodged[i]) continue;
        adj::Unit moved = p.units[i];
        moved.node = r.positions[i];
        standing.push_back(moved);
        add_units(units, p.units[i], r.positions[i]);
      }
      // As in jDip and godip, a dislodged unit with nowhere to retreat is destroyed at once.
      for (const auto& d : r.dislodged) {
        adj::RetreatingUnit ru{p.units[d.unit],
                               d.attacker_convoyed ? adj::no_space : d.attacker_from};
        if (!adj::retreat_options(map, standing, ru, r.standoffs).empty()) {
          add_units(dislodged, p.units[d.unit], p.units[d.unit].node);
        }
      }
      break;
    }
    case Phase::retreat: {
      adj::RetreatResult r =
          adj::adjudicate_retreats(map, p.units, p.retreating, p.standoffs, p.retreat_orders);
      for (const adj::Unit& u : p.units) add_units(units, u, u.node);
      for (std::size_t i = 0; i < p.retreating.size(); ++i) {
        if (r.positions[i] != map::no_node) add_units(units, p.retreating[i].unit, r.positions[i]);
      }
      break;
    }
    case Phase::adjustment: {
      adj::AdjustmentResult r =
          adj::adjudicate_adjustments(map, p.units, p.owner, p.home, p.adjustment_orders);
      for (const adj::Unit& u : r.units) add_units(units, u, u.node);
      break;
    }
  }
  std::sort(units.begin(), units.end());
  std::sort(dislodged.begin(), dislodged.end());
  v.passed = units == p.expected_units && dislodged == p.expected_dislodged;
  if (v.passed) return v;

  std::vector<std::string> parts;
  auto diff = [&](const std::vector<Placed>& got, const std::vector<Placed>& want,
                  const char* what) {
    std::vector<Placed> missing, extra;
    std::set_difference(want.begin(), want.end(), got.begin(), got.end(),
                        std::back_inserter(missing));
    std::set_difference(got.begin(), got.end(), want.begin(), want.end(),
                        std::back_inserter(extra));
    for (const Placed& m : missing) parts.push_back(fmt::format("missing {}{}", what, describe(m)));
    for (const Placed& e : extra)
      parts.push_back(fmt::format("unexpected {}{}", what, describe(e)));
  };
  diff(units, p.expected_units, "");
  diff(dislodged, p.expected_dislodged, "dislodged ");
  parts.insert(parts.end(), p.unread.begin(), p.unread.end());
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i) v.difference += "; ";
    v.difference += parts[i];
  }
  return v;
}

}  // namespace dia::datc
