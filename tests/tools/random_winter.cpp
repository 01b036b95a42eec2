#include "tools/random_winter.hpp"

#include <fmt/format.h>

#include "adjudicator/season/pieces.hpp"

namespace dia::tools {

namespace {

std::string winter_text(const state::GameState& state, const state::Side& side,
                        TestRng& rng) {
  std::vector<const state::Unit*> units;
  for (const state::Unit& u : state.units)
    if (u.side == side.id) units.push_back(&u);
  std::vector<std::string> spaces;  // where a build may be asked for: what the side controls
  for (const auto& [space, owner] : state.control)
    if (owner == side.id) spaces.push_back(space);
  auto unit = [](const state::Unit& u) { return fmt::format("{} {}", state::code(u.type), u.space); };
  std::string out;
  for (std::uint32_t k = rng.below(3); k > 0 && !spaces.empty(); --k) {
    static const std::vector<std::string> types{"A", "F", "Am", "Ae", "Fe"};
    out += fmt::format("Construire {} {}\n", rng.pick(types), rng.pick(spaces));
  }
  for (const state::Unit* u : units) {
    if (rng.percent(8)) out += fmt::format("Licencier {}\n", unit(*u));
    else if (rng.percent(6)) out += fmt::format("Promouvoir {} {}\n", unit(*u), rng.percent(50) ? "Am" : "Ae");
    else if (rng.percent(4)) out += fmt::format("Dégrader {}\n", unit(*u));
  }
  if (!units.empty() && rng.percent(30)) {
    std::string kept;
    for (const state::Unit* u : units)
      if (rng.percent(70)) kept += (kept.empty() ? " " : ", ") + unit(*u);
    out += "Entretien" + kept + "\n";
  }
  if (!spaces.empty() && rng.percent(10)) out += fmt::format("Saisir {}\n", rng.pick(spaces));
  if (rng.percent(15)) {
    std::vector<const state::Side*> others;
    for (const state::Side& s : state.sides)
      if (s.id != side.id && !s.eliminated) others.push_back(&s);
    if (!others.empty())
      out += fmt::format("Or {} {}{}\n", 1 + rng.below(6),
                         adj::season::side_name(state, rng.pick(others)->id),
                         rng.percent(30) ? " public" : "");
  }
  return out;
}

}  // namespace

std::vector<adj::SideOrders> random_winter_orders(const map::Map& /*map*/,
                                                  const state::GameState& state,
                                                  const orders::OrderParser& parser, TestRng& rng) {
  std::vector<adj::SideOrders> out;
  for (const state::Side& s : state.sides) {
    if (s.eliminated) continue;
    adj::SideOrders so;
    so.side = s.id;
    so.file = s.id + ".txt";
    so.text = winter_text(state, s, rng);
    so.parsed = parser.parse(so.text);
    out.push_back(std::move(so));
  }
  return out;
}

}  // namespace dia::tools
