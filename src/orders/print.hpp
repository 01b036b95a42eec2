#pragma once
// The printer: an order in normalised text, so a player sees how a line was read. Diadoques maps
// print the rules' notation (`A PHE SYR`, `A* SYR A2 Alexandrie d'Issos`, `F MOR Re MIO, CYC, X`,
// French keywords); classical maps print DATC notation (`A lvp - edi`, `F nth C A yor - nwy`).
// Parsing the printed text gives the same order back.
#include <string>

#include "map/map.hpp"
#include "orders/ast.hpp"

namespace dia::orders {

// The keywords of a Diadoques reading: French (the reference, N1/N3) or their English spellings
// (`Siege 1`, `Supply`, `Retreat`, `Build`…), for the English results. S, C and X are the same.
enum class Keywords { french, english };

std::string to_text(const Order& order, const map::Map& map, Keywords keywords = Keywords::french);
std::string to_text(const Piece& piece, const map::Map& map);
std::string to_text(const Header& header);  // "" when empty

}  // namespace dia::orders
