#include "datc/case_file.hpp"

#include <fstream>
#include <map>
#include <sstream>

#include "common/text.hpp"

namespace dia::datc {
namespace {

enum class Block {
  none,
  prestate,
  prestate_dislodged,
  supply_centres,
  results,
  orders,
  poststate,
  poststate_dislodged
};

std::string_view strip_comment(std::string_view line) {
  if (auto hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
  return trim(line);
}

bool starts_with_word(std::string_view line, std::string_view word) {
  return line.size() >= word.size() && line.substr(0, word.size()) == word &&
         (line.size() == word.size() || line[word.size()] == ' ' || line[word.size()] == '\t');
}

// `England: F nth`, also the slip `Italy F gol` (no colon, DATC 6.B.6 in the godip file).
Entry split_entry(std::string_view line, int number) {
  Entry e;
  e.line = number;
  auto colon = line.find(':');
  auto space = line.find_first_of(" \t");
  if (colon != std::string_view::npos && (space == std::string_view::npos || colon < space)) {
    e.power = std::string(trim(line.substr(0, colon)));
    e.text = std::string(trim(line.substr(colon + 1)));
  } else if (space != std::string_view::npos) {
    e.power = std::string(line.substr(0, space));
    e.text = std::string(trim(line.substr(space)));
  } else {
    e.text = std::string(line);
  }
  return e;
}

// Labelling slips carried over from jDip (shared/datc/README.md): `6.F.E` is 6.F.5 and the
// second `6.F.14` is 6.F.15.
void correct_id(Case& c, std::map<std::string, int>& seen) {
  std::string_view label = c.label;
  auto end = label.find_first_of(" \t(");
  std::string id(label.substr(0, end));
  while (!id.empty() && id.back() == '.') id.pop_back();
  if (id == "6.F.E") {
    c.note = "labelled 6.F.E in the file";
    id = "6.F.5";
  } else if (id == "6.F.14" && seen[id] > 0) {
    c.note = "labelled 6.F.14 (twice) in the file";
    id = "6.F.15";
  }
  ++seen[id];
  c.id = id;
}

}  // namespace

CaseFile read_case_file(std::string_view text, const std::string& file_label) {
  CaseFile out;
  std::map<std::string, int> seen;
  Case current;
  bool in_case = false;
  Block block = Block::none;
  int number = 0;
  auto complain = [&](std::string message) {
    out.diagnostics.push_back({Severity::error, file_label, {number, 1}, std::move(message)});
  };

  std::size_t pos = 0;
  while (pos <= text.size()) {
    auto nl = text.find('\n', pos);
    std::string_view raw =
        text.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
    pos = nl == std::string_view::npos ? text.size() + 1 : nl + 1;
    ++number;
    std::string_view line = strip_comment(raw);
    if (line.empty()) continue;

    if (!in_case) {
      if (starts_with_word(line, "VARIANT_ALL")) {
        out.variant = std::string(trim(line.substr(11)));
      } else if (starts_with_word(line, "CASE")) {
        current = Case{};
        current.label = std::string(trim(line.substr(4)));
        current.line = number;
        correct_id(current, seen);
        in_case = true;
        block = Block::none;
      } else {
        complain("expected VARIANT_ALL or CASE, found `" + std::string(line) + "`");
      }
      continue;
    }
    if (line == "END") {
      out.cases.push_back(std::move(current));
      in_case = false;
      continue;
    }
    if (starts_with_word(line, "PRESTATE_SETPHASE")) {
      // `Spring 1901, Movement`
      std::string rest(trim(line.substr(17)));
      std::istringstream in(rest);
      std::string season, year, kind;
      in >> season >> year >> kind;
      if (!year.empty() && year.back() == ',') year.pop_back();
      current.season = season;
      try {
        current.year = std::stoi(year);
      } catch (...) {
        complain("PRESTATE_SETPHASE: expected `<Season> <Year>, <Phase>`");
      }
      std::string folded = fold_name(kind);
      if (folded == "movement") {
        current.phase = Phase::movement;
      } else if (folded == "retreat") {
        current.phase = Phase::retreat;
      } else if (folded == "adjustment") {
        current.phase = Phase::adjustment;
      } else {
        complain("PRESTATE_SETPHASE: expected Movement, Retreat or Adjustment, found `" + kind +
                 "`");
      }
      continue;
    }
    static const std::pair<std::string_view, Block> keywords[] = {
        {"PRESTATE_SUPPLYCENTER_OWNERS", Block::supply_centres},
        {"PRESTATE_DISLODGED", Block::prestate_dislodged},
        {"PRESTATE_RESULTS", Block::results},
        {"PRESTATE", Block::prestate},
        {"ORDERS", Block::orders},
        {"POSTSTATE_DISLODGED", Block::poststate_dislodged},
        {"POSTSTATE", Block::poststate},
    };
    if (line == "POSTSTATE_SAME") {
      current.poststate_same = true;
      block = Block::none;
      continue;
    }
    bool keyword = false;
    for (const auto& [word, b] : keywords) {
      if (line == word) {
        block = b;
        keyword = true;
        break;
      }
    }
    if (keyword) continue;

    Entry e;
    if (block == Block::results) {
      bool ok = line.rfind("SUCCESS:", 0) == 0;
      bool failed = line.rfind("FAILURE:", 0) == 0;
      if (!ok && !failed) {
        complain("PRESTATE_RESULTS: expected `SUCCESS:` or `FAILURE:`");
        continue;
      }
      e = split_entry(trim(line.substr(8)), number);
      e.success = ok;
    } else {
      e = split_entry(line, number);
    }
    switch (block) {
      case Block::prestate:
        current.prestate.push_back(e);
        break;
      case Block::prestate_dislodged:
        current.prestate_dislodged.push_back(e);
        break;
      case Block::supply_centres:
        current.supply_centres.push_back(e);
        break;
      case Block::results:
        current.results.push_back(e);
        break;
      case Block::orders:
        current.orders.push_back(e);
        break;
      case Block::poststate:
        current.poststate.push_back(e);
        break;
      case Block::poststate_dislodged:
        current.poststate_dislodged.push_back(e);
        break;
      case Block::none:
        complain("line outside any block: `" + std::string(line) + "`");
        break;
    }
  }
  if (in_case) {
    complain("case " + current.id + " has no END");
    out.cases.push_back(std::move(current));
  }
  return out;
}

CaseFile load_case_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    CaseFile out;
    out.diagnostics.push_back({Severity::error, path, {}, "cannot open the DATC case file"});
    return out;
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return read_case_file(buffer.str(), path);
}

}  // namespace dia::datc
