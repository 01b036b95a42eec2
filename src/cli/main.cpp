// The `diadoques` command: thin, parses arguments and hands over to the modules.
#include <exception>
#include <iostream>

#include "cli/commands.hpp"

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
