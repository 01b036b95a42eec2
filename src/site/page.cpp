#include "site/page.hpp"

#include <fmt/format.h>

#include "report/catalogue.hpp"
#include "site/html.hpp"
#include "site/site_paths.hpp"

namespace dia::site {

std::string page_path(report::Lang lang, const std::string& rest) {
  return std::string(report::code(lang)) + "/" + rest;
}

std::string standings_path(report::Lang lang) {
  return page_path(lang, "index.html");
}

namespace {

// The languages of the page: each named in itself ("English", "Français"), the page's own
// shown as the current one rather than linked.
std::string language_links(const Page& page, const std::vector<report::Lang>& langs) {
  if (langs.size() < 2) return "";
  std::string out = "<ul class=\"languages\">";
  for (auto lang : langs) {
    const std::string name = report::say(lang, Msg::site_language_name);
    const std::string target = page_path(lang, page.rest);
    if (target == page.path) {
      out +=
          fmt::format("<li><strong lang=\"{}\">{}</strong></li>", report::code(lang), escape(name));
    } else {
      out += fmt::format("<li><a href=\"{}\" hreflang=\"{}\" lang=\"{}\">{}</a></li>",
                         href(page.path, target), report::code(lang), report::code(lang),
                         escape(name));
    }
  }
  return out + "</ul>";
}

std::string alternates(const Page& page, const std::vector<report::Lang>& langs) {
  std::string out;
  for (auto lang : langs) {
    const std::string target = page_path(lang, page.rest);
    if (target == page.path) continue;
    out += fmt::format("<link rel=\"alternate\" hreflang=\"{}\" href=\"{}\">\n", report::code(lang),
                       href(page.path, target));
  }
  return out;
}

}  // namespace

std::string column_heading(report::Lang lang, Msg id, bool number) {
  return fmt::format("<th scope=\"col\"{}>{}</th>", number ? " class=\"n\"" : "",
                     escape(report::say(lang, id)));
}

std::string render_page(const Page& page, const std::vector<report::Lang>& langs) {
  const report::Lang lang = page.lang;
  std::string out;
  out += fmt::format("<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n", report::code(lang));
  out += "<meta charset=\"utf-8\">\n";
  out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  out += fmt::format("<title>{} — {}</title>\n", escape(page.title), escape(page.club));
  out += fmt::format("<link rel=\"stylesheet\" href=\"{}\">\n", href(page.path, style_path));
  // No icon to fetch: a browser would otherwise ask for /favicon.ico, which the site has not.
  out += "<link rel=\"icon\" href=\"data:,\">\n";
  out += alternates(page, langs);
  out += "</head>\n<body>\n<header>\n";
  out += fmt::format("<p class=\"club\">{}</p>\n", escape(page.club));
  out += fmt::format("<nav><a href=\"{}\">{}</a>{}</nav>\n", href(page.path, standings_path(lang)),
                     escape(report::say(lang, Msg::site_home)), language_links(page, langs));
  out += "</header>\n<main>\n";
  out += fmt::format("<h1>{}</h1>\n", escape(page.title));
  out += page.main;
  out += "</main>\n<footer>\n";
  out += fmt::format("<p>{}</p>\n", escape(report::say(lang, Msg::site_made_by)));
  out += "</footer>\n</body>\n</html>\n";
  return out;
}

}  // namespace dia::site
