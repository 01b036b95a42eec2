#pragma once
// Violations of the season consistency checker (tests/tools/season_check) that today's code is
// known to commit, each an issue-30 defect another helper is fixing. The checker's tests count
// them and print them, and fail on every other violation; each defect also has a doctest marked
// may_fail that asserts it is gone (tests/property/season_check_known_defects_test.cpp). REMOVE an entry (and
// its may_fail test's marker) once its fix is merged: from then on the checker fails on it.
#include <algorithm>
#include <array>
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

// Empty since the fixes of "svg UTF-8" (report/svg_state.cpp) and "siege listing in winter"
// (the winter pipeline) were merged: every violation fails the checker's tests.
inline constexpr std::array<KnownDefect, 0> known_defects{};

inline const KnownDefect* known_defect(const tools::Violation& v) {
  const auto it = std::find_if(known_defects.begin(), known_defects.end(),
                               [&](const KnownDefect& k) {
                                 return k.check == v.check && k.file == v.file &&
                                        v.what.find(k.what) != std::string::npos;
                               });
  return it == known_defects.end() ? nullptr : &*it;
}

}  // namespace dia::test
