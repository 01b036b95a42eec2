#include "map/summary.hpp"

#include <fmt/format.h>

namespace dia::map {

std::string summary_line(const Map& m) {
  int land = 0, coastal = 0, sea = 0, coasts = 0;
  int cit[3] = {0, 0, 0};
  int ports = 0;
  std::size_t army = 0, fleet = 0;
  for (const auto& s : m.spaces) {
    if (s.is_land()) ++land;
    if (s.is_land() && s.coastal) ++coastal;
    if (s.is_sea()) ++sea;
    coasts += static_cast<int>(s.nodes.size()) - 1;
    if (s.citadel) {
      ++cit[static_cast<int>(s.citadel->cls)];
      if (s.citadel->port) ++ports;
    }
  }
  for (const auto& n : m.nodes) {
    army += n.army_adjacent.size();
    fleet += n.fleet_adjacent.size();
  }
  std::string line =
      fmt::format("{} ({}): {} spaces: {} land ({} coastal), {} sea, {} citadels", m.name,
                  m.ruleset, m.spaces.size(), land, coastal, sea, cit[0] + cit[1] + cit[2]);
  if (cit[0] + cit[1] + cit[2] > 0) {
    line +=
        fmt::format(" ({} minor, {} major, {} capital; {} ports)", cit[0], cit[1], cit[2], ports);
  }
  if (coasts > 0) line += fmt::format(", {} coasts", coasts);
  line += fmt::format("; borders: {} army, {} fleet", army / 2, fleet / 2);
  if (!m.special_links.empty()) line += fmt::format(", {} special links", m.special_links.size());
  if (!m.lakes.empty()) line += fmt::format(", {} lakes", m.lakes.size());
  if (!m.rivers.empty()) line += fmt::format(", {} rivers", m.rivers.size());
  return line;
}

}  // namespace dia::map
