#include "mail/net_config.hpp"

#include <sys/stat.h>

#include <fstream>
#include <set>
#include <stdexcept>

#include <fmt/format.h>

#include "common/yaml_value.hpp"
#include "mail/curl_handle.hpp"
#include "state/durable.hpp"

namespace dia::mail {
namespace fs = std::filesystem;
namespace {

struct CurlUrlFree {
  void operator()(CURLU* u) const { curl_url_cleanup(u); }
};
struct CurlFree {
  void operator()(char* p) const { curl_free(p); }
};

// The parts of a URL, as curl reads it (the same parser that will connect).
struct UrlParts {
  std::string scheme, host, port, user, password, path;
};

std::optional<UrlParts> split_url(const std::string& url) {
  ensure_curl();
  std::unique_ptr<CURLU, CurlUrlFree> u(curl_url());
  if (!u || curl_url_set(u.get(), CURLUPART_URL, url.c_str(), 0) != CURLUE_OK) return std::nullopt;
  auto part = [&](CURLUPart which, unsigned flags = 0) {
    char* got = nullptr;
    if (curl_url_get(u.get(), which, &got, flags) != CURLUE_OK || !got) return std::string();
    std::unique_ptr<char, CurlFree> owned(got);
    return std::string(got);
  };
  return UrlParts{part(CURLUPART_SCHEME),   part(CURLUPART_HOST),
                  part(CURLUPART_PORT),     part(CURLUPART_USER, CURLU_URLDECODE),
                  part(CURLUPART_PASSWORD), part(CURLUPART_PATH, CURLU_URLDECODE)};
}

std::string at(const yaml::Value& v, const std::string& file) {
  return fmt::format("{}:{}:{}", file, v.at.line, v.at.column);
}

// `plain`/`secret` are the two schemes of a protocol ("imap", "imaps"), `secret_word` the
// `tls:` word for the second ("imaps", "smtps"). The scheme says the TLS; `tls:`, when written,
// must say the same.
struct Protocol {
  const char* section;  // "imap", "smtp"
  const char* plain;
  const char* secret;
};

struct Common {
  UrlParts url;
  Tls tls = Tls::implicit;
  std::string user;
  fs::path password_file;
  fs::path ca_file;
};

Common read_common(const yaml::Value& section, const Protocol& p,
                   const std::set<std::string>& also_allowed, const fs::path& root,
                   const std::string& file) {
  if (!section.node.IsMap())
    throw std::runtime_error(
        fmt::format("{}: error: mail: {}: expected the keys url, user, "
                    "password_file, tls, ca_file",
                    at(section, file), p.section));
  for (const auto& [key, value] : yaml::entries(section)) {
    const auto name = yaml::read_as<std::string>(key, file);
    if (name == "password")
      throw std::runtime_error(fmt::format(
          "{}: error: mail: {}: password: a password is never written in game.yaml; put it in "
          "a file only you can read (chmod 600) and name that file with password_file:",
          at(key, file), p.section));
    static const std::set<std::string> common{"url", "user", "password_file", "tls", "ca_file"};
    if (!common.count(name) && !also_allowed.count(name))
      throw std::runtime_error(fmt::format(
          "{}: error: mail: {}: unknown key '{}' (expected url, user, password_file, tls, "
          "ca_file{})",
          at(key, file), p.section, name, also_allowed.empty() ? "" : ", filed_folder"));
  }
  Common c;
  const yaml::Value url = yaml::field(section, "url");
  if (!url.present())
    throw std::runtime_error(fmt::format("{}: error: mail: {}: missing url (like {}://host:port)",
                                         at(section, file), p.section, p.secret));
  const auto written = yaml::read_as<std::string>(url, file);
  const auto parts = split_url(written);
  if (!parts || (parts->scheme != p.plain && parts->scheme != p.secret) || parts->host.empty())
    throw std::runtime_error(fmt::format(
        "{}: error: mail: {}: url '{}': expected {}://host:port (TLS from the start) or "
        "{}://host:port (STARTTLS)",
        at(url, file), p.section, written, p.secret, p.plain));
  if (!parts->password.empty())
    throw std::runtime_error(fmt::format(
        "{}: error: mail: {}: url: a password is never written in game.yaml; name a file "
        "with password_file:",
        at(url, file), p.section));
  c.url = *parts;
  c.tls = parts->scheme == p.secret ? Tls::implicit : Tls::starttls;
  if (const yaml::Value tls = yaml::field(section, "tls"); tls.present()) {
    const auto word = yaml::read_as<std::string>(tls, file);
    if (word != "starttls" && word != p.secret)
      throw std::runtime_error(fmt::format("{}: error: mail: {}: tls '{}': expected {} or starttls",
                                           at(tls, file), p.section, word, p.secret));
    if ((word == "starttls") != (c.tls == Tls::starttls))
      throw std::runtime_error(fmt::format(
          "{}: error: mail: {}: tls: {} but the url begins with {}:// (write {}://… for "
          "TLS from the start, {}://… for STARTTLS)",
          at(tls, file), p.section, word, parts->scheme, p.secret, p.plain));
  }
  c.user = yaml::read_or<std::string>(section, "user", parts->user, file);
  if (c.user.empty())
    throw std::runtime_error(
        fmt::format("{}: error: mail: {}: missing user (the login)", at(section, file), p.section));
  const yaml::Value password_file = yaml::field(section, "password_file");
  if (!password_file.present())
    throw std::runtime_error(fmt::format(
        "{}: error: mail: {}: missing password_file (a file only you can read, holding the "
        "password)",
        at(section, file), p.section));
  c.password_file = root / yaml::read_as<std::string>(password_file, file);
  if (const auto ca = yaml::read_or<std::string>(section, "ca_file", "", file); !ca.empty())
    c.ca_file = root / ca;
  return c;
}

std::string server_url(const UrlParts& u) {
  return u.scheme + "://" + u.host + (u.port.empty() ? "" : ":" + u.port);
}

// The mailbox named by a URL's path: "/INBOX" is INBOX, no path is INBOX.
std::string mailbox_of(const UrlParts& u) {
  std::string box = u.path;
  while (!box.empty() && box.front() == '/') box.erase(box.begin());
  while (!box.empty() && box.back() == '/') box.pop_back();
  return box.empty() ? "INBOX" : box;
}

void finish_imap(ImapSettings& s, const UrlParts& u) {
  s.url = server_url(u);
  s.mailbox = mailbox_of(u);
  s.where = s.url + "/" + s.mailbox;
}

}  // namespace

NetMailSettings net_mail_settings(const state::GameDir& game) {
  const fs::path path = game.root() / "game.yaml";
  const std::string file = "game.yaml";
  NetMailSettings settings;
  try {
    const yaml::Value root = yaml::load_document(state::read_file(path));
    const yaml::Value mail = yaml::field(root, "mail");
    if (!mail.present()) return settings;
    if (const yaml::Value imap = yaml::field(mail, "imap"); imap.present()) {
      const Common c =
          read_common(imap, {"imap", "imap", "imaps"}, {"filed_folder"}, game.root(), file);
      ImapSettings s;
      s.tls = c.tls;
      s.user = c.user;
      s.password_file = c.password_file;
      s.ca_file = c.ca_file;
      s.filed_folder = yaml::read_or<std::string>(imap, "filed_folder", "", file);
      finish_imap(s, c.url);
      settings.imap = std::move(s);
    }
    if (const yaml::Value smtp = yaml::field(mail, "smtp"); smtp.present()) {
      const Common c = read_common(smtp, {"smtp", "smtp", "smtps"}, {}, game.root(), file);
      settings.smtp = SmtpSettings{server_url(c.url), c.tls, c.user, c.password_file, c.ca_file};
    }
  } catch (const YAML::Exception& e) {
    throw std::runtime_error(
        fmt::format("{}:{}:{}: {}", file, e.mark.line + 1, e.mark.column + 1, e.msg));
  }
  return settings;
}

bool is_imap_url(std::string_view source) {
  return source.starts_with("imap://") || source.starts_with("imaps://");
}

ImapSettings imap_at(const std::string& url, const std::optional<ImapSettings>& configured,
                     const fs::path& game_root) {
  const auto parts = split_url(url);
  if (!parts || parts->host.empty())
    throw std::runtime_error(fmt::format(
        "{}: not a mailbox URL (expected imaps://host:port/INBOX or imap://host:port/INBOX)", url));
  if (!parts->password.empty())
    throw std::runtime_error(fmt::format(
        "{}://…: a password is never given on the command line (others see it in the process "
        "list); name a file with game.yaml's mail: imap: password_file:",
        parts->scheme));
  if (!configured)
    throw std::runtime_error(
        fmt::format("{}: no mail: imap: section to say how to log in (user, password_file; "
                    "see docs/mail.md)",
                    (game_root / "game.yaml").string()));
  ImapSettings s = *configured;
  if (!parts->user.empty()) s.user = parts->user;
  s.tls = parts->scheme == "imaps" ? Tls::implicit : Tls::starttls;
  finish_imap(s, *parts);
  return s;
}

std::string read_password_file(const fs::path& file) {
  struct stat st {};
  if (::stat(file.c_str(), &st) != 0)
    throw std::runtime_error(file.string() + ": the password file cannot be read");
  if (!S_ISREG(st.st_mode))
    throw std::runtime_error(file.string() + ": the password file is not a file");
  if ((st.st_mode & (S_IRWXG | S_IRWXO)) != 0)
    throw std::runtime_error(fmt::format(
        "{}: the password file can be read or changed by others (mode {:04o}); make it yours "
        "alone: chmod 600 {}",
        file.string(), st.st_mode & 07777, file.string()));
  std::ifstream in(file, std::ios::binary);
  std::string line;
  if (!in || !std::getline(in, line))
    throw std::runtime_error(file.string() + ": the password file cannot be read or is empty");
  if (!line.empty() && line.back() == '\r') line.pop_back();
  if (line.empty()) throw std::runtime_error(file.string() + ": the password file is empty");
  return line;
}

}  // namespace dia::mail
