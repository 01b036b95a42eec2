#include "mail/gmime_library.hpp"

#include <mutex>

namespace dia::mail {

void ensure_gmime() {
  static std::once_flag once;
  std::call_once(once, [] { g_mime_init(); });
}

}  // namespace dia::mail
