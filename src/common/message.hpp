#pragma once
// A sentence as data: which sentence (Msg) and its typed arguments (pieces, places, sides,
// characters, numbers, clauses). The adjudicator and the order parser produce them; only
// src/report/ words them, from one catalogue per language (report/catalogue.hpp), so no output
// mixes languages and French agreement (d'/de, feminine characters) is decided in one place.
#include <cstddef>
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace dia {

// One id per sentence. Both catalogues (report/messages_fr.cpp, messages_en.cpp) word every id,
// in this order: a static_assert there and a test check it.
enum class Msg : std::uint16_t {
  // Transitional: a sentence the adjudicator still words itself, in both languages (arguments:
  // Words French, Words English). Each one moved into the catalogue gets an id of its own.
  worded,
  // Order notes.
  order_unreadable,       // (Sub why): the parser could not read the line
  order_unreadable_at,    // (Words English detail, Number column): a reason with no wording
  order_not_adjudicated,  // (): a form this version does not adjudicate yet
  // Why an order failed (adj::Reason): the unit responsible, the clause applied.
  note_bounced,                // (Piece by)
  note_own_unit,               // (Piece by, Clause)
  note_support_cut_by,         // (Piece by)
  note_support_cut,            // (Clause): a support to a siege (G1.5)
  note_convoy_disrupted,       // (Clause)
  note_convoy_paradox,         // (Clause)
  note_no_convoy_ordered,      // (Clause)
  note_support_not_matching,   // (Clause)
  note_support_no_such_siege,  // (Clause)
  note_supported_cancelled,    // (Piece supported, Clause)
  note_convoy_not_used,        // (Clause)
  note_ignored,                // (Sub why)
  note_dislodged_disbanded,    // (Piece by): dislodged, destroyed as its X ordered
  note_dislodged_no_retreat,   // (Piece by): dislodged, destroyed for want of a retreat
  note_dislodged_retreats,     // (Piece by, Place to)
  randomly_drawn,              // (Sub what): a retreat the die chose (R9a.ret.6)
  siege_progresses,            // (Number round)
  siege_citadel_falls,         // (Number round)
  siege_round_mismatch,        // (Number written, Number actual, Clause)
  note_fails,                  // (Words reason code): a reason with no sentence of its own
  // Why a line could not be read (parser diagnostics, orders/parse.cpp).
  diag_unknown_place,        // (Words written)
  diag_unknown_place_guess,  // (Words written, Words candidates)
  diag_ambiguous_place,      // (Words written, Words candidates)
  diag_unknown_name,         // (Words written): a character or side name
  diag_ambiguous_name,       // (Words written, Words candidates)
  diag_no_coast,             // (Place space, Words coast)
  diag_order_missing,        // (Words written): a piece with no order after it
  diag_unexpected_word,      // (Words word, Words suggested order)
  diag_unknown_word,         // (Words word, Words suggested order)
  diag_stops_too_soon,       // (): something is missing at the end
  diag_unexpected_complete,  // (Words word, Words the complete order before it)
  diag_unexpected,           // (Words word)
  // Events.
  event_none_first_turn,     // (Clause): the season's event line on the first turn
  event_not_drawn,           // (): random events are not adjudicated yet
  unit_destroyed_dislodged,  // (Piece unit, Piece by, Clause)
  unit_retreats,             // (Piece unit, Piece by, Place to)
  character_captured,        // (Character, Side captor, Place, Clause)
  character_captured_by,     // (Character, Side captor): in a citadel that falls
  character_captured_note,   // (Character, Side captor): beside the order that moved it
  character_freed,           // (Character): its own side took the citadel it was held in
  citadel_falls,             // (Place citadel, Side taker)
  // The private notes' layout (report/private_notes.cpp).
  private_title,                    // (Side)
  private_treasury,                 // (Number T)
  private_counter_corruption,       // heading
  private_secret_orders,            // heading
  private_lines_not_read,           // heading
  private_remarks,                  // heading
  private_remark_looks_like_order,  // beside a remark (R9a.gen.6)
  private_only_you_learn,           // heading
  line_quoted,                      // (Number line, Words text): "l.3 : Bonjour,"
  none_feminine,                    // "(aucune)"
  none_masculine,                   // "(aucun)"
  nothing,                          // "(rien)"
  // Beside each public order, and a side with nothing to show (report/public_view.cpp).
  outcome_holds,             // a plain success: a hold
  outcome_support_given,     // a plain success: a support
  outcome_convoy_made,       // a plain success: a convoy
  outcome_supply_succeeded,  // a plain success: a supply
  outcome_succeeded,         // a plain success: any other order
  outcome_fails,             // a failure with no reason of its own
  outcome_ignored,           // an ignored order with no reason of its own
  outcome_not_adjudicated,   // a form this version does not adjudicate
  side_no_public_orders,     // a side with no public order (it sent nothing, or only private ones)
  order_read_as,             // (Words canonical order): the tool's reading beside an order
  // Corruption and counter-corruption (R9b, adjudicator/intrigue/corruption*.cpp), and the
  // treasury moves of the private notes (report/private_notes.cpp).
  corruption_no_target,           // (Place): nothing to corrupt there
  corruption_own_target,          // (Clause): a piece of the author's own side
  corruption_not_alone,           // (Character, Clause): a character with a unit or escort
  corruption_leader_target,       // (Character, Clause): a diadoque or epigone
  corruption_dead_target,         // (Character)
  corruption_not_there,           // (Character, Place)
  corruption_storm,               // (Clause): a target in a storm or flood
  corruption_no_agent,            // (Clause): no qualifying agent
  corruption_below_level,         // (Number level, Clause): below the visible level
  corruption_over_treasury,       // (Number treasury, Clause)
  corruption_military_only,       // (Clause): not in winter
  counter_corruption_bad_target,  // (Clause)
  corruption_no_amount,           // (): 0 T
  corruption_neutral_author,      // (): the GM's neutral file
  note_not_validated_level,       // (Clause)
  note_not_validated_funds,       // (Clause)
  note_not_validated_outbid,      // (Clause)
  note_not_validated_tie,         // (Clause)
  note_funds_exceeded,            // (Clause): counter-corruption beyond the treasury
  note_counter_corruption_paid,   // (Number T, Number total this year, Clause)
  note_corruption_succeeded,      // (Number level, Number counter-corruption, Clause)
  note_corruption_failed,         // (Number level, Number counter-corruption, Clause)
  corruption_roll_success,  // (Piece target, Number roll, Number chance, Number paid, Number level)
  corruption_roll_failure,  // (Piece target, Number roll, Number chance, Number paid, Number level)
  unit_corrupted,           // (Piece unit, Side, Clause)
  character_corrupted,      // (Character, Side, Clause)
  commander_killed_corruption,  // (Character, Piece unit, Clause)
  commander_left_corruption,    // (Character, Piece unit, Clause)
  character_changes_side,       // (Character, Side, Clause)
  character_freed_by,           // (Character, Clause)
  unit_downgraded_corruption,   // (Piece before, Piece after, Clause)
  treasure_seized_corruption,   // (Side, Place citadel, Number T, Clause)
  treasure_left_corruption,     // (Place citadel, Number T, Clause)
  money_corruption,             // (Piece target): what a payment was for
  money_counter_corruption,     // (Piece target)
  money_treasure,               // (Place citadel)
  private_money,                // heading: the season's treasury moves
  private_money_before,         // (Number T)
  private_money_payment,        // (Sub what, Number T, Clause)
  private_money_credit,         // (Sub what, Number T, Clause)
  private_money_other,          // (Words signed T): changes the list does not show
  private_money_after,          // (Number T)
  count_                        // not a sentence: the number of ids
};

constexpr std::size_t msg_count = static_cast<std::size_t>(Msg::count_);

struct Message;

// The typed arguments: each is worded by the catalogue of the report's language.
namespace arg {
struct Words {  // words as written (an order, a name as the player spelled it), never translated
  std::string value;
};
struct Piece {  // a unit or character as orders write it: "A* MAC", "F EGY"
  std::string value;
};
struct Place {  // a space or citadel name: "Suse", "THR"
  std::string value;
};
struct Side {  // a side's display name: "Antigone"
  std::string value;
};
struct Character {  // a character's name: its gender is the French catalogue's business
  std::string value;
};
struct Number {
  int value = 0;
};
struct Clause {  // a rule clause id: "R6b.cap.2"
  std::string value;
};
struct Sub {  // nested sentences (a reason inside a note), joined with "; "
  std::vector<Message> messages;
};

}  // namespace arg

using Arg = std::variant<arg::Words, arg::Piece, arg::Place, arg::Side, arg::Character, arg::Number,
                         arg::Clause, arg::Sub>;

struct Message {
  Msg id = Msg::worded;
  std::vector<Arg> args;
};

}  // namespace dia
