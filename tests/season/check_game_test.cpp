// What `check --game` (game/orders_check) says before the damage: a season's orders that, carried
// out as they stand, leave Philippe III commanding no unit (R6b.phil.4), and orders that hang on
// another order of the same season (a corruption, R9b.succ.2) shown as conditional.
#include <algorithm>

#include "fixture.hpp"
#include "game/orders_check.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {
game::OrdersCheck check(const state::GameState& g, const adj::SideOrders& so) {
  const game::CurrentPosition position{g.season.id(), g, {}};
  return game::check_orders_in_game(test::diadoques_map(), position, so.side, so.parsed.orders,
                                    so.file);
}

const Diagnostic* said(const game::OrdersCheck& c, Msg id) {
  for (const adj::season::CheckedOrder& o : c.checks)
    for (const Diagnostic& d : o.diagnostics)
      if (d.said && d.said->id == id) return &d;
  return nullptr;
}
}  // namespace

TEST_CASE(
    "R6b.phil.4 check --game warns before the damage: Cassandre's natural first orders leave "
    "Philippe III commanding no unit") {
  const state::GameState g = test::opening();
  const adj::SideOrders so = test::orders_for(
      "cassandre", "Achat A A F\nA* MAC X\nA Roxane MAC Pella\nF MAC EUB\n");
  // What the adjudication does with them: Philippe III and Eurydice turn neutral.
  const adj::SeasonResult r = adj::adjudicate_season(test::diadoques_map(), g, {so});
  REQUIRE(r.next.character("philippe-iii")->controller.empty());
  const game::OrdersCheck c = check(g, so);
  const Diagnostic* d = said(c, Msg::diag_end_of_turn);
  REQUIRE(d != nullptr);
  CHECK(d->severity == Severity::warning);
  CHECK(d->message.find("R6b.phil.4") != std::string::npos);
  CHECK(test::fr(adj::Text{*d->said}).find("Philippe III ne commande aucune unité") !=
        std::string::npos);
  // Written first after an army's designator, he commands it wherever it goes: no warning.
  const adj::SideOrders example = test::orders_for(
      "cassandre", "Achat A A F\nA* MAC Pella\nA Philippe III MAC EPI\nF MAC EUB\n");
  REQUIRE(adj::adjudicate_season(test::diadoques_map(), g, {example})
              .next.character("philippe-iii")
              ->controller == "cassandre");
  CHECK(said(check(g, example), Msg::diag_end_of_turn) == nullptr);
}

TEST_CASE(
    "R9b.succ.2 check --game: an order for the unit the side's own corruption order targets is "
    "conditional, not ignored") {
  state::GameState g = test::later();
  for (state::Side& s : g.sides) s.treasury = 100;
  test::place(g, UnitType::A, "antigone", "CIL");
  g.character("eumene")->space = "CAP";  // his diadoque on his own is the agent (R9b.means.3)
  const adj::SideOrders so = test::orders_for("eumene", "Co A CIL 25\nA CIL CAP\nA PHR CAP\n");
  const game::OrdersCheck c = check(g, so);
  REQUIRE(c.checks.size() == 3);
  CHECK(c.checks[0].verdict == adj::season::Verdict::accepted);
  CHECK(c.checks[1].verdict == adj::season::Verdict::accepted);
  REQUIRE(c.conditions.size() == 3);
  REQUIRE(c.conditions[1].has_value());
  CHECK_FALSE(c.conditions[0].has_value());
  CHECK(adj::in_english(*c.conditions[1]) ==
        "conditional: if the corruption of A CIL succeeds (R9b.succ.2)");
  CHECK(c.ignored == 1);  // A PHR: no unit there at all, corruption or not
  CHECK(c.checks[2].verdict == adj::season::Verdict::ignored);
}

TEST_CASE(
    "R9c.dissoc.1 check --game warns when the side's own move takes the leader away before his "
    "dissociation is judged (R8a.gm.9)") {
  state::GameState g = test::later();
  g.units.erase(std::remove_if(g.units.begin(), g.units.end(),
                               [](const state::Unit& u) { return u.commander == "antigone"; }),
                g.units.end());
  test::place(g, UnitType::A, "antigone", "PHR", "antigone", g.season.id());
  // The army marches out of PHR: Antigone goes with it, and at step 9 he is in LYD, not PHR.
  const adj::SideOrders so = test::orders_for("antigone", "Dissocier * PHR\nA PHR LYD\n");
  const adj::SeasonResult r = adj::adjudicate_season(test::diadoques_map(), g, {so});
  REQUIRE(test::report_for(r, "Dissocier * PHR").status == adj::OrderStatus::ignored);
  const game::OrdersCheck c = check(g, so);
  REQUIRE(c.checks.size() == 2);
  CHECK(c.checks[0].verdict == adj::season::Verdict::accepted);  // legal on today's position
  const Diagnostic* d = said(c, Msg::diag_end_of_turn);
  REQUIRE(d != nullptr);
  CHECK(d->severity == Severity::warning);
  CHECK(d->pos.line == 1);
  CHECK(test::fr(adj::Text{*d->said}).find("Antigone n'est pas en PHR") != std::string::npos);
  // The army holding, the dissociation is carried out: no warning.
  const adj::SideOrders stays = test::orders_for("antigone", "Dissocier * PHR\nA PHR X\n");
  CHECK(said(check(g, stays), Msg::diag_end_of_turn) == nullptr);
}
