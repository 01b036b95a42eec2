#include "report/catalogue.hpp"

#include <array>
#include <variant>
#include <vector>

#include "common/text.hpp"
#include "report/capitalized.hpp"

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

namespace {

// Whether `name` is a unit as orders write it ("A MAC", "Am LIB", "F* CYC"): its type is read
// as letters ("de A MAC"), never elided like a word.
bool unit_designator(std::string_view name) {
  for (std::string_view type : {"A", "Am", "Ae", "Ag", "F", "Fe"}) {
    if (name.substr(0, type.size()) != type) continue;
    std::string_view rest = name.substr(type.size());
    if (!rest.empty() && (rest[0] == '*' || rest[0] == '#')) rest.remove_prefix(1);
    if (!rest.empty() && rest[0] == ' ') return true;
  }
  return false;
}

}  // namespace

std::string de(std::string_view name) {
  // French elides "de" before a vowel or a mute h; every h of the game's names is mute
  // (Halicarnasse, Héraclée, Hyéronimos). A unit's designator is spelled, not elided.
  return (elides(name) && !unit_designator(name) ? "d'" : "de ") + std::string(name);
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

// Two template fields beside those catalogue.hpp lists:
// `{en 0}` is argument 0, a place, after the French "en" when it is a province or a sea (its
// code: "en MAC") and after "à" when it is a citadel (its name: "à Pella"); "in" in English;
// `{n 0|zero|one|many}` (or `{n 0|zero|other}`) is the form that fits argument 0, `#` standing
// for it: "{n 0|aucune frontière fermée|# frontière fermée|# frontières fermées}"; a number
// chooses by its value (many: where `{s 0}` would add an "s"), any other argument takes "zero"
// when it is missing or empty ("convoi coupé{n 1|| : # délogée}").

// Whether a place is a province or sea, named by its code (`MAC`, `MOR`; the classical map's
// `lon`), rather than a citadel, whose code is its full name (`Pella`, `Alexandrie d'Issos`:
// maps/README.md, R4a.cit.2). French puts a province after "en", a city after "à".
bool province_code(std::string_view place) {
  bool upper = false, lower = false;
  for (char c : place) {
    if (c >= 'A' && c <= 'Z')
      upper = true;
    else if (c >= 'a' && c <= 'z')
      lower = true;
    else if (!(c >= '0' && c <= '9') && c != '/')
      return false;  // a space, an accent: a name
  }
  return !(upper && lower);
}

// `{n N|zero|one|many}` (or `{n N|zero|other}`): the wording that fits argument N, `#` standing
// for it. A number chooses by its value (one: 1, and any other in English but for the plural
// rule; many: from 2 in French); any other argument is "zero" when it is missing or empty.
std::string choose(Lang lang, const Message& m, std::size_t i, std::string_view forms) {
  std::vector<std::string_view> alt;
  for (std::size_t from = 0;;) {
    const std::size_t bar = forms.find('|', from);
    alt.push_back(forms.substr(from, bar == std::string_view::npos ? bar : bar - from));
    if (bar == std::string_view::npos) break;
    from = bar + 1;
  }
  const std::string value = argument(lang, m, i);
  std::size_t pick = value.empty() ? 0 : 1;
  if (i < m.args.size())
    if (const auto* n = std::get_if<arg::Number>(&m.args[i])) {
      pick = n->value == 0 ? 0 : 1;
      if (pick == 1 && alt.size() > 2 && plural(lang, m, i)) pick = 2;
    }
  if (pick >= alt.size()) pick = alt.size() - 1;
  std::string out;
  for (char c : alt[pick])
    if (c == '#')
      out += value;
    else
      out += c;
  return out;
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
    std::string_view forms;  // `{n 0|…|…}`: the forms after the index
    if (const auto bar = field.find('|'); bar != std::string_view::npos) {
      forms = field.substr(bar + 1);
      field = field.substr(0, bar);
    }
    for (char c : field) index = index * 10 + static_cast<std::size_t>(c - '0');
    if (op == "n")
      out += choose(lang, message, index, forms);
    else if (op == "en") {  // "en MAC", "à Pella"; "in" either in English
      const std::string place = argument(lang, message, index);
      out += (lang == Lang::en ? "in " : province_code(place) ? "en " : "à ") + place;
    } else if (op == "de" && lang == Lang::fr && neutrals(message, index))
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

std::string capitalized(std::string_view sentence) {
  std::string out(sentence);
  if (out.empty()) return out;
  const auto c = static_cast<unsigned char>(out[0]);
  if (c >= 'a' && c <= 'z') {
    out[0] = static_cast<char>(c - 'a' + 'A');
  } else if (c == 0xC3 && out.size() > 1) {  // é, è, ê, à, â, ô… (UTF-8 C3 A0–BF → C3 80–9F)
    const auto d = static_cast<unsigned char>(out[1]);
    if (d >= 0xA0 && d <= 0xBE && d != 0xB7) out[1] = static_cast<char>(d - 0x20);
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
