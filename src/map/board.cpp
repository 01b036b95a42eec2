#include "map/board.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numbers>
#include <optional>
#include <utility>

#include <fmt/format.h>
#include <boost/geometry.hpp>
#include <boost/geometry/geometries/multi_polygon.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>

namespace dia::map {
namespace {

namespace bg = boost::geometry;
using BPoint = bg::model::d2::point_xy<double>;
using BPoly = bg::model::polygon<BPoint>;
using BMulti = bg::model::multi_polygon<BPoly>;
using BBox = bg::model::box<BPoint>;

constexpr double km_per_degree = 111.195;
const double x_scale = std::cos(34.0 * std::numbers::pi / 180.0) * km_per_degree;

// Coast contacts are measured by walking the coast in steps of this length (km).
constexpr double coast_step = 2.0;

BPoint bp(XY p) {
  return {p.x, p.y};
}
XY xy(const BPoint& p) {
  return {p.x(), p.y()};
}

BPoly polygon_of(const LonLatLine& ring) {
  BPoly poly;
  for (const auto& p : ring) bg::append(poly.outer(), bp(to_plane(p)));
  if (!ring.empty()) bg::append(poly.outer(), bp(to_plane(ring.front())));
  bg::correct(poly);
  return poly;
}

Path path_of(const auto& ring) {
  Path out;
  for (const auto& p : ring) out.push_back(xy(p));
  if (out.size() > 1 && out.front().x == out.back().x && out.front().y == out.back().y) {
    out.pop_back();
  }
  return out;
}

Piece piece_of(const BPoly& poly) {
  Piece piece;
  piece.outer = path_of(poly.outer());
  for (const auto& hole : poly.inners()) piece.holes.push_back(path_of(hole));
  return piece;
}

// A convex Voronoi cell, with the seed across each edge (-1: the enclosing box).
struct Cell {
  std::vector<XY> v;
  std::vector<int> across;  // across[k]: the seed on the other side of edge v[k] -> v[k+1]
};

// Keeps the half of `cell` nearer to si than to sj (Sutherland-Hodgman on one line).
void cut(Cell& cell, XY si, XY sj, int j) {
  double ax = sj.x - si.x, ay = sj.y - si.y;
  double rhs = (sj.x * sj.x + sj.y * sj.y - si.x * si.x - si.y * si.y) / 2;
  auto side = [&](XY p) { return p.x * ax + p.y * ay - rhs; };  // <= 0: nearer si
  Cell out;
  std::size_t n = cell.v.size();
  for (std::size_t k = 0; k < n; ++k) {
    XY p = cell.v[k], q = cell.v[(k + 1) % n];
    double fp = side(p), fq = side(q);
    auto crossing = [&] {
      double t = fp / (fp - fq);
      return XY{p.x + t * (q.x - p.x), p.y + t * (q.y - p.y)};
    };
    if (fp <= 0) {
      out.v.push_back(p);
      out.across.push_back(cell.across[k]);
      if (fq > 0) {
        out.v.push_back(crossing());
        out.across.push_back(j);
      }
    } else if (fq <= 0) {
      out.v.push_back(crossing());
      out.across.push_back(cell.across[k]);
    }
  }
  cell = std::move(out);
}

// A seed of the diagram: a space's, or an impassable area's (space == nobody, area its index).
constexpr SpaceId nobody = 0xFFFF;
struct Seed {
  XY at;
  SpaceId space = 0;
  std::size_t area = 0;
};

// Each cell is cut by the other seeds nearest first, and only while a seed is near enough to
// matter: the bisector with a seed at distance d lies d/2 from the cell's seed, so once d/2
// exceeds the cell's farthest corner no further seed can cut it. This keeps the diagram near
// n log n instead of n^2 cuts.
std::vector<Cell> voronoi(const std::vector<Seed>& seeds, const BBox& box) {
  std::vector<Cell> cells;
  double x0 = box.min_corner().x(), y0 = box.min_corner().y();
  double x1 = box.max_corner().x(), y1 = box.max_corner().y();
  auto dist2 = [](XY a, XY b) { return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y); };
  std::vector<std::pair<double, std::size_t>> nearest_first;
  for (std::size_t i = 0; i < seeds.size(); ++i) {
    XY si = seeds[i].at;
    nearest_first.clear();
    for (std::size_t j = 0; j < seeds.size(); ++j) {
      if (j != i) nearest_first.emplace_back(dist2(si, seeds[j].at), j);
    }
    std::sort(nearest_first.begin(), nearest_first.end());
    Cell c{{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}, {-1, -1, -1, -1}};
    auto reach2 = [&] {
      double r = 0;
      for (XY v : c.v) r = std::max(r, dist2(si, v));
      return r;
    };
    double r2 = reach2();
    for (auto [d2, j] : nearest_first) {
      if (c.v.empty() || d2 > 4 * r2) break;
      cut(c, si, seeds[j].at, static_cast<int>(j));
      r2 = reach2();
    }
    cells.push_back(std::move(c));
  }
  return cells;
}

// Sutherland-Hodgman: the ring cut to one convex cell. Where the ring leaves the cell and comes
// back, the result runs along the cell's edge and back, a bridge of no width: the fill and the
// area (by the shoelace formula) are exact, and no border is drawn from a region's outline.
// Boost.Geometry's intersection gives separate polygons instead, but it prepares the whole
// coastline again for each of the hundreds of cells (ten times slower).
Path clip_ring(const Path& ring, const Cell& cell) {
  Path out = ring;
  std::size_t n = cell.v.size();
  for (std::size_t k = 0; k < n && !out.empty(); ++k) {
    XY a = cell.v[k], b = cell.v[(k + 1) % n];
    auto side = [&](XY p) { return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x); };
    Path in = std::move(out);
    out.clear();
    for (std::size_t i = 0; i < in.size(); ++i) {
      XY p = in[i], q = in[(i + 1) % in.size()];
      double sp = side(p), sq = side(q);
      if (sp >= 0) out.push_back(p);
      if ((sp >= 0) != (sq >= 0)) {
        double t = sp / (sp - sq);
        out.push_back({p.x + t * (q.x - p.x), p.y + t * (q.y - p.y)});
      }
    }
  }
  return out;
}

// The piece of ground (outer ring and holes) in one cell, with its area; nullopt when none.
std::optional<std::pair<Piece, double>> clip_to_cell(const Piece& ground, const Cell& cell) {
  Piece piece{clip_ring(ground.outer, cell), {}};
  if (std::abs(ring_area(piece.outer)) < 1e-6) return std::nullopt;
  for (const auto& hole : ground.holes) {
    Path clipped = clip_ring(hole, cell);
    if (std::abs(ring_area(clipped)) >= 1e-6) piece.holes.push_back(std::move(clipped));
  }
  double area = piece_area(piece);
  if (area < 1e-6) return std::nullopt;
  return std::make_pair(std::move(piece), area);
}

// The parts of segment a-b inside the piece of ground (even-odd): the segment is
// cut where it crosses a ring and each part kept when its middle is inside. A Voronoi edge is
// cut this way rather than by Boost.Geometry, whose set operations prepare the whole coastline
// again for every one of the thousand edges.
std::vector<Path> clip_segment(XY a, XY b, const Piece& ground) {
  std::vector<double> cuts{0.0, 1.0};
  double dx = b.x - a.x, dy = b.y - a.y;
  std::vector<const Path*> rings{&ground.outer};
  for (const auto& hole : ground.holes) rings.push_back(&hole);
  // Most of the coast is far from any one edge: a box test skips it before the divisions.
  double lo_x = std::min(a.x, b.x), hi_x = std::max(a.x, b.x);
  double lo_y = std::min(a.y, b.y), hi_y = std::max(a.y, b.y);
  for (const Path* ring_ptr : rings) {
    const Path& ring = *ring_ptr;
    for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
      XY p = ring[j], q = ring[i];
      if ((p.x < lo_x && q.x < lo_x) || (p.x > hi_x && q.x > hi_x) || (p.y < lo_y && q.y < lo_y) ||
          (p.y > hi_y && q.y > hi_y)) {
        continue;
      }
      double ex = q.x - p.x, ey = q.y - p.y;
      double den = dx * ey - dy * ex;
      if (std::abs(den) < 1e-12) continue;
      double t = ((p.x - a.x) * ey - (p.y - a.y) * ex) / den;
      double u = ((p.x - a.x) * dy - (p.y - a.y) * dx) / den;
      if (t > 0 && t < 1 && u >= 0 && u <= 1) cuts.push_back(t);
    }
  }
  std::sort(cuts.begin(), cuts.end());
  std::vector<Path> out;
  for (std::size_t k = 0; k + 1 < cuts.size(); ++k) {
    double t0 = cuts[k], t1 = cuts[k + 1];
    if (t1 - t0 < 1e-9) continue;
    double tm = (t0 + t1) / 2;
    if (!contains(ground, {a.x + dx * tm, a.y + dy * tm})) continue;
    XY from{a.x + dx * t0, a.y + dy * t0}, to{a.x + dx * t1, a.y + dy * t1};
    if (!out.empty() && std::abs(out.back()[1].x - from.x) < 1e-9 &&
        std::abs(out.back()[1].y - from.y) < 1e-9) {
      out.back()[1] = to;  // joins the previous part
    } else {
      out.push_back({from, to});
    }
  }
  return out;
}

class Builder {
 public:
  Builder(const Map& map, const Geography& geo, Board& board)
      : map_(map), geo_(geo), board_(board) {}

  void build() {
    XY lo = to_plane(geo_.min), hi = to_plane(geo_.max);
    bg::assign_values(frame_box_, lo.x, lo.y, hi.x, hi.y);
    bg::convert(frame_box_, frame_);
    bg::correct(frame_);
    board_.frame = piece_of(frame_);

    BMulti land_rings, lakes;
    for (const auto& ring : geo_.land) land_rings.push_back(polygon_of(ring));
    for (const auto& lake : geo_.lakes) {
      lakes.push_back(polygon_of(lake.points));
      board_.lakes.push_back({lake.name, {piece_of(lakes.back())}});
    }
    for (const auto& river : geo_.rivers) {
      NamedPath path{river.name, {}};
      for (const auto& p : river.points) path.path.push_back(to_plane(p));
      board_.rivers.push_back(std::move(path));
    }
    BMulti land, sea;
    bg::difference(land_rings, lakes, land);
    bg::difference(frame_, land_rings, sea);
    for (const auto& poly : land) board_.land.push_back(piece_of(poly));

    index_regions();
    std::vector<std::vector<Seed>> land_seeds(land.size()), sea_seeds(sea.size());
    for (const auto& s : map_.spaces) {
      if (s.is_citadel() || !s.position) continue;
      SpaceId id = static_cast<SpaceId>(&s - map_.spaces.data());
      std::vector<Position> points{*s.position};
      points.insert(points.end(), s.region_points.begin(), s.region_points.end());
      for (std::size_t k = 0; k < points.size(); ++k) {
        XY at = to_plane(points[k]);
        const BMulti& ground = s.is_land() ? land : sea;
        auto& seeds = s.is_land() ? land_seeds : sea_seeds;
        std::size_t c = component_of(ground, at);
        if (c == ground.size()) {
          board_.problems.push_back(fmt::format(
              "{}: its {} [{}, {}] is not {}", s.code,
              k == 0 ? "position" : fmt::format("region point {}", k), points[k].lon, points[k].lat,
              s.is_land() ? "on land (it is in the sea or a lake)" : "at sea"));
          continue;
        }
        seeds[c].push_back({at, id, 0});
      }
    }
    for (std::size_t a = 0; a < map_.impassable.size(); ++a) {
      const Impassable& area = map_.impassable[a];
      board_.impassable.push_back({area.name, {}});
      for (const auto& p : area.points) {
        XY at = to_plane(p);
        if (std::size_t c = component_of(land, at); c < land.size()) {
          land_seeds[c].push_back({at, nobody, a});
        } else if (std::size_t w = component_of(sea, at); w < sea.size()) {
          sea_seeds[w].push_back({at, nobody, a});
        } else {
          board_.problems.push_back(
              fmt::format("impassable area {}: its point [{}, {}] is in a lake or off the board",
                          area.name, p.lon, p.lat));
        }
      }
    }
    share_out(land, land_seeds, BorderKind::land);
    share_out(sea, sea_seeds, BorderKind::sea);
    for (std::size_t c = 0; c < land.size(); ++c) {
      if (land_seeds[c].empty()) board_.islets.push_back(piece_of(land[c]));
    }
    for (std::size_t c = 0; c < sea.size(); ++c) {
      if (sea_seeds[c].empty()) board_.open_water.push_back(piece_of(sea[c]));
    }
    measure_coasts(land, land_seeds, sea, sea_seeds);
    for (auto& r : board_.regions) {
      if (r.pieces.empty()) {
        board_.problems.push_back(
            fmt::format("{}: no region (no seed on its ground)", map_.space(r.space).code));
      }
    }
    std::erase_if(board_.regions, [](const Region& r) { return r.pieces.empty(); });
    for (auto& [key, border] : borders_) board_.borders.push_back(std::move(border));
  }

 private:
  void index_regions() {
    for (const auto& s : map_.spaces) {
      if (s.is_citadel() || !s.position) continue;
      region_index_[&s - map_.spaces.data()] = board_.regions.size();
      board_.regions.push_back({static_cast<SpaceId>(&s - map_.spaces.data()), {}, 0});
    }
  }

  static std::size_t component_of(const BMulti& ground, XY at) {
    for (std::size_t c = 0; c < ground.size(); ++c) {
      if (bg::within(bp(at), ground[c])) return c;
    }
    return ground.size();
  }

  Border& border(SpaceId a, SpaceId b, BorderKind kind) {
    if (kind != BorderKind::coast && b < a) std::swap(a, b);
    auto [it, fresh] = borders_.try_emplace({a, b, static_cast<int>(kind)});
    if (fresh) it->second = Border{a, b, kind, {}, 0};
    return it->second;
  }

  // Shares each piece of ground out among the seeds standing on it.
  void share_out(const BMulti& ground, const std::vector<std::vector<Seed>>& seeds,
                 BorderKind kind) {
    std::vector<Piece> pieces(ground.size());
    for (std::size_t c = 0; c < ground.size(); ++c) {
      const auto& here = seeds[c];
      if (here.empty()) continue;
      BBox box;
      bg::envelope(ground[c], box);
      bg::expand(box, bp({box.min_corner().x() - 50, box.min_corner().y() - 50}));
      bg::expand(box, bp({box.max_corner().x() + 50, box.max_corner().y() + 50}));
      std::vector<Cell> cells = voronoi(here, box);
      pieces[c] = piece_of(ground[c]);
      for (std::size_t i = 0; i < here.size(); ++i) {
        for (std::size_t k = i + 1; k < here.size(); ++k) {
          double dx = here[i].at.x - here[k].at.x, dy = here[i].at.y - here[k].at.y;
          if (dx * dx + dy * dy < 1e-12) {
            board_.problems.push_back(fmt::format("{} and {}: two seeds on one spot",
                                                  map_.space(here[i].space).code,
                                                  map_.space(here[k].space).code));
          }
        }
        const Cell& cell = cells[i];
        if (cell.v.size() < 3) continue;
        auto piece = clip_to_cell(pieces[c], cell);
        if (here[i].space == nobody) {
          if (piece) board_.impassable[here[i].area].pieces.push_back(std::move(piece->first));
          continue;
        }
        Region& region = board_.regions[region_index_.at(here[i].space)];
        if (piece) {
          region.area += piece->second;
          region.pieces.push_back(std::move(piece->first));
        }
        for (std::size_t e = 0; e < cell.v.size(); ++e) {
          int j = cell.across[e];
          if (j < 0 || static_cast<std::size_t>(j) < i) continue;
          if (here[j].space == here[i].space || here[j].space == nobody) continue;
          std::vector<Path> inside =
              clip_segment(cell.v[e], cell.v[(e + 1) % cell.v.size()], pieces[c]);
          if (inside.empty()) continue;
          Border& b = border(here[i].space, here[j].space, kind);
          for (const auto& line : inside) {
            b.length += std::hypot(line[1].x - line[0].x, line[1].y - line[0].y);
            b.lines.push_back(line);
          }
        }
      }
    }
  }

  bool on_frame(XY p, XY q) const {
    auto near = [](double a, double b) { return std::abs(a - b) < 1e-6; };
    double x0 = frame_box_.min_corner().x(), y0 = frame_box_.min_corner().y();
    double x1 = frame_box_.max_corner().x(), y1 = frame_box_.max_corner().y();
    return (near(p.x, x0) && near(q.x, x0)) || (near(p.x, x1) && near(q.x, x1)) ||
           (near(p.y, y0) && near(q.y, y0)) || (near(p.y, y1) && near(q.y, y1));
  }

  static const Seed& nearest(const std::vector<Seed>& seeds, XY p) {
    std::size_t best = 0;
    double best_d = std::numeric_limits<double>::max();
    for (std::size_t i = 0; i < seeds.size(); ++i) {
      double d = (seeds[i].at.x - p.x) * (seeds[i].at.x - p.x) +
                 (seeds[i].at.y - p.y) * (seeds[i].at.y - p.y);
      if (d < best_d) best_d = d, best = i;
    }
    return seeds[best];
  }

  // Walks each province's coast: on land the nearest land seed owns the shore, at sea the
  // nearest seed of the body of water just off it. Every run of coast between two stretches of
  // the board's edge borders one body of water, found once per run.
  void measure_coasts(const BMulti& land, const std::vector<std::vector<Seed>>& land_seeds,
                      const BMulti& sea, const std::vector<std::vector<Seed>>& sea_seeds) {
    for (std::size_t c = 0; c < land.size(); ++c) {
      if (land_seeds[c].empty()) continue;
      Path ring = path_of(land[c].outer());
      double outward = ring_area(ring) > 0 ? 1 : -1;  // counter-clockwise: the sea is on the right
      std::size_t water = sea.size();                 // the body of water of the current run
      Path line;
      Border* current = nullptr;
      auto flush = [&] {
        if (current && line.size() > 1) current->lines.push_back(line);
        line.clear();
        current = nullptr;
      };
      for (std::size_t k = 0; k < ring.size(); ++k) {
        XY p = ring[k], q = ring[(k + 1) % ring.size()];
        if (on_frame(p, q)) {
          water = sea.size();
          flush();
          continue;
        }
        double dx = q.x - p.x, dy = q.y - p.y, len = std::hypot(dx, dy);
        if (len <= 0) continue;
        if (water == sea.size()) {
          XY probe{(p.x + q.x) / 2 + outward * dy / len * 0.05,
                   (p.y + q.y) / 2 - outward * dx / len * 0.05};
          water = component_of(sea, probe);
          if (water == sea.size()) continue;
        }
        if (sea_seeds[water].empty()) {
          flush();
          continue;
        }
        int steps = std::max(1, static_cast<int>(std::ceil(len / coast_step)));
        for (int s = 0; s < steps; ++s) {
          double t0 = static_cast<double>(s) / steps, t1 = static_cast<double>(s + 1) / steps;
          XY m{p.x + dx * (t0 + t1) / 2, p.y + dy * (t0 + t1) / 2};
          SpaceId a = nearest(land_seeds[c], m).space;
          SpaceId b = nearest(sea_seeds[water], m).space;
          if (a == nobody || b == nobody) {
            flush();
            continue;
          }
          Border& br = border(a, b, BorderKind::coast);
          br.length += len / steps;
          if (&br != current) {
            flush();
            current = &br;
            line.push_back({p.x + dx * t0, p.y + dy * t0});
          }
          line.push_back({p.x + dx * t1, p.y + dy * t1});
        }
      }
      flush();
    }
  }

  const Map& map_;
  const Geography& geo_;
  Board& board_;
  BBox frame_box_;
  BPoly frame_;
  std::map<std::size_t, std::size_t> region_index_;
  std::map<std::tuple<SpaceId, SpaceId, int>, Border> borders_;
};

}  // namespace

XY to_plane(Position p) {
  return {p.lon * x_scale, p.lat * km_per_degree};
}
Position to_lon_lat(XY plane) {
  return {plane.x / x_scale, plane.y / km_per_degree};
}

const Region* Board::region_of(SpaceId space) const {
  for (const auto& r : regions) {
    if (r.space == space) return &r;
  }
  return nullptr;
}

Board build_board(const Map& map, const Geography& geography) {
  Board board;
  Builder(map, geography, board).build();
  return board;
}

}  // namespace dia::map
