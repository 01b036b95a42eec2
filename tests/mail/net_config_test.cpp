// game.yaml's `mail: imap:` and `mail: smtp:` (docs/mail.md "Mail by IMAP and SMTP"), and the
// envelope of a message submitted by SMTP. The servers themselves are tests/mailnet's.
#include <doctest/doctest.h>
#include <sys/stat.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

#include "mail/net_config.hpp"
#include "mail/smtp_send.hpp"

using namespace dia::mail;
namespace fs = std::filesystem;

namespace {

struct Game {
  fs::path root;
  explicit Game(const std::string& mail) {
    root = fs::temp_directory_path() /
           ("dia-net-config-" + std::to_string(reinterpret_cast<std::uintptr_t>(this)));
    fs::remove_all(root);
    fs::create_directories(root);
    std::ofstream(root / "game.yaml") << "name: Essai\nmap: diadoques\nscenario: standard-319\n"
                                         "seed: 1\nplayers: []\nmail:\n"
                                      << mail;
  }
  ~Game() { fs::remove_all(root); }
  NetMailSettings settings() const { return net_mail_settings(dia::state::GameDir(root)); }
};

std::string error_of(const Game& g) {
  try {
    g.settings();
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("mail: imap: gives the server, the mailbox, the TLS its scheme says, the login") {
  const Game g(
      "  imap:\n    url: imaps://mail.example.org:993/Parties/Diadoques\n    user: mj\n"
      "    password_file: secret/imap\n    filed_folder: Classées\n");
  const NetMailSettings s = g.settings();
  REQUIRE(s.imap);
  CHECK(s.imap->url == "imaps://mail.example.org:993");
  CHECK(s.imap->mailbox == "Parties/Diadoques");
  CHECK(s.imap->tls == Tls::implicit);
  CHECK(s.imap->user == "mj");
  CHECK(s.imap->password_file == g.root / "secret/imap");  // relative to the game
  CHECK(s.imap->ca_file.empty());                          // the system's authorities
  CHECK(s.imap->filed_folder == "Classées");
  CHECK_FALSE(s.smtp);
}

TEST_CASE("mail: a URL without mailbox reads INBOX; imap:// is STARTTLS; the user may be in it") {
  const Game g(
      "  imap:\n    url: imap://mj@127.0.0.1:143\n    tls: starttls\n"
      "    password_file: /etc/diadoques/imap\n    ca_file: ca.pem\n");
  const NetMailSettings s = g.settings();
  REQUIRE(s.imap);
  CHECK(s.imap->mailbox == "INBOX");
  CHECK(s.imap->tls == Tls::starttls);
  CHECK(s.imap->user == "mj");
  CHECK(s.imap->password_file == "/etc/diadoques/imap");  // absolute stays
  CHECK(s.imap->ca_file == g.root / "ca.pem");
}

TEST_CASE("mail: smtp: submission with STARTTLS (smtp://) or TLS from the start (smtps://)") {
  const Game g(
      "  smtp:\n    url: smtps://mail.example.org:465\n    tls: smtps\n    user: mj\n"
      "    password_file: secret/smtp\n");
  const NetMailSettings s = g.settings();
  REQUIRE(s.smtp);
  CHECK(s.smtp->url == "smtps://mail.example.org:465");
  CHECK(s.smtp->tls == Tls::implicit);
  const Game starttls(
      "  smtp:\n    url: smtp://mail.example.org:587\n    user: mj\n"
      "    password_file: secret/smtp\n");
  CHECK(starttls.settings().smtp->tls == Tls::starttls);
}

TEST_CASE("mail: a password is never accepted in game.yaml, nor in the URL") {
  const Game in_section("  imap:\n    url: imaps://h/INBOX\n    user: mj\n    password: cheval\n");
  CHECK(error_of(in_section)
            .find("game.yaml:10:5: error: mail: imap: password: a password is "
                  "never written in game.yaml") != std::string::npos);
  const Game in_url("  smtp:\n    url: smtp://mj:cheval@h:587\n    password_file: p\n");
  CHECK(error_of(in_url).find("a password is never written in game.yaml") != std::string::npos);
}

TEST_CASE("mail: a tls: that contradicts the scheme, a wrong scheme, a missing key are errors") {
  CHECK(error_of(Game("  imap:\n    url: imaps://h/INBOX\n    tls: starttls\n    user: u\n"
                      "    password_file: p\n"))
            .find("tls: starttls but the url begins with imaps://") != std::string::npos);
  CHECK(error_of(Game("  smtp:\n    url: http://h\n    user: u\n    password_file: p\n"))
            .find("expected smtps://host:port") != std::string::npos);
  CHECK(
      error_of(Game("  imap:\n    url: imaps://h\n    user: u\n")).find("missing password_file") !=
      std::string::npos);
  CHECK(
      error_of(Game("  imap:\n    url: imaps://h\n    password_file: p\n")).find("missing user") !=
      std::string::npos);
  CHECK(error_of(Game("  imap:\n    url: imaps://h\n    user: u\n    password_file: p\n"
                      "    pasword_file: q\n"))
            .find("unknown key 'pasword_file'") != std::string::npos);
}

TEST_CASE("mail: an imaps:// URL of the command line takes game.yaml's login") {
  const Game g(
      "  imap:\n    url: imaps://h:993/INBOX\n    user: mj\n    password_file: p\n"
      "    filed_folder: Classées\n");
  const ImapSettings s = imap_at("imap://other@127.0.0.1:1143/Ordres", g.settings().imap, g.root);
  CHECK(s.url == "imap://127.0.0.1:1143");
  CHECK(s.mailbox == "Ordres");
  CHECK(s.tls == Tls::starttls);
  CHECK(s.user == "other");
  CHECK(s.password_file == g.root / "p");
  CHECK(s.filed_folder == "Classées");
  CHECK_THROWS_WITH_AS(imap_at("imaps://h/INBOX", std::nullopt, g.root),
                       doctest::Contains("game.yaml: no mail: imap: section"), std::runtime_error);
  CHECK_THROWS_WITH_AS(imap_at("imaps://u:pw@h/INBOX", g.settings().imap, g.root),
                       doctest::Contains("a password is never given on the command line"),
                       std::runtime_error);
}

TEST_CASE("mail: a password file others can read or change is refused, naming it") {
  const Game g("");
  const fs::path file = g.root / "password";
  std::ofstream(file) << "cheval\r\nignored\n";
  ::chmod(file.c_str(), 0600);
  CHECK(read_password_file(file) == "cheval");
  ::chmod(file.c_str(), 0640);
  CHECK_THROWS_WITH_AS(read_password_file(file),
                       doctest::Contains("password: the password file can be read or changed by "
                                         "others (mode 0640)"),
                       std::runtime_error);
  ::chmod(file.c_str(), 0602);
  CHECK_THROWS_AS(read_password_file(file), std::runtime_error);
  ::chmod(file.c_str(), 0600);
  std::ofstream(file) << "\n";
  CHECK_THROWS_WITH_AS(read_password_file(file), doctest::Contains("empty"), std::runtime_error);
  CHECK_THROWS_WITH_AS(read_password_file(g.root / "none"), doctest::Contains("none"),
                       std::runtime_error);
}

TEST_CASE("mail: the envelope's recipients are the To and Cc addresses, groups opened") {
  const std::string message =
      "From: Arbitre <mj@example.org>\nTo: =?utf-8?q?Aur=C3=A9lie?= <aurelie@example.org>, "
      "bastien@example.org\nCc: Amis: chloe@example.org, David <david@example.org>;\n"
      "Subject: x\n\nbody\n";
  CHECK(envelope_recipients(message) ==
        std::vector<std::string>{"aurelie@example.org", "bastien@example.org", "chloe@example.org",
                                 "david@example.org"});
  CHECK_THROWS_WITH_AS(envelope_recipients("From: a@b\nSubject: x\n\nbody\n"),
                       doctest::Contains("no To or Cc"), std::runtime_error);
}
