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
  // A sentence worded earlier in both languages (arguments: Words French, Words English), as
  // public.json keeps it for `diadoques report` and `history` to print again. Nothing else
  // words sentences outside the catalogue.
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
  note_convoy_storm,           // (Piece fleet, Clause): the convoying fleet was caught in a storm
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
  // Why an order is ignored, or how a siege or supply ends (adjudicator/season/legality.cpp,
  // first_turn.cpp, neutral_orders.cpp, rules/siege.cpp).
  illegal_passage_needed,            // (Words link, Side keeper)
  illegal_citadel_not_controlled,    // (Place citadel)
  illegal_move_to_own_space,         // ()
  illegal_army_to_sea,               // (Place)
  illegal_fleet_to_land,             // (Place)
  illegal_across_lake,               // (Place from, Place to)
  illegal_convoy_turn1,              // ()
  illegal_not_adjacent,              // (Place to, Place from)
  illegal_support_reach,             // (Piece supporter, Place target)
  illegal_not_citadel,               // (Place)
  illegal_supply_position,           // (Piece, Place citadel)
  illegal_siege_position,            // (Piece, Place citadel)
  illegal_supply_not_port,           // (Place citadel)
  illegal_siege_own_citadel,         // (Place citadel)
  illegal_turn1_moves_supports,      // ()
  illegal_support_character,         // ()
  illegal_no_unit_to_support,        // (Place)
  illegal_support_itself,            // ()
  illegal_convoy_not_fleet_at_sea,   // ()
  illegal_no_army_to_convoy,         // (Place)
  illegal_foreign_unit,              // (Place)
  illegal_no_unit,                   // (Place)
  illegal_no_such_unit,              // (Words designator, Place)
  illegal_unknown_character,         // (Words written)
  illegal_character_not_controlled,  // (Character)
  illegal_character_not_in,          // (Character, Place)
  illegal_character_move_or_hold,    // ()
  illegal_conflicting_character,     // ()
  illegal_conflicting_unit,          // ()
  illegal_repeated_order,            // (Number line)
  illegal_purchase_turn1_only,       // ()
  illegal_winter_order,              // ()
  illegal_setup_order,               // ()
  purchase_second_order,             // ()
  purchase_default,                  // ()
  purchase_unknown_side,             // ()
  purchase_armies_only,              // ()
  purchase_two_fleets,               // ()
  purchase_limit,                    // (Number max, Words unit type)
  purchase_cost,                     // (Number cost, Number treasury)
  neutral_file_units_only,           // ()
  neutral_unit_not_neutral,          // (Place)
  neutral_no_unit,                   // (Place)
  neutral_wrong_label,               // (Place, Words its label, Words written label)
  neutral_own_revolt_only,           // (Piece)
  neutral_outside_field,             // (Place, Words event)
  siege_not_port,                    // (Place citadel)
  siege_supply_position,             // (Place citadel)
  siege_besiege_position,            // (Place citadel)
  siege_left_besieged,               // ()
  siege_neutral_supplies_own,        // ()
  siege_already_own,                 // (Place citadel)
  supply_cut_from,                   // (Place attacker's space)
  supply_succeeds,                   // (Place citadel)
  siege_fails_dislodged,             // ()
  siege_fails_storm,                 // ()
  siege_fails_supplied,              // (Place citadel, Piece supplier)
  siege_fails_garrison_exceed,       // (Number strength, Number garrison)
  siege_fails_garrison,              // (Number strength, Number garrison)
  siege_fails_stronger,              // (Place citadel)
  siege_fails_fleets_tied,           // (Place citadel)
  t1_must_leave_destroyed,           // (Place home): a first-turn unit with nowhere to go
  t1_must_leave_withdraws,           // (Place home, Place to)
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
  // Why a line could not be read, continued (orders/parse.cpp).
  diag_retreat_x_last,           // ()
  diag_retreat_units_only,       // ()
  diag_character_not_convoyed,   // ()
  diag_siege_citadel_missing,    // (Number round)
  diag_character_only_moves,     // ()
  diag_ranked_twice,             // (Words name)
  diag_negative_amount,          // ()
  diag_cleopatra_marries,        // ()
  diag_bride_not_cleopatra,      // (Words written)
  diag_other_sides_leader,       // (Words the file's side, Words the leader's side)
  diag_subject_gives_no_orders,  // (Words written)
  diag_unreadable,               // ()
  diag_not_an_order,             // (Words line)
  diag_not_order_word,           // (Words word, Words suggestions)
  diag_downgrade_type,           // (Words written type, Words unit's type, Words its lower type)
  diag_listed_twice,             // (Words unit): a unit named twice in one upkeep order
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
  // Events and prestige of the rule steps (season.cpp, season/characters.cpp, rules/*).
  event_buys,                   // (Side, Words units)
  event_buys_default,           // (Side, Words units)
  event_t1_leaves_destroyed,    // (Piece, Place home)
  event_t1_leaves_for,          // (Piece, Place home, Place to)
  event_killed_with,            // (Character, Piece)
  event_freed_by_loss,          // (Character)
  event_freed_neutral_by_loss,  // (Character)
  garrison_destroyed,           // (Piece)
  treasure_left_in_place,       // (Place citadel, Number T)
  treasure_seized,              // (Side, Place citadel, Number T)
  escape_one_neutral,           // (Character, Side, Place, Clause)
  escape_one_returns,           // (Character, Side, Place, Clause)
  escape_two_neutral,           // (Character, Character, Side, Place, Clause)
  philippe_no_unit_one,         // (Character, Side, Place)
  philippe_no_unit_two,         // (Character, Character, Side, Place)
  release_one_neutral,          // (Place citadel, Character, Clause)
  release_one_returns,          // (Place citadel, Character, Clause)
  release_two_neutral,          // (Place citadel, Character, Character, Clause)
  rf_withdraws_one,             // (Character, Place from, Place to)
  rf_withdraws_two,             // (Character, Character, Place from, Place to)
  epigone_appears,              // (Character epigone, Character diadoque, Place)
  victory_total,                // (Side, Number PV, Number in play)
  victory_measured,             // (Side, Number PP, Number in play)
  victory_marginal_candidate,   // (Side, Number PP, Number in play)
  winter_revolts,               // (Piece, Side)
  winter_executed,              // (Character)
  winter_held_by_rebels,        // (Character)
  event_side_eliminated,        // (Side, Sub why, Clause)
  elim_no_epigone_place,        // ()
  elim_nothing_left,            // ()
  elim_deaths,                  // (Character diadoque, Character epigone)
  treasury_left_in,             // (Side, Place citadel, Clause)
  treasury_goes_to,             // (Side eliminated, Side heir)
  treasury_received,            // (Side eliminated, Number T): private
  elim_released_one_neutral,    // (Character)
  elim_released_two_neutral,    // (Character, Character)
  elim_released_one_freed,      // (Character)
  elim_unit_serves_one,         // (Piece, Character)
  elim_unit_serves_two,         // (Piece, Character, Character)
  elim_unit_disappears,         // (Piece)
  elim_unit_to_auction,         // (Piece)
  pp_line,                      // (Words signed PP, Sub why, Clause): a prestige change
  pp_pv,                        // (Number before, Number after)
  pp_royal_family,              // (Number before, Number after)
  pp_athens,                    // ()
  pp_annihilation,              // (Piece)
  pp_death,                     // (Character)
  pp_killed_in_combat,          // (Character)
  pp_assassination,             // (Character)
  pp_takes,                     // (Place)
  pp_loses,                     // (Place)
  pp_taken_from_greek_revolt,   // (Place)
  pp_sacred_treasure,           // (Place)
  pp_war_lost_rome,             // (Place)
  pp_war_lost_revolt,           // (Place)
  pp_supplies_tarentum,         // ()
  pp_supplies_rhodes,           // ()
  pp_helps_greek_revolt,        // ()
  pp_elite_without_arsenal,     // (Piece)
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
  money_treasure_seized,     // (Place): a treasury line
  capital_no_dynasties,      // (Clause)
  capital_too_early,         // (Clause)
  capital_moved_already,     // (Clause)
  capital_not_eligible,      // (Place, Clause)
  capital_already,           // (Place)
  capital_of_other,          // (Place, Side)
  capital_under_siege,       // (Place, Clause)
  capital_moved,             // (Side, Place from, Place to, Clause): event
  no_treasure,               // (Place)
  seize_order_treasure,      // (Side, Place, Clause): event
  character_not_there,       // (Character, Place)
  character_not_ours,        // (Character)
  character_with_no_unit,    // (Character)
  character_dissociated,     // (Character, Piece, Clause): event
  no_own_unit_there,         // (Place)
  not_a_leader,              // (Character, Clause)
  leader_prisoner,           // (Character, Clause)
  leader_not_with_unit,      // (Character, Piece, Clause)
  leader_commands_already,   // (Character, Piece)
  leader_takes_command,      // (Character, Piece, Clause): event
  groom_not_allowed,         // (Character, Clause)
  cleopatra_not_ours,        // (Clause)
  cleopatra_is_married,      // (Character husband, Clause)
  cleopatra_dead,            // ()
  marriage_not_announced,    // (Character groom, Clause)
  marriage_apart,            // (Character groom, Clause)
  marriage_announced,        // (Character groom, Clause): event
  marriage_celebrated,       // (Character groom, Place, Clause): event
  cleopatra_widowed,         // (Character, Clause): event
  accord_needs_both,         // (Clause)
  accord_banned,             // (Clause)
  accord_closed,             // (Clause)
  accord_pending,            // ()
  accord_made,               // (Side, Place, Clause): event
  accord_no_room,            // (Side, Place, Clause): event
  accord_respected,          // (Side, Clause): event
  accord_failed,             // (Side, Words occupiers, Clause): event
  space_closed,              // (Place, Clause)
  pp_marriage,               // (Clause): a prestige line
  pp_sacred_treasure_seize,  // (Place, Clause): a prestige line
  pp_accord,                 // (Clause): a prestige line
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
  // The layout of the public results, position, history and GM log (report/public_text.cpp,
  // position_text.cpp, history_text.cpp, gm_log.cpp, annotations.cpp).
  layout_colon,      // the colon after a label: " :" in French
  side_neutral,      // a side's name for the neutrals
  heading_neutrals,  // the neutral units' heading
  heading_public_results,
  heading_event_of_season,
  heading_what_happened,
  heading_sieges,
  heading_control_changes,
  heading_points,
  column_side,
  siege_line_one,   // (Piece, Side, Place citadel, Number rounds)
  siege_line_many,  // (Piece, Side, Place citadel, Number rounds)
  heading_position,
  label_units,                // (Number)
  label_characters,           // (Number)
  label_prisoners,            // (Number)
  label_provinces,            // (Number)
  label_citadels,             // (Number)
  label_citadels_major_one,   // (Number, Number majors)
  label_citadels_major_many,  // (Number, Number majors)
  history_title,
  history_seasons_one,   // (Number, Words from, Words to)
  history_seasons_many,  // (Number, Words from, Words to)
  history_event,
  history_facts,
  history_prestige,
  history_nothing_else,
  history_standings,
  column_season,
  gm_title,
  gm_rng_start,
  gm_rng_end,  // aligned with gm_rng_start
  gm_orders_files,
  gm_no_orders,
  gm_no_orders_winter,
  gm_file_counts,  // (Words file, Number orders, Number lines ignored)
  gm_neutrals,
  gm_not_a_side,
  gm_dice,
  gm_orders,
  gm_public,
  gm_private,
  gm_gm_only,
  gm_succeeded,
  gm_failed,
  gm_ignored,
  gm_not_adjudicated,
  gm_events,
  gm_decisions,
  gm_treasuries,
  gm_pp_ledger,
  gm_eliminated,
  gm_control_next,
  ignored_by_gm,  // (): an order or line the GM's annotation sets aside
  read_by_gm,     // (): an order the GM's annotation reads (the reading is shown beside it)
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
  side_no_public_orders_winter,  // the same in winter: every unit is kept (R10.upk.4)
  order_read_as,                 // (Words canonical order): the tool's reading beside an order
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
  // (Clause): the author's own note when the level's secret part or an equal rival stopped it
  note_not_validated_secret,
  note_funds_exceeded,           // (Clause): counter-corruption beyond the treasury
  note_counter_corruption_paid,  // (Number T, Number total this year, Clause)
  note_corruption_succeeded,     // (Number level, Number counter-corruption, Clause)
  note_corruption_failed,        // (Number level, Number counter-corruption, Clause)
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
  // Secondary orders before the military orders (adjudicator/intrigue: gift, no-capture,
  // assassination, royal order R11c).
  before_character_dead,  // (Character): a gift, no-capture or assassination names a dead character
  before_unknown_character,  // (Words written): no such character in the game
  before_unknown_side,       // (Words written): no such side, or eliminated
  gift_not_held,   // (Character, Clause): the giver neither controls this RF member nor holds this
                   // leader prisoner
  gift_to_itself,  // (Clause)
  gift_married_cleopatre,  // (Clause): R9c.give.2
  gift_drawn_instead,      // (Side receiver, Clause): another gift of the same character was drawn
  gift_made,               // (Character, Side giver, Side receiver, Clause): event and note
  gift_fails,  // (Character, Side giver, Side receiver, Clause): no unit of the receiver with the
               // character
  gift_no_longer_held,      // (Character, Side giver, Clause): the giver lost the character during
                            // movement
  character_released,       // (Character, Clause): freed where he stands (a pair: both)
  spare_own,                // (Character): a no-capture order for a character the side controls
  spare_noted,              // (Character, Clause): the order's note
  kill_own_leader,          // (Character, Clause): R9c.kill.3
  kill_not_held,            // (Character, Clause): R9c.kill.1
  kill_husband_side,        // (Clause): R9c.kill.4
  character_assassinated,   // (Character, Side killer, Clause): event and note
  cleopatre_widowed,        // (Clause)
  royal_no_offer,           // (Clause): no satraps' offer pending
  royal_offer_too_recent,   // (Clause): the offer came this season
  royal_not_entitled,       // (Clause): R11c.who.1
  royal_one_per_side,       // (Clause): a side's further royal order
  royal_carried,            // (Side beneficiary, Clause): the winning orders' note
  royal_outvoted,           // (Side winner, Clause)
  royal_tie,                // (Clause)
  royal_ineligible,         // (Side, Clause): R11c.ben.1
  satraps_rally,            // (Side beneficiary, Clause): event
  satraps_army_disappears,  // (Clause): event
  treasure_removed,         // (Place citadel, Clause): event
  money_satraps_treasury,   // (): a MoneyMove
  pp_royal_order,           // (Number, Clause): a prestige reason
  pp_satraps,               // (Number, Clause): a prestige reason
  pair_of_characters,       // (Character, Character): the two members of a pair
  before_neutral_file,      // (Clause): a step-5 order in the GM's neutral orders file
  // The winter season (R8b): its pipeline's own sentences.
  order_not_in_winter,  // (Clause): a military-season order in a winter file
  event_none_winter,    // (Clause): the season's event line in winter
  // The turn of the year and the end of the game (R3.marg, R3.shared, R3.end, R7a.p3, R7b).
  vote_counted,               // (Side candidate, Clause): a vote for the candidacy, its note
  vote_counted_against,       // (Side candidate, Clause): a vote against it, its note
  vote_no_candidate,          // (Side, Clause): the side voted on is no candidate
  vote_void_319,              // (Clause): no marginal victory in -319
  vote_own_side,              // (Clause): a candidate votes on himself
  vote_twice,                 // (Side candidate, Clause): a second vote on the same candidate
  vote_tally,                 // (Side candidate, Number for, Number against, Clause): event
  victory_marginal,           // (Side, Clause): event
  victory_shared,             // (Words sides, Number year, Clause): event
  final_standing,             // (Side, Number PV, Number PP): event
  final_standing_eliminated,  // (Side): event
  dynasties_established,      // (Clause): event
  epigone_appears_general,    // (Character epigone, Character diadoque, Place): R7a.p3.1
  // Auctions (R11b, R8a.gm.3): adjudicator/auction.
  auction_sold,               // (Piece, Side winner, Number T, Clause): event
  auction_unsold,             // (Piece, Clause): event, the unit stays neutral
  auction_unsold_eliminated,  // (Piece, Clause): event
  auction_kept_neutral,       // (Piece, Clause): event, permanently neutral (R11b.elim.3)
  auction_storm,              // (Piece, Clause): event and note, not sold (R11b.bid.10)
  bid_won,                    // (Number T, Clause): the winner's note
  bid_outbid,                 // (Clause)
  bid_tied,                   // (Clause)
  bid_below_start,            // (Number starting price, Clause)
  bid_over_treasury,          // (Number treasury, Clause)
  bid_no_lot,                 // (Words designator, Place): why a bid is ignored
  bid_previous_owner,         // (Clause)
  bid_out_of_reach,           // (Clause)
  money_auction,              // (Piece): a treasury line
  // The winter economy (R10, R5, R9c.gold.4): winter/economy*.cpp, income_step.cpp.
  money_income,              // (Place): a treasury line, R10.income
  money_upkeep,              // (Piece): a treasury line, R10.upk
  money_build,               // (Piece): a treasury line, R10.build
  money_promotion,           // (Piece before, Words new type): a treasury line
  money_disband_fee,         // (Piece): a treasury line, R10.disb.6
  winter_built,              // (Side, Piece, Clause): event and note
  winter_build_not_placed,   // (Piece, Clause): a build that does not appear
  winter_disbanded,          // (Side, Piece, Clause): event and note
  winter_disbanded_unpaid,   // (Side, Piece, Clause)
  winter_disbanded_drawn,    // (Side, Piece, Clause): a required disband drawn by the GM
  winter_disbanded_no_port,  // (Side, Piece, Clause)
  winter_unit_to_auction,    // (Piece, Clause): event
  winter_unit_vanishes,      // (Piece, Clause): event, a disbanded Am
  winter_downgraded,         // (Side, Piece before, Words new type, Clause): event and note
  winter_downgraded_drawn,   // (Side, Piece, Words new type, Clause): the GM's draw
  winter_downgraded_unpaid,  // (Side, Piece, Clause): an Ag whose upkeep is unpaid
  winter_promoted,           // (Side, Piece, Words new type, Clause): event and note
  winter_no_money,           // (Clause): an order the treasury cannot pay
  winter_build_place,        // (Place, Clause): no build of this type there
  winter_space_occupied,     // (Place, Clause)
  winter_limit,              // (Words type, Number max, Clause)
  winter_besieged_price,     // (Number max, Clause): enemy army in the citadel's province
  winter_same_space_twice,   // (Place, Clause): a second build in the same space
  winter_not_higher,         // (Clause): a promotion to a status not higher
  winter_promote_place,      // (Place, Clause)
  winter_elephants,          // (Clause)
  winter_no_surplus,         // (Words type, Clause): a downgrade with no surplus
  winter_guard_kept,         // (Clause): an Ag disbanded voluntarily
  winter_unit_twice,         // (Clause): a unit with a second economic order
  winter_wrong_type,         // (Piece actual): the unit there is of another type
  winter_citadel_neutral,    // (Place citadel, Character, Clause): R6b.phil.5
  winter_budget,  // (Number treasury, income, upkeep, builds and promotions, fees, gifts, left)
  winter_cost,    // (Number T): what an order costs, for check
  winter_income_coming,  // (Number T, Clause): private, in the autumn results
  // R7a.p2.4: the epigone placement order.
  epigone_choice_recorded,  // (Place): the order's note
  epigone_choice_moot,      // (Clause): the epigone has appeared already, or is dead
  // Issue 16: a neutral unit's faction in the positions table.
  faction_on_sale,  // (): an auction lot
  // R14d, R14e (issue 16): revolts under way, their units' appearance, retreats and ends.
  revolt_appears,                   // (Piece unit, Place, Words revolt): R14d.gen.2
  revolt_retreat,                   // (Piece, Place to, Words revolt, Clause): R14d.ret.1, .4, .7
  revolt_eliminated,                // (Piece, Words revolt, Clause): no retreat possible
  revolt_captures,                  // (Character, Words revolt, Clause): an RF member held
  revolt_kills,                     // (Character, Words revolt, Clause): a diadoque or epigone
  revolt_citadel_joins,             // (Place, Words revolt, Clause): R14d.gen.13
  revolt_treasure_gone,             // (Place, Number T, Clause): R14d.gen.14
  revolt_under_way,                 // (Words revolt, Clause): drawn again, nothing new
  revolt_cannot_apply,              // (Words revolt, Clause)
  revolt_ends,                      // (Words revolt, Clause): its units are removed
  revolt_unit_unsupplied,           // (Piece, Clause): R14d.gen.10
  revolt_unit_out_of_field,         // (Piece, Clause): R14d.gen.3
  order_neutral_holds_first,        // (Clause): R14d.gen.15
  order_neutral_forbidden_citadel,  // (Place, Clause): R14e.spa.2, ...
  order_cancelled_retreat,          // (Words revolt, Clause): R14d.ret.5
  order_cancelled_eliminated,       // (Words revolt, Clause): no retreat, R14d.ret.2, .7
  // R14b, R14c: storms and floods.
  weather_piece_hit,       // (Place, Clause): ignored, the piece stands in a stormed/flooded space
  weather_space_hit,       // (Place, Clause): ignored, nothing enters a stormed/flooded space
  weather_border_flooded,  // (Place, Place, Clause): ignored, the flooded border between them
  event_fleet_sinks,       // (Piece, Place, Clause): a fleet sinks in a sea storm
  event_character_drowns,  // (Character, Place, Clause)
  event_character_thrown,  // (Character, Place zone, Place province, Clause)
  event_weather_hits,      // (Words spaces, Clause): what the storm or the flood hits
  // R14f, R14a, G8: interventions, gifts and royal deaths (events/gifts.cpp, royal_death.cpp,
  // interventions.cpp).
  money_gift_carthage,        // (Place citadel): a MoneyMove
  money_gift_chandragupta,    // (Place citadel): a MoneyMove
  pp_event_gift,              // (Number, Clause): a prestige reason
  gift_to_side,               // (Side, Place citadel, Clause): event
  gift_no_controller,         // (Place citadel, Clause): event: nobody receives it
  royal_death_dies,           // (Character, Clause): event
  royal_death_already,        // (Character, Clause): event: nothing happens
  pp_royal_death,             // (Number, Character, Clause): a prestige reason
  royal_death_new_commander,  // (Character, Place, Clause): event
  royal_death_no_commander,   // (Place, Clause): event
  intervention_mission,       // (Number mission, Clause): event
  intervention_no_more,       // (Clause): event: a further draw cannot apply
  scythians_leave,            // (Clause): event
  satraps_offer_made,         // (Clause): event
  // R14.gen.8: the season's event line (adjudicator/events/draw_line.cpp).
  event_drawn,          // (Sub rolls, Sub result): "Événement : <rolls> → <result>"
  event_by_gm,          // (Sub result): the GM's written ruling replaced the draw
  event_by_gm_note,     // (Sub result, Words note): the same with the ruling's own words
  event_roll,           // (Words table, Words die, Number value): "Table III, 3d6 = 11"
  event_sub_roll,       // (Words die, Number value): a row's sub-roll
  event_sea_storm,      // (Words zones)
  event_sand_storm,     // (Words spaces)
  event_snow_storm,     // (Words spaces)
  event_flood,          // (Words river, Words spaces)
  event_flood_borders,  // (Words rivers): a flood that floods no province, only closes borders
  event_revolt,         // (Words name): a revolt of Table III, by its map name
  event_intervention,   // (Words name): an intervention of Table IV, by its map name
  event_gift,           // (Words name, Place citadel): a gift to a citadel's controller
  event_royal_death,    // (Character)
  event_no_effect,      // (Sub result, Clause): drawn but cannot apply (R14.gen.3, .7)
  // The GM's ruling file (adjudicator/events/ruling.cpp).
  event_none_ruled,  // (): the GM rules that no event happens this season
  // R14e.eto, R14e.pyr: the Greek revolts and Pyrrhus (events/greek_orders.cpp, revolts.cpp).
  order_neutral_siege_first,  // (Place first, Place, Clause): ignored, R14e.eto.5
  revolt_character_joins,     // (Character, Words revolt, Clause): event, R14e.eto.7
  pyrrhus_field_grows,        // (Place Pella, Clause): event, R14e.pyr.7
  // R14e.nora, R14e.car, R14e.tar (adjudicator/events/instant_revolts.cpp), R14.gen.6.
  instant_turns_neutral,        // (Place, Clause): a citadel or province the revolt makes neutral
  instant_province_occupied,    // (Place, Clause): an occupied province keeps its controller
  instant_garrison_eliminated,  // (Piece, Clause): the garrison of a citadel that rises
  instant_blocked_by,           // (Words revolt, Piece or Character, Place, Clause): cannot apply
  instant_tarente_held,      // (Words revolt, Place, Side, Clause): cannot apply, a player holds it
  instant_tarente_roman,     // (Words revolt, Place, Clause): cannot apply, the Romans hold it
  instant_tarente_to,        // (Side, Place citadel, Clause): the Tarentine offer goes to a side
  instant_tarente_nobody,    // (Place province, Clause): no side qualifies
  money_tarentine_treasure,  // (Place citadel): a MoneyMove
  pp_tarentine_offer,        // (Number, Clause): a prestige reason
  pirates_none_missing,      // (Clause): a second Pontic Pirates result, both fleets on the map
  pirates_no_room,           // (Clause): a missing pirate fleet finds POC and POR occupied
  // Issue 20: the board's legend (fixed phrases).
  board_legend,
  board_normal,
  board_floodable,
  board_desert,
  board_mountain,
  board_sea,
  board_lake,
  board_islet,
  board_impassable,
  board_land_border,
  board_sea_border,
  board_river,
  board_special_link,
  board_arabia,
  board_minor_citadel,
  board_major_citadel,
  board_capital,
  board_port_citadel,
  board_port,
  board_city,
  board_treasure,
  board_religious_treasure,
  // The graph drawing's legend (report/svg_map.cpp: a map without geography), fixed phrases.
  graph_land,
  graph_floodable,
  graph_desert,
  graph_mountain,
  graph_sea,
  graph_army_border,
  graph_fleet_border,
  graph_both_border,
  graph_river,
  graph_lake,
  graph_special_link,
  graph_special_retreat,
  graph_port_access,
  graph_minor_citadel,
  graph_major_citadel,
  graph_capital,
  graph_port_treasure,
  // R9a.gen.8: the season map's key, its unit tokens, leader marks and order marks.
  key_army,
  key_militia,
  key_elite_army,
  key_guard,
  key_fleet,
  key_elite_fleet,
  key_led_diadoque,
  key_led_epigone,
  key_led_other,
  key_move,
  key_move_failed,
  key_support,
  key_convoy,
  key_siege,
  key_supply,
  key_retreat,
  key_dislodged,
  // Issue 17: mails to the players (mail/acknowledgement.cpp, mail/results_mail.cpp).
  mail_subject_ack,           // (Words game, Words season): an acknowledgement's subject
  mail_subject_not_filed,     // (Words game, Words season): a mail not filed
  mail_subject_results,       // (Words game, Words season)
  mail_subject_reminder,      // (Words game, Words season)
  mail_greeting,              // (Words player)
  mail_signature,             // (Words game)
  mail_ack_filed,             // (Side, Words season, Words received): the mail is the side's orders
  mail_ack_superseded,        // (Words received, Words standing): an older mail, archived only
  mail_orders_heading,        // ()
  mail_order_line,            // (Number line, Words order, Sub verdict)
  mail_order_line_unchecked,  // (Number line, Words order)
  mail_verdict_accepted,      // ()
  mail_verdict_ignored,       // (Sub reason)
  mail_verdict_not_adjudicated,  // (Sub reason)
  mail_remarks_heading,          // ()
  mail_remark_line,              // (Number line, Words severity, Sub said)
  mail_remark_error,             // ()
  mail_remark_warning,           // ()
  mail_remark_note,              // ()
  mail_summary,                  // (Number understood, Number lines ignored, Number illegal)
  mail_no_order,                 // (Clause)
  mail_deadline,                 // (Words deadline, Number days, Number hours, Number minutes)
  mail_deadline_passed,          // (Words deadline)
  mail_html_read,                // ()
  mail_attachment_ignored,       // (Words name)
  mail_late,                     // (Words received, Words deadline)
  mail_other_season,             // (Words written, Words current)
  mail_wrong_side,               // (Side named, Side own)
  mail_bad_password,             // ()
  mail_results_intro,            // (Words season)
  mail_results_public,           // ()
  mail_results_private,          // (Side)
  mail_results_map,              // ()
  mail_reminder,                 // (Side, Words season)
  mail_reminder_hold,            // (Clause)
  // Issue 17: the order parser's remarks, for the players' acknowledgements in their language.
  diag_read_as,
  diag_no_unit_type,
  diag_preference_count,
  diag_second_player_line,
  diag_second_season_line,
  diag_year_before_era,
  diag_resent,
  diag_remark,
  diag_remark_signature,
  diag_looks_like_order,
  diag_misspelled_keyword,
  diag_quoted_text,
  diag_signature_separator,
  diag_forwarded,
  // Issue 17: legality remarks, worded for the players' acknowledgements.
  diag_unit_type_differs,
  diag_keeps_command,
  diag_not_with_unit,
  diag_re_list_not_unit,
  diag_re_list_turn1,
  diag_pair_goes_with,
  diag_would_fail,
  // Issue 18: a club's standings and its results site (club/standings*, site/).
  club_standings_title,    // (Words club)
  club_players_heading,    // ()
  club_games_heading,      // ()
  club_col_rank,           // ()
  club_col_player,         // ()
  club_col_played,         // ()
  club_col_playing,        // ()
  club_col_wins,           // ()
  club_col_shared,         // ()
  club_col_survived,       // ()
  club_col_eliminated,     // ()
  club_col_abandoned,      // ()
  club_col_points,         // ()
  club_col_rating,         // ()
  club_col_game,           // ()
  club_col_season,         // ()
  club_col_result,         // ()
  club_col_side,           // ()
  club_col_place,          // ()
  club_col_pv,             // ()
  club_col_pp,             // ()
  club_result_win,         // ()
  club_result_shared,      // ()
  club_result_survived,    // ()
  club_result_eliminated,  // ()
  club_result_total,       // (): a points table's key
  club_result_measured,    // ()
  club_result_marginal,    // ()
  club_game_playing,       // (Words season): the last adjudicated season
  club_game_not_started,   // ()
  club_game_abandoned,     // (Words season)
  club_game_total,         // (Side, Words season)
  club_game_measured,      // (Side, Words season)
  club_game_marginal,      // (Side, Words season)
  club_game_shared,        // (Words sides, Words season)
  club_scoring_note,       // (Words points table)
  site_home,               // ()
  site_game_title,         // (Words game)
  site_seasons_heading,    // ()
  site_position_after,     // (Words season)
  site_map_alt,            // (Words game, Words season)
  site_previous,           // ()
  site_next,               // ()
  site_language_name,      // (): this catalogue's language, in itself
  site_no_season,          // ()
  site_made_by,            // ()
  // Issue 30 (a gamemaster's audit): check --game's forecasts and an assassination's target.
  kill_not_on_map,        // (Character, Clause): an epigone not yet in play
  kill_not_on_map_guess,  // (Character, Character likely meant, Clause): the same, and whom the
                          // name more likely meant (`Assassiner Philippe`: Philippe III)
  diag_end_of_turn,       // (Sub): what the orders, carried out as they stand, lead to (R6b.phil.4)
  diag_if_corrupted,      // (Piece): an order for a unit the side's own corruption order targets
  // The outside audit of session 15: a treasury line for the starting purchase; a port siege
  // lost to an army's at equal strength (R9a.port.4).
  money_purchase,        // (Words unit types): a treasury line, R12.start.5
  siege_fails_army_tie,  // (Place citadel): R9a.port.4, the army's siege wins the tie
  // The neutral world's audit (chapter 14): the true reason a neutral unit's siege of a neutral
  // citadel is refused ("neutral" is no camp), an event's elimination, the Gallic retreat.
  neutral_siege_revolt_holds,  // (Place citadel, Words revolt, Clause): R14d.gen.13, its own
  neutral_siege_not_mission,   // (Words event, Place citadel, Clause): R14d.gen.1
  neutral_may_not_besiege,     // (Words event, Clause): R14f.scy.2
  treasury_lost,               // (Side eliminated, Clause): R7c.elim.6
  unit_destroyed_gallic,       // (Piece unit, Piece by, Clause): R14f.gau.2, not R9a.ret.8
  note_dislodged_gallic,       // (Piece by, Clause): R14f.gau.2
  // Issue 30: an orders file's bytes (orders/orders_file.cpp, parse.cpp), in every language.
  diag_quoted_line,         // (Number line): diag_quoted_text for a one-line quote
  diag_resent_line,         // (Number orders, Number line): diag_resent when they fill one line
  file_utf16,               // (Sub byte order, Sub byte order mark)
  utf16_little_endian,      // ()
  utf16_big_endian,         // ()
  utf16_with_bom,           // ()
  utf16_without_bom,        // ()
  file_windows_1252,        // (Words byte, e.g. "0xE9")
  file_control_characters,  // (Words code point name, Number how many)
  // Issue 30: the purpose of each die roll, for the GM log's dice section (state::Roll::purpose).
  names_one,                // (Character): a character alone
  names_two,                // (Character, Character): an inseparable pair
  roll_among,               // (Sub purpose, Words candidates)
  roll_port_citadel,        // (Side, Words citadels)
  roll_surplus_downgraded,  // (Side, Words unit type)
  roll_surplus_disbanded,   // (Side, Words unit type)
  roll_upkeep_order,        // (Side)
  roll_preference_tie,      // (Side, Number players)
  roll_random_assignment,   // ()
  roll_aetolians_space,     // ()
  roll_athenians_space,     // ()
  roll_gift_citadel,        // (Clause, Place on 1-3, Place on 4-6)
  roll_tarente_side,        // (Words sides)
  roll_random_move,         // (Clause, Words unit type, Place, Number targets)
  roll_event_table,         // (Words table)
  roll_event_sub,           // (Words table, Words row)
  roll_3d6_die,             // (Sub purpose, Number die)
  roll_storm_sinks,         // (Piece fleet)
  roll_storm_character,     // (Character, Place zone)
  roll_storm_lands,         // (Character)
  roll_rf_withdrawal,       // (Sub who, Place from, Words choices)
  roll_epigone_place,       // (Character epigone, Words spaces)
  roll_treasury_citadel,    // (Side eliminated, Words citadels)
  roll_treasury_side,       // (Side eliminated)
  roll_auction_order,       // (Number lot, Number lots)
  roll_which_gift,          // (Number gifts, Character, Side giver)
  roll_which_royal_order,   // (Number orders, Side)
  roll_corruption,          // (Piece target, Side, Number chance, Number paid, Number level)
  roll_unplanned_retreat,   // (Piece, Words spaces)
  roll_retreat_conflict,    // (Place, Words units)
  roll_capture_crossing,    // (Character, Piece, Place from, Place to, Number highest)
  roll_capture_alone,       // (Character, Piece, Place, Number highest)
  roll_capture_order,       // (Character, Place, Number rank, Words characters)
  // Issue 30: the GM log's decisions (SeasonResult::gm_log), in the game's language.
  log_treasury_left,           // (Clause, Side, Number T, Place citadel)
  log_treasury_order_pending,  // ()
  log_treasury_no_heir,        // (Side, Number T)
  log_treasury_received,       // (Side heir, Side eliminated, Number T)
  log_elimination_pending,     // ()
  log_epigone_chosen,          // (Side, Place)
  log_epigone_choice_invalid,  // (Side, Place chosen)
  log_epigone_no_place,        // (Side, Character epigone)
  log_rf_stays,                // (Sub who, Place)
  log_no_marginal_319,         // ()
  log_control_lone_leaders,    // (Place)
  log_prefixed,                // (Clause, Sub line): a line of a rule step, after its clause
  log_cycle_holds,             // (Words units)
  log_resolutions,             // (Number)
  log_second_purchase,         // (Side, Number line)
  log_purchase_ignored,        // (Side, Number line, Words types, Sub why)
  log_default_purchase,        // (Side, Words types)
  log_bought,                  // (Side, Words types, Place, Number cost, Number treasury)
  log_bought_star,           // (Side, Words types, Place, Number cost, Number treasury, Words type)
  log_bought_first,          // (Side, Words types, Place, Number cost, Number treasury, Words type)
  log_associated,            // (Character, Piece)
  log_takes_command_lead3,   // (Character, Piece)
  log_retreat_not_possible,  // (Piece, Words written)
  log_retreat_destroyed_x,   // (Piece)
  log_retreat_none,          // (Piece)
  log_retreat_loses,         // (Piece, Place, Piece winner)
  log_retreats_to,           // (Piece, Place)
  log_warning,               // (Side author, Words file:line:col, Sub said): a legality warning
  log_order_ignored,         // (Side author, Number line, Words order, Sub why)
  log_order_not_adjudicated,  // (Side author, Number line, Words order, Words order kind)
  log_special_link,           // (Side author, Number line)
  log_joins_as_written,       // (Character, Piece)
  log_takes_command_written,  // (Character, Piece)
  log_neutral_generated,      // (Clause, Words order)
  log_no_supply_next,         // (Place, Words season)
  log_capture_roll,           // (Clause, Side, Number roll, Character, Place)
  log_capture_roll_missed,    // (Clause, Side, Number roll, Character, Place)
  log_t1_stays,               // (Number units, Place, Piece)
  log_t1_fleet_leaves,        // (Number units, Place)
  log_siege_round,            // (Side, Piece, Place citadel, Number round, Sub what, Clause)
  log_supply,                 // (Side, Piece, Place citadel, Sub what, Clause)
  neutral_no_label,           // (): a neutral order's warning
  neutral_re_outside_field,   // (Place, Words field of action)
  neutral_unsupplied_autumn,  // (Piece, Place)
  corr_detail_level,   // (Number level, Number base, Number counter-corruption, Number commander)
  corr_detail_left,    // (Number T)
  corr_detail_outbid,  // (Number T, Number best T)
  corr_detail_tie,     // (Number attempts, Number T)
  log_corruption_not_validated,  // (Side author, Number line, Words order, Sub why, Sub detail)
  log_counter_corruption,        // (Side, Number T, Piece, Number T this year)
  log_corruption_wins,           // (Side, Piece, Number T, Number roll, Number chance)
  log_corruption_fails,          // (Side, Piece, Number T, Number roll, Number chance)
  log_accord_made,               // (Side, Place)
  log_accord_occupied,           // (Place, Side)
  log_elephants_appear,          // (Place, Side)
  log_accord_respected,          // (Side)
  log_accord_fails,              // (Side, Words occupiers, Words banned)
  log_carried_out,               // (Side, Number line, Words order)
  log_assassinates,              // (Side killer, Character)
  log_capital_moved,             // (Side, Place from, Place to)
  log_cmd_takes_command,         // (Character, Piece)
  log_takes_command,             // (Character, Piece)
  log_epigone_choice,            // (Side, Place)
  log_gates_opened,              // (Side, Place, Side receiver)
  log_gift_recorded,             // (Side giver, Character, Side receiver)
  log_gift_dead,                 // (Words character, Side giver)
  log_gift_held,                 // (Character, Side giver, Side holder)
  log_gift_held_nobody,          // (Character, Side giver)
  log_gift_captured,             // (Side receiver, Character, Side giver, Place)
  log_gift_no_unit,              // (Side receiver, Character, Place)
  log_gold_announced,            // (Side donor, Number T, Side receiver)
  log_gold_private,              // (Side donor, Number T, Side receiver)
  log_widow,                     // (Words husband)
  log_cleopatra_follows,         // (Character husband, Place, Side controller)
  log_marriage_lapses,           // (Words groom)
  log_no_capture,                // (Side, Words character)
  log_satraps_join,              // (Place, Side)
  log_satraps_space_stays,       // (Place)
  log_regent,                    // (Words regent, Words season of the offer)
  log_no_regent,                 // (Words season of the offer)
  log_royal_tie,                 // (Number beneficiaries, Number royal orders)
  log_royal_named,               // (Side, Number sides)
  log_royal_named_ineligible,    // (Side, Number sides)
  log_royal_nobody,              // ()
  log_satraps_treasury,          // (Side, Number T)
  log_bid_wrong_step,            // (Side, Number line, Words order)
  log_seize,                     // (Side, Number T, Place)
  log_votes,                     // (Number for, Number against, Words candidate)
  log_no_commander,              // (Place)
  log_new_commander,             // (Character, Place)
  log_not_rf,                    // (Words id)
  log_already_dead,              // (Character)
  log_rf_dies,                   // (Character)
  log_rf_dies_held,              // (Character, Side holder)
  log_cleopatra_bonus,           // ()
  log_revolt_captures,           // (Character id, Words revolt)
  log_revolt_kills,              // (Character id, Words revolt)
  log_revolt_retreat,       // (Clause, Words type, Place, Side, Place event space, Place to, Words
                            // revolt)
  log_revolt_eliminates,    // (Clause, Words type, Place, Side, Words revolt)
  log_revolt_shelter,       // (Character id, Place, Words revolt)
  log_tarente_passes,       // (Side)
  log_tarente_no_treasure,  // (Side)
  log_tarente_treasure,     // (Side, Number T)
  log_last_mission,         // (Clause)
  log_next_mission,         // (Clause, Words intervention, Number mission)
  log_rome_loss,            // (Side, Place)
  log_uprising_unit_removed,   // (Clause, Words type, Place, Words label)
  log_nora_garrison,           // (Words type, Place, Side)
  log_no_citadel,              // (Place)
  log_nora_province_occupied,  // (Place)
  log_isaura_treasure,         // (Number T)
  log_revolt_appears,          // (Words type, Words label, Place)
  log_intervention_appears,    // (Words type, Words label, Place)
  log_already_neutral,         // (Clause, Place)
  log_turns_neutral,           // (Clause, Place, Side before)
  log_ruling,                  // (Sub event)
  log_ruling_row,              // (Sub event, Words row)
  log_no_tables,               // ()
  log_event_drawn,             // (Sub event)
  log_event_drawn_row,         // (Sub event, Words row)
  log_event_drawn_row_cannot,  // (Sub event, Words row, Clause)
  log_event_drawn_cannot,      // (Sub event, Clause)
  log_revolt_joins_treasure,   // (Place citadel, Words revolt, Number T)
  log_revolt_joins,            // (Place citadel, Words revolt)
  log_olympias_joins,          // ()
  log_olympias_commands,       // (Words type, Place)
  log_pyrrhus_field,           // ()
  log_revolt_no_unit,          // (Words revolt)
  log_pirates_none_missing,    // ()
  log_pirates_no_room,         // ()
  log_pyrrhus_cannot,          // ()
  log_ggr_once,                // ()
  log_ggr_joins,               // (Words revolt)
  log_ggr_rejoins,             // (Words revolt)
  log_revolt_under_way,        // (Words revolt)
  log_revolt_unsupplied,       // (Words type, Place, Words revolt)
  log_revolt_holds,            // (Words revolt, Place citadel)
  log_revolt_clock,            // (Words revolt, Number seasons, Place citadel)
  log_revolt_over,             // (Words revolt)
  log_flood,                   // (Words river, Number borders)
  log_fleet_sinks,             // (Piece, Place)
  log_character_drowns,        // (Character, Place)
  log_character_thrown,        // (Character, Place from, Place onto)
  log_partner_goes_with,       // (Clause, Character partner, Character, Place from, Place onto)
  log_carians_citadels,        // ()
  log_gift_lost,               // (Place citadel)
  log_gift_holder,             // (Side, Place citadel)
  log_parthians_no_room,       // ()
  log_rome_no_fleet,           // ()
  log_satraps_cannot,          // ()
  log_satraps_appear,          // (Place)
  log_scythians_leave,         // ()
  log_lot,                     // (Piece, Words previous owner, Number starting price, Sub bids)
  log_lot_no_bid,              // (Piece, Words previous owner, Number starting price)
  log_bids,                    // (Side, Words amounts)
  log_not_sold_storm,          // (Piece)
  log_bids_exceed,             // (Side, Number treasury)
  log_not_sold_no_bid,         // (Piece)
  log_not_sold_tie,            // (Piece, Words sides)
  log_sold,                    // (Piece, Side, Number price)
  log_bid_below,               // (Side, Number line, Words amounts, Number starting price)
  log_auction_order,           // (Words units)
  log_freed_neutral,           // (Sub who, Place)
  log_freed,                   // (Character, Place)
  log_downgraded_drawn,        // (Side, Piece, Words type)
  log_promotion_not_paid,      // (Side, Piece)
  log_disbanded,               // (Side, Piece)
  log_income,                  // (Side, Number T)
  log_annotation_ignored,      // (Side, Number line, Words written)
  log_annotation_ignored_why,  // (Side, Number line, Words written, Words GM's detail)
  log_annotation_read,         // (Side, Number line, Words written, Words reading)
  log_annotation_read_choice,  // (Side, Number line, Words written, Words reading, Words GM's
                               // detail)
  log_retreat_gallic,  // (Piece): R14f.gau.2, the Gallic attack eliminated when it must retreat
  log_treasury_lost,   // (Side eliminated, Number T): R7c.elim.6, an event eliminated it
  note_retreat_list_unused,  // (): a line giving only an Re list, for a unit not dislodged
  sheet_title,               // (Side, Words season): the heading of a side's order sheet
  sheet_treasury,  // (Number T, Number T, Clause): treasury now, upkeep of the units next winter
  sheet_moves,     // (Words places): the spaces a unit may move to directly
  sheet_no_move,   // (): a unit with no direct move
  sheet_sieges,    // (Words A1|A2, Words citadels): the sieges a unit may lead
  sheet_supplies,  // (Words citadels): the citadels a unit may supply
  sheet_character_with,   // (Words name, Piece): a character with a unit
  sheet_character_alone,  // (Words name, Place): a character alone
  sheet_winter,           // (Clause): the next season is a winter: no move
  sheet_none,             // (): a side with nothing on the map
  sheet_unit,             // (Piece, Words options): one unit's line of the order sheet
  sheet_separator,        // (): between two options of a unit's line
  history_players,        // (): the heading of the players' changes in a season of the history
  history_replacement,    // (Words new player, Words previous player, Side)
  mail_subject_welcome,   // (Words game, Words season): the welcome mail of a player who takes over
                          // a side
  mail_welcome,           // (Side, Words previous player, Words season)
  mail_welcome_sheet,     // (): before the order sheet in the welcome mail
  mail_welcome_results,   // (Words season): before the last public results in the welcome mail
  // A garrison destroyed when its citadel fell that season: its own order's line (R9a.siege.9).
  note_garrison_destroyed_by_siege,  // (Place citadel, Clause)
  // `diadoques check`, in the game's language (docs/gamemaster.md §1).
  check_annotation_ignored,  // (Number line, Words as written): a GM annotation (R9a.gen.6)
  check_annotation_read_as,  // (Number line, Words as written, Words reading)
  check_no_order,            // (Words file, Words reasons joined): the refusal (R9a.gen.7)
  check_no_order_rejected,   // (Number lines with errors)
  check_no_order_prose,      // (Number lines read as prose, Number of them looking like orders)
  check_no_order_header,     // (): a header but no order after it
  check_no_order_quoted,     // (): only quoted text, comments or lines after the signature
  // R14b, R14c: the event that struck, named (a flood's, the storm's words are weather_*_hit).
  weather_piece_flooded,  // (Place, Clause): a flooded space's pieces carry out no order
  weather_space_flooded,  // (Place, Clause): nothing enters a flooded space
  event_flood_hits,       // (Words rivers, Sub what it does, Clause)
  flood_under_water,      // (Words spaces)
  flood_borders_closed,   // (Words borders "A/B")
  count_                  // not a sentence: the number of ids
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
