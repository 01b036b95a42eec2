// The event tables file (docs/events.md): parsing, then the checks against the map.
#include "map/event_tables.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "common/text.hpp"
#include "map/map.hpp"
#include "map/yaml_reader.hpp"

namespace dia::map {
namespace {

const std::vector<std::string_view> top_keys = {
    "spring", "summer", "autumn", "sea_storms", "revolts", "interventions", "royal_deaths"};
const std::vector<std::string_view> row_keys = {"row",       "roll",   "sub",         "kind",
                                                "spaces",    "rivers", "event",       "variant",
                                                "character", "what",   "cannot_apply"};

class TablesLoader {
 public:
  TablesLoader(YamlReader& r, EventTables& t) : r_(r), t_(t) {}

  void load(const YAML::Node& root) {
    if (!r_.expect_map(root, "the event tables file")) return;
    r_.check_keys(root, top_keys, "the event tables file");
    table(root, "spring", t_.spring, true);
    table(root, "summer", t_.summer, true);
    table(root, "autumn", t_.autumn, true);
    table(root, "sea_storms", t_.sea_storms, false, TableKind::sea_storm);
    table(root, "revolts", t_.revolts, false, TableKind::revolt);
    table(root, "interventions", t_.interventions, false, TableKind::intervention);
    table(root, "royal_deaths", t_.royal_deaths, false, TableKind::royal_death);
  }

 private:
  void table(const YAML::Node& root, const char* key, std::vector<EventRow>& out, bool table_one,
             TableKind kind = TableKind::revolt) {
    YAML::Node list = root[key];
    if (!list) {
      r_.error(root, fmt::format("the event tables file has no '{}' table", key));
      return;
    }
    if (!r_.expect_seq(list, fmt::format("'{}'", key))) return;
    for (const auto& n : list) {
      if (!r_.expect_map(n, "a table row")) continue;
      r_.check_keys(n, row_keys, "a table row");
      EventRow row;
      row.pos = r_.pos(n);
      if (auto id = r_.get_string(n, "row"))
        row.id = *id;
      else
        r_.error(n, "a table row needs its 'row' ID");
      if (auto d = range(n, "roll"))
        row.roll = *d;
      else if (!n["roll"])
        r_.error(n, "a table row needs its 'roll'");
      if (n["sub"]) row.sub = range(n, "sub");
      row.kind = kind;
      if (table_one) {
        auto k = r_.get_enum<TableKind>(n, "kind",
                                        {{"sea_storm", TableKind::sea_storm},
                                         {"sand_storm", TableKind::sand_storm},
                                         {"snow_storm", TableKind::snow_storm},
                                         {"flood", TableKind::flood},
                                         {"revolt", TableKind::revolt},
                                         {"intervention", TableKind::intervention},
                                         {"royal_death", TableKind::royal_death}});
        if (k)
          row.kind = *k;
        else if (!n["kind"])
          r_.error(n, "a row of Table I needs its 'kind'");
      }
      row.spaces = r_.get_string_list(n, "spaces");
      row.rivers = r_.get_string_list(n, "rivers");
      for (auto [field, k] : {std::pair{&row.event, "event"},
                              {&row.variant, "variant"},
                              {&row.character, "character"},
                              {&row.what, "what"},
                              {&row.cannot_apply, "cannot_apply"}}) {
        if (auto s = r_.get_string(n, k)) *field = *s;
      }
      out.push_back(std::move(row));
    }
  }

  // "3", "3-4": a die value or an inclusive range.
  std::optional<DieRange> range(const YAML::Node& n, const char* key) {
    YAML::Node v = n[key];
    if (!v) return std::nullopt;
    auto text = r_.scalar(v, "a die value");
    if (!text) return std::nullopt;
    DieRange d;
    auto dash = text->find('-');
    try {
      std::size_t used = 0;
      d.lo = std::stoi(text->substr(0, dash), &used);
      d.hi = dash == std::string::npos ? d.lo : std::stoi(text->substr(dash + 1));
    } catch (const std::exception&) {
      r_.error(v, fmt::format("'{}' is not a die value or range like 3-4", *text));
      return std::nullopt;
    }
    if (d.hi < d.lo) {
      r_.error(v, fmt::format("the range '{}' is empty", *text));
      return std::nullopt;
    }
    return d;
  }

  YamlReader& r_;
  EventTables& t_;
};

// Reports the first gap or overlap of `ranges` over lo..hi, at `where`.
void check_cover(std::vector<std::pair<DieRange, SourcePos>> ranges, int lo, int hi,
                 const std::string& file, const std::string& what, SourcePos where,
                 Diagnostics& out) {
  std::sort(ranges.begin(), ranges.end(),
            [](const auto& a, const auto& b) { return a.first.lo < b.first.lo; });
  int next = lo;
  for (const auto& [d, pos] : ranges) {
    if (d.lo > next) {
      out.push_back({Severity::error, file, pos,
                     fmt::format("{}: no row for {}", what,
                                 d.lo - 1 == next ? std::to_string(next)
                                                  : fmt::format("{}-{}", next, d.lo - 1))});
    } else if (d.lo < next) {
      out.push_back(
          {Severity::error, file, pos, fmt::format("{}: {} is covered by two rows", what, d.lo)});
    }
    next = std::max(next, d.hi + 1);
  }
  if (next <= hi) {
    out.push_back(
        {Severity::error, file, where, fmt::format("{}: no row for {}-{}", what, next, hi)});
  }
}

std::string die_text(const DieRange& d) {
  return d.lo == d.hi ? std::to_string(d.lo) : fmt::format("{}-{}", d.lo, d.hi);
}

void check_table(const std::vector<EventRow>& rows, int lo, int hi, const std::string& file,
                 const std::string& name, Diagnostics& out) {
  SourcePos where = rows.empty() ? SourcePos{} : rows.front().pos;
  std::vector<std::pair<DieRange, SourcePos>> main;
  // Rows sharing a main roll form a sub-roll group: each names its sub-roll, covering 1..6.
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const EventRow& row = rows[i];
    auto same = [&](const EventRow& o) {
      return o.roll.lo == row.roll.lo && o.roll.hi == row.roll.hi;
    };
    if (std::any_of(rows.begin(), rows.begin() + static_cast<std::ptrdiff_t>(i), same)) continue;
    main.push_back({row.roll, row.pos});
    std::vector<std::pair<DieRange, SourcePos>> subs;
    bool grouped = row.sub.has_value();
    const EventRow* unsplit = nullptr;  // a second row with the same roll and no sub-roll
    for (const auto& other : rows) {
      if (!same(other)) continue;
      if (&other != &row) {
        grouped = true;
        if (!other.sub || !row.sub) unsplit = &other;
      }
      subs.push_back({other.sub.value_or(DieRange{0, 0}), other.pos});
    }
    if (unsplit != nullptr) {
      // Two rows for one roll without a sub-roll to choose between them: a typo in a roll.
      out.push_back({Severity::error, file, unsplit->pos,
                     fmt::format("{}: rows {} and {} both have the roll {}; give each a 'sub' "
                                 "roll, or correct one roll",
                                 name, row.id, unsplit->id, die_text(row.roll))});
    } else if (grouped) {
      check_cover(subs, 1, 6, file, fmt::format("{} {} sub-roll", name, row.id), row.pos, out);
    }
  }
  check_cover(main, lo, hi, file, name, where, out);
}

std::vector<std::string_view> space_codes(const Map& m) {
  std::vector<std::string_view> out;
  for (const auto& s : m.spaces) out.push_back(s.code);
  return out;
}

std::string hint(std::string_view word, const std::vector<std::string_view>& names) {
  std::string near = nearest_word(word, names);
  return near.empty() ? "" : fmt::format(" (did you mean '{}'?)", near);
}

}  // namespace

const EventRow* EventTables::find(std::string_view id) const {
  for (const auto* table :
       {&spring, &summer, &autumn, &sea_storms, &revolts, &interventions, &royal_deaths}) {
    for (const auto& row : *table) {
      if (row.id == id) return &row;
    }
  }
  return nullptr;
}

std::vector<std::string_view> EventTables::row_ids() const {
  std::vector<std::string_view> out;
  for (const auto* table :
       {&spring, &summer, &autumn, &sea_storms, &revolts, &interventions, &royal_deaths}) {
    for (const auto& row : *table) out.push_back(row.id);
  }
  return out;
}

std::string_view to_string(TableKind kind) {
  switch (kind) {
    case TableKind::sea_storm:
      return "sea_storm";
    case TableKind::sand_storm:
      return "sand_storm";
    case TableKind::snow_storm:
      return "snow_storm";
    case TableKind::flood:
      return "flood";
    case TableKind::revolt:
      return "revolt";
    case TableKind::intervention:
      return "intervention";
    case TableKind::royal_death:
      return "royal_death";
  }
  return "?";
}

std::optional<EventTables> load_event_tables_text(std::string_view yaml,
                                                  const std::string& file_label,
                                                  Diagnostics& diagnostics) {
  YamlReader r(file_label, diagnostics);
  YAML::Node root;
  if (!r.parse(yaml, root)) return std::nullopt;
  EventTables tables;
  tables.file = file_label;
  std::size_t before = diagnostics.size();
  TablesLoader(r, tables).load(root);
  for (std::size_t i = before; i < diagnostics.size(); ++i) {
    if (diagnostics[i].severity == Severity::error) return std::nullopt;
  }
  return tables;
}

void resolve_event_tables(EventTables& t, const Map& m, Diagnostics& out) {
  const std::string& f = t.file;
  check_table(t.spring, 2, 12, f, "Table I (spring)", out);
  check_table(t.summer, 2, 12, f, "Table I (summer)", out);
  check_table(t.autumn, 2, 12, f, "Table I (autumn)", out);
  check_table(t.sea_storms, 2, 12, f, "Table II", out);
  check_table(t.revolts, 3, 18, f, "Table III", out);
  check_table(t.interventions, 1, 6, f, "Table IV", out);
  check_table(t.royal_deaths, 1, 6, f, "Table V", out);

  std::vector<std::string_view> codes = space_codes(m);
  std::vector<std::string_view> rivers;
  for (const auto& river : m.rivers) rivers.push_back(river.name);
  // An event id of the tables is a map event's id or the prefix of its missions' ids
  // ("parthes" for parthes.m1).
  std::vector<std::string_view> events;
  for (const auto& e : m.events) {
    events.push_back(e.id);
    auto dot = std::string_view(e.id).find('.');
    if (dot != std::string_view::npos) events.push_back(std::string_view(e.id).substr(0, dot));
  }
  std::vector<std::string_view> ids;
  for (auto* table : {&t.spring, &t.summer, &t.autumn, &t.sea_storms, &t.revolts, &t.interventions,
                      &t.royal_deaths}) {
    for (auto& row : *table) {
      if (std::find(ids.begin(), ids.end(), row.id) != ids.end()) {
        out.push_back({Severity::error, f, row.pos, fmt::format("row ID '{}' used twice", row.id)});
      }
      ids.push_back(row.id);
      for (const auto& code : row.spaces) {
        if (!m.find_space(code)) {
          out.push_back(
              {Severity::error, f, row.pos,
               fmt::format("row {}: unknown space '{}'{}", row.id, code, hint(code, codes))});
        }
      }
      if (!row.variant.empty() && !m.find_space(row.variant)) {
        out.push_back({Severity::error, f, row.pos,
                       fmt::format("row {}: unknown space '{}'{}", row.id, row.variant,
                                   hint(row.variant, codes))});
      }
      std::vector<std::string> from_rivers;
      for (const auto& name : row.rivers) {
        auto it = std::find_if(m.rivers.begin(), m.rivers.end(),
                               [&](const River& r) { return r.name == name; });
        if (it == m.rivers.end()) {
          out.push_back(
              {Severity::error, f, row.pos,
               fmt::format("row {}: unknown river '{}'{}", row.id, name, hint(name, rivers))});
          continue;
        }
        for (SpaceId s : it->provinces) {
          const std::string& code = m.space(s).code;
          if (std::find(from_rivers.begin(), from_rivers.end(), code) == from_rivers.end()) {
            from_rivers.push_back(code);
          }
        }
      }
      if (row.kind == TableKind::flood && row.spaces.empty()) row.spaces = from_rivers;
      if (!row.event.empty() && row.cannot_apply.empty() &&
          std::find(events.begin(), events.end(), row.event) == events.end()) {
        out.push_back({Severity::error, f, row.pos,
                       fmt::format("row {}: unknown event '{}'{}", row.id, row.event,
                                   hint(row.event, events))});
      }
    }
  }
}

}  // namespace dia::map
