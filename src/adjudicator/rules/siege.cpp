#include "adjudicator/rules/siege.hpp"

#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "adjudicator/events/revolt_data.hpp"
#include "adjudicator/rules/names.hpp"

namespace dia::adj::rules {
namespace {

const map::Space* citadel_space(const map::Map& map, const std::string& code) {
  auto id = map.find_space(code);
  if (!id) return nullptr;
  const map::Space& s = map.space(*id);
  return s.citadel ? &s : nullptr;
}

// R9a.siege.2, R9a.supply.2: an army in the enclosing province, or a fleet in a sea zone the
// citadel has access to.
bool in_position(const map::Map& map, const map::Space& citadel, const state::Unit& unit) {
  if (state::is_fleet(unit.type)) {
    auto at = map.find_space(unit.space);
    if (!at || !map.space(*at).is_sea()) return false;
    const auto& access = citadel.citadel->sea_access;
    return std::find(access.begin(), access.end(), *at) != access.end();
  }
  return map.space(citadel.citadel->province).code == unit.space;
}

bool contains(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

struct Active {  // a legal siege whose besieger still stands: it contests the citadel
  std::size_t index;
  bool fleet;
};

}  // namespace

state::Season previous_military_season(const state::Season& s) {
  switch (s.kind) {
    case state::SeasonKind::spring:
      return {s.year - 1, state::SeasonKind::autumn};
    case state::SeasonKind::summer:
      return {s.year, state::SeasonKind::spring};
    case state::SeasonKind::autumn:
      return {s.year, state::SeasonKind::summer};
    case state::SeasonKind::winter:
      return {s.year, state::SeasonKind::autumn};
  }
  return s;
}

SiegeResolution resolve_sieges(const map::Map& map, const state::GameState& before,
                               const SiegeInput& input) {
  SiegeResolution out;
  const std::string current = before.season.id();
  const std::string previous = previous_military_season(before.season).id();

  // A round counts as part of a running siege only if it was won last military season.
  auto running = [&](const state::Unit& u, const std::string& citadel) {
    return u.siege && u.siege->citadel == citadel && u.siege->rounds >= 1 &&
           u.siege->last_season == previous;
  };

  // ---- Supply orders (R9a.supply) ----
  std::map<std::string, std::vector<std::string>> supplied_by;  // citadel → supplier labels
  for (const auto& order : input.supplies) {
    SupplyResult r;
    r.unit = order.unit;
    r.citadel = order.citadel;
    auto ignore = [&](const char* clause, Text why) {
      r.outcome = SupplyOutcome::ignored;
      r.clause = clause;
      r.note = ignored_because(why);
    };
    const state::Unit* u = before.unit_at(order.unit);
    const map::Space* cit = citadel_space(map, order.citadel);
    if (u) r.side = u->side;
    if (!u) {
      ignore("R9a.gen.5", Message{Msg::illegal_no_unit, {arg::Place{order.unit}}});
    } else if (!cit) {
      ignore("R9a.gen.5", Message{Msg::illegal_not_citadel, {arg::Place{order.citadel}}});
    } else if (!cit->citadel->port) {
      ignore("R9a.supply.3", Message{Msg::siege_not_port, {arg::Place{order.citadel}}});
    } else if (!in_position(map, *cit, *u)) {
      ignore("R9a.supply.2", Message{Msg::siege_supply_position, {arg::Place{order.citadel}}});
    } else if (contains(input.supply_barred, order.unit)) {
      // The note names the unit, the citadel it may not supply and the clause: a player reads
      // why, not only that (the ex-garrison may supply no citadel at all this season).
      ignore("R9a.siege.12", Message{Msg::siege_left_besieged,
                                     {arg::Piece{unit_label(*u, &before)},
                                      arg::Place{order.citadel}, arg::Clause{"R9a.siege.12"}}});
    } else if (u->side.empty() && (!before.controller_of(order.citadel).empty() ||
                                   order.neutral_origin != order.citadel)) {
      ignore("R9a.supply.6", Message{Msg::siege_neutral_supplies_own, {}});
    } else if (const UnitFacts* f = input.movement.find(order.unit); f && supply_cut(*f)) {
      r.outcome = SupplyOutcome::cut;
      r.clause = "R9a.supply.5";
      std::string from;
      for (const auto& a : f->attacks)
        if (!a.retreating && (a.side != f->side || a.side.empty())) from = a.from;
      if (f->dislodged && from.empty()) from = "?";
      r.note = Message{Msg::supply_cut_from, {arg::Place{from}}};
    } else {
      r.outcome = SupplyOutcome::succeeded;
      r.clause = "R9a.supply.1";
      r.note = Message{Msg::supply_succeeds, {arg::Place{order.citadel}}};
      supplied_by[order.citadel].push_back(unit_label(*u, &before));
    }
    out.supplies.push_back(std::move(r));
  }

  // ---- Siege orders: legality and the individual conditions ----
  std::set<std::string> besieging;                    // spaces of units that gave a siege order
  std::map<std::string, std::vector<Active>> active;  // citadel → contesting sieges
  for (std::size_t i = 0; i < input.sieges.size(); ++i) {
    const SiegeOrder& order = input.sieges[i];
    besieging.insert(order.unit);
    SiegeRound r;
    r.unit = order.unit;
    r.citadel = order.citadel;
    auto ignore = [&](const char* clause, Text why) {
      r.outcome = RoundOutcome::ignored;
      r.clause = clause;
      r.note = ignored_because(why);
    };
    const state::Unit* u = before.unit_at(order.unit);
    const map::Space* cit = citadel_space(map, order.citadel);
    if (u) r.side = u->side;
    if (!u) {
      ignore("R9a.gen.5", Message{Msg::illegal_no_unit, {arg::Place{order.unit}}});
    } else if (!cit) {
      ignore("R9a.gen.5", Message{Msg::illegal_not_citadel, {arg::Place{order.citadel}}});
    } else if (!in_position(map, *cit, *u)) {
      ignore("R9a.siege.2", Message{Msg::siege_besiege_position, {arg::Place{order.citadel}}});
    } else if (before.controller_of(order.citadel) == u->side &&
               !(u->side.empty() &&
                 events::mission_besieges(before, u->neutral_label, order.citadel))) {
      // A neutral unit may besiege a neutral citadel its mission names (R14f.par.2–3,
      // R14f.rome.3); any other siege of one's own citadel is ignored.
      ignore("R9a.siege.3", Message{Msg::siege_already_own, {arg::Place{order.citadel}}});
    }
    if (r.outcome != RoundOutcome::ignored) {
      r.round = running(*u, order.citadel) ? 2 : 1;
      r.round_mismatch = order.written_round != 0 && order.written_round != r.round;
      r.strength = order.combat;
      for (const auto& s : order.supports) {
        const UnitFacts* f = input.movement.find(s.space);
        if (f && support_cut(*f, order.citadel)) continue;
        r.strength += s.combat;  // G1.4
      }
      const UnitFacts* f = input.movement.find(order.unit);
      if (f && (f->dislodged || f->moved)) {
        r.outcome = RoundOutcome::failed;
        r.clause = "R9a.siege.5";
        r.note = Message{Msg::siege_fails_dislodged, {}};
      } else if (f && f->storm) {
        r.outcome = RoundOutcome::failed;
        r.clause = "R9a.siege.7";
        r.note = Message{Msg::siege_fails_storm, {}};
      } else if (auto it = supplied_by.find(order.citadel); it != supplied_by.end()) {
        r.outcome = RoundOutcome::failed;
        r.clause = "R9a.supply.1";
        r.note = Message{Msg::siege_fails_supplied,
                         {arg::Place{order.citadel}, arg::Piece{it->second.front()}}};
      } else {
        r.outcome = RoundOutcome::succeeded;
        r.clause = "R9a.siege.5";
        active[order.citadel].push_back({i, state::is_fleet(u->type)});
        // R9a.port.1–3: a garrison that stays inside a port citadel contests the round.
        const state::Unit* g = before.unit_at(order.citadel);
        const UnitFacts* gf = g ? input.movement.find(g->space) : nullptr;
        bool stays = g && !(gf && (gf->moved || gf->dislodged));
        if (cit->citadel->port && stays) {
          int gs = state::info(g->type).combat;
          for (const auto& gar : input.garrisons)
            if (gar.citadel == order.citadel) gs = gar.strength;
          bool fleet = state::is_fleet(u->type);
          bool gfleet = state::is_fleet(g->type);
          if (fleet && !gfleet && r.strength <= gs) {
            r.outcome = RoundOutcome::failed;
            r.clause = "R9a.port.1";
            r.note = Message{Msg::siege_fails_garrison_exceed,
                             {arg::Number{r.strength}, arg::Number{gs}}};
          } else if (!fleet && gfleet && r.strength < gs) {
            r.outcome = RoundOutcome::failed;
            r.clause = "R9a.port.2";
            r.note = Message{Msg::siege_fails_garrison, {arg::Number{r.strength}, arg::Number{gs}}};
          } else if (fleet != gfleet) {
            r.clause = fleet ? "R9a.port.1" : "R9a.port.2";
          } else {
            r.clause = "R9a.port.3";
          }
        }
      }
    }
    out.rounds.push_back(std::move(r));
  }

  // ---- R9a.port.4: several sieges of one port citadel, only the strongest succeeds ----
  for (auto& [citadel, list] : active) {
    if (list.size() < 2) continue;
    int best = 0;
    for (const auto& a : list) best = std::max(best, out.rounds[a.index].strength);
    std::vector<const Active*> top;
    for (const auto& a : list)
      if (out.rounds[a.index].strength == best) top.push_back(&a);
    std::optional<std::size_t> winner;
    if (top.size() == 1) {
      winner = top.front()->index;
    } else {
      for (const Active* a : top)
        if (!a->fleet) winner = a->index;  // one army at most: one unit per province
    }
    for (const auto& a : list) {
      SiegeRound& r = out.rounds[a.index];
      if (winner && *winner == a.index) continue;
      if (r.outcome != RoundOutcome::succeeded) continue;
      r.outcome = RoundOutcome::failed;
      r.clause = "R9a.port.4";
      // Beaten outright, or at equal strength by the army's siege (S1:L735–736).
      const bool tie = winner && out.rounds[*winner].strength == r.strength;
      r.note = Message{!winner ? Msg::siege_fails_fleets_tied
                       : tie   ? Msg::siege_fails_army_tie
                               : Msg::siege_fails_stronger,
                       {arg::Place{citadel}}};
    }
  }

  // ---- Notes of successful rounds, falls, progress ----
  for (std::size_t i = 0; i < out.rounds.size(); ++i) {
    SiegeRound& r = out.rounds[i];
    const SiegeOrder& order = input.sieges[i];
    std::optional<state::SiegeProgress> progress;
    if (r.outcome == RoundOutcome::succeeded) {
      if (r.round == 2) {
        r.falls = true;
        r.note = Message{Msg::siege_citadel_falls, {arg::Number{r.round}}};
        out.falls.push_back({order.citadel, before.controller_of(order.citadel), r.side, order.unit,
                             order.no_seize});
      } else {
        r.note = Message{Msg::siege_progresses, {arg::Number{r.round}}};
        progress = state::SiegeProgress{order.citadel, 1, current};
      }
    }
    if (r.round_mismatch && r.outcome != RoundOutcome::ignored) {
      r.note.add(Message{
          Msg::siege_round_mismatch,
          {arg::Number{order.written_round}, arg::Number{r.round}, arg::Clause{"R9a.siege.13"}}});
    }
    out.progress.push_back({order.unit, progress});
  }
  // Any other unit with a siege in progress broke it (R9a.siege.7).
  for (const auto& u : before.units)
    if (u.siege && !besieging.count(u.space)) out.progress.push_back({u.space, std::nullopt});

  // ---- R9a.siege.12: garrisons leaving a citadel under siege ----
  // "Une unité, pendant le siège, peut quitter la citadelle [...] le tour de siège réussit.
  // L'ex-garnison ne pourra faire aucun ravitaillement la saison suivante" (S1:L723–726): the
  // round won this very season counts as well as a siege running from before (S1:L755–757).
  auto won_now = [&](const std::string& citadel) {
    for (std::size_t i = 0; i < out.rounds.size(); ++i)
      if (input.sieges[i].citadel == citadel && out.rounds[i].outcome == RoundOutcome::succeeded)
        return true;
    return false;
  };
  for (const auto& u : before.units) {
    const map::Space* cit = citadel_space(map, u.space);
    if (!cit) continue;
    bool under_siege =
        won_now(u.space) || std::any_of(before.units.begin(), before.units.end(),
                                        [&](const state::Unit& b) { return running(b, u.space); });
    const UnitFacts* f = input.movement.find(u.space);
    if (under_siege && f && f->moved && !f->ends_in.empty())
      out.supply_barred_next.push_back(f->ends_in);
  }
  return out;
}

std::vector<FallEffects> apply_citadel_falls(
    const map::Map& map, state::GameState& after, const std::vector<CitadelFall>& falls,
    const std::vector<std::pair<std::string, std::string>>& spared) {
  std::vector<FallEffects> out;
  for (const auto& fall : falls) {
    FallEffects e;
    e.citadel = fall.citadel;
    e.from = fall.from;
    e.to = fall.to;
    if (fall.to.empty())
      after.control.erase(fall.citadel);
    else
      after.control[fall.citadel] = fall.to;
    const std::string taker = side_name(after, fall.to);
    e.add(public_event(Message{
        Msg::citadel_falls, {arg::Place{fall.citadel}, arg::Side{fall.to.empty() ? "" : taker}}}));

    // R9a.siege.9: the garrison is destroyed; the characters inside are captured.
    std::set<std::string> inside;
    std::set<std::string> in_garrison;
    auto g = std::find_if(after.units.begin(), after.units.end(),
                          [&](const state::Unit& u) { return u.space == fall.citadel; });
    if (g != after.units.end()) {
      e.garrison = *g;
      e.garrison_label = g->neutral_label;
      if (!g->commander.empty()) inside.insert(g->commander);
      for (const auto& c : g->attached) inside.insert(c);
      in_garrison = inside;
      e.add(public_event(Message{Msg::garrison_destroyed, {arg::Piece{unit_label(*g, &after)}}}));
      after.units.erase(g);
    }
    for (const auto& c : after.characters)
      if (c.alive && c.space == fall.citadel) inside.insert(c.id);
    for (const auto& id : inside) {
      state::Character* c = after.character(id);
      if (!c || !c->alive) continue;
      c->space = fall.citadel;
      if (c->kind != state::CharacterKind::royal && c->side == fall.to) {
        if (c->controller != fall.to) {  // R6b.free.5
          c->controller = fall.to;
          c->prisoner = false;
          e.freed.push_back(id);
          e.add(public_event(Message{Msg::character_freed, {arg::Character{c->name}}}));
        }
        continue;
      }
      if (c->controller == fall.to) continue;
      if (std::find(spared.begin(), spared.end(), std::pair{fall.to, id}) != spared.end()) {
        // R6b.cap.4: no capture. Held by the destroyed garrison, he is free (R6b.free.3, .7);
        // otherwise the keep-control check decides at the end of the turn (R6b.keep).
        if (in_garrison.count(id) != 0 && !c->controller.empty() &&
            (c->kind == state::CharacterKind::royal || c->prisoner)) {
          const bool royal = c->kind == state::CharacterKind::royal;
          c->controller = royal ? std::string() : c->side;
          c->prisoner = false;
          e.add(public_event(
              Message{royal ? Msg::event_freed_neutral_by_loss : Msg::event_freed_by_loss,
                      {arg::Character{c->name}}}));
        }
        continue;
      }
      c->controller = fall.to;  // R6b.cap.3
      c->prisoner = c->kind != state::CharacterKind::royal;
      e.captured.push_back(id);
      e.add(public_event(
          Message{Msg::character_captured_by,
                  {arg::Character{c->name}, arg::Side{fall.to.empty() ? "" : taker}}}));
    }

    // R9a.siege.14, R5a.tre.2–3, R9c.noseize.1.
    auto t = after.treasures.find(fall.citadel);
    const map::Space* cit = citadel_space(map, fall.citadel);
    e.religious_treasure = cit && cit->citadel->religious_treasure;
    if (t != after.treasures.end() && t->second > 0) {
      state::Side* side = after.side(fall.to);
      if (fall.to.empty()) {
        // R14d.gen.14: a citadel passing to a revolt or an intervention loses its treasure.
        e.add(public_event(Message{
            Msg::revolt_treasure_gone,
            {arg::Place{fall.citadel}, arg::Number{t->second}, arg::Clause{"R14d.gen.14"}}}));
        after.treasures.erase(t);
      } else if (fall.no_seize || !side) {
        e.add(public_event(Message{Msg::treasure_left_in_place,
                                   {arg::Place{fall.citadel}, arg::Number{t->second}}}));
      } else {
        e.treasure_seized = t->second;
        side->treasury += t->second;
        after.treasures.erase(t);
        e.add(public_event(Message{
            Msg::treasure_seized,
            {side_arg(after, fall.to), arg::Place{fall.citadel}, arg::Number{e.treasure_seized}}}));
      }
    }
    out.push_back(std::move(e));
  }
  return out;
}

void apply_siege_progress(state::GameState& after, const std::vector<ProgressUpdate>& progress) {
  for (auto& u : after.units) {
    u.siege.reset();
    for (const auto& p : progress)
      if (p.progress && p.unit == u.space) u.siege = p.progress;
  }
}

}  // namespace dia::adj::rules
