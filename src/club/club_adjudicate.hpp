#pragma once
// `diadoques club adjudicate`: every game of a club that is ready (game/status.hpp: every side
// sent or the deadline passed), or with --all every game with orders, each in its own
// all-or-nothing run: one failing game is reported and never stops the others.
#include <filesystem>
#include <functional>
#include <iosfwd>

#include "state/deadline.hpp"

namespace dia::club {

// Adjudicates the game in `dir` (forced: --all) and returns its exit code; its progress on
// `out`, its errors on `err`. The command passes game::adjudicate_game under the game's lock.
// With several jobs it is called from several threads at once, each time for another game.
using AdjudicateOne = std::function<int(const std::filesystem::path& dir, bool force,
                                        std::ostream& out, std::ostream& err)>;

struct ClubAdjudication {
  bool all = false;       // every game with orders, not only the ready ones
  bool terminal = false;  // a progress bar redrawn with \r, else one plain line per game
  state::Instant now = 0;
  // Games adjudicated at once, each on a thread of its own (--jobs). The lines, the errors and
  // the games' files are the same whatever the number: each game is still all or nothing under
  // its own lock, and what is said of the games is said in the games' order.
  unsigned jobs = 1;
};

struct ClubTally {
  int adjudicated = 0;
  int failed = 0;
  int not_ready = 0;
};

// Progress and the summary ("2 adjudicated, 1 failed, 0 not ready") on `out`; each failed
// game's errors on `err`. An exception from one game counts as its failure.
ClubTally adjudicate_club(const std::filesystem::path& dir, const ClubAdjudication& how,
                          const AdjudicateOne& adjudicate, std::ostream& out, std::ostream& err);

}  // namespace dia::club
