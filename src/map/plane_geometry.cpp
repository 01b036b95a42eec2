#include "map/plane_geometry.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace dia::map {
namespace {

bool ring_contains(const Path& ring, XY p) {
  bool inside = false;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
    if ((ring[i].y > p.y) != (ring[j].y > p.y) &&
        p.x < (ring[j].x - ring[i].x) * (p.y - ring[i].y) / (ring[j].y - ring[i].y) + ring[i].x) {
      inside = !inside;
    }
  }
  return inside;
}

double segment_distance(XY p, XY a, XY b) {
  double dx = b.x - a.x, dy = b.y - a.y;
  double len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0.0, 1.0) : 0;
  return std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

}  // namespace

double ring_area(const Path& ring) {
  if (ring.size() < 3) return 0;
  double a = 0;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
    a += ring[j].x * ring[i].y - ring[i].x * ring[j].y;
  }
  return a / 2;
}

double piece_area(const Piece& piece) {
  double a = std::abs(ring_area(piece.outer));
  for (const auto& h : piece.holes) a -= std::abs(ring_area(h));
  return a;
}

bool contains(const Piece& piece, XY p) {
  if (piece.outer.size() < 3) return false;
  bool in = ring_contains(piece.outer, p);
  for (const auto& h : piece.holes) {
    if (h.size() >= 3 && ring_contains(h, p)) in = !in;
  }
  return in;
}

double distance_to(const Path& path, XY p, bool closed) {
  double best = std::numeric_limits<double>::max();
  if (path.size() == 1) return std::hypot(path[0].x - p.x, path[0].y - p.y);
  std::size_t n = closed ? path.size() : path.size() - 1;
  for (std::size_t i = 0; i < n; ++i) {
    best = std::min(best, segment_distance(p, path[i], path[(i + 1) % path.size()]));
  }
  return best;
}

}  // namespace dia::map
