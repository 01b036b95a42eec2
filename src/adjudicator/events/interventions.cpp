// R14f, G8: the interventions of Table IV that put units on the map (step 7). Each one under
// way is a state::Uprising whose id is the intervention's (the map's event key) and whose
// mission says which of the map's `<id>.m<n>` fields applies; its units carry that id as their
// neutral_label (the Roman fleet: "rome.m3.flotte", its own field).
#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "adjudicator/events/revolt_data.hpp"
#include "adjudicator/events/steps.hpp"
#include "adjudicator/events/under_way.hpp"
#include "adjudicator/rules/regent.hpp"
#include "adjudicator/rules/scoring.hpp"

namespace dia::adj::events {

namespace {

using state::UnitType;

void record(StepContext& ctx, const std::string& id, bool permanent) {
  state::Uprising u;
  u.id = id;
  u.mission = 1;
  u.appeared = ctx.work.season.id();
  u.clock_from = permanent ? std::string() : u.appeared;
  ctx.work.uprisings.push_back(u);
}

void cannot_apply(StepContext& ctx, const std::string& clause) {
  ctx.facts.event.applies = false;
  ctx.facts.event.why_not = clause;
  ctx.event(Text{Message{Msg::intervention_no_more, {arg::Clause{clause}}}});
  ctx.log(Message{Msg::log_last_mission, {arg::Clause{clause}}});
}

void next_mission(StepContext& ctx, state::Uprising& u, const std::string& clause) {
  ++u.mission;
  ctx.event(
      Text{Message{Msg::intervention_mission, {arg::Number{u.mission}, arg::Clause{clause}}}});
  ctx.log(Message{Msg::log_next_mission,
                  {arg::Clause{clause}, arg::Words{u.id}, arg::Number{u.mission}}});
}

// R14f.scy.1–2: an Ae in CAU for 4 seasons (interventions_end_of_season).
void scythians(StepContext& ctx, state::Dice& dice) {
  arrive(ctx, dice, {{"scythes", UnitType::Ae, "CAU"}}, false);
  record(ctx, "scythes", false);
}

// R14f.par.1–4: missions 1 to 3, a further draw moving to the next one.
void parthians(StepContext& ctx, state::Dice& dice) {
  state::Uprising* u = under_way(ctx.work, "parthes");
  if (u == nullptr) {
    arrive(ctx, dice, {{"parthes", UnitType::Ae, "GRA"}}, false);
    record(ctx, "parthes", true);
    return;
  }
  if (u->mission >= 3) return cannot_apply(ctx, "R14f.par.4");
  next_mission(ctx, *u, u->mission == 1 ? "R14f.par.2" : "R14f.par.3");
  if (u->mission != 3) return;
  // R14f.par.3: a new A in the first free space among HYR, PAR, Hécatompylos, GRA.
  for (const char* space : {"HYR", "PAR", "Hécatompylos", "GRA"})
    if (!ctx.work.unit_at(space)) {
      arrive(ctx, dice, {{"parthes", UnitType::A, space}}, false);
      return;
    }
  ctx.log(Message{Msg::log_parthians_no_room, {}});
}

// R14f.rome.1–4: the Ag in ITA, then Tarente, then the fleet at Tarente if Rome holds it empty.
void rome(StepContext& ctx, state::Dice& dice) {
  state::Uprising* u = under_way(ctx.work, "rome");
  if (u == nullptr) {
    arrive(ctx, dice, {{"rome", UnitType::Ag, "ITA"}}, false);
    record(ctx, "rome", true);
    return;
  }
  if (u->mission >= 3) return cannot_apply(ctx, "R14f.rome.4");
  next_mission(ctx, *u, u->mission == 1 ? "R14f.rome.2" : "R14f.rome.3");
  if (u->mission != 3) return;
  // R14f.rome.4: no player holds Tarente (Rome or the neutrals do) and it is empty.
  if (ctx.work.controller_of("Tarente").empty() && !ctx.work.unit_at("Tarente"))
    arrive(ctx, dice, {{"rome.m3.flotte", UnitType::Fe, "Tarente"}}, false);
  else
    ctx.log(Message{Msg::log_rome_no_fleet, {}});
}

// G8.1–3: a neutral A in HYR (or Hécatompylos if HYR is occupied); royal orders follow.
void satraps(StepContext& ctx, state::Dice& dice) {
  const state::Character* phil = ctx.work.character("philippe-iii");
  const state::Character* alex = ctx.work.character("alexandre-iv");
  const bool no_regent = (phil == nullptr || !phil->alive) && (alex == nullptr || !alex->alive);
  if (!rules::satraps_offer_possible(ctx.work) || no_regent) {
    ctx.facts.event.applies = false;
    ctx.facts.event.why_not = "G8.2";
    ctx.log(Message{Msg::log_satraps_cannot, {}});
    return;
  }
  const char* where = ctx.work.unit_at("HYR") ? "Hécatompylos" : "HYR";
  arrive(ctx, dice, {{rules::satraps_label, UnitType::A, where}}, false);
  ctx.work.satraps_offer = ctx.work.season.id();
  ctx.event(Text{Message{Msg::satraps_offer_made, {arg::Clause{"G8.1"}}}});
  ctx.log(Message{Msg::log_satraps_appear, {arg::Place{where}}});
}

// R14f.gau.1: an Am in ILL, permanent.
void gauls(StepContext& ctx, state::Dice& dice) {
  arrive(ctx, dice, {{"gaulois", UnitType::Am, "ILL"}}, false);
  record(ctx, "gaulois", true);
}

// Military seasons from `from` to `to`, both counted (R14d.gen.16).
int military_seasons(const std::string& from, const state::Season& to) {
  std::optional<state::Season> s = state::Season::from_id(from);
  if (!s) return 0;
  int n = 0;
  state::Season t = *s;
  for (int guard = 0; guard < 400; ++guard, t = t.next()) {
    if (t.military()) ++n;
    if (t == to) return n;
  }
  return 0;  // `from` is after `to`
}

// R14f.rome.1–3: the provinces and citadels each Roman mission targets (the seas MIO and ADR
// have no controller to lose).
std::vector<std::string> rome_targets(int mission) {
  if (mission <= 1) return {"ITA"};
  if (mission == 2) return {"ITA", "Tarente"};
  return {"ITA", "Tarente", "ILL", "EPI", "Epidamnos"};
}

bool roman(const state::Unit& u) {
  return u.side.empty() && u.neutral_label.starts_with("rome");
}

// Whether a Roman unit took `space` this season: it stands there (a province it occupies), or,
// for a citadel, in a position to besiege it (R9a.siege.2; the besieger does not enter,
// R9a.siege.10).
bool taken_by_rome(const StepContext& ctx, const std::string& space) {
  const auto id = ctx.map.find_space(space);
  if (!id) return false;
  const map::Space& s = ctx.map.space(*id);
  for (const state::Unit& u : ctx.work.units) {
    if (!roman(u)) continue;
    if (u.space == space) return true;
    if (!s.is_citadel()) continue;
    const auto at = ctx.map.find_space(u.space);
    if (!at) continue;
    if (!state::is_fleet(u.type) && *at == s.citadel->province) return true;
    if (state::is_fleet(u.type) &&
        std::find(s.citadel->sea_access.begin(), s.citadel->sea_access.end(), *at) !=
            s.citadel->sea_access.end())
      return true;
  }
  return false;
}

// R14f.rome.5, R13.pp.9, R13.ctrl.1: a side that lost a province or citadel Rome targets to
// Rome this season loses 2 PP, once for each such space.
void wars_lost_to_rome(StepContext& ctx) {
  const state::Uprising* rome = under_way(ctx.work, "rome");
  if (rome == nullptr) return;
  const std::vector<std::string> targets = rome_targets(rome->mission);
  rules::MilitaryFacts facts;
  for (const ControlChange& c : ctx.result.control_changes) {
    if (c.from.empty() || !c.to.empty() || ctx.work.side(c.from) == nullptr) continue;
    if (std::find(targets.begin(), targets.end(), c.space) == targets.end()) continue;
    if (!taken_by_rome(ctx, c.space)) continue;
    facts.war_losses.push_back({c.from, c.space, true});
    ctx.log(Message{Msg::log_rome_loss, {arg::Side{c.from}, arg::Place{c.space}}});
  }
  for (rules::PrestigeChange& p : rules::military_prestige(facts, ctx.work))
    ctx.facts.prestige.push_back(std::move(p));
}

}  // namespace

bool mission_besieges(const state::GameState& state, const std::string& label,
                      const std::string& citadel) {
  const std::string id = uprising_id(label);
  const state::Uprising* up = under_way(state, id);
  if (up == nullptr) return false;
  if (id == "parthes")
    return (citadel == "Hécatompylos" && up->mission >= 2) ||
           (citadel == "Ecbatane" && up->mission >= 3);
  if (id == "rome")
    return (citadel == "Tarente" && up->mission >= 2) ||
           (citadel == "Epidamnos" && up->mission >= 3);
  return false;
}

void start_intervention(StepContext& ctx, state::Dice& dice) {
  const std::string& what = ctx.facts.event.what;
  if (what == "scythes")
    scythians(ctx, dice);
  else if (what == "parthes")
    parthians(ctx, dice);
  else if (what == "rome")
    rome(ctx, dice);
  else if (what == "satrapes")
    satraps(ctx, dice);
  else if (what == "gaulois")
    gauls(ctx, dice);
}

void interventions_end_of_season(StepContext& ctx) {
  wars_lost_to_rome(ctx);
  // R14f.scy.2 (PROPOSED: the appearance season counts): the Scythians leave after 4 seasons.
  auto& ups = ctx.work.uprisings;
  for (auto it = ups.begin(); it != ups.end();) {
    if (it->id != "scythes" || military_seasons(it->appeared, ctx.work.season) < 4) {
      ++it;
      continue;
    }
    std::erase_if(ctx.work.units, [](const state::Unit& u) {
      return u.side.empty() && u.neutral_label == "scythes";
    });
    ctx.event(Text{Message{Msg::scythians_leave, {arg::Clause{"R14f.scy.2"}}}});
    ctx.log(Message{Msg::log_scythians_leave, {}});
    it = ups.erase(it);
  }
}

}  // namespace dia::adj::events
