#pragma once
// Mail in from an IMAP mailbox over TLS (docs/mail.md): the messages not yet filed, fetched
// without marking them (BODY.PEEK), and marked filed (\Seen, or moved to a folder) only when the
// caller says so, after the inbox's writes are durable. A run killed between the two fetches
// them again, and the inbox, which knows their Message-IDs, reads them as already-read.
//
// curl connects, upgrades to TLS (or starts with it), checks the certificate and logs in
// (CURLOPT_CONNECT_ONLY); the few IMAP commands after the login are sent on that connection
// (curl_easy_send/recv) because curl's own FETCH marks the message \Seen as it reads it.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "mail/net_config.hpp"

namespace dia::mail {

struct ImapMessage {
  std::uint32_t uid = 0;
  std::string bytes;  // the message as the server holds it (CRLF line ends)
};

class ImapMailbox {
 public:
  // Connects, logs in and selects the mailbox. Throws std::runtime_error naming the server and
  // saying what failed (no connection, certificate not trusted, login refused, no such mailbox).
  ImapMailbox(const ImapSettings& settings, const std::string& password);
  ~ImapMailbox();  // logs out
  ImapMailbox(const ImapMailbox&) = delete;
  ImapMailbox& operator=(const ImapMailbox&) = delete;

  // The messages not yet filed, in the mailbox's order: without a filed folder the ones not
  // \Seen, with one every message of the mailbox (filed ones are moved out). Marks nothing.
  std::vector<ImapMessage> unfiled();

  // Marks these messages filed: \Seen, then moved to the filed folder when there is one.
  void mark_filed(const std::vector<std::uint32_t>& uids);

 private:
  struct Session;
  std::unique_ptr<Session> session_;
};

}  // namespace dia::mail
