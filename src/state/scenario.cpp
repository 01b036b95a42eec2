#include "state/scenario.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "common/text.hpp"
#include "common/yaml_value.hpp"
#include "state/durable.hpp"

namespace dia::state {

const ScenarioSide* Scenario::side(const std::string& id) const {
  auto it = std::find_if(sides.begin(), sides.end(), [&](const auto& s) { return s.id == id; });
  return it == sides.end() ? nullptr : &*it;
}

const ScenarioSide* Scenario::side_by_diadoque(const std::string& diadoque) const {
  auto folded = fold_name(diadoque);
  for (const auto& s : sides) {
    if (folded == fold_name(s.diadoque_name) || folded == fold_name(s.diadoque_id) ||
        folded == fold_name(s.id)) {
      return &s;
    }
  }
  return nullptr;
}

ScenarioLoad load_scenario(const std::string& path) {
  std::string text;
  try {
    text = read_file(path);
  } catch (const std::exception& e) {
    ScenarioLoad out;
    out.diagnostics.push_back({Severity::error, path, {}, e.what()});
    return out;
  }
  return load_scenario_text(text, path);
}

ScenarioLoad load_scenario_text(const std::string& text, const std::string& path) {
  ScenarioLoad out;
  auto fail = [&](SourcePos p, std::string msg) {
    out.diagnostics.push_back({Severity::error, path, p, std::move(msg)});
  };
  try {
    const yaml::Value root = yaml::load_document(text);
    auto str = [&](const yaml::Value& n, const char* key) {
      return yaml::read_or<std::string>(n, key, "", path);
    };
    Scenario sc;
    sc.file = path;
    sc.name = str(root, "name");
    sc.map = str(root, "map");
    sc.start = str(root, "start");
    if (sc.map.empty()) fail(root.at, "missing key 'map' (the map file of this scenario)");
    for (const auto& t : yaml::items(yaml::field(root, "default_purchase"))) {
      const auto written = yaml::read_as<std::string>(t, path);
      auto type = unit_type_from(written);
      if (!type)
        fail(t.at, fmt::format("{}: '{}' is not a unit type", t.path, written));
      else
        sc.default_purchase.push_back(*type);
    }
    for (const auto& n : yaml::items(yaml::field(root, "sides"))) {
      ScenarioSide s;
      s.id = str(n, "id");
      s.diadoque_id = str(yaml::field(n, "diadoque"), "id");
      s.diadoque_name = str(yaml::field(n, "diadoque"), "name");
      s.epigone_id = str(yaml::field(n, "epigone"), "id");
      s.epigone_name = str(yaml::field(n, "epigone"), "name");
      s.province = str(n, "province");
      s.capital = str(n, "capital");
      s.second_citadel = str(n, "second_citadel");
      s.fleets = yaml::read_or<bool>(n, "fleets", false, path);
      if (s.id.empty() || s.diadoque_id.empty() || s.province.empty() || s.capital.empty()) {
        fail(n.at, fmt::format("{}: a side needs id, diadoque, province and capital", n.path));
      }
      sc.sides.push_back(s);
    }
    for (const auto& n : yaml::items(yaml::field(root, "royal_family"))) {
      sc.royal_family.push_back(
          {str(n, "id"), str(n, "name"), str(n, "space"), str(n, "controller")});
    }
    if (sc.sides.empty()) fail(root.at, "a scenario needs at least one side");
    if (!has_errors(out.diagnostics)) out.scenario = std::move(sc);
  } catch (const YAML::Exception& e) {
    fail({e.mark.line + 1, e.mark.column + 1}, e.msg);
  } catch (const yaml::ReadError& e) {
    out.diagnostics.push_back(e.diagnostic);
  } catch (const std::exception& e) {
    fail({}, e.what());
  }
  return out;
}

Diagnostics check_scenario(const Scenario& sc, const map::Map& map) {
  Diagnostics out;
  auto fail = [&](std::string msg) {
    out.push_back({Severity::error, sc.file, {}, std::move(msg)});
  };
  auto space = [&](const std::string& code) -> const map::Space* {
    auto id = map.find_space(code);
    return id ? &map.space(*id) : nullptr;
  };
  for (const auto& s : sc.sides) {
    const map::Space* prov = space(s.province);
    if (!prov || prov->kind != map::SpaceKind::land) {
      fail(fmt::format("side {}: starting province '{}' is not a land province of the map", s.id,
                       s.province));
      continue;
    }
    auto in_province = [&](const std::string& name, bool must_be_capital, const char* what) {
      const map::Space* c = space(name);
      if (!c || !c->citadel) {
        fail(fmt::format("side {}: {} '{}' is not a citadel of the map", s.id, what, name));
      } else if (&map.space(c->citadel->province) != prov) {
        fail(fmt::format("side {}: {} {} is not in {}", s.id, what, name, s.province));
      } else if (must_be_capital && c->citadel->cls != map::CitadelClass::capital) {
        fail(fmt::format("side {}: {} is not marked as a capital on the map", s.id, name));
      }
    };
    in_province(s.capital, true, "capital");
    if (!s.second_citadel.empty()) in_province(s.second_citadel, false, "second citadel");
  }
  for (const auto& c : sc.royal_family) {
    if (!space(c.space)) fail(fmt::format("{} starts in unknown space '{}'", c.name, c.space));
    if (!c.controller.empty() && !sc.side(c.controller)) {
      fail(fmt::format("{} is controlled by unknown side '{}'", c.name, c.controller));
    }
  }
  return out;
}

}  // namespace dia::state
