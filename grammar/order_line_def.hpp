#pragma once
// The order language (CLAUSES.md ORDER NOTATION N1–N3, plus the classical/jDip spellings of the
// DATC files). French keywords are the reference, English synonyms are accepted; the line has
// been lower-cased and stripped of accents before it gets here.
#include <boost/spirit/home/x3.hpp>
#include <boost/spirit/home/x3/support/utility/annotate_on_success.hpp>

#include "grammar/ast.hpp"
#include "grammar/ast_adapted.hpp"
#include "grammar/error_handler.hpp"
#include "grammar/keywords.hpp"
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
struct retreat_body_class;
struct military_class;
struct verb_order_class;
struct verb_body_class;
struct subject_order_class;
struct subject_body_class;
struct phrase_piece_class;
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
const x3::rule<retreat_body_class, ast::retreat_list> retreat_body = "Re";
const x3::rule<military_class, ast::military> military = "order";
const x3::rule<verb_order_class, ast::verb_order> verb_order = "order";
const x3::rule<verb_body_class, ast::verb_order> verb_body = "order";
const x3::rule<subject_order_class, ast::verb_order> subject_order = "order";
const x3::rule<subject_body_class, ast::verb_order> subject_body = "order";
const x3::rule<phrase_piece_class, ast::piece> phrase_piece = "unit or character";
const x3::rule<statement_class, ast::statement> statement = "order";
const x3::rule<amount_class, int> amount = "amount";
const x3::rule<label_class, std::string> label = "label";
const x3::rule<prefix_class, std::string> prefix = "side prefix";
const line_type line = "order line";

// ---- Tokens (spellings in grammar/keywords.hpp) ----
namespace k = keywords;
const auto designator = choice<UnitType>("a unit type (A, Am, Ae, Ag, F, Fe)", k::designators);
const auto coast_code = choice<char>("a coast (nc, sc, ec, wc)", k::coasts);
const auto siege_round = choice<int>("A1 or A2", k::siege_rounds);
const auto season_name = choice<int>("a season (printemps, été, automne, hiver)", k::seasons);
const auto vote_choice = choice<bool>("pour or contre", k::vote_choices);

const auto kw_in = kw(k::in);
const auto kw_hold = kw(k::hold);
const auto kw_support = kw(k::support);
const auto kw_convoy = kw(k::convoy);
const auto kw_supply = kw(k::supply);
const auto kw_retreat = kw(k::retreat);
const auto kw_destroy = kw(k::destroy);
const auto kw_via = kw(k::via);
const auto kw_command_first = kw(k::command_first);
const auto kw_move_word = kw(k::move_words);
const auto move_sep =
    lit("-->") | lit("-=>") | lit("==>") | lit("->") | lit("=>") | lit('-') | kw_move_word;

const auto place = name(name_set::place);
const auto side = name(name_set::side);

inline const word_set& verb_word_set() {
  static const word_set words(k::verb_words);
  return words;
}
const auto verb_gate = first_word_parser{{}, &verb_word_set()};

// ---- Semantic actions (verb orders collect their arguments in written order) ----
const auto set_verb = [](ast::verb v) { return [v](auto& ctx) { x3::_val(ctx).v = v; }; };
const auto push = [](auto& ctx) { x3::_val(ctx).args.emplace_back(std::move(x3::_attr(ctx))); };
const auto set_written = [](auto& ctx) { x3::_val(ctx).written = true; };
const auto set_citadel = [](auto& ctx) { x3::_val(ctx).citadel = std::move(x3::_attr(ctx)); };
const auto set_items = [](auto& ctx) {
  x3::_val(ctx).items.assign(x3::_attr(ctx).begin(), x3::_attr(ctx).end());
};
const auto set_subject = [](auto& ctx) { x3::_val(ctx).subject = x3::_attr(ctx); };
// The subject is what the order is about (`Roxane est donnée à Antigone`): its first argument.
const auto subject_is_argument = [](ast::verb v) {
  return [v](auto& ctx) {
    auto& order = x3::_val(ctx);
    order.v = v;
    if (order.subject) {
      order.args.insert(order.args.begin(), *order.subject);
      order.subject.reset();
    }
  };
};

// ---- Grammar ----
const auto location_def = place >> -((lit('/') >> coast_code) | (lit('(') >> coast_code >> ')'));

const auto character_def = (lit('*') >> attr(ast::character_kind::diadoque) >> attr(ast::name())) |
                           (lit('#') >> attr(ast::character_kind::epigone) >> attr(ast::name())) |
                           (attr(ast::character_kind::named) >> name(name_set::character));

const auto placed = (lit('(') >> location >> ')') | location;
const auto unit_piece_def = designator >> *character >> -kw_in >> placed;
const auto character_piece_def = attr(boost::optional<UnitType>()) >> +character >> placed;
const auto bare_piece_def = attr(boost::optional<UnitType>()) >>
                            attr(decltype(ast::piece::characters)()) >> -kw_in >> placed;
const auto piece_def = unit_piece | character_piece | bare_piece;

const auto hold_def = kw_hold[set_written];
const auto path = location % move_sep;
const auto move_def = (kw(k::forced_convoy) >> attr(true) >> path >> x3::matches[kw_via]) |
                      (attr(false) >> -move_sep >> path >> x3::matches[kw_via]);
const auto support_def = kw_support >> piece >> (siege_round | attr(0)) >>
                         -(-move_sep >> location) >> -kw_hold;
const auto convoy_def = kw_convoy >> piece >> -move_sep >> location;
const auto siege_def = siege_round >> location;
const auto supply_def = (kw_supply >> location)[set_citadel];
const auto body_def = hold | support | convoy | siege | supply | move;

const auto retreat_item_def =
    (kw_destroy >> attr(true) >> attr(ast::location())) | (attr(false) >> location);
// X3 does not annotate a rule whose definition has semantic actions (it parses it without its
// attribute), so the verb orders and retreat lists are read by an inner rule and annotated by
// an outer one.
const auto retreat_body_def =
    (-(lit(',') | lit(';')) >> kw_retreat >> (retreat_item % ','))[set_items];
const auto retreat_def = retreat_body;

const auto military_def = -kw_command_first >> piece >> -body >> -retreat;

const auto amount_def = x3::int_ >> -kw(k::talents);

// ---- The arguments of the verb orders, with the optional words of the natural phrasings
// (`ouverture des portes de la citadelle de Pella au bénéfice d'Eumène`). An optional word is
// tried with the argument, then the argument alone: `Pas de contrôle THE` keeps its place. ----
const auto q = [](k::words w) { return kw_quiet(w); };
const auto phrase_at = -q(k::at);
const auto phrase_piece_def =
    (designator >> *character >> phrase_at >> placed) |
    (attr(boost::optional<UnitType>()) >> +character >> phrase_at >> placed) |
    (attr(boost::optional<UnitType>()) >> attr(decltype(ast::piece::characters)()) >> phrase_at >>
     placed);
const auto a_piece = (q(k::article) >> phrase_piece[push]) | phrase_piece[push];
const auto a_character = (q(k::article) >> character[push]) | character[push];
const auto a_place = (q(k::place_intro) >> location[push]) | location[push];
const auto a_cost = (q(k::amount_intro) >> amount[push]) | amount[push];
const auto amount_ahead = &(-q(k::amount_intro) >> x3::int_);
const auto beneficiary = -kw(k::to_side) >> side[push];
const auto published =
    x3::matches[(lit('(') >> kw(k::publicly) >> lit(')')) | kw(k::publicly)][push];
const auto gold_args = a_cost > -q(k::of_gold) > beneficiary > published;
const auto give_args = a_character > beneficiary;
// `Co A SYR 30`, `corruption de l'A SYR pour 30 T`, `contre-corruption de 15 sur Ae* PHR`.
const auto bribe_args = (a_cost >> -q(k::onto) >> a_piece) | (a_piece > a_cost);
// `Passage Antigone F MOR`, `laisser passer la F MOR d'Antigone`.
const auto passage_args = (beneficiary > a_piece) | (a_piece > -q(k::of_side) > side[push]);
const auto spare_args = a_character % (lit(',') | q(k::and_also));
const auto gates_args = a_place > beneficiary;
const auto command_args = a_character > -q(k::in_command) > a_piece;
const auto unit_or_place = (&designator >> phrase_piece[push]) | location[push];
const auto dissociate_args = a_character > ((q(k::from) >> unit_or_place) | unit_or_place);
const auto bride = -((q(k::with) >> character[push]) | character[push]);
const auto marriage_args = a_character > bride;
const auto placed_arg = (lit('(') >> location[push] >> ')') | location[push];
const auto accord_args = -((q(k::place_intro) >> placed_arg) | placed_arg);

// The winter orders (R10), bids (R11b), votes (R3.marg) and standing choices (R7), with the
// words of their phrasings (keywords.hpp): `Construction d'une F à EGE via Lysimachia`,
// `Promotion A MAC en Ae`, `Enchère sur A CIL : 12, 15 puis 20`, `Vote pour Ptolémée`.
const auto a_type = (q(k::new_unit) >> designator[push]) | designator[push];
const auto port_list = location[push] % (lit(',') | q(k::and_also));
const auto ports = -((q(k::via_port) >> port_list) | (-lit(',') >> (location[push] % ',')));
const auto build_args = a_type > a_place > ports;
const auto new_rank = (q(k::to_rank) >> designator[push]) | designator[push];
const auto downgrade_args = a_piece > -new_rank;
const auto listed_pieces = a_piece % -(lit(',') | q(k::and_also));
const auto upkeep_args = -(q(k::all_units) | listed_pieces);
const auto bid_unit = -q(k::article) >> designator[push] >> phrase_at >> location[push];
const auto bid_amounts = amount[push] % -(lit(',') | lit('/') | lit(';') | q(k::then));
const auto bid_args = bid_unit > -lit(':') > -q(k::amount_intro) > bid_amounts;
const auto vote_args =
    (vote_choice[push] > -q(k::victory_of) > side[push]) | (side[push] > vote_choice[push]);
const auto standing_place = -q(k::placed_at) >> a_place;

using V = ast::verb;
// clang-format off
const auto verb_order_def = verb_body;
const auto verb_body_def = verb_gate >> (
    (kw(k::build)[set_verb(V::build)] > build_args)
  | (kw(k::disband)[set_verb(V::disband)] > a_piece)
  | (kw(k::promote)[set_verb(V::promote)] > a_piece > new_rank)
  | (kw(k::downgrade)[set_verb(V::downgrade)] > downgrade_args)
  | (kw(k::upkeep)[set_verb(V::upkeep)] > upkeep_args)
  | (kw(k::counter_corruption)[set_verb(V::counter_corruption)] > bribe_args)
  | (kw(k::corruption)[set_verb(V::corruption)] > bribe_args)
  | (kw(k::passage)[set_verb(V::passage)] > passage_args)
  | (kw(k::gold)[set_verb(V::gold)] > gold_args)
  | (kw(k::give)[set_verb(V::give)]
        > ((amount_ahead >> x3::eps[set_verb(V::gold)] >> gold_args) | give_args))
  | (kw(k::spare)[set_verb(V::spare)] > spare_args)
  | (kw(k::assassinate)[set_verb(V::assassinate)] > a_character)
  | (kw(k::bid)[set_verb(V::bid)] > bid_args)
  | (kw(k::royal_order)[set_verb(V::royal_order)] > beneficiary)
  | (kw(k::vote)[set_verb(V::vote)] > vote_args)
  | (kw(k::open_gates)[set_verb(V::open_gates)] > gates_args)
  | (kw(k::no_control)[set_verb(V::no_control)] > a_place)
  | (kw(k::no_seize)[set_verb(V::no_seize)] > a_place)
  | (kw(k::capital)[set_verb(V::capital)] > a_place)
  | (kw(k::seize)[set_verb(V::seize)] > a_place)
  | (kw(k::dissociate)[set_verb(V::dissociate)] > dissociate_args)
  | (kw(k::command)[set_verb(V::command)] > command_args)
  | (kw(k::announce_marriage)[set_verb(V::announce_marriage)] > marriage_args)
  | (kw(k::marriage)[set_verb(V::marriage)] > marriage_args)
  | (kw(k::accord)[set_verb(V::accord)] > accord_args)
  | (kw(k::epigone_placement)[set_verb(V::epigone_placement)] > standing_place)
  | (kw(k::treasury_heir)[set_verb(V::treasury_heir)] > standing_place)
  | (kw(k::preference)[set_verb(V::preference)]
        > (side[push] % -lit(',')))
  | (kw(k::purchase)[set_verb(V::purchase)]
        > (designator[push] % -lit(',')))
  | (kw(k::player)[set_verb(V::player)] > side[push])
  | (kw(k::season)[set_verb(V::season)] > season_name[push] > x3::int_[push]));

// Subject first (keywords.hpp, s_*): the subject, then a verb of one of these shapes. Nothing is
// expected of a line whose second word is no such verb: it is then read as a military order
// (`Olympias Delphes X`).
const auto subject_order_def = subject_body;
const auto subject_body_def = character[set_subject] >> (
    (q(k::s_gold)[set_verb(V::gold)]
        > ((amount_ahead >> gold_args) | (x3::eps[set_verb(V::give)] >> give_args)))
  | (q(k::s_given)[subject_is_argument(V::give)] > beneficiary)
  | (q(k::s_command)[subject_is_argument(V::command)] > a_piece)
  | (q(k::s_marry)[subject_is_argument(V::marriage)] > a_character)
  | (q(k::s_announce)[subject_is_argument(V::announce_marriage)] > bride)
  | (q(k::s_gates)[set_verb(V::open_gates)] > gates_args)
  | (q(k::s_kill)[set_verb(V::assassinate)] > a_character)
  | (q(k::s_spare)[set_verb(V::spare)] > spare_args)
  | (q(k::s_passage)[set_verb(V::passage)] > passage_args)
  | (q(k::s_seize)[set_verb(V::seize)] > a_place)
  | (q(k::s_capital)[set_verb(V::capital)] > a_place));
// clang-format on

const auto statement_def = verb_order | subject_order | military;

const auto label_def = lit('[') >> x3::lexeme[*(x3::char_ - ']')] >> lit(']');
const auto prefix_def = x3::lexeme[x3::ascii::alpha >> *(x3::ascii::alnum | x3::char_('_'))] >>
                        lit(':');
const auto line_def = -label >> -prefix >> statement;

BOOST_SPIRIT_DEFINE(location, character, piece, unit_piece, character_piece, bare_piece, hold, move,
                    support, convoy, siege, supply, body, retreat_item, retreat, retreat_body,
                    military, verb_order, verb_body, subject_order, subject_body, phrase_piece,
                    statement, amount, label, prefix, line)

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
struct retreat_body_class {};
struct military_class : x3::annotate_on_success {};
struct verb_order_class : x3::annotate_on_success {};
struct verb_body_class {};
struct subject_order_class : x3::annotate_on_success {};
struct subject_body_class {};
struct phrase_piece_class : x3::annotate_on_success {};
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
