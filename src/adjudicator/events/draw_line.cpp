// R14.gen.8: the event line, from the DrawnEvent alone so the draw and the GM's ruling are
// reported alike.
#include "adjudicator/events/draw_line.hpp"

#include "common/text.hpp"
#include "map/event_tables.hpp"

#include <algorithm>

namespace dia::adj::events {
namespace {

std::string joined(const std::vector<std::string>& spaces) {
  std::string out;
  for (const auto& s : spaces) out += (out.empty() ? "" : ", ") + s;
  return out;
}

// The map's name of an event id, or of its first mission ("parthes" → parthes.m1's name).
std::string event_name(const map::Map& map, const std::string& id) {
  for (const auto& e : map.events) {
    if (e.id == id || e.id.starts_with(id + ".")) return e.name;
  }
  return id;
}

// An intervention with missions (R14f.par, R14f.rome): the mission the draw puts in force, the
// first for a new one and the next for one under way (R14f.par.4, R14f.rome.4), since the line is
// worded before step 7 moves it on: "Attaque de Rome (2e mission)", never the part of a mission
// ("(3e mission, armée)" → "(3e mission)"). Past the last mission, its name alone. Any other
// event: event_name.
std::string mission_name(const map::Map& map, const state::GameState& state,
                         const std::string& id) {
  int mission = 1;
  for (const state::Uprising& u : state.uprisings)
    if (u.id == id) mission = u.mission + 1;
  const std::string part = id + ".m" + std::to_string(mission);
  bool parts = false;
  for (const auto& e : map.events) {
    if (!e.id.starts_with(id + ".m")) continue;
    parts = true;
    if (e.id != part && !e.id.starts_with(part + ".")) continue;
    const std::size_t comma = e.name.find(',', e.name.find(" ("));
    return comma == std::string::npos ? e.name : e.name.substr(0, comma) + ")";
  }
  const std::string name = event_name(map, id);
  return parts ? name.substr(0, name.find(" (")) : name;
}

std::string character_name(const state::GameState& state, const std::string& id) {
  for (const auto& c : state.characters) {
    if (c.id == id) return c.name;
  }
  return id;
}

// A flood's river as the map names it ("ister" → "Ister"); the id itself if the map has none.
std::string river_name(const map::Map& map, const std::string& id) {
  for (const map::River& r : map.rivers)
    if (fold_name(r.name) == fold_name(id)) return r.name;
  return id;
}

// A flood's rivers as its table row names them ("Araxe, Cyros": T1.SP.7 floods both); the
// river `what` names when the row is unknown.
std::string flood_rivers(const map::Map& map, const DrawnEvent& e) {
  if (const map::EventTables* tables = map.event_tables())
    if (const map::EventRow* row = tables->find(e.row); row != nullptr && !row->rivers.empty()) {
      std::vector<std::string> names;
      for (const std::string& r : row->rivers) names.push_back(river_name(map, r));
      return joined(names);
    }
  return river_name(map, e.what);
}

}  // namespace

Message event_result(const DrawnEvent& e, const map::Map& map, const state::GameState& state) {
  Message m;
  switch (e.kind) {
    case EventKind::none:
      return Message{e.by_gm ? Msg::event_none_ruled : Msg::event_not_drawn, {}};
    case EventKind::sea_storm:
      m = {Msg::event_sea_storm, {arg::Words{joined(e.spaces)}}};
      break;
    case EventKind::sand_storm:
      m = {Msg::event_sand_storm, {arg::Words{joined(e.spaces)}}};
      break;
    case EventKind::snow_storm:
      m = {Msg::event_snow_storm, {arg::Words{joined(e.spaces)}}};
      break;
    case EventKind::flood:
      // R14c.flood.6: a flood past no floodable province only closes borders: no "()".
      if (e.spaces.empty())
        m = {Msg::event_flood_borders, {arg::Words{flood_rivers(map, e)}}};
      else
        m = {Msg::event_flood, {arg::Words{flood_rivers(map, e)}, arg::Words{joined(e.spaces)}}};
      break;
    case EventKind::revolt:
      m = {Msg::event_revolt, {arg::Words{event_name(map, e.what)}}};
      break;
    case EventKind::intervention:
      if (!e.variant.empty()) {
        m = {Msg::event_gift, {arg::Words{event_name(map, e.what)}, arg::Place{e.variant}}};
      } else {
        m = {Msg::event_intervention, {arg::Words{mission_name(map, state, e.what)}}};
      }
      break;
    case EventKind::royal_death:
      m = {Msg::event_royal_death, {arg::Character{character_name(state, e.what)}}};
      break;
  }
  if (!e.applies) return Message{Msg::event_no_effect, {arg::Sub{{m}}, arg::Clause{e.why_not}}};
  return m;
}

Text event_line(const DrawnEvent& e, const map::Map& map, const state::GameState& state) {
  Message result = event_result(e, map, state);
  if (e.by_gm) {
    if (e.gm_note.empty()) return Message{Msg::event_by_gm, {arg::Sub{{result}}}};
    return Message{Msg::event_by_gm_note, {arg::Sub{{result}}, arg::Words{e.gm_note}}};
  }
  std::vector<Message> rolls;
  for (const auto& r : e.rolls) {
    if (r.table == "sub") {
      rolls.push_back({Msg::event_sub_roll, {arg::Words{r.die}, arg::Number{r.value}}});
    } else {
      rolls.push_back(
          {Msg::event_roll, {arg::Words{r.table}, arg::Words{r.die}, arg::Number{r.value}}});
    }
  }
  return Message{Msg::event_drawn, {arg::Sub{rolls}, arg::Sub{{result}}}};
}

}  // namespace dia::adj::events
