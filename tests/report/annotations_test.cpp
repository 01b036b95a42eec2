// The GM's annotations file (report/annotations): parsing, applying to the parsed orders,
// logging and the public note (R9a.gen.6).
#include <doctest/doctest.h>

#include "common/text.hpp"
#include "report/annotations.hpp"
#include "season/fixture.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

std::string side_of(const std::string& name) {
  const std::string f = fold_name(name);
  for (const char* id : {"seleucos", "cassandre", "ptolemee"})
    if (f == id) return id;
  return f == "elodie" ? "seleucos" : "";
}

const orders::OrderParser& parser() {
  static const orders::OrderParser p(test::diadoques_map());
  return p;
}

// Applies `annotations` to seleucos's `text`; returns the message of the error, "" if none.
std::string apply(const std::string& annotations, const std::string& text,
                  std::vector<adj::SideOrders>& orders,
                  std::vector<report::AppliedAnnotation>* applied = nullptr) {
  orders = {test::orders_for("seleucos", text)};
  try {
    auto a = report::apply_annotations(report::parse_annotations(annotations, "annotations.txt"),
                                       orders, parser(), side_of);
    if (applied) *applied = a;
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

const orders::Move* move_of(const adj::SideOrders& so, int line) {
  for (const orders::Order& o : so.parsed.orders)
    if (o.pos.line == line) return orders::get_if<orders::Move>(&o.body);
  return nullptr;
}

}  // namespace

TEST_CASE("R9a.gen.6 annotations file: four fields and French or English decisions") {
  const report::AnnotationsFile f = report::parse_annotations(
      "// the GM's readings\n"
      "\n"
      "seleucos | 3 | a mes xyz | read A MES DAM\n"
      "# another comment\n"
      "Élodie|4|A SUS A1 Suse|ignorer   withdrawn by a later email\n"
      "ptolemee | 2 | A EGY pha | choisir PHE\n",
      "annotations.txt");
  REQUIRE(f.items.size() == 3);
  CHECK(f.items[0].kind == report::AnnotationKind::read);
  CHECK(f.items[0].side == "seleucos");
  CHECK(f.items[0].line == 3);
  CHECK(f.items[0].written == "a mes xyz");
  CHECK(f.items[0].value == "A MES DAM");
  CHECK(f.items[0].pos.line == 3);
  CHECK(f.items[0].value_pos.column == 33);
  CHECK(f.items[1].kind == report::AnnotationKind::ignore);
  CHECK(f.items[1].value == "withdrawn by a later email");
  CHECK(f.items[2].kind == report::AnnotationKind::choose);
  CHECK(f.items[2].value == "PHE");
}

TEST_CASE("R9a.gen.6 a malformed annotation is an error at its line and column") {
  auto error = [](const std::string& text) {
    try {
      report::parse_annotations(text, "annotations.txt");
    } catch (const std::runtime_error& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  CHECK(error("seleucos | 3 | a mes xyz\n").rfind("annotations.txt:1:", 0) == 0);
  CHECK(error("\nseleucos | three | a mes xyz | read A MES DAM\n")
            .rfind("annotations.txt:2:12: error: 'three' is not a line number", 0) == 0);
  CHECK(error("seleucos | 3 | a mes xyz | replace A MES DAM\n")
            .rfind("annotations.txt:1:28: error: unknown decision 'replace'", 0) == 0);
  CHECK(error("seleucos | 3 | a mes xyz | read\n").find("needs the order") != std::string::npos);
  CHECK(error("seleucos | 3 |  | read A MES DAM\n").find("missing the line as written") !=
        std::string::npos);
}

TEST_CASE("R9a.gen.6 read: the GM's reading replaces the order and the text as written stays") {
  std::vector<adj::SideOrders> o;
  std::vector<report::AppliedAnnotation> applied;
  CHECK(apply("seleucos | 2 | a mes xyz | read A MES DAM\n", "// orders\na mes xyz\n", o,
              &applied) == "");
  REQUIRE(o[0].parsed.orders.size() == 1);
  const orders::Move* m = move_of(o[0], 2);
  REQUIRE(m != nullptr);
  CHECK(m->to.written == "DAM");
  CHECK(o[0].parsed.orders[0].text == "a mes xyz");
  CHECK(o[0].parsed.diagnostics.empty());
  CHECK(o[0].parsed.ignored == 0);
  REQUIRE(applied.size() == 1);
  CHECK(applied[0].reading == "A MES DAM");
}

TEST_CASE("R9a.gen.6 a stale annotation is refused: the orders file changed since") {
  std::vector<adj::SideOrders> o;
  const std::string e =
      apply("seleucos | 2 | a mes xyz | read A MES DAM\n", "a mes dam\na mes syr\n", o);
  CHECK(e.rfind("annotations.txt:1:16: error: stale annotation: line 2 of seleucos.txt reads "
                "'a mes syr', not 'a mes xyz'",
                0) == 0);
  // Case and spacing are not changes.
  CHECK(apply("seleucos | 1 | A  MES   XYZ | read A MES DAM\n", "a mes xyz\n", o) == "");
}

TEST_CASE("R9a.gen.6 an unknown side or a line that is not an order is refused") {
  std::vector<adj::SideOrders> o;
  CHECK(apply("nobody | 1 | a mes xyz | ignore\n", "a mes xyz\n", o)
            .rfind("annotations.txt:1:1: error: unknown side 'nobody'", 0) == 0);
  CHECK(apply("cassandre | 1 | a mes xyz | ignore\n", "a mes xyz\n", o)
            .find("cassandre sent no orders") != std::string::npos);
  CHECK(apply("seleucos | 1 | // orders | ignore\n", "// orders\na mes xyz\n", o)
            .find("line 1 of seleucos.txt is not an order") != std::string::npos);
  CHECK(apply("seleucos | 9 | a mes xyz | ignore\n", "a mes xyz\n", o)
            .find("seleucos.txt has 1 lines, not 9") != std::string::npos);
  CHECK(apply("seleucos | 1 | a mes xyz | read A MES XYZ\n", "a mes xyz\n", o)
            .rfind("annotations.txt:1:39: error: the GM's reading is not a valid order", 0) == 0);
}

TEST_CASE("R9a.gen.6 ignore: the GM drops an order that the parser understood") {
  std::vector<adj::SideOrders> o;
  CHECK(apply("Élodie | 1 | A MES DAM | ignore sent by mistake\n", "A MES DAM\nA SUS X\n", o) ==
        "");
  REQUIRE(o[0].parsed.orders.size() == 1);
  CHECK(o[0].parsed.orders[0].pos.line == 2);
  CHECK(o[0].parsed.ignored == 1);
  REQUIRE(o[0].parsed.diagnostics.size() == 1);
  CHECK(o[0].parsed.diagnostics[0].pos.line == 1);
  CHECK(o[0].parsed.diagnostics[0].message.find("R9a.gen.6") != std::string::npos);
}

TEST_CASE("R9a.gen.6 choose: an ambiguous name is read as one of its candidates") {
  std::vector<adj::SideOrders> o;
  std::vector<report::AppliedAnnotation> applied;
  REQUIRE(o.empty());
  CHECK(apply("seleucos | 1 | A MES pha | choose PHE\n", "A MES pha\n", o, &applied) == "");
  const orders::Move* m = move_of(o[0], 1);
  REQUIRE(m != nullptr);
  CHECK(test::diadoques_map().space(m->to.space).code == "PHE");
  CHECK(applied[0].reading == "A MES PHE");
  CHECK(applied[0].detail.find("among") != std::string::npos);
  // Not a candidate: refused with the candidates.
  const std::string e = apply("seleucos | 1 | A MES pha | choose SYR\n", "A MES pha\n", o);
  CHECK(e.find("'SYR' is not one of the candidates for 'pha'") != std::string::npos);
  CHECK(e.find("PHE (Phénicie)") != std::string::npos);
  // Nothing to choose on a line that reads.
  CHECK(apply("seleucos | 1 | A MES DAM | choose PHE\n", "A MES DAM\n", o)
            .find("no ambiguous or unknown name") != std::string::npos);
}

TEST_CASE("R9a.gen.6 choose replaces the unsettled name where the parser found it") {
  // The parser says where the name is (ParseResult::unresolved), in bytes of the line as
  // written: accents before it do not shift the replacement.
  std::vector<adj::SideOrders> o;
  std::vector<report::AppliedAnnotation> applied;
  CHECK(apply("seleucos | 1 | A* Séleucos MES pha | choose Phénicie\n", "A* Séleucos MES pha\n", o,
              &applied) == "");
  const orders::Move* m = move_of(o[0], 1);
  REQUIRE(m != nullptr);
  CHECK(test::diadoques_map().space(m->to.space).code == "PHE");
  CHECK(applied[0].reading == "A* Séleucos MES Phénicie");
}

TEST_CASE("R9a.gen.6 the override is logged and the public line shows the GM's reading") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "seleucos", "MES");
  test::place(g, UnitType::A, "seleucos", "SUS");
  std::vector<adj::SideOrders> o;
  std::vector<report::AppliedAnnotation> applied;
  REQUIRE(apply("seleucos | 1 | a mes xyz | read A MES DAM\nseleucos | 2 | A SUS MES | ignore\n",
                "a mes xyz\nA SUS MES\n", o, &applied) == "");
  adj::SeasonResult r = adj::adjudicate_season(test::diadoques_map(), g, o);
  report::record_annotations(r, applied);
  REQUIRE(r.gm_log.size() >= 2);
  CHECK(report::pick(r.gm_log[0], report::Lang::en) ==
        "R9a.gen.6: GM annotation: seleucos line 1 'a mes xyz' read as 'A MES DAM'");
  CHECK(report::pick(r.gm_log[1], report::Lang::en) ==
        "R9a.gen.6: GM annotation: seleucos line 2 'A SUS MES' ignored");
  CHECK(report::pick(r.gm_log[0], report::Lang::fr) ==
        "R9a.gen.6 : annotation de l'arbitre : seleucos ligne 1 "
        "« a mes xyz » lue comme « A MES DAM »");
  const adj::OrderReport& read = test::report_for(r, "a mes xyz");
  CHECK(read.status == adj::OrderStatus::succeeded);
  CHECK(test::fr(read.note) == "lu par l'arbitre (R9a.gen.6)");
  CHECK(test::en(read.note) == "read by the GM (R9a.gen.6)");
  const adj::OrderReport& dropped = test::report_for(r, "A SUS MES");
  CHECK(dropped.status == adj::OrderStatus::ignored);
  CHECK(test::en(dropped.note) == "ignored by the GM (R9a.gen.6)");
  CHECK(test::unit_in(r.next, "DAM") != nullptr);
  CHECK(test::unit_in(r.next, "SUS") != nullptr);
}

TEST_CASE("R9a.gen.6 read: the GM reads as an order a line the parser skipped as prose") {
  std::vector<adj::SideOrders> o;
  std::vector<report::AppliedAnnotation> applied;
  const std::string text = "Bonjour,\nje propose la mise à mort de Philippe\nA MES DAM\n";
  CHECK(apply("seleucos | 2 | je propose la mise à mort de Philippe | read Assassiner Philippe\n",
              text, o, &applied) == "");
  REQUIRE(applied.size() == 1);
  const orders::ParseResult& p = o[0].parsed;
  REQUIRE(p.orders.size() == 2);
  CHECK(p.orders[0].pos.line == 2);
  CHECK(orders::get_if<orders::Assassinate>(&p.orders[0].body) != nullptr);
  CHECK(p.orders[0].text == "je propose la mise à mort de Philippe");
  CHECK(p.remark_lines == std::vector<int>{1});
  CHECK(p.suspect_lines.empty());
  CHECK(p.ignored == 1);
  // A plain remark can be ignored explicitly too; it then counts as an ignored line.
  CHECK(apply("seleucos | 1 | Bonjour, | ignore\n", text, o) == "");
  CHECK(o[0].parsed.remark_lines == std::vector<int>{2});
  CHECK(o[0].parsed.rejected() == 1);
}
