#pragma once
// The board's projection: Lambert conformal conic on a sphere, standard parallels 25°N and 45°N,
// centred on 34°N 45°E, in kilometres. A conic keeps shapes true over a band of latitudes as
// wide as the game's (Italy to India, Egypt to Scythia), where a plate carrée would stretch the
// north; x grows eastwards, y southwards (SVG's way).
#include "map/map.hpp"

namespace dia::map {

struct XY {
  double x = 0;
  double y = 0;
};

class Projection {
 public:
  Projection(double lat1 = 25, double lat2 = 45, double lat0 = 34, double lon0 = 45);
  XY operator()(Position p) const;

 private:
  double n_ = 0;
  double rf_ = 0;    // R * F
  double rho0_ = 0;  // rho at the origin latitude
  double lon0_ = 0;  // radians
};

}  // namespace dia::map
