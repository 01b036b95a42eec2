# Whole-program tests of play by email (docs/mail.md) on the corpus of realistic mails in
# tests/mail/corpus (see its README.md).
set(DIA_MAIL_TESTS ${CMAKE_CURRENT_LIST_DIR})

add_test(NAME "mail: the corpus is built the same bytes twice, as .eml files, an mbox and a Maildir, and each mail reads back to its orders"
  COMMAND bash ${DIA_MAIL_TESTS}/corpus/check-builder.sh)

# dia_mail_corpus_test(<case of inbox-corpus.sh> <what the test shows>)
function(dia_mail_corpus_test case title)
  add_test(NAME "mail: ${title}"
    COMMAND bash ${DIA_MAIL_TESTS}/inbox-corpus.sh $<TARGET_FILE:diadoques> ${case})
endfunction()
dia_mail_corpus_test(eml "inbox reads the corpus from .eml files, one per run")
dia_mail_corpus_test(mbox "inbox reads the corpus from an mbox at once")
dia_mail_corpus_test(maildir "inbox reads the corpus from a Maildir at once")
dia_mail_corpus_test(twice "inbox reading the same Maildir twice changes nothing, every mail already-read")
dia_mail_corpus_test(password "inbox: a mail without the player's password is bad-password, with it accepted and the password line not filed")
