#include "site/site_writer.hpp"

#include <ostream>

#include <fmt/format.h>

#include "site/game_page.hpp"
#include "site/page.hpp"
#include "site/season_page.hpp"
#include "site/site_paths.hpp"
#include "site/standings_page.hpp"
#include "site/style.hpp"
#include "state/durable.hpp"
#include "state/whole_dir.hpp"

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
  // A run killed halfway left its new site beside the old one: removed (state/whole_dir.hpp).
  state::recover_whole_dir(state::whole_dir_path(out));
  SiteTally tally;
  std::vector<const std::pair<const std::string, std::string>*> changed;
  for (const auto& file : files) {
    if (holds(out / file.first, file.second)) {
      ++tally.unchanged;
      continue;
    }
    changed.push_back(&file);
    tally.written.push_back(file.first);
  }
  if (changed.empty()) return tally;  // nothing to write: not even a new folder
  // The new site starts as the old one, so the pages that did not change keep their dates (and
  // any file the GM put there stays); it replaces it whole, by one exchange of names.
  state::WholeDir site(out, state::WholeDir::Start::copy_of_old);
  for (const auto* file : changed) site.write(file->first, file->second);
  site.publish();
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
