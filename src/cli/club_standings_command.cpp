// `diadoques club standings <dir> [--format txt|md|json|csv] [--lang fr|en]`: the club's
// standings (docs/club.md "Standings"); the work in src/club/standings*.
#include <iostream>

#include "cli/commands.hpp"
#include "club/club_file.hpp"
#include "club/standings.hpp"
#include "club/standings_format.hpp"

namespace dia::cli {

void add_club_standings(CLI::App& club, Context& ctx) {
  auto* cmd = club.add_subcommand(
      "standings", "The club's standings: every player's record and rating, every game's result");
  static std::string dir, format = "txt", lang;
  cmd->add_option("dir", dir, "Club directory")->required();
  cmd->add_option("--format", format, "txt, md, json or csv")
      ->check(CLI::IsMember({"txt", "md", "json", "csv"}));
  cmd->add_option("--lang", lang, "fr or en (default: the club's first language)")
      ->check(CLI::IsMember({"fr", "en"}));
  cmd->callback([&ctx] {
    try {
      const club::Club c = club::read_club(dir);
      const club::Standings st = club::club_standings(dir, c);
      const report::Lang language = *report::lang_from(lang.empty() ? c.languages.front() : lang);
      if (format == "md")
        std::cout << club::standings_markdown(st, c, language);
      else if (format == "json")
        std::cout << club::standings_json(st);
      else if (format == "csv")
        std::cout << club::standings_csv(st);
      else
        std::cout << club::standings_text(st, c, language);
      ctx.exit_code = 0;
    } catch (const std::exception& e) {
      std::cerr << "diadoques club standings: " << e.what() << '\n';
      ctx.exit_code = 1;
    }
  });
}

}  // namespace dia::cli
