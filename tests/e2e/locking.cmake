# Two commands at once on one game directory: the lock of src/game/lock.hpp (issue 12).
foreach(check refuse wait force new)
  add_test(NAME "e2e: game lock, two processes: ${check}"
    COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/locking.sh $<TARGET_FILE:diadoques> ${check})
endforeach()
