// The overlay is drawn on the centres and slots svg_map_picture() reports for the picture it drew,
// so the picture and the overlay cannot disagree.
#include "report/svg_state.hpp"

#include <algorithm>
#include <iterator>
#include <map>
#include <string_view>

#include <fmt/format.h>

#include "adjudicator/rules/auction_lot.hpp"
#include "report/catalogue.hpp"
#include "report/faction.hpp"
#include "report/svg_map.hpp"
#include "report/svg_orders.hpp"

namespace dia::report {

namespace {

std::string leader_mark(const state::GameState& st, const state::Unit& u) {
  if (u.commander.empty()) return "";
  const state::Character* c = st.character(u.commander);
  if (!c) return "";
  if (c->kind == state::CharacterKind::diadoque) return "*";
  if (c->kind == state::CharacterKind::epigone) return "#";
  return "+";
}

// The first `n` letters of UTF-8 `name`, whole: a letter is a lead byte and its continuation
// bytes (10xxxxxx), so "Séleucos" gives "Sé", never "S" and half an "é" (which would make the
// picture invalid UTF-8, hence invalid XML).
std::string first_letters(std::string_view name, std::size_t n) {
  std::size_t end = 0;
  for (std::size_t letters = 0; end < name.size() && letters < n; ++letters) {
    ++end;
    while (end < name.size() && (static_cast<unsigned char>(name[end]) & 0xC0) == 0x80) ++end;
  }
  return std::string(name.substr(0, end));
}

// The key's room below its top (svg_board keeps 230 px from key_at's top, the title's line
// being 16 px below it).
constexpr double key_h = 230;

// The unit tokens, the leader marks and the order marks explained, from y = `top` down to
// `bottom` at most: two columns for the tokens and the orders, a full row for each leader mark;
// scaled down when the sides and factions above leave less room.
std::string marks_key(Lang lang, double x, double top, double bottom) {
  constexpr double row_h = 10, col_w = 107, size = 7.5;
  std::string k;
  double y = 0;
  auto token = [&](double tx, double ty, std::string_view label) {
    k += fmt::format(
        "<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{}\" height=\"9\" rx=\"2\" fill=\"#616161\" "
        "stroke=\"#000000\" stroke-width=\"0.5\"/><text x=\"{:.1f}\" y=\"{:.1f}\" "
        "font-size=\"6.5\" font-weight=\"bold\" fill=\"#ffffff\" "
        "text-anchor=\"middle\">{}</text>",
        tx, ty - 7, 5 + 4.6 * static_cast<double>(label.size()),
        tx + (5 + 4.6 * static_cast<double>(label.size())) / 2, ty, xml(label));
  };
  auto words = [&](double tx, double ty, Msg id) {
    k += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"{}\">{}</text>", tx, ty, size,
                     xml(say(lang, id)));
  };
  const std::pair<state::UnitType, Msg> units[] = {
      {state::UnitType::A, Msg::key_army},        {state::UnitType::F, Msg::key_fleet},
      {state::UnitType::Am, Msg::key_militia},    {state::UnitType::Fe, Msg::key_elite_fleet},
      {state::UnitType::Ae, Msg::key_elite_army}, {state::UnitType::Ag, Msg::key_guard}};
  k += "<g class=\"unit-key\">";
  for (std::size_t i = 0; i < std::size(units); ++i) {
    const double cx = x + col_w * static_cast<double>(i % 2);
    const double cy = 8 + row_h * static_cast<double>(i / 2);
    token(cx, cy, state::code(units[i].first));
    words(cx + 18, cy, units[i].second);
  }
  y = 8 + row_h * 3;
  const std::pair<std::string_view, Msg> leaders[] = {
      {"A*", Msg::key_led_diadoque}, {"A#", Msg::key_led_epigone}, {"A+", Msg::key_led_other}};
  for (const auto& [label, id] : leaders) {
    token(x, y, label);
    words(x + 18, y, id);
    y += row_h;
  }
  k += "</g><g class=\"order-key\">";
  const std::pair<std::string_view, Msg> marks[] = {
      {"move ok", Msg::key_move},    {"move failed", Msg::key_move_failed},
      {"support", Msg::key_support}, {"convoy", Msg::key_convoy},
      {"siege", Msg::key_siege},     {"supply", Msg::key_supply},
      {"retreat", Msg::key_retreat}, {"dislodged", Msg::key_dislodged}};
  y += 3;
  for (std::size_t i = 0; i < std::size(marks); ++i) {
    const double cx = x + col_w * static_cast<double>(i % 2);
    const double cy = y + row_h * static_cast<double>(i / 2);
    k += svg_order_sample(marks[i].first, cx, cy - 2.5);
    words(cx + 21, cy, marks[i].second);
  }
  k += "</g>";
  const double height = y + row_h * 3 + 2;
  const double scale = std::min(1.0, (bottom - top) / height);
  // Scaled about the key's left edge, so that it stays in the room kept for it.
  return fmt::format(
      "<g class=\"marks-key\" transform=\"translate({:.1f} {:.1f}) scale({:.3f}) "
      "translate({:.1f} 0)\">{}</g>\n",
      x, top, scale, -x, k);
}

}  // namespace

std::string side_colour(const std::string& side) {
  static const std::map<std::string, std::string> colours = {
      {"cassandre", "#2e7d32"}, {"lysimaque", "#d4a017"}, {"antigone", "#c62828"},
      {"eumene", "#6a1b9a"},    {"ptolemee", "#1565c0"},  {"seleucos", "#e65100"}};
  auto it = colours.find(side);
  return it == colours.end() ? "#616161" : it->second;
}

std::string svg_state(const map::Map& map, const state::GameState& st, const std::string& title,
                      Lang lang, const PublicView* season) {
  return svg_state(map, svg_map_picture(map, lang), st, title, lang, season);
}

std::string svg_state(const map::Map& map, const MapPicture& picture, const state::GameState& st,
                      const std::string& title, Lang lang, const PublicView* season) {
  std::string svg = picture.svg;  // the picture itself may be shared: drawn on a copy
  const std::map<std::string, SvgPoint>& at = picture.centres;
  const double kx = picture.key_at.x, ky = picture.key_at.y;
  std::string o = "<g class=\"state\">\n";
  o += fmt::format(
      "<text class=\"state-title\" x=\"{}\" y=\"{}\" font-size=\"15\" "
      "font-weight=\"bold\">{}</text>\n",
      kx, ky, xml(title));
  // On the board a controlled province is tinted in its controller's colour, under the borders
  // and names; a citadel (and every space of the graph drawing) gets a ring.
  std::string tint = "<g class=\"control-tint\">\n";
  for (const auto& [space, side] : st.control) {
    if (auto region = picture.region_paths.find(space); region != picture.region_paths.end()) {
      tint += fmt::format(
          "<path class=\"control {}\" d=\"{}\" fill=\"{}\" fill-opacity=\"0.38\" "
          "fill-rule=\"evenodd\"/>\n",
          xml(side), region->second, side_colour(side));
      continue;
    }
    auto p = at.find(space);
    if (p == at.end()) continue;
    auto id = map.find_space(space);
    double r =
        id && map.space(*id).is_citadel() ? (picture.tint_at != std::string::npos ? 7 : 9) : 20;
    o += fmt::format(
        "<circle class=\"control {}\" cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{}\" fill=\"none\" "
        "stroke=\"{}\" stroke-width=\"3\" opacity=\"0.8\"/>\n",
        xml(side), p->second.x, p->second.y, r, side_colour(side));
  }
  tint += "</g>\n";
  std::map<std::string, int> stacked;  // units sharing a space (first turn) are fanned out
  const auto& slots = picture.unit_slots;
  for (const auto& u : st.units) {
    auto p = slots.find(u.space);
    if (p == slots.end()) continue;
    int k = stacked[u.space]++;
    double x = p->second.x + 13 * k;
    double y = p->second.y;
    std::string label = std::string(state::code(u.type)) + leader_mark(st, u);
    o += fmt::format(
        "<g class=\"unit {}\"><rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{}\" height=\"11\" rx=\"2\" "
        "fill=\"{}\" stroke=\"#000000\" stroke-width=\"0.6\"/><text x=\"{:.1f}\" y=\"{:.1f}\" "
        "font-size=\"8\" font-weight=\"bold\" fill=\"#ffffff\" "
        "text-anchor=\"middle\">{}</text></g>\n",
        xml(u.side.empty() ? "neutral" : u.side), x, y, 6 + 5 * label.size(),
        u.side.empty() ? faction_colour(u.neutral_label) : side_colour(u.side),
        x + (6 + 5 * static_cast<double>(label.size())) / 2, y + 8.5, xml(label));
  }
  for (const auto& c : st.characters) {
    if (!c.alive || c.space.empty()) continue;
    bool with_unit = false;
    for (const auto& u : st.units) {
      if (u.commander == c.id ||
          std::find(u.attached.begin(), u.attached.end(), c.id) != u.attached.end()) {
        with_unit = true;
      }
    }
    if (with_unit) continue;
    auto p = slots.find(c.space);
    if (p == slots.end()) continue;
    // After the space's units, in its slot: the name in full in the graph drawing; on the
    // board, where room is counted, a token with the first two letters and the full name as
    // its tooltip.
    int k = stacked[c.space]++;
    if (picture.tint_at == std::string::npos) {
      o += fmt::format(
          "<text class=\"character\" x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"7.5\" "
          "font-style=\"italic\" fill=\"{}\" stroke=\"#ffffff\" stroke-width=\"2\" "
          "paint-order=\"stroke\">{}</text>\n",
          p->second.x + 26, p->second.y + 10 + 9 * k, side_colour(c.controller), xml(c.name));
      continue;
    }
    const std::string initials = first_letters(c.name, 2);
    o += fmt::format(
        "<g class=\"character\"><title>{}</title><rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"12\" "
        "height=\"11\" rx=\"5.5\" fill=\"#ffffff\" stroke=\"{}\" stroke-width=\"1.2\"/><text "
        "x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"6.5\" font-style=\"italic\" fill=\"{}\" "
        "text-anchor=\"middle\">{}</text></g>\n",
        xml(c.name), p->second.x + 13 * k, p->second.y, side_colour(c.controller),
        p->second.x + 13 * k + 6, p->second.y + 8, side_colour(c.controller), xml(initials));
  }
  // The sides in two columns (a diadoque's name is short), leaving room below for the
  // factions and the marks.
  int row = 0;
  for (std::size_t i = 0; i < st.sides.size(); ++i) {
    const state::Side& s = st.sides[i];
    const state::Character* d = st.character(s.diadoque);
    const double x = kx + (i % 2 == 0 ? 0 : 107);
    o += fmt::format(
        "<g class=\"side-key\"><rect x=\"{}\" y=\"{}\" width=\"12\" height=\"12\" "
        "fill=\"{}\"/><text x=\"{}\" y=\"{}\" font-size=\"11\">{}</text></g>\n",
        x, ky + 14 + 16 * row, side_colour(s.id), x + 18, ky + 24 + 16 * row,
        xml(d ? d->name : s.id));
    if (i % 2 == 1 || i + 1 == st.sides.size()) ++row;
  }
  // The factions of the neutral units on the map, in the order their units are listed.
  std::vector<std::string> factions;  // colour keys: an event id, or "auction"
  for (const auto& u : st.units) {
    if (!u.side.empty() || u.neutral_label.empty()) continue;
    const std::string key = adj::rules::is_auction_label(u.neutral_label)
                                ? "auction"
                                : u.neutral_label.substr(0, u.neutral_label.find('.'));
    if (std::find(factions.begin(), factions.end(), key) != factions.end()) continue;
    factions.push_back(key);
    const std::string name =
        key == "auction" ? say(lang, Msg::faction_on_sale) : faction_name(&map, u.neutral_label);
    o += fmt::format(
        "<g class=\"faction-key\"><rect x=\"{}\" y=\"{}\" width=\"12\" height=\"12\" "
        "fill=\"{}\"/><text x=\"{}\" y=\"{}\" font-size=\"11\" "
        "font-style=\"italic\">{}</text></g>\n",
        kx, ky + 14 + 16 * row, faction_colour(u.neutral_label), kx + 18, ky + 24 + 16 * row,
        xml(name));
    ++row;
  }
  o += marks_key(lang, kx, ky + 14 + 16 * row + 4, ky + key_h - 16);
  o += "</g>\n";
  auto end = svg.rfind("</svg>");
  if (end == std::string::npos) return svg;
  // The orders go under the pieces: on the board right after the tint, under the borders and
  // names; in the graph drawing under the state's overlay.
  const std::string drawn_orders = season ? svg_orders(map, picture, *season, st) : std::string();
  if (picture.tint_at != std::string::npos) {
    svg.insert(end, o);
    svg.insert(picture.tint_at, tint + drawn_orders);
  } else {
    svg.insert(end, drawn_orders + o);
  }
  return svg;
}

}  // namespace dia::report
