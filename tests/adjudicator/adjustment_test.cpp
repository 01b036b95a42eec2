// The classical build and removal phase on the tiny map (tiny_map.hpp). Supply centres and
// home centres are given per space, as the DATC harness gives them.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "adjudicator/adjustment.hpp"
#include "tiny_map.hpp"

using namespace dia;
using adj::AdjustmentKind;
using adj::Reason;
using adj::Result;

namespace {

struct Adjust {
  test::TinyMap tiny;
  std::vector<adj::Unit> units;
  std::vector<adj::SideId> owner = std::vector<adj::SideId>(9, adj::no_side);
  std::vector<adj::SideId> home = std::vector<adj::SideId>(9, adj::no_side);
  std::vector<adj::AdjustmentOrder> orders;

  void centre(const char* s, adj::SideId owned_by, adj::SideId home_of = adj::no_side) {
    owner[tiny.space(s)] = owned_by;
    home[tiny.space(s)] = home_of;
  }
  void build(adj::SideId side, adj::UnitKind kind, const char* where) {
    orders.push_back({side, AdjustmentKind::build, kind, true, tiny.node(where)});
  }
  void remove(adj::SideId side, const char* where) {
    orders.push_back({side, AdjustmentKind::remove, adj::UnitKind::army, false, tiny.node(where)});
  }
  adj::AdjustmentResult run() const {
    return adj::adjudicate_adjustments(tiny.map(), units, owner, home, orders);
  }
  bool has(const adj::AdjustmentResult& r, adj::UnitKind kind, const char* where) const {
    return std::any_of(r.units.begin(), r.units.end(), [&](const adj::Unit& u) {
      return u.kind == kind && u.node == tiny.node(where);
    });
  }
};

}  // namespace

TEST_CASE("DATC 6.I.1 builds count in the order written, up to centres minus units") {
  Adjust a;
  a.centre("l1", 0, 0);
  a.centre("l2", 0, 0);
  a.centre("l3", 0, 0);
  a.units = {a.tiny.army("l5", 0)};
  a.build(0, adj::UnitKind::army, "l1");
  a.build(0, adj::UnitKind::army, "l2");
  a.build(0, adj::UnitKind::army, "l3");  // third build: only two are due
  auto r = a.run();
  CHECK(r.outcomes[0].result == Result::succeeds);
  CHECK(r.outcomes[1].result == Result::succeeds);
  CHECK(r.outcomes[2].reason == Reason::build_none_left);
  CHECK(r.units.size() == 3);
  CHECK(a.has(r, adj::UnitKind::army, "l1"));
  CHECK(a.has(r, adj::UnitKind::army, "l2"));
}

TEST_CASE("DATC 6.I.3, 6.I.5, 6.I.6 a build needs an empty, owned home centre") {
  Adjust a;
  a.centre("l1", 0, 0);  // occupied
  a.centre("l2", 1, 0);  // home, owned by another side
  a.centre("l3", 0);     // owned, not home
  a.centre("l6", 0, 0);
  a.centre("l4", 0, 0);
  a.units = {a.tiny.army("l1", 0)};
  a.build(0, adj::UnitKind::army, "l1");
  a.build(0, adj::UnitKind::army, "l2");
  a.build(0, adj::UnitKind::army, "l3");
  a.build(0, adj::UnitKind::fleet, "l6");
  a.build(0, adj::UnitKind::fleet, "l6");  // DATC 6.I.7: one build per centre
  auto r = a.run();
  CHECK(r.outcomes[0].reason == Reason::build_occupied);
  CHECK(r.outcomes[1].reason == Reason::build_not_owned);
  CHECK(r.outcomes[2].reason == Reason::build_not_home);
  CHECK(r.outcomes[3].result == Result::succeeds);
  CHECK(r.outcomes[4].reason == Reason::already_ordered);
  CHECK(a.has(r, adj::UnitKind::fleet, "l6"));
}

TEST_CASE("DATC 6.I.2 a fleet cannot be built in an inland centre") {
  Adjust a;
  a.centre("l2", 0, 0);
  a.build(0, adj::UnitKind::fleet, "l2");
  auto r = a.run();
  CHECK(r.outcomes[0].reason == Reason::wrong_unit_kind);
  CHECK(r.units.empty());
}

TEST_CASE("DATC 6.J.1 removals beyond those due, or of absent units, are void") {
  Adjust a;
  a.centre("l1", 0, 0);
  a.units = {a.tiny.army("l1", 0), a.tiny.army("l2", 0)};
  a.remove(0, "l5");  // nothing there
  a.remove(0, "l2");
  a.remove(0, "l1");  // only one removal is due
  auto r = a.run();
  CHECK(r.outcomes[0].reason == Reason::not_own_unit);
  CHECK(r.outcomes[1].result == Result::succeeds);
  CHECK(r.outcomes[2].reason == Reason::remove_none_due);
  REQUIRE(r.units.size() == 1);
  CHECK(r.units[0].node == a.tiny.node("l1"));
  CHECK(r.removed_by_civil_disorder.empty());
}

TEST_CASE("DATC 6.J.3 civil disorder removes the unit farthest from an owned home centre") {
  Adjust a;
  a.centre("l1", 0, 0);
  a.units = {a.tiny.army("l2", 0), a.tiny.army("l5", 0)};  // l2 is 1 away, l5 is 2 away
  auto r = a.run();
  REQUIRE(r.removed_by_civil_disorder.size() == 1);
  CHECK(r.removed_by_civil_disorder[0] == 1);
  CHECK(a.has(r, adj::UnitKind::army, "l2"));
}

TEST_CASE("DATC 6.J.7 civil disorder: fleets before armies, then by name, at equal distance") {
  Adjust a;
  a.centre("l1", 0, 0);
  a.units = {a.tiny.army("l2", 0), a.tiny.fleet("s3", 0), a.tiny.fleet("s1", 0)};
  auto r = a.run();  // one centre, three units: two removals, all at distance 1
  REQUIRE(r.removed_by_civil_disorder.size() == 2);
  CHECK(r.removed_by_civil_disorder[0] == 2);  // F s1 before F s3 (name order)
  CHECK(r.removed_by_civil_disorder[1] == 1);
  REQUIRE(r.units.size() == 1);
  CHECK(r.units[0].kind == adj::UnitKind::army);
}
