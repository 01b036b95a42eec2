#pragma once
// The envelope of every mail a game writes (acknowledgements, results, reminders): From is
// game.yaml's `mail: from:`, the Message-ID is made of `id` and the game's name so that the same
// mail is the same bytes, and X-Diadoques-Game/-Season let a player's client file it.
#include <string>

#include "mail/out_mail.hpp"
#include "state/game_dir.hpp"

namespace dia::mail {

OutMail game_mail(const state::GameConfig& config, Address to, const std::string& season,
                  const std::string& id, state::Instant now);

}  // namespace dia::mail
