#include "state/rng.hpp"

#include <fmt/format.h>

namespace dia::state {
namespace {

std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k) {
  return (x << k) | (x >> (64 - k));
}

}  // namespace

Rng::Rng(std::uint64_t seed) {
  for (auto& word : s_) word = splitmix64(seed);
}

std::uint64_t Rng::next() {
  const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const std::uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

std::uint64_t Rng::below(std::uint64_t n) {
  // Reject the top partial block of the 64-bit range so every residue is equally likely.
  const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
  std::uint64_t x;
  do {
    x = next();
  } while (x >= limit);
  return x % n;
}

int Rng::between(int lo, int hi) {
  auto span = static_cast<std::uint64_t>(static_cast<std::int64_t>(hi) - lo + 1);
  return lo + static_cast<int>(below(span));
}

std::string Rng::save() const {
  return fmt::format("{:016x}{:016x}{:016x}{:016x}", s_[0], s_[1], s_[2], s_[3]);
}

bool Rng::restore(std::string_view text) {
  if (text.size() != 64) return false;
  std::array<std::uint64_t, 4> words{};
  for (std::size_t i = 0; i < 64; ++i) {
    char c = text[i];
    std::uint64_t v;
    if (c >= '0' && c <= '9')
      v = static_cast<std::uint64_t>(c - '0');
    else if (c >= 'a' && c <= 'f')
      v = static_cast<std::uint64_t>(c - 'a' + 10);
    else
      return false;
    words[i / 16] = (words[i / 16] << 4) | v;
  }
  if (words == std::array<std::uint64_t, 4>{}) return false;  // the all-zero state is a fixed point
  s_ = words;
  return true;
}

int Dice::d6(Message purpose) {
  int r = rng_.between(1, 6);
  log_.push_back({std::move(purpose), "1d6", r});
  return r;
}

int Dice::two_d6(Message purpose) {
  int r = rng_.between(1, 6) + rng_.between(1, 6);
  log_.push_back({std::move(purpose), "2d6", r});
  return r;
}

int Dice::d100(Message purpose) {
  int r = rng_.between(1, 100);
  log_.push_back({std::move(purpose), "1d100", r});
  return r;
}

std::size_t Dice::draw(std::size_t count, Message purpose) {
  auto r = static_cast<std::size_t>(rng_.below(count));
  // A draw among `count` is written as a die of `count` faces ("1d3", like "1d6" and "1d100"):
  // the GM log of either language prints it as it is, so it takes no word ("draw" was English in
  // the French log, issue 30).
  log_.push_back({std::move(purpose), fmt::format("1d{}", count), static_cast<int>(r + 1)});
  return r;
}

}  // namespace dia::state
