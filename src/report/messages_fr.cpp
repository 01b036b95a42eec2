// The French catalogue: the reference wording of every sentence (DESIGN.md "Reports").
#include <array>

#include "report/catalogue.hpp"

namespace dia::report {

namespace {

constexpr std::array french{
    Wording{Msg::worded, "{0}"},
    Wording{Msg::order_unreadable, "ignoré : ordre illisible ({0})"},
    Wording{Msg::order_unreadable_at, "ignoré : ordre illisible (colonne {1})"},
    Wording{Msg::diag_unknown_place, "lieu inconnu « {0} »"},
    Wording{Msg::diag_unknown_place_guess, "lieu inconnu « {0} » (peut-être {1} ?)"},
    Wording{Msg::diag_ambiguous_place, "lieu ambigu « {0} » : {1} ?"},
    Wording{Msg::diag_unknown_name, "nom inconnu « {0} »"},
    Wording{Msg::diag_ambiguous_name, "nom ambigu « {0} » : {1} ?"},
    Wording{Msg::diag_no_coast, "{0} n'a pas de côte « {1} »"},
    Wording{Msg::diag_order_missing, "il manque l'ordre après « {0} »"},
    Wording{Msg::diag_unexpected_word, "mot inattendu « {0} » ; vouliez-vous dire `{1}` ?"},
    Wording{Msg::diag_unknown_word, "mot inconnu « {0} » ; vouliez-vous dire `{1}` ?"},
    Wording{Msg::diag_stops_too_soon, "l'ordre s'arrête trop tôt : il manque la fin"},
    Wording{Msg::diag_unexpected_complete,
            "« {0} » inattendu : l'ordre `{1}` est complet avant ce mot"},
    Wording{Msg::diag_unexpected, "« {0} » inattendu"},
    Wording{Msg::character_captured, "{0} est capturé{e 0} par {1} en {2} ({3})"},
    Wording{Msg::character_captured_by, "{0} est capturé{e 0} par {1}"},
    Wording{Msg::character_captured_note, "{0} capturé{e 0} par {1}"},
    Wording{Msg::character_freed, "{0} est libéré{e 0}"},
    Wording{Msg::citadel_falls, "{0} tombe aux mains {de 1}"},
};
static_assert(covers_every_id(french), "the French catalogue words every Msg, in order");

}  // namespace

std::span<const Wording> french_wordings() {
  return french;
}

}  // namespace dia::report
