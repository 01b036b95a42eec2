// Mail sources written to a temporary folder and read back.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

#include "mail/in_mail.hpp"
#include "mail/mail_source.hpp"

namespace fs = std::filesystem;
using dia::mail::read_mail_source;
using dia::mail::source_kind;
using dia::mail::SourceKind;

namespace {

// A fresh folder under the system's temporary directory, removed at the end of the test.
struct TempDir {
  fs::path path;
  TempDir() {
    static std::atomic<int> counter{0};
    const auto stamp = std::chrono::steady_clock::now().time_since_epoch().count();
    path = fs::temp_directory_path() /
           ("dia-mail-source-" + std::to_string(stamp) + "-" + std::to_string(counter++));
    fs::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
};

void write(const fs::path& file, const std::string& bytes) {
  fs::create_directories(file.parent_path());
  std::ofstream out(file, std::ios::binary);
  out << bytes;
  REQUIRE(out.good());
}

std::string message(const std::string& from, const std::string& body) {
  return "From: " + from + "\nSubject: ordres\nMessage-ID: <" + from + ">\n\n" + body;
}

}  // namespace

TEST_CASE("an .eml file is one message, read byte for byte") {
  TempDir dir;
  const std::string bytes = message("a@example.org", "A Suse tient\r\nFrom here on\r\n");
  write(dir.path / "ordres.eml", bytes);
  CHECK(source_kind(dir.path / "ordres.eml") == SourceKind::eml);
  const auto mails = read_mail_source(dir.path / "ordres.eml");
  REQUIRE(mails.size() == 1);
  CHECK(mails[0].bytes == bytes);
  CHECK(mails[0].origin == "ordres.eml");
}

TEST_CASE("an mbox: each message without its From line and separator, >From unquoted") {
  TempDir dir;
  const std::string one = message("a@example.org", "A Babylone - Suse\n>From the start\n");
  const std::string two = message("b@example.org", "A Suse tient\n>>From stays quoted once\n");
  const std::string three = message("c@example.org", "F Mer Egee - Rhodes\n");
  write(dir.path / "inbox.mbox", "From a@example.org Thu Nov 26 10:00:00 2026\n" + one +
                                     "\n"
                                     "From b@example.org Thu Nov 26 11:00:00 2026\n" +
                                     two +
                                     "\n"
                                     "From c@example.org Thu Nov 26 12:00:00 2026\n" +
                                     three);
  CHECK(source_kind(dir.path / "inbox.mbox") == SourceKind::mbox);
  const auto mails = read_mail_source(dir.path / "inbox.mbox");
  REQUIRE(mails.size() == 3);
  CHECK(mails[0].bytes == message("a@example.org", "A Babylone - Suse\nFrom the start\n"));
  CHECK(mails[1].bytes == message("b@example.org", "A Suse tient\n>From stays quoted once\n"));
  CHECK(mails[2].bytes == three);
  CHECK(mails[0].origin == "inbox.mbox, message 1");
  CHECK(mails[2].origin == "inbox.mbox, message 3");
  // What is read is a mail GMime reads again.
  CHECK(dia::mail::read_mail(mails[1].bytes).from.at(0).email == "b@example.org");
}

TEST_CASE("an empty mbox has no message") {
  TempDir dir;
  write(dir.path / "spool", "");
  CHECK(source_kind(dir.path / "spool") == SourceKind::mbox);
  CHECK(read_mail_source(dir.path / "spool").empty());
}

TEST_CASE("a Maildir: new/ and cur/ together sorted by name, tmp/ and dot files never") {
  TempDir dir;
  const fs::path maildir = dir.path / "Maildir";
  write(maildir / "cur" / "1764151200.M2P1.host:2,S", message("b@example.org", "deux\n"));
  write(maildir / "new" / "1764147600.M1P1.host", message("a@example.org", "un\n"));
  write(maildir / "new" / "1764154800.M3P1.host", message("c@example.org", "trois\n"));
  write(maildir / "tmp" / "1764150000.M9P1.host", message("x@example.org", "en cours\n"));
  write(maildir / "new" / ".hidden", message("y@example.org", "cache\n"));
  CHECK(source_kind(maildir) == SourceKind::maildir);
  const auto mails = read_mail_source(maildir);
  REQUIRE(mails.size() == 3);
  CHECK(mails[0].origin == "new/1764147600.M1P1.host");
  CHECK(mails[1].origin == "cur/1764151200.M2P1.host:2,S");
  CHECK(mails[2].origin == "new/1764154800.M3P1.host");
  CHECK(mails[1].bytes == message("b@example.org", "deux\n"));
}

TEST_CASE("a Maildir with only new/ is a Maildir") {
  TempDir dir;
  fs::create_directories(dir.path / "md" / "new");
  CHECK(source_kind(dir.path / "md") == SourceKind::maildir);
  CHECK(read_mail_source(dir.path / "md").empty());
}

TEST_CASE("a source that is none of them is an error naming its path") {
  TempDir dir;
  const fs::path missing = dir.path / "nowhere.mbox";
  CHECK_THROWS_WITH_AS(source_kind(missing), doctest::Contains(missing.string().c_str()),
                       std::runtime_error);
  CHECK_THROWS_WITH_AS(read_mail_source(missing), doctest::Contains(missing.string().c_str()),
                       std::runtime_error);
  fs::create_directories(dir.path / "plain-folder");
  CHECK_THROWS_WITH_AS(read_mail_source(dir.path / "plain-folder"),
                       doctest::Contains("plain-folder"), std::runtime_error);
  write(dir.path / "bad.mbox", "From nobody\n");  // a From line and no message after it
  CHECK_THROWS_WITH_AS(read_mail_source(dir.path / "bad.mbox"), doctest::Contains("bad.mbox"),
                       std::runtime_error);
}
