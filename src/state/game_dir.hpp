#pragma once
// The game directory (DESIGN.md "Game directory"):
//   game.yaml                      map, scenario, players, seed, options
//   seasons/<season-id>/state.yaml position at the start of the season (never edited after)
//   seasons/<season-id>/orders/    one file per side, as received (`<side>.txt`), and the GM's
//                                  neutral orders (`neutral.txt`, G12.1)
//   seasons/<season-id>/annotations.txt  the GM's readings of player orders (R9a.gen.6)
//   seasons/<season-id>/results/   public and private reports, GM log
//   .diadoques-write{.new,,.done}/ a command's writes under way (state/game_write.hpp): left
//                                  only by a killed command, finished or removed by the next
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "state/side_keys.hpp"

#include "state/deadline.hpp"
#include "state/judge_settings.hpp"

namespace dia::state {

struct GamePlayer {
  std::string name;
  std::string email;
  std::string side;  // side id
  // `language: fr|en`: the language of this player's private notes; "" = the game's.
  std::string language = "";
  // `emails:` further addresses the player may send orders from (docs/mail.md).
  std::vector<std::string> emails = {};
  // `password:` when set, the player's mails must carry it (`Mot de passe : …`).
  std::string password = "";
};

// game.yaml `mail:` (docs/mail.md): the From of the mails the program writes, and the command
// `--send` hands them to.
struct MailSettings {
  std::string from = "diadoques@localhost";
  std::string send = "sendmail -t -oi";
  // `gm:` where the judge's digest goes (game/judge.hpp); "" = the From address.
  std::string gm = "";
};

// "fr" and "en", the languages reports are written in; an error message naming them otherwise.
bool is_report_language(const std::string& code);

// `replacements:` a player who took over a side during the game (`diadoques replace`): the
// history says so, and the side's earlier seasons keep the name they were played under.
struct PlayerChange {
  std::string season;  // the first season the new player writes the orders of
  std::string side;
  std::string before;  // the players' names
  std::string after;
};

struct GameConfig {
  std::string name;      // the game's own name: the results' title
  std::string map;       // a path relative to the game directory, or a map's name (data_files)
  std::string scenario;  // a path relative to the game directory, or a scenario's name
  std::uint64_t seed = 0;
  std::string language = "fr";
  std::vector<GamePlayer> players;
  // `deadlines:` season id → when its orders are due (state/deadline.hpp). A season without
  // one has no deadline: the GM adjudicates when every order is in, or when he decides.
  std::map<std::string, Instant> deadlines;
  MailSettings mail;
  // `judge:` the unattended judge's source and schedule (state/judge_settings.hpp); every key
  // absent when the section is. Not written back by to_yaml: `new` never makes one.
  JudgeSettings judge;
  std::vector<PlayerChange> replacements;  // in the order they were made
};

std::string to_yaml(const GameConfig& config);
// The `players:` and `replacements:` blocks alone, as to_yaml writes them (each ending in a
// newline), for an edit of game.yaml's text that keeps the rest of it (deadline_record.hpp).
std::string players_yaml(const std::vector<GamePlayer>& players);
std::string replacements_yaml(const std::vector<PlayerChange>& changes);
// Throws std::runtime_error with file:line:col on malformed input.
GameConfig game_config_from_yaml(const std::string& text, const std::string& file);

class GameDir {
 public:
  explicit GameDir(std::filesystem::path root);  // reads game.yaml; throws if unreadable

  const std::filesystem::path& root() const { return root_; }
  const GameConfig& config() const { return config_; }
  // The map and scenario files the game uses: `new` copies them into the game (map/, scenario/);
  // a game may also name them (`map: diadoques`), found by state/data_files.hpp. Throw
  // std::runtime_error naming game.yaml when neither is found.
  std::filesystem::path map_path() const;
  std::filesystem::path scenario_path() const;

  // Season folders present, in game order. Throws std::runtime_error while a command's write is
  // committed but unfinished (state/game_write.hpp): no reader takes half a season for a season.
  std::vector<std::string> season_ids() const;
  // Throws std::runtime_error ("seasons: error: …") unless the seasons follow one another, each
  // one but the last adjudicated: a season missing in the middle, or a stray season after one
  // not adjudicated, is an error of `status` and `adjudicate`, not skipped (issue 34).
  void check_season_sequence() const;
  std::filesystem::path season_dir(const std::string& id) const;
  std::filesystem::path state_path(const std::string& id) const;
  std::filesystem::path orders_dir(const std::string& id) const;
  std::filesystem::path results_dir(const std::string& id) const;
  // The last season with results (results/public.json), "" when none has been adjudicated.
  std::string last_adjudicated() const;
  // The names each side may be called by: game.yaml's players (name, email, side) and the
  // scenario's diadoques (without them if the scenario cannot be read).
  std::vector<SideKeys> side_keys() const;

  // Whose orders each file under orders/ holds (state/orders_files.cpp; R8a.pl.1, R9a.gen.5:
  // no order lost in silence). A file is named after its side's id, diadoque (any spelling),
  // player or email (`<name>.txt`, or the name alone); hidden files (`.keep`) and the GM's
  // neutral orders files are not sides'.
  struct OrdersFiles {
    std::map<std::string, std::filesystem::path> of_side;  // side id → its file
    // "seasons/…/orders/x.txt: error: …": a file that matches no side (with the nearest one),
    // or several; a side with two files. Each one refuses the season.
    std::vector<std::string> errors;
  };
  OrdersFiles orders_files(const std::string& season) const;
  // orders_files(season).of_side's entry for `side`, if any.
  std::optional<std::filesystem::path> orders_file(const std::string& season,
                                                   const std::string& side) const;
  // The GM's neutral orders files this season (G12.1): `neutral.txt`, `neutre.txt` or
  // `neutres.txt` (any case or accents) in orders/. More than one is the caller's error.
  std::vector<std::filesystem::path> neutral_orders_files(const std::string& season) const;
  // seasons/<id>/annotations.txt: the GM's readings of player orders (R9a.gen.6).
  std::filesystem::path annotations_path(const std::string& season) const;
  // The GM's ruling on the season's event (R8a.gm.1, adjudicator/events/ruling.hpp), optional.
  std::filesystem::path event_ruling_path(const std::string& season) const;

 private:
  std::filesystem::path root_;
  GameConfig config_;
};

}  // namespace dia::state
