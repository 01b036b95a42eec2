# Whole-program tests of hostile orders files (issue 34): a 512 KB line, bare-CR line ends,
# UTF-16, control characters, and a link, folder or named pipe among the orders files. See
# tests/e2e/hostile-input.sh.
foreach(check long-line bare-cr utf16 controls not-plain)
  add_test(NAME "e2e: R9a.gen.5 hostile orders file: ${check}"
    COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/hostile-input.sh $<TARGET_FILE:diadoques> ${check})
  set_tests_properties("e2e: R9a.gen.5 hostile orders file: ${check}" PROPERTIES TIMEOUT 120)
endforeach()
