# Names outside the orders read like names in orders (N2): players.yaml and `check --player`.
set(DIA_NAMES_GAME ${CMAKE_CURRENT_BINARY_DIR}/names-game)

add_test(NAME "orders: N2 names set-up (a clean directory)"
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${DIA_NAMES_GAME})
set_tests_properties("orders: N2 names set-up (a clean directory)" PROPERTIES
  FIXTURES_SETUP names_game_clean)

add_test(NAME "orders: N2 players.yaml reads English, Latin and misspelled diadoque names"
  COMMAND $<TARGET_FILE:diadoques> new ${DIA_NAMES_GAME}
          --scenario ${CMAKE_SOURCE_DIR}/scenarios/standard-319.yaml
          --players ${CMAKE_SOURCE_DIR}/tests/orders/data/players_aliases.yaml --seed 3)
set_tests_properties("orders: N2 players.yaml reads English, Latin and misspelled diadoque names"
  PROPERTIES FIXTURES_REQUIRED names_game_clean FIXTURES_SETUP names_game
  PASS_REGULAR_EXPRESSION "players_aliases.yaml:13:40: warning: read 'Ptolem[^']*' as Ptol")

add_test(NAME "orders: N2 check --player reads a side by its English name"
  COMMAND $<TARGET_FILE:diadoques> check ${CMAKE_SOURCE_DIR}/tests/orders/data/check_game/legal.txt
          --map ${CMAKE_SOURCE_DIR}/maps/diadoques.yaml --game ${DIA_NAMES_GAME} --lang en --player Cassander)
set_tests_properties("orders: N2 check --player reads a side by its English name"
  PROPERTIES FIXTURES_REQUIRED names_game
  PASS_REGULAR_EXPRESSION "orders of cassandre")
