#include "state/side_keys.hpp"

#include <algorithm>
#include <limits>

#include "common/text.hpp"
#include "orders/names.hpp"

namespace dia::state {
namespace {

// The canonical diadoque a name is one of the spellings of ("Ptolemy" → "Ptolémée"), or "".
// Only exact spellings count: a file or a side is never taken for another by a guess.
std::string diadoque_spelled(std::string_view name) {
  static const orders::NamedSet set = orders::side_names();
  const orders::Resolution r = set.dictionary.resolve(name, false);
  if (r.kind != orders::Resolution::Kind::exact) return "";
  return set.canonical[static_cast<std::size_t>(r.id)];
}

std::vector<std::string> keys_of(const SideKeys& s) {
  std::vector<std::string> keys;
  for (const std::string* k : {&s.id, &s.diadoque, &s.player, &s.email})
    if (!k->empty()) keys.push_back(fold_name(*k));
  return keys;
}

}  // namespace

std::vector<std::string> sides_named(const std::vector<SideKeys>& sides, std::string_view name) {
  const std::string folded = fold_name(name);
  const std::string spelled = fold_name(diadoque_spelled(name));
  std::vector<std::string> out;
  for (const SideKeys& s : sides) {
    const std::vector<std::string> keys = keys_of(s);
    const bool named = std::find(keys.begin(), keys.end(), folded) != keys.end() ||
                       (!spelled.empty() && spelled == fold_name(s.diadoque));
    if (named && std::find(out.begin(), out.end(), s.id) == out.end()) out.push_back(s.id);
  }
  return out;
}

const SideKeys* nearest_side(const std::vector<SideKeys>& sides, std::string_view name) {
  const std::string folded = fold_name(name);
  const SideKeys* best = nullptr;
  std::size_t best_distance = std::numeric_limits<std::size_t>::max();
  for (const SideKeys& s : sides)
    for (const std::string& key : keys_of(s)) {
      const std::size_t d = edit_distance(folded, key);
      if (d < best_distance) best_distance = d, best = &s;
    }
  return best;
}

std::string describe(const SideKeys& side) {
  std::string details = side.diadoque;
  if (!side.player.empty()) details += (details.empty() ? "" : ", ") + side.player;
  return details.empty() ? side.id : side.id + " (" + details + ")";
}

}  // namespace dia::state
