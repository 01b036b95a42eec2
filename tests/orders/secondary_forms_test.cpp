// Orders introduced by a verb (N3 proposed notation): corruption, secondary orders, winter
// orders, auctions, royal order, votes, set-up orders and the file header.
#include <doctest/doctest.h>

#include "order_test_support.hpp"

using namespace dia;
using namespace dia::orders;
using dia::test::code;
using dia::test::diadoques_map;
using dia::test::errors_of;
using dia::test::one_order;
using dia::test::parse_with;

TEST_CASE("R9b corruption Co A SYR 30 and Co Olympias Delphes 10") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "Co A SYR 30");
  REQUIRE(o.kind() == OrderKind::corruption);
  const auto& c = orders::get<Corruption>(o.body);
  CHECK(c.target.type == UnitType::army);
  CHECK(code(m, c.target.where) == "SYR");
  CHECK(c.amount == 30);

  o = one_order(m, "Co Olympias Delphes 10");
  const auto& c2 = orders::get<Corruption>(o.body);
  CHECK(c2.target.kind == Piece::Kind::character);
  CHECK(c2.target.characters[0].name == "Olympias");
  CHECK(c2.amount == 10);

  o = one_order(m, "Corruption A SYR 30 T");
  CHECK(orders::get<Corruption>(o.body).amount == 30);
}

TEST_CASE("R9b.cc counter-corruption CC Ae* PHR 15") {
  const auto& m = diadoques_map();
  for (const char* line :
       {"CC Ae* PHR 15", "Contre-corruption Ae* PHR 15", "counter corruption Ae* PHR 15"}) {
    auto o = one_order(m, line);
    REQUIRE(o.kind() == OrderKind::counter_corruption);
    const auto& c = orders::get<CounterCorruption>(o.body);
    CHECK(c.target.type == UnitType::elite_army);
    CHECK(c.target.characters.size() == 1);
    CHECK(c.amount == 15);
  }
}

TEST_CASE("R9c.pass grant passage Passage Antigone F MOR") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "Passage Antigone F MOR");
  const auto& p = orders::get<Passage>(o.body);
  CHECK(p.to.name == "Antigone");
  CHECK(code(m, p.piece.where) == "MOR");
}

TEST_CASE("R9c.give gift of a character Donner Roxane Antigone plus its move line") {
  const auto& m = diadoques_map();
  auto r = parse_with(m, "Donner Roxane Antigone\nRoxane MAC THE\n");
  REQUIRE(r.orders.size() == 2);
  const auto& g = orders::get<Give>(r.orders[0].body);
  CHECK(g.who.name == "Roxane");
  CHECK(g.to.name == "Antigone");
  CHECK(r.orders[1].kind() == OrderKind::move);
  CHECK(one_order(m, "Give Roxane to Antigonus").kind() == OrderKind::give);
}

TEST_CASE("R9c.nocap / R9c.kill: Epargner and Assassiner") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "Epargner Olympias, Cléopâtre");
  CHECK(orders::get<Spare>(o.body).who.size() == 2);
  o = one_order(m, "Assassiner Eurydice");
  CHECK(orders::get<Assassinate>(o.body).who.name == "Eurydice");
}

TEST_CASE("R1.diad.4 N2 epigones are named in orders: plain Philippe is Cassandre's epigone") {
  const auto& m = diadoques_map();
  CHECK(orders::get<Assassinate>(one_order(m, "Assassiner Démétrios").body).who.name ==
        "Démétrios");
  CHECK(orders::get<Assassinate>(one_order(m, "Kill Demetrius").body).who.name == "Démétrios");
  CHECK(orders::get<Assassinate>(one_order(m, "Assassiner Philippe").body).who.name == "Philippe");
  CHECK(orders::get<Assassinate>(one_order(m, "Assassiner Philippe III").body).who.name ==
        "Philippe III");
  CHECK(orders::get<Give>(one_order(m, "Donner Ptolémée II à Antigone").body).who.name ==
        "Ptolémée II");
  CHECK(orders::get<Give>(one_order(m, "Donner Ptolémée à Antigone").body).who.name == "Ptolémée");
  for (const char* name : {"Agathocle", "Hyéronimos", "Antiochos"}) {
    CHECK(orders::get<Spare>(one_order(m, std::string("Epargner ") + name).body).who.front().name ==
          name);
  }
}

TEST_CASE("N2 English and Latin names of the characters and sides are read in orders") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "Donner Roxana à Lysimachus");
  CHECK(orders::get<Give>(o.body).who.name == "Roxane");
  CHECK(orders::get<Give>(o.body).to.name == "Lysimaque");
  o = one_order(m, "Give Philip III Arrhidaeus to Seleucus");
  CHECK(orders::get<Give>(o.body).who.name == "Philippe III");
  CHECK(orders::get<Give>(o.body).to.name == "Séleucos");
  CHECK(orders::get<Assassinate>(one_order(m, "Kill Antigonus").body).who.name == "Antigone");
}

TEST_CASE("R11b auction bid series Enchère Ae CAP 20 / 22 / 25") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "Enchère Ae CAP 20, 22, 25");
  const auto& b = orders::get<Bid>(o.body);
  CHECK(b.type == UnitType::elite_army);
  CHECK(code(m, b.where) == "CAP");
  CHECK(b.amounts == std::vector<int>{20, 22, 25});
}

TEST_CASE("R11c royal order and R3.marg vote") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "Ordre royal Séleucos");
  CHECK(orders::get<RoyalOrder>(o.body).beneficiary.name == "Séleucos");
  o = one_order(m, "Vote Ptolémée contre");
  CHECK(orders::get<Vote>(o.body).side.name == "Ptolémée");
  CHECK_FALSE(orders::get<Vote>(o.body).in_favour);
  o = one_order(m, "vote ptolemee pour");
  CHECK(orders::get<Vote>(o.body).in_favour);
}

TEST_CASE("R9c after-military orders: gates / gold / no control / capital / seize / no seize") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "Ouvrir Sardes Antigone");
  CHECK(code(m, orders::get<OpenGates>(o.body).citadel) == "Sardes");
  CHECK(orders::get<OpenGates>(o.body).to.name == "Antigone");

  o = one_order(m, "Or 10 Eumène public");
  CHECK(orders::get<Gold>(o.body).amount == 10);
  CHECK(orders::get<Gold>(o.body).to.name == "Eumène");
  CHECK(orders::get<Gold>(o.body).announce);
  CHECK_FALSE(orders::get<Gold>(one_order(m, "Or 5 Eumene").body).announce);

  CHECK(code(m, orders::get<NoControl>(one_order(m, "Pas de contrôle CAR").body).province) ==
        "CAR");
  CHECK(code(m, orders::get<Capital>(one_order(m, "Capitale Babylone").body).citadel) ==
        "Babylone");
  CHECK(code(m, orders::get<NoSeize>(one_order(m, "Pas de saisie Delphes").body).citadel) ==
        "Delphes");
  CHECK(code(m, orders::get<Seize>(one_order(m, "Saisir Ephèse").body).citadel) == "Ephèse");
}

TEST_CASE("R9c.dissoc / R9c.cmd / R6b.cleo: dissociate / command / marriage") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "Dissocier * PHR");
  CHECK(orders::get<Dissociate>(o.body).who.kind == CharacterKind::diadoque);
  CHECK(code(m, orders::get<Dissociate>(o.body).where) == "PHR");

  o = one_order(m, "Commandement Philippe III A MAC");
  CHECK(orders::get<Command>(o.body).leader.name == "Philippe III");
  CHECK(code(m, orders::get<Command>(o.body).unit.where) == "MAC");

  CHECK(orders::get<AnnounceMarriage>(one_order(m, "Annonce mariage *").body).groom.kind ==
        CharacterKind::diadoque);
  CHECK(orders::get<Marriage>(one_order(m, "Mariage #").body).groom.kind == CharacterKind::epigone);
  auto r = parse_with(m, "Mariage Olympias");
  CHECK(r.orders.empty());
  CHECK(errors_of(r).find("write * or #") != std::string::npos);
}

TEST_CASE("R11d Chandragupta accord with and without a province") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "Accord Chandragupta GHA");
  REQUIRE(orders::get<Accord>(o.body).where);
  CHECK(code(m, *orders::get<Accord>(o.body).where) == "GHA");
  CHECK_FALSE(orders::get<Accord>(one_order(m, "Accord Chandragupta").body).where);
}

TEST_CASE("R7a.p2.4 epigone placement and R7c.elim.4 treasury heir") {
  const auto& m = diadoques_map();
  CHECK(code(m, orders::get<EpigonePlacement>(one_order(m, "Epigone Tyane").body).where) ==
        "Tyane");
  CHECK(code(m, orders::get<TreasuryHeir>(one_order(m, "Trésor Pydna").body).citadel) == "Pydna");
}

TEST_CASE("R10 winter orders: build / promote / downgrade / disband") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "Construire F EGE");
  CHECK(orders::get<Build>(o.body).type == UnitType::fleet);
  CHECK(code(m, orders::get<Build>(o.body).where) == "EGE");

  o = one_order(m, "Construire F EGE Lysimachia, Byzance");
  REQUIRE(orders::get<Build>(o.body).ports.size() == 2);
  CHECK(code(m, orders::get<Build>(o.body).ports[1]) == "Byzance");

  o = one_order(m, "Construire Ae Pella");
  CHECK(orders::get<Build>(o.body).type == UnitType::elite_army);

  o = one_order(m, "Promouvoir A MAC Ae");
  CHECK(orders::get<Promote>(o.body).to == UnitType::elite_army);
  CHECK(orders::get<Promote>(o.body).piece.type == UnitType::army);

  o = one_order(m, "Dégrader Fe MIN");
  CHECK(orders::get<Downgrade>(o.body).piece.type == UnitType::elite_fleet);
  o = one_order(m, "Licencier F PRO");
  CHECK(code(m, orders::get<Disband>(o.body).piece.where) == "PRO");
}

TEST_CASE("R2.pref.1 and R12.start.5 set-up orders: preference and purchase") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "Préférence Ptolémée, Séleucos, Antigone, Cassandre, Eumène, Lysimaque");
  REQUIRE(orders::get<Preference>(o.body).ranking.size() == 6);
  CHECK(orders::get<Preference>(o.body).ranking[5].name == "Lysimaque");
  o = one_order(m, "Achat A A F");
  CHECK(orders::get<Purchase>(o.body).types ==
        std::vector<UnitType>{UnitType::army, UnitType::army, UnitType::fleet});

  auto r = parse_with(m, "Préférence Ptolémée, Ptolémée, Antigone, Cassandre, Eumène, Lysimaque");
  CHECK(r.orders.empty());
  CHECK(errors_of(r).find("ranked twice") != std::string::npos);
}

TEST_CASE("N3 orders file header Joueur and Saison") {
  const auto& m = diadoques_map();
  auto r = parse_with(m, "Joueur Ptolémée\nSaison printemps -318\nA PHE SYR\n");
  REQUIRE(r.header.player);
  CHECK(r.header.player->name == "Ptolémée");
  REQUIRE(r.header.season);
  CHECK(*r.header.season == SeasonName::spring);
  CHECK(*r.header.year == -318);
  CHECK(r.orders.size() == 1);
  r = parse_with(m, "Player Ptolemy\nSeason autumn -317\n");
  CHECK(r.header.player->name == "Ptolémée");
  CHECK(*r.header.season == SeasonName::autumn);
}

TEST_CASE("G12 GM neutral orders file with [label] prefixes") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "[Spartiates] Am LAC A1 Sparte");
  CHECK(o.label == "Spartiates");
  CHECK(o.piece.type == UnitType::militia);
  CHECK(code(m, orders::get<Siege>(o.body).citadel) == "Sparte");
}

TEST_CASE("N3 French keywords are the reference - English synonyms and any case are accepted") {
  const auto& m = diadoques_map();
  CHECK(one_order(m, "a phe soutient a syr cil").kind() == OrderKind::support);
  CHECK(one_order(m, "A PHE SUPPORTS A SYR - CIL").kind() == OrderKind::support);
  CHECK(one_order(m, "F MOR RAVITAILLE Alexandrie").kind() == OrderKind::supply);
  CHECK(one_order(m, "F MOR supply Alexandrie").kind() == OrderKind::supply);
  CHECK(one_order(m, "BUILD Ae Pella").kind() == OrderKind::build);
  CHECK(one_order(m, "disband F PRO").kind() == OrderKind::disband);
  CHECK(one_order(m, "Seize Ephèse").kind() == OrderKind::seize);
  CHECK(one_order(m, "DEGRADER Fe MIN").kind() == OrderKind::downgrade);
  CHECK(one_order(m, "F MOR retraite MIO, X").retreat);
}
