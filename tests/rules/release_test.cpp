// Release of held characters when their citadel becomes neutral (R6b.free.1, R6b.free.7).
#include <doctest/doctest.h>

#include "adjudicator/rules/release.hpp"
#include "rules_support.hpp"

namespace {

using namespace dia;
using adj::rules::free_in_neutral_citadels;
using rules_test::add_unit;
using rules_test::board;
using rules_test::place;
using rules_test::six_sides;
using state::UnitType;

const state::Season summer319{-319, state::SeasonKind::summer};

}  // namespace

TEST_CASE("R6b.free.1 a citadel turning neutral frees the characters held inside") {
  auto g = six_sides(summer319);
  const std::map<std::string, std::string> before{{"Sardes", "antigone"}};
  place(g, "cleopatre", "Sardes");
  g.character("cleopatre")->controller = "antigone";
  place(g, "eumene", "Sardes");  // a prisoner of Antigone
  g.character("eumene")->controller = "antigone";
  g.character("eumene")->prisoner = true;
  const auto r = free_in_neutral_citadels(board(), g, before);  // Sardes is neutral in `g`
  CHECK(g.character("cleopatre")->controller.empty());   // R6b.free.7: an RF member turns neutral
  CHECK(g.character("eumene")->controller == "eumene");  // a diadoque goes back to his side
  CHECK_FALSE(g.character("eumene")->prisoner);
  CHECK(g.character("eumene")->space == "Sardes");
  REQUIRE(r.events.size() == 2);
  CHECK(r.events[0].visibility == adj::Visibility::everyone);
  CHECK(rules_test::en(r.events[0].text).find("R6b.free.1") != std::string::npos);
}

TEST_CASE("R6b.free.1 a citadel joining a revolt frees nobody and a held one keeps its captives") {
  auto g = six_sides(summer319);
  const std::map<std::string, std::string> before{{"Sardes", "antigone"}, {"Lamia", "cassandre"}};
  place(g, "cleopatre", "Sardes");
  g.character("cleopatre")->controller = "antigone";
  add_unit(g, UnitType::A, "", "Sardes").neutral_label = "auction";  // revolt garrison
  g.control["Lamia"] = "cassandre";
  place(g, "olympias", "Lamia");
  g.character("olympias")->controller = "cassandre";
  const auto r = free_in_neutral_citadels(board(), g, before);
  CHECK(r.events.empty());
  CHECK(g.character("cleopatre")->controller == "antigone");
  CHECK(g.character("olympias")->controller == "cassandre");
}
