#pragma once
// Neutral units by faction (issue 16, R14d.gen.1): the revolt or intervention a neutral unit
// belongs to, named for readers and coloured on the map, so that the Spartans and the pirates
// are told apart from each other and from units on sale.
#include <string>

#include "map/map.hpp"

namespace dia::report {

// The faction's name as the map's events give it ("Révolte des Spartiates") for a neutral
// unit's label; the label itself when no event has it; "" for no label.
std::string faction_name(const map::Map* map, const std::string& label);

// A colour of its own for each faction on the map, never one of the sides' colours; every
// auction lot shares one.
std::string faction_colour(const std::string& label);

}  // namespace dia::report
