# Whole-program tests of `diadoques map ...` (exit codes and output).
set(DIA_MAP_CLI $<TARGET_FILE:diadoques>)

add_test(NAME "map cli: validate classical.yaml"
  COMMAND ${DIA_MAP_CLI} map validate ${CMAKE_SOURCE_DIR}/maps/classical.yaml)
set_tests_properties("map cli: validate classical.yaml" PROPERTIES
  PASS_REGULAR_EXPRESSION "ok: Standard Diplomacy \\(classical\\): 75 spaces: 56 land \\(42 coastal\\), 19 sea, 0 citadels, 6 coasts; borders: 111 army, 140 fleet")

add_test(NAME "map cli: validate the mini Diadoques test map"
  COMMAND ${DIA_MAP_CLI} map validate ${CMAKE_SOURCE_DIR}/tests/map/data/mini-diadoques.yaml)
set_tests_properties("map cli: validate the mini Diadoques test map" PROPERTIES
  PASS_REGULAR_EXPRESSION "ok: Mini Diadoques \\(diadoques\\): 38 spaces")

# A broken map: exit code 1 and file:line:col diagnostics.
add_test(NAME "map cli: validate a broken map exits 1"
  COMMAND ${DIA_MAP_CLI} map validate ${CMAKE_SOURCE_DIR}/tests/map/data/broken-map.yaml)
set_tests_properties("map cli: validate a broken map exits 1" PROPERTIES WILL_FAIL TRUE)
add_test(NAME "map cli: validate a broken map prints file:line:col"
  COMMAND ${CMAKE_COMMAND} -DCMD=${DIA_MAP_CLI} -DARGS=map\;validate\;${CMAKE_SOURCE_DIR}/tests/map/data/broken-map.yaml
          -DEXPECT_RC=1 -DEXPECT_OUT=broken-map.yaml:9:9: error: unknown space 'CHX'
          -P ${CMAKE_CURRENT_LIST_DIR}/run_expect.cmake-script)

# Usage errors exit 2.
add_test(NAME "map cli: validate without a file is a usage error"
  COMMAND ${CMAKE_COMMAND} -DCMD=${DIA_MAP_CLI} -DARGS=map\;validate -DEXPECT_RC=2
          -P ${CMAKE_CURRENT_LIST_DIR}/run_expect.cmake-script)
add_test(NAME "map cli: a missing map file exits 1"
  COMMAND ${CMAKE_COMMAND} -DCMD=${DIA_MAP_CLI} -DARGS=map\;validate\;/nonexistent/map.yaml
          -DEXPECT_RC=1 -DEXPECT_OUT=cannot read the map file
          -P ${CMAKE_CURRENT_LIST_DIR}/run_expect.cmake-script)

# `map render --state`: units, characters and control of a position drawn on the map.
add_test(NAME "map cli: render --state draws a game position (R9a.gen.8)"
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/render-state.sh ${DIA_MAP_CLI} ${CMAKE_SOURCE_DIR}
          ${CMAKE_CURRENT_BINARY_DIR}/render-state)

# The event tables beside the map (R14T): wrong places, events and rolls are refused at load.
add_test(NAME "map cli: validate checks the event tables against the map (R14T)"
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/event-tables-validate.sh ${DIA_MAP_CLI} ${CMAKE_SOURCE_DIR})

# The geography of the board (land, lakes, rivers): rebuilt byte for byte from the Debian
# packages by its script, and consistent with the map's positions, lakes and rivers.
add_test(NAME "map cli: the geography file is rebuilt byte-identically by make-geography.py"
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/geography-reproducible.sh ${CMAKE_SOURCE_DIR})
add_test(NAME "map cli: every position lies inside the geography's bounds, seas in water, land on land"
  COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/geography-check.py ${CMAKE_SOURCE_DIR})

# The drawn board (issue 20): 0 disagreements on the Diadoques map; a map without geography is
# rejected with the key to add.
add_test(NAME "map cli: R9a.move.9 map board finds the Diadoques board agreeing with the rules"
  COMMAND ${CMAKE_COMMAND} -DCMD=${DIA_MAP_CLI} -DARGS=map\;board\;${CMAKE_SOURCE_DIR}/maps/diadoques.yaml
          -DEXPECT_RC=0 -DEXPECT_OUT=0 disagreements between the drawn board and the rules
          -P ${CMAKE_CURRENT_LIST_DIR}/run_expect.cmake-script)
add_test(NAME "map cli: map board on a map without geography exits 1"
  COMMAND ${CMAKE_COMMAND} -DCMD=${DIA_MAP_CLI} -DARGS=map\;board\;${CMAKE_SOURCE_DIR}/maps/classical.yaml
          -DEXPECT_RC=1 -DEXPECT_OUT=the map names no geography file
          -P ${CMAKE_CURRENT_LIST_DIR}/run_expect.cmake-script)

# The board kept between runs (issue 32): the same outputs with a cold, warm, damaged or no
# cache; an edited map drawn as edited at the next run.
add_test(NAME "map cli: the board cache changes no output and follows an edited map (issue 32)"
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/board-cache.sh ${DIA_MAP_CLI} ${CMAKE_SOURCE_DIR}
          ${CMAKE_CURRENT_BINARY_DIR}/board-cache)
