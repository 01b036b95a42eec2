#include "adjudicator/auction/lots.hpp"

#include "adjudicator/rules/auction_lot.hpp"

namespace dia::adj::auction {

namespace {

bool is(const state::Unit& u, const char* label) {
  return u.neutral_label == label;
}

// The capitals are among the major citadels (R3.pv.1).
bool major(const map::Space& s) {
  return s.citadel && s.citadel->cls != map::CitadelClass::minor;
}

}  // namespace

bool on_sale(const state::Unit& u) {
  return u.side.empty() &&
         (is(u, rules::unsupplied_auction_label) || is(u, rules::elimination_auction_label) ||
          is(u, rules::disbanded_auction_label));
}

int starting_price(const state::Unit& u) {
  const int price = state::info(u.type).price;
  if (is(u, rules::unsupplied_auction_label)) return price / 2;  // R11b.unsup.1
  return u.auction_offers == 0 ? price : 1;                      // R11b.elim.1–2, R11b.disb.1–2
}

std::vector<std::size_t> lots(const state::GameState& state) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < state.units.size(); ++i)
    if (on_sale(state.units[i])) out.push_back(i);
  return out;
}

const map::Space* neutral_major_citadel(const map::Map& map, const state::GameState& state,
                                        const state::Unit& u) {
  const std::optional<map::SpaceId> at = map.find_space(u.space);
  if (!at) return nullptr;
  const map::Space& here = map.space(*at);
  auto neutral_major = [&](map::SpaceId c) -> const map::Space* {
    const map::Space& s = map.space(c);
    return major(s) && state.controller_of(s.code).empty() ? &s : nullptr;
  };
  if (here.is_citadel()) return &here;  // a garrison keeps to its own citadel, whatever its class
  if (here.is_land() && !state::is_fleet(u.type))
    for (map::SpaceId c : here.citadels)
      if (const map::Space* s = neutral_major(c)) return s;
  if (here.is_sea() && state::is_fleet(u.type))
    for (std::size_t c = 0; c < map.spaces.size(); ++c) {
      const map::Space& s = map.spaces[c];
      if (!s.citadel) continue;
      for (map::SpaceId sea : s.citadel->sea_access)
        if (sea == *at)
          if (const map::Space* n = neutral_major(static_cast<map::SpaceId>(c))) return n;
    }
  return nullptr;
}

Unsold at_season_end(const map::Map& map, const state::GameState& state, const state::Unit& u) {
  // R11b.disb.3: a disbanded unit offered in spring and summer is eliminated at summer's end.
  if (is(u, rules::disbanded_auction_label))
    return state.season.kind == state::SeasonKind::summer && u.auction_offers > 0
               ? Unsold::eliminated
               : Unsold::stays;
  // R11b.elim.3: at the end of autumn, for the lots already offered (a side eliminated this
  // autumn has its units offered next spring first, R11b.elim.1).
  if (is(u, rules::elimination_auction_label) && state.season.kind == state::SeasonKind::autumn &&
      u.auction_offers > 0)
    return neutral_major_citadel(map, state, u) != nullptr ? Unsold::kept_neutral
                                                           : Unsold::eliminated;
  return Unsold::stays;
}

}  // namespace dia::adj::auction
