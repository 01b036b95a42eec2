#include "adjudicator/rules/elimination.hpp"

#include <fmt/format.h>
#include <algorithm>

#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/rules/names.hpp"
#include "adjudicator/rules/philippe_command.hpp"
#include "adjudicator/rules/release.hpp"

namespace dia::adj::rules {
namespace {

bool dead(const state::Character* c) {
  return c == nullptr || !c->alive;
}

std::string killer_of(const std::vector<CharacterDeath>& deaths, const std::string& id) {
  for (const CharacterDeath& d : deaths)
    if (d.character == id) return d.by;
  return {};
}

// R7c.elim.6: `id` died this season through the event.
bool event_killed(const std::vector<CharacterDeath>& deaths, const std::string& id) {
  for (const CharacterDeath& d : deaths)
    if (d.character == id) return d.by_event;
  return false;
}

bool controls_a_citadel(const map::Map& map, const state::GameState& state,
                        const std::string& side) {
  return std::any_of(map.spaces.begin(), map.spaces.end(), [&](const map::Space& s) {
    return s.is_citadel() && state.controller_of(s.code) == side;
  });
}

// R7c.elim.2–6: where the treasury goes. Only the GM log and the receiving side see the amount.
void leave_treasury(const map::Map& map, state::GameState& state, const Elimination& e,
                    state::Dice& dice, const std::vector<CitadelTaking>& taken, StepReport& out) {
  state::Side& side = *state.side(e.side);
  const int amount = side.treasury;
  const arg::Side who = side_arg(state, e.side);
  // The private notes' money lines name where the treasury went instead of "other changes".
  auto moved = [&](const std::string& to_side, int signed_amount, const char* clause) {
    if (amount > 0)
      out.money.push_back({to_side, signed_amount, Message{Msg::money_treasure, {who}}, clause});
  };
  auto leave_in = [&](const std::string& citadel, const char* clause) {
    if (amount > 0) state.treasures[citadel] += amount;
    side.treasury = 0;
    moved(e.side, -amount, clause);
    out.note(Message{Msg::log_treasury_left,
                     {arg::Clause{clause}, who, arg::Number{amount}, arg::Place{citadel}}});
    out.add(public_event(
        Message{Msg::treasury_left_in, {who, arg::Place{citadel}, arg::Clause{clause}}}));
  };
  if (state.controller_of(side.capital) == e.side) {
    leave_in(side.capital, "R7c.elim.3");
    return;
  }
  std::vector<std::string> majors;
  std::vector<std::string> minors;
  for (const map::Space& s : map.spaces) {
    if (!s.citadel || state.controller_of(s.code) != e.side) continue;
    (s.citadel->cls == map::CitadelClass::minor ? minors : majors).push_back(s.code);
  }
  // R7c.elim.4 (PROPOSED default): the major with the highest income (every major but the own
  // capital yields the same, R10.income.3), ties by seeded draw; with no major, a minor.
  const std::vector<std::string>& pool = majors.empty() ? minors : majors;
  if (!pool.empty()) {
    out.note(Message{Msg::log_treasury_order_pending, {}});
    std::size_t pick = 0;
    if (pool.size() > 1) {
      std::string list;
      for (const std::string& c : pool) list += (list.empty() ? "" : ", ") + c;
      pick = dice.draw(pool.size(), Message{Msg::roll_treasury_citadel,
                                            {side_arg(state, e.side), arg::Words{list}}});
    }
    leave_in(pool[pick], "R7c.elim.4");
    return;
  }
  std::string by = e.by;
  if (e.by_event && state.side(by) == nullptr) {
    // R7c.elim.6 (S1:L558–559): the event caused it and no citadel is left: the treasury is
    // lost. The amount stays out of the public text (R7c.elim.2).
    side.treasury = 0;
    moved(e.side, -amount, "R7c.elim.6");
    out.note(Message{Msg::log_treasury_lost, {who, arg::Number{amount}}});
    out.add(public_event(Message{Msg::treasury_lost, {who, arg::Clause{"R7c.elim.6"}}}));
    return;
  }
  if (state.side(by) == nullptr || state.side(by)->eliminated || by == e.side) {
    // R7c.elim.5: the side that led the siege (or won the corruption) taking its citadels this
    // turn; R7c.elim.10 (PROPOSED): several, a seeded draw among them.
    std::vector<std::string> takers;
    for (const CitadelTaking& t : taken) {
      const state::Side* s = state.side(t.by);
      if (t.from == e.side && s != nullptr && !s->eliminated && t.by != e.side &&
          std::find(takers.begin(), takers.end(), t.by) == takers.end())
        takers.push_back(t.by);
    }
    by.clear();
    if (takers.size() == 1) by = takers.front();
    if (takers.size() > 1)
      by = takers[dice.draw(takers.size(),
                            Message{Msg::roll_treasury_side, {side_arg(state, e.side)}})];
  }
  state::Side* to = state.side(by);
  if (to == nullptr) {
    out.note(Message{Msg::log_treasury_no_heir, {who, arg::Number{amount}}});
    return;
  }
  to->treasury += amount;
  side.treasury = 0;
  moved(e.side, -amount, "R7c.elim.5");
  moved(by, amount, "R7c.elim.5");
  out.note(Message{Msg::log_treasury_received, {arg::Side{by}, who, arg::Number{amount}}});
  out.add(public_event(Message{Msg::treasury_goes_to, {who, side_arg(state, by)}}));
  Event mine;
  mine.text = Message{Msg::treasury_received, {who, arg::Number{amount}}};
  mine.visibility = Visibility::side_only;
  mine.side = by;
  out.events.push_back(std::move(mine));
}

// R7c.elim.8: the characters the side still controls become neutral where they stand (a held
// enemy diadoque or epigone goes back to his side, R6b.free.7).
void release_characters(state::GameState& state, const std::string& side, StepReport& out) {
  for (std::size_t k = 0; k < state.characters.size(); ++k) {
    const state::Character c = state.characters[k];
    if (!c.alive || c.controller != side || c.side == side) continue;
    std::vector<Arg> who = pair_args(state, c.id);
    const bool royal = c.kind == state::CharacterKind::royal;
    free_character(state, c.id);
    // A pair is always royal (R6b.phil.1, R6b.rox.1).
    const Msg id = who.size() > 1 ? Msg::elim_released_two_neutral
                   : royal        ? Msg::elim_released_one_neutral
                                  : Msg::elim_released_one_freed;
    out.add(public_event(Message{id, std::move(who)}));
  }
}

// The RF members an eliminated side's unit in `space` would serve (R7c.elim.9): living, neutral.
std::vector<std::string> royals_in(const state::GameState& state, const std::string& space) {
  std::vector<std::string> out;
  for (const state::Character& c : state.characters)
    if (c.alive && c.kind == state::CharacterKind::royal && c.controller.empty() &&
        c.space == space)
      out.push_back(c.id);
  return out;
}

void downgrade(state::Unit& u) {
  if (u.type == state::UnitType::Am) u.type = state::UnitType::A;
  if (u.type == state::UnitType::Ag) u.type = state::UnitType::Ae;
}

void release_units(state::GameState& state, const std::string& side, StepReport& out) {
  for (std::size_t i = state.units.size(); i-- > 0;) {
    state::Unit& u = state.units[i];
    if (u.side != side) continue;
    const std::string before = unit_label(u, &state);
    // Whoever was on the unit was freed above (free_character takes him off it) or is dead.
    const std::vector<std::string> royals = royals_in(state, u.space);
    u.side.clear();
    u.siege.reset();
    u.commander_since.clear();
    if (!royals.empty()) {  // R7c.elim.9
      downgrade(u);
      u.neutral_label = royal_service_prefix + royals.front();
      u.commander.clear();
      u.attached.clear();
      for (const char* leader : {philippe_iii, "olympias"})
        if (std::find(royals.begin(), royals.end(), leader) != royals.end() && u.commander.empty())
          u.commander = leader;
      for (const std::string& id : royals)
        if (id != u.commander) u.attached.push_back(id);
      std::vector<Arg> args{arg::Piece{before}};
      for (Arg& a : pair_args(state, royals.front())) args.push_back(std::move(a));
      out.add(public_event(
          Message{args.size() > 2 ? Msg::elim_unit_serves_two : Msg::elim_unit_serves_one,
                  std::move(args)}));
      continue;
    }
    u.commander.clear();
    u.attached.clear();
    if (u.type == state::UnitType::Am) {
      out.add(public_event(Message{Msg::elim_unit_disappears, {arg::Piece{before}}}));
      state.units.erase(state.units.begin() + static_cast<std::ptrdiff_t>(i));
      continue;
    }
    downgrade(u);
    u.previous_owner = side;  // R11b.bid.1
    put_up_for_auction(u, elimination_auction_label);
    out.add(public_event(Message{Msg::elim_unit_to_auction, {arg::Piece{before}}}));
  }
}

}  // namespace

int succession_period(const state::Season& season) {
  if (season.year <= -315) return 1;
  if (season.year <= -313) return 2;
  return 3;
}

std::vector<Elimination> due_eliminations(const map::Map& map, const state::GameState& state,
                                          const std::vector<CharacterDeath>& deaths,
                                          const std::vector<std::string>& no_epigone_place) {
  std::vector<Elimination> out;
  for (const state::Side& s : state.sides) {
    if (s.eliminated) continue;
    const state::Character* d = state.character(s.diadoque);
    const state::Character* e = s.epigone.empty() ? nullptr : state.character(s.epigone);
    const std::string dname = d != nullptr ? d->name : s.diadoque;
    if (std::find(no_epigone_place.begin(), no_epigone_place.end(), s.id) !=
        no_epigone_place.end()) {
      out.push_back({s.id, "R7a.p2.3", Message{Msg::elim_no_epigone_place, {}}, ""});
      continue;
    }
    if (state.dynasties) {
      const bool epigone_present = e != nullptr && e->alive && !e->space.empty();
      if (state.season.kind == state::SeasonKind::autumn && dead(d) && !epigone_present &&
          !controls_a_citadel(map, state, s.id))
        out.push_back({s.id, "R7b.dyn.4", Message{Msg::elim_nothing_left, {}}, ""});
      continue;
    }
    if (succession_period(state.season) == 1) {
      if (dead(d))
        out.push_back({s.id, "R7a.p1.1", Message{Msg::pp_death, {arg::Character{dname}}},
                       killer_of(deaths, s.diadoque), event_killed(deaths, s.diadoque)});
      continue;
    }
    if (dead(d) && e != nullptr && !e->alive) {
      std::string by = killer_of(deaths, s.epigone);
      if (by.empty()) by = killer_of(deaths, s.diadoque);
      // R7c.elim.6: the death of this season that left the side with neither.
      const bool by_event = event_killed(deaths, s.epigone) || event_killed(deaths, s.diadoque);
      out.push_back({s.id, succession_period(state.season) == 2 ? "R7a.p2.5" : "R7a.p3.2",
                     Message{Msg::elim_deaths, {arg::Character{dname}, arg::Character{e->name}}},
                     by, by_event});
    }
  }
  return out;
}

StepReport eliminate_side(const map::Map& map, state::GameState& state, const Elimination& e,
                          state::Dice& dice, const std::vector<CitadelTaking>& taken) {
  StepReport out;
  state::Side* side = state.side(e.side);
  if (side == nullptr || side->eliminated) return out;
  out.add(public_event(
      Message{Msg::event_side_eliminated,
              {side_arg(state, e.side), arg::Sub{e.why.messages()}, arg::Clause{e.clause}}}));
  leave_treasury(map, state, e, dice, taken, out);
  side->eliminated = true;
  // R7c.elim.1: its citadels become neutral; those held inside are freed.
  for (const map::Space& s : map.spaces) {
    if (!s.is_citadel() || state.controller_of(s.code) != e.side) continue;
    state.control.erase(s.code);
    out.append(free_in_citadel(state, s.code, e.side, "R7c.elim.1"));
  }
  // Its provinces too: those with citadels follow their now neutral citadels (R11e.ctrl.3), and
  // those without belong to a side that no longer plays, whose armies turn neutral (R7c.elim.8,
  // R11e.ctrl.7). Kept, they would go on counting for a side that is out of the game.
  std::erase_if(state.control, [&](const auto& entry) { return entry.second == e.side; });
  release_characters(state, e.side, out);
  release_units(state, e.side, out);
  out.note(Message{Msg::log_elimination_pending, {}});
  return out;
}

}  // namespace dia::adj::rules
