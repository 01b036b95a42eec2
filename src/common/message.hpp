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
  // Secondary orders after the military orders (R9c, step 9), gold gifts, the accord (R11d).
  not_controlled_here,  // (Place, Clause): a citadel or province not controlled by the order's side
  not_a_citadel,        // (Place)
  side_not_in_play,     // (Side): a side eliminated or unknown
  to_own_side,          // (): an order that gives to its own side
  gates_garrison,       // (Place, Clause)
  gates_leader_inside,  // (Place, Character, Clause)
  gates_no_force,       // (Side receiver, Place, Clause)
  gates_opened,         // (Side giver, Place, Side receiver, Clause): event
  gold_not_positive,    // (): a gift of no money
  gold_not_enough,      // (Number amount, Number treasury, Clause)
  gold_given,           // (Side donor, Number, Side receiver, Clause): public event
  gold_sent_secretly,   // (Number, Side receiver, Clause): the donor's note
  gold_received,        // (Number, Side donor, Clause): the receiver's note
  money_gold_sent,      // (Side receiver): a treasury line
  money_gold_received,  // (Side donor): a treasury line
  money_treasure_seized,    // (Place): a treasury line
  capital_no_dynasties,     // (Clause)
  capital_too_early,        // (Clause)
  capital_moved_already,    // (Clause)
  capital_not_eligible,     // (Place, Clause)
  capital_already,          // (Place)
  capital_of_other,         // (Place, Side)
  capital_under_siege,      // (Place, Clause)
  capital_moved,            // (Side, Place from, Place to, Clause): event
  no_treasure,              // (Place)
  treasure_seized,          // (Side, Place, Clause): event
  character_not_there,      // (Character, Place)
  character_not_ours,       // (Character)
  character_with_no_unit,   // (Character)
  character_dissociated,    // (Character, Piece, Clause): event
  no_own_unit_there,        // (Place)
  not_a_leader,             // (Character, Clause)
  leader_prisoner,          // (Character, Clause)
  leader_not_with_unit,     // (Character, Piece, Clause)
  leader_commands_already,  // (Character, Piece)
  leader_takes_command,     // (Character, Piece, Clause): event
  groom_not_allowed,        // (Character, Clause)
  cleopatra_not_ours,       // (Clause)
  cleopatra_is_married,     // (Character husband, Clause)
  cleopatra_dead,           // ()
  marriage_not_announced,   // (Character groom, Clause)
  marriage_apart,           // (Character groom, Clause)
  marriage_announced,       // (Character groom, Clause): event
  marriage_celebrated,      // (Character groom, Place, Clause): event
  cleopatra_widowed,        // (Character, Clause): event
  accord_needs_both,        // (Clause)
  accord_banned,            // (Clause)
  accord_closed,            // (Clause)
  accord_pending,           // ()
  accord_made,              // (Side, Place, Clause): event
  accord_no_room,           // (Side, Place, Clause): event
  accord_respected,         // (Side, Clause): event
  accord_failed,            // (Side, Words occupiers, Clause): event
  space_closed,             // (Place, Clause)
  pp_marriage,              // (Clause): a prestige line
  pp_sacred_treasure,       // (Place, Clause): a prestige line
  pp_accord,                // (Clause): a prestige line
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
  count_                     // not a sentence: the number of ids
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
