// The heap-held storage that keeps an order small (common/boxed.hpp, common/compact_vector.hpp):
// each must behave like the standard type it stands for, copies included.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <utility>

#include "common/boxed.hpp"
#include "common/compact_vector.hpp"

using dia::Boxed;
using dia::CompactVector;
using dia::Indirect;

namespace {
// Long enough to live on the heap, so a shallow copy or a double destruction would show (ASan).
std::string long_text(int i) {
  return "a string too long for the small-string buffer #" + std::to_string(i);
}
}  // namespace

TEST_CASE("Boxed behaves as an optional: empty, set, reset, deep copies") {
  Boxed<std::string> box;
  CHECK_FALSE(box.has_value());
  CHECK_FALSE(box);
  CHECK_THROWS_AS(box.value(), std::bad_optional_access);

  box.emplace(long_text(1));
  REQUIRE(box);
  CHECK(*box == long_text(1));
  CHECK(box->size() == long_text(1).size());

  Boxed<std::string> copy = box;
  copy->append("!");
  CHECK(*box == long_text(1));  // the copy has its own value
  CHECK(*copy == long_text(1) + "!");

  Boxed<std::string> moved = std::move(copy);
  CHECK(*moved == long_text(1) + "!");

  box = std::nullopt;
  CHECK_FALSE(box);
  box = moved;
  CHECK(*box == long_text(1) + "!");
  box.reset();
  CHECK_FALSE(box.has_value());
  CHECK(sizeof(Boxed<std::string>) == sizeof(void*));
}

TEST_CASE("Indirect always holds a value, copied deeply") {
  Indirect<std::string> a;
  CHECK(a->empty());
  Indirect<std::string> b(long_text(2));
  a = b;
  a->append("?");
  CHECK(*b == long_text(2));
  CHECK(*a == long_text(2) + "?");
  Indirect<std::string> c(b);
  CHECK(*c == *b);
  CHECK(&*c != &*b);
  CHECK(sizeof(Indirect<std::string>) == sizeof(void*));
}

TEST_CASE("CompactVector keeps its elements in order as it grows, and copies them deeply") {
  CompactVector<std::string> v;
  CHECK(v.empty());
  CHECK(v.size() == 0);
  CHECK(v.begin() == v.end());
  CHECK(sizeof(v) == sizeof(void*));

  for (int i = 0; i < 40; ++i) v.push_back(long_text(i));  // several reallocations
  REQUIRE(v.size() == 40);
  CHECK(v.capacity() >= 40);
  for (int i = 0; i < 40; ++i) CHECK(v[static_cast<std::size_t>(i)] == long_text(i));
  CHECK(v.front() == long_text(0));
  CHECK(v.back() == long_text(39));

  CompactVector<std::string> copy = v;
  copy[0] = "changed";
  CHECK(v[0] == long_text(0));
  CHECK_FALSE(copy == v);
  copy[0] = long_text(0);
  CHECK(copy == v);

  CompactVector<std::string> moved = std::move(copy);
  CHECK(moved.size() == 40);
  CHECK(copy.empty());  // NOLINT: a moved-from CompactVector is empty, and stays usable
  copy.emplace_back("again");
  CHECK(copy.size() == 1);

  moved.pop_back();
  CHECK(moved.size() == 39);
  CHECK(moved.back() == long_text(38));
  moved = v;  // copy assignment over a non-empty vector
  CHECK(moved == v);
  moved.clear();
  CHECK(moved.empty());

  CompactVector<int> listed{3, 1, 2};
  CHECK(listed.size() == 3);
  int sum = 0;
  for (int x : listed) sum += x;
  CHECK(sum == 6);
}

TEST_CASE("CompactVector aligns over-aligned elements") {
  struct alignas(64) Wide {
    int value = 0;
  };
  CompactVector<Wide> v;
  for (int i = 0; i < 9; ++i) v.push_back(Wide{i});
  CHECK(reinterpret_cast<std::uintptr_t>(v.data()) % 64 == 0);
  CHECK(v[8].value == 8);
}
