#include "report/order_sheet.hpp"

#include <fmt/format.h>
#include <algorithm>

#include "adjudicator/season/pieces.hpp"
#include "adjudicator/season/unit_options.hpp"
#include "common/text.hpp"
#include "report/catalogue.hpp"
#include "report/public_report.hpp"
#include "report/season_name.hpp"

namespace dia::report {
namespace {

std::string places(const map::Map& map, const std::vector<map::SpaceId>& spaces) {
  std::string list;
  for (map::SpaceId s : spaces) list += (list.empty() ? "" : ", ") + map.space(s).code;
  return list;
}

// The unit a character is with (its commander or one of its associated characters), or null.
const state::Unit* unit_of(const state::GameState& state, const std::string& id) {
  for (const state::Unit& u : state.units)
    if (u.commander == id ||
        std::find(u.attached.begin(), u.attached.end(), id) != u.attached.end())
      return &u;
  return nullptr;
}

}  // namespace

std::string order_sheet(const map::Map& map, const state::GameState& state, const std::string& side,
                        Lang lang) {
  auto say = [lang](Msg id, std::vector<Arg> args = {}) {
    return words(lang, Message{id, std::move(args)});
  };
  const state::Side* s = state.side(side);
  if (s == nullptr) return "";
  const std::string title =
      say(Msg::sheet_title, {arg::Side{adj::season::side_name(state, side)},
                             arg::Words{season_name(state.season.id(), lang)}});
  std::string out = title + "\n" + std::string(display_width(title), '-') + "\n";
  int upkeep = 0;
  for (const state::Unit& u : state.units)
    if (u.side == side) upkeep += state::info(u.type).price;
  out += "  " +
         say(Msg::sheet_treasury,
             {arg::Number{s->treasury}, arg::Number{upkeep}, arg::Clause{"R10.upk.1"}}) +
         "\n";
  bool any = false;
  if (state.season.kind == state::SeasonKind::winter) {
    out += "  " + say(Msg::sheet_winter, {arg::Clause{"R10"}}) + "\n";
    for (const state::Unit& u : state.units)
      if (u.side == side) {
        out += "  " + adj::season::describe(state, u) + "\n";
        any = true;
      }
  } else {
    for (const adj::season::UnitOptions& o : adj::season::unit_options(map, state, side)) {
      const state::Unit& u = state.units[static_cast<std::size_t>(o.unit)];
      const std::string sep = say(Msg::sheet_separator);
      std::string line = o.moves.empty()
                             ? say(Msg::sheet_no_move)
                             : say(Msg::sheet_moves, {arg::Words{places(map, o.moves)}});
      if (!o.sieges.empty()) {
        // A2 where the unit has a round won (R9a.siege.6), A1 elsewhere.
        std::vector<map::SpaceId> first;
        std::vector<map::SpaceId> second;
        for (map::SpaceId c : o.sieges)
          (o.second_round && u.siege && u.siege->citadel == map.space(c).code ? second : first)
              .push_back(c);
        if (!second.empty())
          line += sep + say(Msg::sheet_sieges, {arg::Words{"A2"}, arg::Words{places(map, second)}});
        if (!first.empty())
          line += sep + say(Msg::sheet_sieges, {arg::Words{"A1"}, arg::Words{places(map, first)}});
      }
      if (!o.supplies.empty())
        line += sep + say(Msg::sheet_supplies, {arg::Words{places(map, o.supplies)}});
      line = "  " +
             say(Msg::sheet_unit, {arg::Piece{adj::season::describe(state, u)}, arg::Words{line}});
      out += line + "\n";
      any = true;
    }
  }
  for (const state::Character& c : state.characters) {
    if (!c.alive || c.controller != side || c.space.empty()) continue;
    const state::Unit* u = unit_of(state, c.id);
    out += "  " +
           (u != nullptr
                ? say(Msg::sheet_character_with,
                      {arg::Words{c.name}, arg::Piece{adj::season::describe(state, *u)}})
                : say(Msg::sheet_character_alone, {arg::Words{c.name}, arg::Place{c.space}})) +
           "\n";
    any = true;
  }
  if (!any) out += "  " + say(Msg::sheet_none) + "\n";
  return out;
}

}  // namespace dia::report
