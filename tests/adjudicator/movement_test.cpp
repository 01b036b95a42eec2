// The generic movement core on a tiny map (tiny_map.hpp). Test names carry the clause of
// CLAUSES.md that the behaviour implements.
#include <doctest/doctest.h>

#include <algorithm>

#include "board.hpp"

using namespace dia;
using adj::Reason;
using adj::Result;

namespace {
bool standoff_at(const test::Board& b, const adj::MovementResult& r, const char* space) {
  return std::find(r.standoffs.begin(), r.standoffs.end(), b.tiny.space(space)) !=
         r.standoffs.end();
}
}  // namespace

TEST_CASE("R9a.move.1 a unit moves to an adjacent space") {
  test::Board b;
  auto a = b.add(b.tiny.army("l1", 0), b.move("l2"));
  auto r = b.run();
  CHECK(r.outcomes[a].result == Result::succeeds);
  CHECK(b.at(r, a, "l2"));
  CHECK(r.dislodged.empty());
}

TEST_CASE("R9a.move.1 a move to a space that is not adjacent is void and the unit holds") {
  test::Board b;
  auto a = b.add(b.tiny.army("l1", 0), b.move("l4"));
  auto f = b.add(b.tiny.fleet("s1", 0), b.move("l2"));
  auto r = b.run();
  CHECK(r.outcomes[a].result == Result::void_order);
  CHECK(r.outcomes[a].reason == Reason::no_convoy_route);
  CHECK(r.outcomes[f].reason == Reason::not_adjacent);
  CHECK(b.at(r, a, "l1"));
  CHECK(b.at(r, f, "s1"));
}

TEST_CASE("R9a.move.17 equal moves into one space stand off and leave it empty") {
  test::Board b;
  auto a = b.add(b.tiny.army("l1", 0), b.move("l2"));
  auto c = b.add(b.tiny.army("l3", 1), b.move("l2"));
  auto r = b.run();
  CHECK(r.outcomes[a].result == Result::fails);
  CHECK(r.outcomes[a].reason == Reason::bounced);
  CHECK(r.outcomes[a].by == c);
  CHECK(r.outcomes[a].strength == 1);
  CHECK(r.outcomes[a].opposing == 1);
  CHECK(b.at(r, a, "l1"));
  CHECK(b.at(r, c, "l3"));
  CHECK(standoff_at(b, r, "l2"));
}

TEST_CASE("R9a.move.18 a unit staying where others bounced is not dislodged") {
  test::Board b;
  auto h = b.add(b.tiny.army("l2", 2));
  b.add(b.tiny.army("l1", 0), b.move("l2"));
  b.add(b.tiny.army("l3", 1), b.move("l2"));
  auto r = b.run();
  CHECK(r.outcomes[h].result == Result::succeeds);
  CHECK(r.dislodged.empty());
  CHECK_FALSE(standoff_at(b, r, "l2"));  // occupied, so no standoff space
}

TEST_CASE("R9a.move.14 a supported attack dislodges, an unsupported one bounces") {
  test::Board b;
  auto d = b.add(b.tiny.army("l2", 1));
  auto a = b.add(b.tiny.army("l1", 0), b.move("l2"));
  b.add(b.tiny.army("l3", 0), b.support_move("l1", "l2"));
  auto r = b.run();
  CHECK(r.outcomes[a].result == Result::succeeds);
  CHECK(b.at(r, a, "l2"));
  const auto* dis = test::Board::dislodgement(r, d);
  REQUIRE(dis != nullptr);
  CHECK(dis->attacker == a);
  CHECK(dis->attacker_from == b.tiny.space("l1"));
  CHECK(r.outcomes[d].reason == Reason::dislodged);

  test::Board tie;
  tie.add(tie.tiny.army("l2", 1));
  auto a2 = tie.add(tie.tiny.army("l1", 0), tie.move("l2"));
  auto r2 = tie.run();
  CHECK(r2.outcomes[a2].reason == Reason::bounced);
  CHECK(r2.dislodged.empty());
}

TEST_CASE("R9a.move.13 a unit is never dislodged by its own side, even with foreign support") {
  test::Board b;
  auto own = b.add(b.tiny.army("l2", 0));
  auto a = b.add(b.tiny.army("l1", 0), b.move("l2"));
  b.add(b.tiny.army("l3", 1), b.support_move("l1", "l2"));
  auto r = b.run();
  CHECK(r.outcomes[a].result == Result::fails);
  CHECK(r.outcomes[a].reason == Reason::own_unit);
  CHECK(r.outcomes[a].by == own);
  CHECK(r.dislodged.empty());
}

TEST_CASE("G1.7 supports of the defender's side do not count towards dislodging it") {
  test::Board b;
  b.add(b.tiny.army("l2", 1));
  auto a = b.add(b.tiny.army("l1", 0), b.move("l2"));
  b.add(b.tiny.army("l3", 1), b.support_move("l1", "l2"));  // a traitor support
  auto r = b.run();
  CHECK(r.outcomes[a].reason == Reason::bounced);
  CHECK(r.dislodged.empty());
}

TEST_CASE("R9a.move.15 two units cannot swap over land: head-to-head, both fail") {
  test::Board b;
  auto a = b.add(b.tiny.army("l1", 0), b.move("l2"));
  auto c = b.add(b.tiny.army("l2", 1), b.move("l1"));
  auto r = b.run();
  CHECK(r.outcomes[a].reason == Reason::beaten);
  CHECK(r.outcomes[c].reason == Reason::beaten);
  CHECK(b.at(r, a, "l1"));
  CHECK(b.at(r, c, "l2"));
}

TEST_CASE("R9a.move.15 the stronger side of a head-to-head battle dislodges the other") {
  test::Board b;
  auto a = b.add(b.tiny.army("l1", 0), b.move("l2"));
  auto c = b.add(b.tiny.army("l2", 1), b.move("l1"));
  b.add(b.tiny.army("l3", 0), b.support_move("l1", "l2"));
  auto r = b.run();
  CHECK(r.outcomes[a].result == Result::succeeds);
  CHECK(r.outcomes[c].reason == Reason::beaten);
  REQUIRE(test::Board::dislodgement(r, c) != nullptr);
  // The loser of a head-to-head battle leaves no standoff behind it.
  CHECK_FALSE(standoff_at(b, r, "l1"));
}

TEST_CASE("R9a.move.16 three units rotate round a cycle") {
  test::Board b;
  auto a = b.add(b.tiny.army("l1", 0), b.move("l2"));
  auto c = b.add(b.tiny.army("l2", 1), b.move("l3"));
  auto d = b.add(b.tiny.army("l3", 2), b.move("l1"));
  auto r = b.run();
  CHECK(b.at(r, a, "l2"));
  CHECK(b.at(r, c, "l3"));
  CHECK(b.at(r, d, "l1"));
  CHECK(r.dislodged.empty());
}

TEST_CASE("R9a.move.16 a rotation is broken by an outside attack that bounces into it") {
  test::Board b;
  auto a = b.add(b.tiny.army("l1", 0), b.move("l2"));
  auto c = b.add(b.tiny.army("l2", 0), b.move("l3"));
  auto d = b.add(b.tiny.army("l3", 0), b.move("l1"));
  b.add(b.tiny.army("l4", 1), b.move("l3"));
  auto r = b.run();
  CHECK(b.at(r, a, "l1"));
  CHECK(b.at(r, c, "l2"));
  CHECK(b.at(r, d, "l3"));
}

TEST_CASE("G1.3 a support adds the supporter's combat value, attacks use the mover's") {
  test::Board b;
  auto d = b.add(b.tiny.army("l2", 1));
  b.add(b.tiny.army("l5", 1), b.support_hold("l2"));  // hold strength 1 + 1
  auto a = b.add(b.tiny.army("l1", 0), b.move("l2"));
  b.add(b.tiny.army("l3", 0, 2), b.support_move("l1", "l2"));  // elite supporter adds 2
  auto r = b.run();
  CHECK(r.outcomes[a].result == Result::succeeds);
  REQUIRE(test::Board::dislodgement(r, d) != nullptr);

  test::Board e;
  e.add(e.tiny.army("l2", 1));
  e.add(e.tiny.army("l5", 1), e.support_hold("l2"));
  auto strong = e.add(e.tiny.army("l1", 0, 3), e.move("l2"));  // combat value 3 alone
  auto r2 = e.run();
  CHECK(r2.outcomes[strong].result == Result::succeeds);

  test::Board f;
  f.add(f.tiny.army("l2", 1, 2));  // a defender of combat value 2
  auto weak = f.add(f.tiny.army("l1", 0), f.move("l2"));
  f.add(f.tiny.army("l3", 0), f.support_move("l1", "l2"));
  auto r3 = f.run();
  CHECK(r3.outcomes[weak].reason == Reason::bounced);
  CHECK(r3.outcomes[weak].strength == 2);
  CHECK(r3.outcomes[weak].opposing == 2);
}

TEST_CASE("G1.5 a support is cut by an attack from another space, whatever its result") {
  test::Board b;
  auto d = b.add(b.tiny.army("l2", 1));
  auto a = b.add(b.tiny.army("l1", 0), b.move("l2"));
  auto s = b.add(b.tiny.army("l3", 0), b.support_move("l1", "l2"));
  auto cutter = b.add(b.tiny.army("l4", 1), b.move("l3"));
  auto r = b.run();
  CHECK(r.outcomes[s].result == Result::fails);
  CHECK(r.outcomes[s].reason == Reason::cut);
  CHECK(r.outcomes[s].by == cutter);
  CHECK(r.outcomes[a].reason == Reason::bounced);
  CHECK(test::Board::dislodgement(r, d) == nullptr);
}

TEST_CASE("G1.5 an attack from the space the support goes to does not cut it") {
  test::Board b;
  auto d = b.add(b.tiny.army("l2", 1), b.move("l3"));
  auto a = b.add(b.tiny.army("l1", 0), b.move("l2"));
  auto s = b.add(b.tiny.army("l3", 0), b.support_move("l1", "l2"));
  auto r = b.run();
  CHECK(r.outcomes[s].result == Result::succeeds);
  CHECK(r.outcomes[a].result == Result::succeeds);
  REQUIRE(test::Board::dislodgement(r, d) != nullptr);
}

TEST_CASE("G1.5 a support is cut when the supporter is dislodged, even from that space") {
  test::Board b;
  b.add(b.tiny.army("l6", 1), b.move("l1"));
  b.add(b.tiny.army("l2", 1), b.support_move("l6", "l1"));
  auto s = b.add(b.tiny.army("l1", 0), b.support_move("l5", "l6"));
  b.add(b.tiny.army("l5", 0), b.move("l6"));
  auto r = b.run();
  CHECK(r.outcomes[s].reason == Reason::dislodged);
  REQUIRE(test::Board::dislodgement(r, s) != nullptr);
}

TEST_CASE("G1.5 an attack by the supporter's own side does not cut") {
  test::Board b;
  b.add(b.tiny.army("l2", 1));
  auto a = b.add(b.tiny.army("l1", 0), b.move("l2"));
  auto s = b.add(b.tiny.army("l3", 0), b.support_move("l1", "l2"));
  b.add(b.tiny.army("l4", 0), b.move("l3"));
  auto r = b.run();
  CHECK(r.outcomes[s].result == Result::succeeds);
  CHECK(r.outcomes[a].result == Result::succeeds);
}

TEST_CASE("G1.6 a support that does not match the supported order is void") {
  test::Board b;
  b.add(b.tiny.army("l2", 1));
  auto a = b.add(b.tiny.army("l1", 0), b.move("l2"));
  auto s = b.add(b.tiny.army("l3", 0), b.support_move("l1", "l6"));
  auto h = b.add(b.tiny.army("l5", 0), b.support_hold("l1"));  // l1 moves: no hold support
  auto r = b.run();
  CHECK(r.outcomes[s].result == Result::void_order);
  CHECK(r.outcomes[s].reason == Reason::support_not_matching);
  CHECK(r.outcomes[h].reason == Reason::support_not_matching);
  CHECK(r.outcomes[a].reason == Reason::bounced);
}

TEST_CASE("G1.2 the supporter must be able to move into the supported space") {
  test::Board b;
  b.add(b.tiny.army("l2", 1));
  b.add(b.tiny.army("l1", 0), b.move("l2"));
  auto s = b.add(b.tiny.army("l4", 0), b.support_move("l1", "l2"));
  auto r = b.run();
  CHECK(r.outcomes[s].reason == Reason::support_unreachable);
  CHECK(r.dislodged.empty());
}

TEST_CASE("G2.4 an army goes by a chain of two fleets") {
  test::Board b;
  auto a = b.add(b.tiny.army("l1", 0), b.move("l4"));
  auto f1 = b.add(b.tiny.fleet("s1", 0), b.convoy("l1", "l4"));
  auto f2 = b.add(b.tiny.fleet("s2", 1), b.convoy("l1", "l4"));
  auto r = b.run();
  CHECK(r.outcomes[a].result == Result::succeeds);
  CHECK(r.outcomes[a].by_convoy);
  CHECK(b.at(r, a, "l4"));
  CHECK(r.outcomes[f1].result == Result::succeeds);
  CHECK(r.outcomes[f2].result == Result::succeeds);
}

TEST_CASE("G2.4 a convoy fails when a fleet of its only chain is dislodged") {
  test::Board b;
  auto a = b.add(b.tiny.army("l1", 0), b.move("l4"));
  b.add(b.tiny.fleet("s1", 0), b.convoy("l1", "l4"));
  auto f2 = b.add(b.tiny.fleet("s2", 0), b.convoy("l1", "l4"));
  b.add(b.tiny.fleet("s3", 1, 2), b.move("s2"));  // combat value 2 dislodges the s2 fleet
  auto r = b.run();
  CHECK(r.outcomes[f2].reason == Reason::dislodged);
  CHECK(r.outcomes[a].reason == Reason::convoy_disrupted);
  CHECK(b.at(r, a, "l1"));
}

TEST_CASE("G2.4 a convoy goes on while one chain has no dislodged fleet") {
  test::Board b;
  auto a = b.add(b.tiny.army("l1", 0), b.move("l4"));
  b.add(b.tiny.fleet("s1", 0), b.convoy("l1", "l4"));
  b.add(b.tiny.fleet("s2", 0), b.convoy("l1", "l4"));
  b.add(b.tiny.fleet("s3", 0), b.convoy("l1", "l4"));
  b.add(b.tiny.fleet("l6", 1), b.move("l1"));  // irrelevant attack on the army's origin
  auto r = b.run();
  CHECK(r.outcomes[a].result == Result::succeeds);
}

TEST_CASE("G2.4 an alternative chain saves the convoy when the other loses a fleet") {
  test::Board b;
  auto a = b.add(b.tiny.army("l1", 0), b.move("l4"));
  b.add(b.tiny.fleet("s1", 0), b.convoy("l1", "l4"));
  auto f2 = b.add(b.tiny.fleet("s2", 0), b.convoy("l1", "l4"));
  b.add(b.tiny.fleet("s3", 0), b.convoy("l1", "l4"));
  b.add(b.tiny.fleet("l4", 1, 2), b.move("s2"));  // combat value 2 dislodges the s2 fleet
  auto r = b.run();
  REQUIRE(test::Board::dislodgement(r, f2) != nullptr);
  CHECK(r.outcomes[a].result == Result::succeeds);
  CHECK(r.outcomes[a].by_convoy);
  CHECK(b.at(r, a, "l4"));
}

TEST_CASE("G2.7 an army by convoy may swap with the unit in its destination") {
  test::Board b;
  auto a = b.add(b.tiny.army("l1", 0), b.move("l4"));
  b.add(b.tiny.fleet("s3", 0), b.convoy("l1", "l4"));
  auto c = b.add(b.tiny.army("l4", 1), b.move("l3"));
  auto d = b.add(b.tiny.army("l3", 1), b.move("l1"));
  auto r = b.run();
  CHECK(b.at(r, a, "l4"));
  CHECK(b.at(r, c, "l3"));
  CHECK(b.at(r, d, "l1"));
}

TEST_CASE("G2.3 only a fleet at sea convoys, and only armies are convoyed") {
  test::Board b;
  auto f = b.add(b.tiny.fleet("l6", 0), b.convoy("l1", "l4"));
  auto g = b.add(b.tiny.fleet("s1", 0), b.convoy("l5", "l1"));
  auto h = b.add(b.tiny.fleet("s3", 0), b.convoy("l4", "l1"));
  b.add(b.tiny.fleet("l5", 0), b.move("l4"));
  b.add(b.tiny.fleet("l4", 0), b.move("l1"));
  auto r = b.run();
  CHECK(r.outcomes[f].reason == Reason::convoy_not_at_sea);
  CHECK(r.outcomes[g].reason == Reason::convoy_not_army);
  CHECK(r.outcomes[h].reason == Reason::convoy_not_army);
}

TEST_CASE("G2.8 a convoy paradox follows the Szykman rule: the convoy is cancelled") {
  // DATC 6.F.14 on the tiny map: the army convoyed through s3 attacks the fleet in l4 whose
  // support dislodges the convoying fleet.
  test::Board b;
  auto a = b.add(b.tiny.army("l1", 0), b.move("l4"));
  auto f = b.add(b.tiny.fleet("s3", 0), b.convoy("l1", "l4"));
  auto s = b.add(b.tiny.fleet("l4", 1), b.support_move("s2", "s3"));
  auto m = b.add(b.tiny.fleet("s2", 1), b.move("s3"));
  auto r = b.run();
  CHECK(r.outcomes[a].result == Result::fails);
  CHECK(r.outcomes[a].reason == Reason::convoy_paradox);
  CHECK(r.outcomes[f].reason == Reason::convoy_paradox);
  CHECK(r.outcomes[s].result == Result::succeeds);
  CHECK(r.outcomes[m].result == Result::succeeds);
  REQUIRE(test::Board::dislodgement(r, f) != nullptr);
}

TEST_CASE("R9a.conv.2 an attack that does not dislodge the fleet leaves the convoy intact") {
  test::Board b;
  auto a = b.add(b.tiny.army("l1", 0), b.move("l4"));
  b.add(b.tiny.fleet("s3", 0), b.convoy("l1", "l4"));
  b.add(b.tiny.fleet("s2", 1), b.move("s3"));
  auto r = b.run();
  CHECK(r.outcomes[a].result == Result::succeeds);
}

TEST_CASE("R9a.move.19 a standoff space is reported, a vacated space is not") {
  test::Board b;
  b.add(b.tiny.army("l1", 0), b.move("l2"));
  b.add(b.tiny.army("l3", 1), b.move("l2"));
  b.add(b.tiny.army("l5", 1), b.move("l6"));
  auto r = b.run();
  CHECK(standoff_at(b, r, "l2"));
  CHECK_FALSE(standoff_at(b, r, "l6"));
  CHECK_FALSE(standoff_at(b, r, "l5"));
}

TEST_CASE("outcome formatter prints the reason and the unit responsible") {
  test::Board b;
  b.add(b.tiny.army("l1", 0), b.move("l2"));
  b.add(b.tiny.army("l3", 1), b.move("l2"));
  auto v = b.add(b.tiny.army("l5", 1), b.move("l1"));
  auto r = b.run();
  CHECK(adj::format_outcome(b.tiny.map(), b.units, r.outcomes[0]) ==
        "bounced by A l3 (1 against 1)");
  CHECK(adj::format_outcome(b.tiny.map(), b.units, r.outcomes[v]) == "void: no convoy route");
}
