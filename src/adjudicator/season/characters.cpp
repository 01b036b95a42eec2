#include "adjudicator/season/characters.hpp"

#include <fmt/format.h>
#include <algorithm>

#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/season/pieces.hpp"
#include "common/text.hpp"

namespace dia::adj::season {

namespace {
bool same(const std::string& a, const std::string& b) {
  return fold_name(a) == fold_name(b);
}

int capture_limit(const map::Map& map, const std::string& space) {
  const auto s = map.find_space(space);
  return s && map.space(*s).is_sea() ? 2 : 4;  // R6b.cap.1–2: 1–2 at sea, 1–4 on land
}

// R6b.cap.4: whether `side` named the character in a no-capture order this turn.
bool spares(const Spared& spared, const std::string& side, const std::string& character) {
  return std::find(spared.begin(), spared.end(), std::pair{side, character}) != spared.end();
}

// Whether `id`'s pair partner already rolled in `out` (its result covers both).
bool rolled_for_partner(const std::vector<Capture>& out, const std::string& id) {
  const std::string partner = rules::pair_partner(id);
  return !partner.empty() && std::any_of(out.begin(), out.end(),
                                         [&](const Capture& c) { return c.character == partner; });
}

// After a capture of a pair's member, the same capture for the partner (R6b.phil.1,
// R6b.rox.1). Returns whether one was added.
bool add_partner(const state::GameState& state, std::vector<Capture>& out) {
  Capture c = out.back();
  if (!c.captured) return false;
  const std::string partner = rules::pair_partner(c.character);
  const state::Character* p = state.character(partner);
  if (p == nullptr || !p->alive) return false;
  c.character = partner;
  c.rule = partner == "eurydice" || partner == "philippe-iii" ? "R6b.phil.1" : "R6b.rox.1";
  out.push_back(c);
  return true;
}
}  // namespace

bool alone(const state::GameState& state, const std::string& character) {
  return std::none_of(state.units.begin(), state.units.end(), [&](const state::Unit& u) {
    return u.commander == character ||
           std::find(u.attached.begin(), u.attached.end(), character) != u.attached.end();
  });
}

void detach(state::GameState& state, const std::string& character) {
  for (state::Unit& u : state.units) {
    if (u.commander == character) {
      u.commander.clear();
      u.commander_since.clear();
    }
    std::erase(u.attached, character);
  }
}

namespace {

// An RF member making the same move as his controller's diadoque or epigone travels escorted:
// he is not alone (D.alone, PROPOSED), so only the leader may be taken while crossing.
bool escorted_across(const state::GameState& before, const std::vector<CharacterMove>& moves,
                     const CharacterMove& m, const state::Character& ch) {
  if (ch.kind != state::CharacterKind::royal || ch.controller.empty()) return false;
  for (const CharacterMove& other : moves) {
    if (other.from != m.from || other.to != m.to) continue;
    for (const std::string& id : other.characters) {
      const state::Character* d = before.character(id);
      if (d != nullptr && d->alive && d->kind != state::CharacterKind::royal &&
          d->side == ch.controller && d->controller == ch.controller)
        return true;
    }
  }
  return false;
}

}  // namespace

std::vector<Capture> crossing_captures(const map::Map& map, const state::GameState& before,
                                       const std::vector<CharacterMove>& moves,
                                       const Resolution& res, state::Dice& dice,
                                       const Spared& spared) {
  std::vector<Capture> out;
  for (const CharacterMove& m : moves) {
    if (m.to == nowhere) continue;
    for (const std::string& id : m.characters) {
      const state::Character* ch = before.character(id);
      if (ch == nullptr) continue;
      // A pair is one piece (R6b.phil.1, R6b.rox.1): the partner shares the first one's roll.
      if (rolled_for_partner(out, id)) continue;
      if (escorted_across(before, moves, m, *ch)) continue;  // D.alone (PROPOSED): not alone
      bool done = false;
      for (std::size_t i = 0; i < before.units.size() && !done; ++i) {
        const state::Unit& u = before.units[i];
        if (u.side.empty() || u.side == ch->controller) continue;  // R6b.cap.7
        if (spares(spared, u.side, id)) continue;                  // R6b.cap.4
        if (!same(u.space, map.space(m.to).code) || res.positions[i] != m.from) continue;
        if (res.dislodged_by[i] >= 0) continue;
        Capture c{id, u.side, static_cast<int>(i), 0, false, map.space(m.to).code, "R6b.cap.1"};
        const int limit = capture_limit(map, c.where);
        c.roll = dice.d6(Message{Msg::roll_capture_crossing,
                                 {arg::Character{ch->name}, arg::Piece{describe(before, u)},
                                  arg::Place{map.space(m.from).code},
                                  arg::Place{map.space(m.to).code}, arg::Number{limit}}});
        c.captured = c.roll <= limit;
        out.push_back(c);
        add_partner(before, out);
        done = true;
      }
    }
  }
  return out;
}

void apply_capture(state::GameState& state, const std::string& character, const std::string& side,
                   int unit) {
  state::Character* ch = state.character(character);
  if (ch == nullptr) return;
  detach(state, character);
  ch->controller = side;
  ch->prisoner = !ch->side.empty() && ch->side != side;
  if (unit >= 0 && static_cast<std::size_t>(unit) < state.units.size()) {
    state.units[static_cast<std::size_t>(unit)].attached.push_back(character);
    ch->space = state.units[static_cast<std::size_t>(unit)].space;
  }
}

std::vector<Text> associate(const map::Map& map, state::GameState& state) {
  (void)map;
  std::vector<Text> log;
  for (state::Unit& u : state.units)
    for (const std::string& id : u.attached)
      if (state::Character* c = state.character(id)) c->space = u.space;
  for (state::Unit& u : state.units)
    if (!u.commander.empty())
      if (state::Character* c = state.character(u.commander)) c->space = u.space;
  for (state::Character& c : state.characters) {
    if (!c.alive || c.space.empty() || c.controller.empty() || !alone(state, c.id)) continue;
    // A character who may lead joins a unit that has no commander if there is one, so that he
    // takes its command (R6b.lead.3) instead of riding along with a led unit: for Philippe III
    // that is the difference between keeping his controller and turning neutral (R6b.phil.4).
    const bool may_lead = leader_rank(c) < 4 && !c.prisoner;
    state::Unit* with = nullptr;
    for (state::Unit& u : state.units) {
      if (u.side != c.controller || !same(u.space, c.space)) continue;
      if (with == nullptr) with = &u;
      if (may_lead && u.commander.empty()) {
        with = &u;
        break;
      }
    }
    if (with != nullptr) {
      with->attached.push_back(c.id);
      log.push_back(Message{Msg::log_associated,
                            {arg::Character{c.name}, arg::Piece{describe(state, *with)}}});
    }
  }
  // R6b.lead.3: a unit without a commander takes the first leader present.
  for (state::Unit& u : state.units) {
    if (!u.commander.empty()) continue;
    auto best = u.attached.end();
    int rank = 4;
    for (auto it = u.attached.begin(); it != u.attached.end(); ++it) {
      const state::Character* c = state.character(*it);
      if (c == nullptr || c->prisoner || c->controller != u.side) continue;  // R6b.lead.2
      if (leader_rank(*c) < rank) {
        rank = leader_rank(*c);
        best = it;
      }
    }
    if (best == u.attached.end()) continue;
    u.commander = *best;
    u.commander_since = state.season.id();
    u.attached.erase(best);
    log.push_back(Message{
        Msg::log_takes_command_lead3,
        {arg::Character{state.character(u.commander)->name}, arg::Piece{describe(state, u)}}});
  }
  return log;
}

std::vector<Capture> end_captures(const map::Map& map, state::GameState& state, state::Dice& dice,
                                  const Spared& spared) {
  std::vector<Capture> out;
  for (std::size_t k = 0; k < state.characters.size(); ++k) {
    const state::Character c = state.characters[k];
    if (!c.alive || c.space.empty() || !alone(state, c.id)) continue;
    if (rules::escorted(state, c)) continue;  // D.alone (PROPOSED): not alone
    if (rolled_for_partner(out, c.id)) continue;
    const int limit = capture_limit(map, c.space);
    auto roll = [&](const std::string& side, int unit, const std::string& by) {
      Capture cap{c.id, side, unit, 0, false, c.space, "R6b.cap.2"};
      cap.roll = dice.d6(Message{
          Msg::roll_capture_alone,
          {arg::Character{c.name}, arg::Piece{by}, arg::Place{c.space}, arg::Number{limit}}});
      cap.captured = cap.roll <= limit;
      if (cap.captured) apply_capture(state, c.id, side, unit);
      out.push_back(cap);
      if (add_partner(state, out)) apply_capture(state, out.back().character, side, unit);
      return cap.captured;
    };
    // R6b.cap.5 (PROPOSED): the side owning the unit in the space rolls first (one unit per
    // space); neutral units capture only where an event says so (R6b.cap.7).
    std::string unit_side;
    bool taken = false;
    for (std::size_t i = 0; i < state.units.size(); ++i) {
      const state::Unit& u = state.units[i];
      if (u.side.empty() || u.side == c.controller || !same(u.space, c.space)) continue;
      unit_side = u.side;
      if (!spares(spared, u.side, c.id))  // R6b.cap.4: no attempt, and no leader's either
        taken = roll(u.side, static_cast<int>(i), describe(state, u));
      break;
    }
    if (taken || c.kind != state::CharacterKind::royal) continue;
    // R6b.cap.2: for an RF member an enemy diadoque or epigone in the space counts too; the
    // sides with only such a leader there roll in a seeded random order (R6b.cap.5).
    std::vector<const state::Character*> leaders;
    for (const state::Character& d : state.characters) {
      if (!d.alive || d.kind == state::CharacterKind::royal || d.controller != d.side) continue;
      if (d.side.empty() || d.side == c.controller || d.side == unit_side) continue;
      if (spares(spared, d.side, c.id)) continue;  // R6b.cap.4
      if (!same(d.space, c.space)) continue;
      if (std::none_of(leaders.begin(), leaders.end(),
                       [&](const state::Character* x) { return x->side == d.side; }))
        leaders.push_back(&d);
    }
    if (leaders.size() > 1) {
      std::string list;
      for (const state::Character* d : leaders) list += (list.empty() ? "" : ", ") + d->name;
      for (std::size_t n = 0; n + 1 < leaders.size(); ++n) {
        const std::size_t pick =
            n + dice.draw(leaders.size() - n,
                          Message{Msg::roll_capture_order,
                                  {arg::Character{c.name}, arg::Place{c.space},
                                   arg::Number{static_cast<int>(n + 1)}, arg::Words{list}}});
        std::swap(leaders[n], leaders[pick]);
      }
    }
    for (const state::Character* d : leaders)
      if (roll(d->side, -1, d->name)) break;
  }
  return out;
}

std::vector<Message> eliminate_unit(state::GameState& state, std::size_t unit) {
  std::vector<Message> log;
  state::Unit u = state.units[unit];
  if (!u.commander.empty())
    if (state::Character* c = state.character(u.commander)) {
      c->alive = false;
      log.push_back(Message{Msg::event_killed_with,
                            {arg::Character{c->name}, arg::Piece{describe(state, u)}}});
    }
  for (const std::string& id : u.attached)
    if (state::Character* c = state.character(id)) {
      c->space = u.space;
      if (c->controller != u.side) continue;
      if (c->prisoner) {  // R6b.free.3, R6b.free.7 (PROPOSED)
        c->prisoner = false;
        c->controller = c->side;
        log.push_back(Message{Msg::event_freed_by_loss, {arg::Character{c->name}}});
      } else if (c->kind == state::CharacterKind::royal) {
        c->controller.clear();  // R6b.free.3, R6b.free.7 (PROPOSED): a freed RF member is neutral
        log.push_back(Message{Msg::event_freed_neutral_by_loss, {arg::Character{c->name}}});
      }
    }
  state.units.erase(state.units.begin() + static_cast<std::ptrdiff_t>(unit));
  return log;
}

}  // namespace dia::adj::season
