#include "adjudicator/season/rules_bridge.hpp"

#include "adjudicator/season/neutral_supply.hpp"
#include "common/text.hpp"

namespace dia::adj::season {

rules::MovementFacts movement_facts(const map::Map& map, const state::GameState& before,
                                    const std::vector<UnitOrder>& orders, const Resolution& res) {
  rules::MovementFacts facts;
  const std::size_t n = before.units.size();
  for (std::size_t i = 0; i < n; ++i) {
    const state::Unit& u = before.units[i];
    rules::UnitFacts f;
    f.space = u.space;
    f.side = u.side;
    f.dislodged = res.dislodged_by[i] >= 0;
    f.moved = orders[i].kind == UnitOrder::Kind::move && !f.dislodged &&
              res.outcomes[i].result == Result::succeeds;
    f.ends_in = map.space(res.positions[i]).code;
    for (std::size_t j = 0; j < n; ++j) {
      const UnitOrder& o = orders[j];
      if (j == i || o.kind != UnitOrder::Kind::move || o.to == nowhere) continue;
      if (fold_name(map.space(o.to).code) != fold_name(u.space)) continue;
      f.attacks.push_back({before.units[j].space, before.units[j].side, res.dislodged_by[j] >= 0});
    }
    facts.units.push_back(std::move(f));
  }
  return facts;
}

SiegeBridge siege_input(const map::Map& map, const state::GameState& before,
                        const std::vector<UnitOrder>& orders, const Resolution& res,
                        const std::vector<std::pair<std::string, std::string>>& no_seize) {
  SiegeBridge out;
  out.input.movement = movement_facts(map, before, orders, res);
  const std::size_t n = before.units.size();
  for (std::size_t i = 0; i < n; ++i) {
    const UnitOrder& o = orders[i];
    const state::Unit& u = before.units[i];
    if (o.kind == UnitOrder::Kind::siege) {
      rules::SiegeOrder s;
      s.unit = u.space;
      s.citadel = map.space(o.citadel).code;
      s.written_round = o.written_round;
      s.combat = res.combat[i];
      // G1.6: a siege support counts only if it names this besieger and this citadel.
      for (std::size_t j = 0; j < n; ++j) {
        const UnitOrder& so = orders[j];
        if (so.kind == UnitOrder::Kind::support && so.target == static_cast<int>(i) &&
            so.citadel == o.citadel)
          s.supports.push_back({before.units[j].space, res.combat[j]});
      }
      for (const auto& [side, citadel] : no_seize)
        if (side == u.side && fold_name(citadel) == fold_name(s.citadel)) s.no_seize = true;
      out.input.sieges.push_back(std::move(s));
      out.siege_unit.push_back(static_cast<int>(i));
    } else if (o.kind == UnitOrder::Kind::supply) {
      rules::SupplyOrder s;
      s.unit = u.space;
      s.citadel = map.space(o.citadel).code;
      if (u.side.empty()) s.neutral_origin = neutral_origin_citadel(map, before, u);  // R14d.gen.7
      out.input.supplies.push_back(std::move(s));
      out.supply_unit.push_back(static_cast<int>(i));
    }
    // R9a.port.5 (PROPOSED): a garrison's strength is its combat value plus its hold supports
    // that the movement left standing.
    const auto sp = map.find_space(u.space);
    if (sp && map.space(*sp).is_citadel()) {
      int strength = res.combat[i];
      for (std::size_t j = 0; j < n; ++j) {
        const UnitOrder& so = orders[j];
        if (so.kind == UnitOrder::Kind::support && so.target == static_cast<int>(i) &&
            so.to == nowhere && so.citadel == nowhere &&
            res.outcomes[j].result == Result::succeeds && res.dislodged_by[j] < 0)
          strength += res.combat[j];
      }
      out.input.garrisons.push_back({u.space, strength});
    }
  }
  return out;
}

}  // namespace dia::adj::season
