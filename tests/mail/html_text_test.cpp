// html_to_text on the HTML mail clients write.
#include <doctest/doctest.h>

#include "mail/html_text.hpp"

using dia::mail::html_to_text;

TEST_CASE("Outlook's paragraphs, <o:p> and &nbsp; give clean lines") {
  const std::string html =
      "<html xmlns:o=\"urn:schemas-microsoft-com:office:office\">\n"
      "<head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=iso-8859-1\">\n"
      "<style><!-- p.MsoNormal {margin:0cm; font-size:11.0pt;} --></style>\n"
      "<!--[if gte mso 9]><xml><o:shapedefaults v:ext=\"edit\" spidmax=\"1026\" /></xml>"
      "<![endif]--></head>\n"
      "<body lang=\"FR\" link=\"#0563C1\">\n<div class=\"WordSection1\">\n"
      "<p class=\"MsoNormal\">Bonjour,<o:p></o:p></p>\n"
      "<p class=\"MsoNormal\"><o:p>&nbsp;</o:p></p>\n"
      "<p class=\"MsoNormal\"><span style=\"font-family:Calibri\">A&nbsp;Babylone -\n"
      "Suse</span><o:p></o:p></p>\n"
      "<p class=\"MsoNormal\">F Mer &Eacute;g&eacute;e &ndash; Rhodes&nbsp;&nbsp;<o:p></o:p></p>\n"
      "</div></body></html>\n";
  CHECK(html_to_text(html) == "Bonjour,\n\nA Babylone - Suse\nF Mer Égée – Rhodes\n");
}

TEST_CASE("a blockquote's lines are quoted with \"> \", nested ones twice") {
  const std::string html =
      "<div>Mes ordres :</div><div>A Suse tient</div>\n"
      "<div class=\"gmail_quote\"><div>Le jeu. 26 nov., l'arbitre a écrit :</div>"
      "<blockquote class=\"gmail_quote\" style=\"margin:0 0 0 .8ex\">"
      "<div>Vos ordres :<br>A Babylone - Suse</div>"
      "<blockquote>plus ancien</blockquote>"
      "</blockquote></div>";
  CHECK(html_to_text(html) ==
        "Mes ordres :\nA Suse tient\nLe jeu. 26 nov., l'arbitre a écrit :\n"
        "> Vos ordres :\n> A Babylone - Suse\n> > plus ancien\n");
}

TEST_CASE("script, style and head are dropped; entities are decoded") {
  CHECK(html_to_text("<html><head><title>Ordres</title><script>var x = 1;</script></head>"
                     "<body><style>div{}</style><p>A &lt;Suse&gt; &amp; F&#233;e &#x2014; ok"
                     "</p><script>alert('x')</script></body></html>") == "A <Suse> & Fée — ok\n");
}

TEST_CASE("line breaks: <br>, <p>, <div>, <li>, table rows, headings") {
  CHECK(html_to_text("<h1>Été -319</h1><ul><li>A Babylone - Suse</li><li>A Suse tient</li></ul>"
                     "<table><tr><td>F</td><td>Mer Égée</td></tr><tr><td>A</td><td>Rhodes"
                     "</td></tr></table>un<br>deux<br/>trois") ==
        "Été -319\nA Babylone - Suse\nA Suse tient\nF Mer Égée\nA Rhodes\nun\ndeux\ntrois\n");
}

TEST_CASE("runs of blank lines become one, and none starts or ends the text") {
  CHECK(html_to_text("<div><br></div><div>un</div><div><br></div><div><br></div><div><br>"
                     "</div><div>deux</div><div><br></div><br><br>") == "un\n\ndeux\n");
}

TEST_CASE("white space is collapsed outside <pre> and kept inside it") {
  CHECK(html_to_text("<p>  A   Babylone\n\t-  Suse   </p><pre>A  Suse\n  tient</pre>") ==
        "A Babylone - Suse\nA  Suse\n  tient\n");
}

TEST_CASE("broken HTML is read as a browser would, and no HTML is no text") {
  CHECK(html_to_text("<p>A Babylone - Suse<p>A Suse <b>tient<div>fin") ==
        "A Babylone - Suse\nA Suse tient\nfin\n");
  CHECK(html_to_text("").empty());
  CHECK(html_to_text("<html><head><style>x{}</style></head></html>").empty());
}

TEST_CASE("a <meta> charset does not make the UTF-8 text be converted again") {
  CHECK(html_to_text("<html><head><meta charset=\"iso-8859-1\"></head>"
                     "<body>Th\xC3\xA8"
                     "bes</body></html>") == "Thèbes\n");
}
