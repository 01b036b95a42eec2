#include "adjudicator/intrigue/corruption_effects.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/season/pieces.hpp"
#include "common/text.hpp"
#include "report/catalogue.hpp"

namespace dia::adj::intrigue {

namespace {

struct Effects {
  StepContext& ctx;
  const std::string& side;
  std::string side_label;

  void say(Message m) {
    ctx.log(Message{Msg::log_prefixed, {arg::Clause{"R9b"}, arg::Sub{{m}}}});
    ctx.event(std::move(m));
  }

  // R9b.succ.5, R6b.free.5, R6b.cap.3: another character goes with the unit or citadel.
  void take_character(state::Character& c, const std::string& clause, const std::string& where) {
    if (c.kind == state::CharacterKind::royal) {
      c.controller = side;
      say({Msg::character_changes_side,
           {arg::Character{c.name}, arg::Side{side_label}, arg::Clause{clause}}});
    } else if (c.side == side) {  // R6b.free.5: his own side frees him
      c.controller = side;
      c.prisoner = false;
      say({Msg::character_freed_by, {arg::Character{c.name}, arg::Clause{"R6b.free.5"}}});
    } else {  // a prisoner changes hands; a free leader of the losing side is captured (PROPOSED)
      c.controller = side;
      c.prisoner = true;
      say({Msg::character_captured,
           {arg::Character{c.name}, arg::Side{side_label}, arg::Place{where},
            arg::Clause{clause}}});
    }
  }

  void unit(std::size_t i, const std::vector<std::string>& leaving, bool no_seize) {
    state::GameState& st = ctx.work;
    // A commander ordered away is no longer written with the unit (`A THR`, not `A* THR`), as
    // the movement writes it (R9b.lvl.3).
    state::Unit as_left = st.units[i];
    if (std::find(leaving.begin(), leaving.end(), as_left.commander) != leaving.end())
      as_left.commander.clear();
    const std::string before = season::describe(st, as_left);
    const std::string space = st.units[i].space;
    say({Msg::unit_corrupted,
         {arg::Piece{before}, arg::Side{side_label}, arg::Clause{"R9b.succ.1"}}});
    // R9b.succ.4, R6b.lead.4, R9b.lvl.3: the commander dies with the unit's loyalty unless he
    // was ordered away; then he stays where he is, alone, and his own order moves him.
    const std::string commander = st.units[i].commander;
    if (!commander.empty())
      if (state::Character* c = st.character(commander)) {
        const bool leaves = std::find(leaving.begin(), leaving.end(), c->id) != leaving.end();
        st.units[i].commander.clear();
        st.units[i].commander_since.clear();
        if (leaves) {
          say({Msg::commander_left_corruption,
               {arg::Character{c->name}, arg::Piece{before}, arg::Clause{"R9b.succ.4"}}});
        } else {
          c->alive = false;
          ctx.facts.corruption_deaths.push_back({c->id, side, false});
          say({Msg::commander_killed_corruption,
               {arg::Character{c->name}, arg::Piece{before}, arg::Clause{"R9b.succ.4"}}});
        }
      }
    // R9b.succ.5: the others go with the unit, except those ordered away (R6b.free.2 frees a
    // held one left alone at the end of movement; a free one of the losing side walks off).
    std::vector<std::string> attached = st.units[i].attached;
    for (const std::string& id : attached) {
      state::Character* c = st.character(id);
      if (c == nullptr) continue;
      if (std::find(leaving.begin(), leaving.end(), id) != leaving.end()) {
        std::erase(st.units[i].attached, id);
        continue;
      }
      take_character(*c, "R9b.succ.5", space);
    }
    // R9b.succ.6: Am → A, Ag → Ae. R9b.succ.7, R6a.limit.3: a limit may be exceeded until winter.
    state::Unit& u = st.units[i];
    ctx.facts.corrupted_from.push_back({u.side, u.space});
    u.side = side;
    u.neutral_label.clear();
    if (u.type == state::UnitType::Am || u.type == state::UnitType::Ag) {
      const std::string was = season::describe(st, u);
      u.type = u.type == state::UnitType::Am ? state::UnitType::A : state::UnitType::Ae;
      say({Msg::unit_downgraded_corruption,
           {arg::Piece{was}, arg::Piece{season::describe(st, u)}, arg::Clause{"R9b.succ.6"}}});
    }
    // R9b.succ.3: a siege in progress (u.siege) is kept for the new owner.
    // R9b.succ.8–9: its province or citadel changes side at once.
    const std::optional<map::SpaceId> where = ctx.map.find_space(space);
    if (!where) return;
    const map::Space& sp = ctx.map.space(*where);
    if (sp.is_sea()) return;
    st.control[sp.code] = side;
    if (!sp.is_citadel()) return;
    // R9b.succ.9, R6b.cap.3: the characters shut in the citadel are taken, no roll.
    for (state::Character& c : st.characters) {
      if (!c.alive || fold_name(c.space) != fold_name(sp.code) || c.controller == side) continue;
      // Those ordered away this turn go out with their own order (R9b.succ.4); a lone one left
      // with an enemy unit may still be captured after movement (R6b.cap.2).
      if (std::find(leaving.begin(), leaving.end(), c.id) != leaving.end()) continue;
      // R6b.cap.4: a side that named him in a no-capture order does not take him (R9c.nocap.1).
      if (std::find(ctx.facts.spared.begin(), ctx.facts.spared.end(), std::pair{side, c.id}) !=
          ctx.facts.spared.end())
        continue;
      take_character(c, "R6b.cap.3", sp.code);
    }
    // R9b.succ.9 (PROPOSED): the treasure is seized unless `Pas de saisie` (R9c.noseize.1).
    auto t = st.treasures.find(sp.code);
    if (t == st.treasures.end() || t->second <= 0) return;
    if (no_seize) {
      say({Msg::treasure_left_corruption,
           {arg::Place{sp.code}, arg::Number{t->second}, arg::Clause{"R9c.noseize.1"}}});
      return;
    }
    const int amount = t->second;
    st.treasures.erase(t);
    ctx.credit(side, amount, Message{Msg::money_treasure, {arg::Place{sp.code}}}, "R9b.succ.9");
    ctx.facts.seizures.push_back({sp.code, side, sp.citadel && sp.citadel->religious_treasure});
    say({Msg::treasure_seized_corruption,
         {arg::Side{side_label}, arg::Place{sp.code}, arg::Number{amount},
          arg::Clause{"R9b.succ.9"}}});
  }

  // R9b.char.1 (PROPOSED): the character (and his pair partner) comes under the side's control
  // where he stands; its order in the same file moves him.
  void character(const std::string& id) {
    state::Character* c = ctx.work.character(id);
    if (c == nullptr) return;
    say({Msg::character_corrupted,
         {arg::Character{c->name}, arg::Side{side_label}, arg::Clause{"R9b.char.1"}}});
    c->controller = side;
    c->prisoner = false;
    if (state::Character* p = ctx.work.character(rules::pair_partner(id))) {
      p->controller = side;
      p->prisoner = false;
      say({Msg::character_changes_side,
           {arg::Character{p->name}, arg::Side{side_label}, arg::Clause{"R9b.tgt.4"}}});
    }
  }
};

}  // namespace

void apply_corruption(StepContext& ctx, const Target& target, const std::string& side,
                      const std::vector<std::string>& leaving, bool no_seize) {
  Effects e{ctx, side, season::side_name(ctx.work, side)};
  if (target.unit >= 0)
    e.unit(static_cast<std::size_t>(target.unit), leaving, no_seize);
  else
    e.character(target.character);
}

}  // namespace dia::adj::intrigue
