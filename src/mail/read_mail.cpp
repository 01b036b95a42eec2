// read_mail: GMime parses the message; this takes the fields the inbox needs and leaves the
// choice of the text to mail/mime_body.cpp.
#include <cstring>
#include <memory>

#include "common/player_text.hpp"
#include "mail/gmime_library.hpp"
#include "mail/in_mail.hpp"
#include "mail/mime_body.hpp"
#include "mail/sender.hpp"

namespace dia::mail {

namespace {

struct ParserOptionsFree {
  void operator()(GMimeParserOptions* options) const { g_mime_parser_options_free(options); }
};

// Raw 8-bit header text (no encoded words) is read as UTF-8 when it is, else as windows-1252,
// what the mail clients that send such headers write.
std::unique_ptr<GMimeParserOptions, ParserOptionsFree> parser_options() {
  std::unique_ptr<GMimeParserOptions, ParserOptionsFree> options(g_mime_parser_options_new());
  const char* fallback[] = {"utf-8", "windows-1252", nullptr};
  g_mime_parser_options_set_fallback_charsets(options.get(), fallback);
  return options;
}

void add_addresses(InternetAddressList* list, std::vector<Address>& out) {
  if (!list) return;
  for (int i = 0; i < internet_address_list_length(list); ++i) {
    InternetAddress* address = internet_address_list_get_address(list, i);
    if (INTERNET_ADDRESS_IS_GROUP(address)) {
      add_addresses(internet_address_group_get_members(INTERNET_ADDRESS_GROUP(address)), out);
    } else if (INTERNET_ADDRESS_IS_MAILBOX(address)) {
      const char* name = internet_address_get_name(address);
      const char* addr = internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(address));
      out.push_back({name ? name : "", addr ? addr : ""});
    }
  }
}

// One line of a header as the sender wrote it, with control characters and line ends blanked.
void clean_line(std::string& text) {
  clean_player_text(text);
  for (char& c : text)
    if (c == '\n' || c == '\r') c = ' ';
}

// Issue 34: the headers' text is the player's, and goes to the terminal (`inbox`), to
// mail/inbox.yaml and into the acknowledgement's headers and body: control characters are
// blanked where it enters. The body is the order parser's to clean (it warns about them).
void clean_header_text(InMail& mail) {
  clean_line(mail.message_id);
  clean_line(mail.in_reply_to);
  clean_line(mail.subject);
  for (auto* list : {&mail.from, &mail.reply_to}) {
    for (Address& a : *list) {
      clean_line(a.name);
      clean_line(a.email);
    }
  }
  for (BodyNote& note : mail.notes) clean_line(note.what);
}

std::optional<state::Instant> decode_date(const char* text) {
  if (!text) return std::nullopt;
  GDateTime* date = g_mime_utils_header_decode_date(text);
  if (!date) return std::nullopt;
  const state::Instant seconds = g_date_time_to_unix(date);
  g_date_time_unref(date);
  return seconds;
}

// The topmost Received header is the one the GM's own server added (each server prepends
// its own): its date, after the last ';', is when the mail arrived, which the sender cannot set.
std::optional<state::Instant> received_date(GMimeObject* message) {
  GMimeHeaderList* headers = g_mime_object_get_header_list(message);
  for (int i = 0; i < g_mime_header_list_get_count(headers); ++i) {
    GMimeHeader* header = g_mime_header_list_get_header_at(headers, i);
    if (g_ascii_strcasecmp(g_mime_header_get_name(header), "Received") != 0) continue;
    const char* value = g_mime_header_get_value(header);
    const char* semicolon = value ? std::strrchr(value, ';') : nullptr;
    return semicolon ? decode_date(semicolon + 1) : std::nullopt;
  }
  return std::nullopt;
}

std::string message_id_header(GMimeObject* message, const char* name) {
  const char* value = g_mime_object_get_header(message, name);
  if (!value) return {};
  GString id(g_mime_utils_decode_message_id(value));
  return id ? id.get() : "";
}

// GMime reads any "Name: value" line as a header; a mail has at least one of these.
bool has_mail_header(GMimeObject* message) {
  for (const char* name : {"From", "Sender", "To", "Date", "Subject", "Message-ID", "Received"})
    if (g_mime_object_get_header(message, name)) return true;
  return false;
}

}  // namespace

InMail read_mail(std::string_view raw) {
  ensure_gmime();
  if (raw.empty()) throw MailError("not a mail: the message is empty");
  GPtr<GMimeStream> stream(g_mime_stream_mem_new_with_buffer(raw.data(), raw.size()));
  GPtr<GMimeParser> parser(g_mime_parser_new_with_stream(stream.get()));
  auto options = parser_options();
  GPtr<GMimeMessage> message(g_mime_parser_construct_message(parser.get(), options.get()));
  if (!message)
    throw MailError("not a mail: its " + std::to_string(raw.size()) +
                    " bytes do not start with message headers");
  GMimeObject* object = GMIME_OBJECT(message.get());
  if (!has_mail_header(object))
    throw MailError(
        "not a mail: no From, To, Date, Subject, Message-ID or Received header among its "
        "headers");

  InMail mail;
  if (const char* id = g_mime_message_get_message_id(message.get())) mail.message_id = id;
  mail.in_reply_to = message_id_header(object, "In-Reply-To");
  add_addresses(g_mime_message_get_from(message.get()), mail.from);
  SenderCheck sender = check_sender(message.get(), raw);
  mail.sender = std::move(sender.address);
  mail.sender_refused = std::move(sender.refused);
  mail.from_field = std::move(sender.as_written);
  add_addresses(g_mime_message_get_reply_to(message.get()), mail.reply_to);
  if (const char* subject = g_mime_message_get_subject(message.get())) mail.subject = subject;
  if (GDateTime* date = g_mime_message_get_date(message.get()))
    mail.date = g_date_time_to_unix(date);
  mail.received = received_date(object);
  MailBody body = read_body(message.get());
  mail.body = std::move(body.text);
  mail.notes = std::move(body.notes);
  clean_header_text(mail);
  return mail;
}

}  // namespace dia::mail
