# Crash tests (issue 34): each command killed (SIGKILL) before each of its file operations by an
# LD_PRELOAD shim, then run again: the game (or what the command makes: a game, a club, the site)
# must be byte-identical to a clean run's.
add_library(dia_crash_shim SHARED ${CMAKE_CURRENT_LIST_DIR}/crash_shim.cpp)
target_link_libraries(dia_crash_shim PRIVATE ${CMAKE_DL_LIBS})
# The shim defines open(), fsync()…: the headers' fortified inline versions must not be used.
target_compile_options(dia_crash_shim PRIVATE -U_FORTIFY_SOURCE)
foreach(command adjudicate redo rollback replace inbox mail remind send judge new club-new club-game site)
  add_test(NAME "crash: ${command} killed before each file operation, then run again, gives the files of a clean run"
    COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/crash.sh $<TARGET_FILE:diadoques>
      $<TARGET_FILE:dia_crash_shim> ${command})
  if(command STREQUAL "judge")
    # A whole cycle (the inbox, two sends, an adjudication, the results): about 290 kill points,
    # each followed by a cycle; 16 minutes on two busy cores.
    set_tests_properties("crash: ${command} killed before each file operation, then run again, gives the files of a clean run"
      PROPERTIES TIMEOUT 3600)
  endif()
endforeach()
add_test(NAME "crash: status, adjudicate, report and history refuse a season missing in the middle (001 and 003 without 002)"
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/seasons.sh $<TARGET_FILE:diadoques> gap)
add_test(NAME "crash: status, adjudicate, report and history refuse a stray season after one not adjudicated"
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/seasons.sh $<TARGET_FILE:diadoques> stray)
add_test(NAME "crash: status and adjudicate name a mis-numbered season folder and its right number"
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/seasons.sh $<TARGET_FILE:diadoques> misnamed)
add_test(NAME "crash: readers refuse a write left half-done, the next writing command finishes it"
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/seasons.sh $<TARGET_FILE:diadoques> interrupted)
add_test(NAME "crash: club site refuses a game with a season missing in the middle, or with a write left half-done"
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/seasons.sh $<TARGET_FILE:diadoques> site)
