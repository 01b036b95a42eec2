#pragma once
// The game's one source of chance (DESIGN.md "Randomness"). A fixed algorithm, xoshiro256**
// seeded through SplitMix64, with our own unbiased range mapping: the same seed gives the same
// rolls on every compiler and standard library (std::uniform_int_distribution would not).
// The whole state is four 64-bit words, saved in state.yaml so a season can be replayed.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/message.hpp"

namespace dia::state {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0);

  std::uint64_t next();
  // Uniform integer in [0, n), n > 0, without modulo bias (rejection sampling).
  std::uint64_t below(std::uint64_t n);
  // Uniform integer in [lo, hi].
  int between(int lo, int hi);

  // State as 64 lower-case hex digits, and back (false on malformed text).
  std::string save() const;
  bool restore(std::string_view text);

  bool operator==(const Rng& other) const = default;

 private:
  std::array<std::uint64_t, 4> s_{};
};

// One logged roll: every die roll is written to the GM log with its purpose. The purpose is a
// sentence as data, worded by the GM log's catalogue (report/) in the game's language, its
// clause ids kept: "capture of Olympias in MAC (R6b.cap.2: 1-4)". Rolls are not saved: the
// generator's state is (state.yaml), and the log of a season is written from its result.
struct Roll {
  Message purpose;
  std::string die;  // "1d6", "2d6", "draw 1-3": the same in every language
  int result = 0;
};

// Rolls dice from an Rng and remembers each roll with its purpose, in order.
class Dice {
 public:
  explicit Dice(Rng& rng) : rng_(rng) {}
  int d6(Message purpose);
  int two_d6(Message purpose);
  // 1–100: a percentage roll; `purpose` should give the odds it is rolled against (R9b.roll.1).
  int d100(Message purpose);
  // Uniform pick of an index in [0, count): seeded draws between equal candidates.
  std::size_t draw(std::size_t count, Message purpose);
  const std::vector<Roll>& log() const { return log_; }

 private:
  Rng& rng_;
  std::vector<Roll> log_;
};

}  // namespace dia::state
