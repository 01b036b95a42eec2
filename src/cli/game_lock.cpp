#include "cli/game_lock.hpp"

#include <chrono>
#include <cstdlib>
#include <ostream>
#include <thread>

#include "game/lock.hpp"

namespace dia::cli {

namespace {

std::chrono::milliseconds env_ms(const char* name, std::chrono::milliseconds fallback) {
  const char* v = std::getenv(name);
  return v != nullptr && *v != '\0' ? std::chrono::milliseconds(std::atol(v)) : fallback;
}

}  // namespace

int run_locked(const std::string& command, const std::filesystem::path& dir, std::ostream& err,
               const std::function<int()>& body) {
  // No directory, no game: the command itself says so, in its own words.
  if (!std::filesystem::is_directory(dir)) return body();
  try {
    const game::GameLock lock = game::GameLock::acquire(
        dir, command, env_ms("DIA_LOCK_WAIT_MS", std::chrono::milliseconds(3000)));
    std::this_thread::sleep_for(env_ms("DIA_TEST_HOLD_LOCK_MS", std::chrono::milliseconds(0)));
    return body();
  } catch (const game::GameBusy& e) {
    err << "diadoques " << command << ": error: " << e.what() << '\n';
    return 1;
  }
}

}  // namespace dia::cli
