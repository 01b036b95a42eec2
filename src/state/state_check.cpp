// Consistency of a game state against the map and against itself (issue: loading rejects
// inconsistent states with a clear message).
#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "state/state_yaml.hpp"

namespace dia::state {
namespace {

class Checker {
 public:
  Checker(const GameState& s, const map::Map& m, const std::string& file, const StatePositions* pos)
      : s_(s), m_(m), file_(file), pos_(pos) {}

  Diagnostics run() {
    check_sides();
    check_characters();
    check_units();
    check_control();
    check_treasures();
    check_victory();
    if (!s_.satraps_offer.empty() && !Season::from_id(s_.satraps_offer))
      error({}, fmt::format("satraps_offer: '{}' is not a season id (like 005-spring-318)",
                            s_.satraps_offer));
    return std::move(out_);
  }

 private:
  const GameState& s_;
  const map::Map& m_;
  const std::string& file_;
  const StatePositions* pos_;
  Diagnostics out_;

  static SourcePos at(const std::vector<SourcePos>* v, std::size_t i) {
    return v && i < v->size() ? (*v)[i] : SourcePos{};
  }
  SourcePos at(const std::map<std::string, SourcePos>* m, const std::string& key) const {
    if (!m) return {};
    auto it = m->find(key);
    return it == m->end() ? SourcePos{} : it->second;
  }
  void error(SourcePos p, std::string msg) {
    out_.push_back({Severity::error, file_, p, std::move(msg)});
  }

  const map::Space* space(const std::string& code) const {
    auto id = m_.find_space(code);
    return id ? &m_.space(*id) : nullptr;
  }
  bool known_side(const std::string& id) const { return id.empty() || s_.side(id) != nullptr; }

  void check_sides() {
    std::set<std::string> seen;
    for (std::size_t i = 0; i < s_.sides.size(); ++i) {
      const Side& side = s_.sides[i];
      SourcePos p = at(pos_ ? &pos_->sides : nullptr, i);
      if (!seen.insert(side.id).second) error(p, fmt::format("side '{}' is listed twice", side.id));
      if (side.treasury < 0) {
        error(p, fmt::format("side '{}' has a negative treasury ({} T); a treasury is never "
                             "negative (D.money)",
                             side.id, side.treasury));
      }
      const map::Space* cap = space(side.capital);
      if (!cap || cap->kind != map::SpaceKind::citadel) {
        error(p, fmt::format("side '{}': capital '{}' is not a citadel of the map", side.id,
                             side.capital));
      }
      const Character* d = s_.character(side.diadoque);
      if (!d || d->kind != CharacterKind::diadoque) {
        error(p, fmt::format("side '{}': diadoque '{}' is not a diadoque character", side.id,
                             side.diadoque));
      }
      if (!side.epigone.empty()) {
        const Character* e = s_.character(side.epigone);
        if (!e || e->kind != CharacterKind::epigone) {
          error(p, fmt::format("side '{}': epigone '{}' is not an epigone character", side.id,
                               side.epigone));
        }
      }
    }
  }

  void check_characters() {
    std::set<std::string> seen;
    for (std::size_t i = 0; i < s_.characters.size(); ++i) {
      const Character& c = s_.characters[i];
      SourcePos p = at(pos_ ? &pos_->characters : nullptr, i);
      if (!seen.insert(c.id).second) error(p, fmt::format("character '{}' is listed twice", c.id));
      if (!known_side(c.side))
        error(p, fmt::format("character '{}': unknown side '{}'", c.id, c.side));
      if (!known_side(c.controller)) {
        error(p, fmt::format("character '{}': unknown controller '{}'", c.id, c.controller));
      }
      if (!c.husband.empty() && s_.character(c.husband) == nullptr)  // R6b.cleo.6
        error(p, fmt::format("character '{}': unknown husband '{}'", c.id, c.husband));
      for (const auto& [side, paid] : c.corruption_paid)  // R9b.roll.1
        if (!known_side(side) || side.empty())
          error(p, fmt::format("character '{}': corruption paid by unknown side '{}'", c.id, side));
      for (const auto& [side, paid] : c.counter_corruption_by)  // R9b.cc.2
        if (!known_side(side) || side.empty())
          error(p, fmt::format("character '{}': counter-corruption paid by unknown side '{}'", c.id,
                               side));
      if (c.alive && !c.space.empty() && !space(c.space)) {
        error(p, fmt::format("character '{}' stands in unknown space '{}'", c.id, c.space));
      }
      if (!c.husband.empty() && s_.character(c.husband) == nullptr)
        error(p, fmt::format("character '{}': unknown husband '{}'", c.id, c.husband));
      // Only an epigone who has not appeared yet (R7a) is off the map while alive.
      if (c.alive && c.space.empty() && c.kind != CharacterKind::epigone) {
        error(p, fmt::format("character '{}' is alive but stands nowhere; a living diadoque or "
                             "RF member is always on the map",
                             c.id));
      }
    }
    // Pairs always share location and controller (R6b.phil.1, R6b.rox.1).
    for (auto [a, b] :
         {std::pair{"philippe-iii", "eurydice"}, std::pair{"roxane", "alexandre-iv"}}) {
      const Character* x = s_.character(a);
      const Character* y = s_.character(b);
      if (x && y && x->alive && y->alive &&
          (x->space != y->space || x->controller != y->controller)) {
        error(at(pos_ ? &pos_->characters : nullptr,
                 static_cast<std::size_t>(y - s_.characters.data())),
              fmt::format("{} and {} must share space and controller (R6b.phil.1, R6b.rox.1)",
                          x->name, y->name));
      }
    }
  }

  static std::vector<const std::string*> carried(const Unit& u) {
    std::vector<const std::string*> out;
    if (!u.commander.empty()) out.push_back(&u.commander);
    for (const auto& a : u.attached) out.push_back(&a);
    return out;
  }

  void check_units() {
    std::map<std::string, std::size_t> occupant;
    std::map<std::string, std::size_t> carrier;  // character id -> the unit carrying him
    for (std::size_t i = 0; i < s_.units.size(); ++i) {
      const Unit& u = s_.units[i];
      SourcePos p = at(pos_ ? &pos_->units : nullptr, i);
      std::string label = fmt::format("{} {}", code(u.type), u.space);
      if (!known_side(u.side)) error(p, fmt::format("unit {}: unknown side '{}'", label, u.side));
      for (const auto& [side, paid] : u.corruption_paid)  // R9b.roll.1
        if (!known_side(side) || side.empty())
          error(p, fmt::format("unit {}: corruption paid by unknown side '{}'", label, side));
      for (const auto& [side, paid] : u.counter_corruption_by)  // R9b.cc.2
        if (!known_side(side) || side.empty())
          error(p,
                fmt::format("unit {}: counter-corruption paid by unknown side '{}'", label, side));
      const map::Space* sp = space(u.space);
      if (!sp) {
        error(p, fmt::format("unit {}: unknown space '{}'", label, u.space));
        continue;
      }
      if (is_fleet(u.type)) {
        bool ok = sp->kind == map::SpaceKind::sea ||
                  (sp->kind == map::SpaceKind::citadel && sp->citadel && sp->citadel->port);
        if (!ok)
          error(p, fmt::format("fleet {} stands on land; a fleet may only be in a sea zone "
                               "or a port citadel (R6a.loc.2)",
                               label));
      } else if (sp->kind == map::SpaceKind::sea) {
        error(p, fmt::format("army {} stands at sea; an army may only be in a land province or a "
                             "citadel (R6a.loc.1)",
                             label));
      }
      // One unit per space, except the home province at the start of the game (R12.t1.1).
      auto [it, fresh] = occupant.emplace(u.space, i);
      bool first_turn_home =
          s_.season == Season::first() && !u.side.empty() && s_.units[it->second].side == u.side;
      if (!fresh && !first_turn_home) {
        error(p, fmt::format("two units in {}: {} and {}; a space holds at most one unit "
                             "(R4a.space.2)",
                             u.space, code(s_.units[it->second].type), code(u.type)));
      }
      auto check_char = [&](const std::string& id, const char* role) {
        const Character* c = s_.character(id);
        if (!c) {
          error(p, fmt::format("unit {}: unknown {} '{}'", label, role, id));
        } else if (!c->alive || c->space != u.space) {
          error(p, fmt::format("unit {}: {} {} is not in {}", label, role, c->name, u.space));
        }
      };
      if (!u.commander.empty()) check_char(u.commander, "commander");
      for (const auto& a : u.attached) check_char(a, "attached character");
      // A character goes with one unit at most (D.associated).
      for (const std::string* id : carried(u)) {
        auto [c, first] = carrier.emplace(*id, i);
        if (!first)
          error(p, fmt::format("character '{}' is carried by two units, {} {} and {}", *id,
                               code(s_.units[c->second].type), s_.units[c->second].space, label));
      }
      // R9a.move.8: a side's unit enters only its own citadels, so one standing in a citadel
      // is that side's.
      if (sp->kind == map::SpaceKind::citadel && !u.side.empty() &&
          s_.controller_of(u.space) != u.side) {
        error(p, fmt::format("unit {} of {} stands in a citadel {} does not control (R9a.move.8)",
                             label, u.side, u.side));
      }
      if (u.siege) {
        const map::Space* c = space(u.siege->citadel);
        if (!c || c->kind != map::SpaceKind::citadel) {
          error(p, fmt::format("unit {}: besieges '{}', which is not a citadel", label,
                               u.siege->citadel));
        }
      }
    }
  }

  void check_control() {
    for (const auto& [code, side] : s_.control) {
      SourcePos p = at(pos_ ? &pos_->control : nullptr, code);
      const map::Space* sp = space(code);
      if (!sp)
        error(p, fmt::format("control: unknown space '{}'", code));
      else if (sp->kind == map::SpaceKind::sea) {
        error(p, fmt::format("control: sea zone {} cannot be controlled", code));
      }
      if (side.empty() || !s_.side(side)) {
        error(p, fmt::format("control of {}: unknown side '{}'", code, side));
      } else if (s_.side(side)->eliminated) {
        error(p, fmt::format("control of {}: side '{}' is eliminated; an eliminated side "
                             "controls nothing (R7c.elim.1)",
                             code, side));
      }
    }
  }

  void check_victory() {
    if (!s_.victory) return;
    const SourcePos p = pos_ ? pos_->victory : SourcePos{};
    const std::string& k = s_.victory->kind;
    if (k != "total" && k != "measured" && k != "marginal" && k != "shared")
      error(p, fmt::format("victory kind '{}' is not total, measured, marginal or shared (R3)", k));
    if (s_.victory->sides.empty()) error(p, "a victory names at least one winning side");
    for (const auto& side : s_.victory->sides)
      if (side.empty() || !s_.side(side)) error(p, fmt::format("victory: unknown side '{}'", side));
  }

  void check_treasures() {
    for (const auto& [code, amount] : s_.treasures) {
      SourcePos p = at(pos_ ? &pos_->treasures : nullptr, code);
      const map::Space* sp = space(code);
      if (!sp || sp->kind != map::SpaceKind::citadel) {
        error(p, fmt::format("treasure in '{}', which is not a citadel", code));
      }
      if (amount <= 0) error(p, fmt::format("treasure in {} must be positive", code));
    }
  }
};

}  // namespace

Diagnostics check_state(const GameState& state, const map::Map& map, const std::string& file,
                        const StatePositions* positions) {
  return Checker(state, map, file, positions).run();
}

}  // namespace dia::state
