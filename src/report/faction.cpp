#include "report/faction.hpp"

#include <array>
#include <string_view>

#include "adjudicator/events/uprising_retreat.hpp"
#include "adjudicator/rules/auction_lot.hpp"

namespace dia::report {

std::string faction_name(const map::Map* map, const std::string& label) {
  if (label.empty()) return "";
  return map != nullptr ? adj::events::revolt_name(*map, label) : label;
}

std::string faction_colour(const std::string& label) {
  if (label.empty()) return "#616161";  // a neutral garrison of no faction
  if (adj::rules::is_auction_label(label)) return "#8d6e63";
  // Earth and stone tones, far from the six sides' colours; the event id (before any '.')
  // picks one, so a revolt's army and fleet share it.
  static constexpr std::array<std::string_view, 8> palette = {
      "#00838f", "#ad1457", "#4e342e", "#558b2f", "#37474f", "#9e9d24", "#5d4037", "#212121"};
  const std::string key = label.substr(0, label.find('.'));
  std::size_t h = 0;
  for (char c : key) h = h * 31 + static_cast<unsigned char>(c);
  return std::string(palette[h % palette.size()]);
}

}  // namespace dia::report
