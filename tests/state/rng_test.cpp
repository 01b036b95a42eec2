#include <doctest/doctest.h>

#include <array>
#include <set>

#include "state/rng.hpp"
#include "support/words.hpp"

using dia::Message;
using dia::Msg;
using dia::state::Dice;
using dia::state::Rng;
namespace arg = dia::arg;
namespace test = dia::test;

TEST_CASE("D.seeded the same seed gives the same sequence, another seed another one") {
  Rng a(42), b(42), c(43);
  bool differs = false;
  for (int i = 0; i < 100; ++i) {
    auto x = a.next();
    CHECK(x == b.next());
    differs |= x != c.next();
  }
  CHECK(differs);
}

TEST_CASE("D.seeded the generator is xoshiro256** seeded by SplitMix64 (fixed reference values)") {
  // Reference values computed independently from the published algorithms, so a change of
  // algorithm (which would change every replayed game) fails here.
  Rng r(0);
  CHECK(r.save() == "e220a8397b1dcdaf6e789e6aa1b965f406c45d188009454ff88bb8a8724c81ec");
  CHECK(r.next() == 0x99ec5f36cb75f2b4ULL);
  CHECK(r.next() == 0xbf6e1f784956452aULL);
  CHECK(r.next() == 0x1a5f849d4933e6e0ULL);
}

TEST_CASE("D.seeded save and restore continue the same sequence") {
  Rng a(7);
  for (int i = 0; i < 5; ++i) a.next();
  Rng b;
  REQUIRE(b.restore(a.save()));
  for (int i = 0; i < 20; ++i) CHECK(a.next() == b.next());
  CHECK_FALSE(b.restore("xyz"));
  CHECK_FALSE(b.restore(std::string(64, '0')));
  CHECK_FALSE(b.restore(std::string(64, 'g')));
}

TEST_CASE("D.seeded below(n) covers the range evenly and never leaves it") {
  Rng r(1);
  std::array<int, 6> counts{};
  for (int i = 0; i < 60000; ++i) {
    auto v = r.below(6);
    REQUIRE(v < 6);
    ++counts[v];
  }
  for (int c : counts) {
    CHECK(c > 9500);
    CHECK(c < 10500);
  }
  std::set<int> seen;
  for (int i = 0; i < 200; ++i) seen.insert(r.between(-2, 2));
  CHECK(seen == std::set<int>{-2, -1, 0, 1, 2});
}

TEST_CASE("D.seeded every die roll is logged with its purpose, die and result") {
  Rng r(5);
  Dice dice(r);
  const Message capture{
      Msg::roll_capture_alone,
      {arg::Character{"Olympias"}, arg::Piece{"A MAC"}, arg::Place{"MAC"}, arg::Number{4}}};
  int a = dice.d6(capture);
  int b = dice.two_d6(Message{Msg::roll_event_table, {arg::Words{"I"}}});
  auto c = dice.draw(
      3, Message{Msg::roll_retreat_conflict, {arg::Place{"THR"}, arg::Words{"A MAC F EGE"}}});
  REQUIRE(dice.log().size() == 3);
  CHECK(test::english(dice.log()[0].purpose) ==
        "capture of Olympias alone with A MAC in MAC (R6b.cap.2: 1-4)");
  CHECK(dice.log()[0].die == "1d6");
  CHECK(dice.log()[0].result == a);
  CHECK(a >= 1);
  CHECK(a <= 6);
  CHECK(dice.log()[1].die == "2d6");
  CHECK(dice.log()[1].result == b);
  CHECK(b >= 2);
  CHECK(b <= 12);
  CHECK(dice.log()[2].die == "1d3");
  CHECK(dice.log()[2].result == static_cast<int>(c) + 1);
}

TEST_CASE("R9b.roll.1 the d100 of a corruption gives 1 to 100 and is logged with its odds") {
  Rng r(11);
  Dice dice(r);
  std::set<int> seen;
  const Message odds{Msg::roll_corruption,
                     {arg::Piece{"A SYR"}, arg::Side{"seleucos"}, arg::Number{80}, arg::Number{15},
                      arg::Number{10}}};
  for (int i = 0; i < 2000; ++i) seen.insert(dice.d100(odds));
  CHECK(*seen.begin() == 1);
  CHECK(*seen.rbegin() == 100);
  CHECK(seen.size() == 100);
  CHECK(dice.log().front().die == "1d100");
  CHECK(test::english(dice.log().front().purpose).find("chance 80%") != std::string::npos);
  CHECK(test::french(dice.log().front().purpose).find("chance 80 %") != std::string::npos);
}
