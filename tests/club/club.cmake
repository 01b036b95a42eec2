# Whole-program tests of a club's directory (`diadoques club …`, docs/club.md).
foreach(check new status adjudicate all terminal standings ready)
  add_test(NAME "club: club ${check}"
    COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/club.sh $<TARGET_FILE:diadoques> ${check})
endforeach()
