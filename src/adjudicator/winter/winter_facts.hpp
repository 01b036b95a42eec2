#pragma once
// What one winter step leaves for a later one in the same winter (R8b.gm.2): each step adds
// what it needs.
#include <map>
#include <string>
#include <vector>

namespace dia::adj::winter {

struct WinterFacts {
  std::map<std::string, int> income;   // side id → T collected this winter (R10.income)
  std::vector<std::string> disbanded;  // spaces of the units disbanded this winter (R10.disb)
  std::map<std::string, std::string>
      start_control;            // control at the start of winter (R10.income.5)
  std::string marginal_victor;  // R3.marg.3: carried by the votes of step 1 (R8b.gm.1)
};

}  // namespace dia::adj::winter
