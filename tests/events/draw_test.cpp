// The draw from the event tables (R14.gen, R14T) with scripted dice: each row of the tables by a
// fixed roll, the redraws and the results that cannot apply.
#include <doctest/doctest.h>

#include <deque>
#include <string>

#include "../season/fixture.hpp"
#include "adjudicator/events/draw_table.hpp"

namespace dia::adj::events {
namespace {

// Scripted dice: each roll takes the next {die, value}, checking the die asked for.
struct Script : RollSource {
  std::deque<std::pair<std::string, int>> next;
  int roll(const std::string& die, const Message& /*purpose*/) override {
    REQUIRE(!next.empty());
    auto [d, v] = next.front();
    next.pop_front();
    CHECK(d == die);
    return v;
  }
};

const map::EventTables& tables() {
  const map::EventTables* t = test::diadoques_map().event_tables();
  REQUIRE(t != nullptr);
  return *t;
}

state::GameState at(state::SeasonKind kind) {
  state::GameState g = test::later();
  g.season = {-318, kind};
  return g;
}

DrawnEvent run(const state::GameState& g, std::deque<std::pair<std::string, int>> dice) {
  Script s;
  s.next = std::move(dice);
  DrawnEvent e = draw(tables(), g, s);
  CHECK(s.next.empty());
  return e;
}

void kill(state::GameState& g, const std::string& id) {
  for (auto& c : g.characters)
    if (c.id == id) c.alive = false;
}

using V = std::vector<std::string>;
using state::SeasonKind;

TEST_CASE("R14T.tab.1 R14.gen.2 T1.SU.6b Indus flood, T1.SU.6a Nile flood by the sub-roll") {
  DrawnEvent e = run(at(SeasonKind::summer), {{"2d6", 7}, {"1d6", 5}});
  CHECK(e.row == "T1.SU.6b");
  CHECK(e.kind == EventKind::flood);
  CHECK(e.spaces == V{"GHA", "IND"});
  CHECK(e.rolls.size() == 2);
  e = run(at(SeasonKind::summer), {{"2d6", 6}, {"1d6", 4}});
  CHECK(e.row == "T1.SU.6a");
  CHECK(e.spaces == V{"EGY"});
}

TEST_CASE("R14T.tab.2 T1.SP.10a T1.SP.10b spring sandstorm picked by a 1d6 sub-roll") {
  CHECK(run(at(SeasonKind::spring), {{"2d6", 10}, {"1d6", 3}}).spaces == V{"LIB"});
  DrawnEvent e = run(at(SeasonKind::spring), {{"2d6", 10}, {"1d6", 4}});
  CHECK(e.row == "T1.SP.10b");
  CHECK(e.kind == EventKind::sand_storm);
  CHECK(e.spaces == V{"ARA", "NAB", "GHE"});
}

TEST_CASE("R14T.tab.3 T1.AU.6 autumn Ister flood has no sub-roll, T1.SP.3b spring has one") {
  DrawnEvent e = run(at(SeasonKind::autumn), {{"2d6", 6}});
  CHECK(e.row == "T1.AU.6");
  CHECK(e.spaces == V{"IST", "SCY"});
  e = run(at(SeasonKind::spring), {{"2d6", 4}, {"1d6", 3}});
  CHECK(e.row == "T1.SP.3b");
  CHECK(e.spaces == V{"IST", "SCY"});
}

TEST_CASE("R14T.tab.1 T1.AU.7a-e snowstorms and T1.AU.2b sandstorm") {
  const std::pair<int, V> snow[] = {{1, {"ILL", "EPI"}}, {2, {"PAP", "PON"}}, {3, {"PAP", "PON"}},
                                    {4, {"COM"}},        {5, {"ARM"}},        {6, {"SOG"}}};
  for (const auto& [sub, spaces] : snow) {
    DrawnEvent e = run(at(SeasonKind::autumn), {{"2d6", 8}, {"1d6", sub}});
    CHECK(e.kind == EventKind::snow_storm);
    CHECK(e.spaces == spaces);
  }
  CHECK(run(at(SeasonKind::autumn), {{"2d6", 2}, {"1d6", 3}}).spaces == V{"SAG", "GED"});
}

TEST_CASE("R14T.tab.1 R14b T1.SP.2 T2.2-T2.11 sea storms roll Table II") {
  const std::pair<int, V> rows[] = {
      {2, {"MOR"}},        {4, {"SAL", "MIN"}},  {5, {"EUB", "CYC"}},
      {6, {"ADR", "MIO"}}, {7, {"POR", "MAE"}},  {8, {"POC"}},
      {9, {"PRO", "EGE"}}, {10, {"EOL", "MRD"}}, {12, {"GPE", "GAR", "OCI"}}};
  for (const auto& [v, zones] : rows) {
    DrawnEvent e = run(at(SeasonKind::spring), {{"2d6", 2}, {"2d6", v}});
    CHECK(e.kind == EventKind::sea_storm);
    CHECK(e.spaces == zones);
  }
  CHECK(run(at(SeasonKind::summer), {{"2d6", 5}, {"2d6", 7}}).row == "T2.7");
}

TEST_CASE("R14T.tab.1 T3.3-T3.18 revolts by 3d6") {
  const char* ids[] = {"nora_isaura", "cariens",           "tarentins",         "etoliens",
                       "spartiates",  "atheniens",         "revolte_grecque",   "thraces",
                       "armeniens",   "cyreneens",         "pirates_pontiques", "carmaniens",
                       "chypriotes",  "pirates_illyriens", "grecs_asie",        "pyrrhus"};
  for (int v = 3; v <= 18; ++v) {
    DrawnEvent e = run(at(SeasonKind::autumn), {{"2d6", 9}, {"3d6", v}});
    CHECK(e.kind == EventKind::revolt);
    CHECK(e.row == "T3." + std::to_string(v));
    CHECK(e.what == ids[v - 3]);
  }
}

TEST_CASE("R14T.tab.1 R14f.gift.1 T4.1a-T4.6 interventions with their sub-rolls") {
  auto iv = [](std::deque<std::pair<std::string, int>> d) {
    d.push_front({"2d6", 11});
    return run(at(SeasonKind::spring), d);
  };
  DrawnEvent e = iv({{"1d6", 1}, {"1d6", 2}});
  CHECK(e.row == "T4.1a");
  CHECK(e.what == "carthage");
  CHECK(e.variant == "Pella");
  CHECK(iv({{"1d6", 1}, {"1d6", 6}}).variant == "Byzance");
  CHECK(iv({{"1d6", 2}, {"1d6", 1}}).what == "scythes");
  CHECK(iv({{"1d6", 2}, {"1d6", 4}}).what == "parthes");
  CHECK(iv({{"1d6", 3}}).what == "rome");
  CHECK(iv({{"1d6", 4}}).what == "satrapes");
  CHECK(iv({{"1d6", 5}, {"1d6", 3}}).variant == "Tyane");
  CHECK(iv({{"1d6", 5}, {"1d6", 4}}).variant == "Cyrène");
  CHECK(iv({{"1d6", 6}}).what == "gaulois");
}

TEST_CASE("R14T.tab.1 R14a.death.1 T5.1-T5.6 RF deaths; a dead member's death cannot apply") {
  const char* ids[] = {"philippe-iii", "eurydice", "roxane",
                       "alexandre-iv", "olympias", "cleopatre"};
  for (int v = 1; v <= 6; ++v) {
    DrawnEvent e = run(at(SeasonKind::summer), {{"2d6", 12}, {"1d6", v}});
    CHECK(e.kind == EventKind::royal_death);
    CHECK(e.what == ids[v - 1]);
    CHECK(e.applies);
  }
  state::GameState g = at(SeasonKind::summer);
  kill(g, "roxane");
  DrawnEvent e = run(g, {{"2d6", 12}, {"1d6", 3}});
  CHECK_FALSE(e.applies);
  CHECK(e.why_not == "R14a.death.1");
}

TEST_CASE("R14.gen.4 a revolt under way is drawn again on Table III") {
  state::GameState g = at(SeasonKind::autumn);
  g.uprisings.push_back({"armeniens", 1, "spring--318", "spring--318", {}});
  DrawnEvent e = run(g, {{"2d6", 9}, {"3d6", 11}, {"3d6", 10}});
  CHECK(e.what == "thraces");
  CHECK(e.row == "T3.10");
  CHECK(e.rolls.size() == 3);
}

TEST_CASE("R14.gen.4 an intervention under way is drawn again on Table IV with its sub-roll") {
  state::GameState g = at(SeasonKind::spring);
  g.uprisings.push_back({"scythes", 1, "spring--318", "", {}});
  DrawnEvent e = run(g, {{"2d6", 11}, {"1d6", 2}, {"1d6", 1}, {"1d6", 6}});
  CHECK(e.what == "gaulois");
}

TEST_CASE(
    "R14.gen.5 Parthians, Rome, Pontic Pirates and a Greek revolt in the GGR are not redrawn") {
  state::GameState g = at(SeasonKind::spring);
  g.uprisings.push_back({"parthes", 1, "spring--318", "", {}});
  g.uprisings.push_back({"rome", 1, "spring--318", "", {}});
  CHECK(run(g, {{"2d6", 11}, {"1d6", 2}, {"1d6", 5}}).what == "parthes");
  CHECK(run(g, {{"2d6", 11}, {"1d6", 3}}).what == "rome");
  g.uprisings.push_back({"pirates_pontiques", 1, "spring--318", "", {}});
  g.uprisings.push_back({"revolte_grecque", 1, "spring--318", "", {"etoliens"}});
  g.uprisings.push_back({"etoliens", 1, "spring--318", "", {}});
  CHECK(run(g, {{"2d6", 8}, {"3d6", 13}}).what == "pirates_pontiques");
  DrawnEvent e = run(g, {{"2d6", 8}, {"3d6", 6}});
  CHECK(e.what == "etoliens");
  CHECK(e.applies);
}

TEST_CASE("R14.gen.7 R14e.ggr.6 the General Greek Revolt once only: no effect, no redraw") {
  state::GameState g = at(SeasonKind::summer);
  g.events_happened.push_back("revolte_grecque");
  DrawnEvent e = run(g, {{"2d6", 8}, {"3d6", 9}});
  CHECK_FALSE(e.applies);
  CHECK(e.why_not == "R14.gen.7");
}

TEST_CASE("R14e.pyr.1 Pyrrhus before the last RF member dies cannot apply, no redraw") {
  state::GameState g = at(SeasonKind::summer);
  DrawnEvent e = run(g, {{"2d6", 8}, {"3d6", 18}});
  CHECK_FALSE(e.applies);
  CHECK(e.why_not == "R14e.pyr.1");
  for (const char* id :
       {"philippe-iii", "eurydice", "roxane", "alexandre-iv", "olympias", "cleopatre"})
    kill(g, id);
  CHECK(run(g, {{"2d6", 8}, {"3d6", 18}}).applies);
}

TEST_CASE("G7.1 R14e.asie.1 the Secession of the Greeks of Asia cannot apply") {
  DrawnEvent e = run(at(SeasonKind::summer), {{"2d6", 8}, {"3d6", 17}});
  CHECK_FALSE(e.applies);
  CHECK(e.why_not == "G7.1");
}

TEST_CASE("G8.2 the satraps' offer cannot apply without a regent, nor twice") {
  state::GameState g = at(SeasonKind::spring);
  CHECK(run(g, {{"2d6", 11}, {"1d6", 4}}).applies);
  kill(g, "philippe-iii");
  CHECK(run(g, {{"2d6", 11}, {"1d6", 4}}).applies);
  kill(g, "alexandre-iv");
  CHECK(run(g, {{"2d6", 11}, {"1d6", 4}}).why_not == "G8.2");
  g = at(SeasonKind::spring);
  g.events_happened.push_back("satrapes");
  CHECK_FALSE(run(g, {{"2d6", 11}, {"1d6", 4}}).applies);
}

TEST_CASE("R14.gen.1 no event in winter nor in spring -319: no roll") {
  CHECK(run(at(SeasonKind::winter), {}).kind == EventKind::none);
  state::GameState g = test::opening();
  DrawnEvent e = run(g, {});
  CHECK(e.kind == EventKind::none);
  CHECK(e.rolls.empty());
}

TEST_CASE("R4c.event.1 G11.1 storms and floods hit spaces, a death none; revolts are military") {
  CHECK_FALSE(run(at(SeasonKind::summer), {{"2d6", 7}, {"1d6", 1}}).spaces.empty());
  DrawnEvent death = run(at(SeasonKind::summer), {{"2d6", 12}, {"1d6", 1}});
  CHECK(death.spaces.empty());
  CHECK_FALSE(is_military(death));
  CHECK(is_military(run(at(SeasonKind::summer), {{"2d6", 8}, {"3d6", 11}})));
  CHECK_FALSE(is_military(run(at(SeasonKind::summer), {{"2d6", 8}, {"3d6", 4}})));
}

}  // namespace
}  // namespace dia::adj::events

namespace dia::adj::events {
namespace {

// The dice that pick `row` in `rows`: its main roll, and its sub-roll when it has one.
std::deque<std::pair<std::string, int>> dice_for(const map::EventRow& row, const std::string& die) {
  std::deque<std::pair<std::string, int>> d{{die, row.roll.lo}};
  if (row.sub) d.push_back({"1d6", row.sub->lo});
  return d;
}

TEST_CASE("R14T R14.gen.2 every row of every table is drawn by its own forced dice") {
  const map::EventTables& t = tables();
  int rows = 0;
  // Table I, each season: the row its dice give (the sub-tables' rows are checked below).
  for (const auto& [kind, table] :
       {std::pair{SeasonKind::spring, &t.spring}, std::pair{SeasonKind::summer, &t.summer},
        std::pair{SeasonKind::autumn, &t.autumn}}) {
    for (const map::EventRow& row : *table) {
      CAPTURE(row.id);
      auto dice = dice_for(row, "2d6");
      const bool sends_on =
          row.kind == map::TableKind::sea_storm || row.kind == map::TableKind::revolt ||
          row.kind == map::TableKind::intervention || row.kind == map::TableKind::royal_death;
      if (row.kind == map::TableKind::sea_storm) dice.push_back({"2d6", 7});
      if (row.kind == map::TableKind::revolt) dice.push_back({"3d6", 10});
      if (row.kind == map::TableKind::intervention) dice.push_back({"1d6", 3});
      if (row.kind == map::TableKind::royal_death) dice.push_back({"1d6", 1});
      const DrawnEvent e = run(at(kind), dice);
      REQUIRE_FALSE(e.rolls.empty());
      CHECK(e.rolls.front() == EventRoll{"I", "2d6", row.roll.lo});
      if (!sends_on) CHECK(e.row == row.id);
      CHECK(e.kind != EventKind::none);
      ++rows;
    }
  }
  // Tables II–V, reached from the summer rows that send to them.
  const std::pair<int, const std::vector<map::EventRow>*> sub_tables[] = {
      {2, &t.sea_storms}, {8, &t.revolts}, {10, &t.interventions}, {12, &t.royal_deaths}};
  const char* dies[] = {"2d6", "3d6", "1d6", "1d6"};
  for (std::size_t k = 0; k < 4; ++k) {
    for (const map::EventRow& row : *sub_tables[k].second) {
      CAPTURE(row.id);
      auto dice = dice_for(row, dies[k]);
      dice.push_front({"2d6", sub_tables[k].first});
      const DrawnEvent e = run(at(SeasonKind::summer), dice);
      CHECK(e.row == row.id);
      ++rows;
    }
  }
  CHECK(rows ==
        static_cast<int>(t.spring.size() + t.summer.size() + t.autumn.size() + t.sea_storms.size() +
                         t.revolts.size() + t.interventions.size() + t.royal_deaths.size()));
}

}  // namespace
}  // namespace dia::adj::events
