# Network mail against real servers started by the test (tests/mailnet/servers.sh: Dovecot for
# IMAP, Postfix for SMTP, on 127.0.0.1 with a throwaway certificate; docs/mail.md, issue 31).
# Skipped (exit 77) only where the servers' programs are not installed.
foreach(case imaps-in starttls-move kill crash-inbox imap-refused submission smtps smtp-refused smtp-rejected judge-imap judge-year judge-club)
  set(title_imaps-in "mailnet: inbox fetches the players' mails over IMAPS, files and answers them, marks them seen; run again or after a kill before the marking, it files nothing twice")
  set(title_starttls-move "mailnet: inbox reads an imap:// URL with STARTTLS and moves the filed mails to filed_folder; a later mail is fetched alone")
  set(title_kill "mailnet: inbox killed (kill -9) at points spread over an IMAP run, then run again: every mail filed once, none lost, all marked")
  set(title_crash-inbox "mailnet: inbox from IMAPS killed before each of its file operations, then run again: the game of a clean run, every mail filed once and marked seen")
  set(title_imap-refused "mailnet: inbox refuses a wrong password, an untrusted certificate, a server down, a missing folder, a password file others can read, a password in game.yaml: exit 1, nothing filed or marked")
  set(title_submission "mailnet: mail --send submits the results by SMTP with STARTTLS and AUTH; each player receives his once; a second run sends nothing")
  set(title_smtps "mailnet: mails fetched over IMAPS are acknowledged by SMTPS (TLS from the start) to each player once")
  set(title_smtp-refused "mailnet: mail --send refuses a wrong password, an untrusted certificate, a server down, a password file others can read: exit 1, outbox unchanged, nothing delivered")
  set(title_smtp-rejected "mailnet: a message the SMTP server refuses (550) goes back to the outbox and the run stops with the reply; the ones accepted before it are in sent/ and delivered once")
  set(title_judge-imap "mailnet: judge reads game.yaml's mail: imap: mailbox (or judge: source: imap) over IMAPS: filed, acknowledged by SMTP once, marked seen after the filing; the crash window and cycles killed (kill -9) lose no mail and file none twice")
  set(title_judge-year "mailnet: a whole year of a six-player game through IMAPS and SMTP only, the judge run by cycles (repeated, some killed by kill -9 at seeded points): each player receives his acknowledgements, reminders only while his orders are missing, results with deadline, order sheet and PNG, none twice; the digests tell each piece of work once")
  set(title_judge-club "mailnet: club judge over three games through IMAPS and SMTP: the ready one played and mailed, the waiting ones reported, exit 0; a second cycle sends nothing")
  add_test(NAME "${title_${case}}"
    COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/mailnet.sh $<TARGET_FILE:diadoques> ${case})
  set_tests_properties("${title_${case}}" PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 300)
endforeach()
# The crash case kills the program with tests/crash's shim (tests/crash/crash.cmake), before
# each file operation: fifty runs and more, so a longer time limit.
# A year of cycles, each run twice, PNGs rendered for spring: about 70 s of CPU, but 5 to 15
# minutes of wall clock on two cores shared with other builds and tests.
set_tests_properties("${title_judge-year}" PROPERTIES TIMEOUT 1800)
if(TARGET dia_crash_shim)
  set_tests_properties("${title_crash-inbox}" PROPERTIES TIMEOUT 900
    ENVIRONMENT "MAILNET_CRASH_SHIM=$<TARGET_FILE:dia_crash_shim>")
endif()
