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
    files.emplace_back(
        "map.svg",
        svg_state(*info.map, result.next, fmt::format("{} — {}", info.game, info.season_name(lang)),
                  lang, &view));
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
