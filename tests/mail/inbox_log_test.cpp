#include <doctest/doctest.h>

#include <stdexcept>

#include "mail/inbox_log.hpp"

using namespace dia::mail;

TEST_CASE("inbox.yaml keeps every field of every mail read, to the second") {
  std::vector<InboxEntry> log(2);
  log[0] = {1,
            "abc@host",
            "new/1.x",
            "aurelie@example.org",
            1764590400,
            "001-spring-319",
            "eumene",
            Verdict::accepted,
            "5 order(s) read",
            "mail/received/0001.eml"};
  log[1] = {2,
            "sha256:00ff",
            "inbox.mbox, message 2",
            "x@y.org",
            1764590461,
            "001-spring-319",
            "",
            Verdict::unknown_sender,
            "no player writes from x@y.org",
            "mail/received/0002.eml"};
  const std::string yaml = to_yaml(log);
  CHECK(yaml.find("verdict: unknown-sender") != std::string::npos);
  CHECK(yaml.find("2025-12-01 12:01:01 UTC") != std::string::npos);
  const auto back = parse_inbox_log(yaml, "inbox.yaml");
  REQUIRE(back.size() == 2);
  for (std::size_t i = 0; i < 2; ++i) {
    CHECK(back[i].number == log[i].number);
    CHECK(back[i].key == log[i].key);
    CHECK(back[i].origin == log[i].origin);
    CHECK(back[i].from == log[i].from);
    CHECK(back[i].time == log[i].time);
    CHECK(back[i].season == log[i].season);
    CHECK(back[i].side == log[i].side);
    CHECK(back[i].verdict == log[i].verdict);
    CHECK(back[i].reason == log[i].reason);
    CHECK(back[i].file == log[i].file);
  }
}

TEST_CASE("every verdict has a name that reads back, and an unknown one is an error") {
  for (Verdict v : {Verdict::accepted, Verdict::superseded, Verdict::late, Verdict::other_season,
                    Verdict::wrong_side, Verdict::bad_password, Verdict::unknown_sender,
                    Verdict::unreadable, Verdict::already_read}) {
    CHECK(verdict_from(to_string(v)) == v);
  }
  CHECK_FALSE(verdict_from("acepted"));
  CHECK_THROWS_WITH_AS(parse_inbox_log("- key: a\n  time: 2026-01-01 10:00 UTC\n  verdict: lost\n",
                                       "mail/inbox.yaml"),
                       doctest::Contains("'lost' is not a verdict"), std::runtime_error);
  CHECK(parse_inbox_log("", "mail/inbox.yaml").empty());
}
