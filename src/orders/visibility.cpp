#include "orders/visibility.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <variant>
#include <vector>

#include "common/text.hpp"
#include "grammar/keywords.hpp"
#include "orders/names.hpp"

namespace dia::orders {

namespace {

using D = Disclosure;
using K = OrderKind;

// Where the rules are silent, the choice is what a gamemaster of the game publishes: the
// results of the season, never a player's standing intentions.
constexpr std::array<DisclosureRule, std::variant_size_v<Body>> table{{
    // Military orders: the results give each side's orders as written (R9a.gen.8); an order for
    // a piece its author does not control (yet) is dropped and not published (R9b.fail.1, N3).
    {K::hold, D::unless_foreign, "R9a.gen.8, R9b.fail.1"},
    {K::move, D::unless_foreign, "R9a.gen.8, R9b.fail.1"},
    {K::support, D::unless_foreign, "R9a.gen.8, R9b.fail.1"},
    {K::convoy, D::unless_foreign, "R9a.gen.8, R9b.fail.1"},
    {K::siege, D::unless_foreign, "R9a.gen.8, R9b.fail.1"},
    {K::supply, D::unless_foreign, "R9a.gen.8, R9b.fail.1"},
    // Winter orders (R10): the rules keep none of them secret and their effect is on the board;
    // the GM publishes them as he does the military orders (R8b.gm.4).
    {K::build, D::published, "R8b.gm.4, R10"},
    {K::disband, D::published, "R8b.gm.4, R10"},
    {K::promote, D::published, "R8b.gm.4, R10"},
    {K::downgrade, D::published, "R8b.gm.4, R10"},
    // Upkeep is the default for every unit (R10.upk.4): the order adds only the player's
    // ranking for the upkeep ties (R10.upk.2), public like the other winter orders.
    {K::upkeep, D::published, "R10.upk.4"},
    // Corruption: revealed with the counter-corruption once an attempt is validated; an attempt
    // that is not validated stays secret, as the counter-corruption it met does (R9b.val.4).
    {K::corruption, D::if_validated, "R9b.val.4"},
    {K::counter_corruption, D::if_target_attempt, "R9b.val.4"},
    // Secondary orders are published, except gold gifts (R9c.gen.1).
    {K::passage, D::published, "R9c.gen.1"},
    {K::give, D::published, "R9c.gen.1"},
    {K::spare, D::published, "R9c.gen.1"},
    {K::assassinate, D::published, "R9c.gen.1"},
    // Bids are secondary orders (R9c.auct.1), but only the winning price is published, by the
    // auction's result (R11b.bid.8): no bid as written is.
    {K::bid, D::author_only, "R11b.bid.8"},
    {K::royal_order, D::published, "R9c.gen.1, R9c.royal.1"},
    // Votes are secondary orders (R8a.pl.1), so published (R9c.gen.1).
    {K::vote, D::published, "R8a.pl.1, R9c.gen.1"},
    {K::open_gates, D::published, "R9c.gen.1"},
    {K::gold, D::if_announced, "R9c.gen.1, R9c.gold.2"},
    {K::no_control, D::published, "R9c.gen.1"},
    {K::capital, D::published, "R9c.gen.1"},
    {K::no_seize, D::published, "R9c.gen.1"},
    {K::seize, D::published, "R9c.gen.1"},
    {K::dissociate, D::published, "R9c.gen.1"},
    {K::command, D::published, "R9c.gen.1"},
    // The announcement is public by definition (R6b.cleo.1); the marriage is secondary.
    {K::announce_marriage, D::published, "R6b.cleo.1, R9c.marry.1"},
    {K::marriage, D::published, "R9c.gen.1, R9c.marry.1"},
    {K::accord, D::published, "R9c.gen.1, R9c.accord.1"},
    // Standing choices (PROPOSED tools of R7a.p2.4 and R7c.elim.4): the rules publish only their
    // effect, when it happens (the epigone appears; "the GM tells the others which one").
    {K::epigone_placement, D::author_only, "R7a.p2.4"},
    {K::treasury_heir, D::author_only, "R7c.elim.4"},
    // The set-up rankings: the GM announces the assignment, not who wanted what (R2.pref).
    {K::preference, D::author_only, "R2.pref.1"},
    // The starting purchase is public: every side sees the units placed (R12.start.5).
    {K::purchase, D::published, "R12.start.5"},
}};

constexpr bool table_follows_kinds() {
  for (std::size_t i = 0; i < table.size(); ++i)
    if (static_cast<std::size_t>(table[i].kind) != i) return false;
  return true;
}
static_assert(table_follows_kinds(), "one rule per OrderKind, in OrderKind order");

}  // namespace

std::span<const DisclosureRule> disclosure_table() {
  return table;
}

const DisclosureRule& disclosure_rule(OrderKind kind) {
  return table[static_cast<std::size_t>(kind)];
}

bool is_public(const Order& order, const Disclosed& facts) {
  switch (disclosure_rule(order.kind()).disclosure) {
    case D::published:
      return true;
    case D::unless_foreign:
      return !facts.foreign_piece;
    case D::if_announced: {
      const auto* gold = get_if<Gold>(&order.body);
      return gold != nullptr && gold->announce;
    }
    case D::if_validated:
      return facts.validated;
    case D::if_target_attempt:
      return facts.target_attempt;
    case D::author_only:
      return false;
  }
  return false;
}

namespace {

std::vector<std::string_view> words_of(std::string_view line) {
  std::vector<std::string_view> words;
  std::size_t at = 0;
  while ((at = line.find_first_not_of(" \t\r", at)) != std::string_view::npos) {
    const std::size_t end = std::min(line.find_first_of(" \t\r", at), line.size());
    words.push_back(line.substr(at, end - at));
    at = end;
  }
  return words;
}

// `A`, `ae*`, `F#`, `Armée`: a unit designator of the order language (the grammar's own
// table), with any leader marks.
bool is_unit_designator(std::string_view word) {
  const std::string type = fold_name(word.substr(0, word.find_first_of("*#")));
  return std::any_of(std::begin(grammar::keywords::designators),
                     std::end(grammar::keywords::designators),
                     [&](const auto& d) { return d.first == type; });
}

}  // namespace

bool unreadable_line_is_public(std::string_view line) {
  const std::vector<std::string_view> words = words_of(line);
  if (words.empty()) return false;
  if (words[0].front() == '*' || words[0].front() == '#') return true;
  return is_unit_designator(words[0]);
}

std::optional<map::SpaceId> unit_space_written(const map::Map& map, std::string_view line) {
  const std::vector<std::string_view> words = words_of(line);
  if (words.empty() || !is_unit_designator(words[0])) return std::nullopt;
  const PlaceNames places(map);
  constexpr std::size_t longest = 4;  // words in a place name: `Alexandrie d'Issos`
  for (std::size_t i = 1; i < words.size(); ++i) {
    for (std::size_t n = std::min(longest, words.size() - i); n > 0; --n) {
      const std::string_view last = words[i + n - 1];
      const std::string_view name(
          words[i].data(), static_cast<std::size_t>(last.data() + last.size() - words[i].data()));
      const Resolution r = places.resolve(name);
      if (r.found()) return static_cast<map::SpaceId>(r.id);
    }
  }
  return std::nullopt;
}

}  // namespace dia::orders
