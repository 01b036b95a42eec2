#include "adjudicator/rules/epigone.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "adjudicator/rules/names.hpp"

namespace dia::adj::rules {
namespace {

// R7a.p2.4: no unit of another side in it; a citadel must be the side's.
bool valid(const map::Map& map, const state::GameState& state, const std::string& side,
           const std::string& space) {
  const auto id = map.find_space(space);
  if (!id) return false;
  const map::Space& s = map.space(*id);
  for (const state::Unit& u : state.units)
    if (u.space == space && u.side != side) return false;
  return !s.is_citadel() || state.controller_of(space) == side;
}

}  // namespace

EpigoneStep epigones_appear(const map::Map& map, state::GameState& state, state::Dice& dice,
                            bool general) {
  EpigoneStep out;
  if (state.season.year < -314) return out;  // R7a.p1.1, R7b.dyn.3: not before spring -314
  for (state::Side& s : state.sides) {
    if (s.eliminated || s.epigone.empty()) continue;
    const state::Character* d = state.character(s.diadoque);
    state::Character* e = state.character(s.epigone);
    if (d == nullptr || (d->alive && !general) || e == nullptr || !e->alive || !e->space.empty())
      continue;
    // The groups of the default order, best first; the player's choice (R7a.p2.4, standing
    // until used) comes before them if it is one of their spaces and valid now.
    std::vector<std::vector<std::string>> groups;
    groups.push_back({s.capital});
    groups.push_back({d->space});
    std::vector<std::string> majors;
    std::vector<std::string> minors;
    for (const map::Space& c : map.spaces)
      if (c.citadel && state.controller_of(c.code) == s.id)
        (c.citadel->cls == map::CitadelClass::minor ? minors : majors).push_back(c.code);
    groups.push_back(majors);
    groups.push_back(minors);
    std::string where;
    bool drawn = false;
    if (!s.epigone_choice.empty()) {
      bool listed = false;
      for (const std::vector<std::string>& g : groups)
        listed = listed || std::find(g.begin(), g.end(), s.epigone_choice) != g.end();
      if (listed && valid(map, state, s.id, s.epigone_choice)) {
        where = s.epigone_choice;
        out.report.note(Message{Msg::log_epigone_chosen, {arg::Side{s.id}, arg::Place{where}}});
      } else {
        out.report.note(Message{Msg::log_epigone_choice_invalid,
                                {arg::Side{s.id}, arg::Place{s.epigone_choice}}});
      }
      s.epigone_choice.clear();
    }
    for (const std::vector<std::string>& g : groups) {
      if (!where.empty()) break;
      std::vector<std::string> ok;
      for (const std::string& x : g)
        if (!x.empty() && valid(map, state, s.id, x)) ok.push_back(x);
      if (ok.empty()) continue;
      std::size_t pick = 0;
      if (ok.size() > 1) {
        std::string list;
        for (const std::string& x : ok) list += (list.empty() ? "" : ", ") + x;
        pick = dice.draw(ok.size(), Message{Msg::roll_epigone_place,
                                            {arg::Character{e->name}, arg::Words{list}}});
        drawn = true;
      }
      where = ok[pick];
      break;
    }
    if (where.empty()) {
      out.no_place.push_back(s.id);
      out.report.note(
          Message{Msg::log_epigone_no_place, {arg::Side{s.id}, arg::Character{e->name}}});
      continue;
    }
    e->space = where;
    e->controller = s.id;
    e->prisoner = false;
    // D.associated: with the side's unit standing there, if any; he takes command of a unit
    // that has none (R6b.lead.3), from this season (no +1 anyway, R6b.epi.1).
    for (state::Unit& u : state.units)
      if (u.space == where && u.side == s.id) {
        if (u.commander.empty()) {
          u.commander = e->id;
          u.commander_since = state.season.id();
        } else {
          u.attached.push_back(e->id);
        }
        break;
      }
    Message said{d->alive ? Msg::epigone_appears_general : Msg::epigone_appears,
                 {arg::Character{e->name}, arg::Character{d->name}, arg::Place{where}}};
    if (drawn) said = Message{Msg::randomly_drawn, {arg::Sub{{std::move(said)}}}};
    out.report.add(public_event(std::move(said)));
  }
  return out;
}

}  // namespace dia::adj::rules
