#pragma once
// R14e, Table R14-T6: what each revolt of Table III that puts units on the map brings, and the
// citadel whose capture its 4-season deadline watches (R14d.gen.17).
#include <string>
#include <string_view>

#include "state/game_state.hpp"

namespace dia::adj::events {

// R14d.gen.17, R14e.eto.3: the mission citadel of a revolt with a deadline; "" = permanent.
std::string_view mission_citadel(std::string_view revolt_id);

// R14d.gen.13, R14d.gen.19: the revolt under way that holds `citadel`, a citadel of its
// objective no player controls (a neutral citadel a revolt concerns is its own, whether or not
// one of its units stands in it): its id ("spartiates"; a General Greek Revolt's component), or
// "" if none. R13.pp.7 reads it for a taking with no garrison.
std::string revolt_holding(const state::GameState& state, const std::string& citadel);

// S1:L1485, L1490, L1505–1511, L1517: whether the mission of the neutral unit labelled `label`
// tells it to besiege `citadel`, which it may then do though the citadel is neutral like itself
// (no R9a.siege.3): the Parthians Hécatompylos from mission 2 and Ecbatane on mission 3
// (R14f.par.2–3), the Romans Tarente from mission 2 ("prise de Tarente", objective "contrôler
// ITA et Tarente": an intervention acquires no neutral citadel without a siege, L1308 speaks of
// revolts only) and Epidamnos on mission 3 (R14f.rome.2–3).
bool mission_besieges(const state::GameState& state, const std::string& label,
                      const std::string& citadel);

// R14d.gen.10: the revolts and interventions the text calls "toujours ravitaillée", never
// eliminated for want of supply: the Armenians and Carmanians (R14e.arm.1, R14e.cam.1; S1:L1423,
// L1440), the Scythians (R14f.scy.2, L1476), the Parthians on every mission (R14f.par.1–3,
// L1482–1492) and the Gauls (R14f.gau.1, L1530). `uprising_id` is a label's part before any '.'.
bool always_supplied(std::string_view uprising_id);

// R14e.ggr.1: the component revolts of the General Greek Revolt.
inline constexpr std::string_view greek_revolt = "revolte_grecque";
inline constexpr std::string_view greek_components[] = {"etoliens", "spartiates", "atheniens"};

}  // namespace dia::adj::events
