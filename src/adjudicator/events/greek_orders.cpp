#include "adjudicator/events/greek_orders.hpp"

#include "adjudicator/events/uprising_units.hpp"

namespace dia::adj::events {

namespace {

// R14e.eto.5 (PROPOSED): Delphes is the Aetolians' once no player controls it — it joined them
// when they appeared (R14d.gen.13) or they took it — so their Am may then leave it for Lamia.
bool delphes_taken(const state::GameState& g) {
  return g.controller_of("Delphes").empty();
}

bool next_to_epi(const map::Map& map, map::SpaceId s) {
  const std::optional<map::SpaceId> epi = map.find_space("EPI");
  if (!epi) return false;
  const std::vector<map::NodeId>& adj = map.node(map.space(*epi).main_node()).army_adjacent;
  for (map::NodeId n : adj)
    if (map.node(n).space == s) return true;
  return false;
}

}  // namespace

GreekOrderCheck check_greek_order(const map::Map& map, const state::GameState& state,
                                  const state::Unit& u, const orders::Order& o, int target) {
  GreekOrderCheck out;
  if (belongs_to(u, "etoliens"))
    if (const auto* sg = orders::get_if<orders::Siege>(&o.body))
      if (sg->citadel.resolved() && map.space(sg->citadel.space).code == "Lamia" &&
          !delphes_taken(state))
        out.refused =
            Message{Msg::order_neutral_siege_first,
                    {arg::Place{"Delphes"}, arg::Place{"Lamia"}, arg::Clause{"R14e.eto.5"}}};
  // R14e.pyr.6: his supports of the Aetolians' actions next to EPI, from EPI.
  if (u.neutral_label == "pyrrhus" && u.space == "EPI" && target >= 0 &&
      orders::holds<orders::Support>(o.body)) {
    const state::Unit& t = state.units[static_cast<std::size_t>(target)];
    const auto* s = orders::get_if<orders::Support>(&o.body);
    const std::optional<map::SpaceId> from = map.find_space(t.space);
    const bool there = s->to ? s->to->resolved() && next_to_epi(map, s->to->space)
                             : from && next_to_epi(map, *from);
    out.field_exempt = belongs_to(t, "etoliens") && there;
  }
  return out;
}

}  // namespace dia::adj::events
