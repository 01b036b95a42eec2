#include "mail/replace_player.hpp"

#include <fmt/format.h>
#include <algorithm>
#include <ostream>
#include <stdexcept>

#include "common/text.hpp"
#include "game/orders_check.hpp"
#include "mail/addresses.hpp"
#include "mail/welcome.hpp"
#include "map/map_cache.hpp"
#include "report/season_name.hpp"
#include "state/deadline_record.hpp"
#include "state/durable.hpp"
#include "state/game_dir.hpp"
#include "state/game_write.hpp"
#include "state/side_keys.hpp"

namespace dia::mail {
namespace {

// The side `wanted` names, by id or diadoque, accents and case aside; throws naming the nearest.
std::string side_named(const std::vector<state::SideKeys>& keys, const std::string& wanted,
                       const std::string& file) {
  const std::string folded = fold_name(wanted);
  std::vector<std::string> names;
  for (const state::SideKeys& k : keys) {
    if (fold_name(k.id) == folded || (!k.diadoque.empty() && fold_name(k.diadoque) == folded))
      return k.id;
    names.push_back(fold_name(k.id));
  }
  const std::string near =
      nearest_word(folded, std::vector<std::string_view>(names.begin(), names.end()));
  throw std::runtime_error(
      fmt::format("{}: error: the game has no side '{}'{}", file, wanted,
                  near.empty() ? std::string() : fmt::format("; did you mean '{}'?", near)));
}

}  // namespace

int replace_player(const ReplaceRequest& request, state::Instant now, std::ostream& out,
                   std::ostream& err) {
  try {
    const state::GameDir dir(request.dir);
    const std::string file = (dir.root() / "game.yaml").string();
    dir.check_season_sequence();
    const auto ids = dir.season_ids();
    if (ids.empty()) throw std::runtime_error(fmt::format("{} has no season yet", request.dir));
    state::GameConfig config = dir.config();
    const std::string side = side_named(dir.side_keys(), request.side, file);
    const std::string name(trim(request.name));
    if (name.empty()) throw std::runtime_error("error: --name: the new player's name is empty");
    if (!request.email.empty() && !parse_address(request.email))
      throw std::runtime_error(
          fmt::format("error: --email: '{}' is not a mail address", request.email));
    auto player = std::find_if(config.players.begin(), config.players.end(),
                               [&](const state::GamePlayer& p) { return p.side == side; });
    if (player == config.players.end())
      throw std::runtime_error(fmt::format("{}: error: no player plays {}", file, side));
    for (const state::GamePlayer& p : config.players)
      if (fold_name(p.name) == fold_name(name) ||
          (!request.email.empty() && same_address(p.email, request.email)))
        throw std::runtime_error(
            fmt::format("{}: error: {} already plays {} in this game", file, p.name, p.side));
    const map::SharedLoad loaded = map::load_shared_map_file(dir.map_path().string());
    if (!loaded.map) throw std::runtime_error(dir.map_path().string() + ": error: unreadable map");
    const game::CurrentPosition position = game::current_position(dir, *loaded.map);
    if (position.state.victory)
      throw std::runtime_error("error: the game is over: no side is taken over any more");
    const state::Side* s = position.state.side(side);
    if (s != nullptr && s->eliminated)
      throw std::runtime_error(fmt::format("error: {} is eliminated", side));
    const std::string before = player->name;
    player->name = name;
    player->email = request.email;
    player->emails.clear();    // the previous player's own addresses
    player->password.clear();  // and his password are not the new player's
    if (!request.language.empty()) player->language = request.language;
    config.replacements.push_back({position.season, side, before, name});
    state::GameWrite tx(dir.root(), "replace " + position.season);
    // game.yaml is the GM's file: only its players: and replacements: blocks are rewritten,
    // his comments, his judge: and mail: settings are kept as he wrote them.
    const std::string text =
        state::with_block(state::with_block(state::read_file(dir.root() / "game.yaml"), "players",
                                            state::players_yaml(config.players)),
                          "replacements", state::replacements_yaml(config.replacements));
    const state::GameConfig reread = state::game_config_from_yaml(text, file);
    if (reread.players.size() != config.players.size() ||
        reread.replacements.size() != config.replacements.size())
      throw std::runtime_error(file + ": error: its players could not be rewritten in place");
    tx.write(dir.root() / "game.yaml", text);
    std::string mailed;
    if (!request.email.empty()) {
      const PreparedMail welcome = welcome_mail(dir, config, *loaded.map, position.state, now);
      tx.write(welcome.path, welcome.bytes);
      mailed = fmt::format("; welcome mail in {}", welcome.path.string());
    }
    tx.commit();
    out << fmt::format("{} replaces {} as {} from {}{}\n", name, before, side,
                       report::season_name(position.season, report::Lang::en), mailed);
    return 0;
  } catch (const std::exception& e) {
    const std::string what = e.what();
    err << "diadoques replace: " << (what.find("error:") == std::string::npos ? "error: " : "")
        << what << '\n';
    return 1;
  }
}

}  // namespace dia::mail
