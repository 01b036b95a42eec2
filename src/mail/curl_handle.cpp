#include "mail/curl_handle.hpp"

#include <cstring>
#include <mutex>
#include <stdexcept>

namespace dia::mail {

void ensure_curl() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK)
      throw std::runtime_error("libcurl could not be initialised");
  });
}

CurlHandle::CurlHandle() : errors_(new char[CURL_ERROR_SIZE]) {
  ensure_curl();
  handle_.reset(curl_easy_init());
  if (!handle_) throw std::runtime_error("libcurl could not make a handle");
  errors_[0] = '\0';
  set(CURLOPT_ERRORBUFFER, errors_.get());
  set(CURLOPT_NOSIGNAL, 1L);  // no SIGALRM for time limits: the program's signals stay its own
}

std::string CurlHandle::error(CURLcode code) const {
  return errors_[0] != '\0' ? std::string(errors_.get()) : std::string(curl_easy_strerror(code));
}

void CurlHandle::throw_setopt(CURLcode code) const {
  throw std::runtime_error(std::string("libcurl option refused: ") + curl_easy_strerror(code));
}

void CurlHandle::connect_settings(const std::string& url, Tls tls, const std::string& user,
                                  const std::string& password,
                                  const std::filesystem::path& ca_file) {
  set(CURLOPT_URL, url.c_str());
  set(CURLOPT_USERNAME, user.c_str());
  set(CURLOPT_PASSWORD, password.c_str());
  // Implicit TLS comes with the scheme (imaps, smtps); for STARTTLS, TLS is required, never
  // tried: a server (or a man in the middle) that does not offer it is refused.
  if (tls == Tls::starttls) set(CURLOPT_USE_SSL, static_cast<long>(CURLUSESSL_ALL));
  set(CURLOPT_SSL_VERIFYPEER, 1L);
  set(CURLOPT_SSL_VERIFYHOST, 2L);
  if (!ca_file.empty()) set(CURLOPT_CAINFO, ca_file.c_str());
  set(CURLOPT_CONNECTTIMEOUT, 30L);
  // A server that stops answering: less than 1 byte a second for a minute ends the transfer.
  set(CURLOPT_LOW_SPEED_LIMIT, 1L);
  set(CURLOPT_LOW_SPEED_TIME, 60L);
}

std::string explain(const CurlHandle& handle, CURLcode code) {
  const std::string detail = handle.error(code);
  const char* what = nullptr;
  switch (code) {
    case CURLE_LOGIN_DENIED:
      what = "the server refused the login (user or password wrong)";
      break;
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CACERT_BADFILE:
      what = "the server's TLS certificate is not trusted (see ca_file in docs/mail.md)";
      break;
    case CURLE_SSL_CONNECT_ERROR:
      what = "the TLS handshake failed";
      break;
    case CURLE_USE_SSL_FAILED:
      what = "the server does not offer STARTTLS (the program never logs in in clear)";
      break;
    case CURLE_COULDNT_CONNECT:
    case CURLE_COULDNT_RESOLVE_HOST:
      what = "cannot connect to the server";
      break;
    case CURLE_OPERATION_TIMEDOUT:
      what = "the server did not answer in time";
      break;
    case CURLE_SEND_ERROR:
    case CURLE_RECV_ERROR:
    case CURLE_GOT_NOTHING:
      what = "the connection was lost";
      break;
    default:
      break;
  }
  return what ? std::string(what) + ": " + detail : detail;
}

}  // namespace dia::mail
