# Issue 34: YAML values of the wrong kind are reported with their key and line (tests/e2e/yaml-errors.sh).
add_test(NAME "e2e: status on a game.yaml with 'seed: abc' exits 1 naming seed, its line and column"
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/yaml-errors.sh $<TARGET_FILE:diadoques> seed)
add_test(NAME "e2e: status on a game.yaml whose player's side is an alias of a list names players[1].side at the alias's line"
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/yaml-errors.sh $<TARGET_FILE:diadoques> alias)
add_test(NAME "e2e: new with a players.yaml whose email is a list exits 1 naming players[0].email and its line"
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/yaml-errors.sh $<TARGET_FILE:diadoques> players)
add_test(NAME "e2e: status on a state.yaml with a misspelt key exits 1 naming it, its line and the nearest key"
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/yaml-errors.sh $<TARGET_FILE:diadoques> state-key)
add_test(NAME "e2e: inbox on a mail/inbox.yaml whose number is a word exits 1 naming [0].number and its line"
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/yaml-errors.sh $<TARGET_FILE:diadoques> inbox-log)
add_test(NAME "e2e: report on a public.json whose PV is a word exits 1 naming scores[1].pv and its line"
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/yaml-errors.sh $<TARGET_FILE:diadoques> public-json)
