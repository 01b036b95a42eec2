#include "adjudicator/events/ruling.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "adjudicator/events/draw_table.hpp"
#include "common/text.hpp"
#include "map/yaml_reader.hpp"

namespace dia::adj::events {
namespace {

const std::vector<std::string_view> ruling_keys = {"row", "variant", "note"};

bool in_table_one(const map::EventTables& t, const map::EventRow* row) {
  for (const auto* table : {&t.spring, &t.summer, &t.autumn})
    for (const map::EventRow& r : *table)
      if (&r == row) return true;
  return false;
}

// Table I rows that only send to another table: the GM names that table's row.
std::string_view sends_to(map::TableKind k) {
  switch (k) {
    case map::TableKind::sea_storm:
      return "Table II (sea_storms)";
    case map::TableKind::revolt:
      return "Table III (revolts)";
    case map::TableKind::intervention:
      return "Table IV (interventions)";
    case map::TableKind::royal_death:
      return "Table V (royal_deaths)";
    default:
      return "";
  }
}

}  // namespace

std::optional<DrawnEvent> read_ruling(std::string_view yaml, const std::string& file_label,
                                      const map::Map& map, const state::GameState& state,
                                      Diagnostics& diagnostics) {
  map::YamlReader r(file_label, diagnostics);
  const std::size_t before = diagnostics.size();
  auto failed = [&] {
    return std::any_of(diagnostics.begin() + static_cast<std::ptrdiff_t>(before), diagnostics.end(),
                       [](const Diagnostic& d) { return d.severity == Severity::error; });
  };
  YAML::Node root;
  if (!r.parse(yaml, root)) return std::nullopt;
  if (!r.expect_map(root, "the GM's event ruling")) return std::nullopt;
  r.check_keys(root, ruling_keys, "the GM's event ruling");
  const std::optional<std::string> row_id = r.get_string(root, "row");
  if (!row_id) {
    if (!root["row"])
      r.error(root, "the ruling needs its 'row': a row of the event tables, or none");
    return std::nullopt;
  }
  DrawnEvent event;
  if (const auto note = r.get_string(root, "note")) event.gm_note = *note;
  const map::EventTables* tables = map.event_tables();
  if (*row_id != "none") {
    const YAML::Node at = root["row"];
    if (tables == nullptr) {
      r.error(at, "this map has no event tables (no 'event_tables:'); only 'row: none' applies");
      return std::nullopt;
    }
    const map::EventRow* row = tables->find(*row_id);
    if (row == nullptr) {
      std::vector<std::string_view> ids = tables->row_ids();
      ids.push_back("none");
      const std::string near = nearest_word(*row_id, ids);
      r.error(at, fmt::format("no row '{}' in the event tables{}", *row_id,
                              near.empty() ? "" : fmt::format("; did you mean '{}'?", near)));
      return std::nullopt;
    }
    if (in_table_one(*tables, row) && !sends_to(row->kind).empty()) {
      r.error(at, fmt::format("row {} only sends to {}: name the row of that table", row->id,
                              sends_to(row->kind)));
      return std::nullopt;
    }
    bool redraw = false;
    const std::string note = event.gm_note;
    event = event_of_row(*tables, state, *row, redraw);
    event.gm_note = note;
    if (redraw) {
      r.error(at, fmt::format("{} is already under way: the draw would draw again (R14.gen.4); "
                              "rule another row",
                              event.what));
      return std::nullopt;
    }
  }
  if (const auto variant = r.get_string(root, "variant")) {
    if (!map.find_space(*variant)) {
      r.error(root["variant"], fmt::format("'{}' is not a space of the map", *variant));
      return std::nullopt;
    }
    event.variant = map.space(*map.find_space(*variant)).code;
  }
  if (failed()) return std::nullopt;
  event.by_gm = true;
  return event;
}

}  // namespace dia::adj::events
