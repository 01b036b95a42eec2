#include "report/picture_cache.hpp"

#include <future>
#include <map>
#include <mutex>
#include <utility>

namespace dia::report {

namespace {

struct Kept {
  std::shared_ptr<const map::Map> map;  // keeps the key's address from being reused
  std::shared_future<std::shared_ptr<const MapPicture>> picture;
};

std::mutex guard;
std::map<std::pair<const map::Map*, Lang>, Kept> pictures;

}  // namespace

std::shared_ptr<const MapPicture> shared_map_picture(const std::shared_ptr<const map::Map>& map,
                                                     Lang lang) {
  std::promise<std::shared_ptr<const MapPicture>> drawn;
  std::shared_future<std::shared_ptr<const MapPicture>> wanted;
  {
    const std::lock_guard<std::mutex> lock(guard);
    auto [it, first] = pictures.try_emplace({map.get(), lang});
    if (!first) {
      wanted = it->second.picture;
    } else {
      it->second.map = map;
      it->second.picture = drawn.get_future().share();
    }
  }
  if (wanted.valid()) return wanted.get();  // drawn, or being drawn by another thread
  // Drawn outside the lock: other maps and languages are drawn meanwhile. svg_map_picture does
  // not throw for a map that loaded (an unreadable geography gives the graph and its reason).
  try {
    auto picture = std::make_shared<const MapPicture>(svg_map_picture(*map, lang));
    drawn.set_value(picture);
    return picture;
  } catch (...) {
    drawn.set_exception(std::current_exception());
    throw;
  }
}

}  // namespace dia::report
