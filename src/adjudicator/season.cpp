// The military season pipeline (R8a steps 5–11 and the end-of-turn housekeeping as far as this
// version goes): first-turn purchases (R12), legality (season/legality), the movement core with
// the G10 iteration (season/resolution), retreats (season/retreats), characters
// (season/characters, rules/rf_withdrawal), the first-turn spreading out (R12.t1.4), control,
// prestige, winter supply, epigones (rules/epigone), housekeeping (rules/housekeeping), the
// victory check (rules/victory), then the results.
#include "adjudicator/season.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <algorithm>
#include <map>
#include <optional>
#include <stdexcept>

#include "adjudicator/auction/auction.hpp"
#include "adjudicator/events/revolt_data.hpp"
#include "adjudicator/events/steps.hpp"
#include "adjudicator/income.hpp"
#include "adjudicator/intrigue/caught_in_storm.hpp"
#include "adjudicator/intrigue/epigone_choice.hpp"
#include "adjudicator/intrigue/steps.hpp"
#include "adjudicator/intrigue/votes.hpp"
#include "adjudicator/rules/control.hpp"
#include "adjudicator/rules/dynasties.hpp"
#include "adjudicator/rules/epigone.hpp"
#include "adjudicator/rules/housekeeping.hpp"
#include "adjudicator/rules/regent.hpp"
#include "adjudicator/rules/rf_withdrawal.hpp"
#include "adjudicator/rules/scoring.hpp"
#include "adjudicator/rules/siege.hpp"
#include "adjudicator/rules/victory.hpp"
#include "adjudicator/rules/winter_supply.hpp"
#include "adjudicator/season/characters.hpp"
#include "adjudicator/season/first_turn.hpp"
#include "adjudicator/season/legality.hpp"
#include "adjudicator/season/neutral_orders.hpp"
#include "adjudicator/season/options.hpp"
#include "adjudicator/season/pieces.hpp"
#include "adjudicator/season/report_lines.hpp"
#include "adjudicator/season/resolution.hpp"
#include "adjudicator/season/retreats.hpp"
#include "adjudicator/season/rules_bridge.hpp"
#include "adjudicator/winter/winter.hpp"
#include "common/text.hpp"
#include "orders/visibility.hpp"

namespace dia::adj {

using namespace season;

namespace {

// Whether a note already names `clause` (its own sentence ends with it): the GM log line that
// quotes the note then leaves its own "(clause)" out rather than print it twice.
bool names_clause(const std::vector<Message>& said, const std::string& clause) {
  for (const Message& m : said)
    for (const Arg& a : m.args) {
      if (const auto* c = std::get_if<arg::Clause>(&a); c != nullptr && c->value == clause)
        return true;
      if (const auto* s = std::get_if<arg::Sub>(&a);
          s != nullptr && names_clause(s->messages, clause))
        return true;
    }
  return false;
}

class Pipeline {
 public:
  Pipeline(const map::Map& map, const state::GameState& state,
           const std::vector<SideOrders>& orders, const SeasonOptions& options)
      : map_(map),
        start_(state),
        orders_(orders),
        options_(options),
        work_(state),
        dice_(work_.rng) {}

  SeasonResult run() {
    first_ = is_first_turn(work_);
    season_id_ = work_.season.id();
    ReportLines lines = make_report_lines(map_, work_, orders_, result_);
    sides_ = std::move(lines.sides);
    report_of_ = std::move(lines.report_of);
    if (first_) buy();
    start_control_ = work_.control;  // before steps 3, 5 and 6 change it (R11c.eff.1, R9b.succ.8–9)
    draw_event();                    // R8a.gm.1
    marginal_ = intrigue::count_votes(steps_);  // R8a.gm.2, R3.marg.4
    auction::auction_step(steps_);              // R8a.gm.3, R11b: before the check (R11b.win.2)
    if (!first_) events::apply_event(steps_, event_dice_);  // R8a.gm.4
    intrigue::caught_in_storm(steps_);   // R14b.storm.1, R14c.flood.3: no secondary order
    intrigue::start_of_turn(steps_);     // R9c.capital.2: the sieges in progress
    intrigue::secondary_before(steps_);  // R8a.gm.5
    intrigue::corruption(steps_);        // R8a.gm.6
    if (!first_) military_event();       // R8a.gm.7: the event's units first
    check();
    resolve();
    intrigue::secondary_after(steps_);  // R8a.gm.9
    finish();
    return std::move(result_);
  }

 private:
  const map::Map& map_;
  // The position at the start of the season: PV and PP changes count from it, so that what the
  // intrigue steps change before the moves (an assassination, a corruption) is counted too.
  const state::GameState& start_;
  // The sides' orders files, and the tool's generated neutral orders once written (step 7).
  std::vector<SideOrders> orders_;
  const SeasonOptions& options_;
  state::GameState work_;
  state::Dice dice_;
  // The event's own generator, seeded from the game's once per season (events/steps.hpp).
  state::Rng event_rng_;
  state::Dice event_dice_{event_rng_};
  SeasonResult result_;
  bool first_ = false;
  std::string season_id_;
  std::vector<std::size_t> sides_;           // indexes into orders_, in side order
  std::vector<std::vector<int>> report_of_;  // [orders_ index][order index] -> report line
  std::vector<UnitOrder> unit_orders_;       // per unit of work_
  std::vector<int> retreat_report_;          // per unit: the report of a line with only its Re list
  std::vector<CharacterMove> character_moves_;
  std::vector<std::vector<CheckedOrder>> checks_;  // [orders_ index]
  std::vector<bool> siege_order_;                  // per unit: a siege or supply order
  intrigue::TurnFacts turn_;
  std::map<std::string, std::string> start_control_;  // control before the intrigue steps
  std::string marginal_;  // the marginal victory the votes carried (R3.marg.3), for R3.end.1
  intrigue::StepContext steps_{map_, work_, dice_, result_, orders_, report_of_, turn_};

  void log(Text line) { result_.gm_log.push_back(std::move(line)); }
  // A rule step's line after its clause: "R12 : …".
  void log(const char* clause, const Text& line) {
    log(Message{Msg::log_prefixed, {arg::Clause{clause}, arg::Sub{line.messages()}}});
  }

  // R8a.gm.1, R14.gen.1: no event in spring -319. A storm or a flood is known from the draw on,
  // so that the auctions of step 3 already skip what it hits (R14b.storm.2, R14c.flood.3).
  void draw_event() {
    if (first_) {
      result_.season_event = Text{Message{Msg::event_none_first_turn, {arg::Clause{"R12.t1.8"}}}};
      return;
    }
    event_rng_ = state::Rng(work_.rng.next());
    events::draw_event(steps_, event_dice_, options_.ruling ? &*options_.ruling : nullptr);
    const events::DrawnEvent& e = turn_.event;
    if (e.applies &&
        (e.kind == events::EventKind::sea_storm || e.kind == events::EventKind::sand_storm ||
         e.kind == events::EventKind::snow_storm || e.kind == events::EventKind::flood))
      turn_.storm_or_flood = e.spaces;
  }

  // R8a.gm.7: the revolt or intervention units appear, then the tool writes the orders of the
  // neutral units the GM's file leaves without one (G12.2), as one more neutral orders file
  // checked and reported like the GM's.
  void military_event() {
    events::military_event(steps_, event_dice_);
    std::vector<std::string> gm_ordered;
    for (const SideOrders& so : orders_)
      if (so.side == neutral_side)
        for (const orders::Order& o : so.parsed.orders)
          if (o.piece.where.resolved()) gm_ordered.push_back(code(o.piece.where.space));
    const std::vector<events::GeneratedOrder> generated =
        events::generated_orders(steps_, event_dice_, gm_ordered);
    if (generated.empty()) return;
    SideOrders g;
    g.side = neutral_side;
    g.file = "(generated)";
    for (const events::GeneratedOrder& o : generated) {
      g.text += o.line + "\n";
      log(Message{Msg::log_neutral_generated, {arg::Clause{o.clause}, arg::Words{o.line}}});
    }
    g.parsed = orders::parse_orders(g.text, map_);
    orders_.push_back(std::move(g));
    SeasonResult lines_only;
    ReportLines lines = make_report_lines(map_, work_, {orders_.back()}, lines_only);
    for (int& row : lines.report_of[0])
      if (row >= 0) row += static_cast<int>(result_.orders.size());
    for (OrderReport& r : lines_only.orders) result_.orders.push_back(std::move(r));
    for (Text& l : lines_only.gm_log) log(std::move(l));
    report_of_.push_back(std::move(lines.report_of[0]));
    sides_.push_back(orders_.size() - 1);
  }

  void take(rules::StepReport step) {
    for (Event& e : step.events) result_.events.push_back(std::move(e));
    for (Text& l : step.log) log(std::move(l));
    for (MoneyMove& m : step.money) result_.money.push_back(std::move(m));
  }
  OrderReport& report(int index) { return result_.orders[static_cast<std::size_t>(index)]; }
  void note(int index, OrderStatus status, const Text& t) {
    if (index < 0) return;
    OrderReport& r = report(index);
    r.status = status;
    r.note = join(r.note, t);
  }
  const std::string& code(map::SpaceId s) const { return map_.space(s).code; }

  const SideOrders* orders_of(const std::string& side) const {
    for (const SideOrders& so : orders_)
      if (so.side == side) return &so;
    return nullptr;
  }

  void buy() {
    static const std::vector<orders::Order> none;
    for (const state::Side& s : std::vector<state::Side>(work_.sides)) {
      if (s.eliminated) continue;
      const SideOrders* so = orders_of(s.id);
      PurchaseOutcome p =
          apply_purchase(work_, s.id, so ? so->parsed.orders : none, options_.purchase);
      for (const Text& l : p.log) log("R12", l);
      std::string list;
      for (state::UnitType t : p.bought)
        list += (list.empty() ? "" : ", ") + std::string(state::code(t));
      result_.events.push_back({Message{p.order < 0 ? Msg::event_buys_default : Msg::event_buys,
                                        {arg::Side{side_name(work_, s.id)}, arg::Words{list}}},
                                Visibility::everyone, ""});
      // The treasury line of the side's private note (R12.start.5, R12.start.10).
      if (p.cost > 0)
        result_.money.push_back(
            {s.id, -p.cost, Message{Msg::money_purchase, {arg::Words{list}}}, "R12.start.5"});
      purchases_.push_back({s.id, std::move(p)});
    }
  }
  std::vector<std::pair<std::string, PurchaseOutcome>> purchases_;
  std::vector<std::pair<std::string, std::string>> no_seize_;  // (side, citadel)
  std::vector<rules::NoControlOrder> no_control_;
  rules::SiegeResolution sieges_;
  SiegeBridge siege_bridge_;
  rules::MilitaryFacts facts_;

  void check() {
    LegalityOptions base;
    base.purchase = options_.purchase;
    base.weather_hit = turn_.storm_or_flood;  // R14b, R14c (events/weather.cpp)
    base.flooded_borders = turn_.flooded_borders;
    base.flood = turn_.event.kind == events::EventKind::flood;
    for (const SideOrders& so : orders_)
      for (const orders::Order& o : so.parsed.orders)
        if (const auto* p = orders::get_if<orders::Passage>(&o.body))
          base.passages.push_back({so.side, side_by_name(work_, p->to.name),
                                   p->piece.where.resolved() ? code(p->piece.where.space) : ""});
    unit_orders_.assign(work_.units.size(), UnitOrder{});
    retreat_report_.assign(work_.units.size(), -1);
    siege_order_.assign(work_.units.size(), false);
    checks_.resize(orders_.size());
    for (std::size_t si : sides_) {
      const SideOrders& so = orders_[si];
      LegalityOptions opt = base;
      opt.file = so.file;
      // G12.1: the GM's neutral orders file is checked for neutral units only.
      std::vector<CheckedOrder> checks =
          so.side == neutral_side ? check_neutral_orders(map_, work_, so.parsed.orders, opt)
                                  : check_orders(map_, work_, so.side, so.parsed.orders, opt);
      for (const auto& [side, p] : purchases_)
        if (side == so.side) mark_purchases(checks, so.parsed.orders, p, so.file);
      // R14d.ret.5, R14d.ret.7: the orders of units that retreated before an event's units.
      for (std::size_t k = 0; k < checks.size(); ++k)
        for (const auto& r : turn_.retreated_before_event) {
          const orders::Order& o = so.parsed.orders[k];
          if (r.side != so.side || !o.is_military() || !o.piece.where.resolved() ||
              code(o.piece.where.space) != r.space)
            continue;
          checks[k].verdict = Verdict::ignored;
          checks[k].unit = -1;
          // Published with its reason: the unit has gone (or the event's unit stands in its
          // place), which the check took for an order on a piece not the side's (R9b.fail.1).
          checks[k].foreign_piece = false;
          checks[k].reason = !r.eliminated.empty()
                                 ? Text{Message{Msg::order_cancelled_eliminated,
                                                {arg::Words{r.revolt}, arg::Clause{r.eliminated}}}}
                                 : Text{Message{Msg::order_cancelled_retreat,
                                                {arg::Words{r.revolt}, arg::Clause{"R14d.ret.5"}}}};
        }
      for (std::size_t k = 0; k < checks.size(); ++k) use(si, k, checks[k]);
      checks_[si] = std::move(checks);
    }
    // Once every side's orders are checked on the same position.
    for (const CheckedOrder& c : joins_) join_unit(c);
  }
  std::vector<CheckedOrder> joins_;  // unit orders that bring characters along (join_unit)

  // Whether `o` is `side`'s unit order for the piece where the eastern satraps' army stood,
  // neutral, at the start of the season, and that army did not become `side`'s (R11c.prep.1):
  // an order prepared in case the royal order went its way.
  bool prepared_for_satraps(const std::string& side, const orders::Order& o) const {
    if (!o.is_military() || o.piece.kind != orders::Piece::Kind::unit || !o.piece.where.resolved())
      return false;
    const std::string& at = code(o.piece.where.space);
    auto here = [&](const state::Unit& u) { return fold_name(u.space) == fold_name(at); };
    const bool satraps = std::any_of(start_.units.begin(), start_.units.end(), [&](const auto& u) {
      return here(u) && u.side.empty() && u.neutral_label == rules::satraps_label;
    });
    const bool now_ours = std::any_of(work_.units.begin(), work_.units.end(),
                                      [&](const auto& u) { return here(u) && u.side == side; });
    return satraps && !now_ours;
  }

  void use(std::size_t si, std::size_t k, const CheckedOrder& c) {
    const SideOrders& so = orders_[si];
    const orders::Order& o = so.parsed.orders[k];
    if (intrigue::owned_by_steps(o.kind())) return;  // the intrigue steps report it
    const int rep = report_of_[si][k];
    for (const Diagnostic& d : c.diagnostics)
      if (d.severity == Severity::warning && d.said)  // unworded ones repeat the ignored line
        log(Message{Msg::log_warning,
                    {arg::Side{so.side}, arg::Words{where(d)}, arg::Sub{{*d.said}}}});
    if (c.verdict == Verdict::ignored) {
      note(rep, OrderStatus::ignored, ignored_because(c.reason));
      // An order for a piece its author does not control is dropped unpublished (R9b.fail.1).
      // So is one for the satraps' army a side prepared in case the royal order went its way
      // (R11c.prep.1): whether the army went to another side or disappeared (R11c.none.1).
      orders::Disclosed facts;
      facts.foreign_piece = (c.foreign_piece || prepared_for_satraps(so.side, o)) &&
                            !(o.piece.where.resolved() &&
                              turn_.lost_by_corruption(so.side, code(o.piece.where.space)));
      if (rep >= 0) report(rep).visibility = visibility_of(o, facts);
      log(Message{Msg::log_order_ignored,
                  {arg::Side{so.side}, arg::Number{o.pos.line}, arg::Words{std::string(o.text)},
                   arg::Sub{c.reason.messages()}}});
      // The unit holds but keeps its Re list (R9a.gen.5: it holds, or retreats if dislodged).
      if (c.unit >= 0 && o.retreat && !c.retreat_ignored && c.retreat_of < 0)
        unit_orders_[static_cast<std::size_t>(c.unit)].retreat = &*o.retreat;
      return;
    }
    if (c.verdict == Verdict::not_adjudicated) {
      note(rep, OrderStatus::not_adjudicated, Message{Msg::order_not_adjudicated, {}});
      log(Message{Msg::log_order_not_adjudicated,
                  {arg::Side{so.side}, arg::Number{o.pos.line}, arg::Words{std::string(o.text)},
                   arg::Words{std::string(orders::to_string(o.kind()))}}});
      return;
    }
    if (!c.characters.empty()) {
      CharacterMove m;
      m.characters = c.characters;
      m.from = o.piece.where.space;
      if (const auto* mv = orders::get_if<orders::Move>(&o.body)) m.to = mv->to.space;
      m.report = rep;
      character_moves_.push_back(m);
      return;
    }
    if (const auto* ns = orders::get_if<orders::NoSeize>(&o.body))
      no_seize_.push_back({so.side, code(ns->citadel.space)});
    if (const auto* nc = orders::get_if<orders::NoControl>(&o.body))
      no_control_.push_back({so.side, code(nc->province.space)});
    if (c.unit < 0) return;  // purchases, passages, no-seize, no-control
    if (!c.joining.empty() || !c.commander.empty()) joins_.push_back(c);
    UnitOrder& u = unit_orders_[static_cast<std::size_t>(c.unit)];
    if (o.retreat && !c.retreat_ignored) u.retreat = &*o.retreat;
    if (c.retreat_of >= 0) {  // only an Re line: told what became of the list (unit_notes)
      if (o.retreat && !c.retreat_ignored) retreat_report_[static_cast<std::size_t>(c.unit)] = rep;
      return;
    }
    u.report = rep;
    if (const auto* m = orders::get_if<orders::Move>(&o.body)) {
      u.kind = UnitOrder::Kind::move;
      u.to = m->to.space;
      u.via_convoy = m->via_convoy || !m->route.empty();
      if (c.special_link)
        log(Message{Msg::log_special_link, {arg::Side{so.side}, arg::Number{o.pos.line}}});
    } else if (const auto* s = orders::get_if<orders::Support>(&o.body)) {
      u.kind = UnitOrder::Kind::support;
      u.target = c.target;
      if (s->to) u.to = s->to->space;
      if (s->citadel) u.citadel = s->citadel->space;
    } else if (const auto* cv = orders::get_if<orders::Convoy>(&o.body)) {
      u.kind = UnitOrder::Kind::convoy;
      u.target = c.target;
      u.to = cv->to.space;
    } else if (const auto* sg = orders::get_if<orders::Siege>(&o.body)) {
      u.kind = UnitOrder::Kind::siege;
      u.citadel = sg->citadel.space;
      u.written_round = sg->round;
      siege_order_[static_cast<std::size_t>(c.unit)] = true;
    } else if (const auto* ra = orders::get_if<orders::Supply>(&o.body)) {
      u.kind = UnitOrder::Kind::supply;
      u.citadel = ra->citadel.space;
      siege_order_[static_cast<std::size_t>(c.unit)] = true;
    }
  }

  // D.associated: the characters written after a unit's designator join it before it moves,
  // the first leader among them taking a unit without commander (from this season: R6b.diad.1).
  void join_unit(const CheckedOrder& c) {
    state::Unit& unit = work_.units[static_cast<std::size_t>(c.unit)];
    for (const std::string& id : c.joining) {
      detach(work_, id);
      unit.attached.push_back(id);
      log(Message{Msg::log_joins_as_written,
                  {arg::Character{work_.character(id)->name}, arg::Piece{describe(work_, unit)}}});
    }
    if (c.commander.empty() || !unit.commander.empty()) return;
    std::erase(unit.attached, c.commander);
    unit.commander = c.commander;
    unit.commander_since = work_.season.id();
    log(Message{
        Msg::log_takes_command_written,
        {arg::Character{work_.character(c.commander)->name}, arg::Piece{describe(work_, unit)}}});
  }

  // ---- resolution ----
  state::GameState before_;
  Resolution res_;
  std::vector<bool> destroyed_;
  std::vector<Text> retreat_note_;  // per unit: what happened after the moves

  std::string by_text(int j) const {
    const auto uj = static_cast<std::size_t>(j);
    const UnitOrder& o = unit_orders_[uj];
    if (o.kind == UnitOrder::Kind::move)
      return describe_move(before_, before_.units[uj], code(o.to));
    return describe(before_, before_.units[uj]);
  }

  void resolve() {
    // Lone characters leave their unit before it fights: a leader ordered away gives it no +1
    // this season (R6b.diad.1, as the GM of a real game ruled: game 6, autumn -310; R9b.lvl.3
    // says the same of his corruption modifier), is not killed with it, and the unit is no
    // longer written `A*`.
    for (const CharacterMove& m : character_moves_)
      for (const std::string& id : m.characters) detach(work_, id);
    before_ = work_;
    res_ = resolve_orders(map_, work_, unit_orders_);
    for (const Text& l : res_.log) log(l);
    const std::size_t n = work_.units.size();
    destroyed_.assign(n, false);
    retreat_note_.assign(n, Text{});

    // The lone characters move; units never block them (R9a.move.10).
    const std::vector<Capture> crossings =
        crossing_captures(map_, before_, character_moves_, res_, dice_, turn_.spared);
    for (const CharacterMove& m : character_moves_)
      if (m.to != nowhere)
        for (const std::string& id : m.characters) work_.character(id)->space = code(m.to);

    for (std::size_t i = 0; i < n; ++i)
      if (res_.dislodged_by[i] < 0) work_.units[i].space = code(res_.positions[i]);
    for (const Capture& c : crossings) report_capture(c, true);

    retreats();
    if (first_) spread_out();
    // G10.5: sieges and supplies are judged on the final movement result (rules/siege).
    siege_bridge_ = siege_input(map_, before_, unit_orders_, res_, no_seize_);
    // R9a.siege.12: units barred from supplying this season, as recorded last season.
    for (const state::Unit& u : before_.units)
      if (u.no_supply_in == before_.season.id())
        siege_bridge_.input.supply_barred.push_back(u.space);
    sieges_ = rules::resolve_sieges(map_, before_, siege_bridge_.input);
    for (std::size_t i = 0; i < n; ++i) unit_notes(i);
    siege_notes();

    // Units eliminated in combat, highest index first so the others keep their place.
    for (std::size_t i = n; i-- > 0;)
      if (destroyed_[i])
        for (Message& m : eliminate_unit(work_, i)) {
          log(m);
          result_.events.push_back({std::move(m), Visibility::everyone, ""});
        }

    // Falls, on the position after movement and retreats (R9a.siege.9–10, .14).
    const std::vector<rules::FallEffects> falls =
        rules::apply_citadel_falls(map_, work_, sieges_.falls, turn_.spared);
    for (const rules::FallEffects& f : falls)
      for (std::size_t k = 0; k < f.events.size(); ++k) {
        result_.events.push_back(f.events[k]);
        log(f.log[k]);
      }
    // R9a.siege.9: a garrison the fall destroyed says so on its own order's line, not "holds"
    // (audit 3, p26): destroyed by the siege, which is no annihilation (S1 L1241, L1247).
    for (const rules::FallEffects& f : falls) {
      if (!f.garrison) continue;
      for (std::size_t i = 0; i < n; ++i) {
        const int rep = unit_orders_[i].report;
        if (rep < 0 || destroyed_[i] || res_.dislodged_by[i] >= 0 ||
            fold_name(code(res_.positions[i])) != fold_name(f.citadel))
          continue;
        const OrderStatus st =
            report(rep).status == OrderStatus::ignored ? OrderStatus::ignored : OrderStatus::failed;
        note(rep, st,
             Message{Msg::note_garrison_destroyed_by_siege,
                     {arg::Place{f.citadel}, arg::Clause{"R9a.siege.9"}}});
      }
    }
    rules::apply_siege_progress(work_, sieges_.progress);
    // R9a.siege.12: the restriction travels with the unit into the next season.
    // "Next season" is the next military one: winter has no supply orders.
    state::Season after = before_.season.next();
    if (!after.military()) after = after.next();
    const std::string next_season = after.id();
    for (state::Unit& u : work_.units) {
      if (u.no_supply_in == before_.season.id()) u.no_supply_in.clear();
      for (const std::string& space : sieges_.supply_barred_next)
        if (u.space == space) {
          u.no_supply_in = next_season;
          log(Message{Msg::log_no_supply_next, {arg::Place{space}, arg::Words{next_season}}});
        }
    }
    rules::add_siege_facts(facts_, falls, sieges_, before_);
    // R13.pp.7: a citadel a revolt held is taken from it even with none of its units inside
    // (R14d.gen.13: a neutral citadel of its objective is its own).
    for (rules::MilitaryFacts::Taking& t : facts_.takings)
      if (t.from_label.empty()) t.from_label = events::revolt_holding(before_, t.citadel);

    intrigue::settle_gifts(steps_);  // R9c.give.4-5: after movement, before association
    for (Text& l : associate(map_, work_)) log(std::move(l));
    // R8a.gm.8 (PROPOSED): character retreats: RF withdrawal (R6b.rf.4), then capture checks
    // (R6b.cap.2).
    take(rules::withdraw_royal_family(map_, work_, dice_));
    for (const Capture& c : end_captures(map_, work_, dice_, turn_.spared))
      report_capture(c, false);
    // R6b.lead.3: a captured leader takes command of a captor's unit that has none.
    for (Text& l : associate(map_, work_)) log(std::move(l));
  }

  void report_capture(const Capture& c, bool apply) {
    const state::Character* ch = work_.character(c.character);
    const std::string name = ch != nullptr ? ch->name : c.character;
    log(Message{c.captured ? Msg::log_capture_roll : Msg::log_capture_roll_missed,
                {arg::Clause{c.rule}, arg::Side{c.by_side}, arg::Number{c.roll},
                 arg::Character{name}, arg::Place{c.where}}});
    if (!c.captured) return;
    if (apply) apply_capture(work_, c.character, c.by_side, c.unit);
    const arg::Side captor{side_name(work_, c.by_side)};
    result_.events.push_back(
        {Message{Msg::character_captured,
                 {arg::Character{name}, captor, arg::Place{c.where}, arg::Clause{c.rule}}},
         Visibility::everyone, ""});
    for (const CharacterMove& m : character_moves_)
      if (std::find(m.characters.begin(), m.characters.end(), c.character) != m.characters.end())
        note(m.report, OrderStatus::failed,
             Message{Msg::character_captured_note, {arg::Character{name}, captor}});
  }

  RetreatContext retreat_context() const {
    RetreatContext ctx;
    for (std::size_t i = 0; i < work_.units.size(); ++i)
      if (res_.dislodged_by[i] < 0 && !destroyed_[i])
        if (auto s = map_.find_space(work_.units[i].space)) ctx.occupied.push_back(*s);
    ctx.standoffs = res_.standoffs;
    // R14b.storm.3, R14c.flood.4, R14c.flood.1: no retreat into a hit space or across a flood.
    for (const std::string& h : turn_.storm_or_flood)
      if (auto s = map_.find_space(h)) ctx.weather_hit.push_back(*s);
    for (const auto& [a, b] : turn_.flooded_borders)
      if (auto sa = map_.find_space(a))
        if (auto sb = map_.find_space(b)) ctx.flooded_borders.emplace_back(*sa, *sb);
    for (std::size_t i = 0; i < work_.units.size(); ++i) {
      const UnitOrder& o = unit_orders_[i];
      if (o.kind != UnitOrder::Kind::siege || res_.dislodged_by[i] >= 0) continue;
      ctx.besieged.push_back(o.citadel);
      const auto& sp = before_.units[i].siege;
      if (sp && fold_name(sp->citadel) == fold_name(code(o.citadel)) && sp->rounds >= 1)
        ctx.second_round.push_back(o.citadel);
    }
    return ctx;
  }

  void retreats() {
    std::vector<RetreatCase> cases;
    for (std::size_t i = 0; i < work_.units.size(); ++i) {
      if (res_.dislodged_by[i] < 0) continue;
      RetreatCase c;
      c.unit = static_cast<int>(i);
      c.from = res_.positions[i];
      c.attacker_from = res_.attacker_convoyed[i] ? nowhere : res_.attacker_from[i];
      c.list = first_ ? nullptr : unit_orders_[i].retreat;  // R12.t1.5
      c.combat = res_.combat[i];
      c.from_starting_province = first_ && map_.space(c.from).is_land();
      cases.push_back(c);
    }
    if (cases.empty()) return;
    const RetreatContext ctx = retreat_context();
    for (const RetreatDecision& d : place_retreats(map_, work_, cases, ctx, dice_)) {
      const auto i = static_cast<std::size_t>(d.unit);
      for (const Text& l : d.log) log(l);
      const std::string unit = describe(before_, before_.units[i]);
      const std::string by = by_text(res_.dislodged_by[i]);
      const arg::Piece by_unit{by};
      // A retreat the die chose says so.
      auto drawn = [&](Message m) {
        return d.drawn ? Message{Msg::randomly_drawn, {arg::Sub{{std::move(m)}}}} : m;
      };
      if (d.to == nowhere) {
        destroyed_[i] = true;
        const std::string attacker_side =
            before_.units[static_cast<std::size_t>(res_.dislodged_by[i])].side;
        facts_.annihilations.push_back({before_.units[i].space, before_.units[i].type,
                                        before_.units[i].side, attacker_side, false});
        if (!before_.units[i].commander.empty())
          facts_.deaths.push_back({before_.units[i].commander, attacker_side, false});
        if (never_retreats(before_.units[i])) {  // R14f.gau.2: not for want of a retreat
          retreat_note_[i] =
              Message{Msg::note_dislodged_gallic, {by_unit, arg::Clause{"R14f.gau.2"}}};
          result_.events.push_back({Message{Msg::unit_destroyed_gallic,
                                            {arg::Piece{unit}, by_unit, arg::Clause{"R14f.gau.2"}}},
                                    Visibility::everyone, ""});
          continue;
        }
        retreat_note_[i] = drawn(
            Message{d.by_choice ? Msg::note_dislodged_disbanded : Msg::note_dislodged_no_retreat,
                    {by_unit}});
        result_.events.push_back({Message{Msg::unit_destroyed_dislodged,
                                          {arg::Piece{unit}, by_unit, arg::Clause{"R9a.ret.8"}}},
                                  Visibility::everyone, ""});
      } else {
        work_.units[i].space = code(d.to);
        retreat_note_[i] =
            drawn(Message{Msg::note_dislodged_retreats, {by_unit, arg::Place{code(d.to)}}});
        result_.events.push_back(
            {Message{Msg::unit_retreats, {arg::Piece{unit}, by_unit, arg::Place{code(d.to)}}},
             Visibility::everyone, ""});
      }
    }
  }

  // R12.t1.4 (PROPOSED): one unit stays in a shared space, the others leave by the unplanned
  // retreat rules or are destroyed.
  void spread_out() {
    std::vector<std::vector<std::size_t>> at(map_.spaces.size());
    for (std::size_t i = 0; i < work_.units.size(); ++i)
      if (!destroyed_[i])
        if (auto s = map_.find_space(work_.units[i].space)) at[*s].push_back(i);
    std::vector<RetreatCase> cases;
    for (std::size_t s = 0; s < at.size(); ++s) {
      // A fleet never stays in a land province (R6a.loc.2): one left in its starting province
      // withdraws like the others (PROPOSED, extends R12.t1.4).
      const bool land = map_.space(static_cast<map::SpaceId>(s)).is_land();
      auto may_stay = [&](std::size_t i) {
        return !(land && state::is_fleet(work_.units[i].type));
      };
      const auto stayers = std::count_if(at[s].begin(), at[s].end(), may_stay);
      if (at[s].size() < 2 && stayers == static_cast<std::ptrdiff_t>(at[s].size())) continue;
      auto rank = [&](std::size_t i) {
        const state::Unit& u = work_.units[i];
        const state::Character* c = u.commander.empty() ? nullptr : work_.character(u.commander);
        const bool diadoque = c != nullptr && c->kind == state::CharacterKind::diadoque;
        return std::pair<int, int>{diadoque ? 1 : 0, res_.combat[i]};
      };
      std::size_t stay = work_.units.size();
      for (std::size_t i : at[s])
        if (may_stay(i) && (stay == work_.units.size() || rank(i) > rank(stay)))
          stay = i;  // ties: the first listed stays
      std::vector<Arg> args{arg::Number{static_cast<int>(at[s].size())},
                            arg::Place{code(static_cast<map::SpaceId>(s))}};
      if (stay < work_.units.size())
        args.emplace_back(arg::Piece{describe(work_, work_.units[stay])});
      log(Message{stay < work_.units.size() ? Msg::log_t1_stays : Msg::log_t1_fleet_leaves,
                  std::move(args)});
      for (std::size_t i : at[s]) {
        if (i == stay) continue;
        RetreatCase c;
        c.unit = static_cast<int>(i);
        c.from = static_cast<map::SpaceId>(s);
        c.combat = res_.combat[i];
        c.from_starting_province = map_.space(c.from).is_land();
        cases.push_back(c);
      }
    }
    if (cases.empty()) return;
    RetreatContext ctx = retreat_context();
    // The units dislodged this turn have retreated already: where they went is taken too
    // (R4a.space.2); retreat_context() leaves them out, as the retreats needed.
    for (std::size_t i = 0; i < work_.units.size(); ++i)
      if (res_.dislodged_by[i] >= 0 && !destroyed_[i])
        if (auto s = map_.find_space(work_.units[i].space)) ctx.occupied.push_back(*s);
    for (const RetreatDecision& d : place_retreats(map_, work_, cases, ctx, dice_)) {
      const auto i = static_cast<std::size_t>(d.unit);
      for (const Text& l : d.log) log("R12.t1.4", l);
      const std::string home = work_.units[i].space;
      const std::string unit = describe(work_, work_.units[i]);
      // A random draw among the places is said beside the note (R12.t1.4).
      auto drawn = [&](Message m) {
        return d.drawn ? Message{Msg::randomly_drawn, {arg::Sub{{std::move(m)}}}} : m;
      };
      if (d.to == nowhere) {
        destroyed_[i] = true;
        retreat_note_[i] = join(retreat_note_[i],
                                drawn(Message{Msg::t1_must_leave_destroyed, {arg::Place{home}}}));
      } else {
        work_.units[i].space = code(d.to);
        retreat_note_[i] =
            join(retreat_note_[i], drawn(Message{Msg::t1_must_leave_withdraws,
                                                 {arg::Place{home}, arg::Place{code(d.to)}}}));
      }
      result_.events.push_back(
          {d.to == nowhere
               ? Message{Msg::event_t1_leaves_destroyed, {arg::Piece{unit}, arg::Place{home}}}
               : Message{Msg::event_t1_leaves_for,
                         {arg::Piece{unit}, arg::Place{home}, arg::Place{code(d.to)}}},
           Visibility::everyone, ""});
    }
  }

  // R14b.storm.1: a fleet in a storm carries out no order, so a convoy it was ordered to make
  // is void; the army it was to carry is told so, not that no convoy was ordered. The fleet
  // (as orders write it) of the first such convoy of unit `i`, if any.
  std::optional<std::string> stormed_convoy(std::size_t i) const {
    const std::string& from = before_.units[i].space;
    for (const SideOrders& so : orders_)
      for (const orders::Order& o : so.parsed.orders) {
        const auto* c = orders::get_if<orders::Convoy>(&o.body);
        if (c == nullptr || !c->convoyed.where.resolved() || !o.piece.where.resolved()) continue;
        if (fold_name(code(c->convoyed.where.space)) != fold_name(from)) continue;
        const std::string& at = code(o.piece.where.space);
        for (const std::string& hit : turn_.storm_or_flood)
          if (fold_name(hit) == fold_name(at)) return "F " + at;
      }
    return std::nullopt;
  }

  void unit_notes(std::size_t i) {
    // A line that only gave the unit's Re list says what became of it, not "holds" (audit D9:
    // `A MAC Re THE — tient` for a unit that did retreat to THE).
    if (const int re = retreat_report_[i]; re >= 0 && report(re).status != OrderStatus::ignored) {
      if (res_.dislodged_by[i] < 0)
        note(re, OrderStatus::succeeded, Message{Msg::note_retreat_list_unused, {}});
      else
        note(re, destroyed_[i] ? OrderStatus::failed : OrderStatus::succeeded, retreat_note_[i]);
    }
    const UnitOrder& o = unit_orders_[i];
    const int rep = o.report;
    if (rep < 0 || report(rep).status == OrderStatus::ignored) {
      if (rep >= 0 && !retreat_note_[i].empty()) note(rep, OrderStatus::ignored, retreat_note_[i]);
      return;
    }
    if (res_.dislodged_by[i] >= 0) {
      note(rep, OrderStatus::failed, retreat_note_[i]);
      return;
    }
    const Outcome& out = res_.outcomes[i];
    if (out.result != Result::succeeds) {
      const arg::Piece by{out.by == no_unit ? "" : by_text(out.by)};
      Message t;
      switch (out.reason) {
        case Reason::bounced:
        case Reason::beaten:
          t = {Msg::note_bounced, {by}};
          break;
        case Reason::own_unit:
          t = {Msg::note_own_unit, {by, arg::Clause{"R9a.move.13"}}};
          break;
        case Reason::cut:
          t = {Msg::note_support_cut_by, {by}};
          break;
        case Reason::convoy_disrupted:
          t = {Msg::note_convoy_disrupted, {arg::Clause{"R9a.conv.2"}, by}};  // by: the fleet
          break;
        case Reason::convoy_paradox:
          t = {Msg::note_convoy_paradox, {arg::Clause{"G2.8"}}};
          break;
        case Reason::no_convoy_route:
          if (const std::optional<std::string> fleet = stormed_convoy(i))
            t = {Msg::note_convoy_storm, {arg::Piece{*fleet}, arg::Clause{"R14b.storm.1"}}};
          else
            t = {Msg::note_no_convoy_ordered, {arg::Clause{"G2.1"}}};
          break;
        case Reason::support_not_matching:
          t = {Msg::note_support_not_matching, {arg::Clause{"G1.6"}}};
          break;
        case Reason::supported_cancelled:
          t = {Msg::note_supported_cancelled,
               {arg::Piece{by_text(o.target)}, arg::Clause{"G10.1"}}};
          break;
        case Reason::convoy_not_matching:
        case Reason::convoy_not_used:
          t = {Msg::note_convoy_not_used, {arg::Clause{"G2.1"}}};
          break;
        default:  // the reason's code name: no sentence of its own yet
          t = {Msg::note_fails, {arg::Words{std::string(to_string(out.reason))}}};
      }
      note(rep, OrderStatus::failed, t);
    }
    if (!retreat_note_[i].empty()) note(rep, report(rep).status, retreat_note_[i]);
  }

  void siege_notes() {
    for (std::size_t k = 0; k < sieges_.rounds.size(); ++k) {
      const rules::SiegeRound& r = sieges_.rounds[k];
      const auto i = static_cast<std::size_t>(siege_bridge_.siege_unit[k]);
      const int rep = unit_orders_[i].report;
      log(Message{Msg::log_siege_round,
                  {arg::Side{r.side}, arg::Piece{r.unit}, arg::Place{r.citadel},
                   arg::Number{r.round}, arg::Sub{r.note.messages()},
                   arg::Clause{names_clause(r.note.messages(), r.clause) ? "" : r.clause}}});
      if (rep < 0 || res_.dislodged_by[i] >= 0) continue;  // the retreat note says it all
      const OrderStatus st = r.outcome == rules::RoundOutcome::succeeded ? OrderStatus::succeeded
                             : r.outcome == rules::RoundOutcome::ignored ? OrderStatus::ignored
                                                                         : OrderStatus::failed;
      note(rep, st, r.note);
    }
    for (std::size_t k = 0; k < sieges_.supplies.size(); ++k) {
      const rules::SupplyResult& r = sieges_.supplies[k];
      const auto i = static_cast<std::size_t>(siege_bridge_.supply_unit[k]);
      const int rep = unit_orders_[i].report;
      log(Message{Msg::log_supply,
                  {arg::Side{r.side}, arg::Piece{r.unit}, arg::Place{r.citadel},
                   arg::Sub{r.note.messages()},
                   arg::Clause{names_clause(r.note.messages(), r.clause) ? "" : r.clause}}});
      if (rep < 0 || res_.dislodged_by[i] >= 0) continue;
      const OrderStatus st = r.outcome == rules::SupplyOutcome::succeeded ? OrderStatus::succeeded
                             : r.outcome == rules::SupplyOutcome::ignored ? OrderStatus::ignored
                                                                          : OrderStatus::failed;
      note(rep, st, r.note);
    }
    // Supports given to a siege: cut as G1.5 says (rules/movement_facts).
    for (std::size_t j = 0; j < unit_orders_.size(); ++j) {
      const UnitOrder& o = unit_orders_[j];
      if (o.kind != UnitOrder::Kind::support || o.citadel == nowhere || o.report < 0) continue;
      if (report(o.report).status != OrderStatus::succeeded || res_.dislodged_by[j] >= 0) continue;
      const rules::UnitFacts* f = siege_bridge_.input.movement.find(before_.units[j].space);
      const UnitOrder& t = unit_orders_[static_cast<std::size_t>(o.target)];
      if (t.kind != UnitOrder::Kind::siege || t.citadel != o.citadel)
        note(o.report, OrderStatus::failed,
             Message{Msg::note_support_no_such_siege, {arg::Clause{"G1.6"}}});
      else if (f != nullptr && rules::support_cut(*f, code(o.citadel)))
        note(o.report, OrderStatus::failed, Message{Msg::note_support_cut, {arg::Clause{"G1.5"}}});
    }
  }

  void control(const rules::ControlInput& in) {
    rules::ControlResult cr = rules::recompute_control(map_, work_, in);
    work_.control = std::move(cr.control);
    for (ControlChange& c : cr.changes) result_.control_changes.push_back(std::move(c));
    for (const Text& l : cr.gm_notes) log("R11e", l);
  }

  void finish() {
    // R11e.ctrl.8: control after the military resolution, changes against the season's start.
    rules::ControlInput ci;
    ci.no_control = no_control_;
    for (const CharacterMove& m : character_moves_)
      if (m.to != nowhere)
        ci.arrived_characters.insert(ci.arrived_characters.end(), m.characters.begin(),
                                     m.characters.end());
    // Against the control before the intrigue steps, so what they changed is reported too: a
    // corrupted unit's province or citadel (R9b.succ.8–9, R13.pp.12–15), the satraps' HYR and
    // Hécatompylos (R11c.eff.1); and the steps' treasures seized (R9b.succ.9, R13.pp.4).
    ci.baseline = start_control_;
    control(ci);
    facts_.control_changes = result_.control_changes;
    for (const rules::TreasureSeizure& t : turn_.seizures) facts_.seizures.push_back(t);
    // Step 5's assassinations (R9c.kill.5): their prestige rows (R13.pp.5-8) and, for an
    // elimination they cause, the killer (R7c.elim.5); the royal order's rows (R13.pp.21, .27).
    facts_.deaths.insert(facts_.deaths.begin(), turn_.deaths.begin(), turn_.deaths.end());
    // R13: military prestige, then PV and PP per side (rules/scoring).
    std::vector<rules::PrestigeChange> pp = rules::military_prestige(facts_, before_);
    for (rules::PrestigeChange& c : rules::unsupplied_elite_prestige(map_, work_)) pp.push_back(c);
    // R8a.gm.10: autumn supply revolts (R11a), then control again (R11a.sup.8).
    if (work_.season.kind == state::SeasonKind::autumn) {
      const rules::WinterSupplyResult ws = rules::apply_winter_supply(map_, work_);
      for (const Event& e : ws.events) {
        result_.events.push_back(e);
        log(e.text);
      }
      rules::ControlInput again;
      again.no_control = no_control_;
      again.baseline = work_.control;
      control(again);
    }
    // R11b.disb.3, R11b.elim.3: the unsold auction units at the end of summer and of autumn.
    auction::end_of_season(steps_);
    if (!first_) events::end_of_season(steps_);  // R14d.gen.16–21: deadlines, removals
    // R8a.gm.11: epigones appear where due (R7a), where the players chose (R7a.p2.4).
    intrigue::record_epigone_choices(steps_);
    rules::EpigoneStep epigones = rules::epigones_appear(map_, work_, dice_);
    take(std::move(epigones.report));
    // R8a.end.1: housekeeping (R6b.phil.4, R6b.keep, R7c, R6b.free.1), control again, PP update,
    // victory check (R3.end.1).
    // The baseline is the control before housekeeping, so what it changes directly (an
    // eliminated side's citadels turning neutral, R7c.elim.1) is published with the rest.
    intrigue::end_of_turn_money(steps_);  // R8a.end.1: gold gifts, after all other spending
    events::credit_event_money(steps_);   // R14f.gift.3, R14e.tar.3
    intrigue::royal_order_money(steps_);  // R11c.eff.2: the satraps' treasury
    // The steps' R13 rows (assassination, royal order, marriage, sacred treasures, the accord).
    for (rules::PrestigeChange& c : turn_.prestige) pp.push_back(std::move(c));
    const std::map<std::string, std::string> before_housekeeping = work_.control;
    // The commanders killed with a corrupted unit count for the eliminations (R7c.elim.5), not
    // for R13 (R9b.succ.4: neither assassinated nor killed in combat).
    std::vector<rules::CharacterDeath> deaths = facts_.deaths;
    deaths.insert(deaths.end(), turn_.corruption_deaths.begin(), turn_.corruption_deaths.end());
    deaths.insert(deaths.end(), turn_.event_deaths.begin(), turn_.event_deaths.end());
    // R7c.elim.5: the citadels taken between sides this season (sieges, corruptions), the cause
    // of an elimination without a citadel when no killer is known.
    std::vector<rules::CitadelTaking> taken;
    for (const ControlChange& c : facts_.control_changes) {
      const auto sp = map_.find_space(c.space);
      if (sp && map_.space(*sp).is_citadel() && !c.from.empty() && !c.to.empty() && c.from != c.to)
        taken.push_back({c.space, c.from, c.to});
    }
    take(rules::housekeeping(map_, work_, {deaths, epigones.no_place, start_control_, taken},
                             dice_));
    ci.baseline = before_housekeeping;
    control(ci);
    result_.scores = rules::apply_prestige(map_, work_, pp, start_);
    rules::record_major_changes(map_, start_, work_);  // R3.shared.2
    rules::VictoryCheck victory = rules::check_victory(map_, work_, {marginal_});
    take(std::move(victory.report));
    if (victory.victory) work_.victory = std::move(victory.victory);
    const bool autumn = work_.season.kind == state::SeasonKind::autumn;
    // R8b.inc.1 (PROPOSED): the autumn results tell each side, privately, its coming winter
    // income from the control the winter will start with (R10.income.5).
    if (autumn)
      for (const state::Side& s : work_.sides)
        if (!s.eliminated)
          result_.events.push_back(
              {Message{Msg::winter_income_coming,
                       {arg::Number{income_of(s.id, work_, map_).total}, arg::Clause{"R8b.inc.1"}}},
               Visibility::side_only, s.id});
    // Each side's own counter-corruption, never another side's (R9b.val.4): what it paid this
    // year on each piece, as the state keeps it by payer (R9b.cc.2). A neutral unit or character
    // may have several payers and may pass to a side that paid nothing on it (an auction, a
    // corruption): neither the total nor another payer's part is listed to anyone.
    for (const state::Unit& u : work_.units)
      for (const auto& [payer, amount] : u.counter_corruption_by)
        if (amount > 0)
          result_.counter_corruption.push_back(
              {payer, std::string(state::code(u.type)) + " " + u.space, amount});
    for (const state::Character& c : work_.characters)
      for (const auto& [payer, amount] : c.counter_corruption_by)
        if (amount > 0 && c.alive) result_.counter_corruption.push_back({payer, c.name, amount});
    work_.season = work_.season.next();
    if (autumn) intrigue::end_of_year(work_);  // R9b.year.1, R9b.cc.4
    take(rules::establish_dynasties(work_));   // R7b.dyn.1
    for (const state::Unit& u : work_.units)
      if (u.siege)
        result_.sieges.push_back({u.side, describe(work_, u), u.siege->citadel, u.siege->rounds});
    result_.rolls = event_dice_.log();  // the event's rolls come first: it is drawn at step 1
    for (const state::Roll& r : dice_.log()) result_.rolls.push_back(r);
    // Each roll is printed once, with its purpose, in the GM log's dice section.
    result_.next = std::move(work_);
  }
};

}  // namespace

SeasonResult adjudicate_season(const map::Map& map, const state::GameState& state,
                               const std::vector<SideOrders>& orders,
                               const SeasonOptions& options) {
  // R3.end.1: the first victory ends the game; nothing is adjudicated after it.
  if (state.victory)
    throw std::invalid_argument(fmt::format(
        "the game is over: {} victory of {} at the end of {} (R3.end.1); no season follows",
        state.victory->kind, fmt::join(state.victory->sides, ", "), state.victory->season));
  if (!state.season.military()) return winter::adjudicate_winter(map, state, orders);
  return Pipeline(map, state, orders, options).run();
}

SeasonResult adjudicate_season(const map::Map& map, const state::GameState& state,
                               const std::vector<SideOrders>& orders) {
  return adjudicate_season(map, state, orders, SeasonOptions{});
}

}  // namespace dia::adj
