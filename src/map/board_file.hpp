#pragma once
// The board as bytes (issue 32, "Fast start"): what map/board_cache keeps on disk between runs,
// so that the regions, borders and coasts are computed once per map content, not at every run.
//
// The file says what it is, which key it was made for, how long it is, and a checksum of
// everything after the header: a file cut short, overwritten with something else, or made for
// another map or another build of the program is refused, never half-read. Numbers are written
// as their exact bits, so the board read back is the very board that was built, and every
// picture drawn from it byte for byte the same.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "map/board.hpp"

namespace dia::map {

// What is kept of a board: the board itself and its disagreements with the rules (check_board),
// which `map validate` and `map board` print without needing the regions.
struct BoardOnFile {
  Board board;
  std::vector<std::string> disagreements;
};

// `key` names the inputs the board was made from (map/board_cache: the files' hash and the
// program's build).
std::string encode_board(const BoardOnFile& content, std::string_view key);

// The content, or nullopt when `bytes` is not a whole board file made for `key`.
std::optional<BoardOnFile> decode_board(std::string_view bytes, std::string_view key);

// FNV-1a, 64 bits: the checksum of the file and the hash of the texts of the cache's key.
std::uint64_t fnv1a64(std::string_view bytes, std::uint64_t seed = 0xcbf29ce484222325ULL);

}  // namespace dia::map
