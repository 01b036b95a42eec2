#include "mail/game_mail.hpp"

#include <fmt/format.h>

#include "mail/addresses.hpp"

namespace dia::mail {

OutMail game_mail(const state::GameConfig& config, Address to, const std::string& season,
                  const std::string& id, state::Instant now) {
  OutMail out;
  out.from = parse_address(config.mail.from).value_or(Address{"", "diadoques@localhost"});
  out.to.push_back(std::move(to));
  out.date = now;
  out.message_id =
      fmt::format("{}.{}@{}", id, sha256_hex(config.name).substr(0, 16), domain_of(out.from.email));
  out.extra_headers = {{"X-Diadoques-Game", config.name}, {"X-Diadoques-Season", season}};
  return out;
}

}  // namespace dia::mail
