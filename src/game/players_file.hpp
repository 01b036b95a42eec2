#pragma once
// players.yaml, the GM's list of players for `new`: how the diadoques are assigned (R2) and, for
// each player, name, email, preference or fixed diadoque, and the language of his private notes.
#include <iosfwd>
#include <map>
#include <string>
#include <vector>

#include "adjudicator/setup.hpp"
#include "state/scenario.hpp"

namespace dia::game {

struct PlayersFile {
  adj::AssignmentMethod method = adj::AssignmentMethod::preference;
  std::vector<adj::PlayerEntry> players;
  std::map<std::string, std::string> language;  // player name → `language:` (fr|en), if given
  // player name → `emails:`, the further addresses he may send orders from (docs/mail.md)
  std::map<std::string, std::vector<std::string>> emails;
};

// players.yaml: `assignment: preference|random|fixed` and a list of players with `name`,
// `email`, and `preference` (six diadoque names, R2.pref.1) or `diadoque` (fixed). A diadoque
// read from a misspelling is said on `warnings`; anything unreadable throws std::runtime_error
// with file:line:column.
PlayersFile read_players(const std::string& path, const state::Scenario& sc,
                         std::ostream& warnings);

}  // namespace dia::game
