#include "game/adjudicate.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <ostream>
#include <stdexcept>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "adjudicator/events/ruling.hpp"
#include "adjudicator/season/neutral_orders.hpp"
#include "map/map_cache.hpp"
#include "report/picture_cache.hpp"
#include "report/report_info.hpp"
#include "report/season_outputs.hpp"
#include "state/durable.hpp"
#include "state/game_write.hpp"
#include "state/state_yaml.hpp"

namespace dia::game {
namespace fs = std::filesystem;

namespace {

std::string relative_name(const fs::path& path, const fs::path& root) {
  return fs::relative(path, root).generic_string();
}

bool has_results(const state::GameDir& game, const std::string& id) {
  return fs::exists(game.results_dir(id));
}

// The first free `results.previous-N` of a season.
fs::path previous_results_dir(const state::GameDir& game, const std::string& id) {
  for (int n = 1;; ++n) {
    fs::path p = game.season_dir(id) / fmt::format("results.previous-{}", n);
    if (!fs::exists(p)) return p;
  }
}

// The latest season without results (with --redo, with), "" when there is none.
std::string latest_season(const state::GameDir& game, const std::vector<std::string>& ids,
                          bool redo) {
  for (auto it = ids.rbegin(); it != ids.rend(); ++it) {
    if (has_results(game, *it) == redo) return *it;
  }
  return "";
}

}  // namespace

std::string season_to_adjudicate(const std::filesystem::path& dir, bool redo) {
  try {
    const state::GameDir game(dir);
    return latest_season(game, game.season_ids(), redo);
  } catch (const std::exception&) {
    return "";  // said by the command itself, under the lock
  }
}

SeasonInputs read_season_inputs(const state::GameDir& game, const std::string& season,
                                const map::Map& map, const orders::OrderParser& parser) {
  SeasonInputs in;
  fs::path state_file = game.state_path(season);
  std::string state_name = relative_name(state_file, game.root());
  auto load = state::state_from_yaml(state::read_file(state_file), state_name, map);
  std::string problems;
  for (const auto& d : load.diagnostics) {
    if (d.severity == Severity::error) problems += (problems.empty() ? "" : "\n") + format(d);
  }
  if (!load.state)
    throw std::runtime_error(problems.empty() ? state_name + ": error: unreadable state"
                                              : problems);
  in.state = std::move(*load.state);
  auto read_orders = [&](const std::string& side, const fs::path& file) {
    adj::SideOrders o;
    o.side = side;
    o.file = relative_name(file, game.root());
    orders::OrdersFile read = orders::read_orders_file(file, o.file, parser);
    o.text = std::move(read.text);
    o.parsed = std::move(read.parsed);
    in.orders.push_back(std::move(o));
  };
  // Every file under orders/ is some side's, and one side has one file: otherwise the season
  // is refused rather than a file silently skipped or chosen (R9a.gen.5).
  const state::GameDir::OrdersFiles files = game.orders_files(season);
  if (!files.errors.empty())
    throw std::runtime_error(fmt::format("{}", fmt::join(files.errors, "\n")));
  for (const auto& side : in.state.sides) {
    if (side.eliminated) continue;
    if (auto file = files.of_side.find(side.id); file != files.of_side.end())
      read_orders(side.id, file->second);
  }
  // G12.1: the GM's orders for neutral units, last (reports list them after the sides).
  auto neutral = game.neutral_orders_files(season);
  if (neutral.size() > 1)
    throw std::runtime_error(
        fmt::format("{}: error: two neutral orders files ({} and {}); keep one",
                    relative_name(game.orders_dir(season), game.root()),
                    neutral[0].filename().string(), neutral[1].filename().string()));
  if (!neutral.empty()) read_orders(adj::season::neutral_side, neutral.front());

  // R9a.gen.6: the GM's readings of orders, applied before adjudication.
  fs::path notes = game.annotations_path(season);
  if (fs::exists(notes)) {
    const std::string name = relative_name(notes, game.root());
    const std::string text = state::read_file(notes);
    if (auto bad = invalid_utf8(text)) {
      throw std::runtime_error(
          fmt::format("{}:{}:{}: error: this byte is not UTF-8; save the annotations as UTF-8 text",
                      name, bad->line, bad->column));
    }
    const std::vector<state::SideKeys> keys = game.side_keys();
    auto side_of = [&](const std::string& written) -> std::string {
      const std::vector<std::string> sides = state::sides_named(keys, written);
      return sides.size() == 1 ? sides.front() : "";
    };
    in.annotations = report::apply_annotations(report::parse_annotations(text, name), in.orders,
                                               parser, side_of);
  }
  in.options.ruling = read_event_ruling(game, season, map, in.state);
  return in;
}

std::optional<adj::events::DrawnEvent> read_event_ruling(const state::GameDir& game,
                                                         const std::string& season,
                                                         const map::Map& map,
                                                         const state::GameState& state) {
  const fs::path file = game.event_ruling_path(season);
  if (!fs::exists(file)) return std::nullopt;
  const std::string name = relative_name(file, game.root());
  // R14.gen.1: nothing is drawn in winter nor in the first turn, so nothing can be ruled.
  if (!state.season.military() || state.season == state::Season::first())
    throw std::runtime_error(fmt::format(
        "{}: error: {} draws no event (R14.gen.1: none in winter nor in the first turn); remove "
        "the ruling",
        name, season));
  Diagnostics diagnostics;
  auto ruling = adj::events::read_ruling(state::read_file(file), name, map, state, diagnostics);
  if (!ruling) {
    std::string problems;
    for (const auto& d : diagnostics)
      if (d.severity == Severity::error) problems += (problems.empty() ? "" : "\n") + format(d);
    throw std::runtime_error(problems.empty() ? name + ": error: unreadable ruling" : problems);
  }
  return ruling;
}

adj::SeasonResult adjudicate_with_options(const map::Map& map, const state::GameState& state,
                                          const std::vector<adj::SideOrders>& orders,
                                          const adj::SeasonOptions& options) {
  return adj::adjudicate_season(map, state, orders, options);
}

namespace {
// The order parser of a map, built once per process like the map itself (map/map_cache): its
// name tables are about 5% of a game's adjudication in a club. Safe for `club adjudicate --jobs`:
// the table is guarded by a mutex and keeps each map alive (so its address names it alone), and
// OrderParser::parse is const, keeping its working state in each call (grammar::Session), so
// several threads parse with one parser at once.
const orders::OrderParser* shared_parser(const std::shared_ptr<const map::Map>& map) {
  static std::mutex guard;
  static std::map<const map::Map*, std::pair<std::shared_ptr<const map::Map>,
                                             std::unique_ptr<const orders::OrderParser>>>
      parsers;
  const std::lock_guard<std::mutex> lock(guard);
  auto& [kept, parser] = parsers[map.get()];
  if (!parser) {
    kept = map;
    parser = std::make_unique<const orders::OrderParser>(*map, orders::orders_file_options(*map));
  }
  return parser.get();
}

// Before the deadline, adjudicating while a side still in the game has sent nothing would take
// its units' holds for its orders: refused unless the GM forces it (a side that said it would
// send nothing, a game without waiting).
int check_deadline(const AdjudicateRequest& request, const state::GameDir& game,
                   const std::string& season, const SeasonInputs& in, std::ostream& err) {
  auto deadline = game.config().deadlines.find(season);
  if (deadline == game.config().deadlines.end() || request.force || request.preview ||
      request.now >= deadline->second)
    return 0;
  std::vector<std::string> missing;
  for (const auto& side : in.state.sides) {
    if (side.eliminated) continue;
    bool sent = std::any_of(in.orders.begin(), in.orders.end(),
                            [&](const adj::SideOrders& o) { return o.side == side.id; });
    if (!sent) missing.push_back(side.id);
  }
  if (missing.empty()) return 0;
  err << fmt::format(
      "diadoques adjudicate: error: {} is due {} (in {}) and {} sent no orders yet; wait for "
      "them, or use --force to adjudicate now (their units hold, R9a.gen.7)\n",
      season, state::format_instant(deadline->second),
      state::format_duration(deadline->second - request.now), fmt::join(missing, ", "));
  return 1;
}

// A season for which no side has sent anything is almost always a season adjudicated by
// mistake (`adjudicate` run twice, or while the next season's orders are still coming): every
// unit would hold. Refused unless the GM forces it.
int check_orders_present(const AdjudicateRequest& request, const std::string& season,
                         const SeasonInputs& in, std::ostream& err) {
  if (request.force) return 0;
  bool any = std::any_of(in.orders.begin(), in.orders.end(), [](const adj::SideOrders& o) {
    return o.side != adj::season::neutral_side;
  });
  if (any) return 0;
  err << fmt::format(
      "diadoques adjudicate: error: no side has sent orders for {} yet: nothing to adjudicate "
      "(put the orders in seasons/{}/orders/, or use --force to adjudicate it with every unit "
      "holding, R9a.gen.7)\n",
      season, season);
  return 1;
}

// --preview: each output under a header naming the file it would be, in the order written.
void print_preview(const report::ReportFiles& files, const std::string& season, std::ostream& out) {
  out << fmt::format("PREVIEW of {}: nothing was written\n", season);
  for (const auto& [name, content] : files) {
    out << fmt::format("\n===== results/{} =====\n", name) << content;
    if (!content.empty() && content.back() != '\n') out << '\n';
  }
}
}  // namespace

int adjudicate_game(const AdjudicateRequest& request, const SeasonAdjudicator& adjudicator,
                    std::ostream& out, std::ostream& err) {
  try {
    state::GameDir game(request.dir);
    // A season missing in the middle, a stray or a mis-named one, makes "the latest season" a
    // guess (and a mis-named only one would read as "no season").
    game.check_season_sequence();
    auto ids = game.season_ids();
    if (ids.empty()) {
      err << fmt::format("diadoques adjudicate: error: {} has no season\n", request.dir.string());
      return 1;
    }
    std::string season = request.season;
    if (season.empty()) {
      season = latest_season(game, ids, request.redo);
      if (!request.expected.empty() && season != request.expected) {
        // It waited for the lock while another command wrote the game: what it was started
        // for is done or gone; it does not play a season that did not exist then.
        err << fmt::format(
            "diadoques adjudicate: error: the game changed while this command waited for its "
            "lock (another command was writing it): it was started to adjudicate {}{}, and "
            "{} would be adjudicated now; nothing was done (run it again if that is what you "
            "want)\n",
            request.expected, request.redo ? " again" : "", season.empty() ? "no season" : season);
        return 1;
      }
      if (season.empty()) {
        err << (request.redo ? "diadoques adjudicate: error: no season has been adjudicated yet; "
                               "--redo re-adjudicates one that has\n"
                             : fmt::format("diadoques adjudicate: error: every season is already "
                                           "adjudicated (latest: {}); use --redo to adjudicate "
                                           "it again\n",
                                           ids.back()));
        return 1;
      }
    } else if (std::find(ids.begin(), ids.end(), season) == ids.end()) {
      err << fmt::format("diadoques adjudicate: error: no season '{}' in {} (seasons: {})\n",
                         season, request.dir.string(), fmt::join(ids, ", "));
      return 1;
    }
    if (has_results(game, season) && !request.redo) {
      err << fmt::format(
          "diadoques adjudicate: error: {} is already adjudicated; its results are never "
          "overwritten except by --redo (which keeps them as results.previous-N)\n",
          season);
      return 1;
    }
    auto kind = state::Season::from_id(season);
    std::string next = kind->next().id();
    if (request.redo && has_results(game, next)) {
      err << fmt::format(
          "diadoques adjudicate: error: cannot redo {}: the next season {} is already "
          "adjudicated and was played from the state {} produced; redo {} first (newest first)\n",
          season, next, season, next);
      return 1;
    }

    // Loaded once per process for all the games on the same map (`club adjudicate`).
    const map::SharedLoad map_load = map::load_shared_map_file(game.map_path().string());
    for (const auto& d : map_load.diagnostics) {
      if (d.severity == Severity::error) err << format(d) << '\n';
    }
    if (!map_load.map) return 1;
    const map::Map& map = *map_load.map;
    // A map made anew for this game (loaded with warnings) gets its parser and picture anew too:
    // kept, they would pile up a game at a time.
    std::unique_ptr<const orders::OrderParser> own_parser;
    if (!map_load.kept)
      own_parser =
          std::make_unique<const orders::OrderParser>(map, orders::orders_file_options(map));
    const orders::OrderParser& parser = map_load.kept ? *shared_parser(map_load.map) : *own_parser;
    SeasonInputs in = read_season_inputs(game, season, map, parser);
    if (int rc = check_orders_present(request, season, in, err); rc != 0) return rc;
    if (int rc = check_deadline(request, game, season, in, err); rc != 0) return rc;
    if (!(in.state.season == *kind)) {
      err << fmt::format("{}: error: the state is for {}, but its folder is {}\n",
                         relative_name(game.state_path(season), game.root()), in.state.season.id(),
                         season);
      return 1;
    }

    adj::SeasonResult result = adjudicator(map, in.state, in.orders, in.options);
    report::record_annotations(result, in.annotations);
    auto problems = state::check_state(result.next, map, "seasons/" + next + "/state.yaml");
    if (has_errors(problems)) {
      for (const auto& d : problems) err << format(d) << '\n';
      err << "diadoques adjudicate: error: the adjudicated position is inconsistent; nothing "
             "was written (please report this with the game directory)\n";
      return 1;
    }

    report::Lang lang = request.lang
                            ? *request.lang
                            : report::lang_from(game.config().language).value_or(report::Lang::fr);
    report::ReportInfo info = report::make_report_info(in.state, &map, game.config().name);
    if (map_load.kept) info.picture = report::shared_map_picture(map_load.map, lang);
    for (report::SideInfo& s : info.sides)  // a player's own language for his private notes
      for (const state::GamePlayer& p : game.config().players)
        if (p.side == s.id && !p.language.empty()) s.language = report::lang_from(p.language);
    report::ReportFiles files = report::season_reports(result, in.orders, in.state, info, lang);
    if (request.preview) {
      print_preview(files, season, out);
      return 0;
    }

    // One GameWrite (state/game_write.hpp): the results folder and the next season appear
    // together or not at all, even if the process is killed halfway.
    state::GameWrite write(game.root(),
                           fmt::format("adjudicate{} {}", request.redo ? " --redo" : "", season));
    write.before_write = request.before_rename;
    fs::path results = game.results_dir(season);
    fs::path kept;
    if (request.redo) {
      kept = previous_results_dir(game, season);
      write.move(results, kept);
    }
    write.create_dir(results);
    for (const auto& [name, content] : files) write.write(results / name, content);
    // The next season's folder, whole; on a --redo (or a folder the GM made beforehand) its
    // state is replaced and its orders are left as they are.
    if (!fs::exists(game.season_dir(next))) write.create_dir(game.season_dir(next));
    write.write(game.state_path(next), state::to_yaml(result.next));
    write.ensure_dir(game.orders_dir(next));
    if (request.also_write) request.also_write(write, next);
    write.commit();

    out << fmt::format("{} ({}) adjudicated{}: results in {}\n", state::display(*kind, true),
                       season, request.redo ? " again" : "", relative_name(results, game.root()));
    if (request.redo)
      out << fmt::format("previous results kept in {}\n", relative_name(kept, game.root()));
    out << fmt::format("next season: {}; its orders go in {}/\n", next,
                       relative_name(game.orders_dir(next), game.root()));
    return 0;
  } catch (const std::exception& e) {
    std::string what = e.what();
    err << (what.find(": error:") == std::string::npos ? "diadoques adjudicate: error: " : "")
        << what
        << (what.find("was committed but not finished") == std::string::npos
                ? "\nnothing was changed in the game directory\n"
                : "\n");
    return 1;
  }
}

}  // namespace dia::game
