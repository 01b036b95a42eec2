// The classical Diplomacy forms used by the DATC files (one parser serves both rulesets).
#include <doctest/doctest.h>

#include "order_test_support.hpp"

using namespace dia;
using namespace dia::orders;
using dia::test::classical_map;
using dia::test::code;
using dia::test::one_order;

TEST_CASE("DATC move written A lvp-edi / A lvp - edi and with full names") {
  const auto& m = classical_map();
  for (const char* line :
       {"A lvp-edi", "A lvp - edi", "A Liverpool - Edinburgh", "A lvp edi", "a LVP->edi",
        "Army lvp to edi", "A(lvp) - edi", "A liverpool-edinburgh"}) {
    auto o = one_order(m, line);
    REQUIRE(o.kind() == OrderKind::move);
    CHECK(o.piece.kind == Piece::Kind::unit);
    CHECK(o.piece.type == UnitType::army);
    CHECK(code(m, o.piece.where) == "lvp");
    const auto& mv = orders::get<Move>(o.body);
    CHECK(code(m, mv.to) == "edi");
    CHECK_FALSE(mv.via_convoy);
  }
}

TEST_CASE("DATC names with spaces and hyphens are cut by the dictionary / longest first") {
  const auto& m = classical_map();
  auto o = one_order(m, "F Kiel-Munich");
  CHECK(code(m, o.piece.where) == "kie");
  CHECK(code(m, orders::get<Move>(o.body).to) == "mun");

  o = one_order(m, "F North Sea Supports F Norwegian Sea - Norway");
  REQUIRE(o.kind() == OrderKind::support);
  const auto& s = orders::get<Support>(o.body);
  CHECK(code(m, o.piece.where) == "nth");
  CHECK(code(m, s.supported.where) == "nwg");
  REQUIRE(s.to);
  CHECK(code(m, *s.to) == "nwy");

  o = one_order(m, "F nao-Mid-Atlantic Ocean");
  CHECK(code(m, orders::get<Move>(o.body).to) == "mao");

  o = one_order(m, "F St Petersburg (south coast) - Gulf of Bothnia");
  CHECK(code(m, o.piece.where) == "stp/sc");
  CHECK(code(m, orders::get<Move>(o.body).to) == "gob");
}

TEST_CASE("DATC coasts written spa/sc / spa(sc) / Spain(sc) and (south coast)") {
  const auto& m = classical_map();
  for (const char* line : {"F wes-spa/sc", "F wes - spa(sc)", "F wes-Spain(sc)", "F wes-spain/sc",
                           "F wes - Spain (south coast)", "F Western Mediterranean-spa (sc)"}) {
    auto o = one_order(m, line);
    const auto& mv = orders::get<Move>(o.body);
    CHECK(code(m, mv.to) == "spa/sc");
    CHECK(mv.to.coast == "sc");
  }
  auto o = one_order(m, "F spain(nc) supports F marseilles-gol");
  CHECK(code(m, o.piece.where) == "spa/nc");
}

TEST_CASE("DATC a coast the space does not have is an error naming its coasts") {
  auto r = dia::test::parse_with(classical_map(), "F mao-spa/ec");
  CHECK(r.orders.empty());
  CHECK(dia::test::errors_of(r).find("spa has no coast 'ec' (coasts: nc, sc)") !=
        std::string::npos);
}

TEST_CASE("DATC convoy written C and convoys") {
  const auto& m = classical_map();
  for (const char* line : {"F nth C A yor - nwy", "F nth convoys A yor-nwy",
                           "F North Sea Convoys A Yorkshire - Norway"}) {
    auto o = one_order(m, line);
    REQUIRE(o.kind() == OrderKind::convoy);
    const auto& c = orders::get<Convoy>(o.body);
    CHECK(c.convoyed.type == UnitType::army);
    CHECK(code(m, c.convoyed.where) == "yor");
    CHECK(code(m, c.to) == "nwy");
  }
}

TEST_CASE("DATC support of hold and of move / S and SUPPORTS") {
  const auto& m = classical_map();
  auto o = one_order(m, "A ber S A sil");
  const auto& h = orders::get<Support>(o.body);
  CHECK_FALSE(h.to);
  CHECK_FALSE(h.citadel);
  CHECK(code(m, h.supported.where) == "sil");

  o = one_order(m, "A Wales SUPPORTS F london-yorkshire");
  const auto& mv = orders::get<Support>(o.body);
  CHECK(mv.supported.type == UnitType::fleet);
  REQUIRE(mv.to);
  CHECK(code(m, *mv.to) == "yor");

  o = one_order(m, "F gol supports f wes-spain(sc)");
  CHECK(code(m, *orders::get<Support>(o.body).to) == "spa/sc");
}

TEST_CASE("DATC hold written H / HOLD and hold") {
  const auto& m = classical_map();
  for (const char* line : {"A lon H", "A Venice HOLD", "F mao hold", "A lon holds", "A lon X"}) {
    auto o = one_order(m, line);
    CHECK(o.kind() == OrderKind::hold);
    CHECK(orders::get<Hold>(o.body).written);
  }
}

TEST_CASE("DATC move via convoy / by convoy and an explicit convoy route") {
  const auto& m = classical_map();
  for (const char* line :
       {"A lon-bel via convoy", "A Belgium - London via Convoy", "A edi-lvp by convoy"}) {
    auto o = one_order(m, line);
    CHECK(orders::get<Move>(o.body).via_convoy);
  }
  auto o = one_order(m, "a lvp-iri-eng-lon");
  const auto& mv = orders::get<Move>(o.body);
  CHECK(mv.via_convoy);
  REQUIRE(mv.route.size() == 2);
  CHECK(code(m, mv.route[0]) == "iri");
  CHECK(code(m, mv.route[1]) == "eng");
  CHECK(code(m, mv.to) == "lon");
}

TEST_CASE("DATC builds and removals") {
  const auto& m = classical_map();
  auto o = one_order(m, "Build A kie");
  REQUIRE(o.kind() == OrderKind::build);
  CHECK(orders::get<Build>(o.body).type == UnitType::army);
  CHECK(code(m, orders::get<Build>(o.body).where) == "kie");

  o = one_order(m, "Build F stp/nc");
  CHECK(code(m, orders::get<Build>(o.body).where) == "stp/nc");

  o = one_order(m, "Remove F ber");
  REQUIRE(o.kind() == OrderKind::disband);
  CHECK(orders::get<Disband>(o.body).piece.type == UnitType::fleet);

  o = one_order(m, "Remove par");
  CHECK(orders::get<Disband>(o.body).piece.kind == Piece::Kind::unspecified);

  o = one_order(m, "Disband A war");
  CHECK(code(m, orders::get<Disband>(o.body).piece.where) == "war");
}

TEST_CASE("DATC side prefix and hash comments of the jDip case files") {
  const auto& m = classical_map();
  auto r = dia::test::parse_with(
      m, "England: F nth C A yor - nwy   # explicit!\nGermnay: A ber H\n", true);
  REQUIRE(r.orders.size() == 2);
  CHECK(r.orders[0].side_prefix == "England");
  CHECK(r.orders[1].side_prefix == "Germnay");
  CHECK(r.orders[0].pos.column == 10);
}
