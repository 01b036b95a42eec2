// game.yaml's mail settings (docs/mail.md): further addresses and a password per player, the
// From of the program's mails and the command that sends them.
#include <doctest/doctest.h>

#include <string>

#include "state/game_dir.hpp"

TEST_CASE("a player's further addresses and password, and the game's mail settings, read back") {
  const std::string head = "name: g\nmap: diadoques\nscenario: standard-319\nseed: 1\n";
  auto config = dia::state::game_config_from_yaml(
      head +
          "players:\n"
          "  - {name: Aurélie, email: a@x.org, emails: [a@work.org, A2@x.org], password: cheval, "
          "side: eumene}\n"
          "  - {name: Bastien, email: b@x.org, emails: b@home.org, side: antigone}\n"
          "mail:\n  from: \"Arbitre <mj@example.org>\"\n  send: \"msmtp -t\"\n",
      "game.yaml");
  REQUIRE(config.players.size() == 2);
  CHECK(config.players[0].emails == std::vector<std::string>{"a@work.org", "A2@x.org"});
  CHECK(config.players[0].password == "cheval");
  CHECK(config.players[1].emails == std::vector<std::string>{"b@home.org"});  // one, unlisted
  CHECK(config.players[1].password.empty());
  CHECK(config.mail.from == "Arbitre <mj@example.org>");
  CHECK(config.mail.send == "msmtp -t");
  auto again = dia::state::game_config_from_yaml(dia::state::to_yaml(config), "game.yaml");
  CHECK(again.players[0].emails == config.players[0].emails);
  CHECK(again.players[0].password == "cheval");
  CHECK(again.mail.from == config.mail.from);
  CHECK(again.mail.send == config.mail.send);
}

TEST_CASE("without mail settings the program's mails go through sendmail -t") {
  auto config = dia::state::game_config_from_yaml(
      "name: g\nmap: diadoques\nscenario: standard-319\nseed: 1\nplayers: []\n", "game.yaml");
  CHECK(config.mail.send == "sendmail -t -oi");
  CHECK(config.mail.from == "diadoques@localhost");
  CHECK(dia::state::to_yaml(config).find("mail:") == std::string::npos);
}
