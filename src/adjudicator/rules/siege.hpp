#pragma once
// Sieges and the supply of besieged port citadels (R9a.siege, R9a.port, R9a.supply, G1.4,
// G10.5, R5a.tre, R9c.noseize). Two steps, both pure:
//   1. resolve_sieges(): after movement, decide every siege round and every supply order,
//      and the siege progress of every unit for the next season;
//   2. apply_citadel_falls(): on the position after movement and retreats, carry out the
//      falls (control, garrison destroyed, characters captured, treasure seized).
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "adjudicator/rules/movement_facts.hpp"
#include "adjudicator/season.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::adj::rules {

// A support given to a siege (`A EGY S F MOR A1 Alexandrie`), already checked by the pipeline
// as matching the siege and reachable (G1.2, G1.6). Whether it is cut is decided here (G1.5).
struct SiegeSupport {
  std::string space;  // the supporter's space at the start of the season
  int combat = 0;     // its combat value (table value + leader bonus), G1.3
};

// `A* SYR A2 Alexandrie d'Issos`, as parsed and resolved to map codes.
struct SiegeOrder {
  std::string unit;       // the besieger's space at the start of the season
  std::string citadel;    // citadel code
  int written_round = 0;  // 1 or 2 as written (A1/A2), 0 if absent: informative (R9a.siege.13)
  int combat = 0;         // the besieger's combat value (table value + leader bonus)
  std::vector<SiegeSupport> supports;
  bool no_seize = false;  // a `Pas de saisie` order came with it (R9c.noseize.1)
};

// `F MOR Ra Alexandrie`.
struct SupplyOrder {
  std::string unit;     // the supplier's space at the start of the season
  std::string citadel;  // citadel code
  // A neutral unit may supply only its own citadel of origin (R9a.supply.6); "" = none.
  std::string neutral_origin;
};

// The unit standing in a citadel at the start of the season, with its hold strength.
struct Garrison {
  std::string citadel;
  int strength = 0;  // combat value + valid hold supports (R9a.port.5)
};

struct SiegeInput {
  std::vector<SiegeOrder> sieges;
  std::vector<SupplyOrder> supplies;
  std::vector<Garrison> garrisons;  // a garrison absent from this list has strength = combat 0
  MovementFacts movement;
  // Spaces (at the start of this season) of units that left a citadel last season after a
  // successful round against it: they may not supply this season (R9a.siege.12). Carried
  // from the previous season's SiegeResolution::supply_barred_next.
  std::vector<std::string> supply_barred;
};

enum class RoundOutcome {
  ignored,    // not a legal siege: see `why` (position R9a.siege.2, own citadel R9a.siege.3)
  succeeded,  // a successful round; `falls` if it was the second
  failed      // see `why`
};

struct SiegeRound {
  std::string unit;  // the besieger's space
  std::string side;
  std::string citadel;
  RoundOutcome outcome = RoundOutcome::failed;
  int round = 1;                // the real round from the history (R9a.siege.13)
  bool round_mismatch = false;  // the written A1/A2 differs from `round`
  int strength = 0;             // combat + uncut siege supports (G1.4)
  bool falls = false;           // second consecutive successful round (R9a.siege.6)
  std::string clause;           // the clause that decided ("R9a.siege.5", "R9a.port.1", ...)
  Text note;                    // "le siège progresse (1er tour)" / "siege progresses (round 1)"
};

enum class SupplyOutcome { succeeded, cut, ignored };

struct SupplyResult {
  std::string unit;
  std::string side;
  std::string citadel;
  SupplyOutcome outcome = SupplyOutcome::succeeded;
  std::string clause;
  Text note;  // "ravitaille Alexandrie" / "coupé par A CIL" / "ignoré : citadelle sans port"
};

// The siege progress of one unit for the next season: set after a successful first round,
// cleared on any break (R9a.siege.7) or fall. Lists every unit that had progress or besieged.
struct ProgressUpdate {
  std::string unit;  // the unit's space at the start of the season
  std::optional<state::SiegeProgress> progress;
};

struct CitadelFall {
  std::string citadel;
  std::string from;       // previous controller ("" = neutral)
  std::string to;         // the besieger's side
  std::string besieger;   // the besieger's space (it stays there, R9a.siege.10)
  bool no_seize = false;  // R9c.noseize.1
};

struct SiegeResolution {
  std::vector<SiegeRound> rounds;      // one per siege order, in input order
  std::vector<SupplyResult> supplies;  // one per supply order, in input order
  std::vector<ProgressUpdate> progress;
  std::vector<CitadelFall> falls;
  // Destination spaces (after movement) of garrisons that left a citadel against which at
  // least one round had succeeded: next season's SiegeInput::supply_barred (R9a.siege.12).
  std::vector<std::string> supply_barred_next;
};

// Step 1. `before` is the position at the start of the season (its season is the current one).
SiegeResolution resolve_sieges(const map::Map& map, const state::GameState& before,
                               const SiegeInput& input);

// What a fall did to the position, for reports and for prestige (scoring.hpp).
struct FallEffects {
  std::string citadel;
  std::string from;
  std::string to;
  std::string garrison_label;           // neutral_label of the destroyed garrison, if neutral
  std::optional<state::Unit> garrison;  // the destroyed garrison (R9a.siege.9)
  std::vector<std::string> captured;    // characters captured (R9a.siege.9, R6b.cap.3)
  std::vector<std::string> freed;       // own prisoners freed (R6b.free.5)
  int treasure_seized = 0;              // T moved to the taker's treasury (R9a.siege.14)
  bool religious_treasure = false;      // for R13.pp.4
  std::vector<Event> events;
  std::vector<Text> log;  // the GM log's line for each event, in step (as data)

  void add(Event event, Text log_line) {
    events.push_back(std::move(event));
    log.push_back(std::move(log_line));
  }
  void add(Event event) {  // its log line: the event's own sentence
    Text line = event.text;
    add(std::move(event), std::move(line));
  }
};

// Step 2. `after` is the position after movement and retreats (units at their new spaces).
// For each fall: control passes, the unit standing in the citadel is destroyed, characters in
// it change hands, the treasure goes to the taker unless `no_seize`.
// `spared`: (side, character id) pairs named in a no-capture order this turn (R9c.nocap.1): the
// taker does not capture them (R6b.cap.4 covers the three ways of capture S1:L482–493 lists,
// the automatic one too); one who was with the destroyed garrison is freed instead (R6b.free.3).
std::vector<FallEffects> apply_citadel_falls(
    const map::Map& map, state::GameState& after, const std::vector<CitadelFall>& falls,
    const std::vector<std::pair<std::string, std::string>>& spared = {});

// Applies the ProgressUpdates to `after`: a besieger whose progress survives never moved, so
// it is found where it stood; every other unit of `after` loses any siege progress (a unit
// that moved or retreated broke its siege, R9a.siege.7).
void apply_siege_progress(state::GameState& after, const std::vector<ProgressUpdate>& progress);

// The season before `s` among military seasons: spring → autumn of the previous year
// (R9a.siege.6). For a winter `s`, autumn of the same year.
state::Season previous_military_season(const state::Season& s);

}  // namespace dia::adj::rules
