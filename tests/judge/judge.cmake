# Whole-program tests of the unattended judge (issue 31, docs/gamemaster.md "Running a judge").
foreach(case seasons stale club config lock cli watch)
  set(title_seasons "judge: cycles from a Maildir with the clock moved: acknowledgements at once, reminders once per time and only to sides without orders, grace, early adjudication on and off, results with the next deadline, a second cycle changes nothing")
  set(title_stale "judge: a reminder queued for a season adjudicated since is dropped, never sent with the results (mail --send)")
  set(title_club "judge: club judge plays the ready game and reports the waiting ones with exit 0; a second cycle changes nothing")
  set(title_config "judge: a misspelt judge key or a deadline rule that is none is refused with game.yaml:line:col and the nearest key")
  set(title_lock "judge: the game's lock is held for the whole cycle: adjudicate or a second judge started meanwhile is refused, the season played once")
  set(title_cli "judge: a misspelt command names the nearest one (exit 2); judge --help prints judge's own help")
  set(title_watch "judge: --watch runs a cycle every --interval seconds until SIGTERM or SIGINT, which lets the cycle under way finish (exit 0)")
  add_test(NAME "${title_${case}}"
    COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/judge.sh $<TARGET_FILE:diadoques> ${case})
endforeach()
