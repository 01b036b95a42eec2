#include "adjudicator/season/neutral_orders.hpp"

#include <fmt/format.h>
#include <algorithm>
#include <optional>

#include "adjudicator/events/field_of_action.hpp"
#include "adjudicator/events/greek_orders.hpp"
#include "adjudicator/events/revolt_data.hpp"
#include "adjudicator/events/under_way.hpp"
#include "adjudicator/rules/auction_lot.hpp"
#include "adjudicator/rules/winter_supply.hpp"
#include "adjudicator/season/neutral_supply.hpp"
#include "adjudicator/season/pieces.hpp"
#include "common/text.hpp"

namespace dia::adj::season {

namespace {

// The folded words of a name, for `[Thessaliens]` against "Soulèvement des Étoliens et des
// Thessaliens".
std::vector<std::string> words(const std::string& name) {
  std::vector<std::string> out;
  const std::string f = fold_name(name);
  std::size_t start = 0;
  while (start <= f.size()) {
    const std::size_t sp = f.find(' ', start);
    const std::string w = f.substr(start, sp == std::string::npos ? std::string::npos : sp - start);
    if (w.size() > 3) out.push_back(w);  // skips "des", "et", "de"
    if (sp == std::string::npos) break;
    start = sp + 1;
  }
  return out;
}

void ignore(CheckedOrder& c, const orders::Order& o, const std::string& file, Text why) {
  c.verdict = Verdict::ignored;
  c.reason = std::move(why);
  c.diagnostics.push_back(
      {Severity::error, file, o.pos, "order ignored: " + in_english(c.reason) + " (R9a.gen.5)"});
}

// The spaces an accepted order moves, supports, convoys, besieges or supplies into (G6.2).
std::vector<map::SpaceId> targets(const state::GameState& state, const map::Map& map,
                                  const orders::Order& o, const CheckedOrder& c) {
  std::vector<map::SpaceId> out;
  if (const auto* m = orders::get_if<orders::Move>(&o.body)) {
    out.push_back(m->to.space);
  } else if (const auto* s = orders::get_if<orders::Support>(&o.body)) {
    if (s->to)
      out.push_back(s->to->space);
    else if (s->citadel)
      out.push_back(s->citadel->space);
    else if (c.target >= 0)
      if (auto sp = map.find_space(state.units[static_cast<std::size_t>(c.target)].space))
        out.push_back(*sp);
  } else if (const auto* cv = orders::get_if<orders::Convoy>(&o.body)) {
    out.push_back(cv->to.space);
  } else if (const auto* sg = orders::get_if<orders::Siege>(&o.body)) {
    out.push_back(sg->citadel.space);
  } else if (const auto* ra = orders::get_if<orders::Supply>(&o.body)) {
    out.push_back(ra->citadel.space);
  }
  return out;
}

// R14e.spa.2, ath.3, eto.6, pon.2, ggr.8: the citadels a revolt may not besiege, supply or
// occupy (the Pontic Pirates: not besiege or supply only), with the clause.
struct Forbidden {
  std::vector<std::string_view> citadels;
  std::string_view clause;
  bool occupy = true;
};
Forbidden forbidden_for(const state::GameState& state, const std::string& key) {
  for (const state::Uprising& u : state.uprisings)
    if (u.id == "revolte_grecque" &&
        std::find(u.members.begin(), u.members.end(), key) != u.members.end())
      return {{"Pydna", "Rhodes", "Corinthe", "Tarente", "Epidamnos"}, "R14e.ggr.8"};
  if (key == "spartiates") return {{"Corinthe"}, "R14e.spa.2"};
  if (key == "atheniens") return {{"Pydna", "Rhodes", "Corinthe", "Tarente"}, "R14e.ath.3"};
  if (key == "etoliens") return {{"Epidamnos"}, "R14e.eto.6"};
  if (key == "pirates_pontiques") return {{"Byzance", "Cyzique"}, "R14e.pon.2", false};
  // R14f.rome.1: on its first mission Rome may not besiege or supply Tarente (its field, ITA
  // alone, already keeps it out: this names the clause).
  if (const state::Uprising* rome = events::under_way(state, "rome");
      key == "rome" && (rome == nullptr || rome->mission == 1))
    return {{"Tarente"}, "R14f.rome.1", false};
  return {};
}

// R14d.gen.15: a revolt unit holds in the season its revolt appeared.
bool appeared_this_season(const map::Map& map, const state::GameState& state,
                          const state::Unit& u) {
  const std::string key = events::uprising_id(u.neutral_label);
  const map::MapEvent* e = event_of_label(map, u.neutral_label);
  if (e == nullptr || e->table != "III") return false;
  for (const state::Uprising& up : state.uprisings)
    if (up.id == key && up.appeared == state.season.id()) return true;
  return false;
}

// R14e.eto.7 (PROPOSED): the character an order of the GM's file names, when a revolt holds
// it (Character::held_by) and the order's [label], if any, is that revolt's; else nullptr.
const state::Character* revolt_character(const map::Map& map, const state::GameState& state,
                                         const orders::Order& o) {
  if (o.piece.kind != orders::Piece::Kind::character || o.piece.characters.empty()) return nullptr;
  for (const state::Character& ch : state.characters)
    if (ch.alive && ch.name == o.piece.characters.front().name && !ch.held_by.empty() &&
        (o.label.empty() || label_matches(map, o.label, ch.held_by)))
      return &ch;
  return nullptr;
}

// R9a.siege.3 read for a neutral unit: "neutral" is no camp. Its siege of a neutral citadel is
// refused when its own revolt already holds the citadel (R14d.gen.13: a neutral citadel of a
// revolt's objective is its own; the General Greek Revolt's parts count as one, R14e.ggr.2);
// otherwise allowed only where its mission says so (events::mission_besieges: the Parthians,
// Rome); any other is no part of its mission (R14d.gen.1).
std::optional<Message> neutral_siege_refusal(const map::Map& map, const state::GameState& state,
                                             const state::Unit& u, const orders::Order& o) {
  const auto* sg = orders::get_if<orders::Siege>(&o.body);
  if (sg == nullptr || !sg->citadel.resolved() || !u.side.empty()) return std::nullopt;
  const std::string& citadel = map.space(sg->citadel.space).code;
  if (!state.controller_of(citadel).empty()) return std::nullopt;
  const std::string key = events::uprising_id(u.neutral_label);
  const std::string holder = events::revolt_holding(state, citadel);
  if (!holder.empty() && (holder == key || (events::in_greek_revolt(state, holder) &&
                                            events::in_greek_revolt(state, key)))) {
    const map::MapEvent* e = event_of_label(map, holder);
    return Message{Msg::neutral_siege_revolt_holds,
                   {arg::Place{citadel}, arg::Words{e != nullptr ? e->name : holder},
                    arg::Clause{"R14d.gen.13"}}};
  }
  if (events::mission_besieges(state, u.neutral_label, citadel)) return std::nullopt;
  return Message{Msg::neutral_siege_not_mission,
                 {arg::Words{events::field_owner_name(map, state, u)}, arg::Place{citadel},
                  arg::Clause{"R14d.gen.1"}}};
}

}  // namespace

const map::MapEvent* event_of_label(const map::Map& map, const std::string& label) {
  if (label.empty()) return nullptr;
  for (const map::MapEvent& e : map.events)
    if (e.id == label) return &e;
  const std::string key = events::uprising_id(label);
  for (const map::MapEvent& e : map.events)
    if (e.id == key) return &e;
  // An event split in parts (R14f.par, R14f.rome: "rome" → "rome.m1", ...; R14e.ill.2:
  // "pirates_illyriens" → "pirates_illyriens.armee"): the first part in the map's order. The
  // mission a unit is on needs the state: events::event_of_unit.
  for (const map::MapEvent& e : map.events)
    if (e.id.rfind(key + ".", 0) == 0) return &e;
  return nullptr;
}

bool label_matches(const map::Map& map, std::string_view written, const std::string& unit_label) {
  const std::string w = fold_name(written);
  if (w.empty()) return false;
  if (w == fold_name(unit_label) || w == fold_name(events::uprising_id(unit_label))) return true;
  if (rules::is_auction_label(unit_label))
    return w == "encheres" || w == "enchere" || w == "auction" || w == "auctions";
  const map::MapEvent* e = event_of_label(map, unit_label);
  if (e == nullptr) return false;
  if (w == fold_name(e->name) || w == fold_name(e->id)) return true;
  const std::vector<std::string> ws = words(e->name);
  return std::find(ws.begin(), ws.end(), w) != ws.end();
}

std::vector<CheckedOrder> check_neutral_orders(const map::Map& map, const state::GameState& state,
                                               const std::vector<orders::Order>& orders,
                                               const LegalityOptions& options) {
  std::vector<CheckedOrder> out(orders.size());
  // First the orders that are not for a neutral unit of their label (G12.1): rejected here, so
  // that they claim no unit in the ordinary checks (no false R9a.gen.2 conflict).
  std::vector<std::size_t> kept;
  std::vector<Diagnostics> notes(orders.size());
  for (std::size_t i = 0; i < orders.size(); ++i) {
    const orders::Order& o = orders[i];
    CheckedOrder& c = out[i];
    if (o.is_military() && o.piece.kind == orders::Piece::Kind::character &&
        revolt_character(map, state, o) != nullptr) {
      kept.push_back(i);  // R14e.eto.7: a character a revolt holds moves on the GM's orders
      continue;
    }
    if (!o.is_military() || o.piece.kind != orders::Piece::Kind::unit) {
      // Characters with a neutral unit go with it; the GM gives no other orders here.
      ignore(c, o, options.file, Message{Msg::neutral_file_units_only, {}});
      continue;
    }
    const std::string& where = map.space(o.piece.where.space).code;
    const state::Unit* neutral = nullptr;
    bool any = false;
    for (const state::Unit& u : state.units) {
      if (fold_name(u.space) != fold_name(where)) continue;
      any = true;
      if (u.side.empty() && (neutral == nullptr ||
                             (!o.label.empty() && label_matches(map, o.label, u.neutral_label))))
        neutral = &u;
    }
    if (neutral == nullptr) {
      ignore(
          c, o, options.file,
          Message{any ? Msg::neutral_unit_not_neutral : Msg::neutral_no_unit, {arg::Place{where}}});
      continue;
    }
    if (o.label.empty()) {
      const Message said{Msg::neutral_no_label, {}};
      notes[i].push_back({Severity::warning, options.file, o.pos, in_english(said), said});
    } else if (!neutral->neutral_label.empty() &&
               !label_matches(map, o.label, neutral->neutral_label)) {
      ignore(c, o, options.file,
             Message{Msg::neutral_wrong_label,
                     {arg::Place{where}, arg::Words{neutral->neutral_label},
                      arg::Words{std::string(o.label)}}});
      continue;
    }
    kept.push_back(i);
  }
  if (kept.empty()) return out;

  // The ordinary checks, for the units whose side is neutral ("").
  std::vector<orders::Order> subset;
  subset.reserve(kept.size());
  for (std::size_t i : kept) subset.push_back(orders[i]);
  std::vector<CheckedOrder> checked = check_orders(map, state, neutral_side, subset, options);
  for (std::size_t k = 0; k < kept.size(); ++k) {
    CheckedOrder& c = out[kept[k]];
    c = std::move(checked[k]);
    if (c.retreat_of >= 0)
      c.retreat_of = static_cast<int>(kept[static_cast<std::size_t>(c.retreat_of)]);
    c.diagnostics.insert(c.diagnostics.begin(), notes[kept[k]].begin(), notes[kept[k]].end());
  }

  for (std::size_t i : kept) {
    const orders::Order& o = orders[i];
    CheckedOrder& c = out[i];
    if (const state::Character* ch = revolt_character(map, state, o)) {
      // G6.2 for the character: it moves only within its revolt's field (a land piece's).
      state::Unit as_piece;
      as_piece.neutral_label = ch->held_by;
      const std::vector<map::SpaceId> field = events::field_of_action(map, state, as_piece);
      const auto* m = orders::get_if<orders::Move>(&o.body);
      if (c.verdict == Verdict::accepted && m != nullptr && !field.empty() &&
          std::find(field.begin(), field.end(), m->to.space) == field.end())
        ignore(c, o, options.file,
               Message{Msg::neutral_outside_field,
                       {arg::Place{map.space(m->to.space).code},
                        arg::Words{events::field_owner_name(map, state, as_piece)}}});
      continue;
    }
    if (c.unit < 0) continue;
    const state::Unit& u = state.units[static_cast<std::size_t>(c.unit)];
    // R14d.gen.6: supports and convoys only with the units of its own revolt.
    if (c.verdict == Verdict::accepted && c.target >= 0 &&
        (orders::holds<orders::Support>(o.body) || orders::holds<orders::Convoy>(o.body))) {
      const state::Unit& t = state.units[static_cast<std::size_t>(c.target)];
      if (!events::may_help(state, u, t))
        ignore(c, o, options.file,
               Message{Msg::neutral_own_revolt_only, {arg::Piece{describe(state, u)}}});
    }
    // R14d.gen.15 and the revolts' forbidden citadels (R14e.spa.2, ...).
    if (c.verdict == Verdict::accepted && appeared_this_season(map, state, u))
      ignore(c, o, options.file,
             Message{Msg::order_neutral_holds_first, {arg::Clause{"R14d.gen.15"}}});
    if (c.verdict == Verdict::accepted) {
      const Forbidden f = forbidden_for(state, events::uprising_id(u.neutral_label));
      const bool besiege_or_supply =
          orders::holds<orders::Siege>(o.body) || orders::holds<orders::Supply>(o.body);
      if (f.occupy || besiege_or_supply)
        for (map::SpaceId s : targets(state, map, o, c)) {
          const std::string& name = map.space(s).code;
          if (std::find(f.citadels.begin(), f.citadels.end(), name) == f.citadels.end()) continue;
          ignore(c, o, options.file,
                 Message{Msg::order_neutral_forbidden_citadel,
                         {arg::Place{name}, arg::Clause{std::string(f.clause)}}});
          break;
        }
    }
    // R14f.scy.2: the Scythians never besiege, whoever holds the citadel (their field, with no
    // citadel, would refuse it too: this names the clause).
    if (c.verdict == Verdict::accepted && orders::holds<orders::Siege>(o.body) &&
        events::uprising_id(u.neutral_label) == "scythes")
      ignore(c, o, options.file,
             Message{
                 Msg::neutral_may_not_besiege,
                 {arg::Words{events::field_owner_name(map, state, u)}, arg::Clause{"R14f.scy.2"}}});
    // R14d.gen.7 (R9a.supply.6): a neutral unit supplies only its own citadel of origin.
    if (c.verdict == Verdict::accepted)
      if (const auto* ra = orders::get_if<orders::Supply>(&o.body); ra && ra->citadel.resolved())
        if (auto why = neutral_supply_refusal(map, state, u, map.space(ra->citadel.space).code))
          ignore(c, o, options.file, *why);
    // R14e.eto.5, R14e.pyr.6: the Greek revolts' and Pyrrhus's own rules.
    const events::GreekOrderCheck greek = events::check_greek_order(map, state, u, o, c.target);
    if (c.verdict == Verdict::accepted && greek.refused) ignore(c, o, options.file, *greek.refused);
    if (greek.field_exempt) continue;
    // G6.2: only into or within its field of action, when the map gives one (G6.1); an
    // auction unit's is its own (R11b.neu.1–3).
    const std::vector<map::SpaceId> field = events::field_of_action(map, state, u);
    const std::string field_name = events::field_owner_name(map, state, u);
    if (field.empty()) continue;
    auto outside = [&](map::SpaceId s) {
      return std::find(field.begin(), field.end(), s) == field.end();
    };
    if (c.verdict == Verdict::accepted)
      for (map::SpaceId s : targets(state, map, o, c)) {
        if (!outside(s)) continue;
        ignore(c, o, options.file,
               Message{Msg::neutral_outside_field,
                       {arg::Place{map.space(s).code}, arg::Words{field_name}}});
        break;
      }
    // The unit keeps its Re list even when its order is ignored: check it too.
    if (o.retreat && !c.retreat_ignored)
      for (const orders::PlaceRef& p : o.retreat->spaces)
        if (p.resolved() && outside(p.space)) {
          c.retreat_ignored = true;
          const Message said{Msg::neutral_re_outside_field,
                             {arg::Place{map.space(p.space).code}, arg::Words{field_name}}};
          c.diagnostics.push_back({Severity::warning, options.file, p.pos, in_english(said), said});
          break;
        }
  }
  // After every other check, so that a restriction (R14e.spa.2, R14f.rome.1), the field (G6.2)
  // or the Aetolians' order (R14e.eto.5) is the reason given when one applies.
  for (std::size_t i : kept) {
    CheckedOrder& c = out[i];
    if (c.unit < 0 || c.verdict != Verdict::accepted) continue;
    if (auto why = neutral_siege_refusal(map, state, state.units[static_cast<std::size_t>(c.unit)],
                                         orders[i]))
      ignore(c, orders[i], options.file, *why);
  }
  // R14d.gen.11: the order stands, the GM is warned.
  for (std::size_t i : kept) {
    CheckedOrder& c = out[i];
    if (c.unit < 0 || c.verdict != Verdict::accepted) continue;
    if (auto w = autumn_supply_warning(map, state, state.units[static_cast<std::size_t>(c.unit)],
                                       orders[i], options.file))
      c.diagnostics.push_back(std::move(*w));
  }
  return out;
}

}  // namespace dia::adj::season
