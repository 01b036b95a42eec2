#pragma once
// `diadoques club standings --format txt|md|json|csv`: the standings (club/standings.hpp) as a
// table for people, in the club's language, from the message catalogue (txt, md), or as data
// for tools, with fixed English keys (json: players and games; csv: the players' table).
#include <string>
#include <string_view>
#include <vector>

#include "club/club_file.hpp"
#include "club/standings.hpp"
#include "report/lang.hpp"

namespace dia::club {

std::string standings_text(const Standings& st, const Club& club, report::Lang lang);
std::string standings_markdown(const Standings& st, const Club& club, report::Lang lang);
std::string standings_json(const Standings& st);
std::string standings_csv(const Standings& st);

// What a game's state says in `lang`: "en cours (été -319)", "victoire totale de Séleucos
// (été -319)", "abandonnée (…)", "pas commencée". Shared with the site's pages.
std::string game_state_words(const GameResult& g, report::Lang lang);
// A result in `lang` ("victoire", "éliminé"; also a kind of victory the points table may name,
// "victoire totale"), "" for none (a game still played).
std::string result_words(const std::string& result, report::Lang lang);
// A rating as shown: a whole number; a rating change with its sign ("+16", "-3", "0").
std::string rating_shown(double rating);
std::string rating_change_shown(double change);
// The note under the players' table: the points table in `lang` ("victoire 10, …") and where
// the rating is explained.
std::string scoring_note(const Club& club, report::Lang lang);

}  // namespace dia::club
