# Whole-program tests of the club's results site (`diadoques club site`, docs/club.md "The
# results site"): site.sh builds a club of three games and checks the pages, their privacy and
# what a regeneration rewrites; browser.py opens every page in headless Chromium.
foreach(check pages privacy markup regenerate errors)
  add_test(NAME "site: club site ${check}"
    COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/site.sh $<TARGET_FILE:diadoques> ${check})
endforeach()
add_test(NAME "site: club site in a browser"
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/site.sh $<TARGET_FILE:diadoques> browser)
# Chromium missing (scripts/setup.sh installs it): skipped, said so, not passed.
set_tests_properties("site: club site in a browser" PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 300)
