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

// `text` (a game.yaml) with its top-level `key:` block (the key's line and the indented, blank
// and comment lines under it) replaced by `block` (a whole block, its key line included, ending
// in a newline), or `block` added at the end when there is no such key. The rest of the text,
// comments and order included, is kept: `replace` rewrites `players:` and `replacements:` so.
std::string with_block(const std::string& text, const std::string& key, const std::string& block);

}  // namespace dia::state
