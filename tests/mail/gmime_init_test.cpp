#include <doctest/doctest.h>

#include "mail/gmime_library.hpp"

TEST_CASE("GMime is initialised once and parses an address list") {
  dia::mail::ensure_gmime();
  dia::mail::ensure_gmime();  // a second call is harmless
  dia::mail::GPtr<InternetAddressList> list(
      internet_address_list_parse(nullptr, "Aurélie <aurelie@example.org>, bob@example.org"));
  REQUIRE(list);
  CHECK(internet_address_list_length(list.get()) == 2);
}
