#pragma once
// Elimination of a side (R7a, R7b.dyn.4) and what it does (R7c), at the end of a turn
// (R8a.end.1: after the keep-control checks, before the PP update).
//
// Applied here: the side is marked eliminated; its treasury is left as a treasure in its capital
// (R7c.elim.3), else in one of its citadels (R7c.elim.4, default choice: one of its majors, then
// minors, by seeded draw), else handed to the side that caused the elimination (R7c.elim.5); the
// amount never appears in public (R7c.elim.2). Its citadels become neutral and the characters
// held inside are freed (R7c.elim.1); the other characters it controls become neutral (R7c.elim.8,
// a held enemy diadoque or epigone goes back to his side, R6b.free.7). Its units become neutral:
// those standing with an RF member serve him for good, Am→A, Ag→Ae, Philippe III or Olympias in
// command (R7c.elim.9); of the others the Am disappear, the Ag become Ae, and the rest wait for
// the auction (R7c.elim.8, R11b.elim.1).
// With no citadel left and no killer known, the side that led the siege (or the corruption) that
// took one of its citadels this turn is the cause (R7c.elim.5, S1:L552–556); several: a seeded
// draw (R7c.elim.10, PROPOSED: the strength of the attacks is not compared).
// Caused by the season's event (its death killed the diadoque or epigone) with no citadel left,
// the treasury is lost (R7c.elim.6, S1:L558–559).
// Not yet adjudicated (logged): the `Trésor <citadel>` standing order (R7c.elim.4) and the
// auction itself (R11b.elim).
#include <string>
#include <vector>

#include "adjudicator/rules/auction_lot.hpp"
#include "adjudicator/rules/scoring.hpp"
#include "adjudicator/rules/step_report.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"
#include "state/rng.hpp"

namespace dia::adj::rules {

// The prefix of the neutral_label of units serving an RF member for good (R7c.elim.9):
// "royal.philippe-iii". Those left for the auction: rules/auction_lot.hpp (R11b.elim.1).
inline constexpr const char* royal_service_prefix = "royal.";

// The succession period of a season (R7a): 1 up to winter -315 (R7a.p1.1, PROPOSED), 2 up to
// winter -313 (R7a.p2.1), 3 afterwards (R7a.p3.2).
int succession_period(const state::Season& season);

struct Elimination {
  std::string side;
  std::string clause;     // "R7a.p1.1"
  Text why;               // "mort de Cassandre" / "death of Cassandre"
  std::string by;         // the side that caused it (R7c.elim.5); "" if none is known
  bool by_event = false;  // the season's event caused it (R7c.elim.6)
};

// The surviving sides eliminated at the end of this turn (no dynasties): period 1, the diadoque
// is dead (R7a.p1.1); later, the diadoque and the epigone are both dead (R7a.p2.5, R7a.p3.2);
// `no_epigone_place`: sides whose epigone could not appear (R7a.p2.3). With dynasties, only at
// the end of an autumn a side with neither diadoque nor epigone and no citadel (R7b.dyn.4).
// `deaths` (this season's) names who killed whom, the cause of R7c.elim.5.
std::vector<Elimination> due_eliminations(const map::Map& map, const state::GameState& state,
                                          const std::vector<CharacterDeath>& deaths,
                                          const std::vector<std::string>& no_epigone_place);

// A citadel a side took from another this turn, by siege or corruption (R7c.elim.5).
struct CitadelTaking {
  std::string citadel;
  std::string from;  // the side that lost it
  std::string by;    // the side that took it
};

// Applies R7c to `state` for one elimination. The caller recomputes control afterwards.
// `taken`: this turn's citadels taken between sides, the cause of an elimination without a
// citadel when no killer is known (R7c.elim.5).
StepReport eliminate_side(const map::Map& map, state::GameState& state, const Elimination& e,
                          state::Dice& dice, const std::vector<CitadelTaking>& taken = {});

}  // namespace dia::adj::rules
