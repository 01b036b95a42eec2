#pragma once
// A hand-built season result (no adjudicator needed): two sides, orders that succeed, fail and
// are ignored, and private items of every kind, so tests can tell what reaches which report.
#include "adjudicator/season.hpp"
#include "report/report_info.hpp"

namespace dia::report::test {

inline state::GameState sample_before() {
  state::GameState g;
  g.season = {-319, state::SeasonKind::summer};
  g.sides.push_back({"ptolemee", "ptolemee", "", "Aurélie", "Alexandrie", 30, 0, false});
  g.sides.push_back({"seleucos", "seleucos", "", "Élodie", "Babylone", 25, 0, false});
  g.characters.push_back({"ptolemee", "Ptolémée", state::CharacterKind::diadoque, "ptolemee",
                          "ptolemee", "EGY", true, false, 0, state::Payments(), state::Payments(),
                          ""});
  g.characters.push_back({"seleucos", "Séleucos", state::CharacterKind::diadoque, "seleucos",
                          "seleucos", "BAB", true, false, 0, state::Payments(), state::Payments(),
                          ""});
  return g;
}

inline adj::SeasonResult sample_result() {
  using adj::OrderStatus;
  using adj::Visibility;
  adj::SeasonResult r;
  r.next = sample_before();
  r.next.season = r.next.season.next();
  r.next.sides[0].treasury = 27;
  r.next.sides[1].treasury = 25;
  // On the board for every reader; only the counter-corruption on it is private (add_secrets).
  state::Unit army;
  army.side = "seleucos";
  army.space = "BAB";
  r.next.units.push_back(army);
  r.season_event = worded("Tempête en mer Égée", "Storm in the Aegean Sea");
  r.orders.push_back(
      {"ptolemee", 3, "A* EGY SYR", OrderStatus::succeeded, {}, Visibility::everyone});
  r.orders.push_back({"ptolemee", 4, "F ALE CYP", OrderStatus::failed,
                      worded("bloquée par F PHE", "bounced by F PHE"), Visibility::everyone});
  r.orders.push_back(
      {"ptolemee", 5, "A LIB \"CYR\"", OrderStatus::ignored, {}, Visibility::everyone});
  r.orders.push_back(
      {"seleucos", 2, "A* BAB MES", OrderStatus::succeeded, {}, Visibility::everyone});
  r.events.push_back(
      {worded("Séleucos prend MES", "Seleucos takes MES"), Visibility::everyone, ""});
  r.control_changes.push_back({"MES", "", "seleucos"});
  r.sieges.push_back({"ptolemee", "A* SYR", "Alexandrie d'Issos", 1});
  r.scores.push_back({"ptolemee",
                      4,
                      40,
                      2,
                      27,
                      {worded("+2 PP : annihilation de A CIL", "+2 PP: annihilated A CIL")}});
  r.scores.push_back({"seleucos", 4, 40, 0, 25, {}});
  r.rolls.push_back(
      {worded("événement de la saison (R8a.gm.1)", "event of the season (R8a.gm.1)").said.front(),
       "2d6", 7});
  r.gm_log.push_back(worded("A LIB \"CYR\" : aucune unité en LIB (R9a.gen.5)",
                            "A LIB \"CYR\": no unit in LIB (R9a.gen.5)"));
  return r;
}

// Adds secrets of every kind to a result; the public reports must not change.
inline void add_secrets(adj::SeasonResult& r, int variant) {
  using adj::OrderStatus;
  using adj::Visibility;
  r.next.sides[0].treasury = 1000 + variant;
  r.next.sides[1].treasury = 2000 + variant;
  for (auto& s : r.scores) s.treasury = 3000 + variant;
  r.orders.push_back({"seleucos",
                      7,
                      "CC A* BAB 9" + std::to_string(variant),
                      OrderStatus::succeeded,
                      {},
                      Visibility::side_only});
  r.orders.push_back({"ptolemee", 8, "Enchère A CIL 1" + std::to_string(variant),
                      OrderStatus::failed, worded("enchère perdue", "bid lost"),
                      Visibility::side_only});
  r.events.push_back({worded("SECRET-SIDE " + std::to_string(variant), "SECRET-SIDE"),
                      Visibility::side_only, "seleucos"});
  r.events.push_back(
      {worded("SECRET-GM " + std::to_string(variant), "SECRET-GM"), Visibility::gm_only, ""});
  r.gm_log.push_back(worded("SECRET-LOG " + std::to_string(variant), "SECRET-LOG"));
  r.rolls.push_back({worded("SECRET-ROLL", "SECRET-ROLL").said.front(), "1d6", variant});
  r.next.units.front().counter_corruption = 90 + variant;  // the army in BAB (sample_result)
  // What the adjudicator reports of the year's counter-corruption (the notes read this, not the
  // next position, which autumn resets: R9b.year.1).
  r.counter_corruption.push_back({"seleucos", "A BAB", 90 + variant});
}

}  // namespace dia::report::test
