#pragma once
// Which side of a game a name written by the GM designates: the name of an orders file under
// orders/, `check --player`, the side of an annotation. One reading for all of them, so that
// `status`, `check` and `adjudicate` never disagree on whose orders a file holds.
#include <string>
#include <string_view>
#include <vector>

namespace dia::state {

// What a side may be called by in a game directory.
struct SideKeys {
  std::string id;        // "ptolemee"
  std::string diadoque;  // "Ptolémée" (the scenario's spelling; "" if unknown)
  std::string player;    // "Aurélie" (game.yaml)
  std::string email;     // "aurelie@example.org" (game.yaml; "" if none)
};

// The ids of the sides `name` designates: its id, its diadoque's name in any spelling (case,
// accents, and the English, Greek or Latin spellings of orders::side_names()), its player's name
// or email, all compared after fold_name. Usually one; none or several is the caller's error.
std::vector<std::string> sides_named(const std::vector<SideKeys>& sides, std::string_view name);

// The side whose id, diadoque, player or email is closest to `name` (edit distance after
// fold_name), for "nearest: …"; nullptr when there is no side.
const SideKeys* nearest_side(const std::vector<SideKeys>& sides, std::string_view name);

// "ptolemee (Ptolémée, Aurélie)": how errors name a side.
std::string describe(const SideKeys& side);

}  // namespace dia::state
