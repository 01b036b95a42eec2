#pragma once
// Positions on the real Diadoques map for the season tests: the standard scenario's opening
// position (R12), with units placed in code and orders parsed from text by the real parser.
#include <doctest/doctest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "adjudicator/season.hpp"
#include "adjudicator/season/options.hpp"
#include "adjudicator/setup.hpp"
#include "map/load.hpp"
#include "orders/parse.hpp"
#include "report/catalogue.hpp"
#include "report/lang.hpp"
#include "state/scenario.hpp"

namespace dia::test {

inline const map::Map& diadoques_map() {
  static const map::Map m = [] {
    auto r = map::load_map_file(DIA_SOURCE_DIR "/maps/diadoques.yaml");
    if (!r.map) throw std::runtime_error("cannot load maps/diadoques.yaml");
    return *r.map;
  }();
  return m;
}

inline const state::Scenario& standard_scenario() {
  static const state::Scenario s = [] {
    auto r = state::load_scenario(DIA_SOURCE_DIR "/scenarios/standard-319.yaml");
    if (!r.scenario) throw std::runtime_error("cannot load scenarios/standard-319.yaml");
    return *r.scenario;
  }();
  return s;
}

// The opening position of the standard game (spring -319, no unit yet).
inline state::GameState opening(std::uint64_t seed = 7) {
  std::vector<std::pair<std::string, std::string>> players;
  for (const auto& s : standard_scenario().sides) players.push_back({"player-" + s.id, s.id});
  return adj::initial_state(standard_scenario(), diadoques_map(), players, state::Rng(seed));
}

// A later position (summer -319 by default) with no unit: tests place their own.
inline state::GameState later(std::uint64_t seed = 7) {
  state::GameState g = opening(seed);
  g.season = g.season.next();
  g.units.clear();
  return g;
}

// Places a unit; `commander` is a character id, in command since `since` (a season id; "" = none).
inline std::size_t place(state::GameState& g, state::UnitType type, const std::string& side,
                         const std::string& space, const std::string& commander = "",
                         const std::string& since = "") {
  state::Unit u;
  u.type = type;
  u.side = side;
  u.space = space;
  u.commander = commander;
  u.commander_since = since;
  if (!commander.empty())
    if (state::Character* c = g.character(commander)) c->space = space;
  g.units.push_back(u);
  return g.units.size() - 1;
}

inline adj::SideOrders orders_for(const std::string& side, const std::string& text) {
  adj::SideOrders so;
  so.side = side;
  so.file = side + ".txt";
  so.text = text;
  orders::ParseOptions opt;
  opt.file = so.file;
  so.parsed = orders::parse_orders(text, diadoques_map(), opt);
  return so;
}

// The season adjudicated with no event (the GM's ruling "no event"), so that no draw of the
// events' tables disturbs the position a test sets.
inline adj::SeasonResult play_without_event(const state::GameState& g,
                                            const std::vector<adj::SideOrders>& orders) {
  adj::SeasonOptions options;
  options.ruling = adj::events::DrawnEvent{};
  return adj::adjudicate_season(diadoques_map(), g, orders, options);
}

inline const state::Unit* unit_in(const state::GameState& g, const std::string& space) {
  for (const state::Unit& u : g.units)
    if (u.space == space) return &u;
  return nullptr;
}

inline int units_in(const state::GameState& g, const std::string& space) {
  return static_cast<int>(std::count_if(g.units.begin(), g.units.end(),
                                        [&](const state::Unit& u) { return u.space == space; }));
}

inline const adj::OrderReport& report_for(const adj::SeasonResult& r, const std::string& text) {
  for (const adj::OrderReport& o : r.orders)
    if (o.text == text) return o;
  throw std::runtime_error("no report line '" + text + "'");
}

// A note or event as a player reads it, in French or in English (worded by the catalogue when
// the adjudicator gave it as data, R9a.gen.8).
inline std::string fr(const adj::Text& t) {
  return report::pick(t, report::Lang::fr);
}
inline std::string en(const adj::Text& t) {
  return report::pick(t, report::Lang::en);
}

inline bool log_has(const adj::SeasonResult& r, const std::string& needle) {
  // The GM log in English (the catalogue's English): its decisions, and its dice section, where
  // each roll is printed once with its purpose.
  const bool decided = std::any_of(r.gm_log.begin(), r.gm_log.end(), [&](const adj::Text& l) {
    return en(l).find(needle) != std::string::npos;
  });
  return decided || std::any_of(r.rolls.begin(), r.rolls.end(), [&](const state::Roll& roll) {
           return report::words(report::Lang::en, roll.purpose).find(needle) != std::string::npos;
         });
}

}  // namespace dia::test
