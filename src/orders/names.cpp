#include "orders/names.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <unordered_map>

#include "common/text.hpp"
#include "common/word_table.hpp"

namespace dia::orders {

std::size_t misspelling_tolerance(std::size_t length) {
  if (length <= 2) return 0;
  if (length <= 4) return 1;
  if (length <= 8) return 2;
  return length / 4 + 1;
}

namespace {

constexpr bool is_word_byte(char c) {
  auto u = static_cast<unsigned char>(c);
  return (u >= '0' && u <= '9') || (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || u >= 0x80;
}

constexpr bool is_name_separator(char c) {
  return c == ' ' || c == '\t' || c == '\'' || c == '-' || c == '.' || c == '_' || c == '`';
}

constexpr char lower(char c) {
  return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

constexpr std::size_t min_abbreviation = 4;
// An exact start of a longer name (`Héraclée` for Héraclée Pontique, `Damas` for Damascène)
// ranks with half an edit: closer than any plain mistake, farther than the cheapest ones.
constexpr std::size_t abbreviation_cost = spelling_edit / 2;
// Codes (`PHE`, `SYR`) are abbreviations, not spoken names: a mistake in one is not phonetic,
// so there every edit costs the same (`PHA` may be PHE as well as PHR).
constexpr std::size_t max_code_length = 3;

// The most plain edits a misspelling still read as a name may carry.
std::size_t tolerance(std::size_t length) {
  return misspelling_tolerance(length);
}

}  // namespace

struct NameDictionary::Impl {
  struct Key {
    std::string folded;
    std::vector<int> ids;  // usually one; more when two entries share a spelling
  };
  struct TrieNode {
    std::vector<std::pair<char, int>> children;
    int key = -1;
  };
  std::vector<Key> keys;
  std::unordered_map<std::string, int> key_index;
  std::vector<TrieNode> trie{TrieNode{}};
  std::array<int, 256> root_children = filled(-1);  // the root's children by byte (most lookups)
  int max_words = 1;

  // The trie compiled into a few small arrays (compile()), for longest_prefix(): a large orders
  // file keeps the caches busy, and a compact trie stays in them.
  struct Compact {
    struct Node {
      std::uint32_t first_edge = 0;
      std::uint16_t edges = 0;
      std::int32_t result = -2;  // -2: no name ends here; -1: a spelling of several entries
    };
    std::vector<Node> nodes;
    std::vector<char> labels;  // the edges of node n: [first_edge, first_edge + edges)
    std::vector<std::int32_t> targets;
    std::array<std::int32_t, 256> root{};

    // The names' first words → where the walk stands after them: most names are one word (a
    // code), so most look-ups are one probe of this table instead of a walk of several nodes.
    struct FirstWord {
      std::int32_t result = -2;  // as Node::result, for the word alone
      std::int32_t after = -1;   // the node after "word " (longer names), or -1
    };
    // Empty unless every name starts with a word of word bytes (then a text whose first word
    // is not in the table starts no name).
    WordTable first_word_index;  // → first_words
    std::vector<FirstWord> first_words;
  };
  std::optional<Compact> compact;  // reset by add()

  void compile() {
    Compact c;
    c.nodes.resize(trie.size());
    for (std::size_t n = 0; n < trie.size(); ++n) {
      auto& node = c.nodes[n];
      node.first_edge = static_cast<std::uint32_t>(c.labels.size());
      node.edges = static_cast<std::uint16_t>(trie[n].children.size());
      for (const auto& [ch, next] : trie[n].children) {
        c.labels.push_back(ch);
        c.targets.push_back(next);
      }
      if (trie[n].key >= 0) {
        const auto& ids = keys[static_cast<std::size_t>(trie[n].key)].ids;
        node.result = ids.size() == 1 ? ids.front() : -1;
      }
    }
    for (std::size_t b = 0; b < 256; ++b) c.root[b] = root_children[b];
    index_first_words(c);
    compact = std::move(c);
  }

  static std::array<int, 256> filled(int v) {
    std::array<int, 256> a;
    a.fill(v);
    return a;
  }

  int child(int node, char c) const {
    if (node == 0) return root_children[static_cast<unsigned char>(c)];
    for (const auto& [ch, next] : trie[static_cast<std::size_t>(node)].children) {
      if (ch == c) return next;
    }
    return -1;
  }

  void insert(const std::string& folded, int key) {
    int node = 0;
    for (char c : folded) {
      int next = child(node, c);
      if (next < 0) {
        next = static_cast<int>(trie.size());
        trie.push_back(TrieNode{});
        trie[static_cast<std::size_t>(node)].children.emplace_back(c, next);
        if (node == 0) root_children[static_cast<unsigned char>(c)] = next;
      }
      node = next;
    }
    trie[static_cast<std::size_t>(node)].key = key;
  }

  // Fills c.first_words when every name starts with a word of word bytes.
  void index_first_words(Compact& c) const {
    for (const Key& k : keys) {
      std::string_view first = std::string_view(k.folded).substr(0, k.folded.find(' '));
      if (first.empty() || !std::all_of(first.begin(), first.end(), is_word_byte)) {
        c.first_word_index = {};
        c.first_words.clear();
        return;
      }
      int node = 0;
      for (char ch : first) node = child(node, ch);
      if (static_cast<std::size_t>(c.first_word_index.add(first)) == c.first_words.size()) {
        c.first_words.push_back({c.nodes[static_cast<std::size_t>(node)].result, child(node, ' ')});
      }
    }
  }

  // The cost of reading `folded` as each entry (spelling_distance_within, in tenths of an
  // edit), for the entries it may be read as: a spelling within `edits` plain edits
  // (Levenshtein: the weights rank the candidates, they never let more mistakes through), or a
  // spelling that `folded` is the exact start of (an abbreviation, at least min_abbreviation
  // letters), which costs at most abbreviation_cost. (id, cost) pairs, each entry at its
  // cheapest spelling.
  std::vector<std::pair<int, std::size_t>> costs(const std::string& folded,
                                                 std::size_t edits) const {
    std::vector<std::pair<int, std::size_t>> best;
    const std::size_t limit = edits * spelling_edit;
    const bool may_abbreviate = folded.size() >= min_abbreviation;
    for (const Key& k : keys) {
      std::size_t d = limit + 1;
      std::size_t diff = k.folded.size() > folded.size() ? k.folded.size() - folded.size()
                                                         : folded.size() - k.folded.size();
      if (diff <= edits) {
        const std::size_t plain = edit_distance_within(folded, k.folded, edits);
        if (plain <= edits) {
          d = folded.size() > max_code_length ? spelling_distance_within(folded, k.folded, limit)
                                              : plain * spelling_edit;
        }
      }
      if (may_abbreviate && k.folded.size() > folded.size() && k.folded.starts_with(folded)) {
        d = std::min(d, abbreviation_cost);
      }
      if (d > limit) continue;
      for (int id : k.ids) {
        auto it =
            std::find_if(best.begin(), best.end(), [id](const auto& p) { return p.first == id; });
        if (it == best.end()) {
          best.emplace_back(id, d);
        } else {
          it->second = std::min(it->second, d);
        }
      }
    }
    return best;
  }

  // The spelling of entry `id` that reads `folded` at the lowest cost.
  std::string closest_spelling(const std::string& folded, int id) const {
    std::string out;
    std::size_t best = std::numeric_limits<std::size_t>::max();
    for (const Key& k : keys) {
      if (std::find(k.ids.begin(), k.ids.end(), id) == k.ids.end()) continue;
      std::size_t d = spelling_distance_within(folded, k.folded, best);
      if (k.folded.size() > folded.size() && k.folded.starts_with(folded))
        d = std::min(d, abbreviation_cost);
      if (d < best) {
        best = d;
        out = k.folded;
      }
    }
    return out;
  }
};

NameDictionary::NameDictionary() : impl_(std::make_unique<Impl>()) {}
NameDictionary::~NameDictionary() = default;
NameDictionary::NameDictionary(NameDictionary&&) noexcept = default;
NameDictionary& NameDictionary::operator=(NameDictionary&&) noexcept = default;

void NameDictionary::add(std::string_view name, int id) {
  std::string folded = fold_name(name);
  if (folded.empty()) return;
  impl_->compact.reset();
  auto [it, inserted] = impl_->key_index.emplace(folded, static_cast<int>(impl_->keys.size()));
  if (inserted) {
    impl_->keys.push_back({folded, {id}});
    impl_->insert(folded, it->second);
    impl_->max_words = std::max(
        impl_->max_words, static_cast<int>(std::count(folded.begin(), folded.end(), ' ')) + 1);
  } else {
    auto& ids = impl_->keys[static_cast<std::size_t>(it->second)].ids;
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
  }
}

bool NameDictionary::empty() const {
  return impl_->keys.empty();
}
int NameDictionary::max_words() const {
  return impl_->max_words;
}

void NameDictionary::compile() {
  impl_->compile();
}

NameDictionary::Prefix NameDictionary::longest_prefix(std::string_view text) const {
  if (impl_->compact) return compact_longest_prefix(text);
  Prefix best;
  int node = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    char c = text[i];
    std::size_t next_i = i + 1;
    if (is_name_separator(c)) {
      while (next_i < text.size() && is_name_separator(text[next_i])) ++next_i;
      c = ' ';
    } else {
      c = lower(c);
    }
    int next = impl_->child(node, c);
    if (next < 0) break;
    node = next;
    i = next_i;
    int key = impl_->trie[static_cast<std::size_t>(node)].key;
    if (key >= 0 && c != ' ' && (i == text.size() || !is_word_byte(text[i]))) {
      const auto& ids = impl_->keys[static_cast<std::size_t>(key)].ids;
      best = {i, ids.size() == 1 ? ids.front() : -1};
    }
  }
  return best;
}

// longest_prefix() on the compiled trie: the same walk, on small arrays.
NameDictionary::Prefix NameDictionary::compact_longest_prefix(std::string_view text) const {
  static constexpr std::array<char, 256> fold = [] {
    std::array<char, 256> f{};
    for (int b = 0; b < 256; ++b) {
      char c = static_cast<char>(b);
      f[static_cast<std::size_t>(b)] = is_name_separator(c) ? ' ' : lower(c);
    }
    return f;
  }();
  const Impl::Compact& t = *impl_->compact;
  Prefix best;
  std::int32_t node = 0;
  std::size_t i = 0;
  const std::size_t n = text.size();
  if (!t.first_words.empty()) {
    // The first word in one probe; the walk goes on only into longer names.
    auto folded = [](char c) { return fold[static_cast<unsigned char>(c)]; };
    std::uint64_t hash = WordTable::hash_seed;
    std::size_t w = 0;
    for (; w < n && is_word_byte(text[w]); ++w) hash = WordTable::hash_step(hash, folded(text[w]));
    const int found = t.first_word_index.find(text.substr(0, w), hash, folded);
    if (found < 0) return best;  // no name starts with this word
    const auto& f = t.first_words[static_cast<std::size_t>(found)];
    if (f.result != -2) best = {w, f.result};
    if (f.after < 0 || w == n || !is_name_separator(text[w])) return best;
    node = f.after;
    i = w + 1;
    while (i < n && is_name_separator(text[i])) ++i;
  }
  while (i < n) {
    char c = fold[static_cast<unsigned char>(text[i])];
    std::size_t next_i = i + 1;
    if (c == ' ') {
      while (next_i < n && is_name_separator(text[next_i])) ++next_i;
    }
    std::int32_t next = -1;
    if (node == 0) {
      next = t.root[static_cast<unsigned char>(c)];
    } else {
      const auto& nd = t.nodes[static_cast<std::size_t>(node)];
      for (std::uint32_t e = nd.first_edge, end = e + nd.edges; e < end; ++e) {
        if (t.labels[e] == c) {
          next = t.targets[e];
          break;
        }
      }
    }
    if (next < 0) break;
    node = next;
    i = next_i;
    std::int32_t result = t.nodes[static_cast<std::size_t>(node)].result;
    if (result != -2 && c != ' ' && (i == n || !is_word_byte(text[i]))) best = {i, result};
  }
  return best;
}

Resolution NameDictionary::resolve(std::string_view text, bool suggest) const {
  Resolution r;
  std::string folded = fold_name(text);
  if (folded.empty()) return r;
  if (auto it = impl_->key_index.find(folded); it != impl_->key_index.end()) {
    const auto& key = impl_->keys[static_cast<std::size_t>(it->second)];
    if (key.ids.size() == 1) {
      r.kind = Resolution::Kind::exact;
      r.id = key.ids.front();
      r.matched = key.folded;
    } else {
      r.kind = Resolution::Kind::ambiguous;
      r.candidates = key.ids;
    }
    return r;
  }
  // A misspelling or an abbreviation: the entries read at the lowest cost, if within
  // tolerance; several at that cost make the name ambiguous.
  auto ranked = impl_->costs(folded, tolerance(folded.size()));
  if (!ranked.empty()) {
    std::size_t best = std::numeric_limits<std::size_t>::max();
    for (const auto& [id, d] : ranked) best = std::min(best, d);
    for (const auto& [id, d] : ranked) {
      if (d == best) r.candidates.push_back(id);
    }
  }
  std::sort(r.candidates.begin(), r.candidates.end());
  if (r.candidates.size() == 1) {
    r.kind = Resolution::Kind::close;
    r.id = r.candidates.front();
    // The spelling of that entry closest to what was written, to name the interpretation.
    r.matched = impl_->closest_spelling(folded, r.id);
    r.candidates.clear();
  } else if (r.candidates.size() > 1) {
    r.kind = Resolution::Kind::ambiguous;
  } else {
    r.kind = Resolution::Kind::unknown;
    if (suggest) r.candidates = nearest(text, 3);
  }
  return r;
}

std::vector<int> NameDictionary::nearest(std::string_view text, std::size_t count) const {
  std::string folded = fold_name(text);
  std::size_t limit = std::max<std::size_t>(2, folded.size() * 2 / 3);
  auto costs = impl_->costs(folded, limit);
  std::vector<std::pair<std::size_t, int>> ranked;
  for (const auto& [id, d] : costs) ranked.emplace_back(d, id);
  std::sort(ranked.begin(), ranked.end());
  std::vector<int> out;
  for (std::size_t i = 0; i < ranked.size() && i < count; ++i) out.push_back(ranked[i].second);
  return out;
}

PlaceNames::PlaceNames(const map::Map& map) : map_(&map) {
  for (std::size_t i = 0; i < map.spaces.size(); ++i) {
    const map::Space& s = map.spaces[i];
    int id = static_cast<int>(i);
    dict_.add(s.code, id);
    if (!s.name.empty()) dict_.add(s.name, id);
    for (const auto& alias : s.aliases) dict_.add(alias, id);
  }
  dict_.compile();
}

std::string PlaceNames::describe(map::SpaceId id) const {
  const map::Space& s = map_->space(id);
  if (s.kind == map::SpaceKind::citadel || s.name.empty() ||
      fold_name(s.name) == fold_name(s.code)) {
    return s.code;
  }
  return s.code + " (" + s.name + ")";
}

std::string PlaceNames::describe(const std::vector<int>& ids) const {
  std::string out;
  for (int id : ids) {
    if (!out.empty()) out += ", ";
    out += describe(static_cast<map::SpaceId>(id));
  }
  return out;
}

Resolution resolve_space(const map::Map& map, std::string_view text) {
  return PlaceNames(map).resolve(text);
}

}  // namespace dia::orders
