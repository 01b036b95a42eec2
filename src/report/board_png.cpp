#include "report/board_png.hpp"

#include <cairo.h>
#include <librsvg/rsvg.h>

#include <algorithm>
#include <cmath>
#include <memory>

#include <fmt/format.h>

namespace dia::report {
namespace {

struct GObjectFree {
  void operator()(RsvgHandle* h) const { g_object_unref(h); }
};
struct SurfaceFree {
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
struct ContextFree {
  void operator()(cairo_t* c) const { cairo_destroy(c); }
};

cairo_status_t append_png(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

std::string take_error(GError* error) {
  std::string text = error != nullptr && error->message != nullptr ? error->message : "unknown";
  if (error != nullptr) g_error_free(error);
  return text;
}

}  // namespace

std::optional<Crop> side_crop(const MapPicture& picture, const state::GameState& state,
                              const std::string& side) {
  std::optional<Crop> box;
  auto take = [&](const std::string& code) {
    const auto at = picture.centres.find(code);
    if (at == picture.centres.end()) return;
    const SvgPoint p = at->second;
    if (!box) box = Crop{p.x, p.y, p.x, p.y};
    box->x0 = std::min(box->x0, p.x);
    box->y0 = std::min(box->y0, p.y);
    box->x1 = std::max(box->x1, p.x);
    box->y1 = std::max(box->y1, p.y);
  };
  for (const state::Unit& u : state.units)
    if (u.side == side) take(u.space);
  for (const state::Character& c : state.characters)
    if (c.alive && c.controller == side && !c.space.empty()) take(c.space);
  for (const auto& [space, controller] : state.control)
    if (controller == side) take(space);
  if (!box) return std::nullopt;
  // The board's extent, from every centre drawn.
  Crop board{1e18, 1e18, -1e18, -1e18};
  for (const auto& [code, p] : picture.centres) {
    board.x0 = std::min(board.x0, p.x);
    board.y0 = std::min(board.y0, p.y);
    board.x1 = std::max(board.x1, p.x);
    board.y1 = std::max(board.y1, p.y);
  }
  const double board_w = board.x1 - board.x0;
  // A margin of a province or so round the pieces, then a minimum size and a phone's ratio.
  const double margin = board_w / 25;
  Crop c{box->x0 - margin, box->y0 - margin, box->x1 + margin, box->y1 + margin};
  auto grow = [](double& lo, double& hi, double to) {
    const double add = (to - (hi - lo)) / 2;
    if (add > 0) {
      lo -= add;
      hi += add;
    }
  };
  grow(c.x0, c.x1, board_w / 5);
  grow(c.y0, c.y1, board_w / 5);
  grow(c.x0, c.x1, (c.y1 - c.y0) / 2);  // never more than twice as high as wide
  grow(c.y0, c.y1, (c.x1 - c.x0) / 2);  // nor the other way
  return c;
}

std::string svg_to_png(std::string_view svg, int width, const std::optional<Crop>& crop) {
  GError* error = nullptr;
  std::unique_ptr<RsvgHandle, GObjectFree> handle(
      rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg.data()), svg.size(), &error));
  if (!handle) throw std::runtime_error("the board's SVG: " + take_error(error));
  gdouble doc_w = 0;
  gdouble doc_h = 0;
  if (!rsvg_handle_get_intrinsic_size_in_pixels(handle.get(), &doc_w, &doc_h) || doc_w <= 0 ||
      doc_h <= 0)
    throw std::runtime_error("the board's SVG has no size in pixels");
  const Crop view = crop ? *crop : Crop{0, 0, doc_w, doc_h};
  const double scale = width / (view.x1 - view.x0);
  const int height = std::max(1, static_cast<int>(std::lround((view.y1 - view.y0) * scale)));
  std::unique_ptr<cairo_surface_t, SurfaceFree> surface(
      cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
  std::unique_ptr<cairo_t, ContextFree> cr(cairo_create(surface.get()));
  cairo_set_source_rgb(cr.get(), 1, 1, 1);  // what the crop shows past the board: paper
  cairo_paint(cr.get());
  // The whole document, scaled and shifted so that the crop fills the picture.
  const RsvgRectangle viewport{-view.x0 * scale, -view.y0 * scale, doc_w * scale, doc_h * scale};
  if (!rsvg_handle_render_document(handle.get(), cr.get(), &viewport, &error))
    throw std::runtime_error("the board's SVG: " + take_error(error));
  std::string png;
  if (cairo_surface_write_to_png_stream(surface.get(), append_png, &png) != CAIRO_STATUS_SUCCESS)
    throw std::runtime_error("the board's PNG could not be written");
  return png;
}

}  // namespace dia::report
