#include "site/html.hpp"

#include <fmt/format.h>

#include "report/svg_map.hpp"

namespace dia::site {

std::string escape(std::string_view text) {
  // The SVG writer's escaping, and `'` too: an attribute may be quoted either way.
  std::string out;
  for (char c : report::xml(text)) {
    if (c == '\'') {
      out += "&#39;";
    } else {
      out += c;
    }
  }
  return out;
}

std::string url_path(std::string_view path) {
  std::string out;
  for (char c : path) {
    const auto u = static_cast<unsigned char>(c);
    const bool kept = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') ||
                      c == '-' || c == '.' || c == '_' || c == '~' || c == '/';
    out += kept ? std::string(1, c) : fmt::format("%{:02X}", u);
  }
  return out;
}

namespace {

// The folders of a path relative to the root: "fr/g1/index.html" → "fr/g1/".
std::string_view folder_of(std::string_view path) {
  const auto slash = path.rfind('/');
  return slash == std::string_view::npos ? std::string_view{} : path.substr(0, slash + 1);
}

}  // namespace

std::string href(std::string_view from, std::string_view to) {
  std::string_view here = folder_of(from);
  // Drop the folders both paths share, then climb out of the rest of `from`'s.
  std::size_t common = 0;
  for (std::size_t k = 0; k < here.size() && k < to.size() && here[k] == to[k]; ++k) {
    if (here[k] == '/') common = k + 1;
  }
  std::string out;
  for (std::size_t k = common; k < here.size(); ++k) {
    if (here[k] == '/') out += "../";
  }
  out += to.substr(common);
  return escape(url_path(out));
}

std::string link(std::string_view from, std::string_view to, std::string_view text) {
  return fmt::format("<a href=\"{}\">{}</a>", href(from, to), escape(text));
}

}  // namespace dia::site
