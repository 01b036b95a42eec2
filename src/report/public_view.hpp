#pragma once
// The public content of a season's results, and nothing else. Every public writer (text,
// Markdown, JSON) reads only a PublicView, and public_view() is the one place that decides what
// leaves the adjudicator's hands: items marked side_only or gm_only, treasuries, counter-
// corruption and unpublished bids are not even representable here (R7c.elim.2, R9b.val.4,
// R11b.bid.8), so no writer can leak them. An order's visibility is the one the rules give its
// kind (orders/visibility.hpp: gold gifts, corruption, bids... stay private), which the
// adjudicator applies to every order it reports, adjudicated or not.
#include <optional>
#include <string>
#include <vector>

#include "adjudicator/season.hpp"
#include "orders/ast.hpp"
#include "report/position_view.hpp"
#include "report/report_info.hpp"

namespace dia::report {

// No line number: where an order stood in its file would show the gaps left by the author's
// secret orders.
struct PublicOrder {
  std::string text;  // as written
  adj::OrderStatus status = adj::OrderStatus::succeeded;
  adj::Text note;
  std::string reading;                    // the tool's canonical reading, "" when as written
  std::string reading_en;                 // the same with English keywords (N1/N3)
  std::optional<orders::OrderKind> kind;  // none: an unreadable line, or an older public.json
};

struct PublicSide {
  SideInfo info;
  std::vector<PublicOrder> orders;  // public orders only, in file order
};

struct PublicControlChange {
  std::string space;       // code
  std::string space_name;  // "SYR (Syrie)" or the citadel's name
  std::string from;        // side id, "" neutral
  std::string to;
};

struct PublicScore {
  std::string side;
  int pv = 0;
  int pp = 0;
  int pp_change = 0;
  std::vector<adj::Text> reasons;
};

struct PublicView {
  std::string game;
  state::Season season;
  adj::Text event;
  std::vector<PublicSide> sides;  // every side of the board, then any other author of orders
  std::vector<adj::Text> events;
  std::vector<adj::SiegeReport> sieges;
  std::vector<PublicControlChange> control_changes;
  std::vector<PublicScore> scores;
  // The position after the season, per side then the neutrals; empty in a public.json written
  // before it was added (format 2), and then not printed.
  std::vector<SidePosition> position;

  std::string side_name(const std::string& id, Lang lang) const;
};

// `orders` (the files as received) lets it leave out the lines of an email that could not be
// read and do not even begin like a military order (greetings, signatures, chat, a garbled
// secret order such as `CC A* Gordion` or `Or 1 Lysimaqe`): they may carry private diplomacy or
// corruption, so they are never published, not even as a count of ignored lines, which would
// tell that a secret order was attempted (R9b.val.4, R9c.gold.2); the side's private notes and
// the GM log list them. An unreadable line that begins with a unit (`A EGY lybie`) is an ignored
// order and stays public with its reason (R9a.gen.5).
PublicView public_view(const adj::SeasonResult& result, const ReportInfo& info,
                       const std::vector<adj::SideOrders>& orders = {});

// Whether line `line` of `side`'s orders file stays out of the public results (see public_view).
bool is_chatter(const std::vector<adj::SideOrders>& orders, const std::string& side, int line);

// What a writer prints beside an order: its note, or a default word for its status ("ignoré",
// "échoue", ...); for a plain success, the word for its kind ("tient" for a hold, "réussi"),
// or nothing when the kind is unknown (a secret order in private notes, an older public.json).
std::string order_note(const PublicOrder& order, Lang lang);
std::string_view status_code(adj::OrderStatus s);          // "succeeded", "failed", ...
adj::OrderStatus status_from_code(std::string_view code);  // throws on an unknown code

}  // namespace dia::report
