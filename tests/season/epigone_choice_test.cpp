// The `Epigone <space>` order (R7a.p2.4) through the season pipelines: recorded as a standing
// choice, kept in the state, refused when there is nothing left to choose.
#include "fixture.hpp"

using namespace dia;

namespace {

adj::SeasonResult run(const state::GameState& g, std::vector<adj::SideOrders> orders = {}) {
  return adj::adjudicate_season(test::diadoques_map(), g, orders);
}

}  // namespace

TEST_CASE("R7a.p2.4 an Epigone order is recorded and stands in the state until used") {
  state::GameState g = test::later();  // summer -319: no epigone is due for years
  const adj::SeasonResult r = run(g, {test::orders_for("antigone", "Epigone Sardes\n")});
  CHECK(test::report_for(r, "Epigone Sardes").status == adj::OrderStatus::succeeded);
  CHECK(test::en(test::report_for(r, "Epigone Sardes").note).find("Sardes when due") !=
        std::string::npos);
  CHECK(r.next.side("antigone")->epigone_choice == "Sardes");
  // A season without the order keeps it.
  const adj::SeasonResult later = run(r.next);
  CHECK(later.next.side("antigone")->epigone_choice == "Sardes");
  // A later order replaces it.
  const adj::SeasonResult changed =
      run(later.next, {test::orders_for("antigone", "Epigone Gordion\n")});
  CHECK(changed.next.side("antigone")->epigone_choice == "Gordion");
}

TEST_CASE("R7a.p2.4 an Epigone order once the epigone is on the map is ignored, with why") {
  state::GameState g = test::later();
  g.character("demetrios")->space = "Gordion";
  const adj::SeasonResult r = run(g, {test::orders_for("antigone", "Epigone Sardes\n")});
  CHECK(test::report_for(r, "Epigone Sardes").status == adj::OrderStatus::ignored);
  CHECK(test::en(test::report_for(r, "Epigone Sardes").note).find("appeared already") !=
        std::string::npos);
  CHECK(r.next.side("antigone")->epigone_choice.empty());
}
