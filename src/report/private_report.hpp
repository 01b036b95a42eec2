#pragma once
// What only one side, or only the GM, may read.
//
// Private notes (seasons/<id>/results/private/<side>.txt): the side's treasury after the
// season, the counter-corruption standing on its own units and characters (R9b.cc), the fate
// of its own hidden orders, the lines of its email that were not read as orders (the unreadable
// lines kept out of the public results, then apart the lines skipped as remarks: greetings, a
// signature), each with its line number, and the events only it may read. Never another side's
// secrets, never the GM's.
//
// GM log (gm-log.txt): everything: each orders file and how it was read (every interpretation
// and ignored line), every die roll with its purpose, every order with its status and who may
// read it, every event, every decision of the adjudicator, every treasury.
#include <string>
#include <vector>

#include "adjudicator/season.hpp"
#include "report/report_info.hpp"

namespace dia::report {

// `orders`: the files as received, for the lines of the side's email that were not orders.
// `before`: the position at the season's start, for the treasury before its payments and
// credits (SeasonResult::money); without it, the treasury before is worked back from them.
std::string private_notes(const adj::SeasonResult& result, const ReportInfo& info,
                          const std::string& side, Lang lang,
                          const std::vector<adj::SideOrders>& orders = {},
                          const state::GameState* before = nullptr);

std::string gm_log(const adj::SeasonResult& result, const std::vector<adj::SideOrders>& orders,
                   const state::GameState& before, const ReportInfo& info, Lang lang);

}  // namespace dia::report
