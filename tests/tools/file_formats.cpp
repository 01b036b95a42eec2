#include "tools/file_formats.hpp"

#include <cstdint>
#include <memory>

#include <fmt/format.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>
#include <nlohmann/json.hpp>

#include "common/text.hpp"

namespace dia::tools {

namespace {

std::string where(std::string_view text, std::size_t at) {
  std::size_t line = 1, column = 1;
  for (std::size_t i = 0; i < at && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return fmt::format("byte {} (line {}, column {})", at, line, column);
}

}  // namespace

std::string utf8_problem(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const auto b = static_cast<unsigned char>(text[i]);
    std::size_t n = 0;
    std::uint32_t cp = 0, min = 0;
    if (b < 0x80) {
      ++i;
      continue;
    } else if ((b & 0xE0) == 0xC0) {
      n = 1, cp = b & 0x1F, min = 0x80;
    } else if ((b & 0xF0) == 0xE0) {
      n = 2, cp = b & 0x0F, min = 0x800;
    } else if ((b & 0xF8) == 0xF0) {
      n = 3, cp = b & 0x07, min = 0x10000;
    } else {
      return fmt::format("{}: byte 0x{:02X} begins no UTF-8 character", where(text, i), b);
    }
    for (std::size_t k = 1; k <= n; ++k) {
      if (i + k >= text.size() || (static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80)
        return fmt::format("{}: a UTF-8 sequence cut after {} byte(s) (0x{:02X}...)",
                           where(text, i), k, b);
      cp = (cp << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    }
    if (cp < min) return fmt::format("{}: an overlong UTF-8 form", where(text, i));
    if (cp >= 0xD800 && cp <= 0xDFFF) return fmt::format("{}: a UTF-16 surrogate", where(text, i));
    if (cp > 0x10FFFF) return fmt::format("{}: beyond U+10FFFF", where(text, i));
    i += n + 1;
  }
  return "";
}

std::string utf8_repaired(std::string_view text) {
  std::string out(text);
  std::size_t i = 0;
  while (i < out.size()) {
    const auto b = static_cast<unsigned char>(out[i]);
    std::size_t n = 0;
    std::uint32_t cp = 0, min = 0;
    if (b < 0x80) {
      ++i;
      continue;
    }
    if ((b & 0xE0) == 0xC0) {
      n = 1, cp = b & 0x1F, min = 0x80;
    } else if ((b & 0xF0) == 0xE0) {
      n = 2, cp = b & 0x0F, min = 0x800;
    } else if ((b & 0xF8) == 0xF0) {
      n = 3, cp = b & 0x07, min = 0x10000;
    }
    bool ok = n > 0;
    for (std::size_t k = 1; ok && k <= n; ++k) {
      if (i + k >= out.size() || (static_cast<unsigned char>(out[i + k]) & 0xC0) != 0x80)
        ok = false;
      else
        cp = (cp << 6) | (static_cast<unsigned char>(out[i + k]) & 0x3F);
    }
    ok = ok && cp >= min && !(cp >= 0xD800 && cp <= 0xDFFF) && cp <= 0x10FFFF;
    if (ok) {
      i += n + 1;
    } else {
      out[i] = '?';
      ++i;
    }
  }
  return out;
}

std::string xml_problem(std::string_view text) {
  struct Free {
    void operator()(xmlDoc* d) const { xmlFreeDoc(d); }
  };
  // No recovery, no network, no entity substitution: the document as a strict reader sees it.
  std::unique_ptr<xmlParserCtxt, decltype(&xmlFreeParserCtxt)> ctxt(xmlNewParserCtxt(),
                                                                    &xmlFreeParserCtxt);
  if (!ctxt) return "libxml2 could not make a parser";
  std::unique_ptr<xmlDoc, Free> doc(
      xmlCtxtReadMemory(ctxt.get(), text.data(), static_cast<int>(text.size()), "map.svg", "UTF-8",
                        XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING));
  const xmlError* e = xmlCtxtGetLastError(ctxt.get());
  if (doc && (e == nullptr || e->level < XML_ERR_ERROR) && ctxt->wellFormed) return "";
  if (e == nullptr) return "not well-formed XML";
  std::string message = e->message ? e->message : "not well-formed";
  while (!message.empty() && message.back() == '\n') message.pop_back();
  return fmt::format("line {}, column {}: {}", e->line, e->int2, message);
}

std::string json_problem(std::string_view text) {
  try {
    const auto value =
        nlohmann::json::parse(text);  // strict RFC 8259: no comments, no trailing comma
    return value.is_discarded() ? "not JSON" : "";
  } catch (const nlohmann::json::parse_error& e) {
    return fmt::format("{}: {}", where(text, e.byte > 0 ? e.byte - 1 : 0), e.what());
  }
}

std::string json_unescaped(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (!in_string) {
      in_string = c == '"';
      out += c;
      continue;
    }
    if (c == '"') {
      in_string = false;
      out += c;
      continue;
    }
    if (c != '\\' || i + 1 >= text.size()) {
      out += c;
      continue;
    }
    const char e = text[++i];
    switch (e) {
      case 'n':
        out += '\n';
        break;
      case 't':
        out += '\t';
        break;
      case 'r':
        out += '\r';
        break;
      case 'b':
        out += '\b';
        break;
      case 'f':
        out += '\f';
        break;
      case 'u': {
        if (i + 4 >= text.size()) break;
        auto cp =
            static_cast<std::uint32_t>(std::stoul(std::string(text.substr(i + 1, 4)), nullptr, 16));
        i += 4;
        // A surrogate pair: the high half then "\uDC00".."\uDFFF".
        if (cp >= 0xD800 && cp <= 0xDBFF && i + 6 < text.size() && text[i + 1] == '\\' &&
            text[i + 2] == 'u') {
          const auto low = static_cast<std::uint32_t>(
              std::stoul(std::string(text.substr(i + 3, 4)), nullptr, 16));
          cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          i += 6;
        }
        append_utf8(out, cp);
        break;
      }
      default:
        out += e;  // \" \\ \/
    }
  }
  return out;
}

std::string xml_unescaped(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '&') {
      out += text[i];
      continue;
    }
    const std::size_t end = text.find(';', i);
    if (end == std::string_view::npos || end - i > 10) {
      out += text[i];
      continue;
    }
    const std::string_view ref = text.substr(i + 1, end - i - 1);
    if (ref == "amp") {
      out += '&';
    } else if (ref == "lt") {
      out += '<';
    } else if (ref == "gt") {
      out += '>';
    } else if (ref == "quot") {
      out += '"';
    } else if (ref == "apos") {
      out += '\'';
    } else if (ref.size() > 1 && ref[0] == '#') {
      const bool hexa = ref[1] == 'x' || ref[1] == 'X';
      try {
        append_utf8(out, static_cast<char32_t>(std::stoul(std::string(ref.substr(hexa ? 2 : 1)),
                                                          nullptr, hexa ? 16 : 10)));
      } catch (const std::exception&) {
        out += text.substr(i, end - i + 1);
      }
    } else {
      out += text.substr(i, end - i + 1);
    }
    i = end;
  }
  return out;
}

}  // namespace dia::tools
