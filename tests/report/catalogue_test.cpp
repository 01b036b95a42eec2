// The message catalogue (report/catalogue.hpp): every sentence exists in both languages, and the
// French one agrees (elision of "de", feminine characters).
#include <doctest/doctest.h>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "orders/parse.hpp"
#include "orders/print.hpp"
#include "report/annotations.hpp"
#include "report/catalogue.hpp"
#include "report/private_report.hpp"
#include "report/public_report.hpp"
#include "season/fixture.hpp"

using namespace dia;
using namespace dia::report;
using dia::state::UnitType;

namespace {

// The argument indices a wording uses: `{0}`, `{de 1}`, `{e 0}` → {0, 1}.
std::set<int> arguments_used(std::string_view text) {
  std::set<int> used;
  for (std::size_t k = text.find('{'); k != std::string_view::npos; k = text.find('{', k + 1)) {
    const std::size_t close = text.find('}', k);
    REQUIRE(close != std::string_view::npos);
    std::string_view field = text.substr(k + 1, close - k - 1);
    if (const auto space = field.find(' '); space != std::string_view::npos)
      field = field.substr(space + 1);
    used.insert(std::stoi(std::string(field)));
  }
  return used;
}

}  // namespace

TEST_CASE("R9a.gen.8 the catalogue has every message in both languages") {
  REQUIRE(wordings(Lang::fr).size() == msg_count);
  REQUIRE(wordings(Lang::en).size() == msg_count);
  for (std::size_t i = 0; i < msg_count; ++i) {
    const Wording& fr = wordings(Lang::fr)[i];
    const Wording& en = wordings(Lang::en)[i];
    CAPTURE(i);
    CHECK(static_cast<std::size_t>(fr.id) == i);
    CHECK(static_cast<std::size_t>(en.id) == i);
    CHECK_FALSE(fr.text.empty());
    CHECK_FALSE(en.text.empty());
    // The same facts in both languages: each uses the same arguments, except the sentences that
    // carry one language's words each (a sentence read back from public.json; a reason
    // with no wording of its own, for which French gives the column).
    if (fr.id == Msg::worded || fr.id == Msg::order_unreadable_at) continue;
    CHECK(arguments_used(fr.text) == arguments_used(en.text));
  }
}

TEST_CASE("R9a.gen.8 a sentence is worded in one language, its arguments in place") {
  const Message m{Msg::citadel_falls, {arg::Place{"Suse"}, arg::Side{"Séleucos"}}};
  CHECK(words(Lang::fr, m) == "Suse tombe aux mains de Séleucos");
  CHECK(words(Lang::en, m) == "Suse falls to Séleucos");
  const Message pair{Msg::worded, {arg::Words{"réussi"}, arg::Words{"succeeds"}}};
  CHECK(words(Lang::fr, pair) == "réussi");
  CHECK(words(Lang::en, pair) == "succeeds");
  const Message nested{Msg::order_unreadable,
                       {arg::Sub{{Message{Msg::diag_unknown_place, {arg::Words{"lybie"}}}}}}};
  CHECK(words(Lang::fr, nested) == "ignoré : ordre illisible (lieu inconnu « lybie »)");
  CHECK(words(Lang::en, nested) == "ignored: unreadable order (unknown place 'lybie')");
}

TEST_CASE("R9a.gen.8 French elides de before a vowel or a mute h: aux mains d'Antigone") {
  CHECK(de("Antigone") == "d'Antigone");
  CHECK(de("Eumène") == "d'Eumène");
  CHECK(de("Halicarnasse") == "d'Halicarnasse");
  CHECK(de("Séleucos") == "de Séleucos");
  const Message m{Msg::citadel_falls, {arg::Place{"Sardes"}, arg::Side{"Antigone"}}};
  CHECK(words(Lang::fr, m) == "Sardes tombe aux mains d'Antigone");
}

TEST_CASE("R9a.gen.8 a season's name takes its French article: pour l'été, du printemps") {
  // "pour été -319", "de printemps -319 à hiver -318" read wrong: the article is elided before
  // été, automne and hiver, and joins "de" and "à" before printemps.
  const Message reminder{Msg::mail_reminder, {arg::Side{"Séleucos"}, arg::Words{"été -319"}}};
  CHECK(words(Lang::fr, reminder) ==
        "Les ordres de Séleucos pour l'été -319 ne sont pas encore "
        "arrivés.");
  CHECK(words(Lang::en, reminder) == "Séleucos's orders for été -319 have not arrived yet.");
  const Message spring{Msg::mail_reminder, {arg::Side{"Antigone"}, arg::Words{"printemps -318"}}};
  CHECK(words(Lang::fr, spring) ==
        "Les ordres d'Antigone pour le printemps -318 ne sont pas "
        "encore arrivés.");
  const Message seasons{Msg::history_seasons_many,
                        {arg::Number{8}, arg::Words{"printemps -319"}, arg::Words{"hiver -318"}}};
  CHECK(words(Lang::fr, seasons) == "8 saisons arbitrées, du printemps -319 à l'hiver -318");
  const Message intro{Msg::mail_results_intro, {arg::Words{"automne -319"}}};
  CHECK(words(Lang::fr, intro) == "Voici les résultats de l'automne -319.");
  const Message filed{Msg::mail_ack_filed,
                      {arg::Side{"Eumène"}, arg::Words{"hiver -319"}, arg::Words{"1er mars"}}};
  CHECK(words(Lang::fr, filed).find("les ordres d'Eumène pour l'hiver -319.") != std::string::npos);
}

TEST_CASE(
    "R9a.gen.8 R6b.cap.3 French agrees with the feminine characters: Cléopâtre est capturée") {
  for (std::string_view w : {"Cléopâtre", "Olympias", "Roxane", "Eurydice"}) CHECK(feminine(w));
  CHECK_FALSE(feminine("Philippe III"));
  const Message she{Msg::character_captured_by,
                    {arg::Character{"Cléopâtre"}, arg::Side{"Antigone"}}};
  CHECK(words(Lang::fr, she) == "Cléopâtre est capturée par Antigone");
  CHECK(words(Lang::en, she) == "Cléopâtre is captured by Antigone");
  const Message he{Msg::character_captured,
                   {arg::Character{"Alexandre IV"}, arg::Side{"Cassandre"}, arg::Place{"MAC"},
                    arg::Clause{"R6b.cap.2"}}};
  CHECK(words(Lang::fr, he) == "Alexandre IV est capturé par Cassandre en MAC (R6b.cap.2)");
  const Message freed{Msg::character_freed, {arg::Character{"Roxane"}}};
  CHECK(words(Lang::fr, freed) == "Roxane est libérée");
}

TEST_CASE("R9a.gen.8 R9a.siege.9 a citadel taken back by the neutrals names them") {
  const Message m{Msg::citadel_falls, {arg::Place{"Suse"}, arg::Side{""}}};
  CHECK(words(Lang::fr, m) == "Suse tombe aux mains des neutres");
  CHECK(words(Lang::en, m) == "Suse falls to neutral");
}

TEST_CASE("R9a.gen.8 R9a.siege.6 a siege round is a French ordinal, a number in English") {
  CHECK(words(Lang::fr, Message{Msg::siege_progresses, {arg::Number{1}}}) ==
        "le siège progresse (1er tour)");
  CHECK(words(Lang::fr, Message{Msg::siege_citadel_falls, {arg::Number{2}}}) ==
        "la citadelle tombe (2e tour)");
  CHECK(words(Lang::en, Message{Msg::siege_progresses, {arg::Number{1}}}) ==
        "siege progresses (round 1)");
}

// ---- One language per output (issue 13) ----

namespace {

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Sentences only the tool writes, never a player's own words in the example game's orders.
const std::vector<std::string> english_markers{"ignored:",
                                               " ignored",
                                               "note:",
                                               "warning:",
                                               "error:",
                                               "assassinates",
                                               "event:",
                                               "capture of",
                                               "carried out",
                                               "line ",
                                               "rolls ",
                                               "siege of",
                                               "opens ",
                                               "seizes",
                                               "unreadable",
                                               "bounced by",
                                               "is complete before",
                                               "did you mean",
                                               "is captured",
                                               "falls to",
                                               "siege progresses",
                                               "citadel falls",
                                               "no event",
                                               "cut by",
                                               "no convoy",
                                               "Public results",
                                               "What happened",
                                               "Control changes",
                                               "Sieges in progress",
                                               "Victory points",
                                               "neutral",
                                               "unexpected",
                                               "is not adjacent",
                                               " buys ",
                                               "succeeded",
                                               "— holds",
                                               "support given",
                                               "read as",
                                               "Orders files",
                                               "orders understood",
                                               "Events",
                                               "Treasuries",
                                               "PP ledger",
                                               "Control at the start",
                                               "history of the game",
                                               "Standings",
                                               "nothing else",
                                               "Position after",
                                               "Units (",
                                               "Characters (",
                                               "is not controlled",
                                               "not yet adjudicated",
                                               "fails",
                                               "Event of the season",
                                               "Your secret orders",
                                               "Treasury:"};
const std::vector<std::string> french_markers{"ignoré",
                                              "remarque :",
                                              "erreur :",
                                              "fait assassiner",
                                              "événement :",
                                              "ligne ",
                                              "siège de",
                                              "ouvre ",
                                              "illisible",
                                              "bloquée",
                                              "le siège",
                                              "tombe aux mains",
                                              "capturé",
                                              "pas d'événement",
                                              "Résultats",
                                              "Faits",
                                              "coupé",
                                              "neutre",
                                              "aucun",
                                              "inattendu",
                                              "achète",
                                              "n'est pas adjacent",
                                              "Changements de contrôle",
                                              "Sièges en cours",
                                              "réussi",
                                              "— tient",
                                              "soutien donné",
                                              "lu :",
                                              "Fichiers d'ordres",
                                              "ordres compris",
                                              "Événement",
                                              "Trésor",
                                              "registre PP",
                                              "Contrôle au début",
                                              "histoire de la partie",
                                              "Classement",
                                              "rien d'autre",
                                              "Position après",
                                              "Unités (",
                                              "Personnages (",
                                              "n'est pas contrôlé",
                                              "non encore arbitré",
                                              "échoue",
                                              "Vos ordres secrets",
                                              "Notes privées"};

// The markers of `markers` that `text` holds, with the line where each one is.
std::vector<std::string> found(const std::string& text, const std::vector<std::string>& markers) {
  std::vector<std::string> out;
  for (const std::string& m : markers)
    for (std::size_t at = text.find(m); at != std::string::npos; at = text.find(m, at + 1)) {
      if (at > 0 && text[at - 1] == '/') continue;  // a file name (orders/neutral.txt), not words
      const std::size_t begin = text.rfind('\n', at) + 1;
      out.push_back("'" + m + "' in: " + text.substr(begin, text.find('\n', at) - begin));
    }
  return out;
}

// Plays the example game in `lang` (examples/game-319 with `language:` set) into `work`; returns
// every output a reader gets: public results, private notes, GM logs, history.
std::vector<std::pair<std::string, std::string>> example_outputs(
    const std::string& lang, const std::filesystem::path& work) {
  namespace fs = std::filesystem;
  fs::remove_all(work);
  fs::create_directories(work);
  const fs::path example = work / "example";
  fs::copy(fs::path(DIA_SOURCE_DIR) / "examples/game-319", example, fs::copy_options::recursive);
  std::string yaml = slurp(example / "game.yaml");
  const std::size_t at = yaml.find("\nlanguage: fr\n");
  REQUIRE(at != std::string::npos);
  yaml.replace(at, 14, "\nlanguage: " + lang + "\n");
  std::ofstream(example / "game.yaml", std::ios::binary) << yaml;
  const std::string play = std::string("DIA_EXAMPLE='") + example.string() + "' '" +
                           DIA_SOURCE_DIR + "/tests/e2e/play-example.sh' '" + DIA_BINARY + "' '" +
                           (work / "play").string() + "' > /dev/null";
  REQUIRE(std::system(play.c_str()) == 0);
  const fs::path game = work / "play/game";
  const std::string history = std::string("'") + DIA_BINARY + "' history '" + game.string() +
                              "' --lang " + lang + " > '" + (work / "history.txt").string() + "'";
  REQUIRE(std::system(history.c_str()) == 0);
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& e : fs::recursive_directory_iterator(game / "seasons")) {
    if (!e.is_regular_file() || e.path().parent_path().filename() == "orders") continue;
    const std::string name = e.path().filename().string();
    std::string text = slurp(e.path());
    // The GM log whole (issue 30): its dice, decisions and diagnostics too.
    if (name == "gm-log.txt" || name == "public.txt" ||
        e.path().parent_path().filename() == "private")
      out.emplace_back(e.path().string(), std::move(text));
  }
  out.emplace_back("history", slurp(work / "history.txt"));
  return out;
}

}  // namespace

TEST_CASE(
    "R9a.gen.8 one language per output: the example game's results, notes, GM log and "
    "history in French hold no English sentence, and in English no French one") {
  const std::filesystem::path work =
      std::filesystem::temp_directory_path() / ("dia-one-language-" + std::to_string(::getpid()));
  for (const auto& [lang, markers] : {std::pair{std::string("fr"), english_markers},
                                      std::pair{std::string("en"), french_markers}}) {
    CAPTURE(lang);
    const auto outputs = example_outputs(lang, work / lang);
    // 3 seasons: 3 public results, 3 GM logs, 18 private notes; and the history.
    CHECK(outputs.size() >= 25);
    for (const auto& [file, text] : outputs) {
      CAPTURE(file);
      CHECK(!text.empty());
      for (const std::string& wrong : found(text, markers)) FAIL_CHECK(wrong);
    }
  }
  std::filesystem::remove_all(work);
}

// ---- The small items of issue 13 ----

namespace {

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

report::ReportInfo info_of(const state::GameState& before) {
  return report::make_report_info(before, &test::diadoques_map(), "Les Diadoques");
}

}  // namespace

TEST_CASE("R9a.gen.6 an order the GM reads shows his reading once, beside it") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "seleucos", "MES");
  std::vector<adj::SideOrders> o{test::orders_for("seleucos", "a mes xyz\n")};
  const orders::OrderParser parser(test::diadoques_map());
  const auto applied = report::apply_annotations(
      report::parse_annotations("seleucos | 1 | a mes xyz | read A MES DAM\n", "annotations.txt"),
      o, parser, [](const std::string&) { return std::string("seleucos"); });
  adj::SeasonResult r = adj::adjudicate_season(test::diadoques_map(), g, o);
  report::record_annotations(r, applied);
  const report::PublicView view = report::public_view(r, info_of(g), o);
  const std::string fr = report::public_text(view, Lang::fr);
  const std::string en = report::public_text(view, Lang::en);
  CHECK(fr.find("a mes xyz (lu : A MES DAM) — lu par l'arbitre (R9a.gen.6)") != std::string::npos);
  CHECK(en.find("a mes xyz (read as A MES DAM) — read by the GM (R9a.gen.6)") != std::string::npos);
  CHECK(occurrences(fr, "A MES DAM") == 1);
  CHECK(occurrences(en, "A MES DAM") == 1);
}

TEST_CASE("R9a.gen.8 an English reading spells the English keywords of N1 and N3") {
  const orders::OrderParser parser(test::diadoques_map());
  auto english = [&](const std::string& line) {
    const orders::ParseResult r = parser.parse_line(line, 1);
    REQUIRE(r.orders.size() == 1);
    const std::string out =
        orders::to_text(r.orders.front(), test::diadoques_map(), orders::Keywords::english);
    // The English reading reads back as the same order.
    const orders::ParseResult again = parser.parse_line(out, 1);
    REQUIRE(again.orders.size() == 1);
    CHECK(orders::to_text(again.orders.front(), test::diadoques_map()) ==
          orders::to_text(r.orders.front(), test::diadoques_map()));
    return out;
  };
  CHECK(english("f mor a1 alexandrie") == "F MOR Siege 1 Alexandrie");
  CHECK(english("f mor ravitaille alexandrie") == "F MOR Supply Alexandrie");
  CHECK(english("a phe soutient a syr cil") == "A PHE S A SYR CIL");
  CHECK(english("a mac x re thr, x") == "A MAC X Retreat THR, X");
  CHECK(english("construire a pella") == "Build A Pella");
  CHECK(english("pas de saisie delphes") == "No seize Delphes");
  CHECK(english("vote ptolemee contre") == "Vote Ptolémée against");
  // In the results: the French reading in French, the English one in English.
  state::GameState g = test::later();
  test::place(g, UnitType::A, "seleucos", "MES");
  test::place(g, UnitType::A, "seleucos", "SUS");
  std::vector<adj::SideOrders> o{test::orders_for("seleucos", "a mes x\na sus s a mes\n")};
  const adj::SeasonResult r = adj::adjudicate_season(test::diadoques_map(), g, o);
  const report::PublicView view = report::public_view(r, info_of(g), o);
  CHECK(report::public_text(view, Lang::fr).find("a sus s a mes (lu : A SUS S A MES)") !=
        std::string::npos);
  CHECK(report::public_text(view, Lang::en).find("a sus s a mes (read as A SUS S A MES)") !=
        std::string::npos);
  // A reading is shown only for an order written otherwise than the referee writes it.
  std::vector<adj::SideOrders> exact{test::orders_for("seleucos", "A MES X\n")};
  const adj::SeasonResult same = adj::adjudicate_season(test::diadoques_map(), g, exact);
  CHECK(
      report::public_text(report::public_view(same, info_of(g), exact), Lang::en).find("read as") ==
      std::string::npos);
}

TEST_CASE(
    "R9b.val.4 a secret order in the private notes has its reading and outcome as a public "
    "one has") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "seleucos", "MES");
  std::vector<adj::SideOrders> o{test::orders_for("seleucos", "a mes x\n")};
  adj::SeasonResult r = adj::adjudicate_season(test::diadoques_map(), g, o);
  REQUIRE(r.orders.size() == 1);
  // The layout of a secret order (a succeeded one, as a gold gift or a validated corruption
  // will be once adjudicated): the reading, then the success word of its kind.
  r.orders.front().visibility = adj::Visibility::side_only;
  const std::string fr = report::private_notes(r, info_of(g), "seleucos", Lang::fr, o);
  const std::string en = report::private_notes(r, info_of(g), "seleucos", Lang::en, o);
  CHECK(fr.find("  a mes x (lu : A MES X) — tient\n") != std::string::npos);
  CHECK(en.find("  a mes x (read as A MES X) — holds\n") != std::string::npos);
}

TEST_CASE(
    "R9a.gen.5 French agrees with the character an order names: Olympias n'est pas "
    "contrôlée par ce camp") {
  const Message she{Msg::illegal_character_not_controlled, {arg::Character{"Olympias"}}};
  const Message he{Msg::illegal_character_not_controlled, {arg::Character{"Philippe III"}}};
  CHECK(words(Lang::fr, she) == "Olympias n'est pas contrôlée par ce camp");
  CHECK(words(Lang::fr, he) == "Philippe III n'est pas contrôlé par ce camp");
  CHECK(words(Lang::en, she) == "Olympias is not controlled by this side");
  // As the adjudicator says it of an order for another side's character.
  state::GameState g = test::later();
  state::Character* olympias = g.character("olympias");
  REQUIRE(olympias != nullptr);
  olympias->controller = "cassandre";
  olympias->space = "MAC";
  std::vector<adj::SideOrders> o{test::orders_for("seleucos", "Olympias MAC THE\n")};
  const adj::SeasonResult r = adj::adjudicate_season(test::diadoques_map(), g, o);
  REQUIRE(r.orders.size() == 1);
  CHECK(r.orders.front().status == adj::OrderStatus::ignored);
  CHECK(words(Lang::fr, r.orders.front().note.said) ==
        "ignoré : Olympias n'est pas contrôlée par ce camp");
}

TEST_CASE("R9a.gen.5 a line the parser cannot read tells its French author why, in French") {
  const orders::OrderParser parser(test::diadoques_map());
  // Reasons that had only an English wording and the column for a French reader.
  const std::vector<std::pair<std::string, std::string>> lines{
      {"A MAC THE Re X, THR", "X doit venir en dernier dans une liste de retraite (R9a.ret.11)"},
      {"Olympias MAC S A THE", "un personnage seul ne peut que se déplacer ou rester (R9a.gen.4)"},
      {"Mariage Olympias",
       "Cléopâtre épouse le diadoque ou l'épigone du camp : écrivez * ou # "
       "(R6b.cleo)"},
      {"Préférence Ptolémée, Ptolémée", "Ptolémée est classé deux fois (R2.pref.1)"}};
  for (const auto& [line, french] : lines) {
    CAPTURE(line);
    const orders::ParseResult r = parser.parse_line(line, 1);
    bool said = false;
    for (const Diagnostic& d : r.diagnostics)
      if (d.severity == Severity::error) {
        REQUIRE(d.said.has_value());
        said = said || words(Lang::fr, *d.said) == french;
      }
    CHECK(said);
  }
}

TEST_CASE(
    "R6b.free.1 R13.pp.8 the rule steps' events agree in French: a pair in the plural, a "
    "woman in the feminine, de elided") {
  const Message pair{Msg::release_two_neutral,
                     {arg::Place{"Pella"}, arg::Character{"Roxane"}, arg::Character{"Alexandre IV"},
                      arg::Clause{"R6b.free.1"}}};
  CHECK(words(Lang::fr, pair) ==
        "Pella devient neutre : Roxane et Alexandre IV sont libérés et deviennent neutres "
        "(R6b.free.1)");
  CHECK(words(Lang::en, pair) ==
        "Pella becomes neutral: Roxane and Alexandre IV are freed and become neutral (R6b.free.1)");
  const Message she{Msg::release_one_neutral,
                    {arg::Place{"Pella"}, arg::Character{"Olympias"}, arg::Clause{"R6b.free.1"}}};
  CHECK(words(Lang::fr, she) ==
        "Pella devient neutre : Olympias est libérée et devient neutre (R6b.free.1)");
  const Message death{
      Msg::pp_line,
      {arg::Words{"-5"}, arg::Sub{{Message{Msg::pp_death, {arg::Character{"Eumène"}}}}},
       arg::Clause{"R13.pp.8"}}};
  CHECK(words(Lang::fr, death) == "-5 PP : mort d'Eumène (R13.pp.8)");
  CHECK(words(Lang::en, death) == "-5 PP: death of Eumène (R13.pp.8)");
  const Message escape{Msg::escape_two_neutral,
                       {arg::Character{"Philippe III"}, arg::Character{"Eurydice"},
                        arg::Side{"Antigone"}, arg::Place{"MAC"}, arg::Clause{"R6b.keep.2"}}};
  CHECK(words(Lang::fr, escape) ==
        "Philippe III et Eurydice échappent au contrôle d'Antigone en "
        "MAC et deviennent neutres (R6b.keep.2)");
}

TEST_CASE("R9a.gen.8 a count agrees: the singular up to 1 in French, but for 1 in English") {
  auto counts = [](Lang lang, int orders, int ignored) {
    return words(lang, Message{Msg::gm_file_counts,
                               {arg::Words{"o.txt"}, arg::Number{orders}, arg::Number{ignored}}});
  };
  CHECK(counts(Lang::fr, 4, 1) == "o.txt (4 ordres compris, 1 ligne ignorée)");
  CHECK(counts(Lang::fr, 1, 0) == "o.txt (1 ordre compris, 0 ligne ignorée)");
  CHECK(counts(Lang::fr, 0, 2) == "o.txt (0 ordre compris, 2 lignes ignorées)");
  CHECK(counts(Lang::en, 4, 1) == "o.txt (4 orders understood, 1 line ignored)");
  CHECK(counts(Lang::en, 1, 0) == "o.txt (1 order understood, 0 lines ignored)");
}
