#include "mail/mime_body.hpp"

#include <algorithm>
#include <cctype>
#include <optional>
#include <string_view>

#include "mail/html_text.hpp"
#include "mail/mime_text_part.hpp"

namespace dia::mail {

namespace {

// A part that is not a multipart, with its nearest multipart/alternative ancestor: the parts
// sharing that ancestor with the chosen text are its other versions.
struct Leaf {
  GMimeObject* part;
  GMimeObject* alternative;
};

bool is_type(GMimeObject* object, const char* type, const char* subtype) {
  return g_mime_content_type_is_type(g_mime_object_get_content_type(object), type, subtype);
}

void collect(GMimeObject* object, GMimeObject* alternative, std::vector<Leaf>& leaves) {
  if (!object) return;
  if (GMIME_IS_MULTIPART(object)) {
    GMimeMultipart* multipart = GMIME_MULTIPART(object);
    if (is_type(object, "multipart", "alternative")) alternative = object;
    for (int i = 0; i < g_mime_multipart_get_count(multipart); ++i)
      collect(g_mime_multipart_get_part(multipart, i), alternative, leaves);
    return;
  }
  leaves.push_back({object, alternative});
}

bool is_attachment(GMimeObject* object) {
  GMimeContentDisposition* disposition = g_mime_object_get_content_disposition(object);
  return disposition && g_mime_content_disposition_is_attachment(disposition);
}

std::optional<std::size_t> first_text(const std::vector<Leaf>& leaves, const char* subtype) {
  for (std::size_t i = 0; i < leaves.size(); ++i) {
    GMimeObject* part = leaves[i].part;
    if (GMIME_IS_TEXT_PART(part) && is_type(part, "text", subtype) && !is_attachment(part))
      return i;
  }
  return std::nullopt;
}

bool is_blank(GMimeObject* text_part) {
  const std::string text = decode_text_part(GMIME_TEXT_PART(text_part)).text;
  return text.find_first_not_of(" \t\n") == std::string::npos;
}

struct Choice {
  std::vector<Leaf> leaves;
  std::optional<std::size_t> chosen;
  bool html = false;
};

// The text of these leaves; failing that, of the first forwarded mail that has one, whose
// leaves then take the forwarded part's place (a forwarded mail not read stays one leaf).
Choice choose(std::vector<Leaf> leaves) {
  auto plain = first_text(leaves, "plain");
  const auto html = first_text(leaves, "html");
  // Some clients send an empty text/plain version beside the HTML one that holds the words.
  if (plain && html && leaves[*plain].alternative &&
      leaves[*plain].alternative == leaves[*html].alternative && is_blank(leaves[*plain].part))
    plain.reset();
  if (plain) return {std::move(leaves), plain, false};
  if (html) return {std::move(leaves), html, true};
  for (std::size_t i = 0; i < leaves.size(); ++i) {
    if (!GMIME_IS_MESSAGE_PART(leaves[i].part)) continue;
    GMimeMessage* inner = g_mime_message_part_get_message(GMIME_MESSAGE_PART(leaves[i].part));
    if (!inner) continue;
    std::vector<Leaf> inner_leaves;
    collect(g_mime_message_get_mime_part(inner), nullptr, inner_leaves);
    Choice sub = choose(std::move(inner_leaves));
    if (!sub.chosen) continue;
    std::vector<Leaf> spliced(leaves.begin(), leaves.begin() + static_cast<std::ptrdiff_t>(i));
    const std::size_t chosen = spliced.size() + *sub.chosen;
    spliced.insert(spliced.end(), sub.leaves.begin(), sub.leaves.end());
    spliced.insert(spliced.end(), leaves.begin() + static_cast<std::ptrdiff_t>(i) + 1,
                   leaves.end());
    return {std::move(spliced), chosen, sub.html};
  }
  return {std::move(leaves), std::nullopt, false};
}

std::string mime_type(GMimeObject* object) {
  GString type(g_mime_content_type_get_mime_type(g_mime_object_get_content_type(object)));
  std::string out = type ? type.get() : "application/octet-stream";
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

std::string file_name(GMimeObject* object) {
  const char* name = nullptr;
  if (GMIME_IS_PART(object)) {
    name = g_mime_part_get_filename(GMIME_PART(object));
  } else {
    name = g_mime_object_get_content_disposition_parameter(object, "filename");
    if (!name) name = g_mime_object_get_content_type_parameter(object, "name");
  }
  return name ? name : "";
}

// A name the sender chose (a file name, a content type), made one line of text: it is quoted
// in the acknowledgement's body, one note a line, and a CR or LF in it (an RFC 2231
// `filename*=utf-8''a%0D%0Ab` or an encoded word `=?utf-8?Q?a=0D=0Ab?=` decodes to them) would
// break that body into lines the player did not write. Control characters (C0, DEL, the C1
// U+0080-U+009F) and the Unicode line and paragraph separators become one space each run.
std::string one_line(std::string_view text) {
  std::string out;
  bool space = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    std::size_t skip = 0;
    if (c < 0x20 || c == 0x7f) skip = 1;
    else if (c == 0xc2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) < 0xa0)
      skip = 2;  // U+0080-U+009F (NEL among them)
    else if (c == 0xe2 && text.substr(i + 1, 2) == "\x80\xa8") skip = 3;  // U+2028
    else if (c == 0xe2 && text.substr(i + 1, 2) == "\x80\xa9") skip = 3;  // U+2029
    if (skip == 0) {
      out += text[i];
      space = false;
      continue;
    }
    if (!space && !out.empty()) out += ' ';
    space = true;
    i += skip - 1;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

// An attachment is what its sender attached: a part marked so, or named, or an image (the
// pictures of an HTML mail, inline or not). Anything else is some other part.
BodyNote ignored(GMimeObject* part) {
  const std::string name = one_line(file_name(part));
  const std::string type = one_line(mime_type(part));
  if (is_attachment(part) || !name.empty() || is_type(part, "image", "*"))
    return {BodyNoteKind::attachment_ignored, name.empty() ? type : name};
  return {BodyNoteKind::part_ignored, type};
}

MailBody read_body_of(GMimeObject* root);

// A mail forwarded "as attachment" (a message/rfc822 part beside the mail's own text) is read
// as an inline forward is: after a forwarded-message line, which the order parser knows (a
// resent set of orders replaces the one before it, as on the classical judges).
bool append_forwarded(GMimeObject* part, MailBody& body) {
  if (!GMIME_IS_MESSAGE_PART(part)) return false;
  GMimeMessage* inner = g_mime_message_part_get_message(GMIME_MESSAGE_PART(part));
  if (!inner) return false;
  MailBody forwarded = read_body_of(g_mime_message_get_mime_part(inner));
  if (forwarded.text.empty()) return false;
  body.text += "\n-------- Forwarded Message --------\n" + forwarded.text;
  for (auto& note : forwarded.notes) body.notes.push_back(std::move(note));
  return true;
}

}  // namespace

MailBody read_body(GMimeMessage* message) {
  return read_body_of(g_mime_message_get_mime_part(message));
}

namespace {

MailBody read_body_of(GMimeObject* root) {
  std::vector<Leaf> leaves;
  collect(root, nullptr, leaves);
  Choice choice = choose(std::move(leaves));
  MailBody body;
  GMimeObject* alternative = nullptr;
  if (choice.chosen) {
    const Leaf& leaf = choice.leaves[*choice.chosen];
    alternative = leaf.alternative;
    DecodedText decoded = decode_text_part(GMIME_TEXT_PART(leaf.part));
    if (choice.html) {
      body.text = html_to_text(decoded.text);
      body.notes.push_back({BodyNoteKind::html_converted, "text/html"});
    } else {
      body.text = std::move(decoded.text);
    }
    // The line end before a MIME boundary is the boundary's: the last line of a part has
    // none. Every line of the body ends with "\n", the last one too.
    if (!body.text.empty() && body.text.back() != '\n') body.text += '\n';
    if (!decoded.converted_from.empty())
      body.notes.push_back({BodyNoteKind::charset_converted, decoded.converted_from});
  }
  for (std::size_t i = 0; i < choice.leaves.size(); ++i) {
    if (choice.chosen && i == *choice.chosen) continue;
    if (alternative && choice.leaves[i].alternative == alternative) continue;
    if (choice.chosen && append_forwarded(choice.leaves[i].part, body)) continue;
    body.notes.push_back(ignored(choice.leaves[i].part));
  }
  return body;
}

}  // namespace

}  // namespace dia::mail
