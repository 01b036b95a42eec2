#include "mail/imap_source.hpp"

#include <poll.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <stdexcept>

#include <fmt/format.h>

#include "mail/curl_handle.hpp"

namespace dia::mail {
namespace {

// One response of the server: its line (continued after each literal) and its literals' bytes.
struct Response {
  std::string text;  // "* 3 FETCH (UID 7 BODY[] {1234}\n)" (literal markers kept in place)
  std::vector<std::string> literals;
};

// A mailbox name as an IMAP quoted string. Names outside ASCII would need IMAP's modified
// UTF-7, which this does not write: refused with a clear message rather than mangled.
std::string imap_quoted(const std::string& name) {
  std::string out = "\"";
  for (const char c : name) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || u > 0x7e)
      throw std::runtime_error(fmt::format(
          "mailbox '{}': only ASCII folder names are supported (rename the folder)", name));
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

// "1,5,9": a UID set.
std::string uid_set(const std::vector<std::uint32_t>& uids) {
  std::string out;
  for (const auto uid : uids) out += (out.empty() ? "" : ",") + std::to_string(uid);
  return out;
}

bool starts_with_word(const std::string& text, std::string_view word) {
  if (text.size() < word.size()) return false;
  for (std::size_t i = 0; i < word.size(); ++i)
    if (std::toupper(static_cast<unsigned char>(text[i])) != word[i]) return false;
  return text.size() == word.size() || text[word.size()] == ' ';
}

}  // namespace

struct ImapMailbox::Session {
  ImapSettings settings;
  CurlHandle curl;
  curl_socket_t socket = CURL_SOCKET_BAD;
  std::string buffer;  // bytes received, not yet taken
  int tag = 0;
  std::string capabilities;  // " IMAP4REV1 MOVE UIDPLUS ... " (upper case, spaced)
  bool folder_checked = false;

  std::runtime_error failure(const std::string& what) const {
    return std::runtime_error(fmt::format("{}: {}", settings.where, what));
  }

  // Waits (a minute at most) until the connection can be read or written.
  void wait(short events) {
    pollfd p{socket, events, 0};
    const int n = ::poll(&p, 1, 60'000);
    if (n == 0) throw failure("the server did not answer in time");
    if (n < 0) throw failure("the connection failed while waiting for the server");
  }

  void send_all(const std::string& bytes) {
    std::size_t done = 0;
    while (done < bytes.size()) {
      std::size_t n = 0;
      const CURLcode code =
          curl_easy_send(curl.get(), bytes.data() + done, bytes.size() - done, &n);
      if (code == CURLE_AGAIN) {
        wait(POLLOUT);
        continue;
      }
      if (code != CURLE_OK) throw failure("the connection was lost: " + curl.error(code));
      done += n;
    }
  }

  // More bytes into the buffer; throws when the server closed the connection.
  void receive() {
    char chunk[16384];
    for (;;) {
      std::size_t n = 0;
      const CURLcode code = curl_easy_recv(curl.get(), chunk, sizeof chunk, &n);
      if (code == CURLE_AGAIN) {
        wait(POLLIN);
        continue;
      }
      if (code != CURLE_OK) throw failure("the connection was lost: " + curl.error(code));
      if (n == 0) throw failure("the server closed the connection");
      buffer.append(chunk, n);
      return;
    }
  }

  std::string take_line() {
    std::size_t end;
    while ((end = buffer.find("\r\n")) == std::string::npos) receive();
    std::string line = buffer.substr(0, end);
    buffer.erase(0, end + 2);
    return line;
  }

  std::string take_bytes(std::size_t count) {
    while (buffer.size() < count) receive();
    std::string bytes = buffer.substr(0, count);
    buffer.erase(0, count);
    return bytes;
  }

  // One whole response: a line, and for each literal announced at its end ({123}) the literal
  // and the line that follows it.
  Response take_response() {
    Response r;
    for (;;) {
      std::string line = take_line();
      r.text += line;
      if (line.empty() || line.back() != '}') return r;
      const std::size_t open = line.rfind('{');
      if (open == std::string::npos) return r;
      std::string_view digits(line.data() + open + 1, line.size() - open - 2);
      if (!digits.empty() && digits.back() == '+') digits.remove_suffix(1);
      std::size_t count = 0;
      const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), count);
      if (ec != std::errc() || ptr != digits.data() + digits.size()) return r;
      r.literals.push_back(take_bytes(count));
      r.text += '\n';
    }
  }

  // Sends `command` and returns the untagged responses; throws when it does not end in OK.
  std::vector<Response> command(const std::string& text) {
    const std::string t = fmt::format("D{}", ++tag);
    send_all(t + " " + text + "\r\n");
    std::vector<Response> untagged;
    for (;;) {
      Response r = take_response();
      if (r.text.starts_with(t + " ")) {
        const std::string status = r.text.substr(t.size() + 1);
        if (starts_with_word(status, "OK")) return untagged;
        const std::string verb = text.substr(0, text.find(' ', text.starts_with("UID ") ? 4 : 0));
        throw failure(fmt::format("the server refused {}: {}", verb, status));
      }
      if (r.text.starts_with("* BYE")) throw failure("the server closed the session: " + r.text);
      untagged.push_back(std::move(r));
    }
  }

  bool can(std::string_view capability) const {
    return capabilities.find(fmt::format(" {} ", capability)) != std::string::npos;
  }
};

ImapMailbox::ImapMailbox(const ImapSettings& settings, const std::string& password)
    : session_(std::make_unique<Session>()) {
  Session& s = *session_;
  s.settings = settings;
  s.curl.connect_settings(settings.url + "/", settings.tls, settings.user, password,
                          settings.ca_file);
  // curl connects, makes the connection secret and logs in; the rest is said here.
  s.curl.set(CURLOPT_CONNECT_ONLY, 1L);
  if (const CURLcode code = curl_easy_perform(s.curl.get()); code != CURLE_OK)
    throw s.failure(explain(s.curl, code));
  if (curl_easy_getinfo(s.curl.get(), CURLINFO_ACTIVESOCKET, &s.socket) != CURLE_OK ||
      s.socket == CURL_SOCKET_BAD)
    throw s.failure("no connection after the login");
  for (const auto& r : s.command("CAPABILITY")) {
    if (!starts_with_word(r.text.substr(std::min<std::size_t>(2, r.text.size())), "CAPABILITY"))
      continue;
    std::string upper = r.text.substr(2);
    std::transform(upper.begin(), upper.end(), upper.begin(),
                   [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    s.capabilities += " " + upper + " ";
  }
  s.command("SELECT " + imap_quoted(settings.mailbox));
}

ImapMailbox::~ImapMailbox() {
  try {
    session_->command("LOGOUT");
  } catch (const std::exception&) {
    // The server may close first: the session is over either way.
  }
}

std::vector<ImapMessage> ImapMailbox::unfiled() {
  Session& s = *session_;
  // Without a folder to move them to, the filed messages are the \Seen ones; with one, every
  // message still in the mailbox is unfiled (the GM may have opened it in his mail client).
  const std::string criteria = s.settings.filed_folder.empty() ? "UNSEEN UNDELETED" : "UNDELETED";
  std::vector<std::uint32_t> uids;
  for (const auto& r : s.command("UID SEARCH " + criteria)) {
    if (!r.text.starts_with("* SEARCH")) continue;
    std::string_view rest(r.text);
    rest.remove_prefix(8);
    while (!rest.empty()) {
      while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
      std::uint32_t uid = 0;
      const auto [ptr, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), uid);
      if (ec != std::errc()) break;
      uids.push_back(uid);
      rest.remove_prefix(static_cast<std::size_t>(ptr - rest.data()));
    }
  }
  std::sort(uids.begin(), uids.end());
  std::vector<ImapMessage> messages;
  for (const auto uid : uids) {
    // BODY.PEEK[]: reading the message does not mark it \Seen (BODY[] would, RFC 3501 6.4.5).
    for (auto& r : s.command(fmt::format("UID FETCH {} (BODY.PEEK[])", uid))) {
      if (r.text.find(" FETCH ") == std::string::npos || r.literals.empty()) continue;
      if (r.text.find(fmt::format("UID {} ", uid)) == std::string::npos &&
          r.text.find(fmt::format("UID {})", uid)) == std::string::npos)
        continue;
      messages.push_back({uid, std::move(r.literals.front())});
      break;
    }
  }
  return messages;
}

void ImapMailbox::mark_filed(const std::vector<std::uint32_t>& uids) {
  if (uids.empty()) return;
  Session& s = *session_;
  const std::string set = uid_set(uids);
  s.command(fmt::format("UID STORE {} +FLAGS.SILENT (\\Seen)", set));
  if (s.settings.filed_folder.empty()) return;
  const std::string folder = imap_quoted(s.settings.filed_folder);
  if (!s.folder_checked) {  // made on first use, as a mail client makes its Sent folder
    bool exists = false;
    for (const auto& r : s.command("LIST \"\" " + folder))
      if (r.text.starts_with("* LIST")) exists = true;
    if (!exists) s.command("CREATE " + folder);
    s.folder_checked = true;
  }
  if (s.can("MOVE")) {
    s.command(fmt::format("UID MOVE {} {}", set, folder));
    return;
  }
  // No MOVE (RFC 6851): a copy, then the original deleted; UID EXPUNGE (UIDPLUS) removes only
  // these, where a plain EXPUNGE would also remove what the GM deleted himself.
  s.command(fmt::format("UID COPY {} {}", set, folder));
  s.command(fmt::format("UID STORE {} +FLAGS.SILENT (\\Deleted)", set));
  if (s.can("UIDPLUS")) s.command(fmt::format("UID EXPUNGE {}", set));
}

}  // namespace dia::mail
