// R9b through whole seasons: validation and ties, the funds in written order, the d100 and its
// odds, payment, the effects at step 6 before the military orders, secrecy of what fails.
#include "adjudicator/intrigue/steps.hpp"
#include "corruption_fixture.hpp"
#include "support/words.hpp"

using namespace dia;
using adj::OrderStatus;
using adj::Visibility;
using dia::state::UnitType;

namespace {

// Antigone's army in CIL (no citadel there), Eumène's army in CAP next to it.
test::Setup cilicia(std::uint64_t seed, const std::string& eumene,
                    const std::string& antigone = "") {
  state::GameState g = test::corruption_base(seed);
  test::place(g, UnitType::A, "antigone", "CIL");
  test::place(g, UnitType::A, "eumene", "CAP");
  g.control["CIL"] = "antigone";
  std::vector<adj::SideOrders> o{test::orders_for("eumene", eumene)};
  if (!antigone.empty()) o.push_back(test::orders_for("antigone", antigone));
  return {g, o};
}

}  // namespace

TEST_CASE(
    "R9b.succ.1 R9b.succ.2 R8a.gm.6 a corrupted unit joins the corruptor at once, before the "
    "military orders, and its new owner's order is carried out and published") {
  const adj::SeasonResult r =
      test::until(OrderStatus::succeeded, "Co A CIL 25",
                  [](std::uint64_t s) { return cilicia(s, "Co A CIL 25\nA CIL SYR\n"); });
  const state::Unit* u = test::unit_in(r.next, "SYR");
  REQUIRE(u != nullptr);
  CHECK(u->side == "eumene");
  CHECK(test::unit_in(r.next, "CIL") == nullptr);
  const adj::OrderReport& move = test::report_for(r, "A CIL SYR");
  CHECK(move.status == OrderStatus::succeeded);
  CHECK(move.visibility == Visibility::everyone);
  CHECK(test::report_for(r, "Co A CIL 25").visibility == Visibility::everyone);
}

TEST_CASE("R9b.succ.2 without an order from its new owner the corrupted unit holds") {
  const adj::SeasonResult r =
      test::until(OrderStatus::succeeded, "Co A CIL 25",
                  [](std::uint64_t s) { return cilicia(s, "Co A CIL 25\n", "A CIL PHR\n"); });
  const state::Unit* u = test::unit_in(r.next, "CIL");
  REQUIRE(u != nullptr);
  CHECK(u->side == "eumene");
  // The old owner's order is for a piece no longer his: ignored, and published as his orders are
  // (R9a.gen.8); only the corruptor's order for a unit he failed to win is private.
  CHECK(test::report_for(r, "A CIL PHR").status == OrderStatus::ignored);
  CHECK(test::report_for(r, "A CIL PHR").visibility == Visibility::everyone);
}

TEST_CASE("R9b.fail.1 a failed corruption's order for the target is never published") {
  const adj::SeasonResult r = test::until(OrderStatus::failed, "Co A CIL 25", [](std::uint64_t s) {
    return cilicia(s, "Co A CIL 25\nA CIL SYR\n");
  });
  const state::Unit* u = test::unit_in(r.next, "CIL");
  REQUIRE(u != nullptr);
  CHECK(u->side == "antigone");
  const adj::OrderReport& move = test::report_for(r, "A CIL SYR");
  CHECK(move.status == OrderStatus::ignored);
  CHECK(move.visibility == Visibility::side_only);
  // The attempt was validated: it is public, with its failure.
  const adj::OrderReport& co = test::report_for(r, "Co A CIL 25");
  CHECK(co.visibility == Visibility::everyone);
  CHECK(test::has_text(test::en(co.note), "fails"));
}

TEST_CASE("R9b.roll.1 the d100 is rolled against 75 + paid this year - level, at most 95") {
  // 25 T against level 20: 80 %. With 40 T paid earlier this year: 75 + 65 - 20 = 120 -> 95 %.
  for (const auto& [earlier, chance] : {std::pair{0, 80}, std::pair{40, 95}}) {
    auto [g, o] = cilicia(3, "Co A CIL 25\n");
    g.units[0].corruption_paid["eumene"] = earlier;
    const adj::SeasonResult r = test::play(g, o);
    const state::Roll* roll = test::corruption_roll(r);
    REQUIRE(roll != nullptr);
    CHECK(roll->die == "1d100");
    CHECK(test::has_text(::dia::test::english(roll->purpose),
                         "chance " + std::to_string(chance) + "%"));
    const bool success = roll->result <= chance;
    CHECK(test::report_for(r, "Co A CIL 25").status ==
          (success ? OrderStatus::succeeded : OrderStatus::failed));
    // The corrupting side alone reads the roll and the odds.
    bool told = false;
    for (const adj::Event& e : r.events)
      if (e.visibility == Visibility::side_only && e.side == "eumene" &&
          test::has_text(test::en(e.text), std::to_string(chance) + "%"))
        told = true;
    CHECK(told);
  }
}

TEST_CASE("R9b.roll.2 a validated attempt is paid whether it succeeds or fails") {
  for (OrderStatus st : {OrderStatus::succeeded, OrderStatus::failed}) {
    const adj::SeasonResult r =
        test::until(st, "Co A CIL 25", [](std::uint64_t s) { return cilicia(s, "Co A CIL 25\n"); });
    CHECK(test::treasury(r.next, "eumene") == 75);
    REQUIRE(!r.money.empty());
    CHECK(r.money.back().amount == -25);
    CHECK(r.money.back().clause == "R9b.roll.2");
  }
}

TEST_CASE("R9b.val.1 an amount below the target's level is not validated and costs nothing") {
  // Antigone's counter-corruption raises the level to 30 (R9b.cc.1): 25 T is not enough.
  auto [g, o] = cilicia(1, "Co A CIL 25\n", "CC A CIL 10\n");
  const adj::SeasonResult r = test::play(g, o);
  CHECK(test::report_for(r, "Co A CIL 25").status == OrderStatus::failed);
  CHECK(test::has_text(test::en(test::report_for(r, "Co A CIL 25").note), "R9b.val.1"));
  CHECK(test::treasury(r.next, "eumene") == 100);
  CHECK(test::corruption_roll(r) == nullptr);
  // R9b.val.4: no attempt validated, the counter-corruption stays secret, and so does the attempt.
  CHECK(test::report_for(r, "CC A CIL 10").visibility == Visibility::side_only);
  CHECK(test::report_for(r, "Co A CIL 25").visibility == Visibility::side_only);
}

TEST_CASE("R9b.val.1 an amount the side cannot pay is not validated") {
  auto [g, o] = cilicia(1, "Co A CIL 25\n");
  g.side("eumene")->treasury = 20;
  const adj::SeasonResult r = test::play(g, o);
  CHECK(test::report_for(r, "Co A CIL 25").status != OrderStatus::succeeded);
  CHECK(test::treasury(r.next, "eumene") == 20);
  CHECK(test::corruption_roll(r) == nullptr);
}

TEST_CASE("R9b.val.4 once an attempt is validated the counter-corruption it met is published") {
  auto [g, o] = cilicia(1, "Co A CIL 40\n", "CC A CIL 5\n");
  const adj::SeasonResult r = test::play(g, o);
  const adj::OrderReport& co = test::report_for(r, "Co A CIL 40");
  CHECK(co.visibility == Visibility::everyone);
  CHECK(test::report_for(r, "CC A CIL 5").visibility == Visibility::everyone);
  CHECK(test::has_text(test::en(co.note), "level 25 T including 5 T of counter-corruption"));
}

TEST_CASE("R9b.val.2 of several valid attempts only the largest is validated") {
  auto [g, o] = cilicia(1, "Co A CIL 25\n");
  test::place(g, UnitType::A, "seleucos", "SYR");
  o.push_back(test::orders_for("seleucos", "Co A CIL 30\n"));
  const adj::SeasonResult r = test::play(g, o);
  CHECK(test::report_for(r, "Co A CIL 25").status == OrderStatus::failed);
  CHECK(test::has_text(test::en(test::report_for(r, "Co A CIL 25").note), "R9b.val.2"));
  CHECK(test::report_for(r, "Co A CIL 25").visibility == Visibility::side_only);
  CHECK(test::report_for(r, "Co A CIL 30").visibility == Visibility::everyone);
  CHECK(test::treasury(r.next, "eumene") == 100);
  CHECK(test::treasury(r.next, "seleucos") == 70);
}

TEST_CASE("R9b.val.3 tied largest amounts validate nothing: no payment, no roll, no publication") {
  auto [g, o] = cilicia(1, "Co A CIL 30\n");
  test::place(g, UnitType::A, "seleucos", "SYR");
  o.push_back(test::orders_for("seleucos", "Co A CIL 30\n"));
  const adj::SeasonResult r = test::play(g, o);
  int tied = 0;
  for (const adj::OrderReport& rep : r.orders)
    if (rep.text == "Co A CIL 30") {
      ++tied;
      CHECK(rep.status == OrderStatus::failed);
      CHECK(rep.visibility == Visibility::side_only);
      CHECK(test::has_text(test::en(rep.note), "R9b.val.3"));
    }
  CHECK(tied == 2);
  CHECK(test::corruption_roll(r) == nullptr);
  CHECK(test::treasury(r.next, "eumene") == 100);
  CHECK(test::treasury(r.next, "seleucos") == 100);
  CHECK(test::unit_in(r.next, "CIL")->side == "antigone");
}

TEST_CASE("R9b.val.5 counter-corruption is paid first, then the attempts in the order written") {
  // 50 T: the counter-corruption written last is paid first (20), leaving 30: the first attempt
  // (25) fits, the second (25) no longer does.
  auto [g, o] = cilicia(1, "Co A CIL 25\nCo A COM 25\nCC A CAP 20\n");
  test::place(g, UnitType::A, "seleucos", "COM");
  g.side("eumene")->treasury = 50;
  const adj::SeasonResult r = test::play(g, o);
  CHECK(test::report_for(r, "CC A CAP 20").status == OrderStatus::succeeded);
  CHECK(test::report_for(r, "Co A CIL 25").status != OrderStatus::ignored);
  CHECK(test::has_text(test::en(test::report_for(r, "Co A CIL 25").note), "level"));
  CHECK(test::report_for(r, "Co A COM 25").status == OrderStatus::failed);
  CHECK(test::has_text(test::en(test::report_for(r, "Co A COM 25").note), "R9b.val.5"));
  CHECK(test::treasury(r.next, "eumene") == 5);
}

TEST_CASE("R9b.cc.6 counter-corruption beyond the treasury left is ignored, in the order written") {
  auto [g, o] = cilicia(1, "CC A CAP 20\nCC A CAP 20\n");
  g.side("eumene")->treasury = 30;
  const adj::SeasonResult r = test::play(g, o);
  int paid = 0;
  int ignored = 0;
  for (const adj::OrderReport& rep : r.orders)
    if (rep.text == "CC A CAP 20") {
      (rep.status == OrderStatus::succeeded ? paid : ignored)++;
      if (rep.status == OrderStatus::ignored)  // said once: "ignoré : ignorée : ..." was doubled
        CHECK(test::fr(rep.note) == "ignoré : le trésor ne suffit pas (R9b.cc.6)");
    }
  CHECK(paid == 1);
  CHECK(ignored == 1);
  CHECK(test::treasury(r.next, "eumene") == 10);
  CHECK(test::unit_in(r.next, "CAP")->counter_corruption == 20);
}

TEST_CASE("R9b.cc.3 counter-corruption is paid at step 6 though nobody attempts corruption") {
  auto [g, o] = cilicia(1, "CC A CAP 15\nA CAP PTE\n");
  const adj::SeasonResult r = test::play(g, o);
  CHECK(test::treasury(r.next, "eumene") == 85);
  CHECK(test::unit_in(r.next, "PTE")->counter_corruption == 15);  // it travels with the unit
  REQUIRE(r.money.size() == 1);
  CHECK(r.money[0].clause == "R9b.cc.3");
}

TEST_CASE(
    "R9b.cc.4 R9b.year.1 the year's counter-corruption and payments add up until autumn, "
    "then reset") {
  auto [g, o] = cilicia(1, "CC A CAP 10\n");
  g.units[0].corruption_paid["eumene"] = 25;
  g.units[1].counter_corruption = 5;
  const adj::SeasonResult summer = test::play(g, o);
  CHECK(test::unit_in(summer.next, "CAP")->counter_corruption == 15);
  CHECK(test::unit_in(summer.next, "CIL")->corruption_paid.at("eumene") == 25);
  REQUIRE(summer.next.season.kind == state::SeasonKind::autumn);
  const adj::SeasonResult autumn =
      test::play(summer.next, {test::orders_for("eumene", "CC A CAP 10\n")});
  CHECK(test::unit_in(autumn.next, "CAP")->counter_corruption == 0);
  CHECK(test::unit_in(autumn.next, "CIL")->corruption_paid.empty());
}

TEST_CASE(
    "R9b.lvl.3 R9b.succ.4 a commander ordered away gives no modifier and survives, "
    "otherwise he is killed") {
  // A* CIL of Antigone: level 30 with him, 20 if he leaves. 25 T is enough only then.
  auto make = [](std::uint64_t s, const std::string& antigone) {
    auto setup = cilicia(s, "Co A CIL 25\n", antigone);
    auto& g = setup.first;
    g.units[0].commander = "antigone";
    g.character("antigone")->space = "CIL";
    return setup;
  };
  const adj::SeasonResult stays = test::play(make(1, "").first, make(1, "").second);
  CHECK(test::has_text(test::en(test::report_for(stays, "Co A CIL 25").note), "R9b.val.1"));

  const adj::SeasonResult leaves =
      test::until(OrderStatus::succeeded, "Co A CIL 25",
                  [&](std::uint64_t s) { return make(s, "* CIL PHR\n"); });
  CHECK(leaves.next.character("antigone")->alive);
  CHECK(leaves.next.character("antigone")->space == "PHR");
  CHECK(test::unit_in(leaves.next, "CIL")->side == "eumene");

  // The same with 40 T and no order to leave: the commander dies with the unit's loyalty.
  const adj::SeasonResult killed =
      test::until(OrderStatus::succeeded, "Co A CIL 40", [&](std::uint64_t s) {
        auto setup = make(s, "");
        setup.second[0] = test::orders_for("eumene", "Co A CIL 40\n");
        return setup;
      });
  CHECK_FALSE(killed.next.character("antigone")->alive);
  CHECK(test::unit_in(killed.next, "CIL")->commander.empty());
}

TEST_CASE(
    "R9b.succ.8 the corrupted unit's province changes side at once and stays so when it "
    "leaves") {
  const adj::SeasonResult r =
      test::until(OrderStatus::succeeded, "Co A CIL 25",
                  [](std::uint64_t s) { return cilicia(s, "Co A CIL 25\nA CIL SYR\n"); });
  CHECK(r.next.controller_of("CIL") == "eumene");
  bool reported = false;
  for (const adj::ControlChange& c : r.control_changes)
    if (c.space == "CIL" && c.from == "antigone" && c.to == "eumene") reported = true;
  CHECK(reported);
}

TEST_CASE(
    "R9b.char.1 a corrupted character comes under the new side where it stands and its "
    "order in the same file moves it") {
  // Olympias alone and neutral in Delphes (ETO); Cassandre's army in ETO next to the citadel.
  const adj::SeasonResult r =
      test::until(OrderStatus::succeeded, "Co Olympias Delphes 10", [](std::uint64_t s) {
        state::GameState g = test::corruption_base(s);
        test::place(g, UnitType::A, "cassandre", "ETO");
        return test::Setup{
            g, {test::orders_for("cassandre", "Co Olympias Delphes 10\nOlympias Delphes ETO\n")}};
      });
  const state::Character* oly = r.next.character("olympias");
  CHECK(oly->controller == "cassandre");
  CHECK(oly->space == "ETO");
  CHECK(test::report_for(r, "Olympias Delphes ETO").visibility == Visibility::everyone);
}

TEST_CASE(
    "R9b.tgt.4 Philippe III and Eurydice are one target: two sides aiming at each of them "
    "tie") {
  state::GameState g = test::corruption_base(1);
  g.character("cassandre")->space = "ILL";  // not escorting them (D.alone)
  test::place(g, UnitType::A, "lysimaque", "THR");
  test::place(g, UnitType::A, "antigone", "THE");
  const adj::SeasonResult r =
      test::play(g, {test::orders_for("lysimaque", "Co Philippe III MAC 15\n"),
                     test::orders_for("antigone", "Co Eurydice MAC 15\n")});
  CHECK(test::has_text(test::en(test::report_for(r, "Co Philippe III MAC 15").note), "R9b.val.3"));
  CHECK(test::has_text(test::en(test::report_for(r, "Co Eurydice MAC 15").note), "R9b.val.3"));
}

TEST_CASE("R9b.tgt.4 corrupting Eurydice takes Philippe III too") {
  const adj::SeasonResult r =
      test::until(OrderStatus::succeeded, "Co Eurydice MAC 15", [](std::uint64_t s) {
        state::GameState g = test::corruption_base(s);
        g.character("cassandre")->space = "ILL";
        test::place(g, UnitType::A, "antigone", "THE");
        return test::Setup{g, {test::orders_for("antigone", "Co Eurydice MAC 15\n")}};
      });
  // Both pass to Antigone; Philippe III commands no unit of hers at the end of the turn, so the
  // pair turns neutral then (R6b.phil.4): read their controller right after step 6.
  int both = 0;
  for (const adj::Event& e : r.events)
    if (test::has_text(test::en(e.text), "Philippe III is corrupted and joins Antigone") ||
        test::has_text(test::en(e.text), "Eurydice passes to Antigone"))
      ++both;
  CHECK(both == 2);
}

TEST_CASE(
    "R9b.succ.9 a corrupted garrison gives its citadel, the characters in it and its "
    "treasure") {
  // Antigone's garrison in Éphèse (treasure 10, religious), Eumène's army in LYD; Cléopâtre is
  // moved into Éphèse, alone.
  auto make = [](std::uint64_t s, const std::string& eumene) {
    state::GameState g = test::corruption_base(s);
    test::place(g, UnitType::A, "antigone", "Éphèse");
    test::place(g, UnitType::A, "eumene", "LYD");
    g.control["Éphèse"] = "antigone";
    g.character("cleopatre")->space = "Éphèse";
    return test::Setup{g, {test::orders_for("eumene", eumene)}};
  };
  const adj::SeasonResult r =
      test::until(OrderStatus::succeeded, "Co A Éphèse 25",
                  [&](std::uint64_t s) { return make(s, "Co A Éphèse 25\n"); });
  CHECK(r.next.controller_of("Éphèse") == "eumene");
  CHECK(r.next.character("cleopatre")->controller == "eumene");
  CHECK(r.next.treasures.count("Éphèse") == 0);
  CHECK(test::treasury(r.next, "eumene") == 100 - 25 + 10);
  // R13.pp.4: looting a religious treasure costs 2 PP.
  bool looted = false;
  for (const adj::SideScore& sc : r.scores)
    if (sc.side == "eumene")
      for (const adj::Text& t : sc.prestige_reasons)
        if (test::has_text(test::en(t), "R13.pp.4")) looted = true;
  CHECK(looted);

  const adj::SeasonResult kept = test::until(
      OrderStatus::succeeded, "Co A Éphèse 25",
      [&](std::uint64_t s) { return make(s, "Co A Éphèse 25\nPas de saisie Éphèse\n"); });
  CHECK(kept.next.treasures.at("Éphèse") == 10);
  CHECK(test::treasury(kept.next, "eumene") == 75);
}

TEST_CASE(
    "R9b.succ.6 R9b.succ.7 R6a.limit.3 a corrupted Ag becomes an Ae, even over the new "
    "owner's limit") {
  const adj::SeasonResult r =
      test::until(OrderStatus::succeeded, "Co Ag CIL 50", [](std::uint64_t s) {
        state::GameState g = test::corruption_base(s);
        test::place(g, UnitType::Ag, "antigone", "CIL");
        test::place(g, UnitType::Ae, "eumene", "CAP");
        return test::Setup{g, {test::orders_for("eumene", "Co Ag CIL 50\n")}};
      });
  const state::Unit* u = test::unit_in(r.next, "CIL");
  REQUIRE(u != nullptr);
  CHECK(u->type == UnitType::Ae);
  CHECK(u->side == "eumene");
  CHECK(test::unit_in(r.next, "CAP")->type == UnitType::Ae);  // two Ae until winter
}

TEST_CASE("R9b.succ.6 a corrupted Am becomes an A") {
  const adj::SeasonResult r =
      test::until(OrderStatus::succeeded, "Co Am CIL 40", [](std::uint64_t s) {
        state::GameState g = test::corruption_base(s);
        test::place(g, UnitType::Am, "antigone", "CIL");
        test::place(g, UnitType::A, "eumene", "CAP");
        return test::Setup{g, {test::orders_for("eumene", "Co Am CIL 40\n")}};
      });
  CHECK(test::unit_in(r.next, "CIL")->type == UnitType::A);
}

TEST_CASE("R9b.tgt.1 another side's or a neutral unit may be targeted, never one's own") {
  auto [g, o] = cilicia(1, "Co A CAP 25\n");
  const adj::SeasonResult own = test::play(g, o);
  CHECK(test::report_for(own, "Co A CAP 25").status == OrderStatus::ignored);
  CHECK(test::has_text(test::en(test::report_for(own, "Co A CAP 25").note), "R9b.tgt.1"));

  const adj::SeasonResult r =
      test::until(OrderStatus::succeeded, "Co A PTE 25", [](std::uint64_t s) {
        state::GameState n = test::corruption_base(s);
        test::place(n, UnitType::A, "", "PTE");
        n.units.back().neutral_label = "revolt";
        test::place(n, UnitType::A, "eumene", "CAP");
        return test::Setup{n, {test::orders_for("eumene", "Co A PTE 25\n")}};
      });
  CHECK(test::unit_in(r.next, "PTE")->side == "eumene");
  CHECK(test::unit_in(r.next, "PTE")->neutral_label.empty());
}

TEST_CASE(
    "R9b.succ.3 R9a.siege.8 a besieger corrupted after a first round lets its new owner "
    "take the citadel with the second") {
  state::GameState g = test::corruption_base();
  g.control.erase("Lamia");
  test::place(g, UnitType::A, "cassandre", "THE");
  const adj::SeasonResult first =
      test::play(g, {test::orders_for("cassandre", "A THE A1 Lamia\n")});
  REQUIRE(test::unit_in(first.next, "THE")->siege.has_value());
  const adj::SeasonResult r =
      test::until(OrderStatus::succeeded, "Co A THE 25", [&](std::uint64_t s) {
        state::GameState n = first.next;
        n.rng = state::Rng(s);
        test::place(n, UnitType::A, "antigone", "ETO");
        return test::Setup{n, {test::orders_for("antigone", "Co A THE 25\nA THE A2 Lamia\n")}};
      });
  CHECK(test::report_for(r, "A THE A2 Lamia").status == OrderStatus::succeeded);
  CHECK(r.next.controller_of("Lamia") == "antigone");
  CHECK(test::unit_in(r.next, "THE")->side == "antigone");
}
