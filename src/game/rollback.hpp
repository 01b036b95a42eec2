#pragma once
// `diadoques rollback <dir> --to <season>`: the game goes back to the moment <season> was
// waiting for orders, to be adjudicated again (after a late order, a wrong reading, a bug).
// Nothing is deleted: <season>'s results (and the results kept by --redo) and every later
// season folder (its state, orders and results) move into a dated folder
// archive/<date>-rollback-to-<season>/, with the same relative paths; <season>'s own state and
// orders stay where they are, so adjudicating it again on the same inputs gives byte-identical
// results. Each rollback is recorded in archive/rollbacks.txt, the GM's record of them. The moves
// and the record are one state::GameWrite: all or nothing, even if the process is killed.
#include <filesystem>
#include <iosfwd>
#include <string>

#include "state/game_dir.hpp"

namespace dia::game {

struct RollbackRequest {
  std::filesystem::path dir;
  std::string to;     // the season that becomes current again
  std::string stamp;  // the archive's date, e.g. 2026-11-25T13-40-00Z (the caller's clock)
};

// Returns the exit code (0 done, 1 refused: nothing changed). Progress to `out`, errors to `err`.
int rollback_game(const RollbackRequest& request, std::ostream& out, std::ostream& err);

// The current UTC time as an archive stamp.
std::string archive_stamp_now();

}  // namespace dia::game
