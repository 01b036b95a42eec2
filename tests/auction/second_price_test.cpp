// R11b.bid.7, R11b.bid.9: who wins a unit and what it pays, on the bids left after the starting
// price (R11b.bid.4) and the treasuries (R11b.bid.6).
#include <doctest/doctest.h>

#include "adjudicator/auction/second_price.hpp"

using dia::adj::auction::decide;
using dia::adj::auction::Sale;

TEST_CASE("R11b.bid.7 A bids 10, 11, 12, 13, 14 and B bids 11, 15, 16: B wins and pays 15") {
  const Sale s = decide({{"A", {10, 11, 12, 13, 14}}, {"B", {11, 15, 16}}});
  CHECK(s.winner == "B");
  CHECK(s.price == 15);
  // The order of the lists and of the amounts in them does not matter.
  const Sale t = decide({{"B", {16, 11, 15}}, {"A", {14, 13, 12, 11, 10}}});
  CHECK(t.winner == "B");
  CHECK(t.price == 15);
}

TEST_CASE("R11b.bid.7 the winner pays its lowest bid above every other side's highest") {
  CHECK(decide({{"A", {5, 9}}, {"B", {6, 7, 12}}, {"C", {8}}}).price == 12);
  CHECK(decide({{"A", {5, 9}}, {"B", {6, 10, 11, 12}}, {"C", {8}}}).price == 10);
  CHECK(decide({{"A", {5, 9}}, {"B", {6, 10, 11, 12}}, {"C", {8}}}).winner == "B");
}

TEST_CASE("R11b.bid.7 a lone bidder pays its lowest bid") {
  const Sale s = decide({{"A", {7, 3, 5}}, {"B", {}}});
  CHECK(s.winner == "A");
  CHECK(s.price == 3);
}

TEST_CASE("R11b.bid.9 tied highest bids or no bid sell nothing") {
  const Sale tie = decide({{"A", {10, 12}}, {"B", {12}}, {"C", {11}}});
  CHECK(tie.winner.empty());
  CHECK(tie.tied == std::vector<std::string>{"A", "B"});
  const Sale none = decide({{"A", {}}, {"B", {}}});
  CHECK(none.winner.empty());
  CHECK(none.tied.empty());
  CHECK(decide({}).winner.empty());
}
