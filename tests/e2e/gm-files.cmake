# Whole-program tests of the GM's own inputs of a season: the annotations file (R9a.gen.6) and
# the neutral orders file (G12.1–2). See tests/e2e/gm-files.sh.
foreach(check annotation-applied annotation-stale neutral-applied neutral-not-neutral check)
  add_test(NAME "e2e: GM files ${check} (R9a.gen.6 G12.1)"
    COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/gm-files.sh $<TARGET_FILE:diadoques> ${check})
endforeach()
