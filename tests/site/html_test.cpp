// The site's HTML helpers (src/site/html.hpp): escaping in text and attributes, and links made
// relative from one page of the site to another file of it.
#include <doctest/doctest.h>

#include "site/html.hpp"

using namespace dia;

TEST_CASE("site html: markup, ampersands and quotes are shown as text") {
  CHECK(site::escape("<b>Bob</b> & \"x\" 'y'") ==
        "&lt;b&gt;Bob&lt;/b&gt; &amp; &quot;x&quot; &#39;y&#39;");
  CHECK(site::escape("Zoé — été -319") == "Zoé — été -319");
  CHECK(site::escape("&amp;") == "&amp;amp;");
}

TEST_CASE("site html: links are relative to the page they are on") {
  CHECK(site::href("index.html", "fr/index.html") == "fr/index.html");
  CHECK(site::href("fr/index.html", "en/index.html") == "../en/index.html");
  CHECK(site::href("fr/index.html", "fr/g1/index.html") == "g1/index.html");
  CHECK(site::href("fr/g1/index.html", "fr/g1/001-spring-319.html") == "001-spring-319.html");
  CHECK(site::href("fr/g1/index.html", "maps/g1/001-spring-319.svg") ==
        "../../maps/g1/001-spring-319.svg");
  CHECK(site::href("fr/g1/index.html", "fr/g10/index.html") == "../g10/index.html");
  CHECK(site::href("fr/g1/x.html", "style.css") == "../../style.css");
}

TEST_CASE("site html: a folder name with spaces, accents or markup still links, escaped") {
  CHECK(site::url_path("fr/été 2027/index.html") == "fr/%C3%A9t%C3%A9%202027/index.html");
  CHECK(site::url_path("a#b?c%d") == "a%23b%3Fc%25d");
  CHECK(site::link("fr/index.html", "fr/<g>/index.html", "<i>G</i> & co") ==
        "<a href=\"%3Cg%3E/index.html\">&lt;i&gt;G&lt;/i&gt; &amp; co</a>");
}
