#pragma once
// The judge records each season's deadline in game.yaml `deadlines:` (state/deadline.hpp), where
// the GM reads and may change it. game.yaml is the GM's file, with his comments and his order:
// the line is added (or replaced) in its text, nothing else of the file is touched.
#include <string>

namespace dia::state {

// `text` (a game.yaml) with `  <season>: <when>` in its `deadlines:` block: the season's line
// replaced if there is one, else added at the block's end; a `deadlines:` block added at the
// end of the file if there is none. Throws std::runtime_error when `deadlines:` is written in
// another form (a flow mapping `{…}` on its line), which this edit cannot extend.
std::string with_deadline(const std::string& text, const std::string& season,
                          const std::string& when);

}  // namespace dia::state
