#include "adjudicator/season/retreats.hpp"

#include <fmt/format.h>
#include <algorithm>

#include "adjudicator/events/field_of_action.hpp"
#include "adjudicator/rules/accord.hpp"
#include "adjudicator/rules/auction_lot.hpp"
#include "adjudicator/rules/names.hpp"
#include "adjudicator/season/legality.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::season {

namespace {

bool has(const std::vector<map::SpaceId>& v, map::SpaceId s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

// R9a.ret.15–17: lower ranks are preferred. Armies: supplied province, citadel, unsupplied
// province; fleets: sea, citadel. Citadels: not besieged first, then major port > major > minor
// port > minor.
int unplanned_rank(const map::Map& map, const state::GameState& state, const RetreatCase& c,
                   const RetreatContext& ctx, map::SpaceId s) {
  const map::Space& sp = map.space(s);
  const bool fleet = state::is_fleet(state.units[static_cast<std::size_t>(c.unit)].type);
  if (sp.is_citadel()) {
    const bool major = sp.citadel && sp.citadel->cls != map::CitadelClass::minor;
    const bool port = sp.citadel && sp.citadel->port;
    const int cls = major ? (port ? 0 : 1) : (port ? 2 : 3);
    return 100 + (has(ctx.besieged, s) ? 10 : 0) + cls;
  }
  if (fleet) return 0;
  return supplied_province(map, state, s, state.units[static_cast<std::size_t>(c.unit)].side) ? 0
                                                                                              : 200;
}

struct Candidate {
  std::vector<map::SpaceId> spaces;  // equally preferred (a draw picks among them)
  bool drawn = false;                // spaces.front() was drawn and is still wanted
};

}  // namespace

bool supplied_province(const map::Map& map, const state::GameState& state, map::SpaceId province,
                       const std::string& side) {
  const map::Space& sp = map.space(province);
  if (!sp.is_land()) return false;
  if (sp.arsenal_exception)
    return std::any_of(sp.citadels.begin(), sp.citadels.end(), [&](map::SpaceId c) {
      return state.controller_of(map.space(c).code) == side;
    });
  return !sp.citadels.empty() || sp.cities > 0 || !sp.ports.empty();
}

bool never_retreats(const state::Unit& u) {
  return u.side.empty() && u.neutral_label == "gaulois";
}

std::vector<map::SpaceId> retreat_destinations(const map::Map& map, const state::GameState& state,
                                               const RetreatCase& c, const RetreatContext& ctx) {
  const state::Unit& u = state.units[static_cast<std::size_t>(c.unit)];
  const UnitKind kind = kind_of(u.type);
  if (never_retreats(u)) return {};  // R14f.gau.2: eliminated
  // R11b.neu.4, R14d.gen.3: a neutral unit forced out of its field of action is destroyed.
  const std::vector<map::SpaceId> field = events::field_of_action(map, state, u);
  std::vector<map::SpaceId> out;
  for (std::size_t i = 0; i < map.spaces.size(); ++i) {
    const auto s = static_cast<map::SpaceId>(i);
    if (s == c.from) continue;
    bool step = c.from_starting_province && kind == UnitKind::fleet
                    ? first_turn_fleet_step(map, c.from, s)
                    : ordinary_step(map, kind, c.from, s);
    if (!step && kind == UnitKind::fleet) {
      // R9a.ret.10: no special movement, except the bypass of Arabia.
      const map::SpecialLink* l = map.special_link(map.space(c.from).main_node(),
                                                   map.space(s).main_node(), map::Crossing::fleet);
      step = l != nullptr && l->retreat;
    }
    if (!step || (!field.empty() && !has(field, s))) continue;
    if (has(ctx.occupied, s) || has(ctx.standoffs, s) || s == c.attacker_from) continue;
    if (rules::closed_by_accord(state, map.space(s).code)) continue;  // R11d.acc.8
    if (has(ctx.weather_hit, s)) continue;                            // R14b.storm.3, R14c.flood.4
    if (std::find(ctx.flooded_borders.begin(), ctx.flooded_borders.end(), std::pair{c.from, s}) !=
            ctx.flooded_borders.end() ||
        std::find(ctx.flooded_borders.begin(), ctx.flooded_borders.end(), std::pair{s, c.from}) !=
            ctx.flooded_borders.end())
      continue;  // R14c.flood.1
    if (map.space(s).is_citadel() && state.controller_of(map.space(s).code) != u.side) continue;
    if (map.space(s).is_citadel() && has(ctx.second_round, s)) {
      // R9a.ret.16 forbids it to unplanned retreats only; an Re list may still name it.
      if (c.list == nullptr) continue;
    }
    out.push_back(s);
  }
  return out;
}

std::vector<RetreatDecision> place_retreats(const map::Map& map, const state::GameState& state,
                                            const std::vector<RetreatCase>& cases,
                                            const RetreatContext& ctx, state::Dice& dice) {
  const std::size_t n = cases.size();
  std::vector<RetreatDecision> out(n);
  std::vector<std::vector<Candidate>> prefs(n);
  std::vector<bool> destroy_at_end(n, false);
  for (std::size_t k = 0; k < n; ++k) {
    const RetreatCase& c = cases[k];
    const state::Unit& u = state.units[static_cast<std::size_t>(c.unit)];
    out[k].unit = c.unit;
    const std::vector<map::SpaceId> legal = retreat_destinations(map, state, c, ctx);
    if (c.list != nullptr) {
      // R9a.ret.11: left to right; illegal entries are skipped.
      for (const orders::PlaceRef& p : c.list->spaces) {
        if (has(legal, p.space))
          prefs[k].push_back({{p.space}});
        else
          out[k].log.push_back(
              Message{Msg::log_retreat_not_possible,
                      {arg::Piece{describe(state, u)}, arg::Words{std::string(p.written)}}});
      }
      destroy_at_end[k] = c.list->destroy_last;
    }
    if (!destroy_at_end[k]) {
      // R9a.ret.12 (PROPOSED): an exhausted list (or none) continues with the unplanned rule.
      std::vector<std::pair<int, map::SpaceId>> ranked;
      for (map::SpaceId s : legal)
        if (c.list == nullptr || !has(ctx.second_round, s))
          ranked.push_back(
              {unplanned_rank(map, state, c, ctx, s) + events::retreat_field_rank(map, state, u, s),
               s});
      std::stable_sort(ranked.begin(), ranked.end());
      for (std::size_t i = 0; i < ranked.size();) {
        Candidate cand;
        std::size_t j = i;
        for (; j < ranked.size() && ranked[j].first == ranked[i].first; ++j)
          cand.spaces.push_back(ranked[j].second);
        prefs[k].push_back(cand);
        i = j;
      }
    }
  }

  std::vector<map::SpaceId> taken;
  std::vector<bool> settled(n, false);
  std::vector<std::size_t> at(n, 0);
  // Remaining options of unit k, the spaces already taken left out.
  auto remaining = [&](std::size_t k) {
    std::size_t count = 0;
    for (std::size_t i = at[k]; i < prefs[k].size(); ++i)
      for (map::SpaceId s : prefs[k][i].spaces)
        if (!has(taken, s)) ++count;
    return count;
  };
  for (;;) {
    std::vector<std::pair<map::SpaceId, std::size_t>> proposals;
    for (std::size_t k = 0; k < n; ++k) {
      if (settled[k]) continue;
      const state::Unit& u = state.units[static_cast<std::size_t>(cases[k].unit)];
      map::SpaceId choice = nowhere;
      while (at[k] < prefs[k].size()) {
        Candidate& cand = prefs[k][at[k]];
        if (cand.drawn && has(taken, cand.spaces.front())) cand.drawn = false;
        std::erase_if(cand.spaces, [&](map::SpaceId s) { return has(taken, s); });
        if (cand.spaces.empty()) {
          ++at[k];
          continue;
        }
        if (cand.spaces.size() > 1 && !cand.drawn) {
          // R9a.ret.18 (PROPOSED): a tie in the unplanned preferences is drawn.
          std::string names;
          for (map::SpaceId s : cand.spaces)
            names += (names.empty() ? "" : " ") + map.space(s).code;
          const std::size_t pick = dice.draw(
              cand.spaces.size(), Message{Msg::roll_unplanned_retreat,
                                          {arg::Piece{describe(state, u)}, arg::Words{names}}});
          std::swap(cand.spaces[0], cand.spaces[pick]);
          cand.drawn = true;
          out[k].drawn = true;
        }
        choice = cand.spaces.front();
        break;
      }
      if (choice == nowhere) {
        settled[k] = true;
        out[k].by_choice = destroy_at_end[k];
        out[k].log.push_back(Message{destroy_at_end[k]   ? Msg::log_retreat_destroyed_x
                                     : never_retreats(u) ? Msg::log_retreat_gallic
                                                         : Msg::log_retreat_none,
                                     {arg::Piece{describe(state, u)}}});
        continue;
      }
      proposals.push_back({choice, k});
    }
    if (proposals.empty()) break;
    std::stable_sort(proposals.begin(), proposals.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (std::size_t i = 0; i < proposals.size();) {
      std::size_t j = i;
      while (j < proposals.size() && proposals[j].first == proposals[i].first) ++j;
      const map::SpaceId space = proposals[i].first;
      std::vector<std::size_t> rivals;
      for (std::size_t x = i; x < j; ++x) rivals.push_back(proposals[x].second);
      std::size_t winner = rivals.front();
      if (rivals.size() > 1) {
        // R9a.ret.13: the higher combat value takes it.
        int best = -1;
        for (std::size_t k : rivals) best = std::max(best, cases[k].combat);
        std::vector<std::size_t> top;
        for (std::size_t k : rivals)
          if (cases[k].combat == best) top.push_back(k);
        // R9a.ret.14: keep the most units able to retreat: a unit with nowhere else goes first.
        if (top.size() > 1) {
          taken.push_back(space);
          std::vector<std::size_t> stuck;
          for (std::size_t k : top)
            if (remaining(k) == 0) stuck.push_back(k);
          taken.pop_back();
          if (!stuck.empty() && stuck.size() < top.size()) top = stuck;
        }
        if (top.size() > 1) {
          // Numbered as the die reads them, each with its side, so that two units of the same
          // type in one space are told apart ("1 A CHE (Lysimaque), 2 A CHE (Lysimaque),
          // 3 A PHR (Antigone)").
          std::string names;
          for (std::size_t x = 0; x < top.size(); ++x) {
            const state::Unit& u = state.units[static_cast<std::size_t>(cases[top[x]].unit)];
            names +=
                fmt::format("{}{} {} ({})", names.empty() ? "" : ", ", x + 1, describe(state, u),
                            u.side.empty() ? u.neutral_label : rules::side_name(state, u.side));
          }
          winner = top[dice.draw(top.size(),
                                 Message{Msg::roll_retreat_conflict,
                                         {arg::Place{map.space(space).code}, arg::Words{names}}})];
          for (std::size_t k : top) out[k].drawn = true;
        } else {
          winner = top.front();
        }
        for (std::size_t k : rivals)
          if (k != winner)
            out[k].log.push_back(Message{
                Msg::log_retreat_loses,
                {arg::Piece{describe(state, state.units[static_cast<std::size_t>(cases[k].unit)])},
                 arg::Place{map.space(space).code},
                 arg::Piece{
                     describe(state, state.units[static_cast<std::size_t>(cases[winner].unit)])}}});
      }
      out[winner].to = space;
      settled[winner] = true;
      taken.push_back(space);
      i = j;
    }
  }
  for (std::size_t k = 0; k < n; ++k)
    if (out[k].to != nowhere)
      out[k].log.push_back(Message{
          Msg::log_retreats_to,
          {arg::Piece{describe(state, state.units[static_cast<std::size_t>(cases[k].unit)])},
           arg::Place{map.space(out[k].to).code}}});
  return out;
}

}  // namespace dia::adj::season
