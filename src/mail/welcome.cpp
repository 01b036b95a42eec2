#include "mail/welcome.hpp"

#include <fmt/format.h>
#include <algorithm>
#include <stdexcept>

#include "adjudicator/season/pieces.hpp"
#include "mail/acknowledgement.hpp"
#include "mail/game_mail.hpp"
#include "mail/inbox.hpp"
#include "mail/out_mail.hpp"
#include "report/catalogue.hpp"
#include "report/order_sheet.hpp"
#include "report/public_report.hpp"
#include "report/public_view.hpp"
#include "report/season_name.hpp"
#include "state/durable.hpp"

namespace dia::mail {
namespace fs = std::filesystem;

PreparedMail welcome_mail(const state::GameDir& game, const state::GameConfig& config,
                          const map::Map& map, const state::GameState& position,
                          state::Instant now) {
  if (config.replacements.empty()) throw std::logic_error("welcome_mail: no replacement");
  const state::PlayerChange& change = config.replacements.back();
  const auto player =
      std::find_if(config.players.begin(), config.players.end(),
                   [&](const state::GamePlayer& p) { return p.side == change.side; });
  if (player == config.players.end()) throw std::logic_error("welcome_mail: no such side");
  const report::Lang lang = language_of(config, *player);
  auto say = [lang](Msg id, std::vector<Arg> args = {}) {
    return report::words(lang, Message{id, std::move(args)});
  };
  const std::string when = report::season_name(change.season, lang);
  const std::string diadoque = adj::season::side_name(position, change.side);
  OutMail out = game_mail(config, {player->name, player->email}, change.season,
                          fmt::format("welcome.{}.{}", change.season, change.side), now);
  out.subject = say(Msg::mail_subject_welcome, {arg::Words{config.name}, arg::Words{when}});
  out.body = say(Msg::mail_greeting, {arg::Words{player->name}}) + "\n\n";
  out.body +=
      say(Msg::mail_welcome, {arg::Side{diadoque}, arg::Words{change.before}, arg::Words{when}}) +
      "\n";
  if (const auto d = config.deadlines.find(change.season); d != config.deadlines.end())
    out.body += deadline_line(lang, d->second, now) + "\n";
  out.body += "\n" + say(Msg::mail_welcome_sheet) + "\n\n" +
              report::order_sheet(map, position, change.side, lang) + "\n";
  // The last season played, as everyone read it, and its map.
  const std::string last = game.last_adjudicated();
  if (!last.empty()) {
    const fs::path results = game.results_dir(last);
    const fs::path json = results / "public.json";
    const std::string text =
        fs::exists(json)
            ? report::public_text(
                  report::public_view_from_json(state::read_file(json), json.string()), lang)
            : state::read_file(results / "public.txt");
    out.body += say(Msg::mail_welcome_results, {arg::Words{report::season_name(last, lang)}}) +
                "\n\n" + text + "\n";
    if (fs::exists(results / "map.svg"))
      out.attachments.push_back(
          {"map.svg", "image/svg+xml", state::read_file(results / "map.svg")});
  }
  out.body += signature(lang, config.name);
  return {mail_dir(game) / "outbox" / fmt::format("{}-welcome-{}.eml", change.season, change.side),
          compose(out)};
}

}  // namespace dia::mail
