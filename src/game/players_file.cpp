#include "game/players_file.hpp"

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include <ostream>
#include <stdexcept>

#include "orders/names.hpp"
#include "state/file_transaction.hpp"
#include "state/game_dir.hpp"

namespace dia::game {

PlayersFile read_players(const std::string& path, const state::Scenario& sc,
                         std::ostream& warnings) {
  PlayersFile out;
  YAML::Node root;
  try {
    root = YAML::Load(state::read_file(path));
  } catch (const YAML::Exception& e) {
    throw std::runtime_error(
        fmt::format("{}:{}:{}: {}", path, e.mark.line + 1, e.mark.column + 1, e.msg));
  }
  auto where = [&](const YAML::Node& n) {
    return fmt::format("{}:{}:{}", path, n.Mark().line + 1, n.Mark().column + 1);
  };
  auto method = root["assignment"] ? root["assignment"].as<std::string>() : "preference";
  if (method == "preference")
    out.method = adj::AssignmentMethod::preference;
  else if (method == "random")
    out.method = adj::AssignmentMethod::random;
  else if (method == "fixed")
    out.method = adj::AssignmentMethod::fixed;
  else {
    throw std::runtime_error(
        fmt::format("{}: error: assignment '{}' is not preference, random or "
                    "fixed (R2.method.1)",
                    where(root["assignment"]), method));
  }
  // A diadoque by his French name, the side's id, or any name a side is read by in orders
  // (English, Latin or Greek name, a close misspelling: N2), with a warning for a misspelling.
  auto side_id = [&](const YAML::Node& n) {
    auto name = n.as<std::string>();
    const state::ScenarioSide* s = sc.side_by_diadoque(name);
    std::string note;
    if (!s) {
      const std::string diadoque = orders::diadoque_named(name, &note);
      if (!diadoque.empty()) s = sc.side_by_diadoque(diadoque);
      if (s && !note.empty()) warnings << fmt::format("{}: warning: {}\n", where(n), note);
    }
    if (!s) {
      throw std::runtime_error(fmt::format("{}: error: '{}' is not a diadoque of this scenario{}",
                                           where(n), name, note.empty() ? "" : " (" + note + ")"));
    }
    return s->id;
  };
  for (const auto& n : root["players"]) {
    adj::PlayerEntry p;
    if (!n["name"])
      throw std::runtime_error(fmt::format("{}: error: a player needs a name", where(n)));
    p.name = n["name"].as<std::string>();
    if (n["email"]) p.email = n["email"].as<std::string>();
    if (const YAML::Node more = n["emails"])  // further addresses, copied into game.yaml
      out.emails[p.name] = more.IsScalar() ? std::vector<std::string>{more.as<std::string>()}
                                           : more.as<std::vector<std::string>>();
    for (const auto& d : n["preference"]) p.preference.push_back(side_id(d));
    if (n["diadoque"]) p.fixed_side = side_id(n["diadoque"]);
    if (const YAML::Node lang = n["language"]) {  // the language of his private notes
      if (!state::is_report_language(lang.as<std::string>()))
        throw std::runtime_error(fmt::format("{}: error: language '{}': expected fr or en",
                                             where(lang), lang.as<std::string>()));
      out.language[p.name] = lang.as<std::string>();
    }
    out.players.push_back(p);
  }
  return out;
}

}  // namespace dia::game
