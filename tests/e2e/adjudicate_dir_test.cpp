// The game-directory side of `diadoques adjudicate`, with a stand-in season adjudicator so the
// file handling is tested on its own: which season, what is written, --redo, refusals, and
// all-or-nothing writes. (The real adjudicator is exercised by the CLI tests in e2e.cmake.)
#include <doctest/doctest.h>

#include <unistd.h>
#include <sstream>

#include "e2e/game_fixture.hpp"
#include "game/adjudicate.hpp"
#include "report/lang.hpp"

using namespace dia;
using dia::test::snapshot;
using dia::test::TempGame;
using dia::test::write_text;
namespace fs = std::filesystem;

namespace {

const std::string spring = "001-spring-319";
const std::string summer = "002-summer-319";
const std::string autumn = "003-autumn-319";

// Echoes every parsed order as succeeded, keeps one unit per space, logs a roll: enough to
// give each report file some content that depends on the inputs.
adj::SeasonResult stand_in(const map::Map&, const state::GameState& s,
                           const std::vector<adj::SideOrders>& orders, const adj::SeasonOptions&) {
  adj::SeasonResult r;
  r.next = s;
  r.next.season = s.season.next();
  r.next.units.clear();
  for (const auto& u : s.units) {
    if (!r.next.unit_at(u.space)) r.next.units.push_back(u);
  }
  r.season_event = report::worded("pas d'événement", "no event");
  for (const auto& o : orders) {
    for (const auto& order : o.parsed.orders) {
      r.orders.push_back({o.side,
                          order.pos.line,
                          std::string(order.text),
                          adj::OrderStatus::succeeded,
                          {},
                          adj::Visibility::everyone});
    }
  }
  state::Rng rng = r.next.rng;
  state::Dice dice(rng);
  dice.d6(report::worded("jet de remplacement", "stand-in roll").said.front());
  r.rolls = dice.log();
  r.next.rng = rng;
  r.gm_log.push_back(report::worded("arbitre de remplacement", "stand-in adjudicator"));
  return r;
}

int run(const fs::path& dir, bool redo = false, std::string season = "",
        std::function<void(const fs::path&)> hook = {}, std::string* err_text = nullptr) {
  game::AdjudicateRequest req;
  req.dir = dir;
  req.redo = redo;
  req.season = std::move(season);
  req.before_rename = std::move(hook);
  // These games are mostly played without orders (the stand-in adjudicator needs none):
  // forced past the guard against a season nobody sent orders for (tested on its own below).
  req.force = true;
  std::ostringstream out, err;
  int code = game::adjudicate_game(req, stand_in, out, err);
  if (err_text) *err_text = err.str();
  return code;
}

}  // namespace

TEST_CASE(
    "adjudicate writes every report of the season and the next state, then opens the next season's "
    "orders") {
  TempGame g("write");
  write_text(g.orders(spring, "ptolemee"), "Bonjour,\nA EGY LIB\n\n-- \nAurélie\n");
  REQUIRE(run(g.dir) == 0);
  fs::path results = g.dir / "seasons" / spring / "results";
  for (const char* f : {"public.txt", "public.md", "public.json", "gm-log.txt",
                        "private/ptolemee.txt", "private/cassandre.txt", "private/seleucos.txt",
                        "private/antigone.txt", "private/eumene.txt", "private/lysimaque.txt"}) {
    CAPTURE(f);
    CHECK(fs::exists(results / f));
  }
  CHECK(fs::exists(g.dir / "seasons" / summer / "state.yaml"));
  CHECK(fs::is_directory(g.dir / "seasons" / summer / "orders"));
  std::string pub = state::read_file(results / "public.txt");
  CHECK(pub.find("  A EGY LIB — réussi\n") != std::string::npos);
  std::string log = state::read_file(results / "gm-log.txt");
  CHECK(log.find("ptolemee : seasons/001-spring-319/orders/ptolemee.txt (1 ordre compris") !=
        std::string::npos);
  CHECK(log.find("1d6 jet de remplacement") != std::string::npos);
  // The next run takes the next season (no orders: everything holds).
  CHECK(run(g.dir) == 0);
  CHECK(fs::exists(g.dir / "seasons" / autumn / "state.yaml"));
}

TEST_CASE("replay: the same inputs adjudicated twice give byte-identical outputs") {
  TempGame a("replay-a");
  TempGame b("replay-b");
  for (auto* g : {&a, &b}) {
    write_text(g->orders(spring, "seleucos"), "A BAB MES\nA BAB SUS\n");
    write_text(g->orders(spring, "cassandre"), "A MAC THR\n");
    REQUIRE(run(g->dir) == 0);
    REQUIRE(run(g->dir) == 0);
  }
  auto sa = snapshot(a.dir);
  auto sb = snapshot(b.dir);
  sa.erase("game.yaml");  // holds paths relative to each directory's place
  sb.erase("game.yaml");
  CHECK(sa.size() > 20);
  CHECK(sa == sb);
}

TEST_CASE("an interruption between any two writes leaves the game directory byte-identical") {
  TempGame g("interrupt");
  write_text(g.orders(spring, "ptolemee"), "A EGY LIB\n");
  REQUIRE(run(g.dir) == 0);  // so that the interrupted run is a --redo over existing files too
  for (bool redo : {false, true}) {
    if (!redo) write_text(g.orders(summer, "ptolemee"), "A LIB CYR\n");
    auto before = snapshot(g.dir);
    int renames = 0;
    for (int fail_at = 0;; ++fail_at) {
      CAPTURE(redo);
      CAPTURE(fail_at);
      int seen = 0;
      auto hook = [&](const fs::path&) {
        if (seen++ == fail_at) throw std::runtime_error("injected failure");
      };
      std::string err;
      int code = run(g.dir, redo, "", hook, &err);
      if (code == 0) {
        renames = seen;
        break;
      }
      CHECK(code == 1);
      CHECK(err.find("injected failure") != std::string::npos);
      CHECK(snapshot(g.dir) == before);
    }
    CHECK(renames >= 10);  // every file of the season went through the transaction
  }
}

TEST_CASE("an adjudicated season is never overwritten without --redo") {
  TempGame g("nooverwrite");
  write_text(g.orders(spring, "ptolemee"), "A EGY LIB\n");
  REQUIRE(run(g.dir) == 0);
  auto before = snapshot(g.dir);
  std::string err;
  CHECK(run(g.dir, false, spring, {}, &err) == 1);
  CHECK(err.find("001-spring-319 is already adjudicated") != std::string::npos);
  CHECK(snapshot(g.dir) == before);
}

TEST_CASE(
    "--redo re-adjudicates the latest adjudicated season and keeps the previous results beside the "
    "new") {
  TempGame g("redo");
  write_text(g.orders(spring, "ptolemee"), "A EGY LIB\n");
  REQUIRE(run(g.dir) == 0);
  fs::path season = g.dir / "seasons" / spring;
  std::string first = state::read_file(season / "results" / "public.txt");
  write_text(g.orders(spring, "ptolemee"), "A EGY CYR\n");  // the GM's correction
  REQUIRE(run(g.dir, true) == 0);
  CHECK(state::read_file(season / "results.previous-1" / "public.txt") == first);
  CHECK(fs::exists(season / "results.previous-1" / "private" / "ptolemee.txt"));
  std::string second = state::read_file(season / "results" / "public.txt");
  CHECK(second.find("A EGY CYR") != std::string::npos);
  REQUIRE(run(g.dir, true) == 0);
  CHECK(state::read_file(season / "results.previous-2" / "public.txt") == second);
}

TEST_CASE("R9a.gen.7 a season no side sent orders for is refused unless forced") {
  TempGame g("no-orders");
  auto before = snapshot(g.dir);
  game::AdjudicateRequest req;
  req.dir = g.dir;
  std::ostringstream out, err;
  CHECK(game::adjudicate_game(req, stand_in, out, err) == 1);
  CHECK(err.str().find("no side has sent orders for 001-spring-319 yet") != std::string::npos);
  CHECK(snapshot(g.dir) == before);
  req.force = true;  // the GM's choice: every unit holds
  CHECK(game::adjudicate_game(req, stand_in, out, err) == 0);
}

TEST_CASE("--redo is refused once the next season is itself adjudicated") {
  TempGame g("redo-refused");
  REQUIRE(run(g.dir) == 0);
  REQUIRE(run(g.dir) == 0);
  auto before = snapshot(g.dir);
  std::string err;
  CHECK(run(g.dir, true, spring, {}, &err) == 1);
  CHECK(err.find("the next season 002-summer-319 is already adjudicated") != std::string::npos);
  CHECK(snapshot(g.dir) == before);
  CHECK(run(g.dir, true) == 0);  // the latest adjudicated one (summer) may be redone
}

TEST_CASE("a state that fails its checks is rejected with file:line:col and nothing changes") {
  TempGame g("badstate");
  fs::path state_file = g.dir / "seasons" / spring / "state.yaml";
  std::string text = state::read_file(state_file);
  auto at = text.find("space: EGY");
  REQUIRE(at != std::string::npos);
  text.replace(at, 10, "space: EGX");
  write_text(state_file, text);
  auto before = snapshot(g.dir);
  std::string err;
  CHECK(run(g.dir, false, "", {}, &err) == 1);
  CHECK(err.find("seasons/001-spring-319/state.yaml:") != std::string::npos);
  CHECK(err.find("EGX") != std::string::npos);
  CHECK(snapshot(g.dir) == before);
}

// Updated with the shared reading of orders files (orders/orders_file.hpp): a Latin-1 body used
// to be refused here while `check` accepted it; both now transcode it with a warning, and both
// refuse, with file:line:col, a byte that is neither UTF-8 nor Windows-1252.
TEST_CASE("an orders file that is neither UTF-8 nor Windows-1252 is rejected with file:line:col") {
  TempGame g("badutf8");
  write_text(g.orders(spring, "eumene"), "A CAP PHR\nA CAP L\x81vant\n");
  auto before = snapshot(g.dir);
  std::string err;
  CHECK(run(g.dir, false, "", {}, &err) == 1);
  CHECK(err.find("seasons/001-spring-319/orders/eumene.txt:2:8: error:") != std::string::npos);
  CHECK(snapshot(g.dir) == before);
  CHECK(game::invalid_utf8("Séleucos\nÉphèse") == std::nullopt);
}

TEST_CASE(
    "R9a.gen.6 a Latin-1 orders file is transcoded with a warning in the GM log, as check "
    "reads it") {
  TempGame g("latin1");
  write_text(g.orders(spring, "eumene"), "A CAP PHR\nA CAP Th\xe9ssalie\n");
  CHECK(run(g.dir) == 0);
  const fs::path results = g.dir / "seasons" / spring / "results";
  const std::string log = state::read_file(results / "gm-log.txt");
  // In the game's language, as every diagnostic of the log (issue 30).
  CHECK(log.find("seasons/001-spring-319/orders/eumene.txt:2:9: avertissement : le fichier n'est "
                 "pas en UTF-8 (octet 0xE9 ici) : lu comme du texte Windows-1252") !=
        std::string::npos);
  // Both lines were read: the accented name came through as UTF-8.
  const std::string pub = state::read_file(results / "public.txt");
  CHECK(pub.find("A CAP Th\xc3\xa9ssalie") != std::string::npos);
}
