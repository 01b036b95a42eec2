#include "game/rollback.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <ctime>
#include <ostream>
#include <stdexcept>
#include <utility>
#include <vector>

#include "state/deadline.hpp"
#include "state/durable.hpp"
#include "state/game_write.hpp"
#include "state/season.hpp"

namespace dia::game {

namespace fs = std::filesystem;

namespace {

bool is_kept_results(const std::string& name) {
  return name == "results" || name.starts_with("results.previous-");
}

fs::path free_archive_dir(const fs::path& root, const std::string& base) {
  fs::path dir = root / "archive" / base;
  for (int n = 2; fs::exists(dir); ++n) dir = root / "archive" / fmt::format("{}-{}", base, n);
  return dir;
}

}  // namespace

std::string archive_stamp_now() {
  // state::now(): the clock a test may fix (DIA_TEST_NOW), as for every other date written.
  std::time_t t = static_cast<std::time_t>(state::now());
  std::tm utc{};
  gmtime_r(&t, &utc);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H-%M-%SZ", &utc);
  return buf;
}

int rollback_game(const RollbackRequest& request, std::ostream& out, std::ostream& err) {
  try {
    state::GameDir game(request.dir);
    auto seasons = game.season_ids();
    if (std::find(seasons.begin(), seasons.end(), request.to) == seasons.end()) {
      std::string known;
      for (const auto& s : seasons) known += (known.empty() ? "" : ", ") + s;
      err << fmt::format("diadoques rollback: error: {} has no season {} (its seasons: {})\n",
                         request.dir.string(), request.to, known);
      return 1;
    }
    std::vector<std::pair<fs::path, std::string>> to_move;  // what, and why (for the record)
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(game.season_dir(request.to), ec)) {
      std::string name = entry.path().filename().string();
      if (entry.is_directory() && is_kept_results(name)) to_move.emplace_back(entry.path(), name);
    }
    std::sort(to_move.begin(), to_move.end());
    for (const auto& s : seasons) {
      if (s > request.to) to_move.emplace_back(game.season_dir(s), "state, orders and results");
    }
    if (to_move.empty()) {
      err << fmt::format(
          "diadoques rollback: error: {} is not adjudicated and no later season exists: "
          "nothing to roll back\n",
          request.to);
      return 1;
    }

    const fs::path& root = game.root();
    fs::path archive =
        free_archive_dir(root, fmt::format("{}-rollback-to-{}", request.stamp, request.to));
    std::string record = fmt::format("{} rollback to {}: moved to {}\n", request.stamp, request.to,
                                     fs::relative(archive, root).generic_string());
    // One GameWrite (state/game_write.hpp): every move and the record, or nothing, even if the
    // process is killed halfway; the record is written with the moves.
    state::GameWrite write(root, fmt::format("rollback --to {}", request.to));
    for (const auto& [path, what] : to_move) {
      fs::path rel = fs::relative(path, root);
      write.move(path, archive / rel);
      record += fmt::format("  {} ({})\n", rel.generic_string(), what);
    }
    const fs::path log = root / "archive" / "rollbacks.txt";
    write.write(log, (fs::exists(log) ? state::read_file(log) : std::string()) + record);
    // The season waits for orders again: its orders folder exists (it always did, unless the
    // GM removed it).
    write.ensure_dir(game.orders_dir(request.to));
    write.commit();
    auto season = state::Season::from_id(request.to);
    out << fmt::format("{} rolled back to {} ({}): {} item(s) archived in {}\n", game.config().name,
                       season ? state::display(*season, true) : request.to, request.to,
                       to_move.size(), fs::relative(archive, root).generic_string());
    out << fmt::format("adjudicate it again with: diadoques adjudicate {}\n", request.dir.string());
    return 0;
  } catch (const std::exception& e) {
    err << "diadoques rollback: error: " << e.what()
        << "\nnothing was changed in the game directory\n";
    return 1;
  }
}

}  // namespace dia::game
