#pragma once
// A tiny Diadoques-like map built in code, so state tests do not depend on the full map file.
#include "map/map.hpp"

namespace dia::test {

inline map::Map toy_map() {
  using map::SpaceKind;
  map::Map m;
  m.name = "toy";
  m.ruleset = "diadoques";
  auto add = [&](const char* code, SpaceKind kind) {
    map::Space s;
    s.code = code;
    s.name = code;
    s.kind = kind;
    s.nodes.push_back(static_cast<map::NodeId>(m.nodes.size()));
    map::Node n;
    n.code = code;
    n.space = static_cast<map::SpaceId>(m.spaces.size());
    m.nodes.push_back(n);
    m.spaces.push_back(s);
    return static_cast<map::SpaceId>(m.spaces.size() - 1);
  };
  auto mac = add("MAC", SpaceKind::land);
  add("THE", SpaceKind::land);
  auto ege = add("EGE", SpaceKind::sea);
  auto pella = add("Pella", SpaceKind::citadel);
  auto pydna = add("Pydna", SpaceKind::citadel);
  map::Citadel capital;
  capital.province = mac;
  capital.cls = map::CitadelClass::capital;
  m.spaces[pella].citadel = capital;
  map::Citadel port;
  port.province = mac;
  port.port = true;
  port.sea_access = {ege};
  m.spaces[pydna].citadel = port;
  m.spaces[mac].citadels = {pella, pydna};
  m.index();
  return m;
}

}  // namespace dia::test
