#pragma once
// What one rule step tells the results: events (each with its visibility) and GM log lines, in
// the order they happened. The pipeline appends both to the season's result.
#include <string>
#include <utility>
#include <vector>

#include "adjudicator/season.hpp"

namespace dia::adj::rules {

struct StepReport {
  std::vector<Event> events;
  std::vector<Text> log;  // the GM log's lines, as data (worded by report/ in the game's language)
  std::vector<MoneyMove> money;  // treasury changes, for the private notes' money lines

  // An event, also written to the GM log.
  void add(Event e) {
    log.push_back(e.text);
    events.push_back(std::move(e));
  }
  void note(Text line) { log.push_back(std::move(line)); }
  void append(StepReport other) {
    for (Event& e : other.events) events.push_back(std::move(e));
    for (Text& l : other.log) log.push_back(std::move(l));
    for (MoneyMove& m : other.money) money.push_back(std::move(m));
  }
};

}  // namespace dia::adj::rules
