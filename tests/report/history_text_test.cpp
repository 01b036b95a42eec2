// `diadoques history`: the whole game season by season and the standings over time, from the
// published results only.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "report/history_text.hpp"

using namespace dia;
using namespace dia::report;

namespace {

bool contains(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

PublicView season(state::SeasonKind kind, std::vector<PublicScore> scores) {
  PublicView v;
  v.game = "Partie test";
  v.season = {-319, kind};
  v.event = worded("pas d'événement", "no event");
  v.sides.push_back({{"ptolemee", "Ptolémée", "Aurélie"}, {}});
  v.sides.push_back({{"seleucos", "Séleucos", "Élodie"}, {}});
  v.scores = std::move(scores);
  return v;
}

std::vector<PublicView> two_seasons() {
  PublicView spring =
      season(state::SeasonKind::spring, {{"ptolemee", 3, 30, 0, {}}, {"seleucos", 3, 30, 0, {}}});
  spring.events.push_back(worded("Séleucos achète A", "Seleucos buys A"));
  spring.control_changes.push_back({"MES", "MES (Mésopotamie)", "", "seleucos"});
  // Ptolémée is out of the game in summer: no score any more.
  PublicView summer =
      season(state::SeasonKind::summer,
             {{"seleucos", 4, 40, 10, {worded("+10 PP : PV 3 → 4", "+10 PP: PV 3 → 4")}}});
  summer.control_changes.push_back({"Suse", "Suse", "", "seleucos"});
  return {spring, summer};
}

}  // namespace

TEST_CASE(
    "R3.pv.2 R3.meas.1 the history gives each season's event, facts, control changes and "
    "prestige, then the PV and PP of every side at the end of every season") {
  const std::string fr = history_text(two_seasons(), Lang::fr);
  CAPTURE(fr);
  CHECK(contains(fr,
                 "Partie test — histoire de la partie\n"
                 "2 saisons arbitrées, du printemps -319 à l'été -319\n"));
  CHECK(contains(fr,
                 "\nprintemps -319 (001-spring-319)\n  Événement : pas d'événement\n"
                 "  Faits :\n    Séleucos achète A\n"
                 "  Changements de contrôle :\n    MES (Mésopotamie) : neutre → Séleucos\n"));
  CHECK(contains(fr,
                 "\nété -319 (002-summer-319)\n  Événement : pas d'événement\n"
                 "  Changements de contrôle :\n    Suse : neutre → Séleucos\n"
                 "  Prestige :\n    Séleucos : +10 PP : PV 3 → 4\n"));
  CHECK(fr.find("printemps -319 (001") < fr.find("été -319 (002"));
  CHECK(contains(fr,
                 "\nClassement à la fin de chaque saison (PV / PP)\n"
                 "  Saison          Ptolémée  Séleucos\n"
                 "  printemps -319    3 / 30    3 / 30\n"
                 "  été -319               —    4 / 40\n"));
  const std::string en = history_text(two_seasons(), Lang::en);
  CHECK(contains(en, "2 seasons adjudicated, from spring 319 BC to summer 319 BC\n"));
  CHECK(contains(en, "  What happened:\n    Seleucos buys A\n"));
  CHECK(contains(en,
                 "\nStandings at the end of each season (PV / PP)\n"
                 "  Season         Ptolémée  Séleucos\n"
                 "  spring 319 BC    3 / 30    3 / 30\n"));
  CHECK(history_text({}, Lang::fr).empty());
}
