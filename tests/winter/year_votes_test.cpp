// Marginal-victory votes (R3.marg): counted at step 2 of a military season (R8a.gm.2) and step 1
// of a winter (R8b.gm.1), on the candidacies of the previous results (R3.marg.6, PROPOSED).
#include "adjudicator/season/legality.hpp"
#include "year_fixture.hpp"

using namespace dia;
using dia::state::SeasonKind;
using test::year::at;
using test::year::make_candidate;
using test::year::public_event;
using test::year::run;
using test::year::votes;

TEST_CASE(
    "R3.marg.3 R3.marg.4 R8a.gm.2 every other side voting for the candidate: marginal "
    "victory") {
  state::GameState g = at(-318, SeasonKind::summer);
  make_candidate(g, "seleucos");
  const adj::SeasonResult r = run(g, votes(g, "seleucos", "Séleucos"));
  REQUIRE(r.next.victory);
  CHECK(r.next.victory->kind == "marginal");
  CHECK(r.next.victory->sides == std::vector<std::string>{"seleucos"});
  CHECK(public_event(r, "Vote on Séleucos's marginal victory: 5 for, 0 against") != nullptr);
  CHECK(public_event(r, "Marginal victory of Séleucos") != nullptr);
  const adj::OrderReport& line = test::report_for(r, "Vote Séleucos pour");
  CHECK(line.status == adj::OrderStatus::succeeded);
  CHECK(test::en(line.note).find("vote counted on Séleucos's candidacy") != std::string::npos);
}

TEST_CASE("R3.marg.3 a missing vote counts against: no marginal victory") {
  state::GameState g = at(-318, SeasonKind::summer);
  make_candidate(g, "seleucos");
  const adj::SeasonResult r = run(g, votes(g, "seleucos", "Séleucos", true, "ptolemee"));
  CHECK_FALSE(r.next.victory);
  CHECK(public_event(r, "4 for, 1 against") != nullptr);
}

TEST_CASE("R3.marg.3 one vote against is enough to refuse it") {
  state::GameState g = at(-318, SeasonKind::summer);
  make_candidate(g, "seleucos");
  std::vector<adj::SideOrders> o = votes(g, "seleucos", "Séleucos", true, "ptolemee");
  o.push_back(test::orders_for("ptolemee", "Vote Séleucos contre\n"));
  const adj::SeasonResult r = run(g, o);
  CHECK_FALSE(r.next.victory);
  CHECK(public_event(r, "4 for, 1 against") != nullptr);
  CHECK(test::report_for(r, "Vote Séleucos contre").status == adj::OrderStatus::succeeded);
}

TEST_CASE("R3.marg.5 votes cast in -319 are void and win nothing") {
  state::GameState g = at(-319, SeasonKind::summer);
  make_candidate(g, "seleucos");
  const adj::SeasonResult r = run(g, votes(g, "seleucos", "Séleucos"));
  CHECK_FALSE(r.next.victory);
  const adj::OrderReport& line = test::report_for(r, "Vote Séleucos pour");
  CHECK(line.status == adj::OrderStatus::ignored);
  CHECK(test::fr(line.note).find("en -319") != std::string::npos);
  CHECK(public_event(r, "Vote on") == nullptr);
}

TEST_CASE(
    "R3.marg.6 a side not above a third of PP in play is no candidate: votes for it are "
    "void") {
  state::GameState g = at(-318, SeasonKind::summer);
  REQUIRE_FALSE(adj::rules::marginal_candidate("seleucos", g, test::diadoques_map()));
  const adj::SeasonResult r = run(g, votes(g, "seleucos", "Séleucos"));
  CHECK_FALSE(r.next.victory);
  const adj::OrderReport& line = test::report_for(r, "Vote Séleucos pour");
  CHECK(line.status == adj::OrderStatus::ignored);
  CHECK(test::en(line.note).find("Séleucos is no marginal-victory candidate") != std::string::npos);
}

TEST_CASE("R3.marg.2 the candidate's own vote counts for nothing") {
  state::GameState g = at(-318, SeasonKind::summer);
  make_candidate(g, "seleucos");
  std::vector<adj::SideOrders> o = votes(g, "seleucos", "Séleucos", true, "ptolemee");
  o.push_back(test::orders_for("seleucos", "Vote Séleucos pour\n"));
  const adj::SeasonResult r = run(g, o);
  CHECK_FALSE(r.next.victory);
  CHECK(public_event(r, "4 for, 1 against") != nullptr);
  bool own_ignored = false;
  for (const adj::OrderReport& line : r.orders)
    if (line.side == "seleucos" && line.status == adj::OrderStatus::ignored)
      own_ignored = test::en(line.note).find("its own candidacy") != std::string::npos;
  CHECK(own_ignored);
}

TEST_CASE(
    "R3.marg.1 R3.marg.2 a candidate is announced in the results; the votes come in a "
    "later turn") {
  state::GameState g = at(-318, SeasonKind::spring);
  make_candidate(g, "seleucos");
  const adj::SeasonResult r = run(g);
  CHECK(public_event(r, "Séleucos is a marginal-victory candidate") != nullptr);
  // Nobody voted: every other side counts against (R3.marg.3).
  CHECK(public_event(r, "0 for, 5 against") != nullptr);
  CHECK_FALSE(r.next.victory);
}

TEST_CASE("R8b.gm.1 R3.marg.4 the votes of a winter are counted at its first step") {
  state::GameState g = at(-318, SeasonKind::winter);
  g.majors_changed = {-318, SeasonKind::spring};  // no shared victory this winter
  make_candidate(g, "seleucos");
  const adj::SeasonResult r = run(g, votes(g, "seleucos", "Séleucos"));
  REQUIRE(r.next.victory);
  CHECK(r.next.victory->kind == "marginal");
  CHECK(test::report_for(r, "Vote Séleucos pour").status == adj::OrderStatus::succeeded);
}

TEST_CASE("R3.marg.4 check --game: a vote is valid only on a candidate, from -318 on") {
  state::GameState g = at(-318, SeasonKind::summer);
  auto verdict = [&](const state::GameState& pos, const std::string& side,
                     const std::string& text) {
    const adj::SideOrders so = test::orders_for(side, text);
    return adj::season::check_orders(test::diadoques_map(), pos, side, so.parsed.orders)
        .at(0)
        .verdict;
  };
  using adj::season::Verdict;
  CHECK(verdict(g, "cassandre", "Vote Séleucos pour\n") == Verdict::ignored);  // no candidate
  make_candidate(g, "seleucos");
  CHECK(verdict(g, "cassandre", "Vote Séleucos pour\n") == Verdict::accepted);
  CHECK(verdict(g, "seleucos", "Vote Séleucos pour\n") == Verdict::ignored);
  state::GameState early = g;
  early.season = {-319, SeasonKind::summer};
  CHECK(verdict(early, "cassandre", "Vote Séleucos pour\n") == Verdict::ignored);
}
