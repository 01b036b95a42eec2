#include "report/season_name.hpp"

#include "state/season.hpp"

namespace dia::report {

std::string season_name(const std::string& id, Lang lang) {
  const auto season = state::Season::from_id(id);
  return season ? state::display(*season, lang == Lang::fr) : id;
}

}  // namespace dia::report
