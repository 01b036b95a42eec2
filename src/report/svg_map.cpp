#include "report/svg_map.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <numbers>
#include <optional>
#include <set>

#include <fmt/format.h>

#include "report/catalogue.hpp"
#include "report/svg_board.hpp"

namespace dia::report {
namespace {

using map::Crossing;
using map::Map;
using map::NodeId;
using map::Space;
using map::SpaceId;

// A3 landscape at 96 px per inch: 420 x 297 mm.
constexpr double page_w = 1587;
constexpr double page_h = 1123;
constexpr double legend_w = 250;
constexpr double margin = 45;
constexpr double title_h = 40;
constexpr double land_r = 17;
constexpr double sea_rx = 24, sea_ry = 15;

struct Point {
  double x = 0, y = 0;
};

const char* terrain_fill(map::Terrain t) {
  switch (t) {
    case map::Terrain::normal:
      return "#f3e2a9";  // yellow (R4a.prov.2)
    case map::Terrain::floodable:
      return "#b5dc9b";  // green
    case map::Terrain::desert:
      return "#e4b672";  // ochre
    case map::Terrain::mountain:
      return "#fbfbfb";  // white
  }
  return "#f3e2a9";
}
constexpr const char* sea_fill = "#a9cfee";

class Drawer {
 public:
  Drawer(const Map& m, Lang lang) : m_(m), lang_(lang) { place(); }

  std::string draw() {
    out_ += fmt::format(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"420mm\" height=\"297mm\" "
        "viewBox=\"0 0 {} {}\" font-family=\"DejaVu Sans, Verdana, sans-serif\">\n",
        page_w, page_h);
    out_ += fmt::format("<title>{}</title>\n", xml(m_.name));
    out_ += fmt::format(
        "<rect class=\"background\" x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" "
        "fill=\"#ffffff\"/>\n",
        page_w, page_h);
    out_ += fmt::format(
        "<text class=\"title\" x=\"{}\" y=\"{}\" font-size=\"22\" "
        "font-weight=\"bold\">{}</text>\n",
        margin, 32, xml(m_.name));
    out_ += "<g class=\"rivers\">\n";
    rivers();
    out_ += "</g>\n<g class=\"edges\">\n";
    edges();
    lakes();
    links();
    out_ += "</g>\n<g class=\"spaces\">\n";
    spaces();
    out_ += "</g>\n<g class=\"citadels\">\n";
    citadels();
    out_ += "</g>\n";
    legend();
    out_ += "</svg>\n";
    return std::move(out_);
  }

  std::map<std::string, SvgPoint> centres() const {
    std::map<std::string, SvgPoint> out;
    for (const auto& [id, p] : at_) out[m_.space(id).code] = {p.x, p.y};
    return out;
  }

 private:
  // Projection of every space with a position; citadels without one go beside their province.
  void place() {
    double lat_sum = 0;
    int n = 0;
    for (const auto& s : m_.spaces) {
      if (s.position && !s.is_citadel()) {
        lat_sum += s.position->lat;
        ++n;
      }
    }
    if (n == 0) return;
    double k = std::cos(lat_sum / n * std::numbers::pi / 180.0);
    double min_x = 1e9, max_x = -1e9, min_y = 1e9, max_y = -1e9;
    for (const auto& s : m_.spaces) {
      if (!s.position || s.is_citadel()) continue;
      double x = s.position->lon * k, y = -s.position->lat;
      min_x = std::min(min_x, x), max_x = std::max(max_x, x);
      min_y = std::min(min_y, y), max_y = std::max(max_y, y);
    }
    double area_w = page_w - legend_w - 2 * margin;
    double area_h = page_h - title_h - 2 * margin;
    double scale =
        std::min(area_w / std::max(max_x - min_x, 1e-6), area_h / std::max(max_y - min_y, 1e-6));
    double off_x = margin + (area_w - (max_x - min_x) * scale) / 2;
    double off_y = title_h + margin + (area_h - (max_y - min_y) * scale) / 2;
    auto project = [&](const map::Position& p) {
      return Point{off_x + (p.lon * k - min_x) * scale, off_y + (-p.lat - min_y) * scale};
    };
    std::map<SpaceId, Point> projected;
    for (std::size_t i = 0; i < m_.spaces.size(); ++i) {
      const Space& s = m_.spaces[i];
      if (s.position && !s.is_citadel()) {
        projected[static_cast<SpaceId>(i)] = at_[static_cast<SpaceId>(i)] = project(*s.position);
      }
    }
    spread(area_w, area_h);
    // Citadels beside their province, in the direction of their own position when they have
    // one (ports then sit on the coast side), else up-right / down-right.
    for (std::size_t i = 0; i < m_.spaces.size(); ++i) {
      const Space& s = m_.spaces[i];
      if (!s.citadel) continue;
      auto prov = at_.find(s.citadel->province);
      if (prov == at_.end()) continue;
      const auto& siblings = m_.space(s.citadel->province).citadels;
      auto index =
          std::find(siblings.begin(), siblings.end(), static_cast<SpaceId>(i)) - siblings.begin();
      double angle = index == 0 ? -0.6 : 0.6;  // radians from east, y downwards
      if (s.position) {
        Point own = project(*s.position);
        Point origin = projected[s.citadel->province];
        if (std::hypot(own.x - origin.x, own.y - origin.y) > 1e-3) {
          angle = std::atan2(own.y - origin.y, own.x - origin.x);
        }
      }
      if (siblings.size() == 2 && index == 1) {
        // Keep two citadels of one province apart.
        SpaceId first = siblings[0];
        if (auto f = at_.find(first); f != at_.end()) {
          double a0 = std::atan2(f->second.y - prov->second.y, f->second.x - prov->second.x);
          double diff = std::remainder(angle - a0, 2 * std::numbers::pi);
          if (std::abs(diff) < 1.0) angle = a0 + (diff >= 0 ? 1.0 : -1.0);
        }
      }
      constexpr double d = land_r + 11;
      at_[static_cast<SpaceId>(i)] =
          Point{prov->second.x + d * std::cos(angle), prov->second.y + d * std::sin(angle)};
    }
  }

  // Pushes overlapping provinces and seas apart (dense regions such as Greece would otherwise
  // be unreadable), with a weak pull back to the true position, inside the drawing area.
  void spread(double area_w, double area_h) {
    // Works on a flat copy: this loop runs up to 400 times over every pair of nodes, and map
    // look-ups in it once cost more than the rest of a season's adjudication.
    std::vector<SpaceId> ids;
    std::vector<Point> home;
    for (const auto& [id, p] : at_) {
      ids.push_back(id);
      home.push_back(p);
    }
    std::vector<Point> at = home;
    const double min_x = margin, max_x = margin + area_w;
    const double min_y = title_h + margin, max_y = title_h + margin + area_h;
    constexpr double gap = 2 * land_r + 30;  // room for two nodes, their names and a citadel
    for (int round = 0; round < 400; ++round) {
      bool moved = false;
      for (std::size_t a = 0; a < at.size(); ++a) {
        for (std::size_t b = a + 1; b < at.size(); ++b) {
          Point& pa = at[a];
          Point& pb = at[b];
          double dx = pb.x - pa.x, dy = pb.y - pa.y;
          if (dx >= gap || dx <= -gap || dx * dx + dy * dy >= gap * gap) continue;
          double d = std::hypot(dx, dy);
          if (d >= gap) continue;
          if (d < 1e-6) {
            dx = 1, dy = 0, d = 1;
          }
          double push = (gap - d) / 2 * 0.5;
          pa.x -= dx / d * push, pa.y -= dy / d * push;
          pb.x += dx / d * push, pb.y += dy / d * push;
          moved = true;
        }
      }
      for (std::size_t a = 0; a < at.size(); ++a) {
        Point& p = at[a];
        p.x += (home[a].x - p.x) * 0.02;
        p.y += (home[a].y - p.y) * 0.02;
        p.x = std::clamp(p.x, min_x, max_x);
        p.y = std::clamp(p.y, min_y, max_y);
      }
      if (!moved) break;
    }
    for (std::size_t a = 0; a < ids.size(); ++a) at_[ids[a]] = at[a];
  }

  std::optional<Point> pos(SpaceId id) const {
    auto it = at_.find(id);
    if (it == at_.end()) return std::nullopt;
    return it->second;
  }

  void line(const char* cls, Point a, Point b, const std::string& style) {
    out_ += fmt::format(
        "<line class=\"{}\" x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" {}/>\n", cls,
        a.x, a.y, b.x, b.y, style);
  }

  // One edge per pair of provinces or seas (coasts fold into their province); citadel links
  // are drawn with the citadels.
  void edges() {
    std::map<std::pair<SpaceId, SpaceId>, std::uint8_t> pairs;
    for (const auto& n : m_.nodes) {
      if (m_.space(n.space).is_citadel()) continue;
      auto add = [&](const std::vector<NodeId>& list, Crossing who) {
        for (NodeId to : list) {
          SpaceId t = m_.node(to).space;
          if (m_.space(t).is_citadel() || t == n.space) continue;
          pairs[{std::min(n.space, t), std::max(n.space, t)}] |= static_cast<std::uint8_t>(who);
        }
      };
      add(n.army_adjacent, Crossing::army);
      add(n.fleet_adjacent, Crossing::fleet);
    }
    for (const auto& [key, who] : pairs) {
      auto a = pos(key.first), b = pos(key.second);
      if (!a || !b) continue;
      switch (static_cast<Crossing>(who)) {
        case Crossing::army:
          line("edge army", *a, *b, "stroke=\"#8b5a2b\" stroke-width=\"2\"");
          break;
        case Crossing::fleet:
          line("edge fleet", *a, *b,
               "stroke=\"#1f5fa8\" stroke-width=\"1.6\" "
               "stroke-dasharray=\"6 4\"");
          break;
        case Crossing::both:
          line("edge both", *a, *b, "stroke=\"#5b3f8c\" stroke-width=\"2.2\"");
          break;
      }
    }
  }

  void rivers() {
    for (const auto& r : m_.rivers) {
      bool labelled = false;
      for (const auto& [sa, sb] : r.borders) {
        auto a = pos(sa), b = pos(sb);
        if (!a || !b) continue;
        line("river", *a, *b,
             "stroke=\"#4fa3e0\" stroke-opacity=\"0.55\" stroke-width=\"9\" "
             "stroke-linecap=\"round\"");
        if (!labelled) {
          out_ += fmt::format(
              "<text class=\"river-label\" x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"9\" "
              "font-style=\"italic\" fill=\"#1d6fb8\" text-anchor=\"middle\">{}</text>\n",
              (a->x + b->x) / 2, (a->y + b->y) / 2 - 6, xml(r.name));
          labelled = true;
        }
      }
    }
  }

  void lakes() {
    for (const auto& l : m_.lakes) {
      auto a = pos(l.a), b = pos(l.b);
      if (!a || !b) continue;
      line("lake", *a, *b, "stroke=\"#777777\" stroke-width=\"1.5\" stroke-dasharray=\"2 3\"");
      Point mid{(a->x + b->x) / 2, (a->y + b->y) / 2};
      out_ += fmt::format(
          "<ellipse class=\"lake-mark\" cx=\"{:.1f}\" cy=\"{:.1f}\" rx=\"11\" ry=\"6\" "
          "fill=\"#4fa3e0\" stroke=\"#1d6fb8\"/>\n"
          "<text class=\"lake-label\" x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"9\" "
          "font-style=\"italic\" fill=\"#1d6fb8\" text-anchor=\"middle\">{}</text>\n",
          mid.x, mid.y, mid.x, mid.y + 16, xml(l.name));
    }
  }

  void links() {
    for (const auto& l : m_.special_links) {
      auto a = pos(m_.node(l.a).space), b = pos(m_.node(l.b).space);
      if (!a || !b) continue;
      line(fmt::format("link {}", to_string(l.kind)).c_str(), *a, *b,
           l.retreat ? "stroke=\"#e07b00\" stroke-width=\"3\" stroke-dasharray=\"10 4 2 4\""
                     : "stroke=\"#e07b00\" stroke-width=\"3\" stroke-dasharray=\"3 3\"");
      std::string text = l.name.empty() ? std::string(to_string(l.kind)) : l.name;
      out_ += fmt::format(
          "<text class=\"link-label\" x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"9\" "
          "fill=\"#b35f00\" text-anchor=\"middle\">{}</text>\n",
          (a->x + b->x) / 2, (a->y + b->y) / 2 - 5, xml(text));
    }
  }

  void spaces() {
    for (std::size_t i = 0; i < m_.spaces.size(); ++i) {
      const Space& s = m_.spaces[i];
      if (s.is_citadel()) continue;
      auto p = pos(static_cast<SpaceId>(i));
      if (!p) continue;
      if (s.is_sea()) {
        out_ += fmt::format(
            "<g class=\"space sea\"><ellipse cx=\"{:.1f}\" cy=\"{:.1f}\" rx=\"{}\" ry=\"{}\" "
            "fill=\"{}\" stroke=\"#1f5fa8\"/>\n",
            p->x, p->y, sea_rx, sea_ry, sea_fill);
      } else {
        out_ += fmt::format(
            "<g class=\"space land {}\"><circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{}\" fill=\"{}\" "
            "stroke=\"#6b4f1d\" stroke-width=\"{}\"/>\n",
            to_string(s.terrain), p->x, p->y, land_r, terrain_fill(s.terrain),
            s.coastal ? 1.2 : 2.4);
      }
      out_ += fmt::format(
          "<text class=\"space-label\" x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"10\" "
          "font-weight=\"bold\" text-anchor=\"middle\">{}</text>\n",
          p->x, p->y + 3.5, xml(s.code));
      if (!s.name.empty() && s.name != s.code) {
        double dy = s.is_sea() ? sea_ry + 9 : land_r + 9;
        out_ += fmt::format(
            "<text class=\"name-label\" x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"7.5\" "
            "text-anchor=\"middle\" fill=\"#333333\" stroke=\"#ffffff\" stroke-width=\"2.5\" "
            "paint-order=\"stroke\">{}</text>\n",
            p->x, p->y + dy, xml(s.name));
      }
      if (s.supply_centre) {
        out_ += fmt::format(
            "<circle class=\"supply-centre\" cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"3.5\" "
            "fill=\"{}\" stroke=\"#000000\"/>\n",
            p->x + land_r - 3, p->y - land_r + 3, s.home.empty() ? "#ffffff" : "#000000");
      }
      out_ += "</g>\n";
    }
  }

  void citadels() {
    for (std::size_t i = 0; i < m_.spaces.size(); ++i) {
      const Space& s = m_.spaces[i];
      if (!s.citadel) continue;
      auto p = pos(static_cast<SpaceId>(i));
      if (!p) continue;
      const map::Citadel& c = *s.citadel;
      // Port accesses first, so the citadel is drawn over them.
      for (SpaceId sea : c.sea_access) {
        if (auto q = pos(sea)) {
          line("access", *p, *q, "stroke=\"#1f5fa8\" stroke-width=\"1\" stroke-dasharray=\"1 2\"");
        }
      }
      out_ += fmt::format("<g class=\"citadel {}{}\">", to_string(c.cls), c.port ? " port" : "");
      switch (c.cls) {
        case map::CitadelClass::minor:
          out_ += fmt::format(
              "<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"5\" fill=\"#ffffff\" "
              "stroke=\"#000000\" stroke-width=\"1.5\"/>",
              p->x, p->y);
          break;
        case map::CitadelClass::capital:
          out_ += fmt::format(
              "<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"14\" height=\"14\" fill=\"#ffffff\" "
              "stroke=\"#000000\" stroke-width=\"1.5\"/>",
              p->x - 7, p->y - 7);
          [[fallthrough]];
        case map::CitadelClass::major:
          out_ += fmt::format(
              "<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"9\" height=\"9\" fill=\"#ffffff\" "
              "stroke=\"#000000\" stroke-width=\"1.5\"/>",
              p->x - 4.5, p->y - 4.5);
          break;
      }
      if (c.port) {
        out_ += fmt::format(
            "<text class=\"anchor\" x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"9\" "
            "fill=\"#1f5fa8\">\u2693</text>",
            p->x - 15, p->y + 3);
      }
      out_ += fmt::format(
          "<text class=\"citadel-label\" x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"7.5\" "
          "font-style=\"italic\" stroke=\"#ffffff\" stroke-width=\"2\" "
          "paint-order=\"stroke\">{}</text>",
          p->x + 9, p->y + 3, xml(s.code));
      if (c.treasure > 0 || c.religious_treasure) {
        std::string t = c.treasure > 0 ? fmt::format("{} T", c.treasure) : "";
        if (c.religious_treasure) t += t.empty() ? "sacred" : " sacred";
        out_ += fmt::format(
            "<text class=\"treasure\" x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"7\" "
            "font-weight=\"bold\" fill=\"#a67c00\">{}</text>",
            p->x + 9, p->y + 11, xml(t));
      }
      out_ += "</g>\n";
    }
  }

  void legend() {
    double x = page_w - legend_w - 10, y = title_h + margin;
    out_ += fmt::format(
        "<g class=\"legend\"><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"440\" "
        "fill=\"#ffffff\" stroke=\"#999999\"/>\n",
        x, y, legend_w);
    double row = y + 24;
    // Every label from the catalogue, in the picture's language.
    auto text = [&](Msg label) {
      out_ += fmt::format("<text x=\"{}\" y=\"{:.1f}\" font-size=\"11\">{}</text>\n", x + 58,
                          row + 4, xml(say(lang_, label)));
      row += 24;
    };
    out_ += fmt::format(
        "<text x=\"{}\" y=\"{}\" font-size=\"13\" font-weight=\"bold\">"
        "{}</text>\n",
        x + 12, y + 16, xml(say(lang_, Msg::board_legend)));
    row += 6;
    const std::pair<map::Terrain, Msg> terrains[] = {
        {map::Terrain::normal, Msg::graph_land},
        {map::Terrain::floodable, Msg::graph_floodable},
        {map::Terrain::desert, Msg::graph_desert},
        {map::Terrain::mountain, Msg::graph_mountain}};
    for (const auto& [t, label] : terrains) {
      out_ += fmt::format(
          "<circle cx=\"{}\" cy=\"{:.1f}\" r=\"9\" fill=\"{}\" "
          "stroke=\"#6b4f1d\"/>\n",
          x + 30, row, terrain_fill(t));
      text(label);
    }
    out_ += fmt::format(
        "<ellipse cx=\"{}\" cy=\"{:.1f}\" rx=\"14\" ry=\"9\" fill=\"{}\" "
        "stroke=\"#1f5fa8\"/>\n",
        x + 30, row, sea_fill);
    text(Msg::graph_sea);
    auto sample = [&](const char* style, Msg label) {
      out_ += fmt::format("<line x1=\"{}\" y1=\"{:.1f}\" x2=\"{}\" y2=\"{:.1f}\" {}/>\n", x + 12,
                          row, x + 48, row, style);
      text(label);
    };
    sample("stroke=\"#8b5a2b\" stroke-width=\"2\"", Msg::graph_army_border);
    sample("stroke=\"#1f5fa8\" stroke-width=\"1.6\" stroke-dasharray=\"6 4\"", Msg::graph_fleet_border);
    sample("stroke=\"#5b3f8c\" stroke-width=\"2.2\"", Msg::graph_both_border);
    sample("stroke=\"#4fa3e0\" stroke-opacity=\"0.55\" stroke-width=\"9\"", Msg::graph_river);
    sample("stroke=\"#777777\" stroke-width=\"1.5\" stroke-dasharray=\"2 3\"",
           Msg::graph_lake);
    sample("stroke=\"#e07b00\" stroke-width=\"3\" stroke-dasharray=\"3 3\"",
           Msg::graph_special_link);
    sample("stroke=\"#e07b00\" stroke-width=\"3\" stroke-dasharray=\"10 4 2 4\"",
           Msg::graph_special_retreat);
    sample("stroke=\"#1f5fa8\" stroke-width=\"1\" stroke-dasharray=\"1 2\"", Msg::graph_port_access);
    out_ += fmt::format(
        "<circle cx=\"{}\" cy=\"{:.1f}\" r=\"5\" fill=\"#ffffff\" "
        "stroke=\"#000000\" stroke-width=\"1.5\"/>\n",
        x + 30, row);
    text(Msg::graph_minor_citadel);
    out_ += fmt::format(
        "<rect x=\"{}\" y=\"{:.1f}\" width=\"9\" height=\"9\" fill=\"#ffffff\" "
        "stroke=\"#000000\" stroke-width=\"1.5\"/>\n",
        x + 25.5, row - 4.5);
    text(Msg::graph_major_citadel);
    out_ += fmt::format(
        "<rect x=\"{}\" y=\"{:.1f}\" width=\"14\" height=\"14\" fill=\"#ffffff\" "
        "stroke=\"#000000\" stroke-width=\"1.5\"/><rect x=\"{}\" y=\"{:.1f}\" "
        "width=\"9\" height=\"9\" fill=\"#ffffff\" stroke=\"#000000\" "
        "stroke-width=\"1.5\"/>\n",
        x + 23, row - 7, x + 25.5, row - 4.5);
    text(Msg::graph_capital);
    out_ += fmt::format(
        "<text x=\"{}\" y=\"{:.1f}\" font-size=\"11\" fill=\"#1f5fa8\">\u2693"
        "</text><text x=\"{}\" y=\"{:.1f}\" font-size=\"9\" font-weight=\"bold\" "
        "fill=\"#a67c00\">5 T</text>\n",
        x + 16, row + 4, x + 30, row + 4);
    text(Msg::graph_port_treasure);
    out_ += "</g>\n";
  }

  const Map& m_;
  Lang lang_;
  std::map<SpaceId, Point> at_;
  std::string out_;
};

}  // namespace

std::string xml(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string svg_map(const Map& map, Lang lang) {
  return svg_map_picture(map, lang).svg;
}

MapPicture svg_graph_picture(const Map& map, Lang lang) {
  Drawer d(map, lang);
  MapPicture picture;
  picture.svg = d.draw();
  picture.centres = d.centres();
  for (const auto& [code, p] : picture.centres) picture.unit_slots[code] = {p.x - 12, p.y - 24};
  return picture;
}

MapPicture svg_map_picture(const Map& map, Lang lang) {
  if (map.geography_file.empty()) return svg_graph_picture(map, lang);
  std::string problem;
  if (auto board = svg_board_picture(map, lang, problem)) return std::move(*board);
  MapPicture graph = svg_graph_picture(map, lang);
  graph.problem = problem;
  return graph;
}

bool write_svg_file(const std::string& svg, const std::string& path, std::string& error) {
  const std::string temp = path + ".tmp";
  {
    std::ofstream out(temp, std::ios::binary);
    if (!out || !(out << svg) || !out.flush()) {
      error = "cannot write '" + path + "'";
      std::remove(temp.c_str());
      return false;
    }
  }
  if (std::rename(temp.c_str(), path.c_str()) != 0) {
    error = "cannot write '" + path + "'";
    std::remove(temp.c_str());
    return false;
  }
  return true;
}

}  // namespace dia::report
