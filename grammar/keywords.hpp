#pragma once
// The spellings of the order language's keywords, in one place: the X3 grammar
// (order_line_def.hpp) builds its keyword parsers from these tables, the fast path
// (fast_line.cpp) reads the same tables, and the misspelling check (orders/keywords.cpp) compares
// unknown words with them. Lower case without accents (the line is normalised first); a space
// inside a spelling matches any run of separators ("pas de controle" = "Pas-de-contrôle").
#include <span>
#include <string_view>
#include <utility>

#include "grammar/ast.hpp"
#include "orders/ast.hpp"

namespace dia::grammar::keywords {

using words = std::span<const std::string_view>;

// ---- Military orders (N1, G1, G2) and the classical/jDip spellings ----
inline constexpr std::pair<std::string_view, orders::UnitType> designators[] = {
    {"a", orders::UnitType::army},
    {"army", orders::UnitType::army},
    {"armee", orders::UnitType::army},
    {"mercenaires", orders::UnitType::army},
    {"am", orders::UnitType::militia},
    {"milice", orders::UnitType::militia},
    {"militia", orders::UnitType::militia},
    {"ae", orders::UnitType::elite_army},
    {"elite", orders::UnitType::elite_army},
    {"ag", orders::UnitType::guard},
    {"garde", orders::UnitType::guard},
    {"guard", orders::UnitType::guard},
    {"f", orders::UnitType::fleet},
    {"fleet", orders::UnitType::fleet},
    {"flotte", orders::UnitType::fleet},
    {"fe", orders::UnitType::elite_fleet},
    {"flotte elite", orders::UnitType::elite_fleet},
    {"elite fleet", orders::UnitType::elite_fleet}};

// Coasts as one letter (ast::location::coast).
inline constexpr std::pair<std::string_view, char> coasts[] = {
    {"nc", 'n'},          {"sc", 's'},          {"ec", 'e'},         {"wc", 'w'},
    {"north coast", 'n'}, {"south coast", 's'}, {"east coast", 'e'}, {"west coast", 'w'},
    {"north", 'n'},       {"south", 's'},       {"east", 'e'},       {"west", 'w'},
    {"cote nord", 'n'},   {"cote sud", 's'},    {"cote est", 'e'},   {"cote ouest", 'w'},
    {"nord", 'n'},        {"sud", 's'},         {"est", 'e'},        {"ouest", 'w'}};

inline constexpr std::pair<std::string_view, int> siege_rounds[] = {
    {"a1", 1}, {"a2", 2}, {"siege 1", 1}, {"siege 2", 2}, {"s1", 1}, {"s2", 2}};

inline constexpr std::pair<std::string_view, int> seasons[] = {
    {"printemps", 0}, {"spring", 0}, {"ete", 1},   {"summer", 1}, {"automne", 2},
    {"autumn", 2},    {"fall", 2},   {"hiver", 3}, {"winter", 3}};

inline constexpr std::pair<std::string_view, bool> vote_choices[] = {
    {"pour", true},    {"for", true},      {"oui", true},  {"yes", true},
    {"contre", false}, {"against", false}, {"non", false}, {"no", false}};

inline constexpr std::string_view in[] = {"in", "en"};
inline constexpr std::string_view hold[] = {"x",      "h",     "hold",  "holds", "stand",
                                            "stands", "tenir", "tient", "reste"};
inline constexpr std::string_view support[] = {"s",       "support",  "supports",
                                               "soutien", "soutient", "soutenir"};
inline constexpr std::string_view convoy[] = {"c",       "convoy",   "convoys",
                                              "convoie", "convoyer", "transporte"};
inline constexpr std::string_view forced_convoy[] = {"c"};
inline constexpr std::string_view supply[] = {
    "ra", "ravitailler", "ravitaille", "ravitaillement", "supply", "supplies"};
inline constexpr std::string_view retreat[] = {"re", "retraite", "retreat", "retraiter"};
inline constexpr std::string_view destroy[] = {"x", "destroy", "detruire", "disband", "annihilate"};
inline constexpr std::string_view via[] = {"via convoy", "by convoy", "via convoi", "par convoi",
                                           "par convoy", "en convoi", "via c"};
inline constexpr std::string_view command_first[] = {"m", "move", "moves"};
inline constexpr std::string_view move_words[] = {
    "to",         "into",        "vers",         "m",         "move",      "moves",
    "move to",    "moves to",    "moving to",    "attack",    "attacks",   "attack on",
    "attacks on", "attack into", "attacks into", "attack of", "attacks of"};
// The literal move separators, tried before the words, longest first.
inline constexpr std::string_view move_arrows[] = {"-->", "-=>", "==>", "->", "=>", "-"};

inline constexpr std::string_view talents[] = {"t", "talents", "talent"};
inline constexpr std::string_view to_side[] = {"a", "to"};
inline constexpr std::string_view publicly[] = {"public", "publique"};

// ---- Orders introduced by a verb (N3), in the order the grammar tries them ----
struct verb_spelling {
  ast::verb verb;
  words spellings;
};

inline constexpr std::string_view build[] = {"construire", "build", "construction"};
inline constexpr std::string_view disband[] = {"licencier", "disband", "remove", "supprimer",
                                               "dissoudre"};
inline constexpr std::string_view promote[] = {"promouvoir", "promote", "promotion"};
inline constexpr std::string_view downgrade[] = {"degrader", "downgrade"};
inline constexpr std::string_view counter_corruption[] = {"cc", "contre corruption",
                                                          "counter corruption", "contre corrompre"};
inline constexpr std::string_view corruption[] = {"co", "corrompre", "corruption", "corrupt",
                                                  "bribe"};
inline constexpr std::string_view passage[] = {"passage", "accorder passage", "accorder le passage",
                                               "grant passage"};
inline constexpr std::string_view give[] = {"donner", "give"};
inline constexpr std::string_view spare[] = {"epargner", "spare"};
inline constexpr std::string_view assassinate[] = {"assassiner", "assassinate", "kill", "tuer"};
inline constexpr std::string_view bid[] = {"enchere", "encheres", "bid"};
inline constexpr std::string_view royal_order[] = {"ordre royal", "royal order"};
inline constexpr std::string_view vote[] = {"vote", "voter"};
inline constexpr std::string_view open_gates[] = {"ouvrir", "ouvrir les portes", "open",
                                                  "open gates", "open the gates"};
inline constexpr std::string_view gold[] = {"or", "gold"};
inline constexpr std::string_view no_control[] = {"pas de controle", "no control",
                                                  "ne pas controler"};
inline constexpr std::string_view no_seize[] = {"pas de saisie", "no seize", "do not seize",
                                                "no seizure"};
inline constexpr std::string_view capital[] = {"capitale", "capital"};
inline constexpr std::string_view seize[] = {"saisir", "seize"};
inline constexpr std::string_view dissociate[] = {"dissocier", "dissociate"};
inline constexpr std::string_view command[] = {"commandement", "command"};
inline constexpr std::string_view announce_marriage[] = {"annonce mariage", "annonce de mariage",
                                                         "announce marriage"};
inline constexpr std::string_view marriage[] = {"mariage", "marriage", "marry"};
inline constexpr std::string_view accord[] = {"accord chandragupta", "accord avec chandragupta",
                                              "chandragupta accord", "accord"};
inline constexpr std::string_view epigone_placement[] = {"epigone"};
inline constexpr std::string_view treasury_heir[] = {"tresor", "treasury"};
inline constexpr std::string_view preference[] = {"preference", "preferences"};
inline constexpr std::string_view purchase[] = {"achat", "achats", "purchase", "buy"};
inline constexpr std::string_view player[] = {"joueur", "player"};
inline constexpr std::string_view season[] = {"saison", "season"};

inline constexpr verb_spelling verbs[] = {{ast::verb::build, build},
                                          {ast::verb::disband, disband},
                                          {ast::verb::promote, promote},
                                          {ast::verb::downgrade, downgrade},
                                          {ast::verb::counter_corruption, counter_corruption},
                                          {ast::verb::corruption, corruption},
                                          {ast::verb::passage, passage},
                                          {ast::verb::give, give},
                                          {ast::verb::spare, spare},
                                          {ast::verb::assassinate, assassinate},
                                          {ast::verb::bid, bid},
                                          {ast::verb::royal_order, royal_order},
                                          {ast::verb::vote, vote},
                                          {ast::verb::open_gates, open_gates},
                                          {ast::verb::gold, gold},
                                          {ast::verb::no_control, no_control},
                                          {ast::verb::no_seize, no_seize},
                                          {ast::verb::capital, capital},
                                          {ast::verb::seize, seize},
                                          {ast::verb::dissociate, dissociate},
                                          {ast::verb::command, command},
                                          {ast::verb::announce_marriage, announce_marriage},
                                          {ast::verb::marriage, marriage},
                                          {ast::verb::accord, accord},
                                          {ast::verb::epigone_placement, epigone_placement},
                                          {ast::verb::treasury_heir, treasury_heir},
                                          {ast::verb::preference, preference},
                                          {ast::verb::purchase, purchase},
                                          {ast::verb::player, player},
                                          {ast::verb::season, season}};

// The first words of every verb order (sorted), so other lines skip the verb alternatives.
inline constexpr std::string_view verb_words[] = {
    "accord",       "accorder",     "achat",      "achats",       "annonce",    "announce",
    "assassinate",  "assassiner",   "bid",        "bribe",        "build",      "buy",
    "capital",      "capitale",     "cc",         "chandragupta", "co",         "command",
    "commandement", "construction", "construire", "contre",       "corrompre",  "corrupt",
    "corruption",   "counter",      "degrader",   "disband",      "dissociate", "dissocier",
    "dissoudre",    "do",           "donner",     "downgrade",    "enchere",    "encheres",
    "epargner",     "epigone",      "give",       "gold",         "grant",      "joueur",
    "kill",         "licencier",    "mariage",    "marriage",     "marry",      "ne",
    "no",           "open",         "or",         "ordre",        "ouvrir",     "pas",
    "passage",      "player",       "preference", "preferences",  "promote",    "promotion",
    "promouvoir",   "purchase",     "remove",     "royal",        "saisir",     "saison",
    "season",       "seize",        "spare",      "supprimer",    "treasury",   "tresor",
    "tuer",         "vote",         "voter"};

}  // namespace dia::grammar::keywords
