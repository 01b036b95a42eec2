#pragma once
// Who may read an order in the season's results, as the rules decide it for each order kind
// (R9a.gen.8, R9b.val.4, R9b.fail.1, R9c.gen.1, R9c.gold.2, R11b.bid.8, ...). One table lists
// every OrderKind with the clause that sets its visibility; the adjudicator applies it to every
// order it reports, adjudicated or not, and the public results show only what it allows.
//
// A visibility that depends on the adjudication (a corruption attempt validated, ...) keeps the
// order secret until the adjudication says otherwise: a form this version does not adjudicate
// yet is never published by default.
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "map/map.hpp"
#include "orders/ast.hpp"

namespace dia::orders {

enum class Disclosure : std::uint8_t {
  published,          // everyone reads it (R9a.gen.8, R9c.gen.1)
  unless_foreign,     // published, unless it is for a piece its author did not control when the
                      // orders were resolved: a corruption target, an auction unit (R9b.fail.1)
  if_announced,       // private unless the author marked it `public` (gold gift, R9c.gold.2)
  if_validated,       // private unless the attempt was validated (corruption, R9b.val.4)
  if_target_attempt,  // private unless an attempt on its target was validated (R9b.val.4)
  author_only,        // never published (losing bids R11b.bid.8, set-up and standing choices)
};

struct DisclosureRule {
  OrderKind kind;
  Disclosure disclosure;
  std::string_view clause;  // the clause (or the project's ruling) that sets it
};

// Every order kind, in OrderKind order.
std::span<const DisclosureRule> disclosure_table();
const DisclosureRule& disclosure_rule(OrderKind kind);

// What the adjudication established about one order. All false before it, and for the forms
// this version does not adjudicate yet.
struct Disclosed {
  bool validated = false;       // R9b.val.2: this corruption attempt was the one validated
  bool target_attempt = false;  // R9b.val.4: an attempt on this counter-corruption's target was
  bool foreign_piece = false;   // the ordered piece was another side's or neutral (R9b.fail.1)
};

// Whether everyone may read `order` in the results.
bool is_public(const Order& order, const Disclosed& facts = {});

// Whether everyone may read a line the parser could not read. Only a line that begins as a
// military order does (a unit designator such as `A`, `ae*`, `F#`, or a mark `*`, `#`) is an
// ignored order published with its reason (R9a.gen.5); any other (a greeting, a garbled
// `CC A* Gordion` or `Or deux Lysimaque`) may hide a secret order and stays private (R9b.val.4,
// R9c.gold.2).
bool unreadable_line_is_public(std::string_view line);

// The space an unreadable line that begins with a unit designator names first (`A THR MACC` →
// THR), if any: the adjudicator keeps the line private when the unit there is not its author's,
// as it does a readable order for such a unit (R9b.fail.1).
std::optional<map::SpaceId> unit_space_written(const map::Map& map, std::string_view line);

}  // namespace dia::orders
