#pragma once
// The order language (CLAUSES.md ORDER NOTATION N1–N3, plus the classical/jDip spellings of the
// DATC files). French keywords are the reference, English synonyms are accepted; the line has
// been lower-cased and stripped of accents before it gets here.
#include <boost/spirit/home/x3.hpp>
#include <boost/spirit/home/x3/support/utility/annotate_on_success.hpp>

#include "grammar/ast.hpp"
#include "grammar/ast_adapted.hpp"
#include "grammar/error_handler.hpp"
#include "grammar/order_line.hpp"
#include "grammar/primitives.hpp"

namespace dia::grammar {
namespace parser {

using orders::UnitType;
using x3::attr;
using x3::lit;

// ---- Rule ids ----
struct location_class;
struct character_class;
struct piece_class;
struct unit_piece_class;
struct character_piece_class;
struct bare_piece_class;
struct hold_class;
struct move_class;
struct support_class;
struct convoy_class;
struct siege_class;
struct supply_class;
struct body_class;
struct retreat_item_class;
struct retreat_class;
struct military_class;
struct verb_order_class;
struct statement_class;
struct amount_class;
struct label_class;
struct prefix_class;

// ---- Rules ----
const x3::rule<location_class, ast::location> location = "place";
const x3::rule<character_class, ast::character> character = "character";
const x3::rule<piece_class, ast::piece> piece = "unit or character";
const x3::rule<unit_piece_class, ast::piece> unit_piece = "unit";
const x3::rule<character_piece_class, ast::piece> character_piece = "character";
const x3::rule<bare_piece_class, ast::piece> bare_piece = "place";
const x3::rule<hold_class, ast::hold_body> hold = "X";
const x3::rule<move_class, ast::move_body> move = "destination";
const x3::rule<support_class, ast::support_body> support = "S";
const x3::rule<convoy_class, ast::convoy_body> convoy = "C";
const x3::rule<siege_class, ast::siege_body> siege = "A1/A2";
const x3::rule<supply_class, ast::supply_body> supply = "Ra";
const x3::rule<body_class, ast::military_body> body = "order";
const x3::rule<retreat_item_class, ast::retreat_item> retreat_item = "retreat space";
const x3::rule<retreat_class, ast::retreat_list> retreat = "Re";
const x3::rule<military_class, ast::military> military = "order";
const x3::rule<verb_order_class, ast::verb_order> verb_order = "order";
const x3::rule<statement_class, ast::statement> statement = "order";
const x3::rule<amount_class, int> amount = "amount";
const x3::rule<label_class, std::string> label = "label";
const x3::rule<prefix_class, std::string> prefix = "side prefix";
const line_type line = "order line";

// ---- Tokens ----
const auto designator = choice<UnitType>("a unit type (A, Am, Ae, Ag, F, Fe)",
                                         {{"a", UnitType::army},
                                          {"army", UnitType::army},
                                          {"armee", UnitType::army},
                                          {"mercenaires", UnitType::army},
                                          {"am", UnitType::militia},
                                          {"milice", UnitType::militia},
                                          {"militia", UnitType::militia},
                                          {"ae", UnitType::elite_army},
                                          {"elite", UnitType::elite_army},
                                          {"ag", UnitType::guard},
                                          {"garde", UnitType::guard},
                                          {"guard", UnitType::guard},
                                          {"f", UnitType::fleet},
                                          {"fleet", UnitType::fleet},
                                          {"flotte", UnitType::fleet},
                                          {"fe", UnitType::elite_fleet},
                                          {"flotte elite", UnitType::elite_fleet},
                                          {"elite fleet", UnitType::elite_fleet}});

const auto coast_code = choice<std::string>(
    "a coast (nc, sc, ec, wc)",
    {{"nc", "nc"},          {"sc", "sc"},          {"ec", "ec"},         {"wc", "wc"},
     {"north coast", "nc"}, {"south coast", "sc"}, {"east coast", "ec"}, {"west coast", "wc"},
     {"north", "nc"},       {"south", "sc"},       {"east", "ec"},       {"west", "wc"},
     {"cote nord", "nc"},   {"cote sud", "sc"},    {"cote est", "ec"},   {"cote ouest", "wc"},
     {"nord", "nc"},        {"sud", "sc"},         {"est", "ec"},        {"ouest", "wc"}});

const auto siege_round = choice<int>(
    "A1 or A2", {{"a1", 1}, {"a2", 2}, {"siege 1", 1}, {"siege 2", 2}, {"s1", 1}, {"s2", 2}});

const auto season_name = choice<int>("a season (printemps, été, automne, hiver)", {{"printemps", 0},
                                                                                   {"spring", 0},
                                                                                   {"ete", 1},
                                                                                   {"summer", 1},
                                                                                   {"automne", 2},
                                                                                   {"autumn", 2},
                                                                                   {"fall", 2},
                                                                                   {"hiver", 3},
                                                                                   {"winter", 3}});

const auto vote_choice = choice<bool>("pour or contre", {{"pour", true},
                                                         {"for", true},
                                                         {"oui", true},
                                                         {"yes", true},
                                                         {"contre", false},
                                                         {"against", false},
                                                         {"non", false},
                                                         {"no", false}});

const auto kw_in = kw({"in", "en"});
const auto kw_hold = kw({"x", "h", "hold", "holds", "stand", "stands", "tenir", "tient", "reste"});
const auto kw_support = kw({"s", "support", "supports", "soutien", "soutient", "soutenir"});
const auto kw_convoy = kw({"c", "convoy", "convoys", "convoie", "convoyer", "transporte"});
const auto kw_supply =
    kw({"ra", "ravitailler", "ravitaille", "ravitaillement", "supply", "supplies"});
const auto kw_retreat = kw({"re", "retraite", "retreat", "retraiter"});
const auto kw_destroy = kw({"x", "destroy", "detruire", "disband", "annihilate"});
const auto kw_via =
    kw({"via convoy", "by convoy", "via convoi", "par convoi", "par convoy", "en convoi", "via c"});
const auto kw_command_first = kw({"m", "move", "moves"});
const auto kw_move_word = kw({"to", "into", "vers", "m", "move", "moves", "move to", "moves to",
                              "moving to", "attack", "attacks", "attack on", "attacks on",
                              "attack into", "attacks into", "attack of", "attacks of"});
const auto move_sep =
    lit("-->") | lit("-=>") | lit("==>") | lit("->") | lit("=>") | lit('-') | kw_move_word;

const auto place = name(name_set::place);
const auto side = name(name_set::side);

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
const auto verb_gate = first_word_parser{{}, std::begin(verb_words), std::end(verb_words)};

// ---- Semantic actions (verb orders collect their arguments in written order) ----
const auto set_verb = [](ast::verb v) { return [v](auto& ctx) { x3::_val(ctx).v = v; }; };
const auto push = [](auto& ctx) { x3::_val(ctx).args.emplace_back(std::move(x3::_attr(ctx))); };
const auto set_written = [](auto& ctx) { x3::_val(ctx).written = true; };
const auto set_citadel = [](auto& ctx) { x3::_val(ctx).citadel = std::move(x3::_attr(ctx)); };
const auto set_items = [](auto& ctx) { x3::_val(ctx).items = std::move(x3::_attr(ctx)); };

// ---- Grammar ----
const auto location_def = place >> -((lit('/') >> coast_code) | (lit('(') >> coast_code >> ')'));

const auto character_def = (lit('*') >> attr(ast::character_kind::diadoque) >> attr(ast::name())) |
                           (lit('#') >> attr(ast::character_kind::epigone) >> attr(ast::name())) |
                           (attr(ast::character_kind::named) >> name(name_set::character));

const auto placed = (lit('(') >> location >> ')') | location;
const auto unit_piece_def = designator >> *character >> -kw_in >> placed;
const auto character_piece_def = attr(boost::optional<UnitType>()) >> +character >> placed;
const auto bare_piece_def = attr(boost::optional<UnitType>()) >>
                            attr(std::vector<ast::character>()) >> -kw_in >> placed;
const auto piece_def = unit_piece | character_piece | bare_piece;

const auto hold_def = kw_hold[set_written];
const auto path = location % move_sep;
const auto move_def = (kw({"c"}) >> attr(true) >> path >> x3::matches[kw_via]) |
                      (attr(false) >> -move_sep >> path >> x3::matches[kw_via]);
const auto support_def = kw_support >> piece >> (siege_round | attr(0)) >>
                         -(-move_sep >> location) >> -kw_hold;
const auto convoy_def = kw_convoy >> piece >> -move_sep >> location;
const auto siege_def = siege_round >> location;
const auto supply_def = (kw_supply >> location)[set_citadel];
const auto body_def = hold | support | convoy | siege | supply | move;

const auto retreat_item_def =
    (kw_destroy >> attr(true) >> attr(ast::location())) | (attr(false) >> location);
const auto retreat_def = (-(lit(',') | lit(';')) >> kw_retreat >> (retreat_item % ','))[set_items];

const auto military_def = -kw_command_first >> piece >> -body >> -retreat;

const auto amount_def = x3::int_ >> -kw({"t", "talents", "talent"});

using V = ast::verb;
// clang-format off
const auto verb_order_def = verb_gate >> (
    (kw({"construire", "build", "construction"})[set_verb(V::build)]
        > designator[push] > location[push] > -(-lit(',') >> (location[push] % ',')))
  | (kw({"licencier", "disband", "remove", "supprimer", "dissoudre"})[set_verb(V::disband)]
        > piece[push])
  | (kw({"promouvoir", "promote", "promotion"})[set_verb(V::promote)]
        > piece[push] > designator[push])
  | (kw({"degrader", "downgrade"})[set_verb(V::downgrade)] > piece[push])
  | (kw({"cc", "contre corruption", "counter corruption", "contre corrompre"})
        [set_verb(V::counter_corruption)] > piece[push] > amount[push])
  | (kw({"co", "corrompre", "corruption", "corrupt", "bribe"})[set_verb(V::corruption)]
        > piece[push] > amount[push])
  | (kw({"passage", "accorder passage", "accorder le passage", "grant passage"})
        [set_verb(V::passage)] > side[push] > piece[push])
  | (kw({"donner", "give"})[set_verb(V::give)]
        > character[push] > -kw({"a", "to"}) > side[push])
  | (kw({"epargner", "spare"})[set_verb(V::spare)] > (character[push] % ','))
  | (kw({"assassiner", "assassinate", "kill", "tuer"})[set_verb(V::assassinate)]
        > character[push])
  | (kw({"enchere", "encheres", "bid"})[set_verb(V::bid)]
        > designator[push] > location[push] > (amount[push] % ','))
  | (kw({"ordre royal", "royal order"})[set_verb(V::royal_order)] > side[push])
  | (kw({"vote", "voter"})[set_verb(V::vote)] > side[push] > vote_choice[push])
  | (kw({"ouvrir", "ouvrir les portes", "open", "open gates", "open the gates"})
        [set_verb(V::open_gates)] > location[push] > -kw({"a", "to"}) > side[push])
  | (kw({"or", "gold"})[set_verb(V::gold)]
        > amount[push] > -kw({"a", "to"}) > side[push] > x3::matches[kw({"public", "publique"})][push])
  | (kw({"pas de controle", "no control", "ne pas controler"})[set_verb(V::no_control)]
        > location[push])
  | (kw({"pas de saisie", "no seize", "do not seize", "no seizure"})[set_verb(V::no_seize)]
        > location[push])
  | (kw({"capitale", "capital"})[set_verb(V::capital)] > location[push])
  | (kw({"saisir", "seize"})[set_verb(V::seize)] > location[push])
  | (kw({"dissocier", "dissociate"})[set_verb(V::dissociate)] > character[push] > location[push])
  | (kw({"commandement", "command"})[set_verb(V::command)] > character[push] > piece[push])
  | (kw({"annonce mariage", "annonce de mariage", "announce marriage"})
        [set_verb(V::announce_marriage)] > character[push])
  | (kw({"mariage", "marriage", "marry"})[set_verb(V::marriage)] > character[push])
  | (kw({"accord chandragupta", "accord avec chandragupta", "chandragupta accord", "accord"})
        [set_verb(V::accord)] > -location[push])
  | (kw({"epigone"})[set_verb(V::epigone_placement)] > location[push])
  | (kw({"tresor", "treasury"})[set_verb(V::treasury_heir)] > location[push])
  | (kw({"preference", "preferences"})[set_verb(V::preference)]
        > (side[push] % -lit(',')))
  | (kw({"achat", "achats", "purchase", "buy"})[set_verb(V::purchase)]
        > (designator[push] % -lit(',')))
  | (kw({"joueur", "player"})[set_verb(V::player)] > side[push])
  | (kw({"saison", "season"})[set_verb(V::season)] > season_name[push] > x3::int_[push]));
// clang-format on

const auto statement_def = verb_order | military;

const auto label_def = lit('[') >> x3::lexeme[*(x3::char_ - ']')] >> lit(']');
const auto prefix_def = x3::lexeme[x3::ascii::alpha >> *(x3::ascii::alnum | x3::char_('_'))] >>
                        lit(':');
const auto line_def = -label >> -prefix >> statement;

BOOST_SPIRIT_DEFINE(location, character, piece, unit_piece, character_piece, bare_piece, hold, move,
                    support, convoy, siege, supply, body, retreat_item, retreat, military,
                    verb_order, statement, amount, label, prefix, line)

// ---- Annotation and error handling ----
struct location_class : x3::annotate_on_success {};
struct character_class : x3::annotate_on_success {};
struct piece_class : x3::annotate_on_success {};
struct unit_piece_class : x3::annotate_on_success {};
struct character_piece_class : x3::annotate_on_success {};
struct bare_piece_class : x3::annotate_on_success {};
struct hold_class : x3::annotate_on_success {};
struct move_class : x3::annotate_on_success {};
struct support_class : x3::annotate_on_success {};
struct convoy_class : x3::annotate_on_success {};
struct siege_class : x3::annotate_on_success {};
struct supply_class : x3::annotate_on_success {};
struct body_class : x3::annotate_on_success {};
struct retreat_item_class : x3::annotate_on_success {};
struct retreat_class : x3::annotate_on_success {};
struct military_class : x3::annotate_on_success {};
struct verb_order_class : x3::annotate_on_success {};
struct statement_class : x3::annotate_on_success {};
struct amount_class {};
struct label_class {};
struct prefix_class {};
struct line_class : x3::annotate_on_success, error_handler_base {};

}  // namespace parser

inline const line_type& order_line() {
  return parser::line;
}

}  // namespace dia::grammar
