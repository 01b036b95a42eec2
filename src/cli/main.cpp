// The `diadoques` command: thin, parses arguments and hands over to the modules.
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "common/text.hpp"

namespace {

// A word where a command is expected that names none (`diadoques adjudicat g`): said, with the
// nearest command, before CLI11 would answer "A subcommand is required". Returns 2 then (a usage
// error), else 0; options and a leaf command's arguments are CLI11's.
int unknown_command(CLI::App& app, int argc, char** argv) {
  CLI::App* at = &app;
  for (int i = 1; i < argc; ++i) {
    const std::string word = argv[i];
    if (word.empty() || word[0] == '-') return 0;
    const std::vector<CLI::App*> subs = at->get_subcommands([](CLI::App*) { return true; });
    if (subs.empty()) return 0;
    CLI::App* found = nullptr;
    std::vector<std::string> names;
    for (CLI::App* sub : subs) {
      if (sub->check_name(word)) found = sub;
      names.push_back(sub->get_name());
    }
    if (found) {
      at = found;
      continue;
    }
    const std::vector<std::string_view> candidates(names.begin(), names.end());
    const std::string near = dia::nearest_word(word, candidates);
    std::string all;
    for (const auto& n : names) all += (all.empty() ? "" : ", ") + n;
    std::cerr << "diadoques: error: unknown command '" << word << "'"
              << (at == &app ? "" : " of '" + at->get_name() + "'")
              << (near.empty() ? "; the commands are: " + all : "; did you mean '" + near + "'?")
              << "\n";
    return 2;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"diadoques: referee for play-by-email games of Les Diadoques"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "diadoques 0.1.0");
  dia::cli::Context ctx;
  dia::cli::add_map_commands(app, ctx);
  dia::cli::add_datc_command(app, ctx);
  dia::cli::add_check_command(app, ctx);
  dia::cli::add_game_commands(app, ctx);
  dia::cli::add_report_command(app, ctx);
  dia::cli::add_adjudicate_command(app, ctx);
  dia::cli::add_data_command(app, ctx);
  dia::cli::add_rollback_command(app, ctx);
  dia::cli::add_history_command(app, ctx);
  dia::cli::add_replace_command(app, ctx);
  dia::cli::add_mail_commands(app, ctx);
  dia::cli::add_club_commands(app, ctx);
  dia::cli::add_judge_command(app, ctx);
  if (const int rc = unknown_command(app, argc, argv); rc != 0) return rc;
  try {
    app.parse(argc, argv);
  } catch (const CLI::Success& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return 2;  // usage error
  } catch (const std::exception& e) {
    std::cerr << "diadoques: error: " << e.what() << '\n';
    return 1;
  }
  return ctx.exit_code;
}
