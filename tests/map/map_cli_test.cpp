// `diadoques map show|render|validate` as a user runs them (the built binary, DIA_BINARY).
#include <doctest/doctest.h>
#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "map_test_support.hpp"

namespace {

struct Run {
  int status = -1;
  std::string out;  // stdout and stderr together
};

Run run(const std::string& args) {
  Run r;
  std::string cmd = std::string(DIA_BINARY) + " " + args + " 2>&1";
  FILE* p = popen(cmd.c_str(), "r");
  REQUIRE(p);
  char buf[4096];
  std::size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  int st = pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return r;
}

const std::string mini = "'" + map_test::mini_file + "'";
const std::string classical = "'" + std::string(DIA_SOURCE_DIR) + "/maps/classical.yaml'";

}  // namespace

TEST_CASE("R4a.prov.1 map show prints a province: kind, terrain, citadels, grouped neighbours") {
  auto r = run("map show " + mini + " EGY");
  CHECK(r.status == 0);
  CHECK(r.out.find("EGY  \xC3\x89gypte\n") == 0);
  CHECK(r.out.find("kind:           land province, floodable terrain, coastal\n") !=
        std::string::npos);
  CHECK(r.out.find("citadels:       Alexandrie (capital, port, access to MOR, treasure 10 T); "
                   "P\xC3\xA9luse (major)\n") != std::string::npos);
  CHECK(r.out.find("army:           Alexandrie, P\xC3\xA9luse, SYR\n") != std::string::npos);
  CHECK(r.out.find("fleet:          GAR, MOR\n") != std::string::npos);
  CHECK(r.out.find("storms:         sand\n") != std::string::npos);
}

TEST_CASE("R9a.gen.6 map show ignores case, accents and apostrophes") {
  for (const char* name :
       {"'alexandrie d issos'", "'ALEXANDRIE D\xE2\x80\x99ISSOS'", "alexandrie-d-issos"}) {
    auto r = run("map show " + mini + " " + name);
    CHECK_MESSAGE(r.status == 0, name);
    CHECK_MESSAGE(r.out.find("Alexandrie d'Issos\n") == 0, r.out);
    CHECK(r.out.find("citadel:        major, port, access to MIN\n") != std::string::npos);
    CHECK(r.out.find("province:       SYR\n") != std::string::npos);
  }
}

TEST_CASE("G3.1 map show lists special links with their conditions, rivers and lakes") {
  auto r = run("map show " + mini + " athens");
  CHECK(r.status == 0);
  CHECK(
      r.out.find("special link:   MIO (towpath 'Diolkos'; fleet; gatekeeper LAC; no retreat)\n") !=
      std::string::npos);
  r = run("map show " + mini + " gar");
  CHECK(
      r.out.find("special link:   MOR (canal 'Canal du Nil'; fleet; gatekeeper EGY; no retreat)") !=
      std::string::npos);
  CHECK(r.out.find("special link:   GPE (arabia 'Contournement de l'Arabie'; fleet; no gatekeeper; "
                   "retreats allowed)") != std::string::npos);
  r = run("map show " + mini + " MES");
  CHECK(r.out.find("river:          Euphrate along the border with SYR\n") != std::string::npos);
  CHECK(r.out.find("lake:           Lac de Van: not adjacent to MED\n") != std::string::npos);
  CHECK(r.out.find("arsenal:        exception") != std::string::npos);
}

TEST_CASE("R9a.gen.6 map show accepts a unique close misspelling with a note") {
  auto r = run("map show " + mini + " Gordio");
  CHECK(r.status == 0);
  CHECK(r.out.find("note: 'Gordio' read as") != std::string::npos);
  CHECK(r.out.find("Gordion\n") != std::string::npos);
}

TEST_CASE("R9a.gen.5 map show: an ambiguous name lists the candidates and exits 1") {
  auto r = run("map show " + mini + " Mer");
  CHECK(r.status == 1);
  CHECK(r.out.find("error: 'Mer' is ambiguous: ") != std::string::npos);
  CHECK(r.out.find("MES (M\xC3\xA9sopotamie)") != std::string::npos);
  CHECK(r.out.find("MED (M\xC3\xA9"
                   "die)") != std::string::npos);
}

TEST_CASE("R9a.gen.5 map show: an unknown name exits 1 with the nearest names") {
  auto r = run("map show " + mini + " Xyzzy");
  CHECK(r.status == 1);
  CHECK(r.out.find("error: no space named 'Xyzzy'") != std::string::npos);
}

TEST_CASE("map show: classical coasts, aliases and home centres") {
  auto r = run("map show " + classical + " 'St Petersburg (south coast)'");
  CHECK(r.status == 0);
  CHECK(r.out.find("stp  St Petersburg\n") == 0);
  CHECK(r.out.find("supply centre:  home of Russia\n") != std::string::npos);
  CHECK(r.out.find("fleet (stp/nc): bar, nwy\n") != std::string::npos);
  CHECK(r.out.find("fleet (stp/sc): bot, fin, lvn\n") != std::string::npos);
  r = run("map show " + classical + " nao");
  CHECK(r.out.find("nat  North Atlantic Ocean\n") == 0);
}

TEST_CASE("R9a.gen.8 map render writes an SVG; a missing --state file is an error") {
  auto out = std::filesystem::temp_directory_path() / "dia-map-render-test.svg";
  std::filesystem::remove(out);
  auto r = run("map render " + mini + " -o '" + out.string() + "'");
  CHECK(r.status == 0);
  REQUIRE(std::filesystem::exists(out));
  std::string svg = map_test::read(out.string());
  CHECK(svg.find("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"420mm\" height=\"297mm\"") ==
        0);
  // The drawing of a real position is checked in render-state.sh (map_cli.cmake).
  r = run("map render " + mini + " --state /nonexistent-state.yaml -o '" + out.string() + "'");
  CHECK(r.status == 1);
  CHECK(r.out.find("cannot read the state file '/nonexistent-state.yaml'") != std::string::npos);
  r = run("map render " + mini);  // no -o
  CHECK(r.status == 2);
  r = run("map render " + mini + " -o /nonexistent-dir/x.svg");
  CHECK(r.status == 1);
  CHECK(r.out.find("cannot write") != std::string::npos);
}

TEST_CASE("map validate: summary on success, file:line:col and exit 1 on errors, 2 on usage") {
  auto r = run("map validate " + mini);
  CHECK(r.status == 0);
  CHECK(r.out.find(": ok: Mini Diadoques (diadoques): 38 spaces") != std::string::npos);
  r = run("map validate '" + map_test::data_dir + "/broken-map.yaml'");
  CHECK(r.status == 1);
  CHECK(r.out.find("broken-map.yaml:9:9: error: unknown space 'CHX' in 'army' of 'MAC'; did you "
                   "mean 'CHE'?") != std::string::npos);
  r = run("map validate");
  CHECK(r.status == 2);
  r = run("map frobnicate " + mini);
  CHECK(r.status == 2);
}
