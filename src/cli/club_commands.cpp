// `diadoques club new|game|status|adjudicate`: a club's directory of games (docs/club.md); the
// arguments here, the work in src/club.
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <iostream>
#include <sstream>
#include <thread>

#include "cli/commands.hpp"
#include "cli/game_lock.hpp"
#include "club/club_adjudicate.hpp"
#include "club/club_dir.hpp"
#include "club/club_file.hpp"
#include "club/club_status.hpp"
#include "game/adjudicate.hpp"
#include "game/new_game.hpp"
#include "state/deadline.hpp"
#include "state/durable.hpp"
#include "state/whole_dir.hpp"

namespace dia::cli {
namespace fs = std::filesystem;

namespace {

// The club's commands say what went wrong as `diadoques club <cmd>: <file:line:col>: error: …`
// and exit 1; the messages of src/club carry their own place and "error:".
std::function<void()> reporting(const char* command, Context& ctx, std::function<void()> body) {
  return [command, &ctx, body] {
    try {
      body();
    } catch (const std::exception& e) {
      std::cerr << "diadoques club " << command << ": " << e.what() << '\n';
      ctx.exit_code = 1;
    }
  };
}

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> parts;
  std::istringstream in(text);
  std::string part;
  while (std::getline(in, part, ','))
    if (!part.empty()) parts.push_back(part);
  return parts;
}

void add_new(CLI::App& club, Context& ctx) {
  auto* cmd = club.add_subcommand("new", "Create a club: club.yaml and games/");
  static std::string dir, name, players, languages = "fr";
  cmd->add_option("dir", dir, "New club directory")->required();
  cmd->add_option("--name", name, "The club's name")->required();
  cmd->add_option("--players", players, "players.yaml: the club's players (name, email, language)")
      ->check(CLI::ExistingFile);
  cmd->add_option("--languages", languages, "The club's languages, the first the default: fr,en");
  cmd->callback(reporting("new", ctx, [&ctx] {
    club::Club c;
    c.name = name;
    c.languages.clear();
    for (const auto& l : split_commas(languages)) {
      if (l != "fr" && l != "en")
        throw std::runtime_error("error: --languages: '" + l + "': expected fr or en");
      c.languages.push_back(l);
    }
    if (c.languages.empty()) c.languages.push_back("fr");
    if (!players.empty()) c.players = club::players_from_yaml(state::read_file(players), players);
    ctx.exit_code = run_locked_beside(
        "club new", dir, std::cerr,
        [&] {
          if (!club::make_club(dir, c))
            std::cerr << "diadoques club new: finished `club new`, which was interrupted (killed "
                         "or crashed) at its very end\n";
          std::cout << "New club '" << c.name << "' in " << dir << ": " << c.players.size()
                    << " player(s); games go in " << (fs::path(dir) / "games").string() << "/\n";
          return 0;
        },
        [] { club::finish_create_club(dir); }, true);
  }));
}

void add_game(CLI::App& club, Context& ctx) {
  auto* cmd = club.add_subcommand("game", "Create a game of the club with six of its players");
  static std::string dir, players;
  static club::ClubGame request;
  cmd->add_option("dir", dir, "Club directory")->required();
  cmd->add_option("game", request.game, "The game's name (its folder under games/)")->required();
  cmd->add_option("--scenario", request.scenario, "Scenario: a file or a name (standard-319)")
      ->required();
  cmd->add_option("--players", players, "The players, by their names in club.yaml: a,b,c,d,e,f")
      ->required();
  cmd->add_option("--seed", request.seed, "Seed of the game's random generator");
  cmd->add_option("--language", request.language, "fr or en (default: the club's first)")
      ->check(CLI::IsMember({"fr", "en"}));
  cmd->callback(reporting("game", ctx, [&ctx] {
    const club::Club c = club::read_club(dir);
    request.players = split_commas(players);
    const game::NewGame args = club::new_game_request(dir, c, request);
    // As `new` makes a game: whole, or not at all (a refused one leaves no folder).
    ctx.exit_code = run_locked_beside(
        "new", args.dir, std::cerr,
        [&] {
          // A game this command published before it was killed is finished by create_game;
          // any other game there is refused by name.
          if (!state::published_by_killed_run(state::whole_dir_path(args.dir)))
            club::refuse_existing_game(args.dir);
          return game::create_game(args, std::cout, std::cerr);
        },
        [&] { state::recover_whole_dir(state::whole_dir_path(args.dir)); }, true);
  }));
}

void add_status(CLI::App& club, Context& ctx) {
  auto* cmd = club.add_subcommand("status", "Every game of a club: season, deadline, who is late");
  static std::string dir;
  cmd->add_option("dir", dir, "Club directory")->required();
  cmd->callback(reporting("status", ctx, [&ctx] {
    ctx.exit_code = club::print_club_status(dir, state::now(), std::cout, std::cerr);
  }));
}

void add_adjudicate(CLI::App& club, Context& ctx) {
  auto* cmd = club.add_subcommand(
      "adjudicate", "Adjudicate every game of a club whose orders are in or whose deadline passed");
  static std::string dir;
  static bool all = false;
  // By default one game per core: the games are independent, each under its own lock.
  static unsigned jobs = std::max(1u, std::thread::hardware_concurrency());
  cmd->add_option("dir", dir, "Club directory")->required();
  cmd->add_flag("--all", all,
                "Every game with orders, although a side has not sent his before the deadline");
  cmd->add_option("--jobs,-j", jobs, "Games adjudicated at once (default: the number of cores)")
      ->check(CLI::Range(1u, 256u));
  cmd->callback(reporting("adjudicate", ctx, [&ctx] {
    club::ClubAdjudication how;
    how.all = all;
    how.jobs = jobs;
    how.terminal = isatty(1) != 0;
    how.now = state::now();
    // Each game as `diadoques adjudicate` does it: under its lock, all or nothing. Called from
    // several threads at once (--jobs), each for another game: it shares only `how`, read-only,
    // and the map and picture caches, which are guarded (map/map_cache, report/picture_cache).
    auto one = [&how](const fs::path& game, bool force, std::ostream& out, std::ostream& err) {
      game::AdjudicateRequest req;
      req.dir = game;
      req.force = force;
      req.now = how.now;
      req.expected = game::season_to_adjudicate(game, false);  // refused if played meanwhile
      return run_locked("adjudicate", game, err, [&] {
        return game::adjudicate_game(req, game::adjudicate_with_options, out, err);
      });
    };
    const club::ClubTally tally = club::adjudicate_club(dir, how, one, std::cout, std::cerr);
    ctx.exit_code = tally.failed == 0 ? 0 : 1;
  }));
}

}  // namespace

void add_club_commands(CLI::App& app, Context& ctx) {
  auto* club = app.add_subcommand(
      "club", "A club's directory of games: new, game, status, adjudicate, standings, site, judge");
  club->require_subcommand(1);
  add_new(*club, ctx);
  add_game(*club, ctx);
  add_status(*club, ctx);
  add_adjudicate(*club, ctx);
  add_club_standings(*club, ctx);
  add_club_site(*club, ctx);
  add_club_judge(*club, ctx);
}

}  // namespace dia::cli
