#include "adjudicator/outcome.hpp"

#include <fmt/format.h>

namespace dia::adj {

std::string_view to_string(Result r) {
  switch (r) {
    case Result::succeeds:
      return "succeeds";
    case Result::fails:
      return "fails";
    case Result::void_order:
      return "void";
  }
  return "void";
}

std::string_view to_string(Reason r) {
  switch (r) {
    case Reason::none:
      return "";
    case Reason::bounced:
      return "bounced";
    case Reason::beaten:
      return "beaten in a head-to-head battle";
    case Reason::own_unit:
      return "would dislodge a unit of its own side";
    case Reason::convoy_disrupted:
      return "convoy disrupted";
    case Reason::convoy_paradox:
      return "convoy paradox, convoy cancelled (Szykman rule)";
    case Reason::cut:
      return "cut";
    case Reason::dislodged:
      return "dislodged";
    case Reason::not_adjacent:
      return "destination not reachable";
    case Reason::no_convoy_route:
      return "no convoy route";
    case Reason::same_space:
      return "move to its own space";
    case Reason::coast_not_specified:
      return "coast not specified";
    case Reason::wrong_unit_kind:
      return "this kind of unit cannot go there";
    case Reason::nothing_there:
      return "no unit there";
    case Reason::cannot_support_self:
      return "a unit cannot support itself";
    case Reason::support_unreachable:
      return "supporter cannot reach the supported space";
    case Reason::support_not_matching:
      return "support does not match the supported order";
    case Reason::supported_cancelled:
      return "the supported unit was dislodged and its order cancelled";
    case Reason::convoy_not_at_sea:
      return "only a fleet at sea can convoy";
    case Reason::convoy_not_army:
      return "only armies can be convoyed";
    case Reason::convoy_not_matching:
      return "convoy does not match the army's order";
    case Reason::convoy_not_used:
      return "the army does not use this convoy";
    case Reason::disbanded:
      return "disbanded";
    case Reason::retreat_occupied:
      return "the space is occupied";
    case Reason::retreat_attacker_origin:
      return "the attacker came from there";
    case Reason::retreat_standoff:
      return "the space was left empty by a standoff";
    case Reason::retreat_conflict:
      return "another unit retreats there too";
    case Reason::build_not_home:
      return "not a home supply centre of this side";
    case Reason::build_not_owned:
      return "supply centre not owned";
    case Reason::build_occupied:
      return "the space is occupied";
    case Reason::build_none_left:
      return "no build left";
    case Reason::remove_none_due:
      return "no removal due";
    case Reason::not_own_unit:
      return "no unit of this side there";
    case Reason::already_ordered:
      return "already ordered";
    case Reason::civil_disorder:
      return "removed by civil disorder";
  }
  return "";
}

std::string describe_unit(const map::Map& map, const Unit& unit) {
  return fmt::format("{} {}", unit.kind == UnitKind::army ? 'A' : 'F', map.node(unit.node).code);
}

std::string format_outcome(const map::Map& map, std::span<const Unit> units,
                           const Outcome& outcome) {
  auto who = [&]() -> std::string {
    if (outcome.by == no_unit || outcome.by >= units.size()) return "?";
    return describe_unit(map, units[outcome.by]);
  };
  switch (outcome.result) {
    case Result::succeeds:
      return "succeeds";
    case Result::void_order:
      return fmt::format("void: {}", to_string(outcome.reason));
    case Result::fails:
      break;
  }
  switch (outcome.reason) {
    case Reason::bounced:
      return fmt::format("bounced by {} ({} against {})", who(), outcome.strength,
                         outcome.opposing);
    case Reason::beaten:
      return fmt::format("beaten by {} ({} against {})", who(), outcome.strength, outcome.opposing);
    case Reason::own_unit:
      return fmt::format("fails: would dislodge its own {}", who());
    case Reason::cut:
      return fmt::format("cut by {}", who());
    case Reason::retreat_conflict:
      return fmt::format("disbanded: {} retreats there too", who());
    case Reason::dislodged:
      return fmt::format("dislodged by {}", who());
    default:
      return fmt::format("fails: {}", to_string(outcome.reason));
  }
}

}  // namespace dia::adj
