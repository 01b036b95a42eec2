#include "adjudicator/rules/control.hpp"

#include <algorithm>
#include <set>

namespace dia::adj::rules {
namespace {

bool is_army(const state::Unit& u) {
  return !state::is_fleet(u.type);
}

bool has_no_control(const ControlInput& in, const std::string& side, const std::string& prov) {
  return std::any_of(in.no_control.begin(), in.no_control.end(),
                     [&](const NoControlOrder& o) { return o.side == side && o.province == prov; });
}

void assign(std::map<std::string, std::string>& control, const std::string& space,
            const std::string& side) {
  if (side.empty())
    control.erase(space);
  else
    control[space] = side;
}

std::string get(const std::map<std::string, std::string>& control, const std::string& space) {
  auto it = control.find(space);
  return it == control.end() ? std::string() : it->second;
}

}  // namespace

ControlResult recompute_control(const map::Map& map, const state::GameState& position,
                                const ControlInput& input) {
  ControlResult out;
  out.control = position.control;

  // R11e.ctrl.1: a citadel keeps its owner, empty or not; a neutral unit in it makes it neutral.
  for (const auto& space : map.spaces) {
    if (!space.is_citadel()) continue;
    const state::Unit* u = position.unit_at(space.code);
    if (u && u->side.empty()) assign(out.control, space.code, "");
  }

  for (const auto& space : map.spaces) {
    if (!space.is_land()) continue;
    const state::Unit* army = nullptr;
    const state::Unit* neutral = nullptr;
    for (const auto& u : position.units) {
      if (u.space != space.code) continue;
      if (u.side.empty()) neutral = &u;
      if (is_army(u) && !army) army = &u;
    }

    if (!space.citadels.empty()) {
      // R11e.ctrl.3–4: an army standing in the province gives it to its side (PROPOSED),
      // a neutral army makes it neutral.
      if (army) {
        assign(out.control, space.code, army->side);
        continue;
      }
      // R11e.ctrl.5–6: otherwise the single player owner of its citadels; two owners: neutral;
      // neutral citadels do not count.
      std::set<std::string> owners;
      for (map::SpaceId c : space.citadels) {
        std::string o = get(out.control, map.space(c).code);
        if (!o.empty()) owners.insert(o);
      }
      assign(out.control, space.code, owners.size() == 1 ? *owners.begin() : std::string());
      continue;
    }

    // Citadel-less province (R11e.ctrl.2, ctrl.7).
    if (neutral) {
      assign(out.control, space.code, "");
      continue;
    }
    if (army) {
      if (!has_no_control(input, army->side, space.code))
        assign(out.control, space.code, army->side);
      continue;
    }
    // Lone diadoques and epigones: who is there, and who of them arrived this season.
    std::set<std::string> present;
    std::set<std::string> arrived;
    for (const auto& c : position.characters) {
      if (!c.alive || c.space != space.code || c.prisoner) continue;
      if (c.kind == state::CharacterKind::royal || c.controller.empty()) continue;
      if (has_no_control(input, c.controller, space.code)) continue;
      present.insert(c.controller);
      if (std::find(input.arrived_characters.begin(), input.arrived_characters.end(), c.id) !=
          input.arrived_characters.end())
        arrived.insert(c.controller);
    }
    if (present.size() == 1) {
      assign(out.control, space.code, *present.begin());
    } else if (present.size() > 1) {
      if (arrived.size() == 1) {
        assign(out.control, space.code, *arrived.begin());
      } else {
        out.gm_notes.push_back(Message{Msg::log_control_lone_leaders, {arg::Place{space.code}}});
      }
    }
  }

  for (const auto& space : map.spaces) {
    std::string before =
        input.baseline ? get(*input.baseline, space.code) : position.controller_of(space.code);
    std::string after = get(out.control, space.code);
    if (before != after) out.changes.push_back({space.code, before, after});
  }
  return out;
}

}  // namespace dia::adj::rules
