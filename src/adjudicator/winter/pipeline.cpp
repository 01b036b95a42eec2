// The winter pipeline (R8b): the report lines, then the steps of steps.hpp in the rules' order,
// then control (R10.disb.8), prestige, the victory check (R3.end.1) and the next season.
#include <fmt/format.h>

#include "adjudicator/intrigue/step_context.hpp"
#include "adjudicator/rules/control.hpp"
#include "adjudicator/rules/scoring.hpp"
#include "adjudicator/rules/step_report.hpp"
#include "adjudicator/rules/victory.hpp"
#include "adjudicator/season/pieces.hpp"
#include "adjudicator/season/report_lines.hpp"
#include "adjudicator/winter/steps.hpp"
#include "adjudicator/winter/winter.hpp"

namespace dia::adj::winter {

namespace {

class Pipeline {
 public:
  Pipeline(const map::Map& map, const state::GameState& state,
           const std::vector<SideOrders>& orders)
      : map_(map), start_(state), orders_(orders), work_(state), dice_(work_.rng) {}

  SeasonResult run() {
    season::ReportLines lines = season::make_report_lines(map_, work_, orders_, result_);
    report_of_ = std::move(lines.report_of);
    facts_.start_control = work_.control;
    set_aside_military_orders();
    // R7c.elim.4: the standing choice of an eliminated side's treasury citadel is not read yet
    // (the default citadel applies): reported, never dropped.
    intrigue::not_adjudicated_yet(ctx_, orders::OrderKind::treasury_heir);
    count_votes(ctx_, facts_);      // R8b.gm.1
    collect_income(ctx_, facts_);   // R8b.gm.2: income and seized treasures first,
    economic_orders(ctx_, facts_);  // then downgrades, upkeep, disbands, builds, promotions,
    winter_gold(ctx_, facts_);      // gold gifts last (R9c.gold.4)
    control();                      // R10.disb.8, R11e
    epigones(ctx_, facts_);         // R8b.gm.3
    finish();
    return std::move(result_);
  }

 private:
  const map::Map& map_;
  const state::GameState& start_;  // PV and PP changes count from it
  const std::vector<SideOrders>& orders_;
  state::GameState work_;
  state::Dice dice_;
  SeasonResult result_;
  std::vector<std::vector<int>> report_of_;
  intrigue::TurnFacts turn_;
  WinterFacts facts_;
  intrigue::StepContext ctx_{map_, work_, dice_, result_, orders_, report_of_, turn_};

  // A move, a siege, a corruption... in a winter file: ignored, with the reason (R8.cal.2).
  void set_aside_military_orders() {
    for (std::size_t f = 0; f < orders_.size(); ++f)
      for (std::size_t k = 0; k < orders_[f].parsed.orders.size(); ++k)
        if (!is_winter_order(orders_[f].parsed.orders[k].kind()))
          ctx_.ignore({f, k}, Message{Msg::order_not_in_winter, {arg::Clause{"R8.cal.2"}}},
                      "R8b: ");
  }

  void control() {
    rules::ControlInput in;
    in.baseline = facts_.start_control;
    rules::ControlResult cr = rules::recompute_control(map_, work_, in);
    work_.control = std::move(cr.control);
    for (ControlChange& c : cr.changes) result_.control_changes.push_back(std::move(c));
    for (const Text& l : cr.gm_notes)
      result_.gm_log.push_back(
          Message{Msg::log_prefixed, {arg::Clause{"R11e"}, arg::Sub{l.messages()}}});
  }

  void finish() {
    result_.scores = rules::apply_prestige(map_, work_, turn_.prestige, start_);
    rules::record_major_changes(map_, start_, work_);  // R3.shared.2, before the check
    rules::VictoryCheck victory = rules::check_victory(map_, work_, {facts_.marginal_victor});
    for (Event& e : victory.report.events) result_.events.push_back(std::move(e));
    for (Text& l : victory.report.log) result_.gm_log.push_back(std::move(l));
    if (victory.victory) work_.victory = std::move(victory.victory);
    result_.season_event = Text{Message{Msg::event_none_winter, {arg::Clause{"R8a.gm.1"}}}};
    work_.season = work_.season.next();
    turn_of_year(ctx_, facts_);  // on the next turn's position
    // R9a.siege.6: an autumn round won carries through the winter into spring; the winter's
    // results list it as the military seasons' do (season.cpp), so nobody thinks it lost.
    for (const state::Unit& u : work_.units)
      if (u.siege)
        result_.sieges.push_back(
            {u.side, season::describe(work_, u), u.siege->citadel, u.siege->rounds});
    result_.rolls = dice_.log();
    // Each roll is printed once, with its purpose, in the GM log's dice section.
    result_.next = std::move(work_);
  }
};

}  // namespace

SeasonResult adjudicate_winter(const map::Map& map, const state::GameState& state,
                               const std::vector<SideOrders>& orders) {
  return Pipeline(map, state, orders).run();
}

}  // namespace dia::adj::winter
