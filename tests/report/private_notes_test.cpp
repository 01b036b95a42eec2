// A player's private notes list the lines of their email that were not read as orders: the lines
// rejected as errors, and apart from them the lines skipped as remarks (greetings, a signature),
// so that the player can check that nothing meant as an order was dropped (R9a.gen.6). Neither
// kind is ever published. Here the whole chain runs: the real parser reads the email, the season
// is adjudicated and every report file of the season is written as the `adjudicate` command does.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "report/season_outputs.hpp"
#include "season/fixture.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

// Seleucos's email: a greeting (l.1), two orders (l.3, l.5), a word between them that is
// neither an order nor prose (l.4, an error), thanks and a signature after the last order.
const char* const seleucos_mail =
    "Bonjour à tous,\n"
    "\n"
    "A MES X\n"
    "Zorglub\n"
    "A SUS X\n"
    "\n"
    "Amitiés,\n"
    "Bertrand\n";

struct Season {
  state::GameState before;
  std::vector<adj::SideOrders> orders;
  adj::SeasonResult result;
};

Season play() {
  Season s;
  s.before = test::later();
  test::place(s.before, UnitType::A, "seleucos", "MES");
  test::place(s.before, UnitType::A, "seleucos", "SUS");
  test::place(s.before, UnitType::A, "ptolemee", "EGY");
  s.orders = {test::orders_for("seleucos", seleucos_mail),
              test::orders_for("ptolemee", "A EGY X\n")};
  s.result = adj::adjudicate_season(test::diadoques_map(), s.before, s.orders);
  return s;
}

report::ReportFiles reports(const Season& s, report::Lang lang) {
  const report::ReportInfo info =
      report::make_report_info(s.before, &test::diadoques_map(), "Les Diadoques");
  return report::season_reports(s.result, s.orders, s.before, info, lang);
}

const std::string& file(const report::ReportFiles& files, const std::string& name) {
  for (const auto& [path, content] : files)
    if (path == name) return content;
  FAIL("no report file " << name);
  static const std::string none;
  return none;
}

bool contains(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

// The lines of `text` from the line `heading` up to the next blank line.
std::string section(const std::string& text, const std::string& heading) {
  const std::size_t at = text.find("\n" + heading + "\n");
  if (at == std::string::npos) return "";
  const std::size_t begin = at + 1;
  const std::size_t end = text.find("\n\n", begin);
  return text.substr(begin, end == std::string::npos ? std::string::npos : end + 1 - begin);
}

const std::string remarks_fr = "Lignes lues comme des remarques (non publiées)";
const std::string remarks_en = "Lines read as remarks, not orders (not published)";
const std::string errors_fr = "Lignes non lues comme des ordres (non publiées)";
const std::string errors_en = "Lines not read as orders (not published)";

}  // namespace

TEST_CASE("R9a.gen.6 private notes list the greeting and the signature skipped as remarks") {
  const Season s = play();
  // The parser's reading this test relies on: three remarks and one error.
  REQUIRE(s.orders[0].parsed.orders.size() == 2);
  REQUIRE(s.orders[0].parsed.remark_lines == std::vector<int>{1, 7, 8});
  REQUIRE(s.orders[0].parsed.rejected() == 1);

  // French puts a space before the colon, English does not.
  auto listed = [](const std::string& heading, const std::string& colon) {
    return heading + "\n  l.1" + colon + " Bonjour à tous,\n  l.7" + colon + " Amitiés,\n  l.8" +
           colon + " Bertrand\n";
  };
  const std::string fr = file(reports(s, report::Lang::fr), "private/seleucos.txt");
  CHECK(section(fr, remarks_fr) == listed(remarks_fr, " :"));
  const std::string en = file(reports(s, report::Lang::en), "private/seleucos.txt");
  CHECK(section(en, remarks_en) == listed(remarks_en, ":"));
}

TEST_CASE("R9a.gen.6 private notes still list a line rejected as an error apart from the remarks") {
  const Season s = play();
  const std::string fr = file(reports(s, report::Lang::fr), "private/seleucos.txt");
  CHECK(section(fr, errors_fr) == errors_fr + "\n  l.4 : Zorglub\n");
  CHECK_FALSE(contains(section(fr, remarks_fr), "Zorglub"));
  // Errors first, then remarks, each heading once.
  CHECK(fr.find(errors_fr) < fr.find(remarks_fr));
  CHECK(fr.find(remarks_fr) == fr.rfind(remarks_fr));
  const std::string en = file(reports(s, report::Lang::en), "private/seleucos.txt");
  CHECK(section(en, errors_en) == errors_en + "\n  l.4: Zorglub\n");
  // The orders that were read are in neither list.
  CHECK_FALSE(contains(fr, "l.3 :"));
  CHECK_FALSE(contains(fr, "l.5 :"));
}

TEST_CASE("R9a.gen.6 lines skipped as remarks are not published nor shown to another side") {
  const Season s = play();
  for (report::Lang lang : {report::Lang::fr, report::Lang::en}) {
    CAPTURE(static_cast<int>(lang));
    const report::ReportFiles files = reports(s, lang);
    for (const auto& [path, content] : files) {
      CAPTURE(path);
      const bool seleucos_only = path == "private/seleucos.txt" || path == "gm-log.txt";
      for (const char* line : {"Bonjour à tous", "Amitiés", "Bertrand", "Zorglub"})
        CHECK(contains(content, line) == seleucos_only);
    }
    // Ptolemy sent no prose: neither section in his notes.
    const std::string& pto = file(files, "private/ptolemee.txt");
    CHECK_FALSE(contains(pto, lang == report::Lang::fr ? remarks_fr : remarks_en));
    CHECK_FALSE(contains(pto, lang == report::Lang::fr ? errors_fr : errors_en));
  }
}

TEST_CASE("R9a.gen.6 private notes point out a remark that looks like an order: not read") {
  Season s = play();
  s.orders[0] =
      test::orders_for("seleucos", "Bonjour,\nje propose la mise à mort de Philippe\nA MES X\n");
  s.result = adj::adjudicate_season(test::diadoques_map(), s.before, s.orders);
  REQUIRE(s.orders[0].parsed.suspect_lines == std::vector<int>{2});
  const std::string fr = file(reports(s, report::Lang::fr), "private/seleucos.txt");
  CHECK(section(fr, remarks_fr) == remarks_fr +
                                       "\n  l.1 : Bonjour,\n  l.2 : je propose la mise à mort de "
                                       "Philippe — ressemble à un ordre : NON LU, "
                                       "à réécrire comme un ordre\n");
  const std::string en = file(reports(s, report::Lang::en), "private/seleucos.txt");
  CHECK(contains(
      section(en, remarks_en),
      "l.2: je propose la mise à mort de Philippe — looks like an order: NOT READ, write it as an "
      "order\n"));
  // The GM log has the warning with its place.
  const std::string log = file(reports(s, report::Lang::en), "gm-log.txt");
  CHECK(contains(log, ":2:1: warning: looks like an order but is not read as one"));
}
