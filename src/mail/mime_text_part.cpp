#include "mail/mime_text_part.hpp"

#include <algorithm>
#include <cctype>
#include <string_view>

#include "mail/mime_charset.hpp"
#include "mail/mime_flowed.hpp"

namespace dia::mail {

namespace {

// The part's bytes with the transfer encoding (quoted-printable, base64) undone, charset
// untouched: what the label rules look at.
std::string transfer_decoded(GMimePart* part) {
  GMimeDataWrapper* content = g_mime_part_get_content(part);
  if (!content) return {};
  GPtr<GMimeStream> stream(g_mime_stream_mem_new());
  g_mime_data_wrapper_write_to_stream(content, stream.get());
  GByteArray* bytes = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(stream.get()));
  return std::string(reinterpret_cast<const char*>(bytes->data), bytes->len);
}

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

bool is_one_of(const std::string& label, std::initializer_list<std::string_view> names) {
  return std::find(names.begin(), names.end(), label) != names.end();
}

bool is_type_text_plain(GMimeObject* object) {
  return g_mime_content_type_is_type(g_mime_object_get_content_type(object), "text", "plain");
}

std::string gmime_text(GMimeTextPart* part) {
  GString text(g_mime_text_part_get_text(part));
  return text ? std::string(text.get()) : std::string();
}

}  // namespace

DecodedText decode_text_part(GMimeTextPart* part) {
  const std::string raw = transfer_decoded(GMIME_PART(part));
  const char* charset = g_mime_text_part_get_charset(part);
  const std::string label = lower(charset ? charset : "");
  DecodedText out;
  if (label.empty() || is_one_of(label, {"utf-8", "utf8", "us-ascii", "ascii"})) {
    // No charset, or one that allows no 8-bit byte GMime could convert: UTF-8 when the bytes
    // are UTF-8, else the 8-bit charset mail clients actually send (GMime would drop the bytes
    // of text labelled us-ascii, and leave unlabelled bytes as they are).
    if (!has_8bit(raw) || is_valid_utf8(raw)) {
      out.text = raw;
    } else {
      out.text = windows1252_to_utf8(raw);
      out.converted_from = "windows-1252";
    }
  } else if (is_one_of(label, {"windows-1252", "cp1252"}) ||
             (is_one_of(label, {"iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "l1"}) &&
              has_c1_bytes(raw))) {
    // GMime converts through iconv, which reads 0x80–0x9F of "iso-8859-1" as C1 controls
    // (’ becomes U+0092) and refuses windows-1252's five undefined bytes: convert ourselves.
    out.text = windows1252_to_utf8(raw);
    if (has_8bit(raw)) out.converted_from = "windows-1252";
  } else {
    out.text = gmime_text(part);
    // An unknown charset leaves GMime's text as the raw bytes.
    if (!is_valid_utf8(out.text)) {
      out.text = windows1252_to_utf8(raw);
      out.converted_from = "windows-1252";
    } else if (out.text != raw) {
      out.converted_from = label;
    }
  }
  out.text = lf_line_ends(out.text);
  const char* format = g_mime_object_get_content_type_parameter(GMIME_OBJECT(part), "format");
  if (format && g_ascii_strcasecmp(format, "flowed") == 0 &&
      is_type_text_plain(GMIME_OBJECT(part))) {
    const char* delsp = g_mime_object_get_content_type_parameter(GMIME_OBJECT(part), "delsp");
    out.text = unflow(out.text, delsp && g_ascii_strcasecmp(delsp, "yes") == 0);
  }
  return out;
}

}  // namespace dia::mail
