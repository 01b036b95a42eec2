#pragma once
// Victory points, prestige and the victory tests (R3, R13).
//   * standing values, recomputed from a position: PV (R3.pv), RF members (R13.pp.2),
//     Athènes (R13.pp.16);
//   * ledger changes from what happened in a military season (the "military facts" the
//     pipeline gathers), each with its R13 row;
//   * the victory tests of R3 as pure functions.
#include <map>
#include <string>
#include <vector>

#include "adjudicator/rules/siege.hpp"
#include "adjudicator/season.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"
#include "state/units.hpp"

namespace dia::adj::rules {

// ---- Standing values -------------------------------------------------------------------

// Victory points of a side: 3 for its own capital, 1 for each other major it controls
// (R3.pv.3–4). Capitals are majors (R3.pv.1).
int pv_of(const std::string& side, const state::GameState& state, const map::Map& map);
// Sum over all majors of 3 if a capital held by its own side, else 1 (R3.pv.5).
int pv_in_play(const state::GameState& state, const map::Map& map);
// Living RF members the side controls (R13.pp.2).
int rf_controlled(const std::string& side, const state::GameState& state);
// The side whose capital `citadel` is, "" if none.
std::string capital_owner(const std::string& citadel, const state::GameState& state);
// PP = 10 × PV + 5 × RF + Athènes 2 (standing, R13.pp.16) + ledger (R3.meas.1).
int pp_of(const std::string& side, const state::GameState& state, const map::Map& map);
// PROPOSED (R3.meas.2): 10 × PV in play + 5 × living RF + the ledgers of surviving sides.
int pp_in_play(const state::GameState& state, const map::Map& map);

// ---- Victory tests (R3) ----------------------------------------------------------------
bool total_victory(const std::string& side, const state::GameState& state, const map::Map& map);
bool measured_victory(const std::string& side, const state::GameState& state, const map::Map& map);
bool marginal_candidate(const std::string& side, const state::GameState& state,
                        const map::Map& map);
// The first side (in state order) with a total victory, else "" (R3.total.1).
std::string total_victor(const state::GameState& state, const map::Map& map);

// R3.shared.2 (PROPOSED): the controller of each of the 20 majors ("" = neutral), to be
// recorded every season; the start position counts as winter -320.
std::map<std::string, std::string> majors_snapshot(const state::GameState& state,
                                                   const map::Map& map);
// R3.shared.1: true when no major changed controller across `snapshots` (oldest first), which
// the caller takes from winter Y-2 to winter Y. Fewer than two snapshots: false.
bool shared_victory(const std::vector<std::map<std::string, std::string>>& snapshots);

// ---- Military facts → ledger PP (R13) -------------------------------------------------

// A unit destroyed this season: dislodged with no retreat / disbanded by `X` (R13.star.3),
// or a garrison destroyed by a siege (`in_siege`).
struct Annihilation {
  std::string space;
  state::UnitType type{};
  std::string owner;  // "" = neutral (neutral units count as enemies, R13.star.3)
  std::string by;     // the credited attacker's side (R13.star.2); "" = neutral / nobody
  bool in_siege = false;
};

// A diadoque or epigone killed: in combat (his unit eliminated after a move, R6b.lead.4) or
// assassinated (R9c.kill). Also any RF member assassinated.
struct CharacterDeath {
  std::string character;  // id
  std::string by;         // the killer's side ("" = nobody / neutral)
  bool assassinated = false;
  // Killed by the season's event (a revolt's capture R14d.ret.3, an intervention's appearance
  // R14d.ret.7, a sea storm R14b.storm.5): the cause of an elimination under R7c.elim.6.
  bool by_event = false;
};

// A treasure taken: by siege (R9a.siege.14) or by a seize order (R9c.seize.1).
struct TreasureSeizure {
  std::string citadel;
  std::string side;
  bool religious = false;  // Éphèse, Delphes, Ecbatane (R13.pp.4)
};

// A citadel or province lost to a war against Rome or a revolt (the event's target).
struct WarLoss {
  std::string side;
  std::string space;
  bool rome = false;  // R13.pp.9 (−2); otherwise a revolt, R13.pp.10 (−1)
};

// A successful supply order, with who was besieging the citadel this season.
struct SupplyFact {
  std::string side;
  std::string citadel;
  std::string citadel_controller;            // "" = neutral
  std::vector<std::string> besieger_labels;  // neutral_label of neutral besiegers ("rome.m1")
  std::vector<std::string> besieger_sides;   // player sides besieging
};

struct MilitaryFacts {
  std::vector<Annihilation> annihilations;
  std::vector<CharacterDeath> deaths;
  std::vector<ControlChange> control_changes;  // every change of the season (Pella, Babylone)
  // Citadels taken from a neutral garrison: the label of the revolt that held it (R13.pp.7).
  struct Taking {
    std::string citadel;
    std::string side;
    std::string from_label;
  };
  std::vector<Taking> takings;
  std::vector<TreasureSeizure> seizures;
  std::vector<WarLoss> war_losses;
  std::vector<SupplyFact> supplies;
  // Sides that supplied or supported a unit of the General Greek Revolt (R13.pp.20).
  std::vector<std::string> greek_revolt_helpers;
};

// The facts a siege step gives: each fall's destroyed garrison (an annihilation in a siege,
// R13.star.1), taking from a revolt and seized treasure; each successful supply with the
// besiegers of its citadel (R13.pp.18–19). Control changes are NOT added here: take them all,
// falls included, from recompute_control with `baseline` = the control at the season's start.
void add_siege_facts(MilitaryFacts& facts, const std::vector<FallEffects>& falls,
                     const SiegeResolution& sieges, const state::GameState& before);

// One PP change, with its clause.
struct PrestigeChange {
  std::string side;
  int pp = 0;
  std::string clause;  // "R13.pp.24"
  Text reason;         // "+3 PP : anéantissement de Ae CIL (R13.pp.24)"
};

// Ledger changes from a military season's facts, in fact order. `before` is the position at the
// start of the season (for the kinds of units and owners of characters).
std::vector<PrestigeChange> military_prestige(const MilitaryFacts& facts,
                                              const state::GameState& before);

// R13.pp.11 / R13.unsup.1: −1 PP for each own Ae or Ag standing at the end of a military
// season in a province with no arsenal (winter_supply.hpp's test).
std::vector<PrestigeChange> unsupplied_elite_prestige(const map::Map& map,
                                                      const state::GameState& position);

// Adds the changes to the sides' ledgers of `state` and returns one SideScore per side (PV,
// PP after the changes, this season's change, treasury, reasons).
std::vector<SideScore> apply_prestige(const map::Map& map, state::GameState& state,
                                      const std::vector<PrestigeChange>& changes,
                                      const state::GameState& before);

}  // namespace dia::adj::rules
