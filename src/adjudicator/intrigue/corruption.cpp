// R9b at step 6 (R8a.gm.6): all counter-corruption, then all corruption. Validity (R9b.val),
// the funds checked in written order (R9b.val.5, R9b.cc.6), the d100 roll (R9b.roll), the
// effects (corruption_effects.cpp) and who may read what (R9b.val.4, R9b.fail.1).
//
// Secrecy (R9b.val.4, the French text: "Si aucune corruption n'est validée, l'éventuelle
// contre-corruption n'est pas révélée"): a validated attempt is published with its amount (the
// order line), its outcome and the target's level with the counter-corruption in it, and the
// counter-corruption orders on that target are published too; an attempt that is not validated
// and the counter-corruption on a target no validated attempt reached stay with their authors.
// The roll and the odds go to the corrupting side only (and the GM log). After a success the
// corrupting side's order for the unit is checked as its own and published like any order
// (R9b.succ.2); after a failure it is for a piece that side does not control, and stays
// private (R9b.fail.1, season.cpp's foreign_piece).
#include <fmt/format.h>

#include <map>
#include <optional>

#include "adjudicator/intrigue/checks.hpp"
#include "adjudicator/intrigue/corruption_effects.hpp"
#include "adjudicator/intrigue/corruption_target.hpp"
#include "adjudicator/intrigue/steps.hpp"
#include "adjudicator/rules/corruption_level.hpp"
#include "adjudicator/season/neutral_orders.hpp"
#include "adjudicator/season/pieces.hpp"
#include "common/text.hpp"
#include "orders/visibility.hpp"

namespace dia::adj::intrigue {

namespace {

const orders::Piece& piece_of(const orders::Order& o) {
  if (const auto* c = orders::get_if<orders::Corruption>(&o.body)) return c->target;
  return orders::get_if<orders::CounterCorruption>(&o.body)->target;
}

int amount_of(const orders::Order& o) {
  if (const auto* c = orders::get_if<orders::Corruption>(&o.body)) return c->amount;
  return orders::get_if<orders::CounterCorruption>(&o.body)->amount;
}

bool is_counter(const orders::Order& o) {
  return o.kind() == orders::OrderKind::counter_corruption;
}

// What any check of the order says before money and levels: who wrote it, when, for how much,
// on whom (R9b.tgt, R9b.means, R9b.cc.1–2, .5, .7).
TargetCheck judge_target(const map::Map& map, const state::GameState& state,
                         const std::string& side, const orders::Order& o, const Hit& hit = {}) {
  if (side == season::neutral_side)
    return {std::nullopt, Message{Msg::corruption_neutral_author, {}}};
  if (!state.season.military())
    return {std::nullopt, Message{Msg::corruption_military_only, {arg::Clause{"R9b.cc.7"}}}};
  if (amount_of(o) <= 0) return {std::nullopt, Message{Msg::corruption_no_amount, {}}};
  return is_counter(o) ? counter_corruption_target(map, state, side, piece_of(o), hit)
                       : corruption_target(map, state, side, piece_of(o), hit);
}

// The level every side can see: the counter-corruption, secret, is left out (R9b.val.4); the
// commander counts as he stands (the orders sending him away are his side's secret).
int visible_level(const state::GameState& state, const Target& t) {
  if (t.unit >= 0) {
    rules::Level l = rules::unit_level(state, state.units[static_cast<std::size_t>(t.unit)], false);
    return l.base + l.commander;
  }
  return rules::character_level(*state.character(t.character)).base;
}

// Whether the commander of `u` is ordered this turn to leave it (R9b.lvl.3).
bool commander_leaves(const StepContext& ctx, const state::Unit& u) {
  bool leaves = false;
  if (!u.commander.empty() && !u.side.empty())
    for (const SideOrders& so : ctx.orders)
      if (so.side == u.side)
        for (const std::string& id : ordered_to_leave(ctx.work, so.side, so.parsed.orders))
          leaves = leaves || id == u.commander;
  return leaves;
}

rules::Level actual_level(const StepContext& ctx, const Target& t) {
  if (t.unit >= 0) {
    const state::Unit& u = ctx.work.units[static_cast<std::size_t>(t.unit)];
    return rules::unit_level(ctx.work, u, commander_leaves(ctx, u));
  }
  return rules::character_level(*ctx.work.character(t.character));
}

// A target unit whose commander is ordered away this turn is written without his mark (`A THR`,
// not `A* THR`) in the notes, facts and log, as the movement writes it (season.cpp: resolve()).
Target as_written(const StepContext& ctx, Target t) {
  if (t.unit < 0) return t;
  state::Unit u = ctx.work.units[static_cast<std::size_t>(t.unit)];
  if (!commander_leaves(ctx, u)) return t;
  u.commander.clear();
  t.label = season::describe(ctx.work, u);
  return t;
}

std::map<std::string, int>& paid_against(state::GameState& state, const Target& t) {
  if (t.unit >= 0) return state.units[static_cast<std::size_t>(t.unit)].corruption_paid;
  return state.character(t.character)->corruption_paid;
}

int& counter_of(state::GameState& state, const Target& t) {
  if (t.unit >= 0) return state.units[static_cast<std::size_t>(t.unit)].counter_corruption;
  return state.character(t.character)->counter_corruption;
}

// Who paid the target's counter-corruption this year (R9b.cc.2: several sides may pay on a
// neutral piece; each sees its own only, R9b.val.4, even once the piece is another side's).
state::Payments& counter_by(state::GameState& state, const Target& t) {
  if (t.unit >= 0) return state.units[static_cast<std::size_t>(t.unit)].counter_corruption_by;
  return state.character(t.character)->counter_corruption_by;
}

void set_visibility(StepContext& ctx, OrderRef r, const orders::Disclosed& facts) {
  const int line = ctx.report_of[r.file][r.index];
  if (line < 0) return;
  ctx.result.orders[static_cast<std::size_t>(line)].visibility =
      orders::is_public(ctx.order(r), facts) ? Visibility::everyone : Visibility::side_only;
}

void ignore(StepContext& ctx, OrderRef r, const Message& why) {
  ctx.ignore(r, why, "R9b: ");
}

// The note of an attempt not validated whose author may not learn why (R9b.val.4): the level's
// secret part or an attempt at least as large; the clauses of both cases, which tell neither.
constexpr const char* secret_clauses = "R9b.val.1, R9b.val.3, R9b.val.4";
Message secret_note() {
  return Message{Msg::note_not_validated_secret, {arg::Clause{secret_clauses}}};
}

// `why` goes to the GM log; the author's note says `shown` when given (R9b.val.4: what the
// author may not learn, the GM log alone says).
void fail(StepContext& ctx, OrderRef r, const Message& why, Message detail,
          const std::optional<Message>& shown = std::nullopt) {
  ctx.note(r, OrderStatus::failed, Text{shown ? *shown : why});
  ctx.log(Message{Msg::log_corruption_not_validated,
                  {arg::Side{ctx.side(r)}, arg::Number{ctx.order(r).pos.line},
                   arg::Words{std::string(ctx.order(r).text)}, arg::Sub{{why}},
                   arg::Sub{{std::move(detail)}}}});
}

struct Attempt {
  OrderRef ref;
  std::string side;
  Target target;
  int amount = 0;
  rules::Level level;
};

}  // namespace

void check_corruption_order(const CheckInput& in, season::CheckedOrder& c) {
  TargetCheck t = judge_target(in.map, in.state, in.side, in.order);
  std::optional<Message> why;
  if (!t.target) {
    why = t.why;
  } else {
    const int amount = amount_of(in.order);
    const state::Side* s = in.state.side(in.side);
    const int treasury = s != nullptr ? s->treasury : 0;
    if (!is_counter(in.order) && amount < visible_level(in.state, *t.target))
      why = Message{Msg::corruption_below_level,
                    {arg::Number{visible_level(in.state, *t.target)}, arg::Clause{"R9b.val.1"}}};
    else if (amount > treasury)
      why = Message{
          Msg::corruption_over_treasury,
          {arg::Number{treasury}, arg::Clause{is_counter(in.order) ? "R9b.cc.6" : "R9b.val.1"}}};
  }
  if (why) mark_ignored(in, c, *why);
}

void corruption(StepContext& ctx) {
  // R9b.cc.3, R9b.cc.6 (PROPOSED): counter-corruption first, paid in the order written; one
  // that the treasury cannot pay is ignored.
  std::vector<std::pair<OrderRef, std::string>> counters;  // (order, target key)
  for (const OrderRef& r : ctx.of_kind(orders::OrderKind::counter_corruption)) {
    const std::string& side = ctx.side(r);
    TargetCheck t = judge_target(ctx.map, ctx.work, side, ctx.order(r), ctx.facts.storm_or_flood);
    if (!t.target) {
      ignore(ctx, r, t.why);
      continue;
    }
    t.target = as_written(ctx, *t.target);
    const int amount = amount_of(ctx.order(r));
    // R9b.cc.2: on a neutral piece several sides may pay, and what the others paid stays secret
    // (R9b.val.4). The payment's clause says which case it is: the season's end lists a neutral
    // piece's payments by payer (season.cpp), and never the piece's total.
    const bool neutral = t.target->owner.empty();
    const Message what{Msg::money_counter_corruption, {arg::Piece{t.target->label}}};
    if (!ctx.pay(side, amount, what, neutral ? "R9b.cc.2" : "R9b.cc.3")) {
      ignore(ctx, r, Message{Msg::note_funds_exceeded, {arg::Clause{"R9b.cc.6"}}});
      continue;
    }
    int& total = counter_of(ctx.work, *t.target);
    total += amount;  // R9b.cc.4: adds up through the year
    int& own = counter_by(ctx.work, *t.target)[side];
    own += amount;
    // The payer's note: on its own unit, what it paid this year (a unit bought at auction may
    // carry what other sides paid on it while neutral: not its to see, R9b.val.4); on a neutral
    // piece, its own payment only.
    ctx.note(r, OrderStatus::succeeded,
             neutral ? Message{Msg::private_money_payment,
                               {arg::Sub{{what}}, arg::Number{amount}, arg::Clause{"R9b.cc.2"}}}
                     : Message{Msg::note_counter_corruption_paid,
                               {arg::Number{amount}, arg::Number{own}, arg::Clause{"R9b.cc.4"}}});
    ctx.log(Message{
        Msg::log_counter_corruption,
        {arg::Side{side}, arg::Number{amount}, arg::Piece{t.target->label}, arg::Number{total}}});
    counters.push_back({r, t.target->key()});
  }

  // R9b.val.1, R9b.val.5 (PROPOSED): each attempt against the treasury left after the
  // counter-corruption and the side's earlier valid attempts, in the order written.
  std::vector<Attempt> valid;
  std::map<std::string, int> reserved;
  for (const OrderRef& r : ctx.of_kind(orders::OrderKind::corruption)) {
    const std::string& side = ctx.side(r);
    TargetCheck t = judge_target(ctx.map, ctx.work, side, ctx.order(r), ctx.facts.storm_or_flood);
    if (!t.target) {
      ignore(ctx, r, t.why);
      continue;
    }
    t.target = as_written(ctx, *t.target);
    Attempt a{r, side, *t.target, amount_of(ctx.order(r)), actual_level(ctx, *t.target)};
    const state::Side* s = ctx.work.side(side);
    const int left = (s != nullptr ? s->treasury : 0) - reserved[side];
    if (a.amount < a.level.total()) {
      // S1:L857-858 (R9b.val.4): nothing validated, the counter-corruption stays secret. The
      // amount met the level every side sees (check_corruption_order), so "below the level"
      // alone would tell the author that counter-corruption was paid: his note reads the same
      // as for a tie, which in turn does not tell him a rival bid exactly his amount.
      fail(ctx, r, Message{Msg::note_not_validated_level, {arg::Clause{"R9b.val.1"}}},
           Message{Msg::corr_detail_level,
                   {arg::Number{a.level.total()}, arg::Number{a.level.base},
                    arg::Number{a.level.counter}, arg::Number{a.level.commander}}},
           secret_note());
      continue;
    }
    if (a.amount > left) {
      fail(ctx, r, Message{Msg::note_not_validated_funds, {arg::Clause{"R9b.val.5"}}},
           Message{Msg::corr_detail_left, {arg::Number{left}}});
      continue;
    }
    reserved[side] += a.amount;
    valid.push_back(a);
  }

  // R9b.val.2–3: per target, only the largest amount; tied largest amounts validate nothing.
  std::vector<Attempt> validated;
  for (const Attempt& a : valid) {
    int best = 0;
    int at_best = 0;
    for (const Attempt& b : valid) {
      if (b.target.key() != a.target.key()) continue;
      if (b.amount > best) {
        best = b.amount;
        at_best = 0;
      }
      if (b.amount == best) ++at_best;
    }
    // Outbid by an attempt that is validated, hence published (R9b.val.4): its author may be
    // told. Below tied largest amounts, nothing is validated: nothing is revealed either.
    if (a.amount < best)
      fail(ctx, a.ref, Message{Msg::note_not_validated_outbid, {arg::Clause{"R9b.val.2"}}},
           Message{Msg::corr_detail_outbid, {arg::Number{a.amount}, arg::Number{best}}},
           at_best > 1 ? std::optional<Message>(secret_note()) : std::nullopt);
    else if (at_best > 1)
      fail(ctx, a.ref, Message{Msg::note_not_validated_tie, {arg::Clause{"R9b.val.3"}}},
           Message{Msg::corr_detail_tie, {arg::Number{at_best}, arg::Number{best}}}, secret_note());
    else
      validated.push_back(a);
  }

  // R9b.roll: each validated attempt is paid, succeed or fail, and rolled for.
  for (const Attempt& a : validated) {
    ctx.pay(a.side, a.amount, Message{Msg::money_corruption, {arg::Piece{a.target.label}}},
            "R9b.roll.2");
    int& paid = paid_against(ctx.work, a.target)[a.side];
    paid += a.amount;  // R9b.year.1: this year's total, this attempt included
    const int level = a.level.total();
    const int chance = rules::success_chance(paid, level);
    const int roll =
        ctx.dice.d100(Message{Msg::roll_corruption,
                              {arg::Piece{a.target.label}, arg::Side{a.side}, arg::Number{chance},
                               arg::Number{paid}, arg::Number{level}}});
    const bool success = roll <= chance;
    ctx.event(Message{success ? Msg::corruption_roll_success : Msg::corruption_roll_failure,
                      {arg::Piece{a.target.label}, arg::Number{roll}, arg::Number{chance},
                       arg::Number{paid}, arg::Number{level}}},
              Visibility::side_only, a.side);
    // R9b.val.4: the validated attempt and the counter-corruption it met are published.
    orders::Disclosed shown;
    shown.validated = true;
    shown.target_attempt = true;
    set_visibility(ctx, a.ref, shown);
    for (const auto& [r, key] : counters)
      if (key == a.target.key()) set_visibility(ctx, r, shown);
    const Message note{success ? Msg::note_corruption_succeeded : Msg::note_corruption_failed,
                       {arg::Number{level}, arg::Number{a.level.counter},
                        arg::Clause{success ? "R9b.succ.1" : "R9b.fail.1"}}};
    ctx.note(a.ref, success ? OrderStatus::succeeded : OrderStatus::failed, note);
    ctx.log(Message{success ? Msg::log_corruption_wins : Msg::log_corruption_fails,
                    {arg::Side{a.side}, arg::Piece{a.target.label}, arg::Number{a.amount},
                     arg::Number{roll}, arg::Number{chance}}});
    if (!success) continue;
    std::vector<std::string> leaving;
    bool no_seize = false;
    for (const SideOrders& so : ctx.orders) {
      if (!a.target.owner.empty() && so.side == a.target.owner)
        leaving = ordered_to_leave(ctx.work, so.side, so.parsed.orders);
      if (so.side == a.side)
        for (const orders::Order& o : so.parsed.orders)
          if (const auto* ns = orders::get_if<orders::NoSeize>(&o.body))
            no_seize = no_seize || (ns->citadel.resolved() &&
                                    fold_name(ctx.map.space(ns->citadel.space).code) ==
                                        fold_name(a.target.space));
    }
    apply_corruption(ctx, a.target, a.side, leaving, no_seize);
  }
}

void end_of_year(state::GameState& state) {
  // R9b.year.1, R9b.cc.4: the year's counter-corruption and corruption totals reset.
  for (state::Unit& u : state.units) {
    u.counter_corruption = 0;
    u.counter_corruption_by.clear();
    u.corruption_paid.clear();
  }
  for (state::Character& c : state.characters) {
    c.counter_corruption = 0;
    c.counter_corruption_by.clear();
    c.corruption_paid.clear();
  }
}

}  // namespace dia::adj::intrigue
