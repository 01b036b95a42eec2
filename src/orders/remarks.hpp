#pragma once
// Remarks in email bodies: "Bonjour,", "Voici mes ordres pour le printemps :", "Hello GM, here are
// my orders", "Merci, à bientôt", a signature. A line that cannot be read as an order is either
// an order written wrong (an error: the order is ignored, R9a.gen.5) or a remark (a note: the
// line is skipped). The rule, on the normalised line:
//
//  1. The line starts like an order when, after an optional `[label]` and `Side:` prefix, it
//     starts with `*` or `#`, with an order word (Construire, Co, Enchère…, exactly or as a
//     close misspelling), or with a designator, a place or a character name followed by more
//     order vocabulary (a place, a character, a designator, a keyword such as X, S, C, A1, Ra,
//     Re, -, ->, to, `*`, `#`, `(` or `/`). Such a line is never a remark.
//  2. Otherwise it is a remark when it shows a sign of prose: it ends with `,` `:` `!` or `?`,
//     contains `!` or `?`, contains a word of everyday French or English that no order uses
//     (bonjour, merci, voici, mes, ordres, pour, hello, thanks, here, my, orders, printemps,
//     spring…), or has four words or more.
//     A remark that still looks like an order is a warning, never a silent remark (R9a.gen.6): it
//     names an order word of N1–N3 or its noun (`ouverture des portes de Pella au bénéfice
//     d'Eumène`, `mise à mort de Philippe`, `attaque`, `support`), or a place of the map.
//  3. Otherwise it is a remark only at the end of the email: after the last line that is, or
//     starts like, an order, a line of at most four words without digits is a signature
//     ("David", "Aurélie (Eumène)"). Elsewhere it is an error ("Zorglub" between two orders).
#include <string_view>

#include "orders/names.hpp"

namespace dia::orders {

struct LineShape {
  bool order_like = false;  // rule 1
  bool prose = false;       // rule 2 (only when not order_like)
  bool signature = false;   // may be a signature if it comes last (rule 3)
  // Not order_like: what in the line looks like an order, "order word" (`ouverture`, `mise à
  // mort`) or "place" (`Pella`), and where it is (byte offsets in `normalised`); `sign` is
  // empty when nothing does.
  std::string_view sign;
  std::size_t sign_begin = 0, sign_end = 0;
};

// `normalised`: the line lower-cased, accents folded (as the parser reads it).
LineShape shape_of(std::string_view normalised, const NameDictionary& places,
                   const NameDictionary& characters);

// A word of the order language (a keyword, a designator, the first word of an order verb),
// normalised: `attaque` is not one, `s`, `a1`, `construire` are.
bool is_order_keyword(std::string_view normalised_word);

}  // namespace dia::orders
