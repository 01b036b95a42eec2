# `diadoques check --game` on a winter (R8b.pl.1): a new standard game played to winter -319
# with every unit holding, then a winter orders file checked against it.
set(DIA_CHECK_WINTER ${CMAKE_CURRENT_BINARY_DIR}/check-winter)
set(DIA_CHECK_WINTER_ORDERS ${CMAKE_SOURCE_DIR}/tests/winter/data/winter-orders.txt)

add_test(NAME "winter: check --game set-up (clean)"
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${DIA_CHECK_WINTER})
add_test(NAME "winter: check --game set-up (diadoques new)"
  COMMAND $<TARGET_FILE:diadoques> new ${DIA_CHECK_WINTER}
          --scenario ${CMAKE_SOURCE_DIR}/scenarios/standard-319.yaml
          --players ${CMAKE_SOURCE_DIR}/examples/players.yaml --seed 3)
set_tests_properties("winter: check --game set-up (clean)" PROPERTIES
  FIXTURES_SETUP check_winter_clean)
set_tests_properties("winter: check --game set-up (diadoques new)" PROPERTIES
  FIXTURES_REQUIRED check_winter_clean FIXTURES_SETUP check_winter_new)
set(previous check_winter_new)
foreach(season spring summer autumn)
  add_test(NAME "winter: check --game set-up (${season} played, units holding)"
    COMMAND $<TARGET_FILE:diadoques> adjudicate ${DIA_CHECK_WINTER} --force)
  set_tests_properties("winter: check --game set-up (${season} played, units holding)" PROPERTIES
    FIXTURES_REQUIRED ${previous} FIXTURES_SETUP check_winter_${season})
  set(previous check_winter_${season})
endforeach()

add_test(NAME "winter: R8b.pl.1 check --game in winter gives the side's budget line"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_WINTER_ORDERS}
          --game ${DIA_CHECK_WINTER} --lang en --player cassandre)
set_tests_properties("winter: R8b.pl.1 check --game in winter gives the side's budget line"
  PROPERTIES FIXTURES_REQUIRED check_winter_autumn
  PASS_REGULAR_EXPRESSION "budget: treasury [0-9]+ T \\+ income [0-9]+ T − upkeep [0-9]+ T")
add_test(NAME "winter: R8.cal.2 check --game in winter ignores a military order"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_WINTER_ORDERS}
          --game ${DIA_CHECK_WINTER} --lang en --player cassandre)
set_tests_properties("winter: R8.cal.2 check --game in winter ignores a military order"
  PROPERTIES FIXTURES_REQUIRED check_winter_autumn
  PASS_REGULAR_EXPRESSION "A MAC THR  -> IGNORED: not a winter order \\(R8.cal.2\\)")
