#include "game/players_file.hpp"

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include <ostream>
#include <stdexcept>

#include "common/yaml_value.hpp"
#include "orders/names.hpp"
#include "state/durable.hpp"
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
  auto where = [&](const yaml::Value& v) {
    return fmt::format("{}:{}:{}", path, v.at.line, v.at.column);
  };
  const yaml::Value doc = yaml::document(root);
  const yaml::Value assignment = yaml::field(doc, "assignment");
  auto method = yaml::read_or<std::string>(doc, "assignment", "preference", path);
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
                    where(assignment), method));
  }
  // A diadoque by his French name, the side's id, or any name a side is read by in orders
  // (English, Latin or Greek name, a close misspelling: N2), with a warning for a misspelling.
  auto side_id = [&](const yaml::Value& n) {
    auto name = yaml::read_as<std::string>(n, path);
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
  for (const yaml::Value& n : yaml::items(yaml::field(doc, "players"))) {
    adj::PlayerEntry p;
    if (!yaml::field(n, "name").present())
      throw std::runtime_error(fmt::format("{}: error: a player needs a name", where(n)));
    p.name = yaml::read_as<std::string>(yaml::field(n, "name"), path);
    p.email = yaml::read_or<std::string>(n, "email", "", path);
    if (const yaml::Value more = yaml::field(n, "emails"); more.present())  // copied into game.yaml
      out.emails[p.name] = more.node.IsScalar()
                               ? std::vector<std::string>{yaml::read_as<std::string>(more, path)}
                               : yaml::read_as<std::vector<std::string>>(more, path);
    for (const yaml::Value& d : yaml::items(yaml::field(n, "preference")))
      p.preference.push_back(side_id(d));
    if (const yaml::Value d = yaml::field(n, "diadoque"); d.present()) p.fixed_side = side_id(d);
    if (const yaml::Value lang = yaml::field(n, "language"); lang.present()) {
      const auto code = yaml::read_as<std::string>(lang, path);  // his private notes' language
      if (!state::is_report_language(code))
        throw std::runtime_error(
            fmt::format("{}: error: language '{}': expected fr or en", where(lang), code));
      out.language[p.name] = code;
    }
    out.players.push_back(p);
  }
  return out;
}

}  // namespace dia::game
