#pragma once
// The event tables (R14T, rules chapter 14) as data: Table I per season (2d6, with the 1d6
// sub-roll some rows carry), Table II (sea storms, 2d6), III (revolts, 3d6), IV (external
// interventions, 1d6 and sub-roll), V (deaths of the Royal Family, 1d6). They live in their own
// YAML file (maps/diadoques-events.yaml, docs/events.md) named by the map's `event_tables:` key,
// so a GM can correct a row; the loader reports every error at its file:line:column.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.hpp"

namespace dia::map {

class Map;

// What a row of Table I draws; sea_storm, revolt, intervention and royal_death send to
// Tables II, III, IV and V.
enum class TableKind {
  sea_storm,
  sand_storm,
  snow_storm,
  flood,
  revolt,
  intervention,
  royal_death
};

struct DieRange {
  int lo = 0;
  int hi = 0;
  bool contains(int v) const { return lo <= v && v <= hi; }
};

struct EventRow {
  std::string id;               // "T1.SP.3b"
  DieRange roll;                // the main die's values
  std::optional<DieRange> sub;  // the 1d6 sub-roll's values, when a second roll picks the row
  TableKind kind = TableKind::revolt;  // Table I rows; the sub-tables' rows keep their table's
  std::vector<std::string> spaces;     // map codes hit (storms, floods), resolved at load
  std::vector<std::string> rivers;     // a flood's rivers
  std::string event;                   // an id of the map's `events:` (Tables III, IV)
  std::string variant;                 // the row's own alternative (a gift's citadel)
  std::string character;               // Table V: the RF member's character id
  std::string what;                    // a flood's id ("nil")
  std::string cannot_apply;            // the clause that makes this row produce nothing
  SourcePos pos;
};

struct EventTables {
  std::string file;
  std::vector<EventRow> spring, summer, autumn;  // Table I
  std::vector<EventRow> sea_storms;              // Table II
  std::vector<EventRow> revolts;                 // Table III
  std::vector<EventRow> interventions;           // Table IV
  std::vector<EventRow> royal_deaths;            // Table V

  // The row with this ID in any table, or nullptr.
  const EventRow* find(std::string_view id) const;
  // Every row ID, for the "did you mean" of a wrong one.
  std::vector<std::string_view> row_ids() const;
};

// Parses the tables file; nullopt (with diagnostics) on any error.
std::optional<EventTables> load_event_tables_text(std::string_view yaml,
                                                  const std::string& file_label,
                                                  Diagnostics& diagnostics);
// Checks the tables against the map (each table's dice covered once, from 2..12, 3..18 or
// 1..6, every sub-roll group covering 1..6; spaces, rivers and event ids known) and fills a
// flood's spaces from the map's rivers when the row names none.
void resolve_event_tables(EventTables& tables, const Map& map, Diagnostics& diagnostics);

// The name a kind has in the tables file ("sea_storm").
std::string_view to_string(TableKind kind);

}  // namespace dia::map
