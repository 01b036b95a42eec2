#include "map/projection.hpp"

#include <cmath>
#include <numbers>

namespace dia::map {
namespace {

constexpr double earth_radius_km = 6371.0;

double rad(double degrees) {
  return degrees * std::numbers::pi / 180.0;
}
double t(double phi) {
  return std::tan(std::numbers::pi / 4 + phi / 2);
}

}  // namespace

Projection::Projection(double lat1, double lat2, double lat0, double lon0) {
  double p1 = rad(lat1), p2 = rad(lat2);
  n_ = std::log(std::cos(p1) / std::cos(p2)) / std::log(t(p2) / t(p1));
  rf_ = earth_radius_km * std::cos(p1) * std::pow(t(p1), n_) / n_;
  rho0_ = rf_ / std::pow(t(rad(lat0)), n_);
  lon0_ = rad(lon0);
}

XY Projection::operator()(Position p) const {
  double rho = rf_ / std::pow(t(rad(p.lat)), n_);
  double theta = n_ * (rad(p.lon) - lon0_);
  return {rho * std::sin(theta), -(rho0_ - rho * std::cos(theta))};
}

}  // namespace dia::map
