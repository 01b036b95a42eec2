#pragma once
// A sentence that begins a line (a fact of the season): its first letter in upper case
// ("élimination de …" → "Élimination de …"), French accents included. Defined in catalogue.cpp.
#include <string>
#include <string_view>

namespace dia::report {

std::string capitalized(std::string_view sentence);

}  // namespace dia::report
