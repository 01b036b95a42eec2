#include "tools/random_orders.hpp"

#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "adjudicator/season/first_turn.hpp"
#include "adjudicator/season/legality.hpp"
#include "adjudicator/season/neutral_orders.hpp"
#include "common/text.hpp"

namespace dia::tools {

std::uint64_t TestRng::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::uint32_t TestRng::below(std::uint32_t n) {
  return static_cast<std::uint32_t>(next() % n);
}

namespace {

using map::SpaceId;
using state::UnitType;

// The orders of one side, written line by line.
class Writer {
 public:
  Writer(const map::Map& map, const state::GameState& state, const std::string& side,
         const orders::OrderParser& parser, TestRng& rng, const OrderGenOptions& options)
      : map_(map), state_(state), side_(side), parser_(parser), rng_(rng), options_(options) {}

  std::vector<std::string> run() {
    if (side_.empty()) {  // the GM's neutral orders file (G12.1): neutral units only
      for (const state::Unit& u : state_.units)
        if (u.side.empty()) unit_order(u);
      return std::move(lines_);
    }
    // Turn 1 (R12.start.5): the units are those the purchase buys, all in the home province;
    // their orders are written for the position after it, as check --game reads them.
    state::GameState bought;
    const state::GameState* units_from = &state_;
    if (adj::season::is_first_turn(state_) && !has_units()) {
      purchase();
      bought = state_;
      const orders::ParseResult p = parser_.parse(lines_.back());
      adj::season::apply_purchase(bought, side_, p.orders, {});
      units_from = &bought;
    }
    pos_ = units_from;
    for (const state::Unit& u : units_from->units)
      if (u.side == side_) unit_order(u);
    std::vector<const state::Character*> mine;
    for (const state::Character& c : state_.characters)
      if (c.alive && c.controller == side_ && !c.space.empty()) mine.push_back(&c);
    for (const state::Character* c : mine)
      if (rng_.percent(30)) character_order({c});
    // Now and then, all of them that stand together travel in one order (`* Roxane MAC THE`).
    if (!mine.empty() && rng_.percent(15)) {
      const std::string& where = rng_.pick(mine)->space;
      std::vector<const state::Character*> together;
      for (const state::Character* c : mine)
        if (c->space == where) together.push_back(c);
      character_order(together);
    }
    const std::uint32_t n = rng_.below(options_.secondary_orders + 1);
    for (std::uint32_t k = 0; k < n; ++k) secondary_order();
    return std::move(lines_);
  }

 private:
  const map::Map& map_;
  const state::GameState& state_;
  const std::string& side_;
  const orders::OrderParser& parser_;
  TestRng& rng_;
  const OrderGenOptions& options_;
  std::vector<std::string> lines_;
  const state::GameState* pos_ = &state_;  // where the units stand: after the turn-1 purchase

  std::optional<SpaceId> id(const std::string& code) const { return map_.find_space(code); }
  const std::string& code(SpaceId s) const { return map_.space(s).code; }

  std::vector<SpaceId> neighbours(SpaceId s, bool fleet) const {
    std::set<SpaceId> out;
    if (fleet) {
      for (map::NodeId n : map_.space(s).nodes)
        for (map::NodeId m : map_.node(n).fleet_adjacent) out.insert(map_.node(m).space);
    } else {
      for (map::NodeId m : map_.node(map_.space(s).main_node()).army_adjacent)
        out.insert(map_.node(m).space);
    }
    return {out.begin(), out.end()};
  }
  std::vector<SpaceId> any_neighbours(SpaceId s) const {
    std::vector<SpaceId> a = neighbours(s, false);
    for (SpaceId x : neighbours(s, true))
      if (std::find(a.begin(), a.end(), x) == a.end()) a.push_back(x);
    return a;
  }
  // Special links from s (G3): canals, towpaths, passes, the Arabia bypass.
  std::vector<SpaceId> link_ends(SpaceId s) const {
    std::vector<SpaceId> out;
    for (const map::SpecialLink& l : map_.special_links) {
      if (map_.node(l.a).space == s) out.push_back(map_.node(l.b).space);
      if (map_.node(l.b).space == s) out.push_back(map_.node(l.a).space);
    }
    return out;
  }

  std::string side_name(const std::string& id) const {
    const state::Side* s = state_.side(id);
    const state::Character* d = s != nullptr ? state_.character(s->diadoque) : nullptr;
    return d != nullptr ? d->name : id;
  }
  std::string other_side() {
    std::vector<std::string> ids;
    for (const state::Side& s : state_.sides)
      if (s.id != side_ && !s.eliminated) ids.push_back(s.id);
    return ids.empty() ? side_ : rng_.pick(ids);
  }
  // How this side names a character in an order (N2).
  std::string designator(const state::Character& c) const {
    const state::Side* s = state_.side(side_);
    if (s != nullptr && c.id == s->diadoque && c.controller == side_) return "*";
    if (s != nullptr && c.id == s->epigone && c.controller == side_) return "#";
    return c.name;
  }
  std::string unit_text(const state::Unit& u) {
    std::string t(state::code(u.type));
    // The leader suffix is optional (N2): written now and then, as players do.
    if (!u.commander.empty() && rng_.percent(25))
      if (const state::Character* c = state_.character(u.commander))
        t += c->kind == state::CharacterKind::royal ? " " + c->name : designator(*c);
    return t + " " + u.space;
  }
  const state::Unit* unit_in(SpaceId s) const {
    for (const state::Unit& u : pos_->units)
      if (fold_name(u.space) == fold_name(code(s))) return &u;
    return nullptr;
  }
  std::vector<SpaceId> citadels_near(const state::Unit& u, SpaceId at) const {
    std::vector<SpaceId> out;
    const map::Space& sp = map_.space(at);
    if (state::is_fleet(u.type)) {
      for (SpaceId c = 0; c < map_.spaces.size(); ++c) {
        const map::Space& cs = map_.space(c);
        if (cs.citadel && std::find(cs.citadel->sea_access.begin(), cs.citadel->sea_access.end(),
                                    at) != cs.citadel->sea_access.end())
          out.push_back(c);
      }
    } else if (sp.is_land()) {
      out = sp.citadels;
    }
    return out;
  }

  void purchase() {
    static const std::vector<std::string> buys = {"A A A", "A A F",  "Ae A",  "A Am Am A",
                                                  "F F",   "Ag A A", "Fe A",  "A",
                                                  "Am Am", "Ae Ae",  "A F Am"};
    lines_.push_back("Achat " + rng_.pick(buys));
  }

  bool has_units() const {
    return std::any_of(state_.units.begin(), state_.units.end(),
                       [&](const state::Unit& u) { return u.side == side_; });
  }

  void unit_order(const state::Unit& u) {
    const auto at = id(u.space);
    if (!at) return;
    const bool fleet = state::is_fleet(u.type);
    const std::string me = unit_text(u);
    std::vector<SpaceId> near = neighbours(*at, fleet);
    std::string order;
    switch (rng_.below(12)) {
      case 0:
        order = me + " X";
        break;
      case 1:
      case 2:
      case 3:  // a move, now and then along a special link or by an explicit convoy
        if (!near.empty()) order = me + " " + code(rng_.pick(near));
        if (rng_.percent(15)) {
          const std::vector<SpaceId> links = link_ends(*at);
          if (!links.empty()) order = me + " " + code(rng_.pick(links));
        }
        if (!fleet && rng_.percent(15)) order = convoyed_move(me, *at);
        break;
      case 4:
      case 5:  // support a hold or a move of a unit nearby
        order = support(me, u, *at, near);
        break;
      case 6:  // support a siege
        order = siege_support(me, near);
        break;
      case 7:  // convoy
        if (fleet && map_.space(*at).is_sea()) order = convoy(me, *at);
        break;
      case 8:
      case 9: {  // siege
        const std::vector<SpaceId> cits = citadels_near(u, *at);
        if (!cits.empty())
          order = fmt::format("{} A{} {}", me, u.siege && rng_.percent(70) ? 2 : 1 + rng_.below(2),
                              code(rng_.pick(cits)));
        break;
      }
      case 10: {  // supply
        const std::vector<SpaceId> cits = citadels_near(u, *at);
        if (!cits.empty()) order = fmt::format("{} Ra {}", me, code(rng_.pick(cits)));
        break;
      }
      default:
        break;  // no order: the unit holds (R9a.gen.7)
    }
    if (!order.empty() && rng_.percent(20)) order += retreat_list(u, *at);
    if (order.empty() && rng_.percent(10)) order = me + retreat_list(u, *at);
    // A neutral unit's order names its revolt or auction lot (G12.1).
    if (!order.empty() && side_.empty() && !u.neutral_label.empty())
      order = "[" + u.neutral_label + "] " + order;
    if (!order.empty()) lines_.push_back(order);
  }

  std::string retreat_list(const state::Unit& u, SpaceId at) {
    std::vector<SpaceId> near = neighbours(at, state::is_fleet(u.type));
    if (near.empty()) return "";
    std::string out = " Re ";
    const std::uint32_t n = 1 + rng_.below(3);
    for (std::uint32_t k = 0; k < n; ++k) out += (k ? ", " : "") + code(rng_.pick(near));
    if (rng_.percent(30)) out += ", X";
    return out;
  }

  std::string convoyed_move(const std::string& me, SpaceId at) {
    std::vector<SpaceId> far;
    for (SpaceId sea : neighbours(at, true))
      if (map_.space(sea).is_sea())
        for (SpaceId land : neighbours(sea, true))
          if (land != at && map_.space(land).is_land()) far.push_back(land);
    if (far.empty()) return "";
    return fmt::format("{}{} {}", me, rng_.percent(50) ? " C" : "", code(rng_.pick(far)));
  }

  std::string support(const std::string& me, const state::Unit& u, SpaceId at,
                      const std::vector<SpaceId>& near) {
    if (near.empty()) return "";
    // A unit next to one of my neighbours, or on one: supported to hold, or into my neighbour.
    const SpaceId target = rng_.pick(near);
    if (const state::Unit* v = unit_in(target); v != nullptr && rng_.percent(50))
      return fmt::format("{} S {} {}", me, state::code(v->type), v->space);
    std::vector<const state::Unit*> movers;
    for (SpaceId s : any_neighbours(target))
      if (const state::Unit* v = unit_in(s); v != nullptr && v != &u && s != at)
        movers.push_back(v);
    if (movers.empty()) return "";
    const state::Unit* v = rng_.pick(movers);
    return fmt::format("{} S {} {} {}", me, state::code(v->type), v->space, code(target));
  }

  std::string siege_support(const std::string& me, const std::vector<SpaceId>& near) {
    std::vector<std::pair<const state::Unit*, SpaceId>> sieges;
    for (SpaceId s : near)
      if (const state::Unit* v = unit_in(s))
        for (SpaceId c : citadels_near(*v, s)) sieges.push_back({v, c});
    if (sieges.empty()) return "";
    const auto& [v, c] = rng_.pick(sieges);
    return fmt::format("{} S {} {} A{} {}", me, state::code(v->type), v->space, 1 + rng_.below(2),
                       code(c));
  }

  std::string convoy(const std::string& me, SpaceId sea) {
    std::vector<SpaceId> coast;
    for (SpaceId s : neighbours(sea, true))
      if (map_.space(s).is_land()) coast.push_back(s);
    std::vector<const state::Unit*> armies;
    for (SpaceId s : coast)
      if (const state::Unit* v = unit_in(s); v != nullptr && !state::is_fleet(v->type))
        armies.push_back(v);
    if (armies.empty() || coast.size() < 2) return "";
    const state::Unit* a = rng_.pick(armies);
    SpaceId to = rng_.pick(coast);
    if (code(to) == a->space) return "";
    return fmt::format("{} C {} {} {}", me, state::code(a->type), a->space, code(to));
  }

  // One order for `group`, characters standing in one space, moving or holding together.
  void character_order(const std::vector<const state::Character*>& group) {
    const std::string& space = group.front()->space;
    const auto at = id(space);
    if (!at) return;
    std::string who;
    for (const state::Character* c : group) who += (who.empty() ? "" : " ") + designator(*c);
    const std::vector<SpaceId> near = any_neighbours(*at);
    if (near.empty() || rng_.percent(20)) {
      lines_.push_back(fmt::format("{} {} X", who, space));
      return;
    }
    lines_.push_back(fmt::format("{} {} {}", who, space, code(rng_.pick(near))));
  }

  const state::Character* any_character() {
    std::vector<const state::Character*> on_map;
    for (const state::Character& c : state_.characters)
      if (c.alive && !c.space.empty()) on_map.push_back(&c);
    return on_map.empty() ? nullptr : rng_.pick(on_map);
  }
  const state::Unit* any_unit(bool mine) {
    std::vector<const state::Unit*> units;
    for (const state::Unit& u : state_.units)
      if ((u.side == side_) == mine) units.push_back(&u);
    return units.empty() ? nullptr : rng_.pick(units);
  }
  SpaceId any_citadel() {
    std::vector<SpaceId> cits;
    for (SpaceId s = 0; s < map_.spaces.size(); ++s)
      if (map_.space(s).is_citadel()) cits.push_back(s);
    return rng_.pick(cits);
  }
  SpaceId any_province() {
    std::vector<SpaceId> land;
    for (SpaceId s = 0; s < map_.spaces.size(); ++s)
      if (map_.space(s).is_land()) land.push_back(s);
    return rng_.pick(land);
  }

  void secondary_order() {
    const state::Character* c = any_character();
    const int amount = 5 * static_cast<int>(1 + rng_.below(8));
    std::string order;
    switch (rng_.below(16)) {
      case 0:
        if (const state::Unit* u = any_unit(false))
          order = fmt::format("Co {} {} {}", state::code(u->type), u->space, amount);
        break;
      case 1:
        if (c != nullptr) order = fmt::format("Co {} {} {}", c->name, c->space, amount);
        break;
      case 2:
        if (const state::Unit* u = any_unit(true))
          order = fmt::format("CC {} {} {}", state::code(u->type), u->space, amount);
        break;
      case 3:
        if (const state::Unit* u = any_unit(true))
          order = fmt::format("Passage {} {} {}", side_name(other_side()), state::code(u->type),
                              u->space);
        break;
      case 4:
        if (c != nullptr && c->controller == side_ && c->kind == state::CharacterKind::royal) {
          lines_.push_back(fmt::format("Donner {} {}", c->name, side_name(other_side())));
          order = fmt::format("{} {} X", c->name, c->space);
        }
        break;
      case 5:
        if (c != nullptr) order = "Epargner " + c->name;
        break;
      case 6:
        if (c != nullptr) order = "Assassiner " + c->name;
        break;
      case 7:
        order = fmt::format("Or {} {}{}", amount, side_name(other_side()),
                            rng_.percent(30) ? " public" : "");
        break;
      case 8:
        order = "Pas de contrôle " + code(any_province());
        break;
      case 9:
        order = "Pas de saisie " + code(any_citadel());
        break;
      case 10:
        order = fmt::format("Ouvrir {} {}", code(any_citadel()), side_name(other_side()));
        break;
      case 11:
        if (c != nullptr && c->controller == side_)
          order = fmt::format("Dissocier {} {}", designator(*c), c->space);
        break;
      case 12:
        if (c != nullptr && c->controller == side_)
          if (const state::Unit* u = state_.unit_at(c->space); u != nullptr && u->side == side_)
            order = fmt::format("Commandement {} {} {}", designator(*c), state::code(u->type),
                                u->space);
        break;
      case 13:
        order = "Ordre royal " + side_name(other_side());
        break;
      case 14:
        order = fmt::format("Enchère A {} {}, {}", code(any_province()), amount, amount + 5);
        break;
      default:
        order = rng_.percent(50) ? "Annonce mariage *" : "Capitale " + code(any_citadel());
        break;
    }
    if (!order.empty()) lines_.push_back(order);
  }
};

}  // namespace

std::string random_orders_text(const map::Map& map, const state::GameState& state,
                               const std::string& side, const orders::OrderParser& parser,
                               TestRng& rng, const OrderGenOptions& options) {
  const std::vector<std::string> lines = Writer(map, state, side, parser, rng, options).run();
  std::string text;
  for (const std::string& l : lines) text += l + "\n";
  // Keep what the legality check accepts (and, as asked, some of what it ignores).
  const orders::ParseResult parsed = parser.parse(text);
  const std::vector<adj::season::CheckedOrder> checks =
      side.empty() ? adj::season::check_neutral_orders(map, state, parsed.orders)
                   : adj::season::check_orders(map, state, side, parsed.orders);
  std::vector<bool> keep(lines.size() + 1, false);
  for (std::size_t k = 0; k < checks.size(); ++k) {
    const auto line = static_cast<std::size_t>(parsed.orders[k].pos.line);
    if (line == 0 || line > lines.size()) continue;
    keep[line] = checks[k].verdict != adj::season::Verdict::ignored ||
                 rng.percent(options.keep_ignored_percent);
  }
  std::string out;
  for (std::size_t line = 1; line <= lines.size(); ++line)
    if (keep[line]) out += lines[line - 1] + "\n";
  return out;
}

std::vector<adj::SideOrders> random_season_orders(const map::Map& map,
                                                  const state::GameState& state,
                                                  const orders::OrderParser& parser, TestRng& rng,
                                                  const OrderGenOptions& options) {
  std::vector<adj::SideOrders> out;
  for (const state::Side& s : state.sides) {
    if (s.eliminated) continue;
    adj::SideOrders so;
    so.side = s.id;
    so.file = s.id + ".txt";
    so.text = random_orders_text(map, state, s.id, parser, rng, options);
    so.parsed = parser.parse(so.text);
    out.push_back(std::move(so));
  }
  if (std::any_of(state.units.begin(), state.units.end(),
                  [](const state::Unit& u) { return u.side.empty(); })) {
    adj::SideOrders so;
    so.side = adj::season::neutral_side;
    so.file = "neutral.txt";
    so.text = random_orders_text(map, state, so.side, parser, rng, options);
    so.parsed = parser.parse(so.text);
    out.push_back(std::move(so));
  }
  return out;
}

}  // namespace dia::tools
