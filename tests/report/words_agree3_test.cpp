// Words that agree with the facts, third audit (issue 30, /work/audit3 items 1-21): the French
// wordings a player or the GM read wrong, each shown right in French and still right in English.
#include <doctest/doctest.h>

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "adjudicator/season/options.hpp"
#include "report/capitalized.hpp"
#include "report/catalogue.hpp"
#include "report/public_report.hpp"
#include "report/public_view.hpp"
#include "report/season_outputs.hpp"
#include "season/fixture.hpp"

using namespace dia;
using dia::report::Lang;
using dia::state::UnitType;

namespace {

bool contains(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t k = text.find(what); k != std::string::npos; k = text.find(what, k + 1)) ++n;
  return n;
}

std::string fr(Msg id, std::vector<Arg> args) {
  return report::words(Lang::fr, Message{id, std::move(args)});
}
std::string en(Msg id, std::vector<Arg> args) {
  return report::words(Lang::en, Message{id, std::move(args)});
}

struct Played {
  adj::SeasonResult result;
  report::ReportFiles files;
  const std::string& file(const std::string& name) const {
    for (const auto& [n, content] : files)
      if (n == name) return content;
    throw std::runtime_error("no report " + name);
  }
};

Played play(const state::GameState& g, const std::vector<adj::SideOrders>& orders) {
  Played p;
  adj::SeasonOptions opt;
  p.result = adj::adjudicate_season(test::diadoques_map(), g, orders, opt);
  const report::ReportInfo info = report::make_report_info(g, &test::diadoques_map(), "Mots");
  p.files = report::season_reports(p.result, orders, g, info, Lang::fr);
  return p;
}

}  // namespace

TEST_CASE("R9a.conv.2 a convoy whose fleet is dislodged was cut, not 'no convoy ordered'") {
  // Audit item 1 (n12b): L702-705, the convoy was ordered and failed because F MOR was dislodged.
  state::GameState g = test::later();
  test::place(g, UnitType::A, "ptolemee", "EGY");
  test::place(g, UnitType::F, "ptolemee", "MOR");
  test::place(g, UnitType::F, "antigone", "MIO");
  test::place(g, UnitType::F, "antigone", "CYC");
  const Played p = play(g, {test::orders_for("ptolemee", "A EGY CYR\nF MOR C A EGY CYR\n"),
                            test::orders_for("antigone", "F MIO MOR\nF CYC S F MIO MOR\n")});
  const adj::OrderReport& move = test::report_for(p.result, "A EGY CYR");
  CHECK(move.status == adj::OrderStatus::failed);
  CHECK(test::fr(move.note) == "convoi coupé : F MOR délogée (R9a.conv.2)");
  CHECK(test::en(move.note) == "convoy cut: F MOR dislodged (R9a.conv.2)");
  CHECK_FALSE(contains(p.file("public.txt"), "aucun convoi ordonné"));
  REQUIRE(test::unit_in(p.result.next, "EGY") != nullptr);  // the army stays home
  CHECK(
      contains(p.file("public.txt"), "  A EGY CYR — convoi coupé : F MOR délogée (R9a.conv.2)\n"));
}

TEST_CASE(
    "R9a.siege.12 the supply refused to an ex-garrison names it, the citadel and the clause") {
  // Audit item 6 (p65): "ignoré : a quitté une citadelle assiégée la saison dernière" had no
  // subject and no clause.
  state::GameState g = test::later();
  const std::size_t f = test::place(g, UnitType::F, "seleucos", "SAL");
  g.units[f].no_supply_in = g.season.id();  // it left a besieged citadel last season
  const Played p = play(g, {test::orders_for("seleucos", "F SAL Ra Alexandrie d'Issos\n")});
  const adj::OrderReport& supply = test::report_for(p.result, "F SAL Ra Alexandrie d'Issos");
  CHECK(supply.status == adj::OrderStatus::ignored);
  CHECK(test::fr(supply.note) ==
        "ignoré : F SAL a quitté la saison dernière une citadelle assiégée : cette saison, elle ne "
        "peut ravitailler aucune citadelle, Alexandrie d'Issos comprise (R9a.siege.12)");
  CHECK(contains(test::en(supply.note),
                 "F SAL left a besieged citadel last season: this season it may supply no "
                 "citadel, Alexandrie d'Issos included (R9a.siege.12)"));
  // The GM log quotes the note with its clause once, and elides: "ravitaillement d'Alexandrie".
  const std::string log = p.file("gm-log.txt");
  CHECK(contains(log, "ravitaillement d'Alexandrie d'Issos : ignoré"));
  CHECK_FALSE(contains(log, "(R9a.siege.12) (R9a.siege.12)"));
}

TEST_CASE("R9c.auct.1 the GM log says once, not at every bid, that bids are the auction's") {
  // Audit item 19: one line per bid among the decisions was noise.
  state::GameState g = test::later();
  const Played p = play(g, {test::orders_for("cassandre", "Enchère A CAP 11\n"),
                            test::orders_for("antigone", "Enchère A CAP 12\nEnchère F SAL 10\n")});
  CHECK(count(p.file("gm-log.txt"), "relève de l'étape des enchères") == 1);
  CHECK(contains(p.file("gm-log.txt"), "comme toute enchère de la saison"));
}

TEST_CASE("R9a.gen.8 a fact of the season starts with a capital, and a unit is feminine") {
  // Audit item 9b (p17): "élimination de Am LIB : non ravitaillé en fin d'automne".
  state::GameState g = test::later();
  adj::SeasonResult r;
  r.next = g;
  r.events.push_back(
      {Message{Msg::revolt_unit_unsupplied, {arg::Piece{"Am LIB"}, arg::Clause{"R14d.gen.10"}}},
       adj::Visibility::everyone, ""});
  const report::ReportInfo info = report::make_report_info(g, &test::diadoques_map(), "Mots");
  const report::PublicView v = report::public_view(r, info, {});
  CHECK(contains(report::public_text(v, Lang::fr),
                 "\n  Élimination de Am LIB : non ravitaillée en fin d'automne (R14d.gen.10)\n"));
  CHECK(contains(report::public_markdown(v, Lang::fr), "\n- Élimination de Am LIB"));
  CHECK(contains(report::public_text(v, Lang::en), "\n  Am LIB eliminated: unsupplied"));
  CHECK(report::capitalized("échoue") == "Échoue");
  CHECK(report::capitalized("à Pella") == "À Pella");
  CHECK(report::capitalized("F SAL") == "F SAL");
}

TEST_CASE("R9a.gen.8 a citadel takes 'à', a province 'en': the map's codes tell which") {
  // Audit item 9a (p10c, p39): "deviennent neutres en Pella".
  const std::vector<Arg> pella{arg::Character{"Philippe III"}, arg::Character{"Eurydice"},
                               arg::Side{"Cassandre"}, arg::Place{"Pella"}};
  CHECK(contains(fr(Msg::philippe_no_unit_two, pella), "deviennent neutres à Pella (R6b.phil.4)"));
  CHECK(contains(en(Msg::philippe_no_unit_two, pella), "in Pella"));
  const std::vector<Arg> mac{arg::Character{"Philippe III"}, arg::Character{"Eurydice"},
                             arg::Side{"Cassandre"}, arg::Place{"MAC"}};
  CHECK(contains(fr(Msg::philippe_no_unit_two, mac), "deviennent neutres en MAC (R6b.phil.4)"));
  CHECK(fr(Msg::escape_one_neutral, {arg::Character{"Roxane"}, arg::Side{"Cassandre"},
                                     arg::Place{"Pydna"}, arg::Clause{"R6b.phil.4"}}) ==
        "Roxane échappe au contrôle de Cassandre à Pydna et devient neutre (R6b.phil.4)");
  CHECK(contains(fr(Msg::illegal_no_unit, {arg::Place{"Alexandrie d'Issos"}}),
                 "aucune unité à Alexandrie d'Issos"));
  CHECK(fr(Msg::illegal_no_unit, {arg::Place{"Éphèse"}}) == "aucune unité à Éphèse");
  CHECK(fr(Msg::illegal_no_unit, {arg::Place{"lon"}}) == "aucune unité en lon");  // classical
}

TEST_CASE("R9a.gen.8 French elides before a place, a character or an event's title") {
  // Audit items 2 and 20: "de Invasion parthe", "ravitaillement de Alexandrie d'Issos",
  // "siège de Epidamnos", "siège de Ecbatane".
  CHECK(fr(Msg::neutral_outside_field,
           {arg::Place{"Hécatompylos"}, arg::Words{"Invasion parthe (1re mission)"}}) ==
        "Hécatompylos est hors du champ d'action de « Invasion parthe (1re mission) » (G6.2)");
  CHECK(en(Msg::neutral_outside_field,
           {arg::Place{"Hécatompylos"}, arg::Words{"Invasion parthe (1re mission)"}}) ==
        "Hécatompylos is outside the field of action of 'Invasion parthe (1re mission)' (G6.2)");
  const Message round{Msg::worded, {arg::Words{"le siège progresse"}, arg::Words{"progress"}}};
  CHECK(fr(Msg::log_siege_round, {arg::Side{""}, arg::Piece{"Am EPI"}, arg::Place{"Epidamnos"},
                                  arg::Number{1}, arg::Sub{{round}}, arg::Clause{"R9a.siege.5"}}) ==
        "neutre Am EPI : siège d'Epidamnos, 1er tour : le siège progresse (R9a.siege.5)");
  CHECK(contains(
      fr(Msg::log_siege_round, {arg::Side{""}, arg::Piece{"Ae MED"}, arg::Place{"Ecbatane"},
                                arg::Number{1}, arg::Sub{{round}}, arg::Clause{"R9a.siege.5"}}),
      "siège d'Ecbatane"));
  CHECK(contains(fr(Msg::log_supply,
                    {arg::Side{"seleucos"}, arg::Piece{"F SAL"}, arg::Place{"Alexandrie d'Issos"},
                     arg::Sub{{round}}, arg::Clause{"R9a.supply.1"}}),
                 "ravitaillement d'Alexandrie d'Issos : "));
  // A unit's designator is spelled, never elided; a character is.
  CHECK(report::de("A MAC") == "de A MAC");
  CHECK(report::de("Am LIB") == "de Am LIB");
  CHECK(report::de("Olympias") == "d'Olympias");
  CHECK(fr(Msg::money_corruption, {arg::Piece{"Olympias"}}) == "corruption d'Olympias");
  CHECK(fr(Msg::money_corruption, {arg::Piece{"A MAC"}}) == "corruption de A MAC");
}

TEST_CASE("R9a.gen.8 a count of none says none; one is singular") {
  // Audit item 20: "0 frontière fermée", "1 ordres royaux"; item 10: "1 T payés".
  auto flood = [](Lang lang, int n) {
    return report::words(lang, Message{Msg::log_flood, {arg::Words{"Nil"}, arg::Number{n}}});
  };
  CHECK(flood(Lang::fr, 0) == "R14c : Nil en crue : aucune frontière fermée (R14c.flood.1)");
  CHECK(flood(Lang::fr, 1) == "R14c : Nil en crue : 1 frontière fermée (R14c.flood.1)");
  CHECK(flood(Lang::fr, 3) == "R14c : Nil en crue : 3 frontières fermées (R14c.flood.1)");
  CHECK(flood(Lang::en, 0) == "R14c: the Nil floods: no border closed (R14c.flood.1)");
  CHECK(flood(Lang::en, 2) == "R14c: the Nil floods: 2 borders closed (R14c.flood.1)");
  CHECK(fr(Msg::log_royal_tie, {arg::Number{2}, arg::Number{1}}) ==
        "R11c.count.1 : 2 bénéficiaires à égalité avec 1 ordre royal chacun");
  CHECK(fr(Msg::log_royal_tie, {arg::Number{2}, arg::Number{2}}) ==
        "R11c.count.1 : 2 bénéficiaires à égalité avec 2 ordres royaux chacun");
  CHECK(en(Msg::log_royal_tie, {arg::Number{2}, arg::Number{1}}) ==
        "R11c.count.1: 2 beneficiaries tie with 1 royal order each");
  CHECK(fr(Msg::bid_won, {arg::Number{1}, arg::Clause{"R11b.bid.7"}}) ==
        "enchère remportée : 1 T payé (R11b.bid.7)");
  CHECK(fr(Msg::bid_won, {arg::Number{12}, arg::Clause{"R11b.bid.7"}}) ==
        "enchère remportée : 12 T payés (R11b.bid.7)");
}

TEST_CASE("R9b.lvl.1 a corruption level without counter-corruption names none") {
  // Audit item 8 (n04b, p34): "dont 0 T de contre-corruption".
  CHECK(fr(Msg::note_corruption_succeeded,
           {arg::Number{20}, arg::Number{0}, arg::Clause{"R9b.roll.1"}}) ==
        "réussie ; niveau de corruption 20 T (R9b.roll.1)");
  CHECK(fr(Msg::note_corruption_failed,
           {arg::Number{25}, arg::Number{5}, arg::Clause{"R9b.roll.1"}}) ==
        "échouée ; niveau de corruption 25 T dont 5 T de contre-corruption (R9b.roll.1)");
  CHECK(en(Msg::note_corruption_succeeded,
           {arg::Number{20}, arg::Number{0}, arg::Clause{"R9b.roll.1"}}) ==
        "succeeds; corruption level 20 T (R9b.roll.1)");
  // Audit item 12 (p10): counter-corruption is paid on a unit, not "of" it.
  CHECK(fr(Msg::money_counter_corruption, {arg::Piece{"A MAC"}}) == "contre-corruption sur A MAC");
  CHECK(en(Msg::money_counter_corruption, {arg::Piece{"A MAC"}}) == "counter-corruption on A MAC");
}

TEST_CASE("R14a.death.2 the GM log says plainly where a dead member's 5 PP go") {
  // Audit item 16 (n09a, n09b): "ses 5 PP quittent le jeu et les PP en jeu".
  CHECK(fr(Msg::log_rf_dies, {arg::Character{"Olympias"}}) ==
        "R14a.death.1 : Olympias meurt ; R14a.death.2 : ses 5 PP sortent des PP en jeu");
  CHECK(fr(Msg::log_rf_dies_held, {arg::Character{"Roxane"}, arg::Side{"Cassandre"}}) ==
        "R14a.death.1 : Roxane meurt (aux mains de Cassandre) ; R14a.death.2 : Cassandre perd ses "
        "5 PP, qui sortent aussi des PP en jeu");
  CHECK(en(Msg::log_rf_dies, {arg::Character{"Olympias"}}) ==
        "R14a.death.1: Olympias dies; R14a.death.2: the 5 PP of Olympias leave the PP in play");
}

TEST_CASE("R9c.dissoc.1 the GM log cites a rule, not a definition's tag") {
  // Audit item 15: "(D.associated)" is no clause of the rules.
  CHECK(fr(Msg::log_associated, {arg::Character{"Eurydice"}, arg::Piece{"A MAC"}}) ==
        "Eurydice est associée à A MAC (R9c.dissoc.1)");
  for (Lang lang : {Lang::fr, Lang::en})
    for (const report::Wording& w : report::wordings(lang))
      CHECK_FALSE(contains(std::string(w.text), "D.associated"));
}
