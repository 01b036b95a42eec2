#pragma once
// The draw of the season's event from the event tables (R14.gen.2–7, R14T) as a pure function
// of the tables, the position and a source of dice, so tests can script every roll.
#include <string>

#include "adjudicator/events/event.hpp"
#include "map/event_tables.hpp"
#include "state/game_state.hpp"
#include "state/rng.hpp"

namespace dia::adj::events {

// Where the draw's dice come from: `die` is "1d6", "2d6" or "3d6"; returns the total.
class RollSource {
 public:
  virtual ~RollSource() = default;
  virtual int roll(const std::string& die, const Message& purpose) = 0;
};

// The season's event generator (state::Dice), each roll logged with its purpose.
class DiceRolls : public RollSource {
 public:
  explicit DiceRolls(state::Dice& dice) : dice_(dice) {}
  int roll(const std::string& die, const Message& purpose) override;

 private:
  state::Dice& dice_;
};

// Table I for the state's season, then its sub-roll and the sub-table it sends to. Spring -319
// and winter draw nothing (R14.gen.1: kind none, no roll).
DrawnEvent draw(const map::EventTables& tables, const state::GameState& state, RollSource& dice);

// The event one row makes once picked, judged as the draw judges it (R14.gen.3, R14.gen.5–7)
// but with no roll: for the GM's ruling (ruling.cpp). `redraw` is set when the draw would draw
// again because the result is under way (R14.gen.4).
DrawnEvent event_of_row(const map::EventTables& tables, const state::GameState& state,
                        const map::EventRow& row, bool& redraw);

}  // namespace dia::adj::events
