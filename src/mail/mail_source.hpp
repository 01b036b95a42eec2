#pragma once
// Where mail is found, as mail clients and fetchers store it: one `.eml` file, an mbox file
// (messages after "From " lines, as fetchmail, getmail and mail clients append them), or a
// Maildir (a folder with cur/ new/ tmp/, as getmail, mbsync and offlineimap write it).
#include <filesystem>
#include <string>
#include <vector>

namespace dia::mail {

struct RawMail {
  std::string origin;  // where it was read: "inbox.mbox, message 3", "new/1700.x.host"
  std::string bytes;   // the message as stored (an mbox's "From " line removed, ">From" unquoted)
};

enum class SourceKind { eml, mbox, maildir };

// What `source` is: a directory with cur/ or new/ is a Maildir; a file whose first line starts
// with "From " is an mbox, and so is an empty file (a spool a fetcher has emptied); any other
// file one message. Throws std::runtime_error (naming the path) when it is none of them or
// cannot be read.
SourceKind source_kind(const std::filesystem::path& source);

// Every message of `source`, in a stable order (an mbox's order; a Maildir's files sorted by
// name, new/ and cur/ together; tmp/ is never read, as the Maildir convention says).
std::vector<RawMail> read_mail_source(const std::filesystem::path& source);

}  // namespace dia::mail
