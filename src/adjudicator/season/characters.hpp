#pragma once
// Characters during the military season: lone moves that units never block (R9a.move.10),
// captures when crossing an enemy unit (R6b.cap.1) or ending alone with one (R6b.cap.2),
// association with the side's units at the end of movement (D.associated, R6b.lead.3), and
// the fate of those with an eliminated unit (R6b.lead.4, R6b.free.3).
#include <string>
#include <utility>
#include <vector>

#include "adjudicator/season.hpp"
#include "adjudicator/season/resolution.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"
#include "state/rng.hpp"

namespace dia::adj::season {

struct CharacterMove {
  std::vector<std::string> characters;  // ids, travelling together
  map::SpaceId from = nowhere;
  map::SpaceId to = nowhere;  // nowhere: holds
  int report = -1;
};

struct Capture {
  std::string character;
  std::string by_side;
  int unit = -1;  // capturing unit (index in the state it was decided on)
  int roll = 0;
  bool captured = false;
  std::string where;
  std::string rule;  // "R6b.cap.1" or "R6b.cap.2"
};

// Whether the character is carried by no unit: neither commanding nor attached to one. D.alone
// also counts an RF member escorted by his controller's diadoque or epigone as not alone
// (rules::escorted, rules/character_status.hpp).
bool alone(const state::GameState& state, const std::string& character);

// Detaches a character from whatever unit carries it (a lone move order for it).
void detach(state::GameState& state, const std::string& character);

// R6b.cap.1: each lone character whose move crosses an enemy unit moving the other way over the
// same border rolls 1d6: captured on 1–2 at sea, 1–4 on land (one roll for a pair). `before` is the
// position before the moves, `res` the resolution; captured characters are reported, not yet
// applied.
// `spared`: (side, character id) pairs a no-capture order names (R9c.nocap.1): that side makes no
// attempt on that character (R6b.cap.4).
using Spared = std::vector<std::pair<std::string, std::string>>;
std::vector<Capture> crossing_captures(const map::Map& map, const state::GameState& before,
                                       const std::vector<CharacterMove>& moves,
                                       const Resolution& res, state::Dice& dice,
                                       const Spared& spared = {});

// Puts the character under `side`'s control, attached to `unit` (R6b.cap.6).
void apply_capture(state::GameState& state, const std::string& character, const std::string& side,
                   int unit);

// End of movement: every lone character standing with a unit of its controller is associated
// with it; a unit without commander takes the first leader diadoque > epigone > Philippe III >
// Olympias (R6b.lead.3), its command starting this season (R6b.diad.1). Characters follow the
// unit that carries them. Returns log lines.
std::vector<Text> associate(const map::Map& map, state::GameState& state);

// R6b.cap.2: each lone character (D.alone) sharing a space with a unit of an enemy player rolls
// 1d6 (1–2 at sea, 1–4 on land); neutral units capture only where an event says so (R6b.cap.7).
// For an RF member an enemy diadoque or epigone in the space counts too: the unit's side rolls
// first, then the sides with only such a leader there, in a seeded order, until one succeeds
// (R6b.cap.5); a leader's capture leaves the member with him, on no unit (R6b.cap.6). A pair
// (R6b.phil.1, R6b.rox.1) is one piece: one roll, and the partner's capture follows it.
// Sides that spared the character (R6b.cap.4) make no attempt.
std::vector<Capture> end_captures(const map::Map& map, state::GameState& state, state::Dice& dice,
                                  const Spared& spared = {});

// A unit eliminated in combat: its commander is killed (R6b.lead.4); the other characters stay
// where it stood, alone (R9a.ret.8); a prisoner among them is freed (R6b.free.3, .7).
std::vector<Message> eliminate_unit(state::GameState& state, std::size_t unit);

}  // namespace dia::adj::season
