#pragma once
// The bounds that keep reading an orders file linear in its length (issue 34; bench/
// reading_bench.cpp, docs/bench-reading.md).
#include <cstddef>

namespace dia::orders {

// The longest line read as an order, in characters (code points) once its comment and outer
// blanks are removed; a longer line is refused with an error and never read word by word. The
// longest real order is an upkeep or retreat list naming a side's every unit: some 30 units at
// "Ae* MAC, " each, under 300 characters. 1,000 leaves that three times over and lets through
// most paragraphs of prose that a mail client joins into one line, while it bounds what an
// unreadable line costs.
inline constexpr std::size_t max_line_length = 1000;

// How many words of an unreadable line the misspelling repair tries to drop (each try reads the
// line again), nearest to where the reading stopped first. Real orders have fewer words, so every
// word of one is still tried.
inline constexpr std::size_t max_repair_tries = 12;

}  // namespace dia::orders
