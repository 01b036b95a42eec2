#pragma once
// `diadoques replace <game> <side> --name … --email …`: a new player takes over a side from the
// current season on (a player who left, or was dropped for missing seasons). game.yaml gets the
// new player (his email, language; the previous player's other addresses and password go with
// him) and the change in `replacements:`, which `history` shows; the new player gets a welcome
// mail (mail/welcome.hpp) in mail/outbox/. Both in one transaction (state/game_write.hpp).
#include <iosfwd>
#include <string>

#include "state/deadline.hpp"

namespace dia::mail {

struct ReplaceRequest {
  std::string dir;
  std::string side;      // the side's id or its diadoque's name ("eumene", "Eumène")
  std::string name;      // the new player
  std::string email;     // "" = no mail to him
  std::string language;  // "" = the previous player's
};

// Exit code: 0 done, 1 refused (no such side, with the nearest; no name; an address that is not
// one; a player already in the game; the game over). Nothing is written when it refuses.
int replace_player(const ReplaceRequest& request, state::Instant now, std::ostream& out,
                   std::ostream& err);

}  // namespace dia::mail
