#pragma once
// game.yaml's network mail (docs/mail.md "Mail by IMAP and SMTP"): where `inbox` fetches the
// players' mails (`mail: imap:`) and where `mail --send` submits the outbox (`mail: smtp:`).
// The login's password is never in game.yaml: it is read from a file that only the GM can read.
// Read here, not in state/game_dir, so that only the mail commands depend on it.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "state/game_dir.hpp"

namespace dia::mail {

// How a connection is made secret: TLS from the first byte (imaps://, smtps://, ports 993 and
// 465), or a plain connection upgraded by STARTTLS before anything else is said (ports 143 and
// 587). Never in clear: STARTTLS is required, a server that does not offer it is an error.
enum class Tls { implicit, starttls };

struct ImapSettings {
  std::string url;      // the server, scheme and port only: "imaps://mail.example.org:993"
  std::string mailbox;  // the folder read: "INBOX"
  Tls tls = Tls::implicit;
  std::string user;
  std::filesystem::path password_file;  // absolute (game.yaml's relative paths are the game's)
  std::filesystem::path ca_file;        // "" : the system's certificate authorities
  std::string filed_folder;             // "" : a filed message is marked \Seen and stays
  std::string where;                    // what the messages' origin says: "imaps://…/INBOX"
};

struct SmtpSettings {
  std::string url;  // "smtp://mail.example.org:587" or "smtps://mail.example.org:465"
  Tls tls = Tls::starttls;
  std::string user;
  std::filesystem::path password_file;
  std::filesystem::path ca_file;
};

struct NetMailSettings {
  std::optional<ImapSettings> imap;
  std::optional<SmtpSettings> smtp;
};

// The `mail: imap:` and `mail: smtp:` sections of the game's game.yaml, checked: a scheme and a
// `tls:` that agree, a user, a password_file, no password in clear, no unknown key. Throws
// std::runtime_error ("game.yaml:12:5: error: …") when they are wrong.
NetMailSettings net_mail_settings(const state::GameDir& game);

// True for "imap://…" and "imaps://…": a source of `inbox` that is a mailbox on a server.
bool is_imap_url(std::string_view source);

// The mailbox of `url` (from the command line), logged into as game.yaml's `mail: imap:` says
// (user, password_file, ca_file, filed_folder): the URL may name its user (imaps://mj@host/INBOX).
// Throws std::runtime_error when game.yaml does not say how to log in.
ImapSettings imap_at(const std::string& url, const std::optional<ImapSettings>& configured,
                     const std::filesystem::path& game_root);

// The password in `file` (its first line). Throws std::runtime_error naming the file when it
// cannot be read, is empty, or can be read or written by anyone but its owner (group or other
// permission bits): a password others can read is no longer a secret.
std::string read_password_file(const std::filesystem::path& file);

}  // namespace dia::mail
