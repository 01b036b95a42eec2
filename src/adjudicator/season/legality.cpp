#include "adjudicator/season/legality.hpp"

#include <fmt/format.h>
#include <algorithm>

#include "adjudicator/events/revolt_data.hpp"
#include "adjudicator/intrigue/checks.hpp"
#include "adjudicator/intrigue/step_context.hpp"
#include "adjudicator/rules/accord.hpp"
#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/season/pieces.hpp"
#include "adjudicator/winter/winter_check.hpp"
#include "common/text.hpp"
#include "orders/print.hpp"
#include "report/lang.hpp"

namespace dia::adj::season {

namespace {

template <class T>
bool contains(const std::vector<T>& v, const T& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

bool fleet_adjacent(const map::Map& map, map::SpaceId from, map::SpaceId to) {
  for (map::NodeId a : map.space(from).nodes)
    for (map::NodeId b : map.space(to).nodes)
      if (contains(map.node(a).fleet_adjacent, b)) return true;
  return false;
}

bool army_adjacent(const map::Map& map, map::SpaceId from, map::SpaceId to) {
  return contains(map.node(map.space(from).main_node()).army_adjacent, map.space(to).main_node());
}

bool across_lake(const map::Map& map, map::SpaceId a, map::SpaceId b) {
  return std::any_of(map.lakes.begin(), map.lakes.end(), [&](const map::Lake& l) {
    return (l.a == a && l.b == b) || (l.a == b && l.b == a);
  });
}

bool coastal(const map::Map& map, map::SpaceId s) {
  const map::Space& sp = map.space(s);
  if (sp.is_citadel()) return sp.citadel && sp.citadel->port;
  return sp.is_land() && sp.coastal;
}

}  // namespace

bool first_turn_fleet_step(const map::Map& map, map::SpaceId from, map::SpaceId to) {
  const map::Space& f = map.space(from);
  const map::Space& t = map.space(to);
  if (!f.is_land()) return false;
  if (t.is_sea()) return fleet_adjacent(map, from, to);
  return t.is_citadel() && t.citadel && t.citadel->port && t.citadel->province == from;
}

namespace {

struct Checker {
  const map::Map& map;
  const state::GameState& state;
  const std::string& side;
  const std::vector<orders::Order>& orders;
  const LegalityOptions& options;
  bool first_turn = false;

  const std::string& code(map::SpaceId s) const { return map.space(s).code; }

  void ignore(CheckedOrder& c, const orders::Order& o, Text why, SourcePos pos = {}) const {
    c.verdict = Verdict::ignored;
    c.reason = std::move(why);
    c.diagnostics.push_back({Severity::error, options.file, pos.line > 0 ? pos : o.pos,
                             "order ignored: " + in_english(c.reason) + " (R9a.gen.5)"});
  }
  // `said`: the same for the players, in their language (mail acknowledgements).
  void warn(CheckedOrder& c, SourcePos pos, Message said) const {
    c.diagnostics.push_back({Severity::warning, options.file, pos, in_english(said), said});
  }

  // The special link a move may use (G3), with the reason it may not, if any.
  std::optional<Text> special_link_problem(UnitKind kind, map::SpaceId from, map::SpaceId to,
                                           const std::string& piece_space, bool* found) const {
    *found = false;
    if (kind != UnitKind::fleet) return std::nullopt;
    const map::SpecialLink* link = map.special_link(
        map.space(from).main_node(), map.space(to).main_node(), map::Crossing::fleet);
    if (link == nullptr) return std::nullopt;
    *found = true;
    if (!link->gatekeeper) return std::nullopt;
    const std::string keeper = state.controller_of(code(*link->gatekeeper));
    if (keeper.empty() || keeper == side) return std::nullopt;
    for (const Grant& g : options.passages)
      if (g.from == keeper && g.to == side && fold_name(g.space) == fold_name(piece_space))
        return std::nullopt;
    return Message{Msg::illegal_passage_needed,
                   {arg::Words{link->name}, arg::Side{side_name(state, keeper)}}};
  }

  std::optional<Text> citadel_entry(map::SpaceId to) const {
    if (!map.space(to).is_citadel()) return std::nullopt;
    if (state.controller_of(code(to)) == side) return std::nullopt;
    return Message{Msg::illegal_citadel_not_controlled, {arg::Place{code(to)}}};
  }

  // R11d.acc.8: GHA and IND closed for ever after a respected accord.
  std::optional<Text> closed_space(map::SpaceId to) const {
    if (!rules::closed_by_accord(state, code(to))) return std::nullopt;
    return Text{Message{Msg::space_closed, {arg::Place{code(to)}, arg::Clause{"R11d.acc.8"}}}};
  }

  // R14b, R14c: a stormed or flooded space carries out no order and is entered by nothing; a
  // flooded river's border is crossed by no move, support or retreat (R14c.flood.1).
  bool weather_hit(map::SpaceId s) const {
    return std::any_of(options.weather_hit.begin(), options.weather_hit.end(),
                       [&](const std::string& h) { return fold_name(h) == fold_name(code(s)); });
  }
  std::optional<Text> weather_stuck(map::SpaceId from) const {
    if (!weather_hit(from)) return std::nullopt;
    // The event named: a flood or a storm (audit 3, n10), not "the storm or the flood".
    if (options.flood)
      return Message{Msg::weather_piece_flooded,
                     {arg::Place{code(from)}, arg::Clause{"R14c.flood.3"}}};
    return Message{Msg::weather_piece_hit, {arg::Place{code(from)}, arg::Clause{"R14b.storm.1"}}};
  }
  std::optional<Text> weather_entry(map::SpaceId from, map::SpaceId to) const {
    if (weather_hit(to))
      return options.flood ? Message{Msg::weather_space_flooded,
                                     {arg::Place{code(to)}, arg::Clause{"R14c.flood.4"}}}
                           : Message{Msg::weather_space_hit,
                                     {arg::Place{code(to)}, arg::Clause{"R14b.storm.3"}}};
    for (const auto& [a, b] : options.flooded_borders)
      if ((fold_name(a) == fold_name(code(from)) && fold_name(b) == fold_name(code(to))) ||
          (fold_name(b) == fold_name(code(from)) && fold_name(a) == fold_name(code(to))))
        return Message{Msg::weather_border_flooded,
                       {arg::Place{code(from)}, arg::Place{code(to)}, arg::Clause{"R14c.flood.1"}}};
    return std::nullopt;
  }

  std::optional<Text> unit_move(CheckedOrder& c, const state::Unit& u, map::SpaceId from,
                                const orders::Move& m) const {
    const map::SpaceId to = m.to.space;
    const UnitKind kind = kind_of(u.type);
    if (to == from) return Message{Msg::illegal_move_to_own_space, {}};
    if (auto closed = closed_space(to)) return closed;
    if (auto w = weather_entry(from, to)) return w;  // R9a.move.5, R9a.conv.4
    if (!can_stand(map, kind, to))
      return Message{kind == UnitKind::army ? Msg::illegal_army_to_sea : Msg::illegal_fleet_to_land,
                     {arg::Place{code(to)}}};
    if (across_lake(map, from, to))
      return Message{Msg::illegal_across_lake, {arg::Place{code(from)}, arg::Place{code(to)}}};
    bool adjacent = first_turn && kind == UnitKind::fleet ? first_turn_fleet_step(map, from, to)
                                                          : ordinary_step(map, kind, from, to);
    if (first_turn && (m.via_convoy || !m.route.empty()))
      return Message{Msg::illegal_convoy_turn1, {}};
    if (!adjacent) {
      bool link = false;
      auto problem = special_link_problem(kind, from, to, u.space, &link);
      if (link && problem) return problem;
      if (link) {
        c.special_link = true;
      } else if (kind == UnitKind::army && !first_turn && coastal(map, from) && coastal(map, to)) {
        // A convoy is implied (G2.10); the movement core checks the fleets.
      } else {
        return Message{Msg::illegal_not_adjacent, {arg::Place{code(to)}, arg::Place{code(from)}}};
      }
    }
    return citadel_entry(to);
  }

  std::optional<Text> character_move(const orders::Move& m, map::SpaceId from,
                                     const std::string& piece_space) const {
    const map::SpaceId to = m.to.space;
    if (to == from) return Message{Msg::illegal_move_to_own_space, {}};
    if (auto closed = closed_space(to)) return closed;
    if (auto w = weather_stuck(from)) return w;
    if (auto w = weather_entry(from, to)) return w;
    if (across_lake(map, from, to))
      return Message{Msg::illegal_across_lake, {arg::Place{code(from)}, arg::Place{code(to)}}};
    // R9a.move.7: as an army or as a fleet, whichever the two spaces allow.
    bool ok = army_adjacent(map, from, to) || fleet_adjacent(map, from, to);
    if (!ok) {
      bool link = false;
      auto problem = special_link_problem(UnitKind::fleet, from, to, piece_space, &link);
      if (link && problem) return problem;
      ok = link;
    }
    if (!ok)
      return Message{Msg::illegal_not_adjacent, {arg::Place{code(to)}, arg::Place{code(from)}}};
    return citadel_entry(to);
  }

  // G1.2: the supporter could move there by its own kind of movement (no special link, G3.6).
  std::optional<Text> support_reach(const state::Unit& u, map::SpaceId from,
                                    map::SpaceId target) const {
    const UnitKind kind = kind_of(u.type);
    bool ok = false;
    if (auto closed = closed_space(target)) return closed;
    if (target != from)
      if (auto w = weather_entry(from, target)) return w;
    if (target != from && can_stand(map, kind, target))
      ok = first_turn && kind == UnitKind::fleet ? first_turn_fleet_step(map, from, target)
                                                 : ordinary_step(map, kind, from, target);
    if (ok) return std::nullopt;
    return Message{Msg::illegal_support_reach,
                   {arg::Piece{describe(state, u)}, arg::Place{code(target)}}};
  }

  // A unit standing in `space`, preferring one of `side` and of `type` (first turn: several).
  int unit_at(map::SpaceId space, std::optional<orders::UnitType> type) const {
    int best = -1;
    int best_score = -1;
    for (std::size_t i = 0; i < state.units.size(); ++i) {
      const state::Unit& u = state.units[i];
      if (fold_name(u.space) != fold_name(code(space))) continue;
      int score = 0;
      if (type && to_state_type(*type) == u.type) score += 1;
      if (score > best_score) {
        best = static_cast<int>(i);
        best_score = score;
      }
    }
    return best;
  }

  std::optional<Text> siege_position(const state::Unit& u, map::SpaceId from, map::SpaceId citadel,
                                     bool supply) const {
    const map::Space& c = map.space(citadel);
    if (!c.is_citadel() || !c.citadel)
      return Message{Msg::illegal_not_citadel, {arg::Place{c.code}}};
    const bool fleet = state::is_fleet(u.type);
    const bool placed = fleet ? map.space(from).is_sea() && contains(c.citadel->sea_access, from)
                              : c.citadel->province == from;
    if (!placed)
      return Message{supply ? Msg::illegal_supply_position : Msg::illegal_siege_position,
                     {arg::Piece{describe(state, u)}, arg::Place{c.code}}};
    if (supply && !c.citadel->port)
      return Message{Msg::illegal_supply_not_port, {arg::Place{c.code}}};
    // R9a.siege.3 for a side. "Neutral" is no camp: a neutral unit's siege of a neutral citadel
    // is judged by the neutral checks (neutral_orders.cpp), which give the true reason — the
    // revolt already holds it (R14d.gen.13), a restriction, the field, or a mission that does
    // not call for it (R14d.gen.1, R14f.scy.2).
    if (!supply && !u.side.empty() && state.controller_of(c.code) == u.side)
      return Message{Msg::illegal_siege_own_citadel, {arg::Place{c.code}}};
    return std::nullopt;
  }

  void check_unit_order(CheckedOrder& c, const orders::Order& o) const {
    const state::Unit& u = state.units[static_cast<std::size_t>(c.unit)];
    const map::SpaceId from = o.piece.where.space;
    std::optional<Text> problem;
    if (!orders::holds<orders::Hold>(o.body) && weather_stuck(from))
      problem = weather_stuck(from);  // R14b.storm.1, .8 (a siege is interrupted), R14c.flood.3
    else if (first_turn && !orders::holds<orders::Hold>(o.body) &&
             !orders::holds<orders::Move>(o.body) && !orders::holds<orders::Support>(o.body))
      problem = Message{Msg::illegal_turn1_moves_supports, {}};
    else if (const auto* m = orders::get_if<orders::Move>(&o.body))
      problem = unit_move(c, u, from, *m);
    else if (const auto* s = orders::get_if<orders::Support>(&o.body)) {
      const int t = unit_at(s->supported.where.space, s->supported.type);
      if (s->supported.kind == orders::Piece::Kind::character)
        problem = Message{Msg::illegal_support_character, {}};
      else if (t < 0)
        problem =
            Message{Msg::illegal_no_unit_to_support, {arg::Place{code(s->supported.where.space)}}};
      else if (t == c.unit)
        problem = Message{Msg::illegal_support_itself, {}};
      else {
        c.target = t;
        const map::SpaceId target = s->to        ? s->to->space
                                    : s->citadel ? s->citadel->space
                                                 : s->supported.where.space;
        problem = support_reach(u, from, target);
      }
    } else if (const auto* cv = orders::get_if<orders::Convoy>(&o.body)) {
      const int t = unit_at(cv->convoyed.where.space, cv->convoyed.type);
      if (!state::is_fleet(u.type) || !map.space(from).is_sea())
        problem = Message{Msg::illegal_convoy_not_fleet_at_sea, {}};
      else if (t < 0 || state::is_fleet(state.units[static_cast<std::size_t>(t)].type))
        problem =
            Message{Msg::illegal_no_army_to_convoy, {arg::Place{code(cv->convoyed.where.space)}}};
      else
        c.target = t;
    } else if (const auto* sg = orders::get_if<orders::Siege>(&o.body)) {
      problem = siege_position(u, from, sg->citadel.space, false);
    } else if (const auto* ra = orders::get_if<orders::Supply>(&o.body)) {
      problem = siege_position(u, from, ra->citadel.space, true);
    }
    if (problem) ignore(c, o, *problem);
  }

  // Which unit of the side the piece designates (N2 PROPOSED: by type and space; a wrong leader
  // suffix only warns). `claimed` lets several units share the starting province in turn 1.
  int find_unit(CheckedOrder& c, const orders::Order& o, const std::vector<int>& claimed) const {
    const std::string& where = code(o.piece.where.space);
    std::vector<int> mine;
    bool foreign = false;
    for (std::size_t i = 0; i < state.units.size(); ++i) {
      const state::Unit& u = state.units[i];
      if (fold_name(u.space) != fold_name(where)) continue;
      if (u.side == side)
        mine.push_back(static_cast<int>(i));
      else
        foreign = true;
    }
    if (mine.empty()) {
      c.foreign_piece = foreign;
      ignore(
          c, o,
          Message{foreign ? Msg::illegal_foreign_unit : Msg::illegal_no_unit, {arg::Place{where}}});
      return -1;
    }
    const bool star = std::any_of(
        o.piece.characters.begin(), o.piece.characters.end(),
        [](const orders::CharacterRef& r) { return r.kind == orders::CharacterKind::diadoque; });
    auto score = [&](int i) {
      const state::Unit& u = state.units[static_cast<std::size_t>(i)];
      int s = 0;
      if (o.piece.type && to_state_type(*o.piece.type) == u.type)
        s += 4;
      else if (o.piece.type &&
               state::is_fleet(to_state_type(*o.piece.type)) == state::is_fleet(u.type))
        s += 2;
      else if (o.piece.type)
        s -= 100;
      if (star && !u.commander.empty() && state.character(u.commander) &&
          state.character(u.commander)->kind == state::CharacterKind::diadoque)
        s += 1;
      if (!contains(claimed, i)) s += 8;
      return s;
    };
    int best = mine.front();
    for (int i : mine)
      if (score(i) > score(best)) best = i;
    if (score(best) < 0) {
      ignore(
          c, o,
          Message{Msg::illegal_no_such_unit,
                  {arg::Words{std::string(orders::designator(*o.piece.type))}, arg::Place{where}}});
      return -1;
    }
    const state::Unit& u = state.units[static_cast<std::size_t>(best)];
    if (o.piece.type && to_state_type(*o.piece.type) != u.type)
      warn(c, o.piece.pos,
           Message{Msg::diag_unit_type_differs,
                   {arg::Words{std::string(orders::designator(*o.piece.type))},
                    arg::Words{std::string(state::code(u.type))}, arg::Place{where}}});
    join_written_characters(c, o, u);
    return best;
  }

  // D.associated: the characters written after the designator go with the unit. One of the
  // side's characters standing in the unit's space without being with it (the first turn's
  // bought units, a leader who was alone there) joins it, with his pair partner (R6b.phil.1,
  // R6b.rox.1); the first leader written commands it if it has no commander (R6b.lead.2–3).
  // Anyone else written there is only a consistency warning (N2 PROPOSED).
  void join_written_characters(CheckedOrder& c, const orders::Order& o,
                               const state::Unit& u) const {
    bool leader_written = false;
    for (const orders::CharacterRef& r : o.piece.characters) {
      const state::Character* ch = resolve_character(state, side, r);
      const bool with = ch != nullptr && (u.commander == ch->id || contains(u.attached, ch->id));
      const bool may_join = ch != nullptr && !with && ch->alive && ch->controller == side &&
                            fold_name(ch->space) == fold_name(u.space);
      if (ch != nullptr && (with || may_join) && is_leader(*ch) && !leader_written) {
        leader_written = true;
        if (may_join && u.commander.empty() && !ch->prisoner) c.commander = ch->id;
        const state::Character* keeps =
            u.commander.empty() || u.commander == ch->id ? nullptr : state.character(u.commander);
        if (keeps != nullptr)
          warn(c, r.pos,
               Message{Msg::diag_keeps_command,
                       {arg::Character{keeps->name}, arg::Piece{describe(state, u)},
                        arg::Words{std::string(r.written)}}});
      }
      if (with) continue;
      if (!may_join) {
        warn(c, r.pos,
             Message{Msg::diag_not_with_unit,
                     {arg::Words{std::string(r.written)}, arg::Piece{describe(state, u)}}});
        continue;
      }
      c.joining.push_back(ch->id);
      const state::Character* partner = state.character(rules::pair_partner(ch->id));
      if (partner != nullptr && partner->alive && partner->controller == side &&
          fold_name(partner->space) == fold_name(u.space) && !contains(c.joining, partner->id) &&
          u.commander != partner->id && !contains(u.attached, partner->id))
        c.joining.push_back(partner->id);
    }
  }

  // R6b.phil.1, R6b.rox.1: the pairs always share space and controller, so an order for one
  // member is an order for the pair (as `Assassiner Eurydice` is, N3): moving Roxane alone would
  // split what the rules keep together.
  void add_pair_partners(CheckedOrder& c, const orders::Order& o) const {
    const std::vector<std::string> named = c.characters;
    for (const std::string& id : named) {
      const state::Character* p = state.character(rules::pair_partner(id));
      if (p == nullptr || !p->alive || contains(c.characters, p->id)) continue;
      c.characters.push_back(p->id);
      const Message said{
          Msg::diag_pair_goes_with,
          {arg::Character{p->name}, arg::Character{state.character(id)->name},
           arg::Clause{id == "roxane" || id == "alexandre-iv" ? "R6b.rox.1" : "R6b.phil.1"}}};
      c.diagnostics.push_back({Severity::note, options.file,
                               o.piece.pos.line > 0 ? o.piece.pos : o.pos, in_english(said), said});
    }
  }

  void check_character_order(CheckedOrder& c, const orders::Order& o) const {
    const std::string& where = code(o.piece.where.space);
    for (const orders::CharacterRef& r : o.piece.characters) {
      const state::Character* ch = resolve_character(state, side, r);
      if (ch == nullptr || !ch->alive) {
        ignore(c, o, Message{Msg::illegal_unknown_character, {arg::Words{std::string(r.written)}}},
               r.pos);
        return;
      }
      if (ch->controller != side) {
        c.foreign_piece = true;
        ignore(c, o, Message{Msg::illegal_character_not_controlled, {arg::Character{ch->name}}},
               r.pos);
        return;
      }
      if (fold_name(ch->space) != fold_name(where)) {
        ignore(
            c, o,
            Message{Msg::illegal_character_not_in, {arg::Character{ch->name}, arg::Place{where}}},
            r.pos);
        return;
      }
      // R6b.cleo.3: a married Cléopâtre never moves apart from her living husband.
      if (const state::Character* h = state.character(ch->husband); h != nullptr && h->alive) {
        const bool with_him = std::any_of(o.piece.characters.begin(), o.piece.characters.end(),
                                          [&](const orders::CharacterRef& x) {
                                            const state::Character* y =
                                                resolve_character(state, side, x);
                                            return y != nullptr && y->id == h->id;
                                          });
        if (!with_him) {
          ignore(c, o,
                 Message{Msg::cleopatra_is_married,
                         {arg::Character{h->name}, arg::Clause{"R6b.cleo.3"}}},
                 r.pos);
          return;
        }
      }
      if (!contains(c.characters, ch->id)) c.characters.push_back(ch->id);
    }
    add_pair_partners(c, o);
    // R6b.cleo.3: a husband moving alone takes his wife along.
    for (const state::Character& w : state.characters)
      if (w.alive && !w.husband.empty() && contains(c.characters, w.husband) &&
          !contains(c.characters, w.id) && fold_name(w.space) == fold_name(where))
        c.characters.push_back(w.id);
    if (const auto* m = orders::get_if<orders::Move>(&o.body)) {
      if (auto p = character_move(*m, o.piece.where.space, where)) ignore(c, o, *p);
    } else if (!orders::holds<orders::Hold>(o.body)) {
      ignore(c, o, Message{Msg::illegal_character_move_or_hold, {}});
    } else {
      // R6b.diad.5, R9c.dissoc.1–2: holding where he stands does not part a character from the
      // side's unit he is with; only a dissociation order does. He stays in it, as the
      // corruption step already counts him (R9b.lvl.3): command, +1 (R6b.diad.1) and fate in
      // combat (R6b.move.2) unchanged. His order is then no lone move at all.
      // But "X" is written for a piece "ne se déplaçant pas" (S1:L695–696): when the side's
      // orders move his unit away without naming him with it, he stays where he is, alone.
      std::erase_if(c.characters, [&](const std::string& id) {
        return with_own_unit(id, where) && !unit_leaves_him(id, where);
      });
    }
    if (o.retreat) {
      c.retreat_ignored = true;
      warn(c, o.retreat->pos, Message{Msg::diag_re_list_not_unit, {arg::Clause{"R9a.ret.1"}}});
    }
  }

  // Whether the side's orders move a unit out of `where` without naming the character `id` after
  // its designator (`A MAC THE`, not `A* MAC THE`): the unit leaves him behind.
  bool unit_leaves_him(const std::string& id, const std::string& where) const {
    return std::any_of(orders.begin(), orders.end(), [&](const orders::Order& o) {
      if (o.piece.kind != orders::Piece::Kind::unit || !orders::holds<orders::Move>(o.body) ||
          !o.piece.where.resolved() || fold_name(code(o.piece.where.space)) != fold_name(where))
        return false;
      return std::none_of(o.piece.characters.begin(), o.piece.characters.end(),
                          [&](const orders::CharacterRef& r) {
                            const state::Character* ch = resolve_character(state, side, r);
                            return ch != nullptr && ch->id == id;
                          });
    });
  }

  // Whether the character is with (commands or is attached to) a unit of the side in `where`.
  bool with_own_unit(const std::string& id, const std::string& where) const {
    return std::any_of(state.units.begin(), state.units.end(), [&](const state::Unit& u) {
      return u.side == side && fold_name(u.space) == fold_name(where) &&
             (u.commander == id || contains(u.attached, id));
    });
  }

  // Where a character order sends its characters: the destination, or nowhere for a hold.
  map::SpaceId destination(const orders::Order& o) const {
    const auto* m = orders::get_if<orders::Move>(&o.body);
    return m != nullptr ? m->to.space : orders::no_space;
  }

  // A character given two orders (a pair member named in each, R6b.rox.1): the same move twice
  // is one move; two different orders conflict and the character holds, as a unit would
  // (R9a.gen.2). Either way no character ends up moved by two orders.
  void claim_characters(std::vector<CheckedOrder>& out, std::size_t i,
                        std::vector<std::pair<std::string, std::size_t>>& claimed) const {
    CheckedOrder& c = out[i];
    const std::vector<std::string> ids = c.characters;
    for (const std::string& id : ids) {
      const auto it = std::find_if(claimed.begin(), claimed.end(),
                                   [&](const auto& e) { return e.first == id; });
      if (it == claimed.end()) {
        claimed.emplace_back(id, i);
        continue;
      }
      const std::size_t first = it->second;
      if (destination(orders[first]) == destination(orders[i])) {
        std::erase(c.characters, id);  // already carried by the first order
        continue;
      }
      const Text why = Message{Msg::illegal_conflicting_character, {}};
      if (out[first].verdict == Verdict::accepted) ignore(out[first], orders[first], why);
      ignore(c, orders[i], why);
      return;
    }
  }

  void check_other(CheckedOrder& c, const orders::Order& o) const {
    using K = orders::OrderKind;
    switch (o.kind()) {
      case K::purchase:
        if (!first_turn) ignore(c, o, Message{Msg::illegal_purchase_turn1_only, {}});
        return;
      case K::passage:     // used for special links (G3.5)
      case K::no_seize:    // goes with a second-round siege (R9c.noseize.1)
      case K::no_control:  // read by the control step (R9c.noctl.1)
        return;
      case K::build:
      case K::disband:
      case K::promote:
      case K::downgrade:
      case K::upkeep:
        ignore(c, o, Message{Msg::illegal_winter_order, {}});
        return;
      case K::preference:
        ignore(c, o, Message{Msg::illegal_setup_order, {}});
        return;
      default: {
        // Corruption and secondary orders: the intrigue steps' own checks (adjudicator/intrigue).
        const intrigue::CheckInput in{map, state, side, o, options.file};
        if (intrigue::owned_by_steps(o.kind()))
          intrigue::check_order(in, c);
        else
          intrigue::mark_not_adjudicated(in, c);
        return;
      }
    }
  }

  std::vector<CheckedOrder> run() const {
    std::vector<CheckedOrder> out(orders.size());
    std::vector<int> claimed;     // units with an order
    std::vector<int> claimed_by;  // parallel: the order that claimed it
    std::vector<std::pair<std::string, std::size_t>> claimed_characters;  // (id, order)
    for (std::size_t i = 0; i < orders.size(); ++i) {
      const orders::Order& o = orders[i];
      CheckedOrder& c = out[i];
      if (!o.is_military()) {
        check_other(c, o);
        continue;
      }
      if (o.piece.kind == orders::Piece::Kind::character) {
        check_character_order(c, o);
        if (c.verdict == Verdict::accepted) claim_characters(out, i, claimed_characters);
        continue;
      }
      c.unit = find_unit(c, o, claimed);
      if (c.unit < 0) continue;
      const auto* hold = orders::get_if<orders::Hold>(&o.body);
      const auto it = std::find(claimed.begin(), claimed.end(), c.unit);
      if (it != claimed.end()) {
        const int first = claimed_by[static_cast<std::size_t>(it - claimed.begin())];
        if (hold != nullptr && !hold->written && o.retreat) {
          c.retreat_of = first;  // a separate Re line for an ordered unit
        } else if (orders::to_text(o, map) ==
                   orders::to_text(orders[static_cast<std::size_t>(first)], map)) {
          // The same order written twice (a pasted line, `A MAC THE` then `A MAC - THE`) is one
          // order (R9a.gen.1): nothing conflicts, the repetition alone is set aside.
          ignore(c, o,
                 Message{Msg::illegal_repeated_order,
                         {arg::Number{orders[static_cast<std::size_t>(first)].pos.line}}});
          c.diagnostics.back().severity = Severity::warning;  // harmless: the order stands
        } else {
          // R9a.gen.2 (PROPOSED): conflicting orders, the unit holds.
          const Text why = Message{Msg::illegal_conflicting_unit, {}};
          CheckedOrder& f = out[static_cast<std::size_t>(first)];
          if (f.verdict == Verdict::accepted)
            ignore(f, orders[static_cast<std::size_t>(first)], why);
          ignore(c, o, why);
        }
      } else {
        claimed.push_back(c.unit);
        claimed_by.push_back(static_cast<int>(i));
        check_unit_order(c, o);
      }
      if (o.retreat && first_turn) {
        c.retreat_ignored = true;
        warn(c, o.retreat->pos, Message{Msg::diag_re_list_turn1, {arg::Clause{"R12.t1.5"}}});
      }
    }
    // A separate Re line for a unit whose order turned out conflicting merges into nothing.
    return out;
  }
};

}  // namespace

void mark_purchases(std::vector<CheckedOrder>& checks, const std::vector<orders::Order>& orders,
                    const PurchaseOutcome& purchase, const std::string& file) {
  for (int i : purchase.ignored) {
    CheckedOrder& c = checks[static_cast<std::size_t>(i)];
    c.verdict = Verdict::ignored;
    c.reason = purchase.ignored_reason.empty() ? Text{Message{Msg::purchase_second_order, {}}}
                                               : purchase.ignored_reason;
    if (purchase.order < 0) c.reason = join(c.reason, Message{Msg::purchase_default, {}});
    c.diagnostics.push_back({Severity::error, file, orders[static_cast<std::size_t>(i)].pos,
                             "order ignored: " + in_english(c.reason) + " (R9a.gen.5)"});
  }
}

bool can_stand(const map::Map& map, UnitKind kind, map::SpaceId space) {
  const map::Space& s = map.space(space);
  if (kind == UnitKind::army) return s.is_land() || s.is_citadel();
  return s.is_sea() || (s.is_citadel() && s.citadel && s.citadel->port);
}

bool ordinary_step(const map::Map& map, UnitKind kind, map::SpaceId from, map::SpaceId to) {
  if (!can_stand(map, kind, to)) return false;
  return kind == UnitKind::army ? army_adjacent(map, from, to) : fleet_adjacent(map, from, to);
}

std::vector<CheckedOrder> check_orders(const map::Map& map, const state::GameState& state,
                                       const std::string& side,
                                       const std::vector<orders::Order>& orders,
                                       const LegalityOptions& options) {
  // A winter's orders are the economy's (R10): its own check (adjudicator/winter).
  if (!state.season.military())
    return winter::check_winter(map, state, side, orders, options.file).checks;
  const bool first = is_first_turn(state);
  if (first && std::none_of(state.units.begin(), state.units.end(),
                            [&](const state::Unit& u) { return u.side == side; })) {
    state::GameState bought = state;
    const PurchaseOutcome purchase = apply_purchase(bought, side, orders, options.purchase);
    if (std::any_of(bought.units.begin(), bought.units.end(),
                    [&](const state::Unit& u) { return u.side == side; })) {
      std::vector<CheckedOrder> out = check_orders(map, bought, side, orders, options);
      mark_purchases(out, orders, purchase, options.file);
      return out;
    }
  }
  Checker checker{map, state, side, orders, options, first};
  return checker.run();
}

Diagnostics diagnostics_of(const std::vector<CheckedOrder>& checks) {
  Diagnostics out;
  for (const CheckedOrder& c : checks)
    out.insert(out.end(), c.diagnostics.begin(), c.diagnostics.end());
  return out;
}

}  // namespace dia::adj::season
