// R14e: the revolts of Table III that put units on the map: their units appear (appear.cpp's
// arrive, R14d.ret), the revolt is recorded as under way (state::Uprising) with its mission clock
// (R14d.gen.17), and the once-only ones are remembered (R14e.ggr.6, R14e.pyr.1).
#include <fmt/format.h>

#include <algorithm>

#include "adjudicator/events/field_of_action.hpp"
#include "adjudicator/events/revolt_data.hpp"
#include "adjudicator/events/steps.hpp"
#include "adjudicator/events/under_way.hpp"
#include "adjudicator/events/uprising_retreat.hpp"
#include "adjudicator/events/uprising_units.hpp"

namespace dia::adj::events {

using state::UnitType;

std::string_view mission_citadel(std::string_view id) {
  if (id == "atheniens") return "Athènes";
  if (id == "cyreneens") return "Cyrène";
  if (id == "etoliens") return "Delphes";
  if (id == "spartiates") return "Sparte";
  if (id == "chypriotes") return "Salamine";
  if (id == "pirates_illyriens") return "Epidamnos";
  return "";
}

bool always_supplied(std::string_view id) {
  return id == "armeniens" || id == "carmaniens" || id == "scythes" || id == "parthes" ||
         id == "gaulois";
}

namespace {

// The units labelled exactly `label` (Pyrrhus's Ag is "pyrrhus", his fleet "pyrrhus.flotte").
int neutral_count(const state::GameState& g, const std::string& label) {
  return static_cast<int>(std::count_if(g.units.begin(), g.units.end(), [&](const state::Unit& u) {
    return u.side.empty() && u.neutral_label == label;
  }));
}

// The units of one revolt, their spaces rolled where R14e says so.
std::vector<Arrival> units_of(StepContext& ctx, state::Dice& dice, std::string_view id) {
  const std::string label(id);
  if (id == "etoliens") {  // R14e.eto.1
    const int r = dice.d6(Message{Msg::roll_aetolians_space, {}});
    return {{label, UnitType::Am, r <= 4 ? "ETO" : "THE"}};
  }
  if (id == "spartiates") return {{label, UnitType::Am, "LAC"}};  // R14e.spa.1
  if (id == "atheniens") {                                        // R14e.ath.1
    const int r = dice.d6(Message{Msg::roll_athenians_space, {}});
    return {{label, UnitType::F, r <= 4 ? "CYC" : "EUB"}};
  }
  if (id == "thraces") return {{label, UnitType::Am, "THR"}};     // R14e.thr.1
  if (id == "armeniens") return {{label, UnitType::Am, "ARM"}};   // R14e.arm.1
  if (id == "cyreneens") return {{label, UnitType::Am, "CYR"}};   // R14e.cyr.1
  if (id == "carmaniens") return {{label, UnitType::Am, "CAM"}};  // R14e.cam.1
  if (id == "chypriotes") return {{label, UnitType::Am, "CHY"}};  // R14e.chy.1
  if (id == "pirates_pontiques")                                  // R14e.pon.1
    return {{label, UnitType::F, "POC"}, {label, UnitType::F, "POR"}};
  if (id == "pirates_illyriens")  // R14e.ill.1–2: each unit has its own field
    return {{label + ".armee", UnitType::A, "ILL"}, {label + ".flotte", UnitType::F, "ADR"}};
  if (id == "pyrrhus") {  // R14e.pyr.2–3
    std::vector<Arrival> v{{label, UnitType::Ag, "EPI"}};
    if (ctx.work.unit_at("ITA") && !ctx.work.unit_at("MIO")) {
      v.push_back({label + ".flotte", UnitType::F, "MIO"});
      // R14e.pyr.4: his Ag's field grows once the fleet has appeared (field_of_action.cpp).
      ctx.work.events_happened.push_back(label + ".flotte");
    }
    return v;
  }
  return {};
}

// R14e.pyr.1: Pyrrhus waits for the death of every RF member.
bool royal_family_dead(const state::GameState& g) {
  return std::none_of(g.characters.begin(), g.characters.end(), [](const state::Character& c) {
    return c.kind == state::CharacterKind::royal && c.alive;
  });
}

// The citadels of a revolt's objective: its mission citadel, Lamia for the Aetolians
// (R14e.eto.2: Delphes, Lamia, ETO and THE), and the citadels of the permanent revolts, which
// have no deadline but an objective all the same: the Pontic Pirates' two (R14e.pon.1, S1:L1431:
// "contrôler Héraclée Pontique et Panticapée") and Pyrrhus's Epidamnos (R14e.pyr.2, L1454:
// "contrôler EPI et Epidamnos").
std::vector<std::string> objective_citadels(std::string_view id) {
  std::vector<std::string> out;
  if (!mission_citadel(id).empty()) out.emplace_back(mission_citadel(id));
  if (id == "etoliens") out.emplace_back("Lamia");
  if (id == "pirates_pontiques") {
    out.emplace_back("Héraclée Pontique");
    out.emplace_back("Panticapée");
  }
  if (id == "pyrrhus") out.emplace_back("Epidamnos");
  return out;
}

// R14d.gen.13–14: a neutral citadel named in the objective joins the revolt; its treasure goes.
void join_citadel(StepContext& ctx, std::string_view id, const std::string& cit) {
  if (!ctx.work.controller_of(cit).empty()) return;
  // Another revolt under way holds it already (Epidamnos: the Illyrian Pirates', then Pyrrhus).
  if (const std::string holder = revolt_holding(ctx.work, cit); !holder.empty() && holder != id)
    return;
  const auto t = ctx.work.treasures.find(cit);
  if (t != ctx.work.treasures.end() && t->second > 0) {
    ctx.log(Message{Msg::log_revolt_joins_treasure,
                    {arg::Place{cit}, arg::Words{std::string(id)}, arg::Number{t->second}}});
    ctx.event(Text{Message{Msg::revolt_treasure_gone,
                           {arg::Place{cit}, arg::Number{t->second}, arg::Clause{"R14d.gen.14"}}}});
    ctx.work.treasures.erase(t);
  } else {
    ctx.log(Message{Msg::log_revolt_joins, {arg::Place{cit}, arg::Words{std::string(id)}}});
  }
  ctx.event(Text{Message{Msg::revolt_citadel_joins,
                         {arg::Place{cit}, arg::Words{revolt_name(ctx.map, std::string(id))},
                          arg::Clause{"R14d.gen.13"}}}});
}

// R14e.eto.7 (PROPOSED): Olympias, neutral when the Aetolians rise, joins them: held by the
// revolt (Character::held_by); she takes command of their Am at the end of the first season she
// stands in its space (revolts_end_of_season).
void olympias_joins(StepContext& ctx) {
  state::Character* o = ctx.work.character("olympias");
  if (o == nullptr || !o->alive || o->prisoner || !o->controller.empty() || !o->held_by.empty())
    return;
  o->held_by = "etoliens";
  ctx.log(Message{Msg::log_olympias_joins, {}});
  ctx.event(Text{Message{Msg::revolt_character_joins,
                         {arg::Character{o->name}, arg::Words{revolt_name(ctx.map, "etoliens")},
                          arg::Clause{"R14e.eto.7"}}}});
}

void olympias_takes_command(StepContext& ctx) {
  state::Character* o = ctx.work.character("olympias");
  if (o == nullptr || !o->alive || o->held_by != "etoliens") return;
  for (state::Unit& u : ctx.work.units) {
    if (!belongs_to(u, "etoliens") || u.space != o->space || u.commander == o->id) continue;
    if (!u.commander.empty()) continue;
    u.commander = o->id;
    u.commander_since = ctx.work.season.id();
    ctx.log(Message{Msg::log_olympias_commands,
                    {arg::Words{std::string(state::code(u.type))}, arg::Place{u.space}}});
    ctx.event(
        Text{Message{Msg::royal_death_new_commander,
                     {arg::Character{o->name}, arg::Place{u.space}, arg::Clause{"R14e.eto.7"}}}});
    return;
  }
}

// R14e.pyr.7: reported once, the season Pella is found to have lost its capital status while
// Pyrrhus is under way (his field follows it at once, field_of_action.cpp).
void pyrrhus_macedonia(StepContext& ctx) {
  state::GameState& g = ctx.work;
  if (!under_way(g, "pyrrhus") || !pella_lost(g) || happened(g, "pyrrhus.macedoine")) return;
  g.events_happened.emplace_back("pyrrhus.macedoine");
  ctx.log(Message{Msg::log_pyrrhus_field, {}});
  ctx.event(
      Text{Message{Msg::pyrrhus_field_grows, {arg::Place{"Pella"}, arg::Clause{"R14e.pyr.7"}}}});
}

void start_one(StepContext& ctx, state::Dice& dice, std::string_view id) {
  const std::vector<Arrival> arrivals = units_of(ctx, dice, id);
  if (arrivals.empty()) {
    ctx.log(Message{Msg::log_revolt_no_unit, {arg::Words{std::string(id)}}});
    return;
  }
  arrive(ctx, dice, arrivals, true);
  for (const std::string& cit : objective_citadels(id)) join_citadel(ctx, id, cit);
  if (id == "etoliens") olympias_joins(ctx);
  state::Uprising u;
  u.id = std::string(id);
  u.appeared = ctx.work.season.id();
  // R14d.gen.17: the 4 seasons count after the appearance season; permanent revolts have none.
  if (!mission_citadel(id).empty()) u.clock_from = u.appeared;
  ctx.work.uprisings.push_back(u);
}

// R14.gen.6 (PROPOSED): the Pontic Pirates drawn again while under way: each missing fleet of
// the two (R14e.pon.1) reappears in POC, else POR, whichever is empty; otherwise nothing.
void pirates_again(StepContext& ctx, state::Dice& dice) {
  const std::string id = "pirates_pontiques";
  int missing = 2 - neutral_count(ctx.work, id);
  if (missing <= 0) {
    ctx.event(Text{Message{Msg::pirates_none_missing, {arg::Clause{"R14.gen.6"}}}});
    ctx.log(Message{Msg::log_pirates_none_missing, {}});
    return;
  }
  std::vector<Arrival> back;
  for (const char* zone : {"POC", "POR"})
    if (missing > 0 && !ctx.work.unit_at(zone)) {
      back.push_back({id, UnitType::F, zone});
      --missing;
    }
  for (int i = 0; i < missing; ++i) {
    ctx.event(Text{Message{Msg::pirates_no_room, {arg::Clause{"R14.gen.6"}}}});
    ctx.log(Message{Msg::log_pirates_no_room, {}});
  }
  if (!back.empty()) arrive(ctx, dice, back, true);
}

}  // namespace

void start_revolt(StepContext& ctx, state::Dice& dice) {
  const std::string id = ctx.facts.event.what;
  state::GameState& g = ctx.work;
  if (id == "pyrrhus" && (happened(g, id) || !royal_family_dead(g))) {
    ctx.log(Message{Msg::log_pyrrhus_cannot, {}});
    ctx.event(Text{Message{Msg::revolt_cannot_apply,
                           {arg::Words{revolt_name(ctx.map, id)}, arg::Clause{"R14e.pyr.1"}}}});
    return;
  }
  if (id == greek_revolt) {  // R14e.ggr.1, ggr.5, ggr.6
    if (happened(g, id)) {
      ctx.log(Message{Msg::log_ggr_once, {}});
      ctx.event(Text{Message{Msg::revolt_cannot_apply,
                             {arg::Words{revolt_name(ctx.map, id)}, arg::Clause{"R14e.ggr.6"}}}});
      return;
    }
    g.events_happened.push_back(id);
    state::Uprising ggr;
    ggr.id = id;
    ggr.appeared = g.season.id();
    ggr.clock_from = ggr.appeared;
    for (std::string_view part : greek_components) {
      ggr.members.emplace_back(part);
      if (state::Uprising* old = under_way(g, part)) {  // R14e.ggr.5: joins, clock restarts
        old->clock_from = g.season.id();
        ctx.log(Message{Msg::log_ggr_joins, {arg::Words{std::string(part)}}});
      } else {
        start_one(ctx, dice, part);
      }
    }
    g.uprisings.push_back(ggr);
    return;
  }
  if (in_greek_revolt(g, id) && units_of_uprising(g, id) == 0) {
    // R14e.ggr.7 (PROPOSED): a Greek revolt whose unit was eliminated, drawn again during the
    // GGR, rejoins it: a new unit under its own rules, its clock reset.
    ctx.log(Message{Msg::log_ggr_rejoins, {arg::Words{std::string(id)}}});
    std::erase_if(g.uprisings, [&](const state::Uprising& u) { return u.id == id; });
    start_one(ctx, dice, id);
    return;
  }
  if (id == "pirates_pontiques" && under_way(g, id)) return pirates_again(ctx, dice);  // R14.gen.6
  if (under_way(g, id)) {
    ctx.log(Message{Msg::log_revolt_under_way, {arg::Words{std::string(id)}}});
    ctx.event(Text{Message{Msg::revolt_under_way,
                           {arg::Words{revolt_name(ctx.map, id)}, arg::Clause{"R14.gen.5"}}}});
    return;
  }
  if (id == "pyrrhus") g.events_happened.push_back(id);
  start_one(ctx, dice, id);
}

std::string revolt_holding(const state::GameState& state, const std::string& citadel) {
  if (!state.controller_of(citadel).empty()) return "";
  auto aims_at = [&](std::string_view id) {
    const std::vector<std::string> cits = objective_citadels(id);
    return std::find(cits.begin(), cits.end(), citadel) != cits.end();
  };
  for (const state::Uprising& up : state.uprisings) {
    if (aims_at(up.id)) return up.id;
    for (const std::string& m : up.members)
      if (aims_at(m)) return m;
  }
  return "";
}

void revolts_end_of_season(StepContext& ctx) {
  state::GameState& g = ctx.work;
  // R14d.gen.13–14 (S1:L1307–1310): a citadel of a revolt's objective that became neutral
  // after the revolt appeared (its holder lost it) is the revolt's at once, and its treasure
  // disappears then, as it would have had it been neutral at the appearance (audit 3, U2:
  // Delphes's 10 T stayed). One still holding a treasure has not joined before.
  std::vector<std::string> ids;
  for (const state::Uprising& up : g.uprisings) ids.push_back(up.id);
  for (const std::string& id : ids)
    for (const std::string& cit : objective_citadels(id)) {
      const auto t = g.treasures.find(cit);
      // revolt_holding: revolts only (an intervention takes a citadel by siege, L1308).
      if (t != g.treasures.end() && t->second > 0 && revolt_holding(g, cit) == id)
        join_citadel(ctx, id, cit);
    }
  olympias_takes_command(ctx);
  pyrrhus_macedonia(ctx);
  // R14e.pyr.5: Pyrrhus's fleet disappears with his Ag.
  if (under_way(g, "pyrrhus") && neutral_count(g, "pyrrhus") == 0 &&
      remove_units(ctx, "pyrrhus.flotte", "R14e.pyr.5") > 0)
    ctx.event(Text{
        Message{Msg::revolt_ends,
                {arg::Words{revolt_name(ctx.map, "pyrrhus.flotte")}, arg::Clause{"R14e.pyr.5"}}}});
  // R14e.pon.3: the pirates go once both citadels are out of the players' hands and no player
  // unit threatens them.
  // Not in the season they appear: their citadels are neutral then, and they would leave at once.
  const state::Uprising* pirates = under_way(g, "pirates_pontiques");
  if (pirates != nullptr && pirates->appeared != g.season.id() &&
      g.controller_of("Panticapée").empty() && g.controller_of("Héraclée Pontique").empty() &&
      std::none_of(g.units.begin(), g.units.end(), [](const state::Unit& u) {
        static const std::vector<std::string> watch{"TRD", "POC", "POR", "MAE", "BIT"};
        return !u.side.empty() && std::find(watch.begin(), watch.end(), u.space) != watch.end();
      })) {
    remove_units(ctx, "pirates_pontiques", "R14e.pon.3");
    ctx.event(Text{Message{
        Msg::revolt_ends,
        {arg::Words{revolt_name(ctx.map, "pirates_pontiques")}, arg::Clause{"R14e.pon.3"}}}});
    std::erase_if(g.uprisings,
                  [](const state::Uprising& u) { return u.id == "pirates_pontiques"; });
  }
}

}  // namespace dia::adj::events
