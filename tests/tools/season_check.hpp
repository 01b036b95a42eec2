#pragma once
// The season consistency checker (issue 30): one adjudicated season's outputs against its
// inputs, its outcomes and the next state. The net under every later change: the example game's
// seasons (tests/property/season_check_example_test.cpp), the property test's random seasons,
// winters and events included (tests/property/season_property_test.cpp), and the random-season
// bench's walks (bench/random_seasons_bench.cpp, run by ctest in its `check` mode) all go
// through it.
//
// What it checks (each violation names its check, so a known defect can be listed apart):
//   utf8          every file is strict UTF-8
//   xml           map.svg is well-formed XML (libxml2)
//   json          public.json is JSON (RFC 8259, tools/file_formats)
//   json-readback public.json reads back (report/public_json, as `diadoques report` does) into
//                 the same public.txt
//   captured      a character the season reports captured (and not freed, given or killed later
//                 in the season) is, in the next state, controlled by the captor (R6b.cap.6)
//   spared        a character a side spared (`Epargner`, accepted) is not captured by that side's
//                 attempts that turn (R6b.cap.1-2, R6b.cap.4, R9c.nocap.1)
//   sieges        every siege in progress in the next state is listed in the season's sieges and
//                 in public.json, and every listed one is in the next state (R9a.siege.6)
//   position      the position public.json publishes (each side's units, characters on the map,
//                 controlled spaces) is the next state's
//   control       every change of control between the two states is listed, and the last change
//                 listed for a space is its controller in the next state
//   units-drawn   map.svg draws every unit of the next state once, in its own space or citadel's
//                 slot, in its side's class, and no other unit
//   private       no secret reaches a public file (public.txt, public.md, public.json, map.svg):
//                 the text of every order kept private (gold, corruption, counter-corruption,
//                 bids...), the unread lines of emails, the private events and money lines, and
//                 every line of private/<side>.txt and gm-log.txt that the public results (in
//                 either language) do not hold
//   next-state    the next state written (state.yaml) is the adjudicated one, reads back, and
//                 keeps the state invariants (tools/season_walk)
#include <string>
#include <vector>

#include "adjudicator/season.hpp"
#include "map/map.hpp"
#include "report/lang.hpp"
#include "report/season_outputs.hpp"
#include "report/svg_map.hpp"
#include "state/game_state.hpp"

namespace dia::tools {

struct SeasonCheckInput {
  const map::Map* map = nullptr;
  const state::GameState* before = nullptr;            // the season's state.yaml
  const std::vector<adj::SideOrders>* orders = nullptr;  // as adjudicated
  const adj::SeasonResult* result = nullptr;           // the outcomes and next state
  const report::ReportFiles* files = nullptr;          // results/ (path, content)
  report::Lang lang = report::Lang::fr;                // the language `files` were written in
  // The picture map.svg was drawn on (its unit slots); without it the check draws it again.
  const report::MapPicture* picture = nullptr;
  // The next season's state.yaml as written, when the season was played through files; "" = not
  // written (then next-state checks result.next only).
  std::string next_state_yaml;
};

struct Violation {
  std::string check;  // "utf8", "xml", "json", "captured", ... (see above)
  std::string file;   // "map.svg", "public.json", "state.yaml", "" for the outcomes themselves
  std::string what;   // the clear description
};

std::vector<Violation> check_season(const SeasonCheckInput& in);

// "[check] file: what".
std::string to_string(const Violation& v);

}  // namespace dia::tools
