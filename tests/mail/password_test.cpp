#include <doctest/doctest.h>

#include "mail/password.hpp"

using namespace dia::mail;

TEST_CASE("a player's password is found on its own line, in French or English, any case") {
  const std::string fr = "Joueur Eumène\nMot de passe : cheval\nA CAP PHR\n";
  CHECK(password_ok(fr, "cheval"));
  CHECK_FALSE(password_ok(fr, "chevaux"));
  CHECK(password_ok("PASSWORD:cheval  \nA CAP PHR\n", "cheval"));
  CHECK(password_ok("mot de PASSE: cheval\n", "cheval"));
  CHECK_FALSE(password_ok("A CAP PHR\n", "cheval"));
  CHECK_FALSE(password_ok("the password is cheval\n", "cheval"));  // not a password line
  CHECK(password_ok("A CAP PHR\n", ""));                           // no password set
}

TEST_CASE("the password line is removed before the orders are filed, nothing else") {
  CHECK(without_password("Joueur Eumène\nMot de passe : cheval\nA CAP PHR\n") ==
        "Joueur Eumène\nA CAP PHR\n");
  CHECK(without_password("A CAP PHR\nA SYR X") == "A CAP PHR\nA SYR X");
}
