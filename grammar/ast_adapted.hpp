#pragma once
// Fusion adaptation of the syntax tree, so X3 fills the structs from sequences.
#include <boost/fusion/include/adapt_struct.hpp>

#include "grammar/ast.hpp"

BOOST_FUSION_ADAPT_STRUCT(dia::grammar::ast::location, place, coast)
BOOST_FUSION_ADAPT_STRUCT(dia::grammar::ast::character, kind, who)
BOOST_FUSION_ADAPT_STRUCT(dia::grammar::ast::piece, type, characters, where)
BOOST_FUSION_ADAPT_STRUCT(dia::grammar::ast::move_body, forced_convoy, path, via_convoy)
BOOST_FUSION_ADAPT_STRUCT(dia::grammar::ast::support_body, supported, siege_round, target)
BOOST_FUSION_ADAPT_STRUCT(dia::grammar::ast::convoy_body, convoyed, to)
BOOST_FUSION_ADAPT_STRUCT(dia::grammar::ast::siege_body, round, citadel)
BOOST_FUSION_ADAPT_STRUCT(dia::grammar::ast::retreat_item, destroy, where)
BOOST_FUSION_ADAPT_STRUCT(dia::grammar::ast::military, who, body, retreat)
BOOST_FUSION_ADAPT_STRUCT(dia::grammar::ast::line, label, prefix, stmt)
