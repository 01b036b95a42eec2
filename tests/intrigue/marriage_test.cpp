// R9c.marry.1, R6b.cleo: the announcement and the marriage with Cléopâtre, and their effects.
#include "after_fixture.hpp"

using namespace dia;
using namespace dia::after_test;
using adj::OrderStatus;

namespace {
const std::string spring = state::Season::first().id();

// Antigone's side controls Cléopâtre in Sardes, his army and himself in LYD.
state::GameState courted() {
  state::GameState g = quiet();
  g.character("cleopatre")->controller = "antigone";
  g.control["Sardes"] = "antigone";
  test::place(g, UnitType::A, "antigone", "LYD", "antigone", spring);
  return g;
}
}  // namespace

TEST_CASE("R6b.cleo.1 the groom's side must control Cléopâtre and announce it publicly") {
  state::GameState g = courted();
  const adj::SeasonResult r = run(g, {test::orders_for("antigone", "Annonce mariage *\n")});
  CHECK(test::report_for(r, "Annonce mariage *").status == OrderStatus::succeeded);
  CHECK(test::report_for(r, "Annonce mariage *").visibility == adj::Visibility::everyone);
  CHECK(event_with(r, "Antigone announces his intention to marry Cléopâtre (R6b.cleo.1)") !=
        nullptr);
  CHECK(r.next.character("cleopatre")->announced_groom == "antigone");
  SUBCASE("a side that does not control her") {
    const adj::SeasonResult no = run(g, {test::orders_for("eumene", "Annonce mariage *\n")});
    CHECK(test::report_for(no, "Annonce mariage *").status == OrderStatus::ignored);
    CHECK(no.next.character("cleopatre")->announced_groom.empty());
  }
  SUBCASE("the epigone only once the diadoque is dead") {
    g.character("demetrios")->space = "LYD";
    const adj::SeasonResult alive = run(g, {test::orders_for("antigone", "Annonce mariage #\n")});
    CHECK(test::report_for(alive, "Annonce mariage #").status == OrderStatus::ignored);
    g.character("antigone")->alive = false;
    g.units.back().commander.clear();
    const adj::SeasonResult dead = run(g, {test::orders_for("antigone", "Annonce mariage #\n")});
    CHECK(test::report_for(dead, "Annonce mariage #").status == OrderStatus::succeeded);
    CHECK(dead.next.character("cleopatre")->announced_groom == "demetrios");
  }
}

TEST_CASE("R6b.cleo.2 the wedding: from the season after the announcement, in one land space") {
  state::GameState g = courted();
  const adj::SeasonResult same =
      run(g, {test::orders_for("antigone", "Annonce mariage *\nMariage *\n")});
  CHECK(test::report_for(same, "Mariage *").status == OrderStatus::ignored);
  CHECK(same.next.character("cleopatre")->husband.empty());
  // Next season: apart (he in LYD, she in Sardes) it fails; together in Sardes it takes place.
  const adj::SeasonResult apart = run(same.next, {test::orders_for("antigone", "Mariage *\n")});
  CHECK(test::report_for(apart, "Mariage *").status == OrderStatus::ignored);
  CHECK(note_of(apart, "Mariage *").find("same land space (R6b.cleo.2)") != std::string::npos);
  const adj::SeasonResult wed =
      run(same.next, {test::orders_for("antigone", "* LYD Sardes\nMariage *\n")});
  CHECK(test::report_for(wed, "Mariage *").status == OrderStatus::succeeded);
  CHECK(wed.next.character("cleopatre")->husband == "antigone");
  CHECK(event_with(wed, "Antigone marries Cléopâtre in Sardes (R6b.cleo.2)") != nullptr);
}

TEST_CASE("R9c.marry.1 the marriage is an after-military order: the groom's move counts") {
  // The groom arrives in her space during the movement of the wedding's season.
  state::GameState g = courted();
  g.character("cleopatre")->announced_groom = "antigone";
  g.character("cleopatre")->announced_in = state::Season::first().id();
  const adj::SeasonResult wed = run(g, {test::orders_for("antigone", "* LYD Sardes\nMariage *\n")});
  CHECK(wed.next.character("cleopatre")->husband == "antigone");
}

namespace {
state::GameState married() {
  state::GameState g = courted();
  state::Character* c = g.character("cleopatre");
  c->husband = "antigone";
  c->space = "LYD";
  g.units.back().attached.push_back("cleopatre");
  return g;
}
}  // namespace

TEST_CASE("R6b.cleo.3 once married, Cléopâtre shares her husband's place and controller") {
  state::GameState g = married();
  const adj::SeasonResult r = run(g, {test::orders_for("antigone", "A* LYD PHR\n")});
  CHECK(r.next.character("cleopatre")->space == "PHR");
  CHECK(r.next.character("cleopatre")->controller == "antigone");
  SUBCASE("even when his side loses him") {
    state::GameState h = married();
    h.character("antigone")->controller = "eumene";
    h.character("antigone")->prisoner = true;
    h.units.back().commander.clear();
    h.units.back().attached.clear();
    test::place(h, UnitType::A, "eumene", "CAP");
    h.character("antigone")->space = "CAP";
    h.units.back().attached.push_back("antigone");
    const adj::SeasonResult p = run(h);
    CHECK(p.next.character("cleopatre")->space == "CAP");
    CHECK(p.next.character("cleopatre")->controller == "eumene");
  }
}

TEST_CASE("R6b.cleo.5 Cléopâtre survives her husband and becomes a widow") {
  state::GameState g = married();
  g.character("antigone")->alive = false;
  g.units.back().commander.clear();
  const adj::SeasonResult r = run(g);
  CHECK(r.next.character("cleopatre")->alive);
  CHECK(r.next.character("cleopatre")->husband.empty());
  CHECK(event_with(r, "Cléopâtre is the widow of Antigone (R6b.cleo.5)") != nullptr);
}

TEST_CASE("R6b.cleo.8 the wedding gives 10 permanent PP (R13.pp.3)") {
  state::GameState g = courted();
  g.character("cleopatre")->announced_groom = "antigone";
  g.character("cleopatre")->announced_in = state::Season::first().id();
  g.character("antigone")->space = "Sardes";
  g.units.back().commander.clear();
  const adj::SeasonResult r = run(g, {test::orders_for("antigone", "Mariage *\n")});
  REQUIRE(r.next.character("cleopatre")->husband == "antigone");
  CHECK(has_reason(r, "antigone", "R13.pp.3"));
  CHECK(r.next.side("antigone")->prestige_ledger == g.side("antigone")->prestige_ledger + 10);
}

TEST_CASE("R6b.cleo.9 a widow may marry again, each wedding with its own 10 PP") {
  state::GameState g = courted();
  state::Character* c = g.character("cleopatre");
  c->husband = "eumene";  // her late husband
  g.character("eumene")->alive = false;
  c->announced_groom = "antigone";
  c->announced_in = state::Season::first().id();
  g.character("antigone")->space = "Sardes";
  g.units.back().commander.clear();
  g.side("antigone")->prestige_ledger = 10;  // an earlier wedding's PP are kept
  const adj::SeasonResult r = run(g, {test::orders_for("antigone", "Mariage *\n")});
  CHECK(r.next.character("cleopatre")->husband == "antigone");
  CHECK(r.next.side("antigone")->prestige_ledger == 20);
}

TEST_CASE("R6b.cleo.3 the couple moves as one: no lone order for her, his lone move takes her") {
  state::GameState g = married();
  g.units.back().attached.clear();  // both alone beside the army in LYD
  g.units.back().commander.clear();
  g.character("antigone")->space = "LYD";
  const adj::SeasonResult apart = run(g, {test::orders_for("antigone", "Cléopâtre LYD Sardes\n")});
  CHECK(test::report_for(apart, "Cléopâtre LYD Sardes").status == OrderStatus::ignored);
  CHECK(note_of(apart, "Cléopâtre LYD Sardes").find("R6b.cleo.3") != std::string::npos);
  CHECK(apart.next.character("cleopatre")->space == "LYD");
  const adj::SeasonResult together = run(g, {test::orders_for("antigone", "* LYD Sardes\n")});
  CHECK(together.next.character("antigone")->space == "Sardes");
  CHECK(together.next.character("cleopatre")->space == "Sardes");
}
