// R8b.gm.2, R10: the economic orders of a winter, judged side by side, each side's orders
// together against its treasury after income and against the unit limits (R10.ord.1).
//
// R10.ord.1 says the set is simultaneous and judged against the final treasury, not how a set
// that does not fit is cut down. PROPOSED, in this order:
//  1. voluntary disbands (R10.disb.1; an Ag never, R10.disb.5);
//  2. promotions: place, status and limits (R10.prom.1–5, R6a.limit.4), counted after the
//     disbands and the promotions listed before;
//  3. downgrades: the ordered ones if a surplus is there (R10.down.1–2), then the seeded draw
//     for any surplus Ag, Ae or Fe left (R10.down.3); free, before the fleet count (R10.down.4);
//  4. surplus Am and F disbanded at random, the diadoque's or epigone's unit last (R10.disb.3,
//     .9); every fleet of a side with no port (R10.disb.4);
//  5. upkeep, most expensive first, armies before fleets, then the player's listing (the order
//     in which his orders name the units), then the diadoque's or epigone's unit, then a seeded
//     draw when the money runs out inside a tie (R10.upk.2, R10.disb.9). A promoted unit pays its
//     new price instead (R10.prom.3): if that does not fit, the promotion fails and the unit pays
//     its upkeep. An unpaid Ag becomes an Ae (R10.disb.5); any other unit the money does not
//     reach is passed over, to be disbanded (R10.upk.3), and the cheaper units after it are
//     still paid (S1:L1012–1015: the units not paid for come last);
//  6. the disband fees (R10.disb.6) of every unit disbanded in steps 1–5, from what the upkeep
//     left, each taking all that is left if it is short (S1:L1029–1030);
//  7. builds in the order written, each if it still fits the treasury and the limits
//     (R10.build.1): keeping the army comes before adding to it. Its place is judged on the
//     position after steps 1–6 too (after_disbands), one moment for place and limits.
#include <fmt/format.h>

#include <algorithm>
#include <climits>

#include "adjudicator/intrigue/after_orders.hpp"
#include "adjudicator/season/pieces.hpp"
#include "adjudicator/winter/build_conflicts.hpp"
#include "adjudicator/winter/build_place.hpp"
#include "adjudicator/winter/disband.hpp"
#include "adjudicator/winter/steps.hpp"

namespace dia::adj::winter {

namespace {

using K = orders::OrderKind;
using intrigue::OrderRef;
using state::UnitType;

enum class Why { kept, voluntary, unpaid, surplus, no_port };

struct Held {  // one of the side's units during the step
  explicit Held(std::size_t u) : unit(u) {}
  std::size_t unit = 0;
  Why why = Why::kept;
  bool claimed = false;           // an economic order names it
  std::optional<OrderRef> order;  // its disband order
  std::optional<OrderRef> promote;
  UnitType to = UnitType::A;
  int listed = INT_MAX;  // where the player's orders first name it (R10.upk.2)
  bool disbanded() const { return why != Why::kept; }
};

int rank(UnitType t) {  // A < Am < Ae < Ag, F < Fe (R10.prom.1–2)
  switch (t) {
    case UnitType::A:
    case UnitType::F:
      return 0;
    case UnitType::Am:
      return 1;
    case UnitType::Ae:
    case UnitType::Fe:
      return 2;
    case UnitType::Ag:
      return 3;
  }
  return 0;
}

UnitType lower(UnitType t) {  // R10.down.1–2, R10.disb.5
  switch (t) {
    case UnitType::Ag:
      return UnitType::Ae;
    case UnitType::Fe:
      return UnitType::F;
    default:
      return UnitType::A;
  }
}

int max_of(UnitType t) {
  const int m = state::info(t).max_per_side;
  return m == 0 ? INT_MAX : m;
}

std::string type_code(UnitType t) {
  return std::string(state::code(t));
}

class SideEconomy {
 public:
  SideEconomy(intrigue::StepContext& ctx, WinterFacts& facts, const std::string& side,
              std::vector<std::size_t>& to_erase)
      : ctx_(ctx), facts_(facts), side_(side), to_erase_(to_erase) {}

  // Steps 1–6 of the side (see the head of this file).
  void settle() {
    for (std::size_t i = 0; i < ctx_.work.units.size(); ++i)
      if (ctx_.work.units[i].side == side_) held_.emplace_back(i);
    note_listing();
    voluntary_disbands();
    promotions();
    downgrade_orders();
    forced_downgrades();
    forced_disbands();
    no_port();
    upkeep();
    fees();
    upkeep_orders();
  }

  // R10.ord.1 (S1:L998–999: simultaneous orders "organisés à l'avantage du joueur"; PROPOSED
  // reading): builds are judged at one moment for every side, after every side's disbands: a
  // disbanded Am has vanished (R10.disb.2), any other disbanded unit stands where it was,
  // neutral, on sale (R10.disb.7). Marks the side's disbands in `view` (a copy of the position,
  // same unit indices) and adds the indices of its vanished units to `gone`.
  void mark_disbands(state::GameState& view, std::vector<std::size_t>& gone) const {
    for (const Held& h : held_) {
      if (!h.disbanded()) continue;
      if (ctx_.work.units[h.unit].type == UnitType::Am)
        gone.push_back(h.unit);
      else
        view.units[h.unit].side.clear();
    }
  }

  // Step 7 on `view` (every side's disbands applied), then the disbanded units leave the board.
  void build_and_dispose(state::GameState& view, const Relocations& relocations) {
    builds(view, relocations);
    dispose();
  }

 private:
  intrigue::StepContext& ctx_;
  WinterFacts& facts_;
  std::string side_;
  std::vector<std::size_t>& to_erase_;
  std::vector<Held> held_;

  state::Unit& unit(const Held& h) { return ctx_.work.units[h.unit]; }
  std::string piece(const Held& h) { return season::describe(ctx_.work, unit(h)); }
  arg::Side side_arg() const { return arg::Side{season::side_name(ctx_.work, side_)}; }

  std::vector<OrderRef> mine(K kind) const {
    std::vector<OrderRef> out;
    for (const OrderRef& r : ctx_.of_kind(kind))
      if (ctx_.side(r) == side_) out.push_back(r);
    return out;
  }

  UnitType type_after(const Held& h) { return h.promote ? h.to : unit(h).type; }
  int count(UnitType t) {
    return static_cast<int>(std::count_if(held_.begin(), held_.end(), [&](const Held& h) {
      return !h.disbanded() && type_after(h) == t;
    }));
  }

  Held* at(const orders::Piece& p) {
    if (!p.where.resolved()) return nullptr;
    const std::string& code = ctx_.map.space(p.where.space).code;
    for (Held& h : held_)
      if (fold_name(unit(h).space) == fold_name(code)) return &h;
    return nullptr;
  }

  // R10.upk.2 (PROPOSED): the player's listing is the order in which his orders name his units.
  void note_listing() {
    const auto& files = ctx_.orders;
    int n = 0;
    for (const SideOrders& f : files) {
      if (f.side != side_) continue;
      for (const orders::Order& o : f.parsed.orders) {
        const orders::Piece* p = nullptr;
        if (const auto* d = orders::get_if<orders::Disband>(&o.body)) p = &d->piece;
        if (const auto* d = orders::get_if<orders::Promote>(&o.body)) p = &d->piece;
        if (const auto* d = orders::get_if<orders::Downgrade>(&o.body)) p = &d->piece;
        if (const auto* k = orders::get_if<orders::Upkeep>(&o.body))  // its list, in order
          for (const orders::Piece& q : k->pieces)
            if (Held* h = at(q); h != nullptr && h->listed == INT_MAX) h->listed = n++;
        if (p == nullptr) continue;
        if (Held* h = at(*p); h != nullptr && h->listed == INT_MAX) h->listed = n++;
      }
    }
  }

  // The unit an order names, or nullptr after ignoring the order with the reason.
  Held* claim(const OrderRef& r, const orders::Piece& p) {
    Held* h = at(p);
    if (h == nullptr) {
      const std::string code = p.where.resolved() ? ctx_.map.space(p.where.space).code : "";
      ctx_.ignore(r, Message{Msg::no_own_unit_there, {arg::Place{code}}}, "R10: ");
      return nullptr;
    }
    if (p.type && season::to_state_type(*p.type) != unit(*h).type) {
      ctx_.ignore(r, Message{Msg::winter_wrong_type, {arg::Piece{piece(*h)}}}, "R10: ");
      return nullptr;
    }
    if (h->claimed) {
      ctx_.ignore(r, Message{Msg::winter_unit_twice, {arg::Clause{"R10.ord.1"}}}, "R10: ");
      return nullptr;
    }
    h->claimed = true;
    return h;
  }

  // R10.upk.4: an upkeep order keeps what is kept anyway; its list only ranks ties (R10.upk.2,
  // note_listing). It names the side's own units, and fails if one of them could not be paid.
  void upkeep_orders() {
    for (const OrderRef& r : mine(K::upkeep)) {
      bool unpaid = false;
      bool named_other = false;
      for (const orders::Piece& p : orders::get<orders::Upkeep>(ctx_.order(r).body).pieces) {
        const Held* h = at(p);
        if (h == nullptr) {
          const std::string code = p.where.resolved() ? ctx_.map.space(p.where.space).code : "";
          ctx_.ignore(r, Message{Msg::no_own_unit_there, {arg::Place{code}}}, "R10: ");
          named_other = true;
          break;
        }
        unpaid = unpaid || h->why == Why::unpaid;
      }
      if (named_other) continue;
      if (unpaid)
        ctx_.note(r, OrderStatus::failed,
                  Message{Msg::winter_no_money, {arg::Clause{"R10.upk.3"}}});
      else
        ctx_.note(r, OrderStatus::succeeded);
    }
  }

  void voluntary_disbands() {
    for (const OrderRef& r : mine(K::disband)) {
      Held* h = claim(r, orders::get<orders::Disband>(ctx_.order(r).body).piece);
      if (h == nullptr) continue;
      if (unit(*h).type == UnitType::Ag) {  // R10.disb.5
        ctx_.ignore(r, Message{Msg::winter_guard_kept, {arg::Clause{"R10.disb.5"}}}, "R10: ");
        continue;
      }
      h->why = Why::voluntary;
      h->order = r;
    }
  }

  std::optional<Message> promotion_problem(Held& h, UnitType to) {
    const state::Unit& u = unit(h);
    if (u.elephants) return Message{Msg::winter_elephants, {arg::Clause{"R10.prom.4"}}};
    if (state::is_fleet(u.type) != state::is_fleet(to) || rank(to) <= rank(u.type))
      return Message{Msg::winter_not_higher,
                     {arg::Clause{state::is_fleet(u.type) ? "R10.prom.2" : "R10.prom.1"}}};
    if (auto p = promotion_place_problem(ctx_.map, ctx_.work, u)) return p;
    if (const auto s = season::space_of(ctx_.map, u.space))  // R10.prom.5 (PROPOSED)
      if (const auto cap = besieged_price_cap(ctx_.map, ctx_.work, side_, *s);
          cap && state::info(to).price > *cap)
        return Message{Msg::winter_besieged_price, {arg::Number{*cap}, arg::Clause{"R10.prom.5"}}};
    if (count(to) + 1 > max_of(to))  // R6a.limit.4, R10.prom.4
      return Message{
          Msg::winter_limit,
          {arg::Words{type_code(to)}, arg::Number{max_of(to)}, arg::Clause{"R10.prom.4"}}};
    return std::nullopt;
  }

  void promotions() {
    for (const OrderRef& r : mine(K::promote)) {
      const auto& o = orders::get<orders::Promote>(ctx_.order(r).body);
      Held* h = claim(r, o.piece);
      if (h == nullptr) continue;
      const UnitType to = season::to_state_type(o.to);
      if (auto p = promotion_problem(*h, to)) {
        ctx_.ignore(r, *p, "R10: ");
        continue;
      }
      h->promote = r;
      h->to = to;
    }
  }

  void downgrade(Held& h, std::optional<OrderRef> r) {
    state::Unit& u = unit(h);
    const std::string before = piece(h);
    const UnitType to = lower(u.type);
    u.type = to;
    const char* clause = state::is_fleet(to) ? "R10.down.2" : "R10.down.1";
    if (r) {
      const Message m{
          Msg::winter_downgraded,
          {side_arg(), arg::Piece{before}, arg::Words{type_code(to)}, arg::Clause{clause}}};
      intrigue::report_done(ctx_, *r, m);
      ctx_.event(m);
      return;
    }
    ctx_.event(Message{
        Msg::winter_downgraded_drawn,
        {side_arg(), arg::Piece{before}, arg::Words{type_code(to)}, arg::Clause{"R10.down.3"}}});
    ctx_.log(Message{Msg::log_downgraded_drawn,
                     {arg::Side{side_}, arg::Piece{before}, arg::Words{type_code(to)}}});
  }

  void downgrade_orders() {
    for (const OrderRef& r : mine(K::downgrade)) {
      Held* h = claim(r, orders::get<orders::Downgrade>(ctx_.order(r).body).piece);
      if (h == nullptr) continue;
      const UnitType t = unit(*h).type;
      const bool elite = t == UnitType::Ae || t == UnitType::Fe || t == UnitType::Ag;
      if (!elite || count(t) <= max_of(t)) {
        ctx_.ignore(
            r,
            Message{Msg::winter_no_surplus, {arg::Words{type_code(t)}, arg::Clause{"R10.down.1"}}},
            "R10: ");
        continue;
      }
      downgrade(*h, r);
    }
  }

  // Draws one of `candidates` (indices in held_) for `purpose`.
  std::size_t draw(const std::vector<std::size_t>& candidates, Message purpose) {
    if (candidates.size() == 1) return candidates.front();
    std::string list;
    for (std::size_t c : candidates) list += (list.empty() ? "" : ", ") + piece(held_[c]);
    return candidates[ctx_.dice.draw(
        candidates.size(),
        Message{Msg::roll_among, {arg::Sub{{std::move(purpose)}}, arg::Words{list}}})];
  }

  void forced_downgrades() {  // R10.down.3
    for (UnitType t : {UnitType::Ag, UnitType::Ae, UnitType::Fe})
      while (count(t) > max_of(t)) {
        std::vector<std::size_t> c;
        for (std::size_t i = 0; i < held_.size(); ++i)
          if (!held_[i].disbanded() && !held_[i].promote && unit(held_[i]).type == t)
            c.push_back(i);
        if (c.empty()) break;
        downgrade(held_[draw(c, Message{Msg::roll_surplus_downgraded,
                                        {arg::Side{side_}, arg::Words{type_code(t)}}})],
                  std::nullopt);
      }
  }

  // "celle du diadoque ou épigone" (S1:L1034–1035): the unit the side's own diadoque or epigone
  // is with, commanding it or not.
  bool led_by_own_leader(const Held& h) {
    const state::Side* s = ctx_.work.side(side_);
    if (s == nullptr) return false;
    const state::Unit& u = unit(h);
    for (const std::string* id : {&s->diadoque, &s->epigone}) {
      if (id->empty()) continue;
      const state::Character* c = ctx_.work.character(*id);
      if (c == nullptr || !c->alive || c->controller != side_) continue;
      if (u.commander == *id ||
          std::find(u.attached.begin(), u.attached.end(), *id) != u.attached.end())
        return true;
    }
    return false;
  }

  void forced_disbands() {  // R10.disb.3, R10.disb.9
    for (UnitType t : state::all_unit_types)
      while (count(t) > max_of(t)) {
        std::vector<std::size_t> plain;
        std::vector<std::size_t> led;
        for (std::size_t i = 0; i < held_.size(); ++i)
          if (!held_[i].disbanded() && type_after(held_[i]) == t && !held_[i].promote)
            (led_by_own_leader(held_[i]) ? led : plain).push_back(i);
        const std::vector<std::size_t>& c = plain.empty() ? led : plain;
        if (c.empty()) break;
        Held& h = held_[draw(
            c, Message{Msg::roll_surplus_disbanded, {arg::Side{side_}, arg::Words{type_code(t)}}})];
        h.why = Why::surplus;
      }
  }

  void no_port() {  // R10.disb.4
    if (controls_a_port(ctx_.map, ctx_.work, side_)) return;
    for (Held& h : held_)
      if (!h.disbanded() && state::is_fleet(unit(h).type)) {
        h.why = Why::no_port;
        if (h.promote) {
          ctx_.ignore(*h.promote,
                      Message{Msg::winter_disbanded_no_port,
                              {side_arg(), arg::Piece{piece(h)}, arg::Clause{"R10.disb.4"}}},
                      "R10: ");
          h.promote.reset();
        }
      }
  }

  // R10.disb.6: the fee, or all that is left (S1:L1029–1030).
  void pay_fee(const Held& h) {
    const int fee = std::min(disband_fee(unit(h)), ctx_.work.side(side_)->treasury);
    if (fee > 0)
      ctx_.pay(side_, fee, Message{Msg::money_disband_fee, {arg::Piece{piece(h)}}}, "R10.disb.6");
  }

  // After the upkeep of every unit kept (S1:L1012–1015: "On termine par les unités pour
  // lesquelles le joueur ne peut ou ne veut pas payer"): a fee takes only what the upkeep
  // left, so it never costs the side a unit it could have kept.
  void fees() {
    for (const Held& h : held_)
      if (h.disbanded()) pay_fee(h);
  }

  int upkeep_of(const Held& h) {
    const state::Unit& u = unit(h);
    if (h.promote) return state::info(h.to).price;  // R10.prom.3
    return u.elephants ? 5 : state::info(u.type).price;
  }

  int treasury() { return ctx_.work.side(side_)->treasury; }

  // R10.upk.2: the order in which the units are paid for.
  std::vector<std::size_t> upkeep_order() {
    std::vector<std::size_t> kept;
    for (std::size_t i = 0; i < held_.size(); ++i)
      if (!held_[i].disbanded()) kept.push_back(i);
    auto key = [&](std::size_t i) {
      return std::make_tuple(-upkeep_of(held_[i]), state::is_fleet(unit(held_[i]).type));
    };
    // Within a tie the player left unlisted, the unit of the side's diadoque or epigone is
    // paid first, so that the GM's draw of the units to disband takes it last (R10.disb.9,
    // S1:L1034–1035: "celle du diadoque ou épigone intervenant en dernier").
    std::stable_sort(kept.begin(), kept.end(), [&](std::size_t a, std::size_t b) {
      if (key(a) != key(b)) return key(a) < key(b);
      if (held_[a].listed != held_[b].listed) return held_[a].listed < held_[b].listed;
      return led_by_own_leader(held_[a]) && !led_by_own_leader(held_[b]);
    });
    // A tie the player's listing leaves open matters only when the money runs out inside it:
    // then a seeded draw orders the unlisted units of the tie, the leader's unit apart.
    int money = treasury();
    for (std::size_t g = 0; g < kept.size();) {
      std::size_t e = g;
      int group_cost = 0;
      while (e < kept.size() && key(kept[e]) == key(kept[g]))
        group_cost += upkeep_of(held_[kept[e++]]);
      std::vector<std::size_t> unlisted;
      for (std::size_t k = g; k < e; ++k)
        if (held_[kept[k]].listed == INT_MAX && !led_by_own_leader(held_[kept[k]]))
          unlisted.push_back(kept[k]);
      if (money < group_cost && money > 0 && unlisted.size() > 1) {
        const std::size_t first = e - unlisted.size();
        for (std::size_t k = first; k < e; ++k) {
          const std::vector<std::size_t> left(kept.begin() + static_cast<std::ptrdiff_t>(k),
                                              kept.begin() + static_cast<std::ptrdiff_t>(e));
          const std::size_t pick = draw(left, Message{Msg::roll_upkeep_order, {arg::Side{side_}}});
          std::iter_swap(kept.begin() + static_cast<std::ptrdiff_t>(k),
                         std::find(kept.begin() + static_cast<std::ptrdiff_t>(k),
                                   kept.begin() + static_cast<std::ptrdiff_t>(e), pick));
        }
      }
      money -= group_cost;
      g = e;
    }
    return kept;
  }

  bool promote_paid(Held& h) {
    if (!h.promote) return false;
    const OrderRef r = *h.promote;
    h.promote.reset();
    const std::string before = piece(h);
    const int price = state::info(h.to).price;
    if (!ctx_.pay(side_, price,
                  Message{Msg::money_promotion, {arg::Piece{before}, arg::Words{type_code(h.to)}}},
                  "R10.prom.3")) {
      ctx_.note(r, OrderStatus::failed, Message{Msg::winter_no_money, {arg::Clause{"R10.ord.1"}}});
      ctx_.log(Message{Msg::log_promotion_not_paid, {arg::Side{side_}, arg::Piece{before}}});
      return false;
    }
    unit(h).type = h.to;
    const Message m{
        Msg::winter_promoted,
        {side_arg(), arg::Piece{before}, arg::Words{type_code(h.to)}, arg::Clause{"R10.prom.3"}}};
    intrigue::report_done(ctx_, r, m);
    ctx_.event(m);
    return true;
  }

  void upkeep() {
    for (std::size_t i : upkeep_order()) {
      Held& h = held_[i];
      if (promote_paid(h)) continue;
      while (true) {
        const int cost = upkeep_of(h);
        if (ctx_.pay(side_, cost, Message{Msg::money_upkeep, {arg::Piece{piece(h)}}}, "R10.upk.1"))
          break;
        if (unit(h).type == UnitType::Ag) {  // R10.disb.5
          const std::string before = piece(h);
          unit(h).type = UnitType::Ae;
          ctx_.event(Message{Msg::winter_downgraded_unpaid,
                             {side_arg(), arg::Piece{before}, arg::Clause{"R10.disb.5"}}});
          continue;
        }
        h.why = Why::unpaid;  // R10.upk.3: its fee comes last, with the others' (fees())
        break;
      }
    }
  }

  void builds(state::GameState& view, const Relocations& relocations) {
    std::vector<map::SpaceId> used;
    for (const OrderRef& r : mine(K::build)) {
      const auto& o = orders::get<orders::Build>(ctx_.order(r).body);
      const UnitType t = season::to_state_type(o.type);
      if (!o.where.resolved()) {
        ctx_.ignore(r, Message{Msg::winter_build_place, {arg::Place{std::string(o.where.written)}}},
                    "R10: ");
        continue;
      }
      const map::SpaceId asked = o.where.space;
      map::SpaceId where = asked;
      const std::string named = ctx_.map.space(where).code;
      // R10.build.13: only a unit actually built fills the space. An order ignored or failed
      // before it builds anything (S1:L636–639) leaves the space to the next order.
      if (std::find(used.begin(), used.end(), asked) != used.end()) {
        ctx_.ignore(
            r,
            Message{Msg::winter_same_space_twice, {arg::Place{named}, arg::Clause{"R10.build.13"}}},
            "R10: ");
        continue;
      }
      if (const auto it = relocations.find({r.file, r.index}); it != relocations.end()) {
        if (!it->second) {  // R10.build.5, .10, .12: it does not appear, nothing is paid
          ctx_.note(r, OrderStatus::failed,
                    Message{Msg::winter_build_not_placed,
                            {arg::Piece{fmt::format("{} {}", type_code(t), named)},
                             arg::Clause{state::is_fleet(t) ? "R10.build.10" : "R10.build.5"}}});
          continue;
        }
        where = *it->second;
      }
      if (auto p = build_problem(ctx_.map, view, side_, t, where)) {
        ctx_.ignore(r, *p, "R10: ");
        continue;
      }
      if (count(t) + 1 > max_of(t)) {  // R10.build.1, R6a.limit.4
        ctx_.ignore(
            r,
            Message{Msg::winter_limit,
                    {arg::Words{type_code(t)}, arg::Number{max_of(t)}, arg::Clause{"R10.build.1"}}},
            "R10: ");
        continue;
      }
      const int price = state::info(t).price;
      if (const auto cap = besieged_price_cap(ctx_.map, view, side_, where);
          cap && price > *cap) {  // R10.build.4
        ctx_.ignore(
            r, Message{Msg::winter_besieged_price, {arg::Number{*cap}, arg::Clause{"R10.build.4"}}},
            "R10: ");
        continue;
      }
      const std::string built = fmt::format("{} {}", type_code(t), ctx_.map.space(where).code);
      if (!ctx_.pay(side_, price, Message{Msg::money_build, {arg::Piece{built}}}, "R10.build.1")) {
        ctx_.note(r, OrderStatus::failed,
                  Message{Msg::winter_no_money, {arg::Clause{"R10.ord.1"}}});
        continue;
      }
      state::Unit u;
      u.type = t;
      u.side = side_;
      u.space = ctx_.map.space(where).code;
      ctx_.work.units.push_back(u);
      view.units.push_back(u);
      held_.emplace_back(ctx_.work.units.size() - 1);
      used.push_back(asked);
      const Message m{Msg::winter_built,
                      {side_arg(), arg::Piece{built}, arg::Clause{"R10.build.1"}}};
      intrigue::report_done(ctx_, r, m);
      ctx_.event(m);
    }
  }

  void dispose() {
    for (Held& h : held_) {
      if (!h.disbanded()) continue;
      const arg::Piece p{piece(h)};
      switch (h.why) {
        case Why::voluntary: {
          const Message m{Msg::winter_disbanded, {side_arg(), p, arg::Clause{"R10.disb.1"}}};
          intrigue::report_done(ctx_, *h.order, m);
          ctx_.event(m);
          break;
        }
        case Why::unpaid:
          ctx_.event(
              Message{Msg::winter_disbanded_unpaid, {side_arg(), p, arg::Clause{"R10.upk.3"}}});
          break;
        case Why::surplus:
          ctx_.event(
              Message{Msg::winter_disbanded_drawn, {side_arg(), p, arg::Clause{"R10.disb.9"}}});
          break;
        case Why::no_port:
          ctx_.event(
              Message{Msg::winter_disbanded_no_port, {side_arg(), p, arg::Clause{"R10.disb.4"}}});
          break;
        case Why::kept:
          break;
      }
      ctx_.log(Message{Msg::log_disbanded, {arg::Side{side_}, arg::Piece{p.value}}});
      dispose_of(ctx_, facts_, h.unit, to_erase_);
    }
  }
};

}  // namespace

void economic_orders(intrigue::StepContext& ctx, WinterFacts& facts) {
  // Orders of no side in play (the GM's neutral file, an eliminated side) are set aside.
  for (K k : {K::downgrade, K::disband, K::build, K::promote, K::upkeep})
    for (const OrderRef& r : ctx.of_kind(k))
      if (auto p = intrigue::side_problem(ctx.work, ctx.side(r))) ctx.ignore(r, *p, "R10: ");
  std::vector<std::size_t> to_erase;
  std::vector<SideEconomy> sides;
  for (const state::Side& s : ctx.work.sides)
    if (!s.eliminated) sides.emplace_back(ctx, facts, s.id, to_erase);
  for (SideEconomy& e : sides) e.settle();
  // One moment for every side's builds: the position after every side's disbands (R10.ord.1).
  state::GameState view = ctx.work;
  std::vector<std::size_t> gone;
  for (const SideEconomy& e : sides) e.mark_disbands(view, gone);
  std::sort(gone.rbegin(), gone.rend());
  for (std::size_t i : gone) view.units.erase(view.units.begin() + static_cast<std::ptrdiff_t>(i));
  const Relocations relocations = settle_build_conflicts(ctx, view);
  for (SideEconomy& e : sides) e.build_and_dispose(view, relocations);
  std::sort(to_erase.rbegin(), to_erase.rend());
  for (std::size_t i : to_erase)
    ctx.work.units.erase(ctx.work.units.begin() + static_cast<std::ptrdiff_t>(i));
}

void winter_gold(intrigue::StepContext& ctx, WinterFacts&) {
  // R9c.gold.4, R10.ord.2: after every other winter order, as at the end of a military turn.
  intrigue::apply_gold_gifts(ctx);
}

}  // namespace dia::adj::winter
