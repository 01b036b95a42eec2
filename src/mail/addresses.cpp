#include "mail/addresses.hpp"

#include <algorithm>
#include <cctype>

#include "mail/gmime_library.hpp"

namespace dia::mail {

std::optional<Address> parse_address(std::string_view text) {
  ensure_gmime();
  const std::string s(text);
  GPtr<InternetAddressList> list(internet_address_list_parse(nullptr, s.c_str()));
  if (!list) return std::nullopt;
  for (int i = 0; i < internet_address_list_length(list.get()); ++i) {
    InternetAddress* a = internet_address_list_get_address(list.get(), i);
    if (!INTERNET_ADDRESS_IS_MAILBOX(a)) continue;
    const char* name = internet_address_get_name(a);
    const char* addr = internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(a));
    if (!addr || !*addr) continue;
    return Address{name ? name : "", addr};
  }
  return std::nullopt;
}

bool same_address(std::string_view a, std::string_view b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) ==
           std::tolower(static_cast<unsigned char>(y));
  });
}

std::string domain_of(std::string_view email) {
  const auto at = email.rfind('@');
  if (at == std::string_view::npos || at + 1 == email.size()) return "localhost";
  return std::string(email.substr(at + 1));
}

std::string sha256_hex(std::string_view bytes) {
  GString hex(g_compute_checksum_for_data(
      G_CHECKSUM_SHA256, reinterpret_cast<const guchar*>(bytes.data()), bytes.size()));
  return hex.get();
}

}  // namespace dia::mail
