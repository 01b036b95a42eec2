# `diadoques check --game --player`: legality against the current position of a real game.
set(DIA_CHECK_GAME ${CMAKE_CURRENT_BINARY_DIR}/check-game)
set(DIA_CHECK_GAME_DATA ${CMAKE_SOURCE_DIR}/tests/orders/data/check_game)

add_test(NAME "orders: check --game set-up (a new standard game)"
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${DIA_CHECK_GAME})
add_test(NAME "orders: check --game set-up (diadoques new)"
  COMMAND $<TARGET_FILE:diadoques> new ${DIA_CHECK_GAME}
          --scenario ${CMAKE_SOURCE_DIR}/scenarios/standard-319.yaml
          --players ${CMAKE_SOURCE_DIR}/examples/players.yaml --seed 3)
set_tests_properties("orders: check --game set-up (a new standard game)" PROPERTIES
  FIXTURES_SETUP check_game_clean)
set_tests_properties("orders: check --game set-up (diadoques new)" PROPERTIES
  FIXTURES_REQUIRED check_game_clean FIXTURES_SETUP check_game)

add_test(NAME "orders: R12.start.5 check --game accepts first-turn orders for bought units"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_GAME_DATA}/legal.txt
          --map ${CMAKE_SOURCE_DIR}/maps/diadoques.yaml --game ${DIA_CHECK_GAME} --lang en --player Cassandre)
set_tests_properties("orders: R12.start.5 check --game accepts first-turn orders for bought units"
  PROPERTIES FIXTURES_REQUIRED check_game
  PASS_REGULAR_EXPRESSION "A MAC THR  -> accepted.*0 order\\(s\\) illegal in this position")

add_test(NAME "orders: R9a.gen.5 check --game names an order for a unit the player does not have"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_GAME_DATA}/illegal.txt
          --map ${CMAKE_SOURCE_DIR}/maps/diadoques.yaml --game ${DIA_CHECK_GAME} --lang en --player cassandre)
set_tests_properties("orders: R9a.gen.5 check --game names an order for a unit the player does not have"
  PROPERTIES FIXTURES_REQUIRED check_game WILL_FAIL TRUE)
add_test(NAME "orders: R9a.gen.5 check --game reports the illegal line with its position"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_GAME_DATA}/illegal.txt
          --map ${CMAKE_SOURCE_DIR}/maps/diadoques.yaml --game ${DIA_CHECK_GAME} --lang en --player cassandre)
set_tests_properties("orders: R9a.gen.5 check --game reports the illegal line with its position"
  PROPERTIES FIXTURES_REQUIRED check_game
  PASS_REGULAR_EXPRESSION "illegal.txt:3:1: error: order ignored: no unit in SYR")

add_test(NAME "orders: check --game rejects an unknown player"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_GAME_DATA}/legal.txt
          --map ${CMAKE_SOURCE_DIR}/maps/diadoques.yaml --game ${DIA_CHECK_GAME} --lang en --player Darius)
set_tests_properties("orders: check --game rejects an unknown player" PROPERTIES
  FIXTURES_REQUIRED check_game WILL_FAIL TRUE)

# R8a.pl.1: `--player` names a side as an orders file's name does (state/side_keys.hpp): its id,
# its diadoque in any spelling, the player's name or email.
add_test(NAME "orders: R8a.pl.1 check --game --player takes the diadoque's English spelling"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_GAME_DATA}/legal.txt
          --map ${CMAKE_SOURCE_DIR}/maps/diadoques.yaml --game ${DIA_CHECK_GAME} --lang en --player Cassander)
set_tests_properties("orders: R8a.pl.1 check --game --player takes the diadoque's English spelling"
  PROPERTIES FIXTURES_REQUIRED check_game PASS_REGULAR_EXPRESSION "orders of cassandre:")
add_test(NAME "orders: R8a.pl.1 check --game --player takes the player's email"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_GAME_DATA}/legal.txt
          --map ${CMAKE_SOURCE_DIR}/maps/diadoques.yaml --game ${DIA_CHECK_GAME} --lang en
          --player chloe@example.org)
set_tests_properties("orders: R8a.pl.1 check --game --player takes the player's email"
  PROPERTIES FIXTURES_REQUIRED check_game PASS_REGULAR_EXPRESSION "orders of cassandre:")
add_test(NAME "orders: R8a.pl.1 check --game --player names the nearest side of an unknown name"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_GAME_DATA}/legal.txt
          --map ${CMAKE_SOURCE_DIR}/maps/diadoques.yaml --game ${DIA_CHECK_GAME} --lang en --player Casander)
set_tests_properties("orders: R8a.pl.1 check --game --player names the nearest side of an unknown name"
  PROPERTIES FIXTURES_REQUIRED check_game
  PASS_REGULAR_EXPRESSION "'Casander' is not a side, diadoque, player or email of this game; nearest: cassandre \\(Cassandre, Chlo")

# R6a.winter.1: the winter orders, upkeep with them, are refused in a military season.
add_test(NAME "orders: R6a.winter.1 check --game refuses upkeep in spring like the other winter orders"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_GAME_DATA}/winter_in_spring.txt
          --map ${CMAKE_SOURCE_DIR}/maps/diadoques.yaml --game ${DIA_CHECK_GAME} --lang en --player Cassandre)
set_tests_properties("orders: R6a.winter.1 check --game refuses upkeep in spring like the other winter orders"
  PROPERTIES FIXTURES_REQUIRED check_game
  PASS_REGULAR_EXPRESSION "line 3: Entretien  -> IGNORED: winter order \\(R6a\\.winter\\.1\\)\n  line 4: Entretien A MAC, A THE  -> IGNORED: winter order \\(R6a\\.winter\\.1\\)\n  line 5: Dégrader A MAC  -> IGNORED: winter order \\(R6a\\.winter\\.1\\)")

# Issue 30: `check --game` answers in the game's language (docs/gamemaster.md §1, one language per
# output); `--lang` chooses. A new game is French by default.
add_test(NAME "orders: R9a.gen.8 check --game answers in the game's language (French)"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_GAME_DATA}/legal.txt
          --map ${CMAKE_SOURCE_DIR}/maps/diadoques.yaml --game ${DIA_CHECK_GAME} --player Cassandre)
set_tests_properties("orders: R9a.gen.8 check --game answers in the game's language (French)"
  PROPERTIES FIXTURES_REQUIRED check_game
  PASS_REGULAR_EXPRESSION "  ligne [0-9]+ : A MAC THR : accepté\n.*ordres compris, 0 ligne ignorée, 0 ordre impossible"
  FAIL_REGULAR_EXPRESSION "accepted|understood|-> ")
add_test(NAME "orders: R9a.gen.8 check --lang fr answers in French without a game"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_GAME_DATA}/illegal.txt
          --map ${CMAKE_SOURCE_DIR}/maps/diadoques.yaml --lang fr)
set_tests_properties("orders: R9a.gen.8 check --lang fr answers in French without a game"
  PROPERTIES PASS_REGULAR_EXPRESSION "  ligne [0-9]+ : "
  FAIL_REGULAR_EXPRESSION "understood|  line [0-9]")
add_test(NAME "orders: R9a.gen.8 check --lang takes fr or en only"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_GAME_DATA}/legal.txt
          --map ${CMAKE_SOURCE_DIR}/maps/diadoques.yaml --lang de)
set_tests_properties("orders: R9a.gen.8 check --lang takes fr or en only"
  PROPERTIES PASS_REGULAR_EXPRESSION "--lang takes fr or en")
