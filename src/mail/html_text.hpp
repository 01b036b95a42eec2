#pragma once
// An HTML-only mail's text, for the order parser: libxml2's HTML parser reads the (often broken)
// HTML mail clients write; this keeps its text with the line breaks a reader sees (<br>, <p>,
// <div>, <li>, <tr>), drops <script>, <style> and <head>, and turns a <blockquote> into "> "
// quoted lines, as the order parser expects of a quoted reply.
#include <string>
#include <string_view>

namespace dia::mail {

std::string html_to_text(std::string_view html);  // UTF-8 in, UTF-8 out

}  // namespace dia::mail
