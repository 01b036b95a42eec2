#pragma once
// The message catalogue: every sentence a player reads, worded once per language
// (messages_fr.cpp, messages_en.cpp), from a Message (id + typed arguments, common/message.hpp).
//
// A wording is a template: `{0}` is argument 0 as it is; `{de 0}` is argument 0 after the French
// preposition "de", elided before a vowel or a mute h ("aux mains d'Antigone", "de Séleucos";
// the neutrals' side is "des neutres");
// `{e 0}` is "e" when argument 0 is a feminine character ("Cléopâtre est capturée"), else nothing;
// `{le 0}`, `{du 0}`, `{au 0}` are argument 0, a season's name, with its French article, alone or
// after "de" or "à" ("pour l'été -319", "du printemps -319", "à l'hiver -319"); in English the
// name alone;
// `{ord 0}` is the number as a French ordinal ("1er", "2e"), as it is in English;
// `{s 0}` is "s" when the number argument 0 asks for a plural in the wording's language
// (French from 2 on: "1 ligne ignorée", "0 ligne", "2 lignes"; English but for 1: "0 lines").
#include <span>
#include <string>
#include <string_view>

#include "common/message.hpp"
#include "report/lang.hpp"

namespace dia::report {

struct Wording {
  Msg id;
  std::string_view text;
};

// Every id's wording in `lang`, in Msg order (one entry per id).
std::span<const Wording> wordings(Lang lang);

// The sentence in `lang`.
std::string words(Lang lang, const Message& message);
// Several sentences, joined as notes are ("a ; b" / "a; b").
std::string words(Lang lang, std::span<const Message> messages);
// A fixed phrase of the report layout (a heading, a label): a sentence with no argument.
inline std::string say(Lang lang, Msg id) {
  return words(lang, Message{id, {}});
}

// French grammar the French wordings need (exposed for tests).
bool feminine(std::string_view character_name);  // Cléopâtre, Olympias, Roxane, Eurydice
std::string de(std::string_view name);           // "d'Antigone", "de Séleucos"

// True when every wording of `table` is in Msg order and covers every id once.
constexpr bool covers_every_id(std::span<const Wording> table) {
  if (table.size() != msg_count) return false;
  for (std::size_t i = 0; i < table.size(); ++i)
    if (static_cast<std::size_t>(table[i].id) != i || table[i].text.empty()) return false;
  return true;
}

}  // namespace dia::report
