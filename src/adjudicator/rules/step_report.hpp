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
  std::vector<std::string> log;

  // An event, also written to the GM log (in English, as the other steps do).
  void add(Event e) {
    log.push_back(in_english(e.text));
    events.push_back(std::move(e));
  }
  void note(std::string line) { log.push_back(std::move(line)); }
  void append(StepReport other) {
    for (Event& e : other.events) events.push_back(std::move(e));
    for (std::string& l : other.log) log.push_back(std::move(l));
  }
};

}  // namespace dia::adj::rules
