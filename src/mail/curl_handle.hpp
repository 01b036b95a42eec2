#pragma once
// libcurl, which speaks IMAP and SMTP over TLS for src/mail/ (docs/mail.md "Why libcurl"): an
// owner for its easy handles and string lists, its one-time initialisation, and the TLS settings
// every connection of the program uses. Only src/mail/*.cpp include this header.
#include <filesystem>
#include <memory>
#include <string>

#include <curl/curl.h>

#include "mail/net_config.hpp"

namespace dia::mail {

// curl_global_init(), once per process, before the first handle.
void ensure_curl();

struct CurlEasyCleanup {
  void operator()(CURL* c) const { curl_easy_cleanup(c); }
};
struct CurlSlistFree {
  void operator()(curl_slist* l) const { curl_slist_free_all(l); }
};
using CurlSlist = std::unique_ptr<curl_slist, CurlSlistFree>;

// One easy handle with its error buffer: the connection it keeps open is reused by the next
// transfer made with it, and closed with it.
class CurlHandle {
 public:
  CurlHandle();
  CURL* get() const { return handle_.get(); }
  // curl's words for the last failure: the error buffer when curl filled it, else the code's.
  std::string error(CURLcode code) const;

  template <typename T>
  void set(CURLoption option, T value) {
    if (const CURLcode code = curl_easy_setopt(handle_.get(), option, value); code != CURLE_OK)
      throw_setopt(code);
  }

  // The settings of every connection: `url` (with its scheme), the login, TLS required (the
  // server's certificate and name checked against the system's authorities, or only `ca_file`
  // when given), and time limits so that a silent server never hangs a cron job.
  void connect_settings(const std::string& url, Tls tls, const std::string& user,
                        const std::string& password, const std::filesystem::path& ca_file);

 private:
  [[noreturn]] void throw_setopt(CURLcode code) const;
  std::unique_ptr<CURL, CurlEasyCleanup> handle_;
  std::unique_ptr<char[]> errors_;
};

// What went wrong, for the GM, from curl's code: "the server refused the login", "the server's
// certificate is not trusted", "cannot connect", ... followed by curl's own words.
std::string explain(const CurlHandle& handle, CURLcode code);

}  // namespace dia::mail
