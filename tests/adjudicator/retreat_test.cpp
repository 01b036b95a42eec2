// The retreat phase on the tiny map (tiny_map.hpp).
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "adjudicator/retreat.hpp"
#include "tiny_map.hpp"

using namespace dia;
using adj::Reason;
using adj::Result;
using adj::RetreatKind;

namespace {

struct Retreats {
  test::TinyMap tiny;
  std::vector<adj::Unit> standing;
  std::vector<adj::RetreatingUnit> retreating;
  std::vector<map::SpaceId> standoffs;
  std::vector<adj::RetreatOrder> orders;

  void dislodged(adj::Unit u, const char* attacker_from, adj::RetreatOrder o) {
    retreating.push_back({u, attacker_from ? tiny.space(attacker_from) : adj::no_space});
    orders.push_back(o);
  }
  adj::RetreatOrder to(const char* where) const { return {RetreatKind::retreat, tiny.node(where)}; }
  adj::RetreatResult run() const {
    return adj::adjudicate_retreats(tiny.map(), standing, retreating, standoffs, orders);
  }
};

}  // namespace

TEST_CASE("R9a.ret.6 a dislodged unit retreats to an adjacent empty space") {
  Retreats r;
  r.standing = {r.tiny.army("l2", 1)};  // the attacker, now in l2
  r.dislodged(r.tiny.army("l2", 0), "l1", r.to("l5"));
  auto res = r.run();
  CHECK(res.outcomes[0].result == Result::succeeds);
  CHECK(res.positions[0] == r.tiny.node("l5"));
}

TEST_CASE("R9a.ret.6 no retreat to an occupied space, the attacker's origin or a standoff") {
  Retreats r;
  r.standing = {r.tiny.army("l2", 1), r.tiny.army("l3", 2)};
  r.standoffs = {r.tiny.space("l5")};
  r.dislodged(r.tiny.army("l2", 0), "l1", r.to("l3"));
  r.dislodged(r.tiny.army("l6", 0), "l5", r.to("l5"));  // l5: its attacker's origin and standoff
  auto res = r.run();
  CHECK(res.outcomes[0].reason == Reason::retreat_occupied);
  CHECK(res.positions[0] == map::no_node);
  CHECK(res.outcomes[1].reason == Reason::retreat_attacker_origin);

  Retreats s;
  s.standing = {s.tiny.army("l2", 1)};
  s.standoffs = {s.tiny.space("l5")};
  s.dislodged(s.tiny.army("l2", 0), "l1", s.to("l5"));
  CHECK(s.run().outcomes[0].reason == Reason::retreat_standoff);
  auto options = adj::retreat_options(s.tiny.map(), s.standing, s.retreating[0], s.standoffs);
  CHECK(options == std::vector<map::NodeId>{s.tiny.node("l3")});
}

TEST_CASE("R9a.ret.6 a unit dislodged by a convoyed army may retreat where it came from") {
  Retreats r;
  r.standing = {r.tiny.army("l4", 1)};
  r.dislodged(r.tiny.army("l4", 0), nullptr, r.to("l3"));  // attacker came by convoy
  auto res = r.run();
  CHECK(res.outcomes[0].result == Result::succeeds);
}

TEST_CASE("R9a.ret.6 a retreat follows the unit's own kind of movement, one space") {
  Retreats r;
  r.standing = {r.tiny.fleet("s3", 1)};
  r.dislodged(r.tiny.fleet("s3", 0), "s2", r.to("l2"));  // fleet inland
  r.dislodged(r.tiny.army("l1", 0), "l6", r.to("s1"));   // army to sea
  r.standing.push_back(r.tiny.army("l1", 1));
  auto res = r.run();
  CHECK(res.outcomes[0].reason == Reason::not_adjacent);
  CHECK(res.outcomes[1].reason == Reason::not_adjacent);
}

TEST_CASE("R9a.ret.8 a unit with no legal destination has no retreat options") {
  Retreats r;
  r.standing = {r.tiny.army("l2", 1), r.tiny.army("l3", 1), r.tiny.army("l5", 1)};
  r.retreating = {{r.tiny.army("l2", 0), r.tiny.space("l1")}};
  CHECK(adj::retreat_options(r.tiny.map(), r.standing, r.retreating[0], r.standoffs).empty());
}

TEST_CASE("DATC 6.H.7 units retreating to the same space are all disbanded") {
  Retreats r;
  r.standing = {r.tiny.army("l1", 1), r.tiny.army("l3", 1)};
  r.dislodged(r.tiny.army("l1", 0), "l6", r.to("l2"));
  r.dislodged(r.tiny.army("l3", 2), "l4", r.to("l2"));
  auto res = r.run();
  CHECK(res.outcomes[0].reason == Reason::retreat_conflict);
  CHECK(res.outcomes[0].by == 1);
  CHECK(res.outcomes[1].reason == Reason::retreat_conflict);
  CHECK(res.positions[0] == map::no_node);
  CHECK(res.positions[1] == map::no_node);
}

TEST_CASE("R9a.ret.9 a disband order or no order disbands the unit") {
  Retreats r;
  r.standing = {r.tiny.army("l2", 1)};
  r.dislodged(r.tiny.army("l2", 0), "l1", {RetreatKind::disband, map::no_node});
  r.dislodged(r.tiny.army("l6", 0), "l5", {});
  auto res = r.run();
  CHECK(res.outcomes[0].result == Result::succeeds);
  CHECK(res.outcomes[0].reason == Reason::disbanded);
  CHECK(res.outcomes[1].reason == Reason::disbanded);
  CHECK(res.positions[0] == map::no_node);
  CHECK(res.positions[1] == map::no_node);
}
