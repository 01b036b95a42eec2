# Issue 12: what `check --game` accepts, `adjudicate` adjudicates (the Roxane abort).
add_test(NAME "e2e: R6b.rox.1 Roxane ordered alone on the example game: check accepts, adjudicate succeeds"
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/no-abort.sh $<TARGET_FILE:diadoques>)
