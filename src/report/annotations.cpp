#include "report/annotations.hpp"

#include "adjudicator/season/pieces.hpp"

#include <algorithm>
#include <cctype>
#include <optional>
#include <stdexcept>

#include <fmt/format.h>

#include "common/text.hpp"
#include "orders/names.hpp"

namespace dia::report {

namespace {

// 1-based column (in code points) of byte `offset` of `line`.
int column_at(std::string_view line, std::size_t offset) {
  int col = 1;
  for (std::size_t i = 0; i < offset && i < line.size(); ++i)
    if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) ++col;
  return col;
}

[[noreturn]] void fail(const std::string& file, SourcePos pos, const std::string& message) {
  throw std::runtime_error(fmt::format("{}:{}:{}: error: {}", file, pos.line, pos.column, message));
}

// Lower case, runs of blanks as one space, trimmed: the guard survives re-indentation and
// case, not a changed order.
std::string squashed(std::string_view text) {
  std::string out;
  bool blank = false;
  for (char c : trim(text)) {
    if (c == ' ' || c == '\t' || c == '\r') {
      blank = true;
      continue;
    }
    if (blank && !out.empty()) out += ' ';
    blank = false;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> out;
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  std::size_t at = 0;
  while (at <= text.size()) {
    std::size_t nl = text.find('\n', at);
    std::string_view l =
        text.substr(at, nl == std::string_view::npos ? std::string_view::npos : nl - at);
    if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
    if (nl == std::string_view::npos) {
      if (!l.empty()) out.push_back(l);  // a final newline ends the last line, adds none
      break;
    }
    out.push_back(l);
    at = nl + 1;
  }
  return out;
}

std::string_view kind_word(AnnotationKind k) {
  switch (k) {
    case AnnotationKind::read:
      return "read";
    case AnnotationKind::ignore:
      return "ignore";
    case AnnotationKind::choose:
      return "choose";
  }
  return "";
}

// The candidates of an ambiguous name written in an order, and whether `choice` is one of
// them, in the dictionary the parser used for that kind of name ("place", "character", "side").
struct Choice {
  bool known = false;      // the written name is ambiguous in that dictionary
  bool valid = false;      // `choice` names one of the candidates
  std::string candidates;  // "CIL (Cilicie), CLI"
};

Choice check_choice(const map::Map& map, std::string_view what, const std::string& written,
                    const std::string& choice) {
  Choice out;
  auto decide = [&](const orders::Resolution& amb, const orders::Resolution& pick,
                    const std::function<std::string(int)>& name) {
    if (amb.kind != orders::Resolution::Kind::ambiguous) return;
    out.known = true;
    for (int id : amb.candidates) {
      out.candidates += (out.candidates.empty() ? "" : ", ") + name(id);
      if (pick.found() && pick.id == id) out.valid = true;
    }
  };
  if (what == "place") {
    const orders::PlaceNames names(map);
    decide(names.resolve(written), names.resolve(choice),
           [&](int id) { return names.describe(static_cast<map::SpaceId>(id)); });
  } else {
    const orders::NamedSet set = what == "side" ? orders::side_names() : orders::character_names();
    decide(set.resolve(written), set.resolve(choice),
           [&](int id) { return set.canonical[static_cast<std::size_t>(id)]; });
  }
  return out;
}

}  // namespace

AnnotationsFile parse_annotations(std::string_view text, const std::string& file) {
  AnnotationsFile out;
  out.file = file;
  const std::vector<std::string_view> lines = lines_of(text);
  for (std::size_t n = 0; n < lines.size(); ++n) {
    const std::string_view raw = lines[n];
    const int line_no = static_cast<int>(n) + 1;
    const std::string_view t = trim(raw);
    if (t.empty() || t.starts_with("//") || t.starts_with("#")) continue;
    // Four fields: the first three end at a '|'; the decision takes the rest of the line.
    // Fields are views into `raw`, so their columns come from where they start.
    auto pos_of = [&](std::string_view field) {
      return SourcePos{line_no,
                       column_at(raw, static_cast<std::size_t>(field.data() - raw.data()))};
    };
    std::vector<std::string_view> fields;
    std::size_t at = 0;
    for (int k = 0; k < 4; ++k) {
      const std::size_t bar = k < 3 ? raw.find('|', at) : raw.size();
      if (bar == std::string_view::npos) break;
      const std::string_view f = raw.substr(at, bar - at);
      const std::string_view body = trim(f);
      fields.push_back(body.empty() ? f.substr(f.size()) : body);
      at = bar + 1;
    }
    if (fields.size() < 4)
      fail(file, {line_no, column_at(raw, raw.size())},
           "expected '<side> | <line> | <the line as written> | read <order> / ignore [reason] / "
           "choose <name>' (R9a.gen.6)");
    Annotation a;
    a.pos = pos_of(fields[0]);
    a.side = std::string(fields[0]);
    if (a.side.empty()) fail(file, a.pos, "missing side");
    a.line_pos = pos_of(fields[1]);
    const std::string number(fields[1]);
    if (number.empty() || number.size() > 6 ||
        !std::all_of(number.begin(), number.end(), [](char c) { return c >= '0' && c <= '9'; }) ||
        std::stoi(number) < 1)
      fail(file, a.line_pos,
           fmt::format("'{}' is not a line number (the line of the orders file, from 1)", number));
    a.line = std::stoi(number);
    a.written_pos = pos_of(fields[2]);
    a.written = std::string(fields[2]);
    if (a.written.empty())
      fail(file, a.written_pos,
           "missing the line as written (it guards against a changed orders file)");
    const std::string_view d = fields[3];
    const std::size_t sp = std::min(d.find_first_of(" \t"), d.size());
    const std::string verb = fold_name(d.substr(0, sp));
    const std::string_view value = trim(d.substr(sp));
    a.value = std::string(value);
    a.value_pos = pos_of(value.empty() ? d : value);
    if (verb == "read" || verb == "lire" || verb == "lu")
      a.kind = AnnotationKind::read;
    else if (verb == "ignore" || verb == "ignorer" || verb == "ignored")
      a.kind = AnnotationKind::ignore;
    else if (verb == "choose" || verb == "choisir" || verb == "choice" || verb == "choix")
      a.kind = AnnotationKind::choose;
    else
      fail(file, pos_of(d),
           fmt::format("unknown decision '{}'; expected read <order>, ignore [reason] or choose "
                       "<name> (lire, ignorer, choisir)",
                       d.substr(0, sp)));
    if (a.kind != AnnotationKind::ignore && a.value.empty())
      fail(file, pos_of(d),
           fmt::format("'{}' needs {}", kind_word(a.kind),
                       a.kind == AnnotationKind::read ? "the order as the GM reads it"
                                                      : "the candidate name"));
    out.items.push_back(std::move(a));
  }
  return out;
}

std::vector<AppliedAnnotation> apply_annotations(
    const AnnotationsFile& annotations, std::vector<adj::SideOrders>& orders,
    const orders::OrderParser& parser,
    const std::function<std::string(const std::string&)>& side_of) {
  std::vector<AppliedAnnotation> applied;
  const std::string& file = annotations.file;
  for (const Annotation& a : annotations.items) {
    const std::string side = side_of(a.side);
    if (side.empty())
      fail(file, a.pos, fmt::format("unknown side '{}' (a side id, diadoque or player)", a.side));
    auto so = std::find_if(orders.begin(), orders.end(),
                           [&](const adj::SideOrders& o) { return o.side == side; });
    if (so == orders.end())
      fail(file, a.pos, fmt::format("{} sent no orders this season: nothing to annotate", side));
    for (const AppliedAnnotation& p : applied)
      if (p.side == side && p.line == a.line)
        fail(file, a.line_pos, fmt::format("a second annotation for {} line {}", side, a.line));

    const std::vector<std::string_view> lines = lines_of(so->text);
    if (a.line > static_cast<int>(lines.size()))
      fail(file, a.line_pos,
           fmt::format("{} has {} lines, not {}", so->file, lines.size(), a.line));
    const std::string_view raw = lines[static_cast<std::size_t>(a.line - 1)];
    orders::ParseResult& parsed = so->parsed;
    auto order = std::find_if(parsed.orders.begin(), parsed.orders.end(),
                              [&](const orders::Order& o) { return o.pos.line == a.line; });
    auto error = std::find_if(
        parsed.diagnostics.begin(), parsed.diagnostics.end(),
        [&](const Diagnostic& d) { return d.pos.line == a.line && d.severity == Severity::error; });
    const bool has_order = order != parsed.orders.end();
    const bool has_error = error != parsed.diagnostics.end();
    // A line skipped as prose can be an order the parser did not see (R9a.gen.6): the GM may
    // read it, above all when it was warned as looking like one (`mise à mort de Philippe`).
    const bool remark = std::find(parsed.remark_lines.begin(), parsed.remark_lines.end(), a.line) !=
                        parsed.remark_lines.end();
    if (!has_order && !has_error && !remark)
      fail(file, a.line_pos,
           fmt::format("line {} of {} is not an order ('{}'): blank, a comment, quoted text or "
                       "after the signature",
                       a.line, so->file, trim(raw)));
    const std::string shown = std::string(has_order ? order->text : trim(raw));
    if (squashed(a.written) != squashed(raw) && squashed(a.written) != squashed(shown))
      fail(file, a.written_pos,
           fmt::format("stale annotation: line {} of {} reads '{}', not '{}' (the orders file "
                       "changed since the annotation was written); check it and copy the line "
                       "as it reads now",
                       a.line, so->file, shown, a.written));

    AppliedAnnotation done;
    done.side = side;
    done.line = a.line;
    done.kind = a.kind;
    done.written = shown;
    std::optional<orders::Order> reading;
    if (a.kind == AnnotationKind::read) {
      orders::ParseResult r = parser.parse_line(a.value, a.line);
      for (const Diagnostic& d : r.diagnostics)
        if (d.severity == Severity::error)
          fail(file, {a.value_pos.line, a.value_pos.column + std::max(d.pos.column, 1) - 1},
               "the GM's reading is not a valid order: " + d.message);
      if (r.orders.size() != 1)
        fail(file, a.value_pos, fmt::format("'{}' is not an order", a.value));
      reading = std::move(r.orders.front());
      done.reading = a.value;
    } else if (a.kind == AnnotationKind::choose) {
      // The name the parser could not settle on that line (ambiguous or unknown).
      auto u = std::find_if(parsed.unresolved.begin(), parsed.unresolved.end(),
                            [&](const orders::UnresolvedName& n) { return n.pos.line == a.line; });
      if (u == parsed.unresolved.end())
        fail(file, a.value_pos,
             fmt::format("line {} of {} has no ambiguous or unknown name to choose for; use "
                         "'read <order>'",
                         a.line, so->file));
      const std::string& name = u->written;
      const Choice c = check_choice(parser.map(), orders::to_string(u->kind), name, a.value);
      if (c.known && !c.valid)
        fail(file, a.value_pos,
             fmt::format("'{}' is not one of the candidates for '{}': {}", a.value, name,
                         c.candidates));
      const std::size_t at = u->offset;
      if (raw.substr(at, name.size()) != name)  // the parser read another text than `raw`
        fail(file, a.value_pos, fmt::format("cannot find '{}' in line {}", name, a.line));
      std::string line(raw);
      line.replace(at, name.size(), a.value);
      orders::ParseResult r = parser.parse_line(line, a.line);
      for (const Diagnostic& d : r.diagnostics)
        if (d.severity == Severity::error)
          fail(file, a.value_pos,
               fmt::format("with '{}' chosen, line {} still does not read ({}); use 'read "
                           "<order>'",
                           a.value, a.line, d.message));
      if (r.orders.size() != 1) fail(file, a.value_pos, "the chosen reading is not an order");
      reading = std::move(r.orders.front());
      done.reading = std::string(trim(reading->text));
      done.detail = c.known ? fmt::format("{} among {}", a.value, c.candidates) : a.value;
    } else {
      done.detail = a.value;
    }

    // Replace what the parser made of the line: its order or its diagnostics.
    std::size_t insert_at = static_cast<std::size_t>(
        std::find_if(parsed.orders.begin(), parsed.orders.end(),
                     [&](const orders::Order& o) { return o.pos.line >= a.line; }) -
        parsed.orders.begin());
    std::erase_if(parsed.orders, [&](const orders::Order& o) { return o.pos.line == a.line; });
    std::erase_if(parsed.diagnostics, [&](const Diagnostic& d) { return d.pos.line == a.line; });
    if (has_error || remark) --parsed.ignored;
    std::erase(parsed.remark_lines, a.line);
    std::erase(parsed.suspect_lines, a.line);
    if (reading) {
      reading->set_text(shown);  // reports quote the player
      parsed.orders.insert(parsed.orders.begin() + static_cast<std::ptrdiff_t>(insert_at),
                           std::move(*reading));
    } else {
      auto pos = std::find_if(parsed.diagnostics.begin(), parsed.diagnostics.end(),
                              [&](const Diagnostic& d) { return d.pos.line > a.line; });
      parsed.diagnostics.insert(pos, Diagnostic{Severity::error,
                                                so->file,
                                                {a.line, 1},
                                                "ignored by the GM (annotation, R9a.gen.6)",
                                                Message{Msg::ignored_by_gm, {}}});
      ++parsed.ignored;
    }
    applied.push_back(std::move(done));
  }
  return applied;
}

void record_annotations(adj::SeasonResult& result, const std::vector<AppliedAnnotation>& applied) {
  std::vector<adj::Text> log;
  for (const AppliedAnnotation& a : applied) {
    std::vector<Arg> args{arg::Side{a.side}, arg::Number{a.line}, arg::Words{a.written}};
    Msg id;
    if (a.kind == AnnotationKind::ignore) {
      id = a.detail.empty() ? Msg::log_annotation_ignored : Msg::log_annotation_ignored_why;
    } else {
      args.emplace_back(arg::Words{a.reading});
      id = a.detail.empty() ? Msg::log_annotation_read : Msg::log_annotation_read_choice;
    }
    if (!a.detail.empty()) args.emplace_back(arg::Words{a.detail});
    log.push_back(Message{id, std::move(args)});
    for (adj::OrderReport& r : result.orders) {
      if (r.side != a.side || r.line != a.line) continue;
      if (a.kind == AnnotationKind::ignore) {
        r.status = adj::OrderStatus::ignored;
        r.note = Message{Msg::ignored_by_gm, {}};
      } else {
        // The GM's reading itself is shown once, as the tool's reading beside the order
        // (report/order_reading.hpp): the note only says whose reading it is.
        r.note = adj::season::join(Message{Msg::read_by_gm, {}}, r.note);
      }
    }
  }
  result.gm_log.insert(result.gm_log.begin(), log.begin(), log.end());
}

}  // namespace dia::report
