#include "site/site_writer.hpp"

#include <ostream>

#include <fmt/format.h>

#include "site/game_page.hpp"
#include "site/page.hpp"
#include "site/season_page.hpp"
#include "site/site_paths.hpp"
#include "site/standings_page.hpp"
#include "site/style.hpp"
#include "state/file_transaction.hpp"

namespace dia::site {
namespace fs = std::filesystem;

std::map<std::string, std::string> site_files(const SiteModel& model) {
  std::map<std::string, std::string> files;
  auto add = [&](const Page& page) { files[page.path] = render_page(page, model.langs); };
  files[style_path] = std::string(style_sheet());
  // The root shows the first language's standings, so the site's address alone shows them.
  add(standings_page(model, model.langs.front(), "index.html"));
  for (auto lang : model.langs) {
    add(standings_page(model, lang, standings_path(lang)));
    for (const auto& game : model.games) {
      add(game_page(model, game, lang));
      for (std::size_t k = 0; k < game.seasons.size(); ++k) add(season_page(model, game, k, lang));
    }
  }
  for (const auto& game : model.games) {
    for (const auto& season : game.seasons) {
      if (!season.map_svg.empty()) files[map_path(game.result.game, season.id)] = season.map_svg;
    }
  }
  return files;
}

namespace {

bool holds(const fs::path& file, const std::string& content) {
  std::error_code ec;
  if (!fs::is_regular_file(file, ec) || fs::file_size(file, ec) != content.size()) return false;
  return state::read_file(file) == content;
}

}  // namespace

SiteTally write_site(const std::map<std::string, std::string>& files, const fs::path& out) {
  SiteTally tally;
  state::FileTransaction transaction;
  for (const auto& [path, content] : files) {
    const fs::path file = out / path;
    if (holds(file, content)) {
      ++tally.unchanged;
      continue;
    }
    transaction.write(file, content);
    tally.written.push_back(path);
  }
  transaction.commit();
  return tally;
}

SiteTally make_site(const fs::path& dir, const fs::path& out, bool list, std::ostream& log) {
  const SiteModel model = read_site(dir);
  const SiteTally tally = write_site(site_files(model), out);
  if (list) {
    for (const auto& path : tally.written) log << "written: " << path << '\n';
  }
  log << fmt::format("{} page(s) written, {} unchanged in {}\n", tally.written.size(),
                     tally.unchanged, out.string());
  return tally;
}

}  // namespace dia::site
