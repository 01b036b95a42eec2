// `diadoques datc <case-file> [--map …] [--expect-fail <id>]…`: runs a DATC case file through
// the movement core (src/datc). One line per failing case, then `N passed, M failed`.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/data_args.hpp"
#include "datc/case_file.hpp"
#include "datc/harness.hpp"
#include "map/load.hpp"

namespace dia::cli {
namespace {

struct DatcArgs {
  std::string file;
  std::string map = "classical";  // a file, or the name of an installed map
  std::vector<std::string> expect_fail;
  bool verbose = false;
};

std::string case_name(const datc::Case& c) {
  std::string name = c.id;
  if (!c.note.empty()) name += " (" + c.note + ")";
  return name;
}

int run_datc(const DatcArgs& args) {
  auto map_file = data_file_arg(state::DataKind::map, args.map, "datc");
  if (!map_file) return 1;
  map::LoadResult loaded = map::load_map_file(*map_file);
  for (const auto& d : loaded.diagnostics) std::cerr << format(d) << '\n';
  if (!loaded.map) return 1;
  datc::CaseFile file = datc::load_case_file(args.file);
  for (const auto& d : file.diagnostics) std::cerr << format(d) << '\n';
  if (file.cases.empty()) {
    std::cerr << args.file << ": no DATC case found\n";
    return 1;
  }

  datc::Harness harness(*loaded.map);
  int passed = 0;
  int failed = 0;
  std::vector<std::string> expected_seen;
  for (const datc::Case& c : file.cases) {
    datc::PreparedCase prepared = harness.prepare(c);
    datc::Verdict v = harness.adjudicate(prepared);
    bool expect_fail =
        std::find(args.expect_fail.begin(), args.expect_fail.end(), c.id) != args.expect_fail.end();
    if (expect_fail) expected_seen.push_back(c.id);
    if (args.verbose) {
      for (const auto& n : prepared.notes) {
        std::cout << fmt::format("{}:{}: note: {}: {}\n", args.file, c.line, c.id, n);
      }
    }
    if (v.passed && !expect_fail) {
      ++passed;
    } else if (!v.passed && expect_fail) {
      ++passed;
      std::cout << fmt::format("{}:{}: {}: fails as expected (--expect-fail): {}\n", args.file,
                               c.line, case_name(c), v.difference);
    } else if (v.passed) {
      ++failed;
      std::cout << fmt::format("{}:{}: {}: passes, but --expect-fail said it would fail\n",
                               args.file, c.line, case_name(c));
    } else {
      ++failed;
      std::cout << fmt::format("{}:{}: {}: FAILED: {}\n", args.file, c.line, case_name(c),
                               v.difference);
    }
  }
  for (const auto& id : args.expect_fail) {
    if (std::find(expected_seen.begin(), expected_seen.end(), id) == expected_seen.end()) {
      std::cerr << fmt::format("{}: warning: --expect-fail {}: no such case\n", args.file, id);
    }
  }
  std::cout << fmt::format("{} passed, {} failed\n", passed, failed);
  return failed == 0 && file.diagnostics.empty() ? 0 : 1;
}

}  // namespace

void add_datc_command(CLI::App& app, Context& ctx) {
  static DatcArgs args;
  auto* cmd = app.add_subcommand("datc", "Run a DATC case file through the movement core");
  cmd->add_option("case-file", args.file, "DATC case file (jDip/godip text format)")->required();
  cmd->add_option("--map", args.map, "classical map: a file or an installed map's name")
      ->capture_default_str();
  cmd->add_option("--expect-fail", args.expect_fail,
                  "a case id that is known to fail (counted as passed when it fails)");
  cmd->add_flag("--verbose", args.verbose, "also print ignored orders and corrected names");
  cmd->callback([&ctx] { ctx.exit_code = run_datc(args); });
}

}  // namespace dia::cli
