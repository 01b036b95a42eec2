// The GM's neutral orders file (season/neutral_orders): checks, then a whole season with it.
#include "adjudicator/season/neutral_orders.hpp"
#include "fixture.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

std::size_t place_neutral(state::GameState& g, UnitType type, const std::string& space,
                          const std::string& label) {
  const std::size_t i = test::place(g, type, "", space);
  g.units[i].neutral_label = label;
  return i;
}

std::vector<adj::season::CheckedOrder> check(const state::GameState& g, const std::string& text) {
  const adj::SideOrders so = test::orders_for(adj::season::neutral_side, text);
  return adj::season::check_neutral_orders(test::diadoques_map(), g, so.parsed.orders);
}

}  // namespace

TEST_CASE("G12.1 a neutral order is accepted for a neutral unit of its label") {
  state::GameState g = test::later();
  const std::size_t am = place_neutral(g, UnitType::Am, "ARC", "spartiates");
  const auto c = check(g, "[Spartiates] Am ARC LAC\n");
  REQUIRE(c.size() == 1);
  CHECK(c[0].verdict == adj::season::Verdict::accepted);
  CHECK(c[0].unit == static_cast<int>(am));
}

TEST_CASE("G12.1 a neutral order for a player's unit is ignored: the unit is not neutral") {
  state::GameState g = test::later();
  place_neutral(g, UnitType::Am, "ARC", "spartiates");
  test::place(g, UnitType::A, "cassandre", "MAC");
  const auto c = check(g, "[Spartiates] A MAC THE\n[Spartiates] A EPI ETO\n");
  REQUIRE(c.size() == 2);
  CHECK(c[0].verdict == adj::season::Verdict::ignored);
  CHECK(test::en(c[0].reason) == "the unit in MAC is not neutral (G12.1)");
  CHECK(c[1].verdict == adj::season::Verdict::ignored);
  CHECK(test::en(c[1].reason) == "no neutral unit in EPI (G12.1)");
}

TEST_CASE("G12.1 the label must be the unit's revolt or auction lot") {
  state::GameState g = test::later();
  place_neutral(g, UnitType::Am, "ARC", "spartiates");
  place_neutral(g, UnitType::A, "LAC", "auction");
  const auto c = check(g, "[Athéniens] Am ARC LAC\n[enchères] A LAC X\n");
  CHECK(c[0].verdict == adj::season::Verdict::ignored);
  CHECK(test::en(c[0].reason).find("belongs to 'spartiates'") != std::string::npos);
  CHECK(c[1].verdict == adj::season::Verdict::accepted);
}

TEST_CASE("G12.1 label matching: event id or name or one word of it and the auction words") {
  const map::Map& m = test::diadoques_map();
  CHECK(adj::season::label_matches(m, "Spartiates", "spartiates"));
  CHECK(adj::season::label_matches(m, "Révolte des Spartiates", "spartiates"));
  CHECK(adj::season::label_matches(m, "Thessaliens", "etoliens"));
  CHECK(adj::season::label_matches(m, "Étoliens", "etoliens"));
  CHECK(adj::season::label_matches(m, "enchères", "auction"));
  CHECK_FALSE(adj::season::label_matches(m, "Spartiates", "etoliens"));
  CHECK_FALSE(adj::season::label_matches(m, "des", "etoliens"));
  CHECK_FALSE(adj::season::label_matches(m, "enchères", "spartiates"));
}

TEST_CASE("G12.1 an order without label finds the neutral unit by its space with a warning") {
  state::GameState g = test::later();
  place_neutral(g, UnitType::Am, "ARC", "spartiates");
  const auto c = check(g, "Am ARC LAC\n");
  CHECK(c[0].verdict == adj::season::Verdict::accepted);
  REQUIRE(c[0].diagnostics.size() == 1);
  CHECK(c[0].diagnostics[0].severity == Severity::warning);
}

TEST_CASE("G6.2 a neutral unit may not move or support out of its field of action") {
  state::GameState g = test::later();
  place_neutral(g, UnitType::Am, "ARC", "spartiates");
  place_neutral(g, UnitType::Am, "ATT", "spartiates");  // outside the field (LAC ARC Sparte)
  const auto move = check(g, "[Spartiates] Am ARC ATT\n");
  CHECK(move[0].verdict == adj::season::Verdict::ignored);
  CHECK(test::en(move[0].reason).find("ATT is outside the field of action") != std::string::npos);
  CHECK(test::en(move[0].reason).find("(G6.2)") != std::string::npos);
  const auto support = check(g, "[Spartiates] Am ARC S Am ATT\n");
  CHECK(support[0].verdict == adj::season::Verdict::ignored);
  CHECK(test::en(support[0].reason).find("(G6.2)") != std::string::npos);
  CHECK(check(g, "[Spartiates] Am ARC LAC\n")[0].verdict == adj::season::Verdict::accepted);
}

TEST_CASE("G6.2 an Re list leaving the field is ignored and the order stands") {
  state::GameState g = test::later();
  place_neutral(g, UnitType::Am, "ARC", "spartiates");
  const auto c = check(g, "[Spartiates] Am ARC X Re ATT\n");
  CHECK(c[0].verdict == adj::season::Verdict::accepted);
  CHECK(c[0].retreat_ignored);
}

TEST_CASE("G6.2 R11b.neu.3 an auction lot acts within its own field of action (auction/field)") {
  state::GameState g = test::later();
  place_neutral(g, UnitType::A, "ARC", "auction");
  const auto c = check(g, "[enchères] A ARC ATT\n");
  CHECK(c[0].verdict == adj::season::Verdict::ignored);
  CHECK(test::en(c[0].reason) == "ATT is outside the field of action of 'A ARC' (G6.2)");
  CHECK(check(g, "[enchères] A ARC H\n")[0].verdict == adj::season::Verdict::accepted);
}

TEST_CASE("R14d.gen.6 a neutral unit supports only its own revolt") {
  state::GameState g = test::later();
  place_neutral(g, UnitType::Am, "ARC", "spartiates");
  test::place(g, UnitType::A, "cassandre", "LAC");
  place_neutral(g, UnitType::A, "ATT", "auction");
  const auto c = check(g, "[Spartiates] Am ARC S A LAC\n");
  CHECK(c[0].verdict == adj::season::Verdict::ignored);
  CHECK(test::en(c[0].reason).find("R14d.gen.6") != std::string::npos);
}

TEST_CASE("G12.1 only unit orders in the neutral file and no false R9a.gen.2 conflict") {
  state::GameState g = test::later();
  place_neutral(g, UnitType::Am, "ARC", "spartiates");
  // The second line is for another revolt: it is rejected before it can claim the unit.
  const auto c = check(g, "[Spartiates] Am ARC LAC\n[Athéniens] Am ARC X\nPas de saisie Sparte\n");
  CHECK(c[0].verdict == adj::season::Verdict::accepted);
  CHECK(c[1].verdict == adj::season::Verdict::ignored);
  CHECK(c[2].verdict == adj::season::Verdict::ignored);
  CHECK(test::en(c[2].reason).find("neutral units only") != std::string::npos);
}

TEST_CASE("G12.1 the neutral orders are adjudicated with the players' orders") {
  state::GameState g = test::later();
  place_neutral(g, UnitType::Am, "ARC", "spartiates");
  place_neutral(g, UnitType::Am, "LAC", "spartiates");
  test::place(g, UnitType::A, "cassandre", "ATT");
  test::place(g, UnitType::A, "cassandre", "Corinthe");
  const adj::SideOrders attack =
      test::orders_for("cassandre", "A ATT ARC\nA Corinthe S A ATT ARC\n");
  // Without orders the Spartans hold and the supported attack dislodges them.
  const adj::SeasonResult alone = adj::adjudicate_season(test::diadoques_map(), g, {attack});
  CHECK(test::report_for(alone, "A ATT ARC").status == adj::OrderStatus::succeeded);
  // Supported by its compatriot, the Spartan army holds ARC against the Macedonian attack.
  const adj::SeasonResult r = adj::adjudicate_season(
      test::diadoques_map(), g,
      {attack, test::orders_for(adj::season::neutral_side, "[Spartiates] Am LAC S Am ARC\n")});
  CHECK(test::report_for(r, "A ATT ARC").status == adj::OrderStatus::failed);
  CHECK(test::unit_in(r.next, "ARC")->side.empty());
  const adj::OrderReport& n = test::report_for(r, "[Spartiates] Am LAC S Am ARC");
  CHECK(n.side == adj::season::neutral_side);
  CHECK(n.status == adj::OrderStatus::succeeded);
}

TEST_CASE("G12.1 a neutral move is carried out and the unit keeps its label") {
  state::GameState g = test::later();
  place_neutral(g, UnitType::Am, "ARC", "spartiates");
  const adj::SeasonResult r = adj::adjudicate_season(
      test::diadoques_map(), g,
      {test::orders_for(adj::season::neutral_side, "[Spartiates] Am ARC LAC\n")});
  const state::Unit* u = test::unit_in(r.next, "LAC");
  REQUIRE(u != nullptr);
  CHECK(u->side.empty());
  CHECK(u->neutral_label == "spartiates");
  CHECK(test::unit_in(r.next, "ARC") == nullptr);
}

TEST_CASE("G12.2 a neutral unit with no GM order holds") {
  state::GameState g = test::later();
  place_neutral(g, UnitType::Am, "ARC", "spartiates");
  test::place(g, UnitType::A, "cassandre", "ATT");
  const adj::SeasonResult r = adj::adjudicate_season(
      test::diadoques_map(), g, {test::orders_for("cassandre", "A ATT ARC\n")});
  // One against one: the attack bounces and the neutral army stays.
  CHECK(test::report_for(r, "A ATT ARC").status == adj::OrderStatus::failed);
  CHECK(test::unit_in(r.next, "ARC")->side.empty());
  CHECK(test::unit_in(r.next, "ATT")->side == "cassandre");
}
