#include "common/memory.hpp"

#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace dia {

void advise_huge_pages(void* data, std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  constexpr std::uintptr_t huge = std::uintptr_t{2} << 20;
  if (data == nullptr || bytes < 4 * huge) return;
  auto begin = reinterpret_cast<std::uintptr_t>(data);
  auto end = begin + bytes;
  begin = (begin + huge - 1) & ~(huge - 1);
  end &= ~(huge - 1);
  // A refusal (no THP, an old kernel) leaves ordinary pages: the result is the same.
  if (end > begin) (void)madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
#else
  (void)data;
  (void)bytes;
#endif
}

}  // namespace dia
