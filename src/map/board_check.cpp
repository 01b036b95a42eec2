#include "map/board_check.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numbers>
#include <set>

#include <fmt/format.h>

namespace dia::map {
namespace {

// A port citadel is drawn on the coast of each sea it reaches: within this distance (km) of
// the stretch of its province's coast on that sea.
constexpr double port_reach_km = 40.0;
// A lake lies between two provinces when it comes this near each (km).
constexpr double lake_reach_km = 30.0;
// A river runs along a border when some part of it comes this near the border line (km).
constexpr double river_reach_km = 30.0;

using Pair = std::pair<SpaceId, SpaceId>;
Pair ordered(SpaceId a, SpaceId b) {
  return a < b ? Pair{a, b} : Pair{b, a};
}

bool region_contains(const Region& r, XY p) {
  return std::any_of(r.pieces.begin(), r.pieces.end(),
                     [&](const Piece& piece) { return contains(piece, p); });
}

// The nearest distance between two sets of paths (open lines).
double lines_distance(const std::vector<Path>& a, const Path& b) {
  double best = std::numeric_limits<double>::max();
  for (const auto& line : a) {
    for (XY p : line) best = std::min(best, distance_to(b, p, false));
  }
  for (XY p : b) {
    for (const auto& line : a) best = std::min(best, distance_to(line, p, false));
  }
  return best;
}

class Checker {
 public:
  Checker(const Map& map, const Board& board) : map_(map), board_(board) {
    for (const auto& b : board.borders) {
      if (b.length < min_border_km) continue;
      if (b.kind == BorderKind::coast) {
        coast_[{b.a, b.b}] = &b;
      } else {
        touching_[ordered(b.a, b.b)] = &b;
      }
    }
  }

  std::vector<std::string> run() {
    out_ = board_.problems;
    check_land();
    check_seas();
    check_citadels();
    check_rivers();
    check_lakes();
    return out_;
  }

 private:
  const std::string& code(SpaceId s) const { return map_.space(s).code; }

  bool lake_between(SpaceId a, SpaceId b) const {
    return std::any_of(map_.lakes.begin(), map_.lakes.end(),
                       [&](const Lake& l) { return ordered(l.a, l.b) == ordered(a, b); });
  }

  // Any node of `a` (a coast of a multi-coast province included) reaches any node of `b`.
  bool reaches(SpaceId a, SpaceId b, Crossing who) const {
    for (NodeId x : map_.space(a).nodes) {
      for (NodeId y : map_.space(b).nodes) {
        if (map_.adjacent(x, y, who)) return true;
      }
    }
    return false;
  }

  void check_land() {
    for (const auto& [pair, border] : touching_) {
      if (border->kind != BorderKind::land) continue;
      if (!reaches(pair.first, pair.second, Crossing::army) &&
          !lake_between(pair.first, pair.second)) {
        out_.push_back(fmt::format(
            "{} and {} share a border of {:.0f} km on the board, but no army may move between them",
            code(pair.first), code(pair.second), border->length));
      }
    }
    for (const auto& s : map_.spaces) {
      if (!s.is_land() || !board_.region_of(id(s))) continue;
      for (const auto& t : map_.spaces) {
        if (!t.is_land() || id(t) <= id(s) || !board_.region_of(id(t))) continue;
        if (reaches(id(s), id(t), Crossing::army) && !touching_.count({id(s), id(t)})) {
          out_.push_back(fmt::format(
              "{} and {}: an army may move between them, but their regions share no border", s.code,
              t.code));
        }
      }
    }
  }

  void check_seas() {
    for (const auto& sea : map_.spaces) {
      if (!sea.is_sea() || !board_.region_of(id(sea))) continue;
      for (const auto& other : map_.spaces) {
        if (other.is_citadel() || id(other) == id(sea) || !board_.region_of(id(other))) continue;
        bool listed = reaches(id(sea), id(other), Crossing::fleet);
        bool drawn = other.is_sea() ? touching_.count(ordered(id(sea), id(other))) > 0
                                    : coast_.count({id(other), id(sea)}) > 0;
        if (other.is_sea() && id(other) < id(sea)) continue;  // each pair of seas once
        if (listed && !drawn) {
          out_.push_back(fmt::format("{} and {}: the fleet list joins them, but {}", sea.code,
                                     other.code,
                                     other.is_sea() ? "their regions share no border"
                                                    : "the province has no coast on the sea"));
        } else if (drawn && !listed) {
          double length = other.is_sea() ? touching_.at(ordered(id(sea), id(other)))->length
                                         : coast_.at({id(other), id(sea)})->length;
          out_.push_back(
              fmt::format("{} and {} touch along {:.0f} km on the board, but {}'s fleet "
                          "list does not name {}",
                          sea.code, other.code, length, sea.code, other.code));
        }
      }
    }
  }

  void check_citadels() {
    for (const auto& s : map_.spaces) {
      if (!s.is_citadel() || !s.citadel || !s.position) continue;
      const Region* home = board_.region_of(s.citadel->province);
      XY at = to_plane(*s.position);
      if (!home || !region_contains(*home, at)) {
        out_.push_back(fmt::format("{}: the citadel is not drawn inside its province {}", s.code,
                                   code(s.citadel->province)));
      }
      for (SpaceId sea : s.citadel->sea_access) {
        auto it = coast_.find({s.citadel->province, sea});
        double d = std::numeric_limits<double>::max();
        if (it != coast_.end()) {
          for (const auto& line : it->second->lines) d = std::min(d, distance_to(line, at, false));
        }
        if (d > port_reach_km) {
          out_.push_back(
              fmt::format("{}: the port reaches {}, but stands {} from {}'s coast on that sea",
                          s.code, code(sea),
                          d == std::numeric_limits<double>::max() ? std::string("nowhere near")
                                                                  : fmt::format("{:.0f} km", d),
                          code(s.citadel->province)));
        }
      }
    }
  }

  void check_rivers() {
    for (const auto& river : map_.rivers) {
      auto drawn = std::find_if(board_.rivers.begin(), board_.rivers.end(),
                                [&](const NamedPath& p) { return p.name == river.name; });
      if (drawn == board_.rivers.end()) {
        out_.push_back(fmt::format("river {}: not in the geography file", river.name));
        continue;
      }
      for (auto [a, b] : river.borders) {
        auto it = touching_.find(ordered(a, b));
        if (it == touching_.end()) continue;  // reported by check_land
        double d = lines_distance(it->second->lines, drawn->path);
        if (d > river_reach_km) {
          out_.push_back(fmt::format("river {}: runs {:.0f} km from the border of {} and {}",
                                     river.name, d, code(a), code(b)));
        }
      }
      for (SpaceId p : river.provinces) {
        const Region* r = board_.region_of(p);
        bool through = r && std::any_of(drawn->path.begin(), drawn->path.end(),
                                        [&](XY q) { return region_contains(*r, q); });
        if (!through) {
          out_.push_back(
              fmt::format("river {}: floods {}, but does not run through it", river.name, code(p)));
        }
      }
    }
  }

  // A lake the rules put between two provinces (R9a.move.9) is drawn between them: within
  // lake_reach_km of each.
  void check_lakes() {
    for (const auto& lake : map_.lakes) {
      auto drawn = std::find_if(board_.lakes.begin(), board_.lakes.end(),
                                [&](const NamedArea& a) { return a.name == lake.name; });
      if (drawn == board_.lakes.end() || drawn->pieces.empty()) {
        out_.push_back(fmt::format("lake {}: not in the geography file", lake.name));
        continue;
      }
      for (SpaceId side : {lake.a, lake.b}) {
        const Region* r = board_.region_of(side);
        if (!r) continue;
        double nearest = std::numeric_limits<double>::max();
        for (const auto& piece : r->pieces) {
          for (XY p : drawn->pieces.front().outer) {
            nearest = std::min(nearest, distance_to(piece.outer, p, true));
          }
        }
        if (nearest > lake_reach_km) {
          out_.push_back(
              fmt::format("lake {}: drawn {:.0f} km from {}, which the rules put beside it",
                          lake.name, nearest, code(side)));
        }
      }
    }
  }

  SpaceId id(const Space& s) const { return static_cast<SpaceId>(&s - map_.spaces.data()); }

  const Map& map_;
  const Board& board_;
  std::map<Pair, const Border*> touching_;
  std::map<Pair, const Border*> coast_;  // (province, sea)
  std::vector<std::string> out_;
};

}  // namespace

std::vector<std::string> check_board(const Map& map, const Board& board) {
  return Checker(map, board).run();
}

Coverage board_coverage(const Map& map, const Board& board) {
  struct Named {
    std::string name;
    const std::vector<Piece>* pieces;
  };
  std::vector<Named> all;
  for (const auto& r : board.regions) all.push_back({map.space(r.space).code, &r.pieces});
  for (const auto& areas : {&board.lakes, &board.impassable}) {
    for (const auto& a : *areas) all.push_back({a.name, &a.pieces});
  }
  all.push_back({"an islet", &board.islets});
  all.push_back({"open water", &board.open_water});
  Coverage c;
  c.board_area = piece_area(board.frame);
  for (const auto& n : all) {
    for (const auto& p : *n.pieces) c.summed_area += piece_area(p);
  }
  // Every point of a fine grid lies in exactly one thing drawn. The grid's offsets are
  // irrational fractions of a step, so that no point falls on a border.
  double x0 = 1e18, y0 = 1e18, x1 = -1e18, y1 = -1e18;
  for (XY p : board.frame.outer) {
    x0 = std::min(x0, p.x), x1 = std::max(x1, p.x), y0 = std::min(y0, p.y), y1 = std::max(y1, p.y);
  }
  constexpr int nx = 400, ny = 250;
  int covered = 0, total = 0;
  std::map<std::pair<std::string, std::string>, int> overlaps;
  for (int i = 0; i < nx; ++i) {
    for (int j = 0; j < ny; ++j) {
      XY p{x0 + (x1 - x0) * (i + 0.5 * std::numbers::sqrt2 / 2) / nx,
           y0 + (y1 - y0) * (j + 0.5 / std::numbers::phi) / ny};
      if (!contains(board.frame, p)) continue;
      ++total;
      std::vector<const std::string*> in;
      for (const auto& n : all) {
        for (const auto& piece : *n.pieces) {
          if (contains(piece, p)) {
            in.push_back(&n.name);
            break;
          }
        }
      }
      if (!in.empty()) ++covered;
      if (in.empty()) ++c.gaps;
      for (std::size_t a = 0; a < in.size(); ++a) {
        for (std::size_t b = a + 1; b < in.size(); ++b) ++overlaps[{*in[a], *in[b]}];
      }
    }
  }
  c.covered_area = total ? c.board_area * covered / total : 0;
  for (const auto& [pair, n] : overlaps) {
    c.overlaps.push_back(
        fmt::format("{} and {} overlap ({} points of the grid)", pair.first, pair.second, n));
  }
  return c;
}

}  // namespace dia::map
