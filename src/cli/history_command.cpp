// `diadoques history <dir> [--lang fr|en]`: the whole game, season by season, and the PV/PP
// standings over time, from each adjudicated season's public.json (game/history.hpp).
#include <iostream>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "game/history.hpp"
#include "report/history_text.hpp"

namespace dia::cli {

namespace {

int run_history(const std::string& dir, const std::string& lang_code) {
  state::GameDir game(dir);
  const std::vector<report::PublicView> seasons = game::read_history(game);
  if (seasons.empty()) {
    std::cerr << fmt::format("diadoques history: error: no season of {} has been adjudicated yet\n",
                             dir);
    return 1;
  }
  auto lang = report::lang_from(lang_code.empty() ? game.config().language : lang_code)
                  .value_or(report::Lang::fr);
  std::cout << report::history_text(seasons, lang, game.config().replacements);
  return 0;
}

}  // namespace

void add_history_command(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand(
      "history", "Print the whole game season by season, and the PV/PP standings over time");
  static std::string dir, lang;
  cmd->add_option("dir", dir, "Game directory")->required();
  cmd->add_option("--lang", lang, "fr or en (default: the game's language)")
      ->check(CLI::IsMember({"fr", "en"}));
  cmd->callback([&ctx] { ctx.exit_code = run_history(dir, lang); });
}

}  // namespace dia::cli
