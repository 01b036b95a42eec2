#include "adjudicator/rules/philippe_command.hpp"

#include <fmt/format.h>
#include <algorithm>

#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/rules/names.hpp"

namespace dia::adj::rules {

StepReport philippe_command_check(state::GameState& state) {
  StepReport out;
  const state::Character* p = state.character(philippe_iii);
  if (p == nullptr || !p->alive || p->controller.empty()) return out;
  const bool commands =
      std::any_of(state.units.begin(), state.units.end(),
                  [](const state::Unit& u) { return u.commander == philippe_iii; });
  if (commands) return out;
  const std::string from = p->controller;
  const std::string who_fr = names_with_partner(state, philippe_iii, true);
  const std::string who_en = names_with_partner(state, philippe_iii, false);
  free_character(state, philippe_iii);
  out.add(public_event(
      fmt::format("Philippe III ne commande aucune unité : {} échappe{} à {} et devien{} "
                  "neutre{} en {} (R6b.phil.4)",
                  who_fr, who_fr != p->name ? "nt" : "", side_name(state, from),
                  who_fr != p->name ? "nent" : "t", who_fr != p->name ? "s" : "", p->space),
      fmt::format("Philippe III commands no unit: {} leave{} {} and become{} neutral in {} "
                  "(R6b.phil.4)",
                  who_en, who_en != p->name ? "" : "s", side_name(state, from, false),
                  who_en != p->name ? "" : "s", p->space)));
  return out;
}

}  // namespace dia::adj::rules
