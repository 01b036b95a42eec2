#include "game/judge_digest.hpp"

#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

#include "mail/inbox.hpp"
#include "state/durable.hpp"

namespace dia::game {
namespace fs = std::filesystem;

namespace {

// The GM's own digests are not part of what a digest tells (the next one would tell the last).
bool is_digest(const std::string& name) {
  return name.rfind("digest-", 0) == 0;
}

void names_in(const fs::path& dir, std::set<std::string>& out) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return;
  for (const auto& e : fs::directory_iterator(dir)) {
    const std::string name = e.path().filename().string();
    if (e.is_regular_file() && name.size() > 4 && name.ends_with(".eml") && !is_digest(name))
      out.insert(name);
  }
}

template <class Set>
std::vector<std::string> beyond(const Set& now, const Set& before, const std::string& prefix) {
  std::vector<std::string> out;
  for (const auto& x : now)
    if (!before.count(x)) out.push_back(prefix + x);
  return out;
}

}  // namespace

fs::path told_file(const state::GameDir& game) {
  return mail::mail_dir(game) / "judge-told.txt";
}

Told told_now(const state::GameDir& game) {
  Told t;
  for (const auto& e : mail::read_inbox_log(game)) t.inbox = std::max(t.inbox, e.number);
  for (const auto& id : game.season_ids())
    if (fs::exists(game.results_dir(id))) t.adjudicated.insert(id);
  t.deadlines = game.config().deadlines;
  const fs::path m = mail::mail_dir(game);
  for (const char* box : {"outbox", "sending", "sent", "dropped"}) names_in(m / box, t.written);
  names_in(m / "sent", t.sent);
  names_in(m / "dropped", t.dropped);
  return t;
}

// One fact a line:  inbox 12 | adjudicated <season> | deadline <season> <epoch seconds> |
// written|sent|dropped <file name>. Sorted, so that the same state is the same file.
std::string to_text(const Told& t) {
  std::string s =
      "# What the judge's digests have told the GM (game/judge_digest.hpp); written by the "
      "judge.\n";
  s += fmt::format("inbox {}\n", t.inbox);
  for (const auto& a : t.adjudicated) s += "adjudicated " + a + "\n";
  for (const auto& [season, when] : t.deadlines) s += fmt::format("deadline {} {}\n", season, when);
  for (const auto& n : t.written) s += "written " + n + "\n";
  for (const auto& n : t.sent) s += "sent " + n + "\n";
  for (const auto& n : t.dropped) s += "dropped " + n + "\n";
  return s;
}

std::optional<Told> read_told(const state::GameDir& game) {
  const fs::path file = told_file(game);
  if (!fs::exists(file)) return std::nullopt;
  Told t;
  std::istringstream in(state::read_file(file));
  int n = 0;
  for (std::string line; std::getline(in, line);) {
    ++n;
    if (line.empty() || line[0] == '#') continue;
    std::istringstream l(line);
    std::string kind, a, b;
    l >> kind >> a >> b;
    try {
      if (kind == "inbox")
        t.inbox = std::stoi(a);
      else if (kind == "adjudicated")
        t.adjudicated.insert(a);
      else if (kind == "deadline")
        t.deadlines[a] = std::stoll(b);
      else if (kind == "written")
        t.written.insert(a);
      else if (kind == "sent")
        t.sent.insert(a);
      else if (kind == "dropped")
        t.dropped.insert(a);
      else
        throw std::invalid_argument(kind);
    } catch (const std::exception&) {
      throw std::runtime_error(
          fmt::format("{}:{}: cannot read \"{}\" (written by the judge: remove the file and the "
                      "next digest starts from the game as it is)",
                      file.string(), n, line));
    }
  }
  return t;
}

bool Untold::empty() const {
  return arrived.empty() && deadlines.empty() && adjudicated.empty() && written.empty() &&
         sent.empty() && dropped.empty();
}

Untold untold(const state::GameDir& game, const Told& before, const Told& now) {
  Untold u;
  if (now.inbox > before.inbox)
    for (auto& e : mail::read_inbox_log(game))
      if (e.number > before.inbox) u.arrived.push_back(std::move(e));
  for (const auto& [season, when] : now.deadlines) {
    const auto it = before.deadlines.find(season);
    if (it == before.deadlines.end() || it->second != when) u.deadlines.emplace_back(season, when);
  }
  u.adjudicated = beyond(now.adjudicated, before.adjudicated, "");
  u.written = beyond(now.written, before.written, "mail/outbox/");
  u.sent = beyond(now.sent, before.sent, "mail/sent/");
  u.dropped = beyond(now.dropped, before.dropped, "mail/dropped/");
  return u;
}

}  // namespace dia::game
