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
    {"elite fleet", orders::UnitType::elite_fleet},
    // The names of chapter 6a (S1:L380–396) in full: `Construire une armée d'élite à Pella`.
    {"armee de mercenaires", orders::UnitType::army},
    {"armee de milice", orders::UnitType::militia},
    {"armee d elite", orders::UnitType::elite_army},
    {"armee de garde", orders::UnitType::guard},
    {"flotte de mercenaires", orders::UnitType::fleet},
    {"flotte d elite", orders::UnitType::elite_fleet},
    {"elite army", orders::UnitType::elite_army}};

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
    {"pour", true},         {"for", true},         {"oui", true},          {"yes", true},
    {"contre", false},      {"against", false},    {"non", false},         {"no", false},
    {"en faveur de", true}, {"en faveur d", true}, {"in favour of", true}, {"in favor of", true}};

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
// Before the side that receives (gold, a character, a citadel, a passage, a royal order).
inline constexpr std::string_view to_side[] = {"a",
                                               "to",
                                               "au benefice de",
                                               "au benefice d'",
                                               "en faveur de",
                                               "en faveur d'",
                                               "au profit de",
                                               "au profit d'",
                                               "pour",
                                               "for",
                                               "in favour of",
                                               "in favor of",
                                               "au joueur",
                                               "to player"};
inline constexpr std::string_view publicly[] = {
    "public", "publique", "publiquement", "publicly", "annonce", "rendu public", "announced"};

// ---- The words of the natural phrasings (docs/orders.md "Phrasings") ----
// Optional words between the arguments of a verb order: the grammar tries the argument with and
// without them (a place code such as THE is never taken for "the"), and records no expectation
// for them, so an error message still names what the order needs.
// Before a unit or character: `corruption de l'A SYR`, `laisser passer la F MOR`.
inline constexpr std::string_view article[] = {
    "de la",  "de l'",  "du",     "des", "de",      "d'",      "la",      "le",   "l'",    "les",
    "sur la", "sur le", "sur l'", "sur", "pour la", "pour le", "pour l'", "pour", "au",    "a la",
    "a l'",   "the",    "of the", "of",  "on the",  "on",      "for the", "for",  "to the"};
// Before a place: `les portes de la citadelle de Pella`, `du trésor d'Ephèse`, `à Babylone`.
inline constexpr std::string_view place_intro[] = {"de la citadelle de",
                                                   "de la citadelle d'",
                                                   "de la citadelle",
                                                   "la citadelle de",
                                                   "la citadelle d'",
                                                   "la citadelle",
                                                   "citadelle de",
                                                   "citadelle d'",
                                                   "citadelle",
                                                   "du tresor de",
                                                   "du tresor d'",
                                                   "du tresor",
                                                   "le tresor de",
                                                   "le tresor d'",
                                                   "le tresor",
                                                   "tresor de",
                                                   "tresor d'",
                                                   "de la province de",
                                                   "de la province d'",
                                                   "la province de",
                                                   "la province d'",
                                                   "de",
                                                   "d'",
                                                   "du",
                                                   "a",
                                                   "au",
                                                   "en",
                                                   "vers",
                                                   "dans",
                                                   "of the citadel of",
                                                   "the citadel of",
                                                   "the citadel",
                                                   "the treasure of",
                                                   "the treasure in",
                                                   "the treasure at",
                                                   "treasure of",
                                                   "treasure in",
                                                   "the treasure",
                                                   "treasure",
                                                   "of",
                                                   "in",
                                                   "to",
                                                   "at"};
// Before an amount: `pour 30 T`, `de 15`, `with 30 talents`.
inline constexpr std::string_view amount_intro[] = {"pour", "de",   "d un montant de",
                                                    "for",  "with", "of"};
// After an amount of gold: `10 talents d'or`.
inline constexpr std::string_view of_gold[] = {"d or", "en or", "of gold", "in gold", "gold"};
// Before the unit of a counter-corruption written amount first: `de 15 sur Ae* PHR`.
inline constexpr std::string_view onto[] = {"sur la", "sur le", "sur l'", "sur", "a la", "a l'",
                                            "au",     "a",      "pour",   "on",  "to",   "for"};
// Between a unit and the side it belongs to: `la F MOR d'Antigone`.
inline constexpr std::string_view of_side[] = {"de", "d'",          "du joueur", "appartenant a",
                                               "of", "belonging to"};
// Before the place of a unit or character in a phrasing: `Olympias à Delphes`, `l'armée de SYR`.
inline constexpr std::string_view at[] = {"in", "en", "a",  "au", "dans",
                                          "at", "de", "d'", "du", "of"};
// Between a leader and the unit he commands: `Philippe III au commandement de l'A MAC`.
inline constexpr std::string_view in_command[] = {"au commandement", "a la tete", "in command of",
                                                  "in command", "at the head of"};
// Between a character and the unit or place he leaves: `dissocier Olympias de l'A MAC`.
inline constexpr std::string_view from[] = {"de la",    "de l'", "du", "de", "d'",
                                            "from the", "from",  "en", "in", "a"};
// Between names of a list, and between the groom and the bride.
inline constexpr std::string_view and_also[] = {"et", "and", "ni"};
inline constexpr std::string_view with[] = {"avec", "with", "et", "and", "to"};

// ---- The words of the winter orders' phrasings (R10, R11b, R3.marg, R7) ----
// Before the type of a unit built: `Construction d'une F à EGE`, `Build a new F in EGE` ("a"
// alone is the army's designator, never an article).
inline constexpr std::string_view new_unit[] = {
    "un",           "une",      "d un",    "d une", "un nouveau", "une nouvelle",
    "de nouvelles", "nouvelle", "nouveau", "de",    "d'",         "des",
    "an",           "a new",    "one",     "new",   "one new"};
// Before the preferred port citadels of a fleet built (R10.build.11): `via Lysimachia`.
inline constexpr std::string_view via_port[] = {"via",
                                                "par",
                                                "par le port de",
                                                "par le port d'",
                                                "via le port de",
                                                "via le port d'",
                                                "depuis",
                                                "through",
                                                "through the port of",
                                                "via the port of",
                                                "from",
                                                "from the port of"};
// Before the new type of a unit (promotion, downgrading): `Promotion A MAC en Ae`.
inline constexpr std::string_view to_rank[] = {
    "en", "au rang de", "au rang d'", "au statut de",   "au statut d'",
    "to", "into",       "as",         "to the rank of", "in"};
// `Entretien de toutes les unités`: the same as `Entretien` alone (R10.upk.4).
inline constexpr std::string_view all_units[] = {"de toutes les unites",
                                                 "de toutes mes unites",
                                                 "toutes les unites",
                                                 "toutes mes unites",
                                                 "de tout",
                                                 "tout",
                                                 "of all units",
                                                 "of all my units",
                                                 "all units",
                                                 "all my units",
                                                 "all",
                                                 "everything"};
// Between the amounts of a bid: `Enchère A CIL 12 puis 15 puis 20`.
inline constexpr std::string_view then[] = {"puis", "then", "et", "and"};
// Between a vote's choice and its candidate: `Vote pour la victoire de Ptolémée` (R3.marg.2).
inline constexpr std::string_view victory_of[] = {"la victoire marginale de",
                                                  "la victoire marginale d'",
                                                  "la victoire de",
                                                  "la victoire d'",
                                                  "victoire de",
                                                  "victoire d'",
                                                  "the marginal victory of",
                                                  "the victory of",
                                                  "marginal victory of",
                                                  "victory of"};
// After `Epigone` (R7a.p2.4, S1:L528 "Il est placé, au choix, dans …") and `Trésor`
// (R7c.elim.4, S1:L550 "Son trésor est déposé dans sa capitale").
inline constexpr std::string_view placed_at[] = {
    "sera place",  "sera placee", "est place",    "place",     "placee", "apparait",  "apparaitra",
    "sera depose", "est depose",  "depose",       "va",        "ira",    "is placed", "placed",
    "appears",     "will appear", "is deposited", "deposited", "goes",   "will go"};

// ---- Orders introduced by a verb (N3), in the order the grammar tries them ----
struct verb_spelling {
  ast::verb verb;
  words spellings;
};

inline constexpr std::string_view build[] = {"construire", "build",   "construction",
                                             "recruter",   "recruit", "recrutement"};
inline constexpr std::string_view disband[] = {"licencier", "disband",    "remove",
                                               "supprimer", "dissoudre",  "licenciement",
                                               "dismiss",   "disbandment"};
inline constexpr std::string_view promote[] = {"promouvoir", "promote", "promotion"};
inline constexpr std::string_view downgrade[] = {
    "degrader",    "downgrade",      "degradation", "declassement", "declasser",
    "retrograder", "retrogradation", "demote",      "demotion",     "downgrading"};
// R10.upk (S1:L1010 "Entretien", L998 "ordres d'entretien"); `payer l'entretien` is tried before
// the gold gift's `payer`.
inline constexpr std::string_view upkeep[] = {
    "entretien", "entretenir", "entretiens",     "payer l entretien", "payer l entretien de",
    "maintenir", "conserver",  "upkeep",         "upkeep of",         "keep",
    "maintain",  "pay upkeep", "pay upkeep for", "pay the upkeep of"};
inline constexpr std::string_view counter_corruption[] = {"cc",
                                                          "contre corruption",
                                                          "counter corruption",
                                                          "contre corrompre",
                                                          "counter bribe",
                                                          "counter bribery"};
inline constexpr std::string_view corruption[] = {"co",
                                                  "corrompre",
                                                  "corruption",
                                                  "corrupt",
                                                  "bribe",
                                                  "tentative de corruption",
                                                  "tenter de corrompre",
                                                  "bribery",
                                                  "attempt to bribe",
                                                  "attempt to corrupt"};
inline constexpr std::string_view passage[] = {
    "passage",        "accorder passage", "accorder le passage", "grant passage",
    "laisser passer", "passage accorde",  "allow passage",       "let pass"};
// Before `give`: `don d'or` must not be read as the gift of a character named `or`.
inline constexpr std::string_view gold[] = {"or",           "gold",      "don d or de",
                                            "don d or",     "verser",    "payer",
                                            "gold gift of", "gold gift", "gift of gold"};
// `donner 10 T à Eumène` is a gold gift: the grammar reads an amount after these as one.
inline constexpr std::string_view give[] = {"donner", "give",    "don de",
                                            "don d'", "gift of", "offrir"};
inline constexpr std::string_view spare[] = {"epargner",       "spare",         "ne pas capturer",
                                             "do not capture", "don t capture", "ne capturer pas"};
inline constexpr std::string_view assassinate[] = {
    "assassiner", "assassinate", "kill",     "tuer",          "mise a mort", "mettre a mort",
    "assassinat", "execution",   "executer", "assassination", "execute",     "put to death"};
inline constexpr std::string_view bid[] = {"enchere", "encheres", "bid",
                                           "bids",    "encherir", "j encheris"};
inline constexpr std::string_view royal_order[] = {"ordre royal", "royal order"};
inline constexpr std::string_view vote[] = {"vote", "voter", "je vote", "i vote"};
inline constexpr std::string_view open_gates[] = {
    "ouvrir",     "ouvrir les portes",    "open",
    "open gates", "open the gates",       "ouverture des portes",
    "ouverture",  "opening of the gates", "open the gates of"};
inline constexpr std::string_view no_control[] = {
    "pas de controle",     "no control",         "ne pas controler", "ne pas prendre le controle",
    "do not take control", "don t take control", "no control of"};
inline constexpr std::string_view no_seize[] = {
    "pas de saisie", "no seize",    "do not seize",       "no seizure",
    "ne pas saisir", "don t seize", "leave the treasure", "laisser le tresor"};
inline constexpr std::string_view capital[] = {"capitale",
                                               "capital",
                                               "transfert de la capitale",
                                               "transfert de capitale",
                                               "transferer la capitale",
                                               "transferer sa capitale",
                                               "transfer the capital",
                                               "capital transfer",
                                               "transfer of the capital"};
inline constexpr std::string_view seize[] = {"saisir", "seize", "saisie", "seizure"};
inline constexpr std::string_view dissociate[] = {"dissocier", "dissociate", "dissociation",
                                                  "separer", "separate"};
inline constexpr std::string_view command[] = {"commandement", "command", "placer", "mettre"};
inline constexpr std::string_view announce_marriage[] = {
    "annonce mariage",       "annonce de mariage",     "announce marriage",
    "annonce du mariage",    "annoncer le mariage",    "announce the marriage",
    "annonce du mariage de", "annoncer le mariage de", "announcement of the marriage",
    "marriage announcement"};
inline constexpr std::string_view marriage[] = {"mariage", "marriage", "marry",
                                                "celebrer le mariage", "wedding"};
inline constexpr std::string_view accord[] = {"accord chandragupta", "accord avec chandragupta",
                                              "chandragupta accord", "accord"};
inline constexpr std::string_view epigone_placement[] = {
    "epigone", "placement de l epigone", "apparition de l epigone", "epigone placement",
    "placement of the epigone"};
inline constexpr std::string_view treasury_heir[] = {"tresor", "treasury", "depot du tresor"};
inline constexpr std::string_view preference[] = {"preference", "preferences"};
inline constexpr std::string_view purchase[] = {"achat", "achats", "purchase", "buy"};
inline constexpr std::string_view player[] = {"joueur", "player"};
inline constexpr std::string_view season[] = {"saison", "season"};

inline constexpr verb_spelling verbs[] = {{ast::verb::build, build},
                                          {ast::verb::disband, disband},
                                          {ast::verb::promote, promote},
                                          {ast::verb::downgrade, downgrade},
                                          {ast::verb::upkeep, upkeep},
                                          {ast::verb::counter_corruption, counter_corruption},
                                          {ast::verb::corruption, corruption},
                                          {ast::verb::passage, passage},
                                          {ast::verb::gold, gold},
                                          {ast::verb::give, give},
                                          {ast::verb::spare, spare},
                                          {ast::verb::assassinate, assassinate},
                                          {ast::verb::bid, bid},
                                          {ast::verb::royal_order, royal_order},
                                          {ast::verb::vote, vote},
                                          {ast::verb::open_gates, open_gates},
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

// The verbs whose arguments may carry the optional words of the phrasings (order_line_def.hpp).
constexpr bool takes_phrasings(ast::verb v) {
  switch (v) {
    case ast::verb::corruption:
    case ast::verb::counter_corruption:
    case ast::verb::passage:
    case ast::verb::gold:
    case ast::verb::give:
    case ast::verb::spare:
    case ast::verb::assassinate:
    case ast::verb::royal_order:
    case ast::verb::open_gates:
    case ast::verb::no_control:
    case ast::verb::no_seize:
    case ast::verb::capital:
    case ast::verb::seize:
    case ast::verb::dissociate:
    case ast::verb::command:
    case ast::verb::announce_marriage:
    case ast::verb::marriage:
    case ast::verb::accord:
    case ast::verb::build:
    case ast::verb::disband:
    case ast::verb::promote:
    case ast::verb::downgrade:
    case ast::verb::upkeep:
    case ast::verb::bid:
    case ast::verb::epigone_placement:
    case ast::verb::treasury_heir:
      return true;
    default:
      return false;
  }
}

// ---- Orders written subject first (`Cassandre verse 5 T à Lysimaque`) ----
// The subject is a character: the side that gives the order (its diadoque or epigone), or the
// character the order is about (`Roxane est donnée à Antigone`, `Philippe III prend le
// commandement de A MAC`, `Cassandre épouse Cléopâtre`). Each table is one shape of arguments.
inline constexpr std::string_view s_gold[] = {"verse",  "paie", "paye",  "donne", "offre",
                                              "envoie", "pays", "gives", "sends", "transfers"};
inline constexpr std::string_view s_given[] = {
    "est donne a",   "est donnee a", "est donne au", "est donnee au", "est offert a",
    "est offerte a", "est livre a",  "est livree a", "is given to",   "is handed over to"};
inline constexpr std::string_view s_command[] = {
    "prend le commandement", "prend la tete", "takes command of",
    "takes command",         "commande",      "commands"};
inline constexpr std::string_view s_marry[] = {"epouse", "se marie avec", "marries", "weds"};
inline constexpr std::string_view s_announce[] = {
    "annonce son mariage avec",        "annonce son mariage",
    "annonce son intention d epouser", "announces his marriage to",
    "announces his marriage with",     "announces his marriage",
    "announces his intention to marry"};
inline constexpr std::string_view s_gates[] = {"ouvre les portes", "ouvre", "opens the gates of",
                                               "opens the gates", "opens"};
inline constexpr std::string_view s_kill[] = {"assassine", "fait assassiner", "met a mort",
                                              "tue",       "execute",         "assassinates",
                                              "kills",     "executes",        "puts to death"};
inline constexpr std::string_view s_spare[] = {"epargne", "ne capture pas", "spares",
                                               "does not capture"};
inline constexpr std::string_view s_passage[] = {"laisse passer", "accorde le passage",
                                                 "accorde passage", "grants passage", "lets pass"};
inline constexpr std::string_view s_seize[] = {"saisit", "seizes"};
inline constexpr std::string_view s_capital[] = {"transfere sa capitale", "transfere la capitale",
                                                 "moves his capital", "transfers his capital"};
// All of them, for the fast readers, which leave these lines to X3.
inline constexpr words subject_verbs[] = {s_gold, s_given, s_command, s_marry, s_announce, s_gates,
                                          s_kill, s_spare, s_passage, s_seize, s_capital};

// The first words of every verb order (sorted), so other lines skip the verb alternatives.
inline constexpr std::string_view verb_words[] = {"accord",
                                                  "accorder",
                                                  "achat",
                                                  "achats",
                                                  "allow",
                                                  "annonce",
                                                  "annoncer",
                                                  "announce",
                                                  "announcement",
                                                  "apparition",
                                                  "assassinat",
                                                  "assassinate",
                                                  "assassination",
                                                  "assassiner",
                                                  "attempt",
                                                  "bid",
                                                  "bids",
                                                  "bribe",
                                                  "bribery",
                                                  "build",
                                                  "buy",
                                                  "capital",
                                                  "capitale",
                                                  "cc",
                                                  "celebrer",
                                                  "chandragupta",
                                                  "co",
                                                  "command",
                                                  "commandement",
                                                  "conserver",
                                                  "construction",
                                                  "construire",
                                                  "contre",
                                                  "corrompre",
                                                  "corrupt",
                                                  "corruption",
                                                  "counter",
                                                  "declassement",
                                                  "declasser",
                                                  "degradation",
                                                  "degrader",
                                                  "demote",
                                                  "demotion",
                                                  "depot",
                                                  "disband",
                                                  "disbandment",
                                                  "dismiss",
                                                  "dissociate",
                                                  "dissociation",
                                                  "dissocier",
                                                  "dissoudre",
                                                  "do",
                                                  "don",
                                                  "donner",
                                                  "downgrade",
                                                  "downgrading",
                                                  "enchere",
                                                  "encheres",
                                                  "encherir",
                                                  "entretenir",
                                                  "entretien",
                                                  "entretiens",
                                                  "epargner",
                                                  "epigone",
                                                  "execute",
                                                  "executer",
                                                  "execution",
                                                  "gift",
                                                  "give",
                                                  "gold",
                                                  "grant",
                                                  "i",
                                                  "j",
                                                  "je",
                                                  "joueur",
                                                  "keep",
                                                  "kill",
                                                  "laisser",
                                                  "leave",
                                                  "let",
                                                  "licenciement",
                                                  "licencier",
                                                  "maintain",
                                                  "maintenir",
                                                  "mariage",
                                                  "marriage",
                                                  "marry",
                                                  "mettre",
                                                  "mise",
                                                  "ne",
                                                  "no",
                                                  "offrir",
                                                  "open",
                                                  "opening",
                                                  "or",
                                                  "ordre",
                                                  "ouverture",
                                                  "ouvrir",
                                                  "pas",
                                                  "passage",
                                                  "pay",
                                                  "payer",
                                                  "placement",
                                                  "placer",
                                                  "player",
                                                  "preference",
                                                  "preferences",
                                                  "promote",
                                                  "promotion",
                                                  "promouvoir",
                                                  "purchase",
                                                  "put",
                                                  "recruit",
                                                  "recrutement",
                                                  "recruter",
                                                  "remove",
                                                  "retrogradation",
                                                  "retrograder",
                                                  "royal",
                                                  "saisie",
                                                  "saisir",
                                                  "saison",
                                                  "season",
                                                  "seize",
                                                  "seizure",
                                                  "separate",
                                                  "separer",
                                                  "spare",
                                                  "supprimer",
                                                  "tentative",
                                                  "tenter",
                                                  "transfer",
                                                  "transferer",
                                                  "transfert",
                                                  "treasury",
                                                  "tresor",
                                                  "tuer",
                                                  "upkeep",
                                                  "verser",
                                                  "vote",
                                                  "voter",
                                                  "wedding"};

}  // namespace dia::grammar::keywords
