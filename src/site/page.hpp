#pragma once
// The frame every page of the site shares: the document head (language, charset, viewport,
// the style sheet), the club's name, the navigation (the standings, the same page in the club's
// other languages) and the footer. Pages differ only by their title and their main content.
#include <string>
#include <vector>

#include "common/message.hpp"
#include "report/lang.hpp"

namespace dia::site {

// Where a page of `lang` lives: "<lang>/<rest>" ("fr/g1/index.html").
std::string page_path(report::Lang lang, const std::string& rest);
// The standings page of `lang`.
std::string standings_path(report::Lang lang);

struct Page {
  std::string path;  // the file, relative to the site's root: every link is made from it
  report::Lang lang = report::Lang::fr;
  // The same page in each language is "<lang>/<rest>": the language links point there.
  std::string rest;
  std::string club;   // the club's name, above every page
  std::string title;  // the <title> and the <h1>, as text (escaped here)
  std::string main;   // the content under the <h1>, HTML already escaped
};

// The whole HTML document; `langs` are the club's languages, in its order.
// A table's column heading in the page's language; `number` aligns the column right.
std::string column_heading(report::Lang lang, Msg id, bool number = false);

std::string render_page(const Page& page, const std::vector<report::Lang>& langs);

}  // namespace dia::site
