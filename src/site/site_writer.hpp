#pragma once
// `diadoques club site <dir> <out>`: the club's static results site (docs/club.md "The results
// site"). Every file is made in memory first, from public files only (site_model.hpp); then only
// the files whose content changed are written, into a new copy of the site that replaces the old
// one whole (state/whole_dir.hpp: all or none, even when killed halfway), so a regenerated site
// keeps the dates of the pages that did not change and a failure leaves the site as it was.
#include <filesystem>
#include <iosfwd>
#include <map>
#include <string>
#include <vector>

#include "site/site_model.hpp"

namespace dia::site {

// Every file of the site by its path under the site's root, in a stable order.
std::map<std::string, std::string> site_files(const SiteModel& model);

struct SiteTally {
  std::vector<std::string> written;  // paths under the site's root, in order
  int unchanged = 0;
};

// Writes the files whose content differs from what `out` holds (or that it lacks). The caller
// holds the lock beside `out` (cli::run_locked_beside).
SiteTally write_site(const std::map<std::string, std::string>& files,
                     const std::filesystem::path& out);

// Reads the club in `dir`, writes its site into `out` and prints the summary on `log`
// ("12 file(s) written, 3 unchanged in out/"), each written file first when `list`. Throws
// std::runtime_error naming the file on a missing club.yaml or an unreadable public.json, before
// anything is written.
SiteTally make_site(const std::filesystem::path& dir, const std::filesystem::path& out, bool list,
                    std::ostream& log);

}  // namespace dia::site
