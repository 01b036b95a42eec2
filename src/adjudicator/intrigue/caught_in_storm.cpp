#include "adjudicator/intrigue/caught_in_storm.hpp"

#include "adjudicator/intrigue/corruption_target.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::intrigue {

namespace {

// The character who carries out the order himself, if the order has one: the character given
// (R9c.give), dissociated (R9c.dissoc), taking command (R9c.cmd) or marrying (R6b.cleo).
// Assassination, no-capture, gates, capital and seizure are the side's decisions, carried out
// by nobody the storm holds (a citadel is never hit, R14b.storm.7).
const orders::CharacterRef* actor_of(const orders::Order& o) {
  if (const auto* g = orders::get_if<orders::Give>(&o.body)) return &g->who;
  if (const auto* d = orders::get_if<orders::Dissociate>(&o.body)) return &d->who;
  if (const auto* c = orders::get_if<orders::Command>(&o.body)) return &c->leader;
  if (const auto* m = orders::get_if<orders::Marriage>(&o.body)) return &m->groom;
  if (const auto* a = orders::get_if<orders::AnnounceMarriage>(&o.body)) return &a->groom;
  return nullptr;
}

}  // namespace

void caught_in_storm(StepContext& ctx) {
  const Hit& hit = ctx.facts.storm_or_flood;
  if (hit.empty()) return;
  const bool flood = ctx.facts.event.kind == events::EventKind::flood;
  for (std::size_t f = 0; f < ctx.orders.size(); ++f)
    for (std::size_t k = 0; k < ctx.orders[f].parsed.orders.size(); ++k) {
      const OrderRef r{f, k};
      const orders::CharacterRef* ref = actor_of(ctx.order(r));
      if (ref == nullptr) continue;
      const state::Character* c = season::resolve_character(ctx.work, ctx.side(r), *ref);
      if (c == nullptr || !c->alive || !in_storm_or_flood(hit, c->space)) continue;
      // "EGY est sous les eaux (crue) : aucun ordre (R14c.flood.3)", as for a unit there
      // (season/legality.cpp).
      ctx.ignore(r, flood ? Message{Msg::weather_piece_flooded,
                                    {arg::Place{c->space}, arg::Clause{"R14c.flood.3"}}}
                          : Message{Msg::weather_piece_hit,
                                    {arg::Place{c->space}, arg::Clause{"R14b.storm.1"}}});
      ctx.facts.silenced.push_back(r);
    }
}

}  // namespace dia::adj::intrigue
