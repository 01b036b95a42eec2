#include "mail/sender.hpp"

#include <memory>
#include <variant>
#include <vector>

#include <fmt/format.h>

#include "mail/mailbox_syntax.hpp"

namespace dia::mail {
namespace {

struct ParserOptionsFree {
  void operator()(GMimeParserOptions* options) const { g_mime_parser_options_free(options); }
};

// The field's bytes in `raw`, from its name to the end of its last folded line: GMime's own
// copy of the value stops at a NUL byte, the bytes do not.
std::string_view field_bytes(std::string_view raw, gint64 offset) {
  if (offset < 0 || static_cast<std::size_t>(offset) >= raw.size()) return {};
  std::size_t end = static_cast<std::size_t>(offset);
  while (end < raw.size()) {
    const std::size_t nl = raw.find('\n', end);
    if (nl == std::string_view::npos) return raw.substr(static_cast<std::size_t>(offset));
    end = nl + 1;
    if (end >= raw.size() || (raw[end] != ' ' && raw[end] != '\t')) break;
  }
  return raw.substr(static_cast<std::size_t>(offset), end - static_cast<std::size_t>(offset));
}

// The field's text after "From:", for the log: line ends dropped, control bytes as \xNN.
std::string visible_value(std::string_view field) {
  const std::size_t colon = field.find(':');
  if (colon != std::string_view::npos) field.remove_prefix(colon + 1);
  std::string out;
  for (char ch : field) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '\r' || c == '\n') continue;
    out += (c < 0x20 && c != '\t') || c == 0x7f ? fmt::format("\\x{:02X}", c) : std::string(1, ch);
  }
  const auto first = out.find_first_not_of(" \t");
  return first == std::string::npos ? "" : out.substr(first);
}

// Strict address parsing; 8-bit names read as read_mail reads the other headers.
std::unique_ptr<GMimeParserOptions, ParserOptionsFree> strict_options() {
  std::unique_ptr<GMimeParserOptions, ParserOptionsFree> options(g_mime_parser_options_new());
  g_mime_parser_options_set_address_compliance_mode(options.get(), GMIME_RFC_COMPLIANCE_STRICT);
  g_mime_parser_options_set_allow_addresses_without_domain(options.get(), FALSE);
  const char* fallback[] = {"utf-8", "windows-1252", nullptr};
  g_mime_parser_options_set_fallback_charsets(options.get(), fallback);
  return options;
}

}  // namespace

SenderCheck check_sender(GMimeMessage* message, std::string_view raw) {
  SenderCheck out;
  // The raw header list, not g_mime_message_get_from(): the latter merges every From field.
  GMimeHeaderList* headers = g_mime_object_get_header_list(GMIME_OBJECT(message));
  std::vector<GMimeHeader*> froms;
  for (int i = 0; i < g_mime_header_list_get_count(headers); ++i) {
    GMimeHeader* header = g_mime_header_list_get_header_at(headers, i);
    if (g_ascii_strcasecmp(g_mime_header_get_name(header), "From") == 0) froms.push_back(header);
  }
  if (froms.empty()) {
    out.refused = "no From field";
    return out;
  }
  const std::string_view field = field_bytes(raw, g_mime_header_get_offset(froms.front()));
  out.as_written = visible_value(field);
  if (froms.size() > 1) {
    for (std::size_t i = 1; i < froms.size(); ++i)
      out.as_written +=
          " | " + visible_value(field_bytes(raw, g_mime_header_get_offset(froms[i])));
    out.refused = fmt::format("{} From fields, not one", froms.size());
    return out;
  }
  if (field.empty()) {  // GMime gave an offset outside the bytes: nothing can be checked
    out.refused = "the From field cannot be found in the mail's bytes";
    return out;
  }
  if (field.find('\0') != std::string_view::npos) {
    out.refused = "the From field holds a NUL byte";
    return out;
  }
  const char* value = g_mime_header_get_raw_value(froms.front());
  std::string text = value ? value : "";
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  const auto syntax = mailbox_syntax(text);
  if (const auto* e = std::get_if<MailboxSyntaxError>(&syntax)) {
    out.refused = "the From field is not one mailbox: " + e->why;
    return out;
  }
  auto options = strict_options();
  GPtr<InternetAddressList> list(internet_address_list_parse(options.get(), text.c_str()));
  if (!list || internet_address_list_length(list.get()) != 1) {
    out.refused = "GMime does not read the From field as one address";
    return out;
  }
  InternetAddress* address = internet_address_list_get_address(list.get(), 0);
  if (!INTERNET_ADDRESS_IS_MAILBOX(address)) {
    out.refused = "the From field is a group, not one mailbox";
    return out;
  }
  const char* name = internet_address_get_name(address);
  const char* addr = internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(address));
  const std::string email = addr ? addr : "";
  // Both readings must name the same address, or one of them is fooled.
  if (g_ascii_strcasecmp(email.c_str(), std::get<MailboxSyntax>(syntax).addr_spec.c_str()) != 0) {
    out.refused = fmt::format("GMime reads the address as '{}', its text is '{}'", email,
                              std::get<MailboxSyntax>(syntax).addr_spec);
    return out;
  }
  out.address = Address{name ? name : "", email};
  return out;
}

}  // namespace dia::mail
