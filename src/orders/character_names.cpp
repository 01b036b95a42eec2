// The rules' named characters (N2, R1-T1, R6b) and the sides (R1.diad.1) with the spellings
// players use: the French reference name first (it is the name the state and the reports
// use), then the English, Latin and Greek names of the same historical person. Misspellings
// are left to NameDictionary's ranking; only real names are listed here.
#include "orders/names.hpp"

namespace dia::orders {
namespace {

using Entries = std::vector<std::vector<std::string>>;

NamedSet make_set(const Entries& entries, const std::vector<std::string>& extra) {
  NamedSet set;
  for (const auto& spellings : entries) {
    int id = static_cast<int>(set.canonical.size());
    set.canonical.push_back(spellings.front());
    for (const auto& s : spellings) set.dictionary.add(s, id);
  }
  for (const auto& name : extra) {
    // A name the tables already hold (an epigone's, from the scenario) stays one entry.
    if (set.dictionary.resolve(name, false).kind == Resolution::Kind::exact) continue;
    int id = static_cast<int>(set.canonical.size());
    set.canonical.push_back(name);
    set.dictionary.add(name, id);
  }
  set.dictionary.compile();
  return set;
}

// R1-T1's diadoques (the sides' names).
const Entries& diadoques() {
  static const Entries list = {
      {"Cassandre", "Cassander", "Kassandros", "Cassandros"},
      {"Lysimaque", "Lysimachus", "Lysimachos"},
      {"Antigone", "Antigonus", "Antigonos", "Antigone le Borgne", "Antigonus Monophthalmus",
       "Antigonos Monophthalmos"},
      {"Eumène", "Eumenes", "Eumène de Cardia", "Eumenes of Cardia"},
      {"Ptolémée", "Ptolemy", "Ptolemaios", "Ptolemaeus", "Ptolémée Sôter", "Ptolemy Soter",
       "Ptolemy I", "Ptolémée Ier"},
      {"Séleucos", "Seleucus", "Seleukos", "Séleucus", "Séleucos Nicator", "Seleucus Nicator",
       "Seleucus I"},
  };
  return list;
}

// R1-T1's epigones, by the names the scenario gives them. R1.diad.4: plain "Philippe" is
// Cassandre's epigone (historically Philip IV, Cassander's son), never Philippe III; and
// "Ptolémée II" is the epigone, never the diadoque.
const Entries& epigones() {
  static const Entries list = {
      {"Philippe", "Philip", "Philippos", "Philippus", "Philippe IV", "Philip IV"},
      {"Agathocle", "Agathocles", "Agathoklès", "Agathokles"},
      {"Démétrios", "Demetrius", "Démétrius", "Démétrios Poliorcète", "Demetrius Poliorcetes",
       "Demetrios Poliorketes"},
      {"Hyéronimos", "Hiéronymos", "Hieronymus", "Hieronymos", "Jérôme de Cardia",
       "Hieronymus of Cardia"},
      {"Ptolémée II", "Ptolémée 2", "Ptolemy II", "Ptolemy 2", "Ptolemaios II",
       "Ptolémée Philadelphe", "Ptolemy Philadelphus"},
      {"Antiochos", "Antiochus", "Antiochos Sôter", "Antiochus Soter", "Antiochus I"},
  };
  return list;
}

// The Royal Family (D.character).
const Entries& royal_family() {
  static const Entries list = {
      {"Philippe III", "Philippe 3", "Philip III", "Philip 3", "Philippe Arrhidée",
       "Philippe III Arrhidée", "Arrhidée", "Philip Arrhidaeus", "Philip III Arrhidaeus",
       "Arrhidaeus", "Philippus III", "Philippus Arrhidaeus"},
      {"Eurydice", "Eurydike", "Adea Eurydice"},
      {"Roxane", "Roxana", "Rhoxane"},
      {"Alexandre IV", "Alexandre 4", "Alexander IV", "Alexander 4", "Alexandros IV",
       "Alexander IV Aegus"},
      {"Olympias", "Olympias d'Épire", "Olympias of Epirus"},
      {"Cléopâtre", "Cleopatra", "Kleopatra", "Cléopâtre de Macédoine", "Cleopatra of Macedon"},
  };
  return list;
}

}  // namespace

NamedSet character_names(const std::vector<std::string>& extra) {
  Entries entries = royal_family();
  for (const auto& d : diadoques()) entries.push_back(d);
  for (const auto& e : epigones()) entries.push_back(e);
  return make_set(entries, extra);
}

NamedSet side_names(const std::vector<std::string>& extra) {
  return make_set(diadoques(), extra);
}

std::optional<Leader> leader_named(std::string_view canonical) {
  // R1-T1 lists the diadoques and their epigones in the same order.
  for (std::size_t i = 0; i < diadoques().size(); ++i) {
    if (diadoques()[i].front() == canonical) return Leader{diadoques()[i].front(), false};
    if (epigones()[i].front() == canonical) return Leader{diadoques()[i].front(), true};
  }
  return std::nullopt;
}

std::string diadoque_named(std::string_view text, std::string* note) {
  static const NamedSet sides = side_names();
  const Resolution r = sides.resolve(text);
  if (r.found()) {
    const std::string& name = sides.canonical[static_cast<std::size_t>(r.id)];
    if (note != nullptr && r.kind == Resolution::Kind::close) {
      *note = "read '" + std::string(text) + "' as " + name;
    }
    return name;
  }
  if (note != nullptr && !r.candidates.empty()) {
    std::string names;
    for (std::size_t i = 0; i < r.candidates.size(); ++i) {
      if (i > 0) names += i + 1 == r.candidates.size() ? " or " : ", ";
      names += sides.canonical[static_cast<std::size_t>(r.candidates[i])];
    }
    *note = "did you mean " + names + "?";
  }
  return "";
}

}  // namespace dia::orders
