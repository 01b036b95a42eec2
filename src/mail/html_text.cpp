// html_to_text: libxml2's HTML parser builds the tree (recovering from broken HTML, decoding
// entities); this walks it and lays the text out as a reader sees it.
#include "mail/html_text.hpp"

#include <climits>
#include <memory>
#include <vector>

#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

namespace dia::mail {

namespace {

// Lines as they are laid out: a block boundary ends the current line, <br> ends it even when
// empty, and runs of white space become one space, as a browser renders them.
class TextLayout {
 public:
  void text(std::string_view s, bool pre) {
    for (std::size_t i = 0; i < s.size(); ++i) {
      const char c = s[i];
      if (pre) {
        if (c == '\n')
          break_line();
        else if (c != '\r')
          put(c);
        continue;
      }
      // A no-break space is white space to the order parser; an Outlook paragraph of only
      // one (<p><o:p>&nbsp;</o:p></p>) is its blank line.
      if (c == '\xC2' && i + 1 < s.size() && s[i + 1] == '\xA0') {
        ++i;
        space_ = true;
        nbsp_ = true;
      } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f') {
        space_ = true;
      } else {
        if (space_ && !line_.empty()) line_ += ' ';
        space_ = false;
        put(c);
      }
    }
  }
  void space() { space_ = true; }
  void break_line() {
    if (line_.empty()) line_depth_ = depth_;
    std::string out;
    for (int i = 0; i < line_depth_; ++i) out += "> ";
    out += line_;
    while (!out.empty() && out.back() == ' ') out.pop_back();
    lines_.push_back(std::move(out));
    line_.clear();
    space_ = false;
    nbsp_ = false;
  }
  void block() {
    if (!line_.empty() || nbsp_) break_line();
    space_ = false;
  }
  void enter_quote() {
    block();
    ++depth_;
  }
  void leave_quote() {
    block();
    --depth_;
  }
  std::string finish() {
    block();
    std::string out;
    bool blank_pending = false;
    for (const std::string& line : lines_) {
      if (line.empty()) {
        blank_pending = true;  // one blank line for a run, none at the start or the end
        continue;
      }
      if (blank_pending && !out.empty()) out += '\n';
      blank_pending = false;
      out += line;
      out += '\n';
    }
    return out;
  }

 private:
  void put(char c) {
    if (line_.empty()) line_depth_ = depth_;
    line_ += c;
  }

  std::vector<std::string> lines_;
  std::string line_;
  int line_depth_ = 0;
  int depth_ = 0;
  bool space_ = false;
  bool nbsp_ = false;
};

bool one_of(std::string_view name, std::initializer_list<std::string_view> names) {
  for (std::string_view n : names)
    if (n == name) return true;
  return false;
}

bool dropped(std::string_view name) {
  return one_of(name, {"head", "script", "style", "title", "template"});
}

bool is_block(std::string_view name) {
  return one_of(name, {"p",       "div",        "li",      "ul",   "ol",      "dl",     "dt",
                       "dd",      "tr",         "table",   "h1",   "h2",      "h3",     "h4",
                       "h5",      "h6",         "pre",     "hr",   "address", "center", "section",
                       "article", "header",     "footer",  "nav",  "aside",   "form",   "fieldset",
                       "figure",  "figcaption", "caption", "main", "body",    "html"});
}

std::string_view as_view(const xmlChar* s) {
  return s ? std::string_view(reinterpret_cast<const char*>(s)) : std::string_view();
}

void walk(xmlNode* node, TextLayout& layout, bool pre) {
  for (xmlNode* n = node; n; n = n->next) {
    if (n->type == XML_TEXT_NODE || n->type == XML_CDATA_SECTION_NODE) {
      layout.text(as_view(n->content), pre);
      continue;
    }
    if (n->type != XML_ELEMENT_NODE) continue;  // comments (Outlook's [if mso]), DTD, ...
    const std::string_view name = as_view(n->name);
    if (dropped(name)) continue;
    if (name == "br") {
      layout.break_line();
    } else if (name == "blockquote") {
      layout.enter_quote();
      walk(n->children, layout, pre);
      layout.leave_quote();
    } else if (is_block(name)) {
      layout.block();
      walk(n->children, layout, pre || name == "pre");
      layout.block();
    } else {
      if (name == "td" || name == "th") layout.space();  // table cells side by side
      walk(n->children, layout, pre);
      if (name == "td" || name == "th") layout.space();
    }
  }
}

struct DocFree {
  void operator()(xmlDoc* doc) const { xmlFreeDoc(doc); }
};

}  // namespace

std::string html_to_text(std::string_view html) {
  if (html.empty() || html.size() > static_cast<std::size_t>(INT_MAX)) return {};
  // The caller has converted the text to UTF-8 already: a <meta charset> left in it by the
  // sender must not make libxml2 convert it again (HTML_PARSE_IGNORE_ENC).
  std::unique_ptr<xmlDoc, DocFree> doc(
      htmlReadMemory(html.data(), static_cast<int>(html.size()), nullptr, "UTF-8",
                     HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
                         HTML_PARSE_NONET | HTML_PARSE_IGNORE_ENC));
  if (!doc) return {};
  TextLayout layout;
  walk(xmlDocGetRootElement(doc.get()), layout, false);
  return layout.finish();
}

}  // namespace dia::mail
