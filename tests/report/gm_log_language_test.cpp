// Issue 30: every line of a French game's GM log is French. The die rolls' purposes, the
// decisions, the orders' notes and the warnings about an orders file's bytes are data that the
// catalogue words in the log's language; an English game's log says the same in English. Here the
// whole chain runs: the real reader decodes the files (UTF-16, control characters), the season
// is adjudicated (an event drawn, a capture rolled, an assassination, an order ignored) and the
// GM log is written as the `adjudicate` command writes it.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "orders/orders_file.hpp"
#include "report/season_outputs.hpp"
#include "season/fixture.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

bool contains(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

// `text` (ASCII) as UTF-16, low byte first, without a byte order mark (Notepad's "Unicode").
std::string utf16(const std::string& text) {
  std::string out;
  for (char c : text) {
    out += c;
    out += '\0';
  }
  return out;
}

// A side's orders file as `adjudicate` reads it: decoded from its bytes, then parsed.
adj::SideOrders read_file(const std::string& side, const std::string& bytes) {
  const map::Map& m = test::diadoques_map();
  orders::OrderParser parser(m, orders::orders_file_options(m));
  orders::OrdersFile f = orders::read_orders_bytes(bytes, side + ".txt", parser);
  adj::SideOrders so;
  so.side = side;
  so.file = side + ".txt";
  so.text = f.text;
  so.parsed = std::move(f.parsed);
  return so;
}

struct Season {
  state::GameState before;
  std::vector<adj::SideOrders> orders;
  adj::SeasonResult result;
};

// Summer -319 (an event is drawn): Cassandre's army carries Philippe III and Eurydice, has her
// assassinated and marches on Eumène, alone in THE (a capture roll); its fleet order names an
// empty sea. Cassandre's mail came as UTF-16 with a one-line quote; Lysimaque's holds an escape
// character.
Season play() {
  Season s;
  s.before = test::later();
  test::place(s.before, UnitType::A, "cassandre", "MAC", "philippe-iii", "001-spring-319");
  s.before.character("eurydice")->space = "MAC";
  s.before.units.back().attached.push_back("eurydice");
  s.before.character("eumene")->space = "THE";
  test::place(s.before, UnitType::A, "lysimaque", "THR");
  s.orders = {read_file("cassandre", utf16("Bonjour,\n"
                                           "> vos ordres ?\n"
                                           "Assassiner Eurydice\n"
                                           "A MAC THE\n"
                                           "F EGE CHE\n")),
              read_file("lysimaque", "A THR X\x1b\n")};
  s.result = adj::adjudicate_season(test::diadoques_map(), s.before, s.orders);
  return s;
}

std::string gm_log(const Season& s, report::Lang lang) {
  const report::ReportInfo info =
      report::make_report_info(s.before, &test::diadoques_map(), "Les Diadoques");
  for (const auto& [path, content] :
       report::season_reports(s.result, s.orders, s.before, info, lang))
    if (path == "gm-log.txt") return content;
  FAIL("no gm-log.txt");
  return {};
}

// Sentences only the tool writes in English: none may reach a French log.
const std::vector<std::string> english_markers{
    " ignored",    "ignored:",   "note:",    "warning:",     "error:",      "assassinates",
    "event:",      "capture of", "line ",    "decoded",      "removed",     "quoted text",
    "carried out", "rolls ",     "siege of", "not captured", "UTF-16 text", "sub-roll"};

}  // namespace

TEST_CASE(
    "issue 30 R9c.kill.1 R6b.cap.2 a French GM log has no English sentence: the dice, the "
    "decisions, the orders and the files' warnings are worded in French") {
  const Season s = play();
  REQUIRE(s.result.rolls.size() >= 2);  // the event's 2d6 and Eumène's capture roll
  const std::string log = gm_log(s, report::Lang::fr);
  for (const std::string& marker : english_markers) {
    INFO("marker: '" << marker << "'\n" << log);
    CHECK_FALSE(contains(log, marker));
  }
  // Each die's purpose in French, its clause kept.
  INFO(log);
  CHECK(contains(log, "capture d'Eumène, seul avec A THE en THE (R6b.cap.2 : 1-4) → "));
  CHECK(contains(log, "2d6 événement : table I → "));
  // The decisions.
  CHECK(contains(log, "cassandre fait assassiner Eurydice (R9c.kill.1)\n"));
  CHECK(contains(log, "cassandre : ligne 5 : « F EGE CHE » ignoré : aucune unité en EGE\n"));
  // The files' warnings, under each file.
  CHECK(contains(log,
                 "  cassandre.txt:1:1: avertissement : le fichier est du texte UTF-16 (octet "
                 "de poids faible en premier, sans indicateur d'ordre des octets) : décodé"));
  CHECK(contains(log,
                 "  lysimaque.txt:1:8: avertissement : caractères de contrôle invisibles "
                 "(U+001B ici, 1 en tout) retirés"));
}

TEST_CASE("issue 30 the GM log shows each reading diagnostic once, under its orders file") {
  const std::string log = gm_log(play(), report::Lang::fr);
  const std::string remark = "cassandre.txt:1:1: note : pas un ordre, lu comme une remarque";
  const auto first = log.find(remark);
  REQUIRE(first != std::string::npos);
  CHECK(log.find(remark, first + 1) == std::string::npos);
}

TEST_CASE("issue 30 an ignored order's note says 'ignoré' once, and a one-line quote '(ligne N)'") {
  const std::string log = gm_log(play(), report::Lang::fr);
  CHECK(contains(log, "cassandre l.5 [public] F EGE CHE : ignoré — aucune unité en EGE\n"));
  CHECK_FALSE(contains(log, "ignoré — ignoré"));
  CHECK(contains(log, "cassandre.txt:2:1: note : texte cité (ligne 2) : non lu"));
  CHECK_FALSE(contains(log, "(lignes 2 à 2)"));
}

TEST_CASE("issue 30 R9c.kill.1 R6b.cap.2 an English game's GM log says the same in English") {
  const std::string log = gm_log(play(), report::Lang::en);
  CHECK(contains(log, "capture of Eumène alone with A THE in THE (R6b.cap.2: 1-4) → "));
  CHECK(contains(log, "2d6 event: Table I → "));
  CHECK(contains(log, "cassandre assassinates Eurydice (R9c.kill.1)\n"));
  CHECK(contains(log, "cassandre: line 5: 'F EGE CHE' ignored: no unit in EGE\n"));
  CHECK(contains(log,
                 "cassandre.txt:1:1: warning: the file is UTF-16 text (little-endian, "
                 "without a byte order mark): decoded"));
  CHECK(contains(log, "cassandre l.5 [public] F EGE CHE: ignored — no unit in EGE\n"));
}
