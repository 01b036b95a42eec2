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
    Wording{Msg::character_captured, "{0} is captured by {1} in {2} ({3})"},
    Wording{Msg::character_captured_by, "{0} is captured by {1}"},
    Wording{Msg::character_captured_note, "{0} captured by {1}"},
    Wording{Msg::character_freed, "{0} is freed"},
    Wording{Msg::citadel_falls, "{0} falls to {1}"},
};
static_assert(covers_every_id(english), "the English catalogue words every Msg, in order");

}  // namespace

std::span<const Wording> english_wordings() {
  return english;
}

}  // namespace dia::report
