#pragma once
// Runs DATC cases through the adjudication phases and compares the result with the expected
// position exactly (unit set and dislodged set, as jDip and godip do). Orders and unit lines
// are read by the project's order parser (src/orders), with its lenient name resolver, so the
// free-form jDip file exercises the parser as well as the movement core.
#include <memory>
#include <string>
#include <vector>

#include "adjudicator/adjustment.hpp"
#include "adjudicator/movement.hpp"
#include "adjudicator/retreat.hpp"
#include "datc/case_file.hpp"
#include "map/map.hpp"

namespace dia::datc {

// A unit as a case states it, for exact comparison.
struct Placed {
  adj::SideId side = adj::no_side;
  adj::UnitKind kind = adj::UnitKind::army;
  map::NodeId node = map::no_node;
  auto operator<=>(const Placed&) const = default;
};

// A case turned into adjudication inputs (everything parsed), so that adjudication can be
// timed on its own.
struct PreparedCase {
  const Case* source = nullptr;
  Phase phase = Phase::movement;
  std::vector<adj::Unit> units;
  // movement
  std::vector<adj::Order> orders;
  // retreat
  std::vector<adj::RetreatingUnit> retreating;
  std::vector<map::SpaceId> standoffs;
  std::vector<adj::RetreatOrder> retreat_orders;
  // adjustment
  std::vector<adj::SideId> owner, home;
  std::vector<adj::AdjustmentOrder> adjustment_orders;
  // expected (sorted)
  std::vector<Placed> expected_units, expected_dislodged;
  std::vector<std::string> problems;  // lines that could not be read: the case fails
  std::vector<std::string> notes;     // ignored orders, corrected names
  std::vector<std::string> unread;    // order lines the parser rejected (shown when it fails)
};

struct Verdict {
  bool passed = false;
  std::string difference;  // what differs, or why the case could not run
};

class Harness {
 public:
  explicit Harness(const map::Map& map);
  ~Harness();
  Harness(const Harness&) = delete;
  Harness& operator=(const Harness&) = delete;

  PreparedCase prepare(const Case& c) const;
  Verdict adjudicate(const PreparedCase& p) const;
  Verdict run(const Case& c) const { return adjudicate(prepare(c)); }

  const std::vector<std::string>& side_names() const;
  std::string describe(const Placed& p) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace dia::datc
