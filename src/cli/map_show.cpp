#include "cli/map_show.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "orders/names.hpp"

namespace dia::cli {
namespace {

using map::Crossing;
using map::Map;
using map::NodeId;
using map::Space;
using map::SpaceId;

std::string join(const std::vector<std::string>& items, std::string_view sep = ", ") {
  std::string out;
  for (const auto& i : items) out += (out.empty() ? "" : std::string(sep)) + i;
  return out;
}

std::string kind_text(const Space& s) {
  switch (s.kind) {
    case map::SpaceKind::land:
      return "land province";
    case map::SpaceKind::sea:
      return "sea zone";
    case map::SpaceKind::citadel:
      return "citadel";
  }
  return "";
}

// Neighbour codes of one node for one kind of unit, sorted, one code per space or coast.
std::vector<std::string> neighbours(const Map& m, NodeId n, Crossing who) {
  const auto& list = who == Crossing::army ? m.node(n).army_adjacent : m.node(n).fleet_adjacent;
  std::vector<std::string> out;
  for (NodeId to : list) out.push_back(m.node(to).code);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::string citadel_text(const Map& m, const Space& c) {
  std::vector<std::string> parts{std::string(to_string(c.citadel->cls))};
  if (c.citadel->port) {
    std::vector<std::string> seas;
    for (SpaceId s : c.citadel->sea_access) seas.push_back(m.space(s).code);
    parts.push_back("port, access to " + join(seas));
  }
  if (c.citadel->treasure) parts.push_back(fmt::format("treasure {} T", c.citadel->treasure));
  if (c.citadel->religious_treasure) parts.push_back("religious treasure");
  return join(parts);
}

}  // namespace

std::string describe_space(const Map& m, SpaceId id) {
  const Space& s = m.space(id);
  std::string out;
  auto line = [&](std::string_view key, const std::string& value) {
    if (!value.empty()) out += fmt::format("  {:<16}{}\n", std::string(key) + ":", value);
  };
  out +=
      s.name.empty() || s.name == s.code ? s.code + "\n" : fmt::format("{}  {}\n", s.code, s.name);
  std::string kind = kind_text(s);
  if (s.is_land()) {
    kind += fmt::format(", {} terrain", to_string(s.terrain));
    if (s.coastal) kind += ", coastal";
  }
  line("kind", kind);
  line("aliases", join(s.aliases));
  if (s.supply_centre) line("supply centre", s.home.empty() ? "yes" : "home of " + s.home);
  if (s.citadel) {
    line("citadel", citadel_text(m, s));
    line("province", m.space(s.citadel->province).code);
  }
  std::vector<std::string> cits;
  for (SpaceId c : s.citadels) {
    cits.push_back(fmt::format("{} ({})", m.space(c).code, citadel_text(m, m.space(c))));
  }
  line("citadels", join(cits, "; "));
  if (s.cities) line("cities", std::to_string(s.cities));
  std::vector<std::string> ports;
  for (const auto& p : s.ports)
    ports.push_back(fmt::format("{} -> {}", p.name, m.space(p.sea).code));
  line("ports", join(ports));
  if (s.arsenal_exception) line("arsenal", "exception: no income, no winter supply");
  if (s.source != map::Source::unspecified) line("source", std::string(to_string(s.source)));

  for (NodeId n : s.nodes) {
    const std::string suffix = m.node(n).coast.empty() ? "" : " (" + m.node(n).code + ")";
    line("army" + suffix, join(neighbours(m, n, Crossing::army)));
    line("fleet" + suffix, join(neighbours(m, n, Crossing::fleet)));
  }
  for (const auto& l : m.special_links) {
    SpaceId a = m.node(l.a).space, b = m.node(l.b).space;
    if (a != id && b != id) continue;
    std::string other = m.node(a == id ? l.b : l.a).code;
    std::string text =
        fmt::format("{} ({} '{}'; {}; ", other, to_string(l.kind), l.name, to_string(l.units));
    text += l.gatekeeper ? "gatekeeper " + m.space(*l.gatekeeper).code : "no gatekeeper";
    text += l.retreat ? "; retreats allowed)" : "; no retreat)";
    line("special link", text);
  }
  for (const auto& r : m.rivers) {
    std::vector<std::string> borders;
    for (const auto& [a, b] : r.borders) {
      if (a == id || b == id) borders.push_back(m.space(a == id ? b : a).code);
    }
    if (!borders.empty())
      line("river", fmt::format("{} along the border with {}", r.name, join(borders)));
    if (std::find(r.provinces.begin(), r.provinces.end(), id) != r.provinces.end()) {
      line("floods", r.name);
    }
  }
  for (const auto& l : m.lakes) {
    if (l.a == id || l.b == id) {
      line("lake",
           fmt::format("{}: not adjacent to {}", l.name, m.space(l.a == id ? l.b : l.a).code));
    }
  }
  if (m.storms) {
    std::vector<std::string> kinds;
    auto has = [id](const std::vector<SpaceId>& v) {
      return std::find(v.begin(), v.end(), id) != v.end();
    };
    if (has(m.storms->sea)) kinds.push_back("sea");
    if (has(m.storms->sand)) kinds.push_back("sand");
    if (has(m.storms->snow)) kinds.push_back("snow");
    line("storms", join(kinds));
  }
  std::vector<std::string> events;
  for (const auto& e : m.events) {
    bool field = std::find(e.field.begin(), e.field.end(), id) != e.field.end();
    bool appears = std::find(e.appears.begin(), e.appears.end(), id) != e.appears.end();
    if (field) events.push_back(e.id + (appears ? " (appears here)" : ""));
  }
  line("events", join(events));
  return out;
}

int show_space(const Map& m, const std::string& name, std::ostream& out, std::ostream& err) {
  // A coast ("spa/nc") shows its province.
  if (auto node = m.find_name(name)) {
    out << describe_space(m, m.node(*node).space);
    return 0;
  }
  orders::PlaceNames names(m);
  orders::Resolution r = names.resolve(name);
  switch (r.kind) {
    case orders::Resolution::Kind::exact:
      out << describe_space(m, static_cast<SpaceId>(r.id));
      return 0;
    case orders::Resolution::Kind::close:
      err << fmt::format("note: '{}' read as '{}' ({})\n", name, r.matched,
                         names.describe(static_cast<SpaceId>(r.id)));
      out << describe_space(m, static_cast<SpaceId>(r.id));
      return 0;
    case orders::Resolution::Kind::ambiguous:
      err << fmt::format("error: '{}' is ambiguous: {}\n", name, names.describe(r.candidates));
      return 1;
    case orders::Resolution::Kind::unknown:
      err << fmt::format("error: no space named '{}'", name);
      if (!r.candidates.empty()) err << "; nearest: " << names.describe(r.candidates);
      err << '\n';
      return 1;
  }
  return 1;
}

}  // namespace dia::cli
