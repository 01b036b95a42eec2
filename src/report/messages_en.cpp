// The English catalogue: every sentence of the French one, in English.
#include <array>

#include "report/catalogue.hpp"

namespace dia::report {

namespace {

constexpr std::array english{
    Wording{Msg::worded, "{1}"},
    Wording{Msg::order_unreadable, "ignored: unreadable order ({0})"},
    Wording{Msg::order_unreadable_at, "ignored: unreadable order ({0})"},
    Wording{Msg::order_not_adjudicated, "not yet adjudicated"},
    Wording{Msg::note_bounced, "bounced by {0}"},
    Wording{Msg::note_own_unit, "would dislodge {0}, of its own side ({1})"},
    Wording{Msg::note_support_cut_by, "support cut by {0}"},
    Wording{Msg::note_support_cut, "support cut ({0})"},
    Wording{Msg::note_convoy_disrupted, "convoy disrupted ({0})"},
    Wording{Msg::note_convoy_paradox, "convoy paradox: move cancelled ({0})"},
    Wording{Msg::note_no_convoy_ordered, "no convoy ordered ({0})"},
    Wording{Msg::note_support_not_matching,
            "support void: the supported unit does something else ({0})"},
    Wording{Msg::note_support_no_such_siege, "support void: no such siege ({0})"},
    Wording{Msg::note_supported_cancelled,
            "support void: {0} was dislodged and its order cancelled ({1})"},
    Wording{Msg::note_convoy_not_used, "convoy not used ({0})"},
    Wording{Msg::note_ignored, "ignored: {0}"},
    Wording{Msg::note_dislodged_disbanded, "dislodged by {0}, destroyed as ordered (X)"},
    Wording{Msg::note_dislodged_no_retreat, "dislodged by {0}, destroyed: no retreat"},
    Wording{Msg::note_dislodged_retreats, "dislodged by {0}, retreats to {1}"},
    Wording{Msg::randomly_drawn, "{0} (random draw)"},
    Wording{Msg::siege_progresses, "siege progresses (round {ord 0})"},
    Wording{Msg::siege_citadel_falls, "the citadel falls (round {ord 0})"},
    Wording{Msg::siege_round_mismatch, "written A{0}, actual round {1} ({2})"},
    Wording{Msg::note_fails, "fails ({0})"},
    Wording{Msg::diag_unknown_place, "unknown place '{0}'"},
    Wording{Msg::diag_unknown_place_guess, "unknown place '{0}' (did you mean {1}?)"},
    Wording{Msg::diag_ambiguous_place, "ambiguous place '{0}': could be {1}"},
    Wording{Msg::diag_unknown_name, "unknown name '{0}'"},
    Wording{Msg::diag_ambiguous_name, "ambiguous name '{0}': could be {1}"},
    Wording{Msg::diag_no_coast, "{0} has no coast '{1}'"},
    Wording{Msg::diag_order_missing, "expected an order after '{0}'"},
    Wording{Msg::diag_unexpected_word, "unexpected word '{0}'; did you mean `{1}`?"},
    Wording{Msg::diag_unknown_word, "unknown word '{0}'; did you mean `{1}`?"},
    Wording{Msg::diag_stops_too_soon, "the order stops too soon: something is missing at the end"},
    Wording{Msg::diag_unexpected_complete,
            "unexpected '{0}': the order `{1}` is complete before it"},
    Wording{Msg::diag_unexpected, "unexpected '{0}'"},
    Wording{Msg::event_none_first_turn, "no event (first turn, {0})"},
    Wording{Msg::event_not_drawn, "event not yet drawn"},
    Wording{Msg::unit_destroyed_dislodged, "{0} is destroyed (dislodged by {1}, {2})"},
    Wording{Msg::unit_retreats, "{0} is dislodged by {1} and retreats to {2}"},
    Wording{Msg::character_captured, "{0} is captured by {1} in {2} ({3})"},
    Wording{Msg::character_captured_by, "{0} is captured by {1}"},
    Wording{Msg::character_captured_note, "{0} captured by {1}"},
    Wording{Msg::character_freed, "{0} is freed"},
    Wording{Msg::citadel_falls, "{0} falls to {1}"},
    Wording{Msg::private_title, "Private notes for {0}"},
    Wording{Msg::private_treasury, "Treasury: {0} T"},
    Wording{Msg::private_counter_corruption, "Counter-corruption in place this year"},
    Wording{Msg::private_secret_orders, "Your secret orders"},
    Wording{Msg::private_lines_not_read, "Lines not read as orders (not published)"},
    Wording{Msg::private_remarks, "Lines read as remarks, not orders (not published)"},
    Wording{Msg::private_remark_looks_like_order,
            "looks like an order: NOT READ, write it as an order"},
    Wording{Msg::private_only_you_learn, "What only you learn"},
    Wording{Msg::line_quoted, "l.{0}: {1}"},
    Wording{Msg::none_feminine, "none"},
    Wording{Msg::none_masculine, "none"},
    Wording{Msg::nothing, "nothing"},
    Wording{Msg::outcome_holds, "holds"},
    Wording{Msg::outcome_support_given, "support given"},
    Wording{Msg::outcome_convoy_made, "convoy made"},
    Wording{Msg::outcome_supply_succeeded, "supply succeeded"},
    Wording{Msg::outcome_succeeded, "succeeded"},
    Wording{Msg::outcome_fails, "fails"},
    Wording{Msg::outcome_ignored, "ignored"},
    Wording{Msg::outcome_not_adjudicated, "not adjudicated by this version"},
    Wording{Msg::side_no_public_orders, "no orders published: its units hold (R9a.gen.7)"},
    Wording{Msg::order_read_as, "read as {0}"},
};
static_assert(covers_every_id(english), "the English catalogue words every Msg, in order");

}  // namespace

std::span<const Wording> english_wordings() {
  return english;
}

}  // namespace dia::report
