#include "adjudicator/rules/scoring.hpp"

#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "adjudicator/rules/names.hpp"
#include "adjudicator/rules/winter_supply.hpp"

namespace dia::adj::rules {
namespace {

bool is_major(const map::Space& s) {
  return s.citadel && s.citadel->cls != map::CitadelClass::minor;  // capitals are majors
}

bool starts_with(const std::string& s, const std::string& prefix) {
  return s.rfind(prefix, 0) == 0;
}

// R13.pp.7: the Greek revolts of Table III (Athenians, Spartans, Aetolians/Thessalians).
bool greek_revolt(const std::string& label) {
  return starts_with(label, "atheniens") || starts_with(label, "spartiates") ||
         starts_with(label, "etoliens");
}

// "+3 PP : <why> (R13.pp.24)".
Message pp_line(int pp, Message why, const char* clause) {
  return Message{
      Msg::pp_line,
      {arg::Words{fmt::format("{:+}", pp)}, arg::Sub{{std::move(why)}}, arg::Clause{clause}}};
}

PrestigeChange change(const std::string& side, int pp, const char* clause, Message why) {
  PrestigeChange c;
  c.side = side;
  c.pp = pp;
  c.clause = clause;
  c.reason = pp_line(pp, std::move(why), clause);
  return c;
}

}  // namespace

std::string capital_owner(const std::string& citadel, const state::GameState& state) {
  for (const auto& s : state.sides)
    if (s.capital == citadel) return s.id;
  return {};
}

int pv_of(const std::string& side, const state::GameState& state, const map::Map& map) {
  int pv = 0;
  for (const auto& s : map.spaces) {
    if (!is_major(s) || state.controller_of(s.code) != side || side.empty()) continue;
    pv += capital_owner(s.code, state) == side ? 3 : 1;
  }
  return pv;
}

int pv_in_play(const state::GameState& state, const map::Map& map) {
  int pv = 0;
  for (const auto& s : map.spaces) {
    if (!is_major(s)) continue;
    std::string owner = capital_owner(s.code, state);
    pv += !owner.empty() && state.controller_of(s.code) == owner ? 3 : 1;
  }
  return pv;
}

int rf_controlled(const std::string& side, const state::GameState& state) {
  return static_cast<int>(std::count_if(state.characters.begin(), state.characters.end(),
                                        [&](const state::Character& c) {
                                          return c.kind == state::CharacterKind::royal && c.alive &&
                                                 !side.empty() && c.controller == side;
                                        }));
}

int pp_of(const std::string& side, const state::GameState& state, const map::Map& map) {
  int pp = 10 * pv_of(side, state, map) + 5 * rf_controlled(side, state);
  if (!side.empty() && state.controller_of("Athènes") == side) pp += 2;  // R13.pp.16
  if (const state::Side* s = state.side(side)) pp += s->prestige_ledger;
  return pp;
}

int pp_in_play(const state::GameState& state, const map::Map& map) {
  int rf = static_cast<int>(std::count_if(
      state.characters.begin(), state.characters.end(),
      [](const auto& c) { return c.kind == state::CharacterKind::royal && c.alive; }));
  int ledgers = 0;
  for (const auto& s : state.sides)
    if (!s.eliminated) ledgers += s.prestige_ledger;
  return 10 * pv_in_play(state, map) + 5 * rf + ledgers;
}

bool total_victory(const std::string& side, const state::GameState& state, const map::Map& map) {
  return 2 * pv_of(side, state, map) > pv_in_play(state, map);
}

bool measured_victory(const std::string& side, const state::GameState& state, const map::Map& map) {
  return 2 * pp_of(side, state, map) > pp_in_play(state, map);
}

bool marginal_candidate(const std::string& side, const state::GameState& state,
                        const map::Map& map) {
  return 3 * pp_of(side, state, map) > pp_in_play(state, map);
}

std::string total_victor(const state::GameState& state, const map::Map& map) {
  for (const auto& s : state.sides)
    if (!s.eliminated && total_victory(s.id, state, map)) return s.id;
  return {};
}

std::map<std::string, std::string> majors_snapshot(const state::GameState& state,
                                                   const map::Map& map) {
  std::map<std::string, std::string> out;
  for (const auto& s : map.spaces)
    if (is_major(s)) out[s.code] = state.controller_of(s.code);
  return out;
}

bool shared_victory(const std::vector<std::map<std::string, std::string>>& snapshots) {
  if (snapshots.size() < 2) return false;
  return std::all_of(snapshots.begin() + 1, snapshots.end(),
                     [&](const auto& s) { return s == snapshots.front(); });
}

std::vector<PrestigeChange> military_prestige(const MilitaryFacts& facts,
                                              const state::GameState& before) {
  std::vector<PrestigeChange> out;

  // R13.pp.23–24, R13.star.1: the star stands at the end of each whole row (S1:L1241–1242), so
  // its footnote (L1247: "uniquement en cas de destruction suite à un mouvement (et pas un
  // siège)") covers every kind: a garrison destroyed by a siege is no annihilation.
  for (const auto& a : facts.annihilations) {
    if (a.by.empty() || a.by == a.owner || a.in_siege) continue;
    using state::UnitType;
    bool elite = a.type == UnitType::Ae || a.type == UnitType::Fe || a.type == UnitType::Ag;
    std::string what = std::string(state::code(a.type)) + " " + a.space;
    out.push_back(change(a.by, elite ? 3 : 1, elite ? "R13.pp.24" : "R13.pp.23",
                         Message{Msg::pp_annihilation, {arg::Piece{what}}}));
  }

  for (const auto& d : facts.deaths) {
    const state::Character* c = before.character(d.character);
    if (!c) continue;
    if (c->kind != state::CharacterKind::royal) {
      if (!c->side.empty())
        out.push_back(
            change(c->side, -5, "R13.pp.8", Message{Msg::pp_death, {arg::Character{c->name}}}));
      if (!d.assassinated && !d.by.empty() && d.by != c->side)
        out.push_back(change(d.by, 3, "R13.pp.25",
                             Message{Msg::pp_killed_in_combat, {arg::Character{c->name}}}));
    } else if (d.assassinated && !d.by.empty()) {
      bool heavy =
          d.character == "roxane" || d.character == "alexandre-iv" || d.character == "cleopatre";
      out.push_back(change(d.by, heavy ? -2 : -1, heavy ? "R13.pp.6" : "R13.pp.5",
                           Message{Msg::pp_assassination, {arg::Character{c->name}}}));
    }
  }

  // R13.pp.12–15, R13.ctrl.1: at every change of control of Pella and Babylone.
  for (const auto& ch : facts.control_changes) {
    if (ch.from == ch.to) continue;
    if (ch.space == "Pella") {
      if (!ch.to.empty())
        out.push_back(change(ch.to, 2, "R13.pp.12", Message{Msg::pp_takes, {arg::Place{"Pella"}}}));
      if (!ch.from.empty())
        out.push_back(
            change(ch.from, -3, "R13.pp.13", Message{Msg::pp_loses, {arg::Place{"Pella"}}}));
    } else if (ch.space == "Babylone") {
      if (!ch.to.empty())
        out.push_back(
            change(ch.to, 1, "R13.pp.14", Message{Msg::pp_takes, {arg::Place{"Babylone"}}}));
      if (!ch.from.empty())
        out.push_back(
            change(ch.from, -2, "R13.pp.15", Message{Msg::pp_loses, {arg::Place{"Babylone"}}}));
    }
  }

  for (const auto& t : facts.takings)
    if (!t.side.empty() && greek_revolt(t.from_label))
      out.push_back(change(t.side, -1, "R13.pp.7",
                           Message{Msg::pp_taken_from_greek_revolt, {arg::Place{t.citadel}}}));

  for (const auto& s : facts.seizures)
    if (s.religious && !s.side.empty())
      out.push_back(change(s.side, -2, "R13.pp.4",
                           Message{Msg::pp_sacred_treasure, {arg::Place{s.citadel}}}));

  for (const auto& w : facts.war_losses) {
    if (w.side.empty()) continue;
    if (w.rome)
      out.push_back(
          change(w.side, -2, "R13.pp.9", Message{Msg::pp_war_lost_rome, {arg::Place{w.space}}}));
    else
      out.push_back(
          change(w.side, -1, "R13.pp.10", Message{Msg::pp_war_lost_revolt, {arg::Place{w.space}}}));
  }

  for (const auto& s : facts.supplies) {
    if (s.side.empty()) continue;
    bool romans = std::any_of(s.besieger_labels.begin(), s.besieger_labels.end(),
                              [](const std::string& l) { return starts_with(l, "rome"); });
    if (s.citadel == "Tarente" && romans)
      out.push_back(change(s.side, 1, "R13.pp.18", Message{Msg::pp_supplies_tarentum, {}}));
    bool besieged = !s.besieger_labels.empty() || !s.besieger_sides.empty();
    if (s.citadel == "Rhodes" && s.citadel_controller.empty() && besieged)
      out.push_back(change(s.side, 1, "R13.pp.19", Message{Msg::pp_supplies_rhodes, {}}));
  }

  std::set<std::string> helpers(facts.greek_revolt_helpers.begin(),
                                facts.greek_revolt_helpers.end());
  for (const auto& side : helpers)
    out.push_back(change(side, 1, "R13.pp.20", Message{Msg::pp_helps_greek_revolt, {}}));
  return out;
}

void add_siege_facts(MilitaryFacts& facts, const std::vector<FallEffects>& falls,
                     const SiegeResolution& sieges, const state::GameState& before) {
  for (const auto& f : falls) {
    if (f.garrison)
      facts.annihilations.push_back({f.citadel, f.garrison->type, f.garrison->side, f.to, true});
    if (f.from.empty()) facts.takings.push_back({f.citadel, f.to, f.garrison_label});
    if (f.treasure_seized > 0) facts.seizures.push_back({f.citadel, f.to, f.religious_treasure});
  }
  for (const auto& s : sieges.supplies) {
    if (s.outcome != SupplyOutcome::succeeded) continue;
    SupplyFact fact;
    fact.side = s.side;
    fact.citadel = s.citadel;
    fact.citadel_controller = before.controller_of(s.citadel);
    for (const auto& r : sieges.rounds) {
      if (r.citadel != s.citadel || r.outcome == RoundOutcome::ignored) continue;
      if (!r.side.empty()) {
        fact.besieger_sides.push_back(r.side);
      } else if (const state::Unit* u = before.unit_at(r.unit)) {
        fact.besieger_labels.push_back(u->neutral_label);
      }
    }
    facts.supplies.push_back(std::move(fact));
  }
}

std::vector<PrestigeChange> unsupplied_elite_prestige(const map::Map& map,
                                                      const state::GameState& position) {
  std::vector<PrestigeChange> out;
  for (const auto& u : position.units) {
    if (u.side.empty()) continue;
    if (u.type != state::UnitType::Ae && u.type != state::UnitType::Ag) continue;
    auto id = map.find_space(u.space);
    if (!id || !map.space(*id).is_land()) continue;
    if (is_supplied(map, position, u.side, u.space)) continue;
    std::string what = unit_label(u);
    out.push_back(change(u.side, -1, "R13.pp.11",
                         Message{Msg::pp_elite_without_arsenal, {arg::Piece{what}}}));
  }
  return out;
}

std::vector<SideScore> apply_prestige(const map::Map& map, state::GameState& state,
                                      const std::vector<PrestigeChange>& changes,
                                      const state::GameState& before) {
  for (const auto& c : changes)
    if (state::Side* s = state.side(c.side)) s->prestige_ledger += c.pp;
  std::vector<SideScore> out;
  for (const auto& s : state.sides) {
    SideScore score;
    score.side = s.id;
    score.pv = pv_of(s.id, state, map);
    score.pp = pp_of(s.id, state, map);
    score.pp_change = score.pp - pp_of(s.id, before, map);
    score.treasury = s.treasury;
    int pv_before = pv_of(s.id, before, map);
    if (pv_before != score.pv)
      score.prestige_reasons.push_back(pp_line(
          10 * (score.pv - pv_before),
          Message{Msg::pp_pv, {arg::Number{pv_before}, arg::Number{score.pv}}}, "R13.pp.1"));
    int rf_before = rf_controlled(s.id, before);
    int rf_now = rf_controlled(s.id, state);
    if (rf_before != rf_now)
      score.prestige_reasons.push_back(
          pp_line(5 * (rf_now - rf_before),
                  Message{Msg::pp_royal_family, {arg::Number{rf_before}, arg::Number{rf_now}}},
                  "R13.pp.2"));
    bool ath_before = before.controller_of("Athènes") == s.id;
    bool ath_now = state.controller_of("Athènes") == s.id;
    if (ath_before != ath_now)
      score.prestige_reasons.push_back(
          pp_line(ath_now ? 2 : -2, Message{Msg::pp_athens, {}}, "R13.pp.16"));
    for (const auto& c : changes)
      if (c.side == s.id) score.prestige_reasons.push_back(c.reason);
    out.push_back(std::move(score));
  }
  return out;
}

}  // namespace dia::adj::rules
