#pragma once
// Reader for the jDip/godip DATC text format (shared/datc/README.md, "Format 1"): CASE … END
// blocks with PRESTATE_SETPHASE, PRESTATE, PRESTATE_DISLODGED, PRESTATE_SUPPLYCENTER_OWNERS,
// PRESTATE_RESULTS, ORDERS, POSTSTATE, POSTSTATE_SAME and POSTSTATE_DISLODGED. `#` comments,
// CRLF and blank lines are skipped. Entries keep their text as written (`Power: A lvp-edi`):
// the harness hands it to the order parser, which is the only place that reads orders.
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.hpp"

namespace dia::datc {

enum class Phase { movement, retreat, adjustment };

// One line of a block: `England: A lvp-edi` → power "England", text "A lvp-edi".
// In PRESTATE_RESULTS the line starts with SUCCESS: or FAILURE:.
struct Entry {
  std::string power;
  std::string text;
  int line = 0;
  bool success = false;  // PRESTATE_RESULTS only
};

struct Case {
  std::string label;  // after CASE, as written ("6.E.15. TEST CASE, THE FRIENDLY …")
  std::string id;     // DATC id: the first word, without a trailing dot, slips corrected
  std::string note;   // e.g. "labelled 6.F.E in the file"
  int line = 0;       // line of the CASE keyword
  Phase phase = Phase::movement;  // no PRESTATE_SETPHASE: Spring 1901, Movement
  std::string season = "Spring";
  int year = 1901;
  std::vector<Entry> prestate, prestate_dislodged, supply_centres, results, orders;
  std::vector<Entry> poststate, poststate_dislodged;
  bool poststate_same = false;
};

struct CaseFile {
  std::string variant;  // VARIANT_ALL
  std::vector<Case> cases;
  Diagnostics diagnostics;  // lines the reader could not place (file:line)
};

CaseFile read_case_file(std::string_view text, const std::string& file_label);
// Reads the file from disk; a missing file is one error diagnostic.
CaseFile load_case_file(const std::string& path);

}  // namespace dia::datc
