#pragma once
// A fixed set of short words → their index, for the order parser's hot loops (keywords, the
// reserved words that end a name, the first words of place names): one hash probe, then one
// byte-by-byte comparison, instead of comparing against every candidate. The caller may compute
// the hash while it scans the word (hash_step), so the word is read once.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace dia {

class WordTable {
 public:
  static constexpr std::uint64_t hash_seed = 0xCBF29CE484222325ull;  // FNV-1a
  static constexpr std::uint64_t hash_step(std::uint64_t h, char byte) {
    return (h ^ static_cast<unsigned char>(byte)) * 0x100000001B3ull;
  }
  static constexpr std::uint64_t hash(std::string_view word) {
    std::uint64_t h = hash_seed;
    for (char c : word) h = hash_step(h, c);
    return h;
  }

  // Adds `word` (not empty) unless present; returns its index (0, 1, 2… in order of addition).
  int add(std::string_view word) {
    const std::uint64_t h = hash(word);
    if (int found = find(word, h); found >= 0) return found;
    if ((count_ + 1) * 2 > slots_.size()) grow();
    const int index = static_cast<int>(count_++);
    place({h, static_cast<std::uint32_t>(text_.size()), static_cast<std::uint32_t>(word.size()),
           index});
    text_ += word;
    return index;
  }

  // The index of `word`, or -1. `h` must be hash(word), or the same computed by the caller on
  // `word` as mapped by `map` (a byte → byte table such as lower-casing): then `word` is
  // compared through `map` too.
  int find(std::string_view word, std::uint64_t h) const {
    return find(word, h, [](char c) { return c; });
  }
  int find(std::string_view word) const { return find(word, hash(word)); }
  template <typename Map>
  int find(std::string_view word, std::uint64_t h, Map map) const {
    if (slots_.empty() || word.empty()) return -1;
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t s = slot_of(h, mask);; s = (s + 1) & mask) {
      const Slot& slot = slots_[s];
      if (slot.length == 0) return -1;
      if (slot.hash != h || slot.length != word.size()) continue;
      const char* stored = text_.data() + slot.offset;
      std::size_t i = 0;
      while (i < word.size() && map(word[i]) == stored[i]) ++i;
      if (i == word.size()) return slot.index;
    }
  }

  std::size_t size() const { return count_; }

 private:
  struct Slot {
    std::uint64_t hash = 0;
    std::uint32_t offset = 0;  // the word in text_
    std::uint32_t length = 0;  // 0: an empty slot
    int index = -1;
  };
  static std::size_t slot_of(std::uint64_t h, std::size_t mask) {
    return static_cast<std::size_t>(h ^ (h >> 29)) & mask;
  }
  void place(const Slot& slot) {
    const std::size_t mask = slots_.size() - 1;
    std::size_t s = slot_of(slot.hash, mask);
    while (slots_[s].length != 0) s = (s + 1) & mask;
    slots_[s] = slot;
  }
  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.empty() ? 16 : old.size() * 2, Slot{});
    for (const Slot& slot : old) {
      if (slot.length != 0) place(slot);
    }
  }

  std::vector<Slot> slots_;  // a power of two, at most half full
  std::string text_;         // the words, one after the other
  std::size_t count_ = 0;
};

}  // namespace dia
