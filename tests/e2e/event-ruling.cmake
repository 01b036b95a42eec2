# Whole-program tests of the GM's ruling replacing a season's event draw (seasons/<id>/event.yaml,
# R8a.gm.1, R14 [GM] Tool lines). See tests/e2e/event-ruling.sh.
foreach(check none revolt redo-identical status errors)
  add_test(NAME "e2e: GM event ruling ${check} (R8a.gm.1 R14.gen.8)"
    COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/event-ruling.sh $<TARGET_FILE:diadoques> ${check})
endforeach()
