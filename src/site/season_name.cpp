#include "site/season_name.hpp"

#include "state/season.hpp"

namespace dia::site {

std::string season_name(const std::string& id, report::Lang lang) {
  const auto season = state::Season::from_id(id);
  return season ? state::display(*season, lang == report::Lang::fr) : id;
}

}  // namespace dia::site
