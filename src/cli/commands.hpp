#pragma once
// Each subcommand lives in its own file and registers itself on the app. The callbacks store
// their exit code in `exit_code` (0 success, 1 input rejected, 2 usage error).
#include <CLI/CLI.hpp>

namespace dia::cli {

struct Context {
  int exit_code = 0;
};

void add_map_commands(CLI::App& app, Context& ctx);        // map validate|show|render
void add_datc_command(CLI::App& app, Context& ctx);        // datc <case-file>
void add_check_command(CLI::App& app, Context& ctx);       // check <orders.txt>
void add_game_commands(CLI::App& app, Context& ctx);       // new, status
void add_report_command(CLI::App& app, Context& ctx);      // report <dir>
void add_adjudicate_command(CLI::App& app, Context& ctx);  // adjudicate <dir>
void add_data_command(CLI::App& app, Context& ctx);        // data (maps, scenarios by name)
void add_rollback_command(CLI::App& app, Context& ctx);    // rollback <dir> --to <season>
void add_history_command(CLI::App& app, Context& ctx);     // history <dir>
void add_replace_command(CLI::App& app, Context& ctx);     // replace <dir> <side> --name
void add_club_standings(CLI::App& club, Context& ctx);     // club standings <dir>
void add_mail_commands(CLI::App& app, Context& ctx);       // inbox, mail, remind
void add_club_commands(CLI::App& app, Context& ctx);       // club new|game|status|adjudicate
void add_club_site(CLI::App& club, Context& ctx);          // club site <dir> <out>
void add_judge_command(CLI::App& app, Context& ctx);       // judge <dir>
void add_club_judge(CLI::App& club, Context& ctx);         // club judge <dir>

}  // namespace dia::cli
