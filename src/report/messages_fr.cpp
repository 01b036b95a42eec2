// The French catalogue: the reference wording of every sentence (DESIGN.md "Reports").
#include <array>

#include "report/catalogue.hpp"

namespace dia::report {

namespace {

constexpr std::array french{
    Wording{Msg::worded, "{0}"},
    Wording{Msg::order_unreadable, "ignoré : ordre illisible ({0})"},
    Wording{Msg::order_unreadable_at, "ignoré : ordre illisible (colonne {1})"},
    Wording{Msg::order_not_adjudicated, "non encore arbitré"},
    Wording{Msg::note_bounced, "bloquée par {0}"},
    Wording{Msg::note_own_unit, "ne peut déloger {0}, de son propre camp ({1})"},
    Wording{Msg::note_support_cut_by, "soutien coupé par {0}"},
    Wording{Msg::note_support_cut, "soutien coupé ({0})"},
    Wording{Msg::note_convoy_disrupted, "convoi rompu ({0})"},
    Wording{Msg::note_convoy_paradox, "paradoxe de convoi : mouvement annulé ({0})"},
    Wording{Msg::note_no_convoy_ordered, "aucun convoi ordonné ({0})"},
    Wording{Msg::note_support_not_matching,
            "soutien sans objet : l'unité soutenue fait autre chose ({0})"},
    Wording{Msg::note_support_no_such_siege, "soutien sans objet : pas ce siège ({0})"},
    Wording{Msg::note_supported_cancelled,
            "soutien sans objet : {0}, délogée, perd son ordre ({1})"},
    Wording{Msg::note_convoy_not_used, "convoi sans objet ({0})"},
    Wording{Msg::note_ignored, "ignoré : {0}"},
    Wording{Msg::note_dislodged_disbanded, "repoussée par {0}, détruite (X)"},
    Wording{Msg::note_dislodged_no_retreat, "repoussée par {0}, détruite faute de retraite"},
    Wording{Msg::note_dislodged_retreats, "repoussée en {1} par {0}"},
    Wording{Msg::randomly_drawn, "{0} (tirage aléatoire)"},
    Wording{Msg::siege_progresses, "le siège progresse ({ord 0} tour)"},
    Wording{Msg::siege_citadel_falls, "la citadelle tombe ({ord 0} tour)"},
    Wording{Msg::siege_round_mismatch, "écrit A{0}, tour réel {1} ({2})"},
    Wording{Msg::note_fails, "échoue ({0})"},
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
    Wording{Msg::event_none_first_turn, "pas d'événement (premier tour, {0})"},
    Wording{Msg::event_not_drawn, "événement non encore tiré"},
    Wording{Msg::unit_destroyed_dislodged, "{0} est détruite (repoussée par {1}, {2})"},
    Wording{Msg::unit_retreats, "{0} est repoussée en {2} par {1}"},
    Wording{Msg::character_captured, "{0} est capturé{e 0} par {1} en {2} ({3})"},
    Wording{Msg::character_captured_by, "{0} est capturé{e 0} par {1}"},
    Wording{Msg::character_captured_note, "{0} capturé{e 0} par {1}"},
    Wording{Msg::character_freed, "{0} est libéré{e 0}"},
    Wording{Msg::citadel_falls, "{0} tombe aux mains {de 1}"},
    Wording{Msg::private_title, "Notes privées {de 0}"},
    Wording{Msg::private_treasury, "Trésor : {0} T"},
    Wording{Msg::private_counter_corruption, "Contre-corruption en place cette année"},
    Wording{Msg::private_secret_orders, "Vos ordres secrets"},
    Wording{Msg::private_lines_not_read, "Lignes non lues comme des ordres (non publiées)"},
    Wording{Msg::private_remarks, "Lignes lues comme des remarques (non publiées)"},
    Wording{Msg::private_remark_looks_like_order,
            "ressemble à un ordre : NON LU, à réécrire comme un ordre"},
    Wording{Msg::private_only_you_learn, "Ce que vous seul apprenez"},
    Wording{Msg::line_quoted, "l.{0} : {1}"},
    Wording{Msg::none_feminine, "aucune"},
    Wording{Msg::none_masculine, "aucun"},
    Wording{Msg::nothing, "rien"},
    Wording{Msg::outcome_holds, "tient"},
    Wording{Msg::outcome_support_given, "soutien donné"},
    Wording{Msg::outcome_convoy_made, "convoi assuré"},
    Wording{Msg::outcome_supply_succeeded, "ravitaillement réussi"},
    Wording{Msg::outcome_succeeded, "réussi"},
    Wording{Msg::outcome_fails, "échoue"},
    Wording{Msg::outcome_ignored, "ignoré"},
    Wording{Msg::outcome_not_adjudicated, "non arbitré par cette version"},
    Wording{Msg::side_no_public_orders, "aucun ordre publié : ses unités tiennent (R9a.gen.7)"},
    Wording{Msg::order_read_as, "lu : {0}"},
};
static_assert(covers_every_id(french), "the French catalogue words every Msg, in order");

}  // namespace

std::span<const Wording> french_wordings() {
  return french;
}

}  // namespace dia::report
