#include "report/report_info.hpp"

#include <fmt/format.h>

#include "report/catalogue.hpp"

namespace dia::report {

std::string ReportInfo::side_name(const std::string& id, Lang lang) const {
  if (id.empty()) return say(lang, Msg::side_neutral);
  for (const auto& s : sides) {
    if (s.id == id) return s.name;
  }
  return id;
}

std::string ReportInfo::space_name(const std::string& code) const {
  if (!map) return code;
  auto id = map->find_space(code);
  if (!id) return code;
  const map::Space& s = map->space(*id);
  if (s.is_citadel() || s.name.empty() || s.name == s.code) return s.code;
  return fmt::format("{} ({})", s.code, s.name);
}

std::string ReportInfo::season_name(Lang lang) const {
  return state::display(season, lang == Lang::fr);
}

ReportInfo make_report_info(const state::GameState& before, const map::Map* map, std::string game) {
  ReportInfo info;
  info.game = std::move(game);
  info.season = before.season;
  info.map = map;
  for (const auto& s : before.sides) {
    SideInfo side{s.id, s.id, s.player};
    if (const auto* c = before.character(s.diadoque)) side.name = c->name;
    info.sides.push_back(std::move(side));
  }
  return info;
}

}  // namespace dia::report
