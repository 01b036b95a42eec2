#pragma once
// `diadoques adjudicate`: one season of a game directory, from its files to its results
// (DESIGN.md "Game directory"). The season adjudicator is passed in, so the file handling
// (which season, secrecy of the outputs, --redo, all-or-nothing writes) is tested on its own.
//
// Reads seasons/<id>/state.yaml (checked against the map), each side's orders file, the GM's
// neutral orders (orders/neutral.txt, G12.1) and annotations (annotations.txt, R9a.gen.6), calls
// the adjudicator, then writes in ONE state::GameWrite: results/{public.txt, public.md,
// public.json, private/<side>.txt, gm-log.txt} and seasons/<next>/{state.yaml, orders/}
// (with --redo, the old results moved to results.previous-N first). Either every file appears
// or the directory is left byte for byte as it was, even when the process is killed halfway
// (the next writing command finishes or removes the write, state/game_write.hpp).
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "adjudicator/season.hpp"
#include "adjudicator/season/options.hpp"
#include "map/map.hpp"
#include "orders/orders_file.hpp"
#include "orders/parse.hpp"
#include "report/annotations.hpp"
#include "report/lang.hpp"
#include "state/game_dir.hpp"
#include "state/game_write.hpp"

namespace dia::game {

using SeasonAdjudicator = std::function<adj::SeasonResult(const map::Map&, const state::GameState&,
                                                          const std::vector<adj::SideOrders>&,
                                                          const adj::SeasonOptions&)>;

// The real one: adj::adjudicate_season.
adj::SeasonResult adjudicate_with_options(const map::Map& map, const state::GameState& state,
                                          const std::vector<adj::SideOrders>& orders,
                                          const adj::SeasonOptions& options);

struct AdjudicateRequest {
  std::filesystem::path dir;
  std::string season;  // "" = the latest season without results (or, with redo, with)
  bool redo = false;   // re-adjudicate, keeping the previous results beside the new
  // Adjudicate and print every output (public results, private notes, GM log) to `out`, without
  // writing anything (DPjudge's PREVIEW): the GM reads the season before it is final.
  bool preview = false;
  // Before the season's deadline (game.yaml `deadlines:`), a season where a side has sent
  // nothing is refused unless forced; after it, such a side's units hold (R9a.gen.7).
  bool force = false;
  state::Instant now = 0;            // the time the deadline is compared with (state::now())
  std::optional<report::Lang> lang;  // default: the game's language (game.yaml)
  // The season the command meant when it was started (season_to_adjudicate, read before it
  // waited for the game's lock), "" = not known. With `season` empty, a different latest
  // season under the lock is refused: another command adjudicated this one meanwhile.
  std::string expected;
  // Test hook, handed to GameWrite::before_write: called before each file is staged; throw to
  // simulate a failure between two writes.
  std::function<void(const std::filesystem::path&)> before_rename;
  // What the caller writes with the season, in the same all-or-nothing write, given the next
  // season's id: the judge records the next season's deadline in game.yaml (game/judge.hpp).
  std::function<void(state::GameWrite&, const std::string& next)> also_write;
};

// The season `adjudicate <dir>` (with --redo: `adjudicate --redo <dir>`) would pick now: the
// latest without results (with them). "" when none, or when the game cannot be read.
std::string season_to_adjudicate(const std::filesystem::path& dir, bool redo);

// Returns the exit code (0 done, 1 refused or failed: nothing changed). Progress goes to
// `out`, errors (file:line:col) to `err`.
int adjudicate_game(const AdjudicateRequest& request, const SeasonAdjudicator& adjudicator,
                    std::ostream& out, std::ostream& err);

// The inputs of one season read from a game directory, for the command and the benchmark.
struct SeasonInputs {
  state::GameState state;
  std::vector<adj::SideOrders> orders;  // the sides', then the GM's neutral orders (side "")
  std::vector<report::AppliedAnnotation> annotations;  // already applied to `orders`; to be logged
  adj::SeasonOptions options;  // the GM's event ruling (event.yaml), if he wrote one
};
// Orders files are read by orders::read_orders_file, as `check` reads them (a Windows-1252 file
// is transcoded with a warning).
// Throws std::runtime_error (file:line:col) when the state or an orders file is unreadable,
// when there are two neutral orders files, when an annotation is malformed or stale, or when
// the GM's event ruling is wrong or written for a season without an event (R14.gen.1).
// Orders files are named by their path relative to the game directory.
SeasonInputs read_season_inputs(const state::GameDir& game, const std::string& season,
                                const map::Map& map, const orders::OrderParser& parser);

// seasons/<id>/event.yaml, the GM's ruling replacing the season's event draw (R8a.gm.1), if
// the file exists. Throws std::runtime_error (file:line:col) when it is wrong.
std::optional<adj::events::DrawnEvent> read_event_ruling(const state::GameDir& game,
                                                         const std::string& season,
                                                         const map::Map& map,
                                                         const state::GameState& state);

// The first byte that is not valid UTF-8, as a line and column (column in bytes), if any.
using orders::invalid_utf8;

}  // namespace dia::game
