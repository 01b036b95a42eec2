#pragma once
// HTML text for the results site: every name, order and sentence a page shows is escaped here,
// in text as in attributes, so a player called `<b>Bob</b>` is shown as written, never as markup.
#include <string>
#include <string_view>

namespace dia::site {

// `&`, `<`, `>`, `"` and `'` as character references: safe in text and in quoted attributes.
std::string escape(std::string_view text);

// A path of the site percent-encoded for an href or src: letters, digits and `-._~/` kept, every
// other byte (spaces, accents, `#`, `?`, `%`) as %XX, so a game folder named `été 2027` links.
std::string url_path(std::string_view path);

// The link from the page at `from` to the file at `to`, both relative to the site's root
// ("fr/g1/index.html" to "maps/g1/001-spring-319.svg" is "../../maps/g1/001-spring-319.svg"),
// percent-encoded and escaped, ready for an href or src.
std::string href(std::string_view from, std::string_view to);

// `<a href="…">text</a>`, `text` escaped.
std::string link(std::string_view from, std::string_view to, std::string_view text);

}  // namespace dia::site
