// The orders are read again from their public text (the view keeps the order as written, not its
// parse): what is drawn is exactly what the public results print, and a line the parser cannot
// read again is simply not drawn.
#include "report/svg_orders.hpp"

#include <cmath>
#include <optional>
#include <set>

#include <fmt/format.h>

#include "orders/parse.hpp"
#include "report/faction.hpp"
#include "report/svg_state.hpp"

namespace dia::report {

namespace {

constexpr const char* neutral_grey = "#616161";

struct Vec {
  double x = 0, y = 0;
};

// The shaft of a line from `a` to `b`, shortened at both ends so that it leaves the unit token
// it starts from and stops short of the one it points at; nothing when the two are too close.
struct Shaft {
  Vec from, to, dir;  // dir: unit vector from `from` to `to`
};
std::optional<Shaft> shaft(SvgPoint a, SvgPoint b, double cut_start, double cut_end) {
  const double dx = b.x - a.x, dy = b.y - a.y;
  const double len = std::hypot(dx, dy);
  if (len < cut_start + cut_end + 4) return std::nullopt;
  const Vec u{dx / len, dy / len};
  return Shaft{{a.x + u.x * cut_start, a.y + u.y * cut_start},
               {b.x - u.x * cut_end, b.y - u.y * cut_end},
               u};
}

std::string line(const Vec& a, const Vec& b, std::string_view extra = "") {
  return fmt::format("<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\"{}/>", a.x, a.y,
                     b.x, b.y, extra);
}

// A white line under the coloured one, so that it reads on every terrain and tint.
std::string halo(const Vec& a, const Vec& b, double width) {
  return line(
      a, b, fmt::format(" stroke=\"#ffffff\" stroke-width=\"{}\" stroke-opacity=\"0.75\"", width));
}

// An arrowhead whose tip is `tip`, pointing along `u`.
std::string head(const Vec& tip, const Vec& u, std::string_view extra = " stroke-width=\"0.8\"") {
  const double l = 7, w = 3.5;
  const Vec base{tip.x - u.x * l, tip.y - u.y * l};
  return fmt::format("<path d=\"M{:.1f} {:.1f}L{:.1f} {:.1f}L{:.1f} {:.1f}Z\"{}/>", tip.x, tip.y,
                     base.x - u.y * w, base.y + u.x * w, base.x + u.y * w, base.y - u.x * w, extra);
}

std::string cross(const Vec& c, double r, double width) {
  return fmt::format(
      "<path d=\"M{:.1f} {:.1f}L{:.1f} {:.1f}M{:.1f} {:.1f}L{:.1f} {:.1f}\" fill=\"none\" "
      "stroke-width=\"{}\"/>",
      c.x - r, c.y - r, c.x + r, c.y + r, c.x - r, c.y + r, c.x + r, c.y - r, width);
}

std::string group(std::string_view cls, const std::string& colour, const std::string& body) {
  return fmt::format("<g class=\"{}\" stroke=\"{}\" fill=\"{}\">{}</g>\n", cls, colour, colour,
                     body);
}

std::string outcome(adj::OrderStatus s) {
  return s == adj::OrderStatus::succeeded ? "ok" : "failed";
}

class OrderDrawer {
 public:
  OrderDrawer(const map::Map& map, const MapPicture& picture, const state::GameState& after)
      : map_(map), picture_(picture), after_(after), parser_(map, options(after)) {}

  void order(const std::string& side, const PublicOrder& o) {
    // An ignored order did nothing: it is not drawn (the results list it with its reason).
    if (o.status != adj::OrderStatus::succeeded && o.status != adj::OrderStatus::failed) return;
    std::optional<orders::Order> ord = read(o.text);
    if (!ord && !o.reading.empty()) ord = read(o.reading);
    if (!ord) return;
    const std::string from = code(ord->piece.where);
    if (auto* m = orders::get_if<orders::Move>(&ord->body)) {
      move(side, from, code(m->to), o.status);
    } else if (auto* s = orders::get_if<orders::Support>(&ord->body)) {
      const std::string target = s->to        ? code(*s->to)
                                 : s->citadel ? code(*s->citadel)
                                              : code(s->supported.where);
      support(side, from, target, o.status);
    } else if (auto* c = orders::get_if<orders::Convoy>(&ord->body)) {
      convoy(side, from, code(c->convoyed.where), code(c->to), o.status);
    } else if (auto* g = orders::get_if<orders::Siege>(&ord->body)) {
      siege(side, from, code(g->citadel), o.status);
    } else if (auto* r = orders::get_if<orders::Supply>(&ord->body)) {
      supply(side, from, code(r->citadel), o.status);
    }
    // Holds are not drawn (a unit with no mark held); the other kinds (winter, diplomacy,
    // treasury) have no place on the map.
  }

  // The public events say which units were dislodged and where they retreated.
  void event(const adj::Text& text) {
    for (const Message& m : text.messages()) {
      if ((m.id == Msg::unit_retreats && m.args.size() >= 3) ||
          (m.id == Msg::revolt_retreat && m.args.size() >= 2)) {
        const std::string from = piece_space(m.args[0]);
        const std::string to = place(m.args[m.id == Msg::unit_retreats ? 2 : 1]);
        dislodged(from);
        retreat(from, to);
      } else if (m.id == Msg::unit_destroyed_dislodged && !m.args.empty()) {
        dislodged(piece_space(m.args[0]));
      }
    }
  }

  std::string take() { return std::move(out_); }

 private:
  static orders::ParseOptions options(const state::GameState& after) {
    orders::ParseOptions o;
    for (const auto& c : after.characters) o.extra_characters.push_back(c.name);
    return o;
  }

  std::optional<orders::Order> read(const std::string& text) const {
    orders::ParseResult r = parser_.parse_line(text);
    if (r.orders.size() != 1) return std::nullopt;
    return r.orders.front();
  }

  std::string code(const orders::PlaceRef& p) const {
    return p.resolved() ? map_.space(p.space).code : "";
  }

  static std::string place(const Arg& a) {
    const auto* p = std::get_if<arg::Place>(&a);
    return p ? p->value : "";
  }
  // "A* MAC", "F Alexandrie d'Issos": the space is what follows the designator.
  std::string piece_space(const Arg& a) const {
    const auto* p = std::get_if<arg::Piece>(&a);
    if (!p) return "";
    const std::size_t blank = p->value.find(' ');
    if (blank == std::string::npos) return "";
    const std::string rest = p->value.substr(blank + 1);
    if (map_.find_space(rest)) return rest;
    const std::string last = p->value.substr(p->value.rfind(' ') + 1);
    return map_.find_space(last) ? last : "";
  }

  std::optional<SvgPoint> at(const std::string& space) const {
    auto it = picture_.centres.find(space);
    if (it == picture_.centres.end()) return std::nullopt;
    return it->second;
  }

  // A side's colour; an author that is no side of the board (the GM's orders for the neutrals)
  // gives its unit's faction colour, found where the unit is after the season.
  std::string colour(const std::string& side, const std::string& here,
                     const std::string& there = "") const {
    if (after_.side(side)) return side_colour(side);
    for (const std::string& space : {there, here}) {
      for (const auto& u : after_.units) {
        if (!space.empty() && u.space == space && u.side.empty())
          return faction_colour(u.neutral_label);
      }
    }
    return neutral_grey;
  }
  // The colour of the unit standing at `space` after the season.
  std::string colour_at(const std::string& space) const {
    for (const auto& u : after_.units) {
      if (u.space != space) continue;
      return u.side.empty() ? faction_colour(u.neutral_label) : side_colour(u.side);
    }
    return neutral_grey;
  }

  void move(const std::string& side, const std::string& from, const std::string& to,
            adj::OrderStatus status) {
    auto a = at(from), b = at(to);
    if (!a || !b) return;
    const bool ok = status == adj::OrderStatus::succeeded;
    auto s = shaft(*a, *b, 6, ok ? 10 : 12);
    if (!s) return;
    std::string body = halo(s->from, s->to, 4);
    if (ok) {
      const Vec end{s->to.x - s->dir.x * 6, s->to.y - s->dir.y * 6};
      body += line(s->from, end, " stroke-width=\"2\"") + head(s->to, s->dir);
    } else {
      body += line(s->from, s->to, " stroke-width=\"2\" stroke-dasharray=\"5 3\"") +
              cross(s->to, 3.5, 2);
    }
    out_ +=
        group(ok ? "order move ok" : "order move failed", colour(side, from, ok ? to : ""), body);
  }

  void support(const std::string& side, const std::string& from, const std::string& to,
               adj::OrderStatus status) {
    auto a = at(from), b = at(to);
    if (!a || !b) return;
    auto s = shaft(*a, *b, 6, 9);
    if (!s) return;
    const Vec ring{s->to.x + s->dir.x * 2.5, s->to.y + s->dir.y * 2.5};
    std::string body = halo(s->from, s->to, 3.2) +
                       line(s->from, s->to, " stroke-width=\"1.4\" stroke-dasharray=\"4 2.5\"") +
                       fmt::format(
                           "<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"2.5\" fill=\"#ffffff\" "
                           "stroke-width=\"1.4\"/>",
                           ring.x, ring.y);
    out_ += group(fmt::format("order support {}", outcome(status)), colour(side, from), body);
  }

  // A dotted line from the fleet to the middle of the convoyed army's way.
  void convoy(const std::string& side, const std::string& from, const std::string& army,
              const std::string& to, adj::OrderStatus status) {
    auto a = at(from), b = at(army), c = at(to);
    if (!a || !b || !c) return;
    const SvgPoint mid{(b->x + c->x) / 2, (b->y + c->y) / 2};
    auto s = shaft(*a, mid, 6, 2);
    if (!s) return;
    std::string body =
        halo(s->from, s->to, 3.2) + line(s->from, s->to,
                                         " stroke-width=\"1.6\" stroke-dasharray=\"0.1 3.2\" "
                                         "stroke-linecap=\"round\"");
    out_ += group(fmt::format("order convoy {}", outcome(status)), colour(side, from), body);
  }

  // A crenellated ring round the citadel (dashed when the round failed).
  void siege(const std::string& side, const std::string& from, const std::string& citadel,
             adj::OrderStatus status) {
    auto c = at(citadel);
    if (!c) return;
    const bool ok = status == adj::OrderStatus::succeeded;
    std::string body = fmt::format(
        "<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"10\" fill=\"none\" stroke=\"#ffffff\" "
        "stroke-width=\"5\" stroke-opacity=\"0.7\"/><circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"10\" "
        "fill=\"none\" stroke-width=\"3.2\" stroke-dasharray=\"{}\"/>",
        c->x, c->y, c->x, c->y, ok ? "3 2.2" : "1.5 4");
    out_ += group(fmt::format("order siege {}", outcome(status)), colour(side, from), body);
  }

  void supply(const std::string& side, const std::string& from, const std::string& citadel,
              adj::OrderStatus status) {
    auto a = at(from), b = at(citadel);
    if (!a || !b) return;
    auto s = shaft(*a, *b, 6, 9);
    if (!s) return;
    std::string body = halo(s->from, s->to, 3.2) +
                       line(s->from, s->to, " stroke-width=\"1.4\" stroke-dasharray=\"6 2 1 2\"") +
                       fmt::format(
                           "<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"4.5\" height=\"4.5\" "
                           "stroke-width=\"0.8\"/>",
                           s->to.x - 2.25, s->to.y - 2.25);
    out_ += group(fmt::format("order supply {}", outcome(status)), colour(side, from), body);
  }

  // A hollow arrow: a double line and an open head.
  void retreat(const std::string& from, const std::string& to) {
    auto a = at(from), b = at(to);
    if (!a || !b) return;
    auto s = shaft(*a, *b, 6, 10);
    if (!s) return;
    const Vec end{s->to.x - s->dir.x * 6, s->to.y - s->dir.y * 6};
    std::string body = line(s->from, end, " stroke-width=\"4.5\"") +
                       line(s->from, end, " stroke=\"#ffffff\" stroke-width=\"2\"") +
                       head(s->to, s->dir, " fill=\"#ffffff\" stroke-width=\"1.4\"");
    out_ += group("order retreat", colour_at(to), body);
  }

  // Beside the slot the unit stood in, where the attacker may now stand.
  void dislodged(const std::string& space) {
    if (!marked_.insert(space).second) return;
    auto c = at(space);
    if (!c) return;
    const Vec m{c->x - 16, c->y};
    out_ += group("order dislodged", "#000000",
                  fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"5\" fill=\"#ffffff\" "
                              "stroke-width=\"1.2\"/>",
                              m.x, m.y) +
                      cross(m, 2.6, 1.4));
  }

  const map::Map& map_;
  const MapPicture& picture_;
  const state::GameState& after_;
  orders::OrderParser parser_;
  std::set<std::string> marked_;
  std::string out_;
};

}  // namespace

std::string svg_orders(const map::Map& map, const MapPicture& picture, const PublicView& view,
                       const state::GameState& after) {
  OrderDrawer draw(map, picture, after);
  for (const PublicSide& side : view.sides) {
    for (const PublicOrder& o : side.orders) draw.order(side.info.id, o);
  }
  for (const adj::Text& e : view.events) draw.event(e);
  return "<g class=\"orders\">\n" + draw.take() + "</g>\n";
}

std::string svg_order_sample(std::string_view mark, double x, double y) {
  const std::string grey = "#424242";
  const Vec a{x, y}, b{x + 16, y}, u{1, 0};
  const Vec before_head{x + 10, y};
  std::string body;
  if (mark == "move ok") {
    body = line(a, before_head, " stroke-width=\"2\"") + head(b, u);
  } else if (mark == "move failed") {
    body = line(a, {x + 12, y}, " stroke-width=\"2\" stroke-dasharray=\"4 2\"") +
           cross({x + 13, y}, 3, 1.6);
  } else if (mark == "support") {
    body = line(a, {x + 13.5, y}, " stroke-width=\"1.4\" stroke-dasharray=\"4 2.5\"") +
           fmt::format(
               "<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"2.5\" fill=\"#ffffff\" "
               "stroke-width=\"1.4\"/>",
               x + 14, y);
  } else if (mark == "convoy") {
    body =
        line(a, b, " stroke-width=\"1.6\" stroke-dasharray=\"0.1 3.2\" stroke-linecap=\"round\"");
  } else if (mark == "siege") {
    body = fmt::format(
        "<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"4.5\" fill=\"none\" stroke-width=\"2.4\" "
        "stroke-dasharray=\"2 1.6\"/>",
        x + 8, y);
  } else if (mark == "supply") {
    body = line(a, {x + 13, y}, " stroke-width=\"1.4\" stroke-dasharray=\"6 2 1 2\"") +
           fmt::format(
               "<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"4.5\" height=\"4.5\" "
               "stroke-width=\"0.8\"/>",
               x + 11.75, y - 2.25);
  } else if (mark == "retreat") {
    body = line(a, before_head, " stroke-width=\"4.5\"") +
           line(a, before_head, " stroke=\"#ffffff\" stroke-width=\"2\"") +
           head(b, u, " fill=\"#ffffff\" stroke-width=\"1.4\"");
  } else if (mark == "dislodged") {
    body = fmt::format(
               "<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"5\" fill=\"#ffffff\" "
               "stroke-width=\"1.2\"/>",
               x + 8, y) +
           cross({x + 8, y}, 2.6, 1.4);
  }
  return fmt::format("<g stroke=\"{}\" fill=\"{}\">{}</g>", grey, grey, body);
}

}  // namespace dia::report
