// The JSON form of the public results, and reading it back.
#include <stdexcept>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "common/diagnostic.hpp"
#include "common/yaml_value.hpp"
#include "report/catalogue.hpp"
#include "report/json.hpp"
#include "report/order_reading.hpp"
#include "report/public_report.hpp"

namespace dia::report {

namespace {

Json text_json(const adj::Text& t) {
  return Json::object().add("fr", words(Lang::fr, t.said)).add("en", words(Lang::en, t.said));
}

Json strings_json(const std::vector<std::string>& items) {
  Json out = Json::array();
  for (const auto& i : items) out.push(i);
  return out;
}

Json order_json(const PublicOrder& o) {
  return Json::object()
      .add("text", o.text)
      .add("reading", o.reading)
      .add("reading_en", o.reading_en)
      .add("kind", o.kind ? orders::to_string(*o.kind) : "")
      .add("status", status_code(o.status))
      .add("note", text_json(o.note));
}

Json position_json(const std::vector<SidePosition>& position) {
  Json out = Json::array();
  for (const auto& p : position) {
    Json characters = Json::array();
    for (const auto& c : p.characters) {
      characters.push(
          Json::object().add("name", c.name).add("space", c.space).add("prisoner", c.prisoner));
    }
    Json units = Json::array();
    for (const auto& u : p.units)
      units.push(Json::object()
                     .add("unit", u.unit)
                     .add("with", strings_json(u.with))
                     .add("faction", u.on_sale ? std::string("auction") : u.faction));
    out.push(Json::object()
                 .add("side", p.side)
                 .add("units", std::move(units))
                 .add("characters", std::move(characters))
                 .add("provinces", strings_json(p.provinces))
                 .add("citadels", strings_json(p.citadels))
                 .add("major_citadels", p.major_citadels));
  }
  return out;
}

}  // namespace

std::string public_json(const PublicView& v) {
  Json root = Json::object();
  // -2: orders carry no line number (it showed where secret orders had been left out).
  // -3: each order's reading and kind, and the position after the season.
  root.add("format", "diadoques-public-results-3");
  root.add("game", v.game);
  root.add("season", Json::object()
                         .add("id", v.season.id())
                         .add("fr", state::display(v.season, true))
                         .add("en", state::display(v.season, false)));
  root.add("event", text_json(v.event));
  Json sides = Json::array();
  for (const auto& s : v.sides) {
    Json orders = Json::array();
    for (const auto& o : s.orders) orders.push(order_json(o));
    sides.push(Json::object()
                   .add("id", s.info.id)
                   .add("diadoque", s.info.name)
                   .add("player", s.info.player)
                   .add("orders", std::move(orders)));
  }
  root.add("sides", std::move(sides));
  Json events = Json::array();
  for (const auto& e : v.events) events.push(text_json(e));
  root.add("events", std::move(events));
  Json sieges = Json::array();
  for (const auto& s : v.sieges) {
    sieges.push(Json::object()
                    .add("side", s.side)
                    .add("unit", s.unit)
                    .add("citadel", s.citadel)
                    .add("rounds", s.rounds));
  }
  root.add("sieges", std::move(sieges));
  Json control = Json::array();
  for (const auto& c : v.control_changes) {
    control.push(Json::object()
                     .add("space", c.space)
                     .add("name", c.space_name)
                     .add("from", c.from)
                     .add("to", c.to));
  }
  root.add("control_changes", std::move(control));
  Json scores = Json::array();
  for (const auto& s : v.scores) {
    Json reasons = Json::array();
    for (const auto& r : s.reasons) reasons.push(text_json(r));
    scores.push(Json::object()
                    .add("side", s.side)
                    .add("pv", s.pv)
                    .add("pp", s.pp)
                    .add("pp_change", s.pp_change)
                    .add("reasons", std::move(reasons)));
  }
  root.add("scores", std::move(scores));
  root.add("position", position_json(v.position));
  return root.dump() + "\n";
}

namespace {

// JSON is read with yaml-cpp (JSON is YAML's flow style); every field is required. Each value is
// read through common/yaml_value, so that an error names its place and its key path
// (`public.json:12:7: error: sides[2].orders[0].status: expected a string, found a list`).
struct Reader {
  const std::string& file;
  yaml::Value need(const yaml::Value& n, const char* key) const {
    yaml::Value v = yaml::field(n, key);
    if (!v.present())
      throw yaml::ReadError(
          Diagnostic{Severity::error, file, n.at,
                     fmt::format("{}{}missing \"{}\"", n.path, n.path.empty() ? "" : ": ", key)});
    return v;
  }
  std::vector<yaml::Value> list(const yaml::Value& n, const char* key) const {
    const yaml::Value v = need(n, key);
    if (!v.node.IsSequence()) throw yaml::ReadError(yaml::conversion_error(v, file, "a list"));
    return yaml::items(v);
  }
  std::string str(const yaml::Value& n, const char* key) const {
    return yaml::read_as<std::string>(need(n, key), file);
  }
  int num(const yaml::Value& n, const char* key) const {
    return yaml::read_as<int>(need(n, key), file);
  }
  adj::Text text(const yaml::Value& n, const char* key) const {
    const yaml::Value t = need(n, key);
    return worded(str(t, "fr"), str(t, "en"));
  }
  std::vector<std::string> strings(const yaml::Value& n, const char* key) const {
    return yaml::read_as<std::vector<std::string>>(need(n, key), file);
  }
  // Format 3 fields, absent from the files written before: "" then.
  std::string optional_str(const yaml::Value& n, const char* key) const {
    return yaml::read_or<std::string>(n, key, "", file);
  }

  PublicOrder order(const yaml::Value& o) const {
    PublicOrder order{
        str(o, "text"), status_from_code(str(o, "status")), text(o, "note"), {}, {}, {}};
    order.reading = optional_str(o, "reading");
    order.reading_en = optional_str(o, "reading_en");  // absent before: the French reading
    if (order.reading_en.empty()) order.reading_en = order.reading;
    order.kind = order_kind_from(optional_str(o, "kind"));
    return order;
  }

  SidePosition side_position(const yaml::Value& p) const {
    SidePosition out{
        str(p, "side"),          {}, {}, strings(p, "provinces"), strings(p, "citadels"),
        num(p, "major_citadels")};
    for (const auto& u : list(p, "units")) {
      PositionUnit unit{str(u, "unit"), strings(u, "with")};
      unit.faction = optional_str(u, "faction");  // absent before issue 16
      if (unit.faction == "auction") {
        unit.faction.clear();
        unit.on_sale = true;
      }
      out.units.push_back(std::move(unit));
    }
    for (const auto& c : list(p, "characters"))
      out.characters.push_back(
          {str(c, "name"), str(c, "space"), yaml::read_as<bool>(need(c, "prisoner"), file)});
    return out;
  }
};

}  // namespace

PublicView public_view_from_json(std::string_view text, const std::string& file) {
  YAML::Node root;
  try {
    root = YAML::Load(std::string(text));
  } catch (const YAML::Exception& e) {
    throw std::runtime_error(
        fmt::format("{}:{}:{}: error: {}", file, e.mark.line + 1, e.mark.column + 1, e.msg));
  }
  Reader r{file};
  PublicView v;
  const yaml::Value doc = yaml::document(root);
  try {
    v.game = r.str(doc, "game");
    const yaml::Value season_id = yaml::field(r.need(doc, "season"), "id");
    const std::string id = yaml::read_as<std::string>(season_id, file);
    auto season = state::Season::from_id(id);
    if (!season)
      throw std::runtime_error(format(Diagnostic{
          Severity::error, file, season_id.at, fmt::format("season.id: bad season id '{}'", id)}));
    v.season = *season;
    v.event = r.text(doc, "event");
    for (const auto& s : r.list(doc, "sides")) {
      PublicSide side{{r.str(s, "id"), r.str(s, "diadoque"), r.str(s, "player")}, {}};
      for (const auto& o : r.list(s, "orders")) side.orders.push_back(r.order(o));
      v.sides.push_back(std::move(side));
    }
    for (const auto& e : r.list(doc, "events"))
      v.events.push_back(worded(r.str(e, "fr"), r.str(e, "en")));
    for (const auto& s : r.list(doc, "sieges")) {
      v.sieges.push_back(
          {r.str(s, "side"), r.str(s, "unit"), r.str(s, "citadel"), r.num(s, "rounds")});
    }
    for (const auto& c : r.list(doc, "control_changes")) {
      v.control_changes.push_back(
          {r.str(c, "space"), r.str(c, "name"), r.str(c, "from"), r.str(c, "to")});
    }
    for (const auto& s : r.list(doc, "scores")) {
      PublicScore score{
          r.str(s, "side"), r.num(s, "pv"), r.num(s, "pp"), r.num(s, "pp_change"), {}};
      for (const auto& t : r.list(s, "reasons"))
        score.reasons.push_back(worded(r.str(t, "fr"), r.str(t, "en")));
      v.scores.push_back(std::move(score));
    }
    if (yaml::field(doc, "position").present()) {
      for (const auto& p : r.list(doc, "position")) v.position.push_back(r.side_position(p));
    }
  } catch (const YAML::Exception& e) {
    throw std::runtime_error(
        fmt::format("{}:{}:{}: error: {}", file, e.mark.line + 1, e.mark.column + 1, e.msg));
  }
  return v;
}

}  // namespace dia::report
