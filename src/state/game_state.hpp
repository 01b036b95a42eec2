#pragma once
// The full position of a game at the start of a season (R1–R13), as stored in
// `seasons/<id>/state.yaml`. Spaces are named by their map code (citadels by their name), sides
// and characters by stable ASCII ids ("cassandre", "philippe-iii"). Private facts (treasuries,
// counter-corruption) live here too: reports decide what each reader may see.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "state/rng.hpp"
#include "state/season.hpp"
#include "state/units.hpp"

namespace dia::state {

// An enemy or one's own siege in progress (R9a.siege.6–7): who besieges which citadel, and
// the season of its last successful round.
struct SiegeProgress {
  std::string citadel;
  int rounds = 0;           // successful consecutive rounds so far (1 after a first round)
  std::string last_season;  // id of the season of the last successful round
};

// T paid by each side (side id → T), e.g. in corruption against one unit this year (R9b.roll.1).
using Payments = std::map<std::string, int>;

struct Unit {
  UnitType type = UnitType::A;
  std::string side;                   // side id, or "" for neutral
  std::string neutral_label;          // for neutral units: the revolt / auction it belongs to
  std::string space;                  // map code
  std::string commander;              // character id or ""
  std::string commander_since;        // season id since which it has commanded (R6b.diad.1)
  std::vector<std::string> attached;  // other associated characters (D.associated)
  std::optional<SiegeProgress> siege;
  int counter_corruption = 0;  // T received this year (R9b.cc.4), private
  // Who paid it (side id → T this year): a neutral piece may receive counter-corruption from
  // several sides (R9b.cc.2), and each side sees its own only (R9b.val.4), even after the piece
  // passes to another side (auction, corruption).
  Payments counter_corruption_by{};
  // T each side paid this year in validated corruption against this unit (side id → T): the
  // chance of success counts it (R9b.roll.1); private, reset after autumn (R9b.year.1).
  Payments corruption_paid{};
  // R9a.siege.12: a unit that left a citadel after a successful siege round against it may
  // give no supply order in this season (id); "" = no restriction.
  std::string no_supply_in;
  // R11d.acc.2–4: Chandragupta's war elephants (an A bought for 0, upkeep 5, corruption level
  // 20, never promoted); they disappear if the accord fails (R11d.acc.6).
  bool elephants = false;
  // R11b: a neutral unit on sale (neutral_label says from which source): the side that owned it,
  // which may not bid for it (R11b.bid.1), and how many times it has been offered (its starting
  // price and what becomes of it unsold depend on that, R11b.elim.2, R11b.disb.2).
  std::string previous_owner{};
  int auction_offers = 0;
};

enum class CharacterKind { diadoque, epigone, royal };

struct Character {
  std::string id;    // "cassandre", "ptolemee-ii", "olympias"
  std::string name;  // "Cassandre", "Ptolémée II", "Olympias"
  CharacterKind kind = CharacterKind::royal;
  std::string side;        // diadoque/epigone: the side it belongs to; "" for the RF
  std::string controller;  // the side controlling it now ("" neutral)
  std::string space;       // "" while not on the map (an epigone not yet appeared)
  bool alive = true;
  bool prisoner = false;  // held by a side other than its own
  int counter_corruption = 0;
  Payments counter_corruption_by{};  // as Unit::counter_corruption_by (R9b.cc.2, R9b.val.4)
  Payments corruption_paid{};        // as Unit::corruption_paid (R9b.roll.1)
  // Cléopâtre only (R6b.cleo): her husband (character id, "" = unmarried or widowed), and the
  // groom whose intention to marry her was announced (R6b.cleo.1) with the season of the
  // announcement (id); the wedding may take place from the next season on (R6b.cleo.2).
  std::string husband{};
  std::string announced_groom{};
  std::string announced_in{};
  // R14d.ret.8, R14e.nora.1: an RF member captured by a revolt is neutral and held by it (the
  // revolt's label, as Unit::neutral_label); "" = not held by a revolt.
  std::string held_by{};
};

struct Side {
  std::string id;           // "cassandre"
  std::string diadoque;     // character id of the diadoque
  std::string epigone;      // character id of the epigone
  std::string player;       // player name from game.yaml
  std::string capital;      // citadel name
  int treasury = 0;         // T, private
  int prestige_ledger = 0;  // PP gained or lost by R13 events (R3.meas.1)
  bool eliminated = false;
  bool capital_moved = false;  // R9c.capital.1: once per game
  // R7a.p2.4: where the player wants his epigone to appear when due (`Epigone <space>`, standing
  // until used); "" = the default order.
  std::string epigone_choice{};
};

// An accord with Chandragupta ordered and not yet judged (R11d.acc.2–6): the beneficiary, where
// the elephants were to appear, the season of the order. It is judged at the end of the next
// military season (R11d.acc.5–6).
struct AccordPending {
  std::string side;
  std::string where;   // "GHA" or "IND"
  std::string season;  // id of the season of the order
  bool operator==(const AccordPending&) const = default;
};

// The end of the game (R3.end.1): which victory, for whom, decided at the end of which season.
// A state that carries one is final: no further season is adjudicated.
struct Victory {
  std::string kind;                // "total", "measured", "marginal", "shared"
  std::vector<std::string> sides;  // the winner(s), side ids
  std::string season;              // id of the season whose end decided it
  bool operator==(const Victory&) const = default;
};

// A revolt or external intervention under way (R14d): its event id in the map's events and the
// event tables (`etoliens`, `parthes`, `rome`, `revolte_grecque`, ...), its mission (R14f.par,
// R14f.rome), the season it appeared and the season its mission clock counts from (R14d.gen.17,
// R14e.eto.3, R14e.ggr.5; durations count military seasons only, R14d.gen.16). Its units are
// the neutral units whose neutral_label belongs to it.
struct Uprising {
  std::string id;
  int mission = 1;
  std::string appeared;                // season id
  std::string clock_from;              // season id ("" = no deadline: permanent)
  std::vector<std::string> members{};  // the General Greek Revolt: its component revolts
  bool operator==(const Uprising&) const = default;
};

struct GameState {
  Season season;
  std::vector<Side> sides;
  std::vector<Unit> units;
  std::vector<Character> characters;
  std::map<std::string, std::string> control;  // space code → side id (absent = neutral)
  std::map<std::string, int> treasures;        // citadel → T still lying there (R5a.tre)
  bool dynasties = false;                      // R7b
  // R3.shared.2 (PROPOSED): the last season in which a major citadel changed controller; the
  // start position counts as the snapshot of winter -320.
  Season majors_changed{-320, SeasonKind::winter};
  std::optional<Victory> victory;  // set once the game is over (R3.end.1)
  // The eastern satraps' offer of alliance (R11c, G8): the id of the season whose event made it
  // while royal orders for it are still due ("" = none pending), and whether it has been
  // settled once, after which the event no longer happens (R11c.stop.1).
  std::string satraps_offer;
  bool satraps_offer_settled = false;
  std::optional<AccordPending> accord;     // R11d: an accord waiting to be judged
  std::vector<std::string> accord_banned;  // R11d.acc.7: sides that may never make it
  bool india_closed = false;               // R11d.acc.8: GHA and IND closed for ever
  std::vector<Uprising> uprisings;         // R14d: revolts and interventions under way
  // R14.gen.7, R14e.ggr.6, R14e.pyr.1: once-only events that have happened (event ids).
  std::vector<std::string> events_happened;
  Rng rng;

  const Side* side(const std::string& id) const;
  Side* side(const std::string& id);
  const Character* character(const std::string& id) const;
  Character* character(const std::string& id);
  const Unit* unit_at(const std::string& space) const;
  std::string controller_of(const std::string& space) const;  // "" = neutral
};

}  // namespace dia::state
