#include "state/state_yaml.hpp"

#include <algorithm>
#include <initializer_list>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "common/text.hpp"
#include "common/yaml_value.hpp"

namespace dia::state {
namespace {

const char* kind_name(CharacterKind k) {
  switch (k) {
    case CharacterKind::diadoque:
      return "diadoque";
    case CharacterKind::epigone:
      return "epigone";
    case CharacterKind::royal:
      return "royal";
  }
  return "royal";
}

}  // namespace

std::string to_yaml(const GameState& s) {
  YAML::Emitter e;
  e << YAML::BeginMap;
  e << YAML::Key << "season" << YAML::Value << s.season.id();
  e << YAML::Key << "rng" << YAML::Value << s.rng.save();
  e << YAML::Key << "dynasties" << YAML::Value << s.dynasties;
  // Written once a major has changed hands: the states of a game still at its start read alike.
  if (s.majors_changed != Season{-320, SeasonKind::winter})
    e << YAML::Key << "majors_changed" << YAML::Value << s.majors_changed.id();
  if (s.victory) {
    e << YAML::Key << "victory" << YAML::Value << YAML::Flow << YAML::BeginMap;
    e << YAML::Key << "kind" << YAML::Value << s.victory->kind;
    e << YAML::Key << "sides" << YAML::Value << s.victory->sides;
    e << YAML::Key << "season" << YAML::Value << s.victory->season;
    e << YAML::EndMap;
  }
  if (!s.satraps_offer.empty() || s.satraps_offer_settled) {
    e << YAML::Key << "satraps_offer" << YAML::Value << YAML::Flow << YAML::BeginMap;
    e << YAML::Key << "since" << YAML::Value << s.satraps_offer;
    e << YAML::Key << "settled" << YAML::Value << s.satraps_offer_settled;
    e << YAML::EndMap;
  }
  e << YAML::Key << "sides" << YAML::Value << YAML::BeginSeq;
  for (const auto& side : s.sides) {
    e << YAML::BeginMap;
    e << YAML::Key << "id" << YAML::Value << side.id;
    e << YAML::Key << "diadoque" << YAML::Value << side.diadoque;
    e << YAML::Key << "epigone" << YAML::Value << side.epigone;
    e << YAML::Key << "player" << YAML::Value << side.player;
    e << YAML::Key << "capital" << YAML::Value << side.capital;
    e << YAML::Key << "treasury" << YAML::Value << side.treasury;
    e << YAML::Key << "prestige_ledger" << YAML::Value << side.prestige_ledger;
    e << YAML::Key << "eliminated" << YAML::Value << side.eliminated;
    if (side.capital_moved) e << YAML::Key << "capital_moved" << YAML::Value << true;
    if (!side.epigone_choice.empty())
      e << YAML::Key << "epigone_choice" << YAML::Value << side.epigone_choice;
    e << YAML::EndMap;
  }
  e << YAML::EndSeq;
  e << YAML::Key << "characters" << YAML::Value << YAML::BeginSeq;
  for (const auto& c : s.characters) {
    e << YAML::BeginMap;
    e << YAML::Key << "id" << YAML::Value << c.id;
    e << YAML::Key << "name" << YAML::Value << c.name;
    e << YAML::Key << "kind" << YAML::Value << kind_name(c.kind);
    e << YAML::Key << "side" << YAML::Value << c.side;
    e << YAML::Key << "controller" << YAML::Value << c.controller;
    e << YAML::Key << "space" << YAML::Value << c.space;
    e << YAML::Key << "alive" << YAML::Value << c.alive;
    e << YAML::Key << "prisoner" << YAML::Value << c.prisoner;
    e << YAML::Key << "counter_corruption" << YAML::Value << c.counter_corruption;
    if (!c.counter_corruption_by.empty())
      e << YAML::Key << "counter_corruption_by" << YAML::Value << YAML::Flow
        << c.counter_corruption_by;
    if (!c.corruption_paid.empty())
      e << YAML::Key << "corruption_paid" << YAML::Value << YAML::Flow << c.corruption_paid;
    if (!c.husband.empty()) e << YAML::Key << "husband" << YAML::Value << c.husband;
    if (!c.announced_groom.empty()) {
      e << YAML::Key << "announced_groom" << YAML::Value << c.announced_groom;
      e << YAML::Key << "announced_in" << YAML::Value << c.announced_in;
    }
    if (!c.held_by.empty()) e << YAML::Key << "held_by" << YAML::Value << c.held_by;
    e << YAML::EndMap;
  }
  e << YAML::EndSeq;
  e << YAML::Key << "units" << YAML::Value << YAML::BeginSeq;
  for (const auto& u : s.units) {
    e << YAML::BeginMap;
    e << YAML::Key << "type" << YAML::Value << std::string(code(u.type));
    e << YAML::Key << "side" << YAML::Value << u.side;
    if (!u.neutral_label.empty()) e << YAML::Key << "neutral" << YAML::Value << u.neutral_label;
    e << YAML::Key << "space" << YAML::Value << u.space;
    e << YAML::Key << "commander" << YAML::Value << u.commander;
    e << YAML::Key << "commander_since" << YAML::Value << u.commander_since;
    e << YAML::Key << "attached" << YAML::Value << YAML::Flow << u.attached;
    if (u.siege) {
      e << YAML::Key << "siege" << YAML::Value << YAML::Flow << YAML::BeginMap;
      e << YAML::Key << "citadel" << YAML::Value << u.siege->citadel;
      e << YAML::Key << "rounds" << YAML::Value << u.siege->rounds;
      e << YAML::Key << "last_season" << YAML::Value << u.siege->last_season;
      e << YAML::EndMap;
    }
    e << YAML::Key << "counter_corruption" << YAML::Value << u.counter_corruption;
    if (!u.counter_corruption_by.empty())
      e << YAML::Key << "counter_corruption_by" << YAML::Value << YAML::Flow
        << u.counter_corruption_by;
    if (!u.corruption_paid.empty())
      e << YAML::Key << "corruption_paid" << YAML::Value << YAML::Flow << u.corruption_paid;
    if (!u.no_supply_in.empty()) e << YAML::Key << "no_supply_in" << YAML::Value << u.no_supply_in;
    if (u.elephants) e << YAML::Key << "elephants" << YAML::Value << true;
    if (!u.previous_owner.empty())
      e << YAML::Key << "previous_owner" << YAML::Value << u.previous_owner;
    if (u.auction_offers != 0)
      e << YAML::Key << "auction_offers" << YAML::Value << u.auction_offers;
    e << YAML::EndMap;
  }
  e << YAML::EndSeq;
  e << YAML::Key << "control" << YAML::Value << YAML::BeginMap;
  for (const auto& [space, side] : s.control) e << YAML::Key << space << YAML::Value << side;
  e << YAML::EndMap;
  e << YAML::Key << "treasures" << YAML::Value << YAML::BeginMap;
  for (const auto& [space, t] : s.treasures) e << YAML::Key << space << YAML::Value << t;
  e << YAML::EndMap;
  if (s.accord) {
    e << YAML::Key << "accord" << YAML::Value << YAML::Flow << YAML::BeginMap;
    e << YAML::Key << "side" << YAML::Value << s.accord->side;
    e << YAML::Key << "where" << YAML::Value << s.accord->where;
    e << YAML::Key << "season" << YAML::Value << s.accord->season;
    e << YAML::EndMap;
  }
  if (!s.accord_banned.empty())
    e << YAML::Key << "accord_banned" << YAML::Value << YAML::Flow << s.accord_banned;
  if (s.india_closed) e << YAML::Key << "india_closed" << YAML::Value << true;
  if (!s.uprisings.empty()) {
    e << YAML::Key << "uprisings" << YAML::Value << YAML::BeginSeq;
    for (const Uprising& u : s.uprisings) {
      e << YAML::Flow << YAML::BeginMap;
      e << YAML::Key << "id" << YAML::Value << u.id;
      e << YAML::Key << "mission" << YAML::Value << u.mission;
      e << YAML::Key << "appeared" << YAML::Value << u.appeared;
      e << YAML::Key << "clock_from" << YAML::Value << u.clock_from;
      if (!u.members.empty()) e << YAML::Key << "members" << YAML::Value << YAML::Flow << u.members;
      e << YAML::EndMap;
    }
    e << YAML::EndSeq;
  }
  if (!s.events_happened.empty())
    e << YAML::Key << "events_happened" << YAML::Value << YAML::Flow << s.events_happened;
  e << YAML::EndMap;
  return std::string(e.c_str()) + "\n";
}

namespace {

// Reads one YAML document into a GameState, collecting every problem with its position.
class Reader {
 public:
  Reader(const std::string& file, Diagnostics& out) : file_(file), out_(out) {}

  static SourcePos pos(const YAML::Node& n) {
    auto m = n.Mark();
    if (m.line < 0) return {};
    return {m.line + 1, m.column + 1};
  }
  void error(const YAML::Node& n, std::string msg) {
    out_.push_back({Severity::error, file_, pos(n), std::move(msg)});
  }

  // Reports keys of `n` that are not in `allowed`, suggesting the closest one.
  void only_keys(const YAML::Node& n, std::initializer_list<const char*> allowed) {
    for (auto it = n.begin(); it != n.end(); ++it) {
      auto key = it->first.as<std::string>();
      if (std::any_of(allowed.begin(), allowed.end(), [&](const char* a) { return key == a; })) {
        continue;
      }
      std::string best;
      std::size_t best_d = 99;
      for (const char* a : allowed) {
        auto d = edit_distance(key, a);
        if (d < best_d) best_d = d, best = a;
      }
      std::string hint = best_d <= 3 ? fmt::format(" (did you mean '{}'?)", best) : "";
      error(it->first, fmt::format("unknown key '{}'{}", key, hint));
    }
  }

  // The key path of the mapping being read ("units[3].siege"): set by Scope around each one.
  class Scope {
   public:
    Scope(Reader& r, std::string path) : r_(r), saved_(std::move(r.scope_)) {
      r_.scope_ = std::move(path);
    }
    ~Scope() { r_.scope_ = std::move(saved_); }
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;

   private:
    Reader& r_;
    std::string saved_;
  };
  std::string in_scope(std::string_view key) const {
    return scope_.empty() ? std::string(key) : scope_ + "." + std::string(key);
  }

  // yaml::read_as of `map[key]` (the key path, and the line of the key when the value is an
  // alias, in the error), or `fallback` with an error.
  template <class T>
  T get(const YAML::Node& map, const char* key, T fallback, bool required = false,
        const char* scope = nullptr) {
    const yaml::Value v =
        yaml::field(yaml::Value{map, scope ? scope : scope_, pos(map), std::nullopt, nullptr}, key);
    if (!v.present()) {
      if (required) error(map, fmt::format("{}: missing key '{}'", in_scope(key), key));
      return fallback;
    }
    try {
      return yaml::read_as<T>(v, file_);
    } catch (const yaml::ReadError& e) {
      out_.push_back(e.diagnostic);
      return fallback;
    }
  }

  // R9b.cc.2, R9b.val.4: who paid a piece's counter-corruption this year. A state written before
  // the payers were kept has only the total: on a side's own unit it is that side's (the only
  // one that pays on its own units, R9b.cc.1); otherwise (`owner` empty) nobody's that we know.
  std::map<std::string, int> payers(const YAML::Node& n, int total, const std::string& owner) {
    if (n["counter_corruption_by"])
      return get<std::map<std::string, int>>(n, "counter_corruption_by", {});
    if (total > 0 && !owner.empty()) return {{owner, total}};
    return {};
  }

  std::optional<GameState> read(const YAML::Node& root, StatePositions& where) {
    if (!root.IsMap()) {
      error(root, "a state file is a YAML mapping (season, sides, characters, units, ...)");
      return std::nullopt;
    }
    only_keys(root, {"season", "rng", "dynasties", "majors_changed", "victory", "satraps_offer",
                     "sides", "characters", "units", "control", "treasures", "accord",
                     "accord_banned", "india_closed", "uprisings", "events_happened"});
    GameState s;
    auto season_id = get<std::string>(root, "season", "", true);
    if (auto season = Season::from_id(season_id))
      s.season = *season;
    else if (!season_id.empty()) {
      error(root["season"],
            fmt::format("'{}' is not a season id (like 001-spring-319)", season_id));
    }
    auto rng = get<std::string>(root, "rng", "", true);
    if (!rng.empty() && !s.rng.restore(rng)) {
      error(root["rng"], "rng must be the 64 hex digits of the generator state");
    }
    s.dynasties = get<bool>(root, "dynasties", false);
    if (auto m = root["majors_changed"]) {  // R3.shared.2: absent = none since the start
      const auto id = get<std::string>(root, "majors_changed", "");
      if (auto changed = Season::from_id(id))
        s.majors_changed = *changed;
      else
        error(m, fmt::format("majors_changed: '{}' is not a season id (like 004-winter-319)", id));
    }
    if (auto v = root["victory"]) {
      Scope scope(*this, "victory");
      only_keys(v, {"kind", "sides", "season"});
      s.victory = Victory{get<std::string>(v, "kind", "", true),
                          get<std::vector<std::string>>(v, "sides", {}, true),
                          get<std::string>(v, "season", "", true)};
      where.victory = pos(v);
    }
    if (auto v = root["satraps_offer"]) {  // R11c, G8: absent in older states = none
      Scope scope(*this, "satraps_offer");
      only_keys(v, {"since", "settled"});
      s.satraps_offer = get<std::string>(v, "since", "");
      s.satraps_offer_settled = get<bool>(v, "settled", false);
    }
    std::size_t index = 0;
    for (const auto& n : root["sides"]) {
      Scope scope(*this, fmt::format("sides[{}]", index++));
      only_keys(n, {"id", "diadoque", "epigone", "player", "capital", "treasury", "prestige_ledger",
                    "eliminated", "capital_moved", "epigone_choice"});
      Side side;
      side.id = get<std::string>(n, "id", "", true);
      side.diadoque = get<std::string>(n, "diadoque", "", true);
      side.epigone = get<std::string>(n, "epigone", "");
      side.player = get<std::string>(n, "player", "");
      side.capital = get<std::string>(n, "capital", "", true);
      side.treasury = get<int>(n, "treasury", 0, true);
      side.prestige_ledger = get<int>(n, "prestige_ledger", 0);
      side.eliminated = get<bool>(n, "eliminated", false);
      side.capital_moved = get<bool>(n, "capital_moved", false);
      side.epigone_choice = get<std::string>(n, "epigone_choice", "");
      s.sides.push_back(side);
      where.sides.push_back(pos(n));
    }
    index = 0;
    for (const auto& n : root["characters"]) {
      Scope scope(*this, fmt::format("characters[{}]", index++));
      only_keys(n, {"id", "name", "kind", "side", "controller", "space", "alive", "prisoner",
                    "counter_corruption", "counter_corruption_by", "corruption_paid", "husband",
                    "announced_groom", "announced_in", "held_by"});
      Character c;
      c.id = get<std::string>(n, "id", "", true);
      c.name = get<std::string>(n, "name", c.id);
      auto kind = get<std::string>(n, "kind", "royal");
      if (kind == "diadoque")
        c.kind = CharacterKind::diadoque;
      else if (kind == "epigone")
        c.kind = CharacterKind::epigone;
      else if (kind == "royal")
        c.kind = CharacterKind::royal;
      else
        error(n["kind"],
              fmt::format("character kind '{}' is not diadoque, epigone or royal", kind));
      c.side = get<std::string>(n, "side", "");
      c.controller = get<std::string>(n, "controller", "");
      c.space = get<std::string>(n, "space", "");
      c.alive = get<bool>(n, "alive", true);
      c.prisoner = get<bool>(n, "prisoner", false);
      c.counter_corruption = get<int>(n, "counter_corruption", 0);
      // No side pays on its own characters (R9b.cc.2): a legacy total is nobody's known.
      c.counter_corruption_by = payers(n, c.counter_corruption, "");
      c.corruption_paid = get<std::map<std::string, int>>(n, "corruption_paid", {});
      c.husband = get<std::string>(n, "husband", "");
      c.announced_groom = get<std::string>(n, "announced_groom", "");
      c.announced_in = get<std::string>(n, "announced_in", "");
      c.held_by = get<std::string>(n, "held_by", "");
      s.characters.push_back(c);
      where.characters.push_back(pos(n));
    }
    index = 0;
    for (const auto& n : root["units"]) {
      Scope scope(*this, fmt::format("units[{}]", index++));
      only_keys(n, {"type", "side", "neutral", "space", "commander", "commander_since", "attached",
                    "siege", "counter_corruption", "counter_corruption_by", "corruption_paid",
                    "no_supply_in", "elephants", "previous_owner", "auction_offers"});
      Unit u;
      auto type = get<std::string>(n, "type", "A", true);
      if (auto t = unit_type_from(type))
        u.type = *t;
      else
        error(n["type"], fmt::format("unit type '{}' is not one of A, Am, Ae, Ag, F, Fe", type));
      u.side = get<std::string>(n, "side", "");
      u.neutral_label = get<std::string>(n, "neutral", "");
      u.space = get<std::string>(n, "space", "", true);
      u.commander = get<std::string>(n, "commander", "");
      u.commander_since = get<std::string>(n, "commander_since", "");
      u.attached = get<std::vector<std::string>>(n, "attached", {});
      if (auto siege = n["siege"]) {
        Scope inner(*this, in_scope("siege"));
        only_keys(siege, {"citadel", "rounds", "last_season"});
        u.siege = SiegeProgress{get<std::string>(siege, "citadel", "", true),
                                get<int>(siege, "rounds", 0, true),
                                get<std::string>(siege, "last_season", "", true)};
      }
      u.counter_corruption = get<int>(n, "counter_corruption", 0);
      u.counter_corruption_by = payers(n, u.counter_corruption, u.side);
      u.corruption_paid = get<std::map<std::string, int>>(n, "corruption_paid", {});
      u.no_supply_in = get<std::string>(n, "no_supply_in", "");
      u.elephants = get<bool>(n, "elephants", false);
      u.previous_owner = get<std::string>(n, "previous_owner", "");
      u.auction_offers = get<int>(n, "auction_offers", 0);
      s.units.push_back(u);
      where.units.push_back(pos(n));
    }
    for (auto it = root["control"].begin(); it != root["control"].end(); ++it) {
      auto code = it->first.as<std::string>();
      s.control[code] = get<std::string>(root["control"], code.c_str(), "", false, "control");
      where.control[code] = pos(it->first);
    }
    for (auto it = root["treasures"].begin(); it != root["treasures"].end(); ++it) {
      auto code = it->first.as<std::string>();
      s.treasures[code] = get<int>(root["treasures"], code.c_str(), 0, false, "treasures");
      where.treasures[code] = pos(it->first);
    }
    if (auto a = root["accord"]) {
      Scope scope(*this, "accord");
      only_keys(a, {"side", "where", "season"});
      s.accord =
          AccordPending{get<std::string>(a, "side", "", true), get<std::string>(a, "where", "IND"),
                        get<std::string>(a, "season", "", true)};
    }
    s.accord_banned = get<std::vector<std::string>>(root, "accord_banned", {});
    s.india_closed = get<bool>(root, "india_closed", false);
    index = 0;
    for (const auto& n : root["uprisings"]) {  // R14d: absent in older states = none
      Scope scope(*this, fmt::format("uprisings[{}]", index++));
      only_keys(n, {"id", "mission", "appeared", "clock_from", "members"});
      s.uprisings.push_back(Uprising{get<std::string>(n, "id", "", true), get<int>(n, "mission", 1),
                                     get<std::string>(n, "appeared", ""),
                                     get<std::string>(n, "clock_from", ""),
                                     get<std::vector<std::string>>(n, "members", {})});
    }
    s.events_happened = get<std::vector<std::string>>(root, "events_happened", {});
    return s;
  }

 private:
  const std::string& file_;
  Diagnostics& out_;
  std::string scope_;
};

}  // namespace

namespace {

// The reading: the state read even when some values were refused (their errors in
// `diagnostics`), so that the map's checks still report theirs; nothing if it cannot be read.
std::optional<GameState> read_state(std::string_view text, const std::string& file,
                                    Diagnostics& diagnostics, StatePositions& where) {
  YAML::Node root;
  try {
    root = YAML::Load(std::string(text));
  } catch (const YAML::ParserException& e) {
    diagnostics.push_back({Severity::error, file, {e.mark.line + 1, e.mark.column + 1}, e.msg});
    return std::nullopt;
  }
  try {
    return Reader(file, diagnostics).read(root, where);
  } catch (const YAML::Exception& e) {
    diagnostics.push_back({Severity::error, file, {e.mark.line + 1, e.mark.column + 1}, e.msg});
    return std::nullopt;
  }
}

}  // namespace

StateLoad state_from_yaml(std::string_view text, const std::string& file, const map::Map& map) {
  StateLoad result;
  StatePositions where;
  std::optional<GameState> state = read_state(text, file, result.diagnostics, where);
  if (!state) return result;
  auto checks = check_state(*state, map, file, &where);
  result.diagnostics.insert(result.diagnostics.end(), checks.begin(), checks.end());
  if (!has_errors(result.diagnostics)) result.state = std::move(state);
  return result;
}

StateLoad state_from_yaml(std::string_view text, const std::string& file) {
  StateLoad result;
  StatePositions where;
  std::optional<GameState> state = read_state(text, file, result.diagnostics, where);
  if (state && !has_errors(result.diagnostics)) result.state = std::move(state);
  return result;
}

}  // namespace dia::state
