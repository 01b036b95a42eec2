// `diadoques adjudicate <dir> [--season id] [--redo] [--lang fr|en]`: adjudicates the latest
// season that has no results (see game/adjudicate.hpp for what is read and written).
#include <cstdlib>
#include <iostream>
#include <memory>
#include <stdexcept>

#include "adjudicator/season.hpp"
#include "cli/commands.hpp"
#include "cli/game_lock.hpp"
#include "game/adjudicate.hpp"
#include "state/deadline.hpp"

namespace dia::cli {

void add_adjudicate_command(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand("adjudicate", "Adjudicate a season and write its results");
  static std::string dir, season, lang;
  static bool redo = false, preview = false, force = false;
  cmd->add_option("dir", dir, "Game directory")->required();
  cmd->add_option("--season", season, "Season id (default: the latest without results)");
  cmd->add_flag("--redo", redo,
                "Adjudicate an adjudicated season again (after a correction); the previous "
                "results are kept as results.previous-N");
  cmd->add_flag("--preview", preview,
                "Adjudicate and print every result (public, private notes, GM log) without "
                "writing anything");
  cmd->add_flag("--force", force,
                "Adjudicate although a side has sent nothing before the deadline, or no side has "
                "sent anything");
  cmd->add_option("--lang", lang, "fr or en (default: the game's language)")
      ->check(CLI::IsMember({"fr", "en"}));
  cmd->callback([&ctx] {
    game::AdjudicateRequest req;
    req.dir = dir;
    req.season = season;
    req.redo = redo;
    req.preview = preview;
    req.force = force;
    req.now = state::now();
    if (!lang.empty()) req.lang = report::lang_from(lang);
    // Tests of the all-or-nothing writes: DIA_TEST_FAIL_AT_RENAME=n makes the n-th file of the
    // write (0-based) fail before it is staged, as a full disk would.
    if (const char* n = std::getenv("DIA_TEST_FAIL_AT_RENAME")) {
      int fail_at = std::atoi(n);
      auto seen = std::make_shared<int>(0);
      req.before_rename = [fail_at, seen](const std::filesystem::path& p) {
        if ((*seen)++ == fail_at) throw std::runtime_error("injected failure before " + p.string());
      };
    }
    // What it is asked to do, read before it may wait for the lock: a run that waited while
    // another adjudicated that season refuses rather than play the next one (issue 34).
    if (season.empty() && !preview) req.expected = game::season_to_adjudicate(dir, redo);
    ctx.exit_code = run_locked("adjudicate", dir, std::cerr, [&] {
      return game::adjudicate_game(req, game::adjudicate_with_options, std::cout, std::cerr);
    });
  });
}

}  // namespace dia::cli
