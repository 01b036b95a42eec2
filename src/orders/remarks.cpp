#include "orders/remarks.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>
#include <unordered_set>
#include <vector>

#include "common/text.hpp"
#include "grammar/keywords.hpp"
#include "orders/keyword_spelling.hpp"

namespace dia::orders {
namespace {

namespace k = grammar::keywords;

bool word_byte(char c) {
  auto u = static_cast<unsigned char>(c);
  return (u >= '0' && u <= '9') || (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || u >= 0x80;
}

std::string_view word_at(std::string_view t) {
  std::size_t n = 0;
  while (n < t.size() && word_byte(t[n])) ++n;
  return t.substr(0, n);
}

std::string_view skip_spaces(std::string_view t) {
  while (!t.empty() && t.front() == ' ') t.remove_prefix(1);
  return t;
}

// Everyday words of French and English messages that no order uses (folded, no accents).
const std::unordered_set<std::string_view>& prose_words() {
  static const std::unordered_set<std::string_view> words = {
      // greetings, thanks, closings
      "bonjour", "bonsoir", "salut", "coucou", "hello", "hi", "hey", "dear", "cher", "chere",
      "chers", "cheres", "merci", "thanks", "thank", "thx", "cheers", "regards", "sincerely",
      "cordialement", "amicalement", "amities", "bises", "bisous", "salutations", "bientot", "bye",
      "soon", "later", "luck", "chance", "sorry", "desole", "desolee", "pardon", "please", "svp",
      "stp", "ps", "nb", "hope", "espere",
      // about the game and the message
      "voici", "voila", "here", "ordres", "orders", "arbitre", "mj", "gm", "partie", "game", "tour",
      "turn", "printemps", "ete", "automne", "hiver", "spring", "summer", "autumn", "fall",
      "winter", "saison", "season",
      // pronouns, articles, common verbs and links
      "je", "j", "tu", "il", "elle", "nous", "vous", "ils", "elles", "i", "we", "you", "he", "she",
      "they", "it", "mes", "mon", "ma", "ton", "ta", "tes", "votre", "vos", "notre", "nos", "my",
      "your", "our", "their", "his", "her", "le", "la", "les", "un", "une", "des", "du", "au",
      "aux", "et", "mais", "donc", "car", "pour", "avec", "sans", "dans", "sur", "ce", "cet",
      "cette", "ces", "qui", "que", "quoi", "tout", "tous", "toutes", "tres", "the", "an", "and",
      "but", "for", "with", "from", "this", "that", "these", "those", "of", "is", "are", "am",
      "was", "be", "will", "would", "should", "have", "has", "est", "sont", "suis", "ai", "avons",
      "avez", "vais", "veux", "voudrais", "pense", "crois", "sera"};
  return words;
}

// Words and phrases of prose that name an order (folded, no accents): the verbs of N1–N3, their
// nouns and their usual French and English synonyms. Everyday words that are also verbs (give,
// hold, reste, tient…) are left out: a greeting must stay a remark.
const std::vector<std::string_view>& order_words() {
  static const std::vector<std::string_view> words = {
      // French
      "attaque", "attaquer", "attaquent", "attaquera", "soutien", "soutient", "soutenir",
      "soutiens", "convoi", "convoie", "convoyer", "assiege", "assieger", "assiegent", "siege",
      "ravitaille", "ravitailler", "retraite", "construire", "construction", "construis", "achat",
      "achats", "acheter", "licencier", "dissoudre", "promouvoir", "promotion", "degrader",
      "corrompre", "corruption", "ouverture", "ouvrir", "portes", "donner", "epargner",
      "assassiner", "assassinat", "mise a mort", "executer", "execution", "mariage", "epouser",
      "enchere", "encheres", "voter", "capitale", "saisir", "dissocier", "commandement", "deplacer",
      "deplace", "deplacement", "licenciement", "declassement", "retrograder",
      // English
      "attack", "attacks", "besiege", "retreat", "disband", "promote", "downgrade", "bribe",
      "corrupt", "assassinate", "assassination", "execute", "marry", "marriage", "seize", "convoy",
      "convoys", "supports", "upkeep"};
  return words;
}

// The order word or phrase that starts `t` at a word boundary, or empty.
std::string_view order_word_at(std::string_view t) {
  for (std::string_view w : order_words()) {
    if (t.starts_with(w) && (t.size() == w.size() || !word_byte(t[w.size()]))) return w;
  }
  return {};
}

// The first words of the keywords that can follow a unit, a place or a character.
const std::unordered_set<std::string_view>& order_vocabulary() {
  static const auto words = [] {
    std::unordered_set<std::string_view> out;
    auto add = [&](k::words w) {
      for (auto s : w) out.insert(s.substr(0, s.find(' ')));
    };
    for (k::words w : {k::words(k::in), k::words(k::hold), k::words(k::support),
                       k::words(k::convoy), k::words(k::supply), k::words(k::retreat),
                       k::words(k::destroy), k::words(k::via), k::words(k::move_words)}) {
      add(w);
    }
    for (const auto& [s, v] : k::designators) out.insert(s.substr(0, s.find(' ')));
    for (const auto& [s, v] : k::siege_rounds) out.insert(s.substr(0, s.find(' ')));
    return out;
  }();
  return words;
}

// Within the misspelling tolerance (the lengths are compared first: most words are far off).
bool close_enough(std::string_view written, std::string_view spelling) {
  std::size_t tolerance = misspelling_tolerance(written.size());
  std::size_t apart = written.size() > spelling.size() ? written.size() - spelling.size()
                                                       : spelling.size() - written.size();
  return apart <= tolerance && edit_distance(written, spelling) <= tolerance;
}

bool is_designator(std::string_view word) {
  for (const auto& [s, v] : k::designators) {
    std::string_view first = s.substr(0, s.find(' '));
    if (first == word) return true;
    if (first.size() >= 4 && word.size() >= 4 && close_enough(word, first)) return true;
  }
  return false;
}

// What follows the first word or name is more order vocabulary.
// `misspelled`: a misspelled place counts (after a designator: `A Phenicei SYR`).
bool followed_by_order_vocabulary(std::string_view rest, const NameDictionary& places,
                                  const NameDictionary& characters, bool misspelled) {
  rest = skip_spaces(rest);
  if (rest.empty()) return false;
  // `Olympias (Delphes) X`, but not `Ptolémée (alias Pierre)`.
  if (rest.front() == '(')
    return followed_by_order_vocabulary(rest.substr(1), places, characters, false);
  if (std::string_view("*#/-=>").find(rest.front()) != std::string_view::npos) return true;
  std::string_view w = word_at(rest);
  if (w.empty()) return false;
  if (order_vocabulary().count(w) || is_designator(w)) return true;
  if (places.longest_prefix(rest).length > 0 || characters.longest_prefix(rest).length > 0)
    return true;
  if (std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; })) return true;
  // A misspelled place, unless the word is everyday prose ("ete" is not EGE).
  if (!misspelled || prose_words().count(w)) return false;
  auto r = places.resolve(w, false);
  return r.kind == Resolution::Kind::close || r.kind == Resolution::Kind::ambiguous;
}

// The spellings of order words that are everyday words too ("Keep in touch!", "Je vote pour
// toi", "Conserver nos liens"): a line they start is an order only when a unit, a place, a
// character or an amount follows (after `pour` or `contre` for a vote).
bool everyday_spelling(std::string_view spelling) {
  static constexpr std::string_view words[] = {"keep",      "maintain",   "maintenir",  "conserver",
                                               "entretien", "entretenir", "entretiens", "je vote",
                                               "i vote",    "recruit",    "dismiss"};
  return std::find(std::begin(words), std::end(words), spelling) != std::end(words);
}
bool names_follow(std::string_view rest, const NameDictionary& places,
                  const NameDictionary& characters) {
  rest = skip_spaces(rest);
  std::string_view w = word_at(rest);
  for (std::string_view choice : {"pour", "contre", "for", "against"}) {
    if (w == choice) {
      rest = skip_spaces(rest.substr(w.size()));
      w = word_at(rest);
      break;
    }
  }
  if (w.empty()) return false;
  if (is_designator(w) ||
      std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return true;
  return places.longest_prefix(rest).length > 0 || characters.longest_prefix(rest).length > 0;
}

// The line starts with an order word (a verb of N3): written in full, or short (Co, CC, Or) or
// misspelled and followed by more order vocabulary ("Bonne partie" is not "Donner", "Or, je
// pense" is not a gold gift).
bool starts_with_order_word(std::string_view t, const NameDictionary& places,
                            const NameDictionary& characters) {
  auto separator = [](char c) { return c == ' ' || c == '\'' || c == '-' || c == '.' || c == '_'; };
  for (const auto& v : k::verbs) {
    for (auto spelling : v.spellings) {
      // The same number of words from the line, joined by single spaces.
      std::size_t count =
          static_cast<std::size_t>(std::count(spelling.begin(), spelling.end(), ' ')) + 1;
      std::string text;
      std::string_view rest = t;
      for (std::size_t n = 0; n < count; ++n) {
        if (n > 0) {
          while (!rest.empty() && separator(rest.front())) rest.remove_prefix(1);
          text += ' ';
        }
        std::string_view w = word_at(rest);
        if (w.empty()) break;
        text += w;
        rest.remove_prefix(w.size());
      }
      if (text == spelling && everyday_spelling(spelling)) {
        if (names_follow(rest, places, characters)) return true;
        continue;
      }
      if (text == spelling && spelling.size() >= 3) return true;
      bool close = text == spelling ||
                   (spelling.size() >= 4 && text.size() >= 4 && close_enough(text, spelling));
      if (close && followed_by_order_vocabulary(rest, places, characters, true)) return true;
    }
  }
  return false;
}

// `t` starts with the words of `spelling` (keywords.hpp: lower case, words joined by spaces).
bool starts_with_words(std::string_view t, std::string_view spelling) {
  for (;;) {
    std::size_t space = spelling.find(' ');
    std::string_view w = word_at(t);
    if (w != spelling.substr(0, space)) return false;
    if (space == std::string_view::npos) return true;
    spelling.remove_prefix(space + 1);
    t.remove_prefix(w.size());
    while (!t.empty() && !word_byte(t.front())) t.remove_prefix(1);
  }
}

// An order written subject first: a character, then one of the verbs of keywords.hpp's s_*
// tables (`Cassandre verse 5 T à Lysimaque`, `Roxane est donnée à Antigone`).
bool subject_first(std::string_view t, const NameDictionary& characters) {
  auto p = characters.longest_prefix(t);
  if (p.length == 0) return false;
  std::string_view rest = skip_spaces(t.substr(p.length));
  for (k::words table : k::subject_verbs) {
    for (std::string_view spelling : table) {
      if (starts_with_words(rest, spelling)) return true;
    }
  }
  return false;
}

bool order_like(std::string_view t, const NameDictionary& places,
                const NameDictionary& characters) {
  t = skip_spaces(t);
  if (t.starts_with('[')) return t.find(']') != std::string_view::npos;
  // `England:`: a side prefix, as the grammar reads it.
  std::size_t w = 0;
  while (w < t.size() && (std::isalnum(static_cast<unsigned char>(t[w])) || t[w] == '_')) ++w;
  if (w > 0 && std::isalpha(static_cast<unsigned char>(t[0]))) {
    std::string_view after = skip_spaces(t.substr(w));
    if (after.starts_with(':')) t = skip_spaces(after.substr(1));
  }
  if (t.empty()) return false;
  if (t.front() == '*' || t.front() == '#') return true;
  std::string_view first = word_at(t);
  if (first.empty()) return false;
  if (first == "m" || first == "move" || first == "moves") return true;
  if (starts_with_order_word(t, places, characters)) return true;
  if (subject_first(t, characters)) return true;
  if (is_designator(first))
    return followed_by_order_vocabulary(t.substr(first.size()), places, characters, true);
  for (const NameDictionary* dict : {&places, &characters}) {
    if (auto p = dict->longest_prefix(t); p.length > 0)
      return followed_by_order_vocabulary(t.substr(p.length), places, characters, false);
  }
  return false;
}

// What in a line of prose looks like an order: an order word, or a place written in full
// (codes of three letters are everyday words too: "the", "car", "les").
void find_order_sign(std::string_view t, const NameDictionary& places, LineShape& shape) {
  for (std::size_t at = 0; at < t.size();) {
    if (!word_byte(t[at])) {
      ++at;
      continue;
    }
    std::size_t length = order_word_at(t.substr(at)).size();
    shape.sign = "order word";
    if (length == 0) {
      length = places.longest_prefix(t.substr(at)).length;
      shape.sign = "place";
      if (length < 4) length = 0;
    }
    if (length > 0) {
      shape.sign_begin = at;
      shape.sign_end = at + length;
      return;
    }
    shape.sign = {};
    at += word_at(t.substr(at)).size();
  }
}

}  // namespace

bool is_order_keyword(std::string_view w) {
  return order_vocabulary().count(w) > 0 ||
         std::binary_search(std::begin(k::verb_words), std::end(k::verb_words), w);
}

LineShape shape_of(std::string_view normalised, const NameDictionary& places,
                   const NameDictionary& characters) {
  LineShape shape;
  std::string_view t = trim(normalised);
  shape.order_like = order_like(t, places, characters);
  if (shape.order_like) return shape;
  std::vector<std::string_view> words;
  for (std::string_view rest = t; !rest.empty();) {
    std::string_view w = word_at(rest);
    if (w.empty()) {
      rest.remove_prefix(1);
      continue;
    }
    words.push_back(w);
    rest.remove_prefix(w.size());
  }
  bool digits = std::any_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; });
  shape.signature = !words.empty() && words.size() <= 4 && !digits;
  if (t.empty()) return shape;
  shape.prose = std::string_view(",:!?").find(t.back()) != std::string_view::npos ||
                t.find_first_of("!?") != std::string_view::npos || words.size() >= 4 ||
                std::any_of(words.begin(), words.end(),
                            [](std::string_view w) { return prose_words().count(w) > 0; });
  if (shape.prose || shape.signature) {
    find_order_sign(t, places, shape);
    const auto lead = static_cast<std::size_t>(t.data() - normalised.data());
    shape.sign_begin += lead;
    shape.sign_end += lead;
  }
  return shape;
}

}  // namespace dia::orders
