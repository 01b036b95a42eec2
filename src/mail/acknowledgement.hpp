#pragma once
// The answer to a player's mail (docs/mail.md, "The acknowledgement"): for a filed mail, the
// orders as read in the rules' notation, each remark of the reading and the verdict `check --game`
// gives; for a mail not filed, why. Worded in the player's language by the catalogue.
#include <optional>
#include <string>
#include <vector>

#include "game/orders_check.hpp"
#include "mail/in_mail.hpp"
#include "mail/inbox_log.hpp"
#include "map/map.hpp"
#include "orders/parse.hpp"
#include "report/lang.hpp"
#include "state/game_dir.hpp"
#include "state/side_keys.hpp"

namespace dia::mail {

struct AckFacts {
  report::Lang lang = report::Lang::fr;
  std::string game;    // the game's name
  std::string player;  // "Aurélie"
  std::string side;    // the sender's diadoque, "Eumène"
  std::string season;  // "printemps -319", in `lang`
  Verdict verdict = Verdict::accepted;
  state::Instant received = 0;
  state::Instant standing = 0;  // superseded: when the mail that stands was received
  std::optional<state::Instant> deadline;
  state::Instant now = 0;
  std::string named_side;      // wrong-side: the side the mail names
  std::string written_season;  // other-season: the season the mail names, in `lang`
  const map::Map* map = nullptr;
  const orders::ParseResult* parsed = nullptr;  // accepted, superseded
  const game::OrdersCheck* check = nullptr;     // accepted, superseded
  std::vector<BodyNote> notes;                  // how the mail's text was found
};

struct AckText {
  std::string subject;
  std::string body;
};

// nullopt for the verdicts that get no answer (unknown-sender, unreadable, already-read).
std::optional<AckText> acknowledgement(const AckFacts& facts);

// "Date limite : … (dans 1 jour, …)" in `lang`, for acknowledgements and reminders.
std::string deadline_line(report::Lang lang, state::Instant deadline, state::Instant now);
// The language a player reads: his own (`language:`), else the game's.
report::Lang language_of(const state::GameConfig& config, const state::GamePlayer& player);
// The diadoque a side plays ("Eumène"), the side id when unknown.
std::string diadoque_of(const std::vector<state::SideKeys>& keys, const std::string& side);

// "-- \nL'arbitre de la partie « … »": the signature every mail ends with.
std::string signature(report::Lang lang, const std::string& game);

}  // namespace dia::mail
