#include "cli/game_lock.hpp"

#include <chrono>
#include <cstdlib>
#include <optional>
#include <ostream>
#include <thread>

#include "game/lock.hpp"
#include "state/durable.hpp"
#include "state/game_write.hpp"
#include "state/whole_dir.hpp"

namespace dia::cli {

namespace {

std::chrono::milliseconds env_ms(const char* name, std::chrono::milliseconds fallback) {
  const char* v = std::getenv(name);
  return v != nullptr && *v != '\0' ? std::chrono::milliseconds(std::atol(v)) : fallback;
}

}  // namespace

int run_locked(const std::string& command, const std::filesystem::path& dir, std::ostream& err,
               const std::function<int()>& body, const std::function<int()>& resume) {
  // No directory, no game: the command itself says so, in its own words.
  if (!std::filesystem::is_directory(dir)) return body();
  try {
    const game::GameLock lock = game::GameLock::acquire(
        dir, command, env_ms("DIA_LOCK_WAIT_MS", std::chrono::milliseconds(3000)));
    std::this_thread::sleep_for(env_ms("DIA_TEST_HOLD_LOCK_MS", std::chrono::milliseconds(0)));
    // A command killed halfway through its writes left them staged or committed: finished or
    // removed before anything is read (state/game_write.hpp).
    std::optional<std::string> finished;
    try {
      finished = state::recover_game_write(dir, lock.left_by_previous());
    } catch (const std::exception& e) {  // the interrupted write cannot be finished
      err << "diadoques " << command << ": error: " << e.what() << '\n';
      return 1;
    }
    if (finished) {
      err << "diadoques " << command << ": finished `" << *finished
          << "`, which was interrupted (killed or crashed) in the middle of its writes\n";
      // The same command run again after the crash: what it was asked is now done. Going on
      // would do it a second time (a second --redo) or the next step (the next season).
      if (finished->substr(0, finished->find(' ')) == command) return resume ? resume() : 0;
    }
    return body();
  } catch (const game::GameBusy& e) {
    err << "diadoques " << command << ": error: " << e.what() << '\n';
    return 1;
  }
}

int run_locked_beside(const std::string& command, const std::filesystem::path& target,
                      std::ostream& err, const std::function<int()>& body,
                      const std::function<void()>& finish, bool once) {
  const std::filesystem::path path = state::whole_dir_path(target);
  try {
    state::make_dirs(path.parent_path());
    game::GameLock lock =
        game::GameLock::acquire_file(state::whole_dir_lock(path), path.string(), command,
                                     env_ms("DIA_LOCK_WAIT_MS", std::chrono::milliseconds(3000)));
    std::this_thread::sleep_for(env_ms("DIA_TEST_HOLD_LOCK_MS", std::chrono::milliseconds(0)));
    if (once && lock.previous_done(command)) {
      finish();
      err << "diadoques " << command << ": finished `" << command
          << "`, which was interrupted (killed or crashed) at its very end\n";
      return 0;
    }
    const int rc = body();
    if (rc == 0) {
      lock.mark_done(command);
      finish();
    }
    return rc;
  } catch (const game::GameBusy& e) {
    err << "diadoques " << command << ": error: " << e.what() << '\n';
    return 1;
  }
}

}  // namespace dia::cli
