// `diadoques check <orders.txt> --map <map.yaml> [--game <dir> --player <side>]`: reads an
// orders file (an email body is fine) and shows how every line was understood, so a player can
// fix it before sending. `--player neutral` checks the GM's neutral orders file (G12.1); a
// side's file in the current season is checked with the GM's annotations applied (R9a.gen.6). Exit
// 0 when no order would be ignored, 1 otherwise, 2 on usage errors.
//
// It answers in one language (docs/gamemaster.md §1): `--lang fr|en`, else with `--game` the
// game's `language:`, else English. The French answer is worded from the catalogue as the
// acknowledgement of orders sent by mail is (mail/acknowledgement.cpp): the same facts.
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "adjudicator/season/legality.hpp"
#include "adjudicator/season/neutral_orders.hpp"
#include "cli/commands.hpp"
#include "cli/data_args.hpp"
#include "common/text.hpp"
#include "game/orders_check.hpp"
#include "map/load.hpp"
#include "orders/orders_file.hpp"
#include "orders/parse.hpp"
#include "orders/print.hpp"
#include "report/annotations.hpp"
#include "report/catalogue.hpp"
#include "report/lang.hpp"
#include "report/public_report.hpp"
#include "state/durable.hpp"
#include "state/game_dir.hpp"

namespace dia::cli {
namespace {

struct CheckArgs {
  std::string orders_file;
  std::string map_file;
  std::string game_dir;
  std::string player;
  std::string lang;  // --lang; "" = the game's, else English
};

// The language of the answer (see the top of this file); nullopt for a --lang that is neither.
std::optional<report::Lang> answer_language(const CheckArgs& args) {
  if (!args.lang.empty()) return report::lang_from(args.lang);
  if (!args.game_dir.empty()) {
    try {
      return report::lang_from(state::GameDir(args.game_dir).config().language)
          .value_or(report::Lang::en);
    } catch (const std::exception&) {  // the game's own errors are reported where it is read
    }
  }
  return report::Lang::en;
}

// A remark on a line, `file:line:col: severity: message`, in the answer's language: French
// from the reading's data (the words a player's acknowledgement uses), English as the parser
// wrote it.
std::string remark(const Diagnostic& d, report::Lang lang) {
  if (lang == report::Lang::en || !d.said) return format(d);
  const Msg severity = d.severity == Severity::error     ? Msg::mail_remark_error
                       : d.severity == Severity::warning ? Msg::mail_remark_warning
                                                         : Msg::mail_remark_note;
  return fmt::format("{}: {}{} {}", where(d), report::say(lang, severity), report::colon(lang),
                     report::words(lang, *d.said));
}

// An order's verdict in French: as the acknowledgement words it.
Message verdict_message(const adj::season::CheckedOrder& c, const std::optional<Message>& cond) {
  if (c.verdict == adj::season::Verdict::ignored)
    return Message{Msg::mail_verdict_ignored, {arg::Sub{c.reason.said}}};
  if (c.verdict == adj::season::Verdict::not_adjudicated)
    return Message{Msg::mail_verdict_not_adjudicated, {arg::Sub{c.reason.said}}};
  if (cond) return *cond;  // "conditionnel : si la corruption de A SYR réussit"
  return Message{Msg::mail_verdict_accepted, {}};
}

// The side a `--player` names, read as `status` and `adjudicate` read an orders file's name
// (state/side_keys.hpp): its id, its diadoque in any spelling, the player's name or email.
// "" when it names none or several.
std::string side_named(const state::GameDir& game, const std::string& name) {
  const std::vector<std::string> sides = state::sides_named(game.side_keys(), name);
  return sides.size() == 1 ? sides.front() : "";
}

bool names_neutral(const std::string& name) {
  const std::string f = fold_name(name);
  return f == "neutral" || f == "neutre" || f == "neutres";
}

// R9a.gen.6: when the file checked is `side`'s orders file of the current season, the GM's
// annotations for it (seasons/<id>/annotations.txt) are applied and listed. Throws on a
// malformed or stale annotation, as `adjudicate` would.
void apply_gm_annotations(const CheckArgs& args, const state::GameDir& game,
                          const std::string& season, const std::string& side,
                          const orders::OrderParser& parser, const std::string& text,
                          orders::ParseResult& parsed, report::Lang lang) {
  namespace fs = std::filesystem;
  const fs::path notes = game.annotations_path(season);
  const auto file = game.orders_file(season, side);
  std::error_code ec;
  if (!fs::exists(notes) || !file || !fs::equivalent(*file, args.orders_file, ec)) return;
  report::AnnotationsFile all = report::parse_annotations(
      state::read_file(notes), fs::relative(notes, game.root()).generic_string());
  std::erase_if(all.items,
                [&](const report::Annotation& a) { return side_named(game, a.side) != side; });
  std::vector<adj::SideOrders> one(1);
  one[0].side = side;
  one[0].file = args.orders_file;
  one[0].text = text;
  one[0].parsed = std::move(parsed);
  auto applied = report::apply_annotations(
      all, one, parser, [&](const std::string& name) { return side_named(game, name); });
  parsed = std::move(one[0].parsed);
  for (const auto& a : applied) {
    const Message said =
        a.kind == report::AnnotationKind::ignore
            ? Message{Msg::check_annotation_ignored, {arg::Number{a.line}, arg::Words{a.written}}}
            : Message{Msg::check_annotation_read_as,
                      {arg::Number{a.line}, arg::Words{a.written}, arg::Words{a.reading}}};
    std::cout << report::words(lang, said) << '\n';
  }
}

// Legality against the current position of a game (R9a.gen.5): for `side`'s units only (or,
// with `--player neutral`, the GM's neutral orders file: neutral units only, G12.1).
// Returns the number of orders that would be ignored, or -1 if the game cannot be read.
int check_against_game(const CheckArgs& args, const map::Map& m, const orders::OrderParser& parser,
                       const std::string& text, orders::ParseResult& parsed, report::Lang lang) {
  state::GameDir game(args.game_dir);
  const game::CurrentPosition position = game::current_position(game, m);
  const std::string& season = position.season;
  const bool neutral = names_neutral(args.player);
  std::string side = neutral ? adj::season::neutral_side : side_named(game, args.player);
  if (side.empty() && !neutral) {
    const std::vector<state::SideKeys> keys = game.side_keys();
    const state::SideKeys* near = state::nearest_side(keys, args.player);
    std::cerr << fmt::format(
        "diadoques check: error: '{}' is not a side, diadoque, player or email of this game{}\n",
        args.player, near ? "; nearest: " + state::describe(*near) : "");
    return -1;
  }
  if (!neutral) apply_gm_annotations(args, game, season, side, parser, text, parsed, lang);
  const game::OrdersCheck checked =
      game::check_orders_in_game(m, position, side, parsed.orders, args.orders_file);
  if (lang == report::Lang::fr) {
    std::cout << fmt::format("{} ({}), {}{}\n", game.config().name, season,
                             neutral ? report::say(lang, Msg::heading_neutrals) : side,
                             report::colon(lang));
    for (std::size_t i = 0; i < checked.checks.size(); ++i) {
      const std::optional<Message> cond =
          i < checked.conditions.size() ? checked.conditions[i] : std::nullopt;
      std::cout << "  "
                << report::words(lang,
                                 Message{Msg::mail_order_line,
                                         {arg::Number{parsed.orders[i].pos.line},
                                          arg::Words{orders::to_text(parsed.orders[i], m)},
                                          arg::Sub{{verdict_message(checked.checks[i], cond)}}}})
                << '\n';
    }
    // An ignored order's error is its verdict already, on its own line (as in the
    // acknowledgement): the remarks are the warnings and notes.
    for (const auto& d : adj::season::diagnostics_of(checked.checks))
      if (d.severity != Severity::error) std::cout << remark(d, lang) << '\n';
    if (checked.winter_budget) std::cout << report::words(lang, *checked.winter_budget) << '\n';
    return checked.ignored;
  }
  std::cout << fmt::format("Against {} ({}), orders of {}:\n", game.config().name, season,
                           neutral ? std::string("the neutral units (G12.1)") : side);
  for (std::size_t i = 0; i < checked.checks.size(); ++i) {
    const auto& o = parsed.orders[i];
    const auto& c = checked.checks[i];
    std::string verdict = "accepted";
    if (c.verdict == adj::season::Verdict::ignored) {
      verdict = "IGNORED: " + adj::in_english(c.reason);
    } else if (c.verdict == adj::season::Verdict::not_adjudicated) {
      verdict = "not yet adjudicated by this version: " + adj::in_english(c.reason);
    } else if (i < checked.conditions.size() && checked.conditions[i]) {
      verdict = adj::in_english(*checked.conditions[i]);  // "conditional: if the corruption..."
    }
    std::cout << "  line " << o.pos.line << ": " << orders::to_text(o, m) << "  -> " << verdict
              << '\n';
  }
  for (const auto& d : adj::season::diagnostics_of(checked.checks)) std::cout << format(d) << '\n';
  if (checked.winter_budget) std::cout << adj::in_english(*checked.winter_budget) << '\n';
  return checked.ignored;
}

// Why a file gave no order, from what its lines were read as, in the answer's language.
std::string why_no_order(const orders::ParseResult& r, report::Lang lang) {
  std::vector<Message> parts;
  if (r.rejected() > 0)
    parts.push_back({Msg::check_no_order_rejected, {arg::Number{r.rejected()}}});
  if (r.remarks() > 0)
    parts.push_back(
        {Msg::check_no_order_prose,
         {arg::Number{r.remarks()}, arg::Number{static_cast<int>(r.suspect_lines.size())}}});
  if (r.header.player || r.header.season) parts.push_back({Msg::check_no_order_header, {}});
  if (parts.empty()) parts.push_back({Msg::check_no_order_quoted, {}});
  return report::words(lang, parts);
}

int run_check(const CheckArgs& args) {
  const std::optional<report::Lang> language = answer_language(args);
  if (!language) {
    std::cerr << "diadoques check: --lang takes fr or en, not '" << args.lang << "'\n";
    return 2;
  }
  const report::Lang lang = *language;
  // Only whether it is there: opening a named pipe would wait for a writer; what it is and
  // whether it reads are read_orders_file's to say (exit 1).
  std::error_code missing;
  if (!std::filesystem::exists(std::filesystem::symlink_status(args.orders_file, missing))) {
    std::cerr << "diadoques check: cannot read " << args.orders_file << '\n';
    return 2;
  }

  // The map: --map (a file or a name), else the game's own map.
  std::optional<std::string> map_file;
  if (!args.map_file.empty()) {
    map_file = data_file_arg(state::DataKind::map, args.map_file, "check");
  } else if (!args.game_dir.empty()) {
    try {
      map_file = state::GameDir(args.game_dir).map_path().string();
    } catch (const std::exception& e) {
      std::cerr << e.what() << '\n';
    }
  } else {
    std::cerr << "diadoques check: --map or --game is needed (the map the orders are read on)\n";
    return 2;
  }
  if (!map_file) return 1;
  auto loaded = map::load_map_file(*map_file);
  if (!loaded.map) {
    for (const auto& d : loaded.diagnostics) std::cerr << format(d) << '\n';
    std::cerr << "diadoques check: the map " << *map_file << " could not be loaded\n";
    return 1;
  }
  const map::Map& m = *loaded.map;

  // The file is read as `adjudicate` reads it (orders_file.hpp): same decoding, same parse.
  orders::OrderParser parser(m, orders::orders_file_options(m));
  orders::OrdersFile file;
  try {
    file = orders::read_orders_file(args.orders_file, args.orders_file, parser);
  } catch (const orders::OrdersFileError& e) {
    std::cerr << e.what() << '\n';
    return 1;
  }
  orders::ParseResult& result = file.parsed;

  std::cout << orders::to_text(result.header);
  for (const auto& o : result.orders) {
    if (lang == report::Lang::fr)
      std::cout << "  "
                << report::words(
                       lang, Message{Msg::mail_order_line_unchecked,
                                     {arg::Number{o.pos.line}, arg::Words{orders::to_text(o, m)}}})
                << '\n';
    else
      std::cout << "  line " << o.pos.line << ": " << orders::to_text(o, m) << '\n';
  }
  for (const auto& d : result.diagnostics) std::cout << remark(d, lang) << '\n';

  int illegal = 0;
  if (!args.game_dir.empty() || !args.player.empty()) {
    if (args.game_dir.empty() || args.player.empty()) {
      std::cerr << "diadoques check: --game and --player go together\n";
      return 2;
    }
    try {
      illegal = check_against_game(args, m, parser, file.text, result, lang);
    } catch (const std::exception& e) {
      std::cerr << e.what() << '\n';
      return 1;
    }
    if (illegal < 0) return 1;
  }
  if (lang == report::Lang::fr) {
    // The counts as the acknowledgement gives them; an empty file's refusal as below, worded.
    std::cout << report::words(lang,
                               Message{Msg::mail_summary,
                                       {arg::Number{static_cast<int>(result.orders.size())},
                                        arg::Number{result.rejected()}, arg::Number{illegal}}})
              << '\n';
    // A file with no order is refused below, in the same words as in English.
    if (!(result.orders.empty() && !trim(file.text).empty()))
      return result.rejected() == 0 && illegal == 0 ? 0 : 1;
  } else {
    std::cout << result.orders.size() << " order(s) understood, " << result.rejected()
              << " line(s) ignored";
    if (result.remarks() > 0) std::cout << ", " << result.remarks() << " line(s) of prose skipped";
    if (!result.suspect_lines.empty())
      std::cout << " (" << result.suspect_lines.size()
                << " of them look like orders: see the warnings)";
    if (!args.game_dir.empty())
      std::cout << ", " << illegal << " order(s) illegal in this position";
    std::cout << '\n';
  }
  // A file with something in it but no order understood would make every unit hold (R9a.gen.7):
  // never what its author meant, so it is refused, with the reason.
  if (result.orders.empty() && !trim(file.text).empty()) {
    std::cout << report::words(lang, Message{Msg::check_no_order,
                                             {arg::Words{args.orders_file},
                                              arg::Words{why_no_order(result, lang)}}})
              << '\n';
    return 1;
  }
  // Prose (greetings, a signature) is not an error: only orders that would be ignored count.
  return result.rejected() == 0 && illegal == 0 ? 0 : 1;
}

}  // namespace

void add_check_command(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand("check", "Check an orders file before sending it");
  static CheckArgs args;
  cmd->add_option("orders", args.orders_file, "orders file (an email body is fine)")->required();
  cmd->add_option("--map", args.map_file,
                  "map file, or the name of an installed map (default with --game: the game's)");
  cmd->add_option("--game", args.game_dir,
                  "game directory: also check legality against its current position");
  cmd->add_option("--player", args.player,
                  "the side whose orders these are (with --game); 'neutral' for the GM's "
                  "neutral orders file");
  cmd->add_option("--lang", args.lang,
                  "language of the answer, fr or en (default: the game's with --game, else en)");
  cmd->callback([&ctx] { ctx.exit_code = run_check(args); });
}

}  // namespace dia::cli
