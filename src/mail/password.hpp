#pragma once
// A player's password in his mails (docs/mail.md), as on the classic judges: a line
// `Mot de passe : cheval` or `Password: cheval` (any case), anywhere in the text.
#include <string>
#include <string_view>

namespace dia::mail {

// True when `password` is empty (the player has none), or when a password line of `text` gives
// it exactly (after trimming).
bool password_ok(std::string_view text, std::string_view password);

// `text` without its password lines, so that no password is filed with the orders.
std::string without_password(std::string_view text);

}  // namespace dia::mail
