# `diadoques replace` (issue 31): a new player takes over a side; game.yaml, history and his
# welcome mail.
add_test(NAME "mail: replace gives a side to a new player from the current season, welcomes him with his order sheet, and history says so"
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/replace.sh $<TARGET_FILE:diadoques> takes-over)
add_test(NAME "mail: replace refuses an unknown side (naming the nearest), a player already in the game and a bad address, and changes nothing"
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/replace.sh $<TARGET_FILE:diadoques> refused)
