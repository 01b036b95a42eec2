#include "report/catalogue.hpp"

#include <array>
#include <variant>

#include "common/text.hpp"

namespace dia::report {

std::span<const Wording> french_wordings();   // messages_fr.cpp
std::span<const Wording> english_wordings();  // messages_en.cpp

std::span<const Wording> wordings(Lang lang) {
  return lang == Lang::fr ? french_wordings() : english_wordings();
}

bool feminine(std::string_view character_name) {
  // The women of the game (scenarios/standard-319.yaml); a name is matched as players write it.
  static const std::array<std::string, 4> women{fold_name("Cléopâtre"), fold_name("Olympias"),
                                                fold_name("Roxane"), fold_name("Eurydice")};
  const std::string folded = fold_name(character_name);
  for (const std::string& w : women)
    if (folded == w) return true;
  return false;
}

namespace {

// Whether French elides before `word`: a vowel or a mute h (every h of the game's names and
// seasons is mute: Halicarnasse, Héraclée, hiver).
bool elides(std::string_view word) {
  const std::string folded = fold_name(word.substr(0, std::min<std::size_t>(word.size(), 4)));
  return !folded.empty() && std::string_view("aeiouyh").find(folded[0]) != std::string_view::npos;
}

}  // namespace

std::string de(std::string_view name) {
  // French elides "de" before a vowel or a mute h; every h of the game's names is mute
  // (Halicarnasse, Héraclée, Hyéronimos).
  return (elides(name) ? "d'" : "de ") + std::string(name);
}

namespace {

// A season's name with its French article, alone or after "de" or "à" ("le printemps -319",
// "l'été -319"; "du printemps", "de l'été"; "au printemps", "à l'hiver"). English has none.
std::string with_article(Lang lang, std::string_view op, const std::string& season) {
  if (lang == Lang::en || season.empty()) return season;
  const bool elided = elides(season);
  if (op == "le") return (elided ? "l'" : "le ") + season;
  if (op == "du") return (elided ? "de l'" : "du ") + season;
  return (elided ? "à l'" : "au ") + season;  // "au"
}

struct ArgText {
  Lang lang;
  std::string operator()(const arg::Words& a) const { return a.value; }
  std::string operator()(const arg::Piece& a) const { return a.value; }
  std::string operator()(const arg::Place& a) const { return a.value; }
  std::string operator()(const arg::Side& a) const {  // "" is nobody's: the neutrals
    if (a.value.empty()) return say(lang, Msg::side_neutral);
    return a.value;
  }
  std::string operator()(const arg::Character& a) const { return a.value; }
  std::string operator()(const arg::Number& a) const { return std::to_string(a.value); }
  std::string operator()(const arg::Clause& a) const { return a.value; }
  std::string operator()(const arg::Sub& a) const { return words(lang, a.messages); }
};

std::string ordinal(Lang lang, const std::string& n) {
  if (lang == Lang::en) return n;
  return n + (n == "1" ? "er" : "e");
}

std::string argument(Lang lang, const Message& m, std::size_t i) {
  if (i >= m.args.size()) return {};  // a missing argument prints nothing rather than crash
  return std::visit(ArgText{lang}, m.args[i]);
}

// Whether argument `i` is the neutrals' side (arg::Side "").
bool neutrals(const Message& m, std::size_t i) {
  if (i >= m.args.size()) return false;
  const auto* s = std::get_if<arg::Side>(&m.args[i]);
  return s != nullptr && s->value.empty();
}

// Whether the number argument `i` takes a plural: from 2 on in French, all but 1 in English.
bool plural(Lang lang, const Message& m, std::size_t i) {
  if (i >= m.args.size()) return false;
  const auto* n = std::get_if<arg::Number>(&m.args[i]);
  if (n == nullptr) return false;
  const int v = n->value < 0 ? -n->value : n->value;
  return lang == Lang::fr ? v >= 2 : v != 1;
}

bool feminine_character(const Message& m, std::size_t i) {
  if (i >= m.args.size()) return false;
  const auto* c = std::get_if<arg::Character>(&m.args[i]);
  return c != nullptr && feminine(c->value);
}

}  // namespace

std::string words(Lang lang, const Message& message) {
  const std::string_view tpl = wordings(lang)[static_cast<std::size_t>(message.id)].text;
  std::string out;
  for (std::size_t k = 0; k < tpl.size(); ++k) {
    const std::size_t close = tpl[k] == '{' ? tpl.find('}', k) : std::string_view::npos;
    if (close == std::string_view::npos) {
      out += tpl[k];
      continue;
    }
    std::string_view field = tpl.substr(k + 1, close - k - 1);
    std::string_view op;
    if (const auto space = field.find(' '); space != std::string_view::npos) {
      op = field.substr(0, space);
      field = field.substr(space + 1);
    }
    std::size_t index = 0;
    for (char c : field) index = index * 10 + static_cast<std::size_t>(c - '0');
    if (op == "de" && lang == Lang::fr && neutrals(message, index))
      out += "des neutres";  // "aux mains des neutres": the neutrals are many
    else if (op == "de")
      out += de(argument(lang, message, index));
    else if (op == "le" || op == "du" || op == "au")  // a season: "pour l'été -319"
      out += with_article(lang, op, argument(lang, message, index));
    else if (op == "ord")  // "1er", "2e" in French; the number in English ("round 1")
      out += ordinal(lang, argument(lang, message, index));
    else if (op == "e")
      out += feminine_character(message, index) ? "e" : "";
    else if (op == "s")
      out += plural(lang, message, index) ? "s" : "";
    else
      out += argument(lang, message, index);
    k = close;
  }
  return out;
}

std::string words(Lang lang, std::span<const Message> messages) {
  std::string out;
  for (const Message& m : messages) {
    std::string one = words(lang, m);
    if (one.empty()) continue;
    if (!out.empty()) out += lang == Lang::fr ? " ; " : "; ";
    out += one;
  }
  return out;
}

}  // namespace dia::report
