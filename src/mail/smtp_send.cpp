#include "mail/smtp_send.hpp"

#include <cstring>
#include <stdexcept>

#include <fmt/format.h>

#include "mail/curl_handle.hpp"
#include "mail/gmime_library.hpp"

namespace dia::mail {
namespace {

void add_addresses(InternetAddressList* list, std::vector<std::string>& out) {
  if (!list) return;
  const int n = internet_address_list_length(list);
  for (int i = 0; i < n; ++i) {
    InternetAddress* a = internet_address_list_get_address(list, i);
    if (INTERNET_ADDRESS_IS_GROUP(a)) {
      add_addresses(internet_address_group_get_members(INTERNET_ADDRESS_GROUP(a)), out);
    } else if (INTERNET_ADDRESS_IS_MAILBOX(a)) {
      const char* addr = internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(a));
      if (addr && *addr) out.emplace_back(addr);
    }
  }
}

// SMTP's DATA is lines ending in CRLF: a bare LF (the outbox's .eml files end lines so, as
// sendmail takes them) becomes CRLF. curl doubles a leading dot itself.
std::string with_crlf(const std::string& message) {
  std::string out;
  out.reserve(message.size() + message.size() / 40);
  for (std::size_t i = 0; i < message.size(); ++i) {
    if (message[i] == '\n' && (i == 0 || message[i - 1] != '\r')) out += '\r';
    out += message[i];
  }
  return out;
}

struct Upload {
  const std::string* bytes = nullptr;
  std::size_t offset = 0;
};

std::size_t read_upload(char* to, std::size_t size, std::size_t count, void* user) {
  auto* up = static_cast<Upload*>(user);
  const std::size_t n = std::min(size * count, up->bytes->size() - up->offset);
  std::memcpy(to, up->bytes->data() + up->offset, n);
  up->offset += n;
  return n;
}

}  // namespace

std::vector<std::string> envelope_recipients(const std::string& message) {
  ensure_gmime();
  GPtr<GMimeStream> stream(g_mime_stream_mem_new_with_buffer(message.data(), message.size()));
  GPtr<GMimeParser> parser(g_mime_parser_new_with_stream(stream.get()));
  GPtr<GMimeMessage> parsed(g_mime_parser_construct_message(parser.get(), nullptr));
  if (!parsed) throw std::runtime_error("not a mail message");
  std::vector<std::string> to;
  add_addresses(g_mime_message_get_to(parsed.get()), to);
  add_addresses(g_mime_message_get_cc(parsed.get()), to);
  if (to.empty()) throw std::runtime_error("the message has no To or Cc address");
  return to;
}

struct SmtpSubmission::Session {
  SmtpSettings settings;
  std::string password;
  std::string from;
  CurlHandle curl;
  bool ready = false;  // the handle's settings are made (its connection is reused)

  std::runtime_error failure(const std::string& what) const {
    return std::runtime_error(fmt::format("{}: {}", settings.url, what));
  }
};

SmtpSubmission::SmtpSubmission(const SmtpSettings& settings, std::string password,
                               std::string envelope_from)
    : session_(std::make_unique<Session>()) {
  session_->settings = settings;
  session_->password = std::move(password);
  session_->from = std::move(envelope_from);
}

SmtpSubmission::~SmtpSubmission() = default;

void SmtpSubmission::check() {
  const Session& s = *session_;
  CurlHandle probe;  // its own connection: one that was only logged into is not reused
  probe.connect_settings(s.settings.url, s.settings.tls, s.settings.user, s.password,
                         s.settings.ca_file);
  probe.set(CURLOPT_CONNECT_ONLY, 1L);
  if (const CURLcode code = curl_easy_perform(probe.get()); code != CURLE_OK)
    throw s.failure(explain(probe, code));
}

void SmtpSubmission::send(const std::string& message) {
  Session& s = *session_;
  const std::vector<std::string> recipients = envelope_recipients(message);
  CurlSlist rcpt;
  for (const auto& r : recipients) {
    // curl_slist_append returns the list's head, the same one once there is a head.
    curl_slist* head = curl_slist_append(rcpt.get(), ("<" + r + ">").c_str());
    if (!head) throw std::runtime_error("out of memory");
    if (head != rcpt.get()) rcpt.reset(head);
  }
  if (!s.ready) {
    s.curl.connect_settings(s.settings.url, s.settings.tls, s.settings.user, s.password,
                            s.settings.ca_file);
    s.curl.set(CURLOPT_UPLOAD, 1L);
    s.curl.set(CURLOPT_READFUNCTION, &read_upload);
    s.ready = true;
  }
  const std::string data = with_crlf(message);
  Upload upload{&data, 0};
  s.curl.set(CURLOPT_MAIL_FROM, ("<" + s.from + ">").c_str());
  s.curl.set(CURLOPT_MAIL_RCPT, rcpt.get());
  s.curl.set(CURLOPT_READDATA, &upload);
  s.curl.set(CURLOPT_INFILESIZE_LARGE, static_cast<curl_off_t>(data.size()));
  // curl_easy_perform succeeds only when every step did, the last being 250 after DATA.
  const CURLcode code = curl_easy_perform(s.curl.get());
  s.curl.set(CURLOPT_MAIL_RCPT, static_cast<curl_slist*>(nullptr));
  if (code != CURLE_OK) {
    long reply = 0;
    curl_easy_getinfo(s.curl.get(), CURLINFO_RESPONSE_CODE, &reply);
    // A reply of 400 or more after the login: the server said no to this message (a recipient,
    // the sender, its size); anything else is the connection's failure.
    if (reply >= 400 && code != CURLE_LOGIN_DENIED)
      throw s.failure(
          fmt::format("the server refused the message (reply {}): {}", reply, s.curl.error(code)));
    throw s.failure(explain(s.curl, code));
  }
}

}  // namespace dia::mail
