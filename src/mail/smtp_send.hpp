#pragma once
// Mail out through an SMTP submission server (docs/mail.md): port 587 with STARTTLS or 465 with
// TLS from the start, logged in (AUTH), as a mail client sends. The envelope's recipients are
// the message's To and Cc addresses (as `sendmail -t` takes them), its sender game.yaml's
// `mail: from:` address. A message is sent when the server accepted it: 250 after its DATA.
#include <memory>
#include <string>
#include <vector>

#include "mail/net_config.hpp"

namespace dia::mail {

// The addresses of the To and Cc fields of `message` (groups opened); the envelope's
// recipients. Throws std::runtime_error when there is none.
std::vector<std::string> envelope_recipients(const std::string& message);

class SmtpSubmission {
 public:
  SmtpSubmission(const SmtpSettings& settings, std::string password, std::string envelope_from);
  ~SmtpSubmission();
  SmtpSubmission(const SmtpSubmission&) = delete;
  SmtpSubmission& operator=(const SmtpSubmission&) = delete;

  // Connects and logs in, sending nothing: a server down, a certificate not trusted or a login
  // refused is known before any message leaves the outbox. Throws std::runtime_error.
  void check();

  // Submits `message` (its bare line ends sent as CRLF) and returns once the server has accepted
  // it; throws std::runtime_error with the server's refusal otherwise. The connection is kept
  // for the next message.
  void send(const std::string& message);

 private:
  struct Session;
  std::unique_ptr<Session> session_;
};

}  // namespace dia::mail
