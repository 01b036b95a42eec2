#pragma once
// Memory hints for the few large buffers the referee builds (the orders of a large file).
#include <cstddef>

namespace dia {

// Asks the system to back the 2 MiB-aligned part of [data, data + bytes) with huge pages
// (Linux transparent huge pages, `madvise` mode): one page fault per 2 MiB instead of per 4 KiB
// when the buffer is first written. Does nothing for buffers under 8 MiB, on other systems, or
// when the system refuses; never changes what the buffer holds.
void advise_huge_pages(void* data, std::size_t bytes);

}  // namespace dia
