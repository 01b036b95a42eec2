#include "adjudicator/events/event.hpp"

namespace dia::adj::events {

bool is_military(const DrawnEvent& event) {
  if (event.kind != EventKind::revolt && event.kind != EventKind::intervention) return false;
  // R8a.ev.1: these put no unit on the map and apply at step 4.
  static const char* const instant[] = {"nora_isaura", "cariens", "tarentins", "carthage",
                                        "chandragupta"};
  for (const char* id : instant)
    if (event.what == id) return false;
  return true;
}

}  // namespace dia::adj::events
