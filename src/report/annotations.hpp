#pragma once
// The GM's annotations file (R9a.gen.6: "The GM can override in an annotations file, and the
// override is logged"): seasons/<id>/annotations.txt, one annotation per line,
//
//   <side> | <line> | <the line as written> | <decision>
//
//   seleucos | 4 | A SYR CLI         | read A SYR CIL
//   ptolemee | 7 | F MOR C A ARC CYR | ignore the player withdrew it by a second email
//   antigone | 3 | A CAP MES         | choose MED
//
// <side> is a side id, a diadoque or a player's name; <line> the line number in that side's
// orders file; the line as written is a guard: when the orders file has changed since the GM
// wrote the annotation, the annotation no longer matches and the season is refused (so a stale
// reading is never applied to another order). Decisions (French words accepted too):
//   read <order>    (lire)     the order is read as the GM's text
//   ignore [reason] (ignorer)  the order is ignored; the reason goes to the GM log only
//   choose <name>   (choisir)  the ambiguous (or unknown) name of the line is read as <name>,
//                              which must be one of the candidates of an ambiguous name
// A line the parser skipped as prose (a remark, or a line warned as looking like an order) can
// be annotated too: `read` makes it an order. Blank lines and lines starting with `//` or `#`
// are comments.
//
// Applied to the parsed orders before adjudication; afterwards each override is logged in the
// GM log and the public results show the order as written with the GM's reading beside it.
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "adjudicator/season.hpp"
#include "common/diagnostic.hpp"
#include "orders/parse.hpp"

namespace dia::report {

enum class AnnotationKind { read, ignore, choose };

struct Annotation {
  AnnotationKind kind = AnnotationKind::read;
  std::string side;  // as written
  int line = 0;
  std::string written;  // the guard: the order line as the GM saw it
  std::string value;    // read: the order; ignore: the reason (may be empty); choose: the name
  SourcePos pos;        // start of the annotation
  SourcePos line_pos, written_pos, value_pos;
};

struct AnnotationsFile {
  std::string file;  // for messages
  std::vector<Annotation> items;
};

// Throws std::runtime_error("file:line:col: error: ...") on a malformed annotation.
AnnotationsFile parse_annotations(std::string_view text, const std::string& file);

// An override as applied, for the GM log and the public note.
struct AppliedAnnotation {
  std::string side;  // side id
  int line = 0;
  AnnotationKind kind = AnnotationKind::read;
  std::string written;  // the order as written (as the reports quote it)
  std::string reading;  // read / choose: the GM's reading of the line
  std::string detail;   // ignore: the GM's reason; choose: "CIL among CIL, CLI"
};

// Applies every annotation to `orders` (the parsed files of the season). `side_of` turns a
// written side name into a side id ("" if unknown). Throws std::runtime_error with the
// annotation's file:line:col when a side is unknown or sent no orders, a line is not an order,
// the guard does not match (stale annotation), a reading is not a valid order or a choice is
// not one of the candidates; `orders` may then be partly changed (the caller drops it).
std::vector<AppliedAnnotation> apply_annotations(
    const AnnotationsFile& annotations, std::vector<adj::SideOrders>& orders,
    const orders::OrderParser& parser,
    const std::function<std::string(const std::string&)>& side_of);

// R9a.gen.6: each override goes to the GM log (first, in file order), and the order's public
// line says whose reading it is ("lu par l'arbitre (R9a.gen.6)", the reading itself shown once,
// as the tool's reading beside the order: "(lu : A SYR CIL)") or "ignoré par l'arbitre
// (R9a.gen.6)".
void record_annotations(adj::SeasonResult& result, const std::vector<AppliedAnnotation>& applied);

}  // namespace dia::report
