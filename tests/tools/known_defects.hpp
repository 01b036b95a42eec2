#pragma once
// Violations of the season consistency checker (tests/tools/season_check) that today's code is
// known to commit, each an issue-30 defect another helper is fixing. The checker's tests count
// them and print them, and fail on every other violation; each defect also has a doctest marked
// may_fail that asserts it is gone (tests/property/season_check_known_defects_test.cpp). REMOVE an entry (and
// its may_fail test's marker) once its fix is merged: from then on the checker fails on it.
#include <algorithm>
#include <iterator>
#include <string_view>

#include "tools/season_check.hpp"

namespace dia::test {

struct KnownDefect {
  std::string_view check;     // the violation's check
  std::string_view file;      // and file
  std::string_view what;      // a part of its description ("" = any)
  std::string_view defect;
};

inline constexpr KnownDefect known_defects[] = {
    // Issue 30, "svg UTF-8": svg_state (src/report/svg_state.cpp) writes a lone character's
    // token initials as the first 2 bytes of his name when it does not begin with a non-ASCII
    // byte, cutting "Séleucos", "Démétrios" inside the "é": map.svg is not UTF-8, so not XML.
    {"utf8", "map.svg", "", "svg UTF-8: a character's initials cut inside a UTF-8 character"},
    {"xml", "map.svg", "not proper UTF-8",
     "svg UTF-8: a character's initials cut inside a UTF-8 character"},
    // Issue 30, "siege listing in winter": the winter adjudication (adjudicator/winter) fills
    // no SeasonResult::sieges, so a winter's results list none of the sieges in progress its
    // next state keeps (R9a.siege.6).
    {"sieges", "", "in winter: ", "siege listing in winter: the winter's results list no siege"},
};

inline const KnownDefect* known_defect(const tools::Violation& v) {
  const auto it = std::find_if(std::begin(known_defects), std::end(known_defects),
                               [&](const KnownDefect& k) {
                                 return k.check == v.check && k.file == v.file &&
                                        v.what.find(k.what) != std::string::npos;
                               });
  return it == std::end(known_defects) ? nullptr : &*it;
}

}  // namespace dia::test
