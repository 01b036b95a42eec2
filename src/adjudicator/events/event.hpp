#pragma once
// The season's random event (R8a.gm.1, R14) as data: the rolls that drew it, the table row it
// came from, what it is and what it hits. The draw (draw.cpp) or the GM's ruling (ruling.cpp)
// makes one; the event steps (steps.hpp) apply it; src/report/ words it.
#include <string>
#include <vector>

namespace dia::adj::events {

enum class EventKind {
  none,          // spring -319 (R14.gen.1), or no event this season
  sea_storm,     // R14b, Table II
  sand_storm,    // R14b
  snow_storm,    // R14b
  flood,         // R14c
  revolt,        // R14d, R14e, Table III
  intervention,  // R14d, R14f, Table IV
  royal_death,   // R14a, Table V
};

// One die rolled for the event: the table it was rolled on ("I", "II", "III", "IV", "V", or
// "sub" for a row's sub-roll), the dice ("2d6", "3d6", "1d6") and the result.
struct EventRoll {
  std::string table;
  std::string die;
  int value = 0;
  bool operator==(const EventRoll&) const = default;
};

struct DrawnEvent {
  EventKind kind = EventKind::none;
  std::vector<EventRoll> rolls;  // in the order rolled, redraws included (R14.gen.4, R14.gen.8)
  std::string row;               // the table row finally drawn: "T1.SP.2", "T2.7", "T3.11", "T4.2b"
  // What the event is about: the revolt or intervention id of the map's events and the event
  // tables ("armeniens", "parthes", "rome", "carthage"), the river of a flood ("nil"), the
  // RF member of a death (character id); "" for storms.
  std::string what;
  std::vector<std::string> spaces;  // the spaces a storm or a flood hits (map codes)
  // The row's own alternative, when a sub-roll picks one (the citadel of a gift, the space a
  // revolt unit appears in): its value as the tables give it ("Pella", "ETO"); "" if none.
  std::string variant;
  bool applies = true;  // R14.gen.3, R14.gen.7: false = drawn but produces nothing
  std::string why_not;  // clause of the reason it cannot apply ("R14e.car.1")
  bool by_gm = false;   // the GM's written ruling replaced the draw (ruling.cpp)
  std::string gm_note;  // the ruling's own words, published as the GM's decision
  bool operator==(const DrawnEvent&) const = default;
};

// Whether the event's units and their actions are resolved at step 7 (R8a.ev.1, G11.1): revolts
// and interventions that put units on the map; everything else applies at step 4.
bool is_military(const DrawnEvent& event);

}  // namespace dia::adj::events
