#include "report/season_outputs.hpp"

#include <fmt/format.h>

#include "report/private_report.hpp"
#include "report/public_report.hpp"
#include "report/svg_state.hpp"

namespace dia::report {

ReportFiles season_reports(const adj::SeasonResult& result,
                           const std::vector<adj::SideOrders>& orders,
                           const state::GameState& before, const ReportInfo& info, Lang lang) {
  ReportFiles files;
  PublicView view = public_view(result, info, orders);
  files.emplace_back("public.txt", public_text(view, lang));
  files.emplace_back("public.md", public_markdown(view, lang));
  files.emplace_back("public.json", public_json(view));
  if (info.map) {
    const std::string title = fmt::format("{} — {}", info.game, info.season_name(lang));
    files.emplace_back("map.svg",
                       info.picture
                           ? svg_state(*info.map, *info.picture, result.next, title, lang, &view)
                           : svg_state(*info.map, result.next, title, lang, &view));
  }
  for (const auto& s : info.sides) {
    files.emplace_back(
        "private/" + s.id + ".txt",
        private_notes(result, info, s.id, s.language.value_or(lang), orders, &before));
  }
  files.emplace_back("gm-log.txt", gm_log(result, orders, before, info, lang));
  return files;
}

}  // namespace dia::report
