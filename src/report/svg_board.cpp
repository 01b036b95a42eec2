#include "report/svg_board.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include <fmt/format.h>

#include "map/board.hpp"
#include "map/board_cache.hpp"
#include "map/board_check.hpp"
#include "map/geography.hpp"
#include "map/projection.hpp"
#include "report/catalogue.hpp"

namespace dia::report {
namespace {

using map::Board;
using map::Path;
using map::Piece;
using map::Space;
using map::SpaceId;
using map::XY;

// A3 landscape at 96 px per inch: 420 x 297 mm. The conic projection draws the board as a fan:
// the legend goes in the empty top right corner, the season's key in the top left one.
constexpr double page_w = 1587;
constexpr double page_h = 1123;
constexpr double margin = 12;
constexpr double title_h = 34;
constexpr double legend_w = 540;
constexpr double legend_h = 200;
constexpr double key_w = 215;
constexpr double key_h = 230;

// Room kept for a space's pieces: two unit tokens side by side.
constexpr double slot_w = 30;
constexpr double slot_h = 12;
constexpr double code_size = 9;  // font size of a space's code
constexpr double name_size = 6;  // of its full name and of a citadel's

constexpr const char* sea_fill = "#b7d7f0";
constexpr const char* water_stroke = "#5b8fc2";
constexpr const char* border_stroke = "#8a6a3a";

const char* terrain_fill(map::Terrain t) {
  switch (t) {
    case map::Terrain::normal:
      return "#f2e4b5";
    case map::Terrain::floodable:
      return "url(#floodable)";
    case map::Terrain::desert:
      return "url(#desert)";
    case map::Terrain::mountain:
      return "url(#mountain)";
  }
  return "#f2e4b5";
}

// Patterns carry their own ground colour, so that a region is one filled path.
constexpr const char* defs = R"svg(<defs>
<pattern id="floodable" width="8" height="6" patternUnits="userSpaceOnUse"><rect width="8" height="6" fill="#cfe6b0"/><path d="M1 3h4" stroke="#6f9f4f" stroke-width="0.8"/></pattern>
<pattern id="desert" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#edd39a"/><circle cx="1.5" cy="1.5" r="0.6" fill="#b58a3c"/><circle cx="4.5" cy="4.5" r="0.6" fill="#b58a3c"/></pattern>
<pattern id="mountain" width="10" height="8" patternUnits="userSpaceOnUse"><rect width="10" height="8" fill="#f7f5ef"/><path d="M2 6l3-4 3 4" fill="none" stroke="#9a8f80" stroke-width="0.8"/></pattern>
<pattern id="impassable" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#e6e2db"/><path d="M0 0v6" stroke="#b3ab9f" stroke-width="0.8"/></pattern>
</defs>
)svg";

// The width of a text in the page's font, estimated (names are placed before any font is
// chosen by the viewer): 0.62 em a letter, bold a little wider.
double text_width(std::string_view text, double size, bool bold = false) {
  std::size_t letters = 0;
  for (unsigned char c : text) letters += (c & 0xC0) != 0x80;
  return static_cast<double>(letters) * size * (bold ? 0.66 : 0.6);
}

bool overlaps(const SvgBox& a, const SvgBox& b) {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

class BoardDrawer {
 public:
  BoardDrawer(const map::Map& m, const Board& board, Lang lang)
      : m_(m), board_(board), lang_(lang) {
    fit();
  }

  MapPicture draw() {
    out_ += fmt::format(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"420mm\" height=\"297mm\" "
        "viewBox=\"0 0 {} {}\" font-family=\"DejaVu Sans, Verdana, sans-serif\">\n",
        page_w, page_h);
    out_ += fmt::format("<title>{}</title>\n", xml(m_.name));
    out_ += defs;
    out_ +=
        fmt::format("<rect class=\"background\" width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>\n",
                    page_w, page_h);
    out_ += fmt::format(
        "<text class=\"title\" x=\"{}\" y=\"24\" font-size=\"20\" font-weight=\"bold\">{}</text>\n",
        margin, xml(m_.name));
    out_ +=
        fmt::format("<path class=\"frame\" d=\"{}\" fill=\"{}\"/>\n", d(board_.frame), sea_fill);
    regions();
    areas();
    picture_.tint_at = out_.size();
    lines();
    out_ += fmt::format(
        "<path class=\"frame-edge\" d=\"{}\" fill=\"none\" stroke=\"#555555\" "
        "stroke-width=\"1\"/>\n",
        d(board_.frame));
    place_everything();
    legend();
    out_ += "</svg>\n";
    picture_.svg = std::move(out_);
    picture_.key_at = {margin, title_h + 16};
    return std::move(picture_);
  }

 private:
  // Scale and offset that fit the projected board in the page left of the column.
  void fit() {
    double x0 = 1e18, y0 = 1e18, x1 = -1e18, y1 = -1e18;
    for (XY p : densify(board_.frame.outer, true)) {
      XY q = lens(proj_(map::to_lon_lat(p)));
      x0 = std::min(x0, q.x), x1 = std::max(x1, q.x), y0 = std::min(y0, q.y),
      y1 = std::max(y1, q.y);
    }
    double w = page_w - 2 * margin, h = page_h - title_h - 2 * margin;
    scale_ = std::min(w / (x1 - x0), h / (y1 - y0));
    off_x_ = margin + (w - (x1 - x0) * scale_) / 2 - x0 * scale_;
    off_y_ = title_h + margin + (h - (y1 - y0) * scale_) / 2 - y0 * scale_;
  }

  XY page(XY plane) const {
    XY q = lens(proj_(map::to_lon_lat(plane)));
    return {off_x_ + q.x * scale_, off_y_ + q.y * scale_};
  }

  // The Greek world holds a third of the spaces on a fiftieth of the board: as the printed
  // boards do, it is drawn larger. A radial lens centred on the Aegean scales distances by
  // 1 + lens_gain * exp(-(r/lens_radius)^2): x2.3 at the centre, fading to x1 some 1,000 km
  // away. With lens_gain under 2.24 the distance from the centre still grows with r, so the
  // lens never folds the map (no region crosses another).
  static constexpr double lens_gain = 1.3;
  static constexpr double lens_radius = 520;  // km
  XY lens(XY q) const {
    double dx = q.x - lens_centre_.x, dy = q.y - lens_centre_.y;
    double f = 1 + lens_gain * std::exp(-(dx * dx + dy * dy) / (lens_radius * lens_radius));
    return {lens_centre_.x + dx * f, lens_centre_.y + dy * f};
  }
  XY page(map::Position p) const { return page(map::to_plane(p)); }

  // Straight lines of the diagram's plane bend under the projection: long ones are cut in
  // steps of 20 km first.
  static Path densify(const Path& path, bool closed) {
    Path out;
    std::size_t n = path.size();
    for (std::size_t i = 0; i < n; ++i) {
      out.push_back(path[i]);
      if (!closed && i + 1 == n) break;
      XY a = path[i], b = path[(i + 1) % n];
      int steps = static_cast<int>(std::hypot(b.x - a.x, b.y - a.y) / 20.0);
      for (int s = 1; s < steps; ++s) {
        double t = static_cast<double>(s) / steps;
        out.push_back({a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t});
      }
    }
    return out;
  }

  Path page_path(const Path& path, bool closed) const {
    Path out;
    for (XY p : densify(path, closed)) out.push_back(page(p));
    return out;
  }

  static void append(std::string& d, const Path& path, bool closed) {
    for (std::size_t i = 0; i < path.size(); ++i) {
      d += fmt::format("{}{:.1f} {:.1f}", i == 0 ? 'M' : 'L', path[i].x, path[i].y);
    }
    if (closed) d += 'Z';
  }

  Piece page_piece(const Piece& piece) const {
    Piece out{page_path(piece.outer, true), {}};
    for (const auto& hole : piece.holes) out.holes.push_back(page_path(hole, true));
    return out;
  }

  // The path of a piece already on the page.
  static std::string d_on_page(const Piece& piece) {
    std::string out;
    append(out, piece.outer, true);
    for (const auto& hole : piece.holes) append(out, hole, true);
    return out;
  }

  std::string d(const Piece& piece) const { return d_on_page(page_piece(piece)); }

  std::string d(const std::vector<Piece>& pieces) const {
    std::string out;
    for (const auto& p : pieces) out += d(p);
    return out;
  }

  void regions() {
    out_ += "<g class=\"regions\">\n";
    for (const auto& r : board_.regions) {
      const Space& s = m_.space(r.space);
      // Projected once: the path drawn and the outline names are placed in.
      std::vector<Piece> pieces;
      std::string path;
      for (const auto& p : r.pieces) {
        pieces.push_back(page_piece(p));
        path += d_on_page(pieces.back());
      }
      picture_.region_paths[s.code] = path;
      page_regions_[r.space] = std::move(pieces);
      out_ += fmt::format(
          "<g id=\"space-{}\" class=\"space {}\"><title>{}</title><path d=\"{}\" fill=\"{}\" "
          "fill-rule=\"evenodd\"/></g>\n",
          xml(s.code), s.is_sea() ? "sea" : fmt::format("land {}", to_string(s.terrain)),
          xml(s.name), path, s.is_sea() ? sea_fill : terrain_fill(s.terrain));
    }
    out_ += "</g>\n";
  }

  void areas() {
    for (const auto& islet : board_.islets) {
      out_ += fmt::format("<path class=\"islet\" d=\"{}\" fill=\"#e3dccb\"/>\n", d(islet));
    }
    for (const auto& water : board_.open_water) {
      out_ +=
          fmt::format("<path class=\"open-water\" d=\"{}\" fill=\"{}\"/>\n", d(water), sea_fill);
    }
    for (const auto& area : board_.impassable) {
      if (area.pieces.empty()) continue;
      out_ += fmt::format(
          "<path class=\"impassable\" d=\"{}\" fill=\"url(#impassable)\" "
          "fill-rule=\"evenodd\"><title>{}</title>"
          "</path>\n",
          d(area.pieces), xml(area.name));
    }
    for (const auto& lake : board_.lakes) {
      out_ += fmt::format(
          "<path class=\"lake\" d=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"0.6\">"
          "<title>{}</title></path>\n",
          d(lake.pieces), sea_fill, water_stroke, xml(lake.name));
    }
  }

  void lines() {
    out_ += "<g class=\"rivers\">\n";
    for (const auto& river : board_.rivers) {
      std::string path;
      append(path, page_path(river.path, false), false);
      out_ += fmt::format(
          "<path class=\"river\" d=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"1.6\" "
          "stroke-linejoin=\"round\"><title>{}</title></path>\n",
          path, water_stroke, xml(river.name));
    }
    out_ += "</g>\n<g class=\"borders\">\n";
    for (const auto& b : board_.borders) {
      if (b.kind == map::BorderKind::coast) continue;
      std::string path;
      for (const auto& line : b.lines) append(path, page_path(line, false), false);
      bool land = b.kind == map::BorderKind::land;
      out_ += fmt::format(
          "<path class=\"border {}\" data-spaces=\"{} {}\" d=\"{}\" fill=\"none\" stroke=\"{}\" "
          "stroke-width=\"{}\"{}/>\n",
          land ? "land" : "sea", xml(m_.space(b.a).code), xml(m_.space(b.b).code), path,
          land ? border_stroke : water_stroke, land ? 0.9 : 0.7,
          land ? "" : " stroke-dasharray=\"4 3\"");
    }
    out_ += "</g>\n<g class=\"coast\">\n";
    for (const auto& land : board_.land) {
      out_ += fmt::format(
          "<path d=\"{}\" fill=\"none\" stroke=\"#3d5f80\" stroke-width=\"0.9\" "
          "stroke-linejoin=\"round\"/>\n",
          d(land));
    }
    for (const auto& islet : board_.islets) {
      out_ += fmt::format(
          "<path d=\"{}\" fill=\"none\" stroke=\"#3d5f80\" stroke-width=\"0.6\"/>\n", d(islet));
    }
    out_ += "</g>\n";
    links();
  }

  std::optional<XY> anchor(SpaceId id) const {
    const Space& s = m_.space(id);
    if (!s.position) return std::nullopt;
    return page(*s.position);
  }

  // The special moves (G3): a canal or towpath as a dotted orange line between its ends, the
  // Arabia bypass as an arc off the map's south edge.
  void links() {
    out_ += "<g class=\"links\">\n";
    for (const auto& l : m_.special_links) {
      auto a = anchor(m_.node(l.a).space), b = anchor(m_.node(l.b).space);
      if (!a || !b) continue;
      if (l.kind == map::LinkKind::arabia) {
        XY c{(a->x + b->x) / 2, std::max(a->y, b->y) + 0.6 * std::abs(b->x - a->x)};
        out_ += fmt::format(
            "<path class=\"link arabia\" d=\"M{:.1f} {:.1f}Q{:.1f} {:.1f} {:.1f} {:.1f}\" "
            "fill=\"none\" stroke=\"#d9730d\" stroke-width=\"2\" stroke-dasharray=\"9 3 2 3\">"
            "<title>{}</title></path>\n",
            a->x, a->y, c.x, c.y, b->x, b->y, xml(l.name));
      } else {
        out_ += fmt::format(
            "<path class=\"link {}\" d=\"M{:.1f} {:.1f}L{:.1f} {:.1f}\" fill=\"none\" "
            "stroke=\"#d9730d\" stroke-width=\"2\" stroke-dasharray=\"3 2\"><title>{}</title>"
            "</path>\n",
            to_string(l.kind), a->x, a->y, b->x, b->y, xml(l.name));
      }
    }
    out_ += "</g>\n";
  }

  // ---- Placing names, symbols and slots so that none overlaps another ----

  bool free(const SvgBox& box) const {
    if (box.x0 < margin || box.y0 < title_h || box.x1 > page_w - margin ||
        box.y1 > page_h - margin) {
      return false;
    }
    return std::none_of(picture_.boxes.begin(), picture_.boxes.end(),
                        [&](const SvgBox& b) { return overlaps(b, box); });
  }

  bool in_region(SpaceId id, XY p) const {
    auto it = page_regions_.find(id);
    if (it == page_regions_.end()) return false;
    return std::any_of(it->second.begin(), it->second.end(),
                       [&](const Piece& piece) { return map::contains(piece, p); });
  }

  // The first free spot for a w x h box around `at` (its centre), nearest first; inside the
  // region of `inside` when given. nullopt when none within reach.
  std::optional<SvgBox> spot(const std::string& what, XY at, double w, double h,
                             std::optional<SpaceId> inside, double reach) const {
    for (double r = 0; r <= reach; r += r < 12 ? 3 : 5) {
      int steps = r == 0 ? 1 : std::max(8, static_cast<int>(2 * std::numbers::pi * r / 6));
      for (int k = 0; k < steps; ++k) {
        double a = std::numbers::pi / 2 + 2 * std::numbers::pi * k / steps;  // below first
        XY c{at.x + r * std::cos(a), at.y + r * std::sin(a)};
        SvgBox box{what, c.x - w / 2, c.y - h / 2, c.x + w / 2, c.y + h / 2};
        // A name or slot belongs to the region its centre is in: a corner may reach over the
        // border of a narrow region.
        if (!free(box) || (inside && !in_region(*inside, c))) continue;
        return box;
      }
    }
    return std::nullopt;
  }

  // Inside the region if there is room, else the nearest free spot with a leader line.
  SvgBox place(const std::string& what, XY at, double w, double h, std::optional<SpaceId> inside,
               double reach = 40) {
    auto box = spot(what, at, w, h, inside, reach);
    if (!box) box = spot(what, at, w, h, std::nullopt, reach * 4);
    if (!box) box = SvgBox{what, at.x - w / 2, at.y - h / 2, at.x + w / 2, at.y + h / 2};
    XY c{(box->x0 + box->x1) / 2, (box->y0 + box->y1) / 2};
    if (inside && !in_region(*inside, c)) {
      leaders_ += fmt::format(
          "<path class=\"leader\" d=\"M{:.1f} {:.1f}L{:.1f} {:.1f}\" stroke=\"#555555\" "
          "stroke-width=\"0.6\"/>\n",
          at.x, at.y, c.x, c.y);
    }
    picture_.boxes.push_back(*box);
    return *box;
  }

  void place_everything() {
    // The legend's and the key's places first: nothing may go under them.
    picture_.boxes.push_back(
        {"legend", page_w - margin - legend_w, title_h, page_w - margin, title_h + legend_h});
    picture_.boxes.push_back({"key", margin, title_h, margin + key_w, title_h + key_h});
    std::string symbols, names;
    // Citadels stand where the real town stood: their symbols are fixed.
    for (const auto& s : m_.spaces) {
      if (!s.citadel || !s.position) continue;
      XY p = page(*s.position);
      double half = s.citadel->cls == map::CitadelClass::capital ? 6 : 4.5;
      picture_.boxes.push_back(
          {"citadel " + s.code, p.x - half, p.y - half, p.x + half, p.y + half});
      picture_.centres[s.code] = {p.x, p.y};
      symbols += citadel_symbol(s, p);
    }
    // A slot for the pieces of every region, at the space's position if there is room.
    for (const auto& r : board_.regions) {
      const Space& s = m_.space(r.space);
      XY at = *anchor(r.space);
      SvgBox slot = place("slot " + s.code, at, slot_w, slot_h, r.space, 80);
      picture_.unit_slots[s.code] = {slot.x0, slot.y0};
      picture_.centres[s.code] = {(slot.x0 + slot.x1) / 2, (slot.y0 + slot.y1) / 2};
    }
    // And one above each citadel.
    for (const auto& s : m_.spaces) {
      if (!s.citadel || !s.position) continue;
      XY p = page(*s.position);
      SvgBox slot = place("slot " + s.code, {p.x, p.y - 12}, slot_w, slot_h, std::nullopt, 30);
      picture_.unit_slots[s.code] = {slot.x0, slot.y0};
    }
    // The names of the regions, under their slot if there is room.
    for (const auto& r : board_.regions) {
      const Space& s = m_.space(r.space);
      SvgPoint slot = picture_.unit_slots[s.code];
      std::string marks = region_marks(s);
      double w = std::max(text_width(s.code, code_size, true) + text_width(marks, code_size),
                          text_width(s.name, name_size)) +
                 2;
      double h = code_size + name_size + 2;
      XY at{slot.x + slot_w / 2, slot.y + slot_h + h / 2 + 1};
      auto found = spot("label " + s.code, at, w, h, r.space, 45);
      if (!found) {
        // No room for the full name: the code alone inside, the name as its tooltip.
        double cw = text_width(s.code, code_size, true) + text_width(marks, code_size) + 2;
        if (auto small = spot("label " + s.code, at, cw, code_size + 1, r.space, 45)) {
          picture_.boxes.push_back(*small);
          names += fmt::format(
              "<text class=\"space-label\" x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"{}\" "
              "font-weight=\"bold\" text-anchor=\"middle\" fill=\"{}\"><title>{}</title>{}<tspan "
              "class=\"marks\" font-weight=\"normal\">{}</tspan></text>\n",
              (small->x0 + small->x1) / 2, small->y1 - 1.5, code_size,
              s.is_sea() ? "#1f4f86" : "#222222", xml(s.name), xml(s.code), xml(marks));
          continue;
        }
      }
      SvgBox box = found ? *found : place("label " + s.code, at, w, h, r.space);
      if (found) picture_.boxes.push_back(box);
      double cx = (box.x0 + box.x1) / 2;
      names += fmt::format(
          "<text class=\"space-label\" x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"{}\" "
          "font-weight=\"bold\" text-anchor=\"middle\" fill=\"{}\">{}<tspan "
          "class=\"marks\" font-weight=\"normal\">{}</tspan></text>\n"
          "<text class=\"name-label\" x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"{}\" "
          "text-anchor=\"middle\" fill=\"#333333\">{}</text>\n",
          cx, box.y0 + code_size - 1, code_size, s.is_sea() ? "#1f4f86" : "#222222", xml(s.code),
          xml(marks), cx, box.y1 - 1.5, name_size, xml(s.name));
    }
    // Citadels' names (and treasures) beside their symbol.
    for (const auto& s : m_.spaces) {
      if (!s.citadel || !s.position) continue;
      XY p = page(*s.position);
      std::string treasure = treasure_text(*s.citadel);
      double w = std::max(text_width(s.code, name_size), text_width(treasure, name_size)) + 1;
      double h = treasure.empty() ? name_size + 1 : 2 * name_size + 2;
      auto box = spot("label " + s.code, {p.x + 7 + w / 2, p.y}, w, h, std::nullopt, 30);
      if (!box) box = spot("label " + s.code, p, w, h, std::nullopt, 250);
      if (!box) box = SvgBox{"label " + s.code, p.x + 7, p.y - h / 2, p.x + 7 + w, p.y + h / 2};
      picture_.boxes.push_back(*box);
      XY c{(box->x0 + box->x1) / 2, (box->y0 + box->y1) / 2};
      if (std::hypot(c.x - p.x, c.y - p.y) > 7 + w / 2 + 6) {
        leaders_ += fmt::format(
            "<path class=\"leader\" d=\"M{:.1f} {:.1f}L{:.1f} {:.1f}\" stroke=\"#555555\" "
            "stroke-width=\"0.5\"/>\n",
            p.x, p.y, c.x, c.y);
      }
      names += fmt::format(
          "<text class=\"citadel-label\" x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"{}\" "
          "font-style=\"italic\" fill=\"#222222\">{}</text>\n",
          box->x0 + 0.5, box->y0 + name_size - 0.5, name_size, xml(s.code));
      if (!treasure.empty()) {
        names += fmt::format(
            "<text class=\"treasure\" x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"{}\" "
            "font-weight=\"bold\" fill=\"#a67c00\">{}</text>\n",
            box->x0 + 0.5, box->y1 - 1.5, name_size, xml(treasure));
      }
    }
    // Lakes and rivers.
    for (const auto& lake : board_.lakes) {
      if (lake.pieces.empty() || lake.pieces[0].outer.empty()) continue;
      XY c = centroid(page_path(lake.pieces[0].outer, true));
      names += water_label("lake-label", lake.name, c);
    }
    for (const auto& river : board_.rivers) {
      Path p = page_path(river.path, false);
      if (p.empty()) continue;
      names += water_label("river-label", river.name, p[p.size() / 2]);
    }
    out_ += "<g class=\"leaders\">\n" + leaders_ + "</g>\n";
    out_ += "<g class=\"citadels\">\n" + symbols + "</g>\n";
    out_ +=
        "<g class=\"names\" stroke=\"#ffffff\" stroke-width=\"2.2\" stroke-opacity=\"0.8\" "
        "paint-order=\"stroke\">\n" +
        names + "</g>\n";
  }

  std::string water_label(const char* cls, const std::string& name, XY at) {
    double w = text_width(name, name_size), h = name_size + 1;
    auto box = spot("label " + name, at, w, h, std::nullopt, 40);
    if (!box) return "";
    picture_.boxes.push_back(*box);
    return fmt::format(
        "<text class=\"{}\" x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"{}\" font-style=\"italic\" "
        "fill=\"#1d5f9e\">{}</text>\n",
        cls, box->x0, box->y1 - 1.5, name_size, xml(name));
  }

  static XY centroid(const Path& ring) {
    XY c{0, 0};
    for (XY p : ring) c.x += p.x, c.y += p.y;
    return {c.x / static_cast<double>(ring.size()), c.y / static_cast<double>(ring.size())};
  }

  // A province's cities (•) and non-citadel ports (⚓) beside its code.
  static std::string region_marks(const Space& s) {
    std::string marks;
    if (s.cities > 0) marks += " \u2022";
    if (!s.ports.empty()) marks += " \u2693";
    return marks;
  }

  std::string treasure_text(const map::Citadel& c) const {
    std::string t = c.treasure > 0 ? fmt::format("{} T", c.treasure) : "";
    if (c.religious_treasure) t += (t.empty() ? "" : " ") + std::string("\u2625");
    return t;
  }

  std::string citadel_symbol(const Space& s, XY p) const {
    const map::Citadel& c = *s.citadel;
    std::string o = fmt::format("<g class=\"citadel {}{}\"><title>{}</title>", to_string(c.cls),
                                c.port ? " port" : "", xml(s.name));
    switch (c.cls) {
      case map::CitadelClass::minor:
        o += fmt::format(
            "<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"3.6\" fill=\"#ffffff\" stroke=\"#000000\" "
            "stroke-width=\"1.3\"/>",
            p.x, p.y);
        break;
      case map::CitadelClass::capital:
        o += fmt::format(
            "<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"11\" height=\"11\" fill=\"#ffffff\" "
            "stroke=\"#000000\" stroke-width=\"1.2\"/>",
            p.x - 5.5, p.y - 5.5);
        [[fallthrough]];
      case map::CitadelClass::major:
        o += fmt::format(
            "<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"7\" height=\"7\" fill=\"{}\" "
            "stroke=\"#000000\" stroke-width=\"1.2\"/>",
            p.x - 3.5, p.y - 3.5, c.port ? "#9cc3e6" : "#ffffff");
        break;
    }
    if (c.port && c.cls == map::CitadelClass::minor) {
      o +=
          fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"1.6\" fill=\"#1f5fa8\"/>", p.x, p.y);
    }
    return o + "</g>\n";
  }

  // Two columns of samples, in the empty top right corner of the fan.
  void legend() {
    const double x0 = page_w - margin - legend_w, y0 = title_h;
    std::string o = fmt::format(
        "<g class=\"legend\"><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" "
        "fill=\"#ffffff\" stroke=\"#999999\"/>\n<text x=\"{}\" y=\"{}\" font-size=\"12\" "
        "font-weight=\"bold\">{}</text>\n",
        x0, y0, legend_w, legend_h, x0 + 10, y0 + 16, xml(say(lang_, Msg::board_legend)));
    constexpr int per_column = 11;
    int item = 0;
    double x = x0, row = y0 + 32;
    auto label = [&](Msg m) {
      o += fmt::format("<text x=\"{}\" y=\"{:.1f}\" font-size=\"9\">{}</text>\n", x + 44, row + 3,
                       xml(say(lang_, m)));
      if (++item == per_column) {
        x = x0 + legend_w / 2, row = y0 + 32;
      } else {
        row += 15;
      }
    };
    auto swatch = [&](const std::string& fill, Msg m) {
      o += fmt::format(
          "<rect x=\"{}\" y=\"{:.1f}\" width=\"26\" height=\"11\" fill=\"{}\" stroke=\"#777777\" "
          "stroke-width=\"0.5\"/>\n",
          x + 10, row - 5.5, fill);
      label(m);
    };
    auto stroke = [&](const std::string& style, Msg m) {
      o += fmt::format("<path d=\"M{} {:.1f}h26\" fill=\"none\" {}/>\n", x + 10, row, style);
      label(m);
    };
    swatch(terrain_fill(map::Terrain::normal), Msg::board_normal);
    swatch(terrain_fill(map::Terrain::floodable), Msg::board_floodable);
    swatch(terrain_fill(map::Terrain::desert), Msg::board_desert);
    swatch(terrain_fill(map::Terrain::mountain), Msg::board_mountain);
    swatch(sea_fill, Msg::board_sea);
    swatch("url(#impassable)", Msg::board_impassable);
    swatch("#e3dccb", Msg::board_islet);
    o += fmt::format(
        "<ellipse cx=\"{}\" cy=\"{:.1f}\" rx=\"12\" ry=\"6\" fill=\"{}\" stroke=\"{}\"/>\n", x + 23,
        row, sea_fill, water_stroke);
    label(Msg::board_lake);
    stroke(fmt::format("stroke=\"{}\" stroke-width=\"0.9\"", border_stroke),
           Msg::board_land_border);
    stroke(fmt::format("stroke=\"{}\" stroke-width=\"0.7\" stroke-dasharray=\"4 3\"", water_stroke),
           Msg::board_sea_border);
    stroke(fmt::format("stroke=\"{}\" stroke-width=\"1.6\"", water_stroke), Msg::board_river);
    stroke("stroke=\"#d9730d\" stroke-width=\"2\" stroke-dasharray=\"3 2\"",
           Msg::board_special_link);
    stroke("stroke=\"#d9730d\" stroke-width=\"2\" stroke-dasharray=\"9 3 2 3\"", Msg::board_arabia);
    o += fmt::format(
        "<circle cx=\"{}\" cy=\"{:.1f}\" r=\"3.6\" fill=\"#ffffff\" stroke=\"#000000\" "
        "stroke-width=\"1.3\"/>\n",
        x + 23, row);
    label(Msg::board_minor_citadel);
    o += fmt::format(
        "<rect x=\"{}\" y=\"{:.1f}\" width=\"7\" height=\"7\" fill=\"#ffffff\" "
        "stroke=\"#000000\" stroke-width=\"1.2\"/>\n",
        x + 19.5, row - 3.5);
    label(Msg::board_major_citadel);
    o += fmt::format(
        "<rect x=\"{}\" y=\"{:.1f}\" width=\"11\" height=\"11\" fill=\"#ffffff\" "
        "stroke=\"#000000\" stroke-width=\"1.2\"/><rect x=\"{}\" y=\"{:.1f}\" width=\"7\" "
        "height=\"7\" fill=\"#ffffff\" stroke=\"#000000\" stroke-width=\"1.2\"/>\n",
        x + 17.5, row - 5.5, x + 19.5, row - 3.5);
    label(Msg::board_capital);
    o += fmt::format(
        "<circle cx=\"{}\" cy=\"{:.1f}\" r=\"3.6\" fill=\"#ffffff\" stroke=\"#000000\" "
        "stroke-width=\"1.3\"/><circle cx=\"{}\" cy=\"{:.1f}\" r=\"1.6\" fill=\"#1f5fa8\"/>"
        "<rect x=\"{}\" y=\"{:.1f}\" width=\"7\" height=\"7\" fill=\"#9cc3e6\" "
        "stroke=\"#000000\" stroke-width=\"1.2\"/>\n",
        x + 17, row, x + 17, row, x + 25, row - 3.5);
    label(Msg::board_port_citadel);
    auto glyph = [&](const char* text, const char* fill, Msg m) {
      o += fmt::format("<text x=\"{}\" y=\"{:.1f}\" font-size=\"9\" fill=\"{}\">{}</text>\n",
                       x + 16, row + 3, fill, text);
      label(m);
    };
    glyph("\u2693", "#222222", Msg::board_port);
    glyph("\u2022", "#222222", Msg::board_city);
    glyph("5 T", "#a67c00", Msg::board_treasure);
    glyph("\u2625", "#a67c00", Msg::board_religious_treasure);
    out_ += o + "</g>\n";
  }

  const map::Map& m_;
  const Board& board_;
  Lang lang_;
  map::Projection proj_;
  XY lens_centre_ = proj_(map::Position{25.0, 38.6});
  double scale_ = 1, off_x_ = 0, off_y_ = 0;
  std::map<SpaceId, std::vector<Piece>> page_regions_;
  MapPicture picture_;
  std::string out_;
  std::string leaders_;
};

}  // namespace

std::optional<MapPicture> svg_board_picture(const map::Map& m, Lang lang, std::string& problem) {
  // Computed once per map content and kept between runs (map/board_cache).
  map::CachedBoard board = map::board_of(m);
  if (!board.board) {
    problem.clear();
    for (const auto& d : board.diagnostics) problem += format(d) + "\n";
    return std::nullopt;
  }
  return BoardDrawer(m, *board.board, lang).draw();
}

}  // namespace dia::report
