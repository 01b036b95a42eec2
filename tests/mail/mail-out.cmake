# Whole-program tests of mail out (docs/mail.md): results, sending, reminders, and the example
# game played from a mailbox.
foreach(case results send remind demo-mailbox status inbox-errors past-season)
  set(title_results "mail: results go out as one mail per player, with his private note only and the map attached")
  set(title_send "mail: --send hands each message to game.yaml's send command and moves it to sent/; a failure keeps it")
  set(title_remind "mail: remind writes a reminder with the deadline to each side without orders, and to no other")
  set(title_demo-mailbox "mail: the example season played from a mailbox gives the same results as from orders files")
  set(title_status "mail: status lists the players' mails set aside or refused this season, and counts the strangers'")
  set(title_inbox-errors "mail: inbox keeps and logs bytes that are no mail, unanswered; a source it cannot read changes nothing (exit 1)")
  set(title_past-season "mail: inbox sets aside mails received before the deadline of a season already played, never files them as the next season's")
  add_test(NAME "${title_${case}}"
    COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/mail-out.sh $<TARGET_FILE:diadoques> ${case})
endforeach()
