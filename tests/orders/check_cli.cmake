# `diadoques check`: exit codes and output on real map files (see src/cli/check_command.cpp).
set(DIA_CHECK_DATA ${CMAKE_CURRENT_LIST_DIR}/data)
set(DIA_DIADOQUES_MAP ${CMAKE_SOURCE_DIR}/maps/diadoques.yaml)

add_test(NAME "orders: R9a.gen.6 check of a clean email body exits 0"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_DATA}/clean_email.txt --map ${DIA_DIADOQUES_MAP})

add_test(NAME "orders: R9a.gen.6 check prints each order as it was read"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_DATA}/clean_email.txt --map ${DIA_DIADOQUES_MAP})
set_tests_properties("orders: R9a.gen.6 check prints each order as it was read" PROPERTIES
  PASS_REGULAR_EXPRESSION "line 6: A\\* SYR Re Alexandrie d'Issos, PHE, COM, CIL, X")

add_test(NAME "orders: R9a.gen.5 check exits 1 when a line would be ignored"
  COMMAND sh -c "\"$0\" check \"$1\" --map \"$2\"; test $? -eq 1"
          $<TARGET_FILE:diadoques> ${DIA_CHECK_DATA}/with_errors.txt ${DIA_DIADOQUES_MAP})

add_test(NAME "orders: R9a.gen.5 check reports file:line:col with the candidates"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_DATA}/with_errors.txt --map ${DIA_DIADOQUES_MAP})
set_tests_properties("orders: R9a.gen.5 check reports file:line:col with the candidates" PROPERTIES
  PASS_REGULAR_EXPRESSION "with_errors.txt:2:3: error: ambiguous place 'PHX'")

add_test(NAME "orders: check usage error exits 2"
  COMMAND sh -c "\"$0\" check \"$1\"; test $? -eq 2"
          $<TARGET_FILE:diadoques> ${DIA_CHECK_DATA}/clean_email.txt)

# Email bodies with greetings, prose, a signature and a quoted reply (src/orders/remarks.hpp).
foreach(mail email_fr email_en)
  add_test(NAME "orders: R9a.gen.6 check of the ${mail} body with prose exits 0"
    COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_DATA}/${mail}.txt --map ${DIA_DIADOQUES_MAP})
  set_tests_properties("orders: R9a.gen.6 check of the ${mail} body with prose exits 0" PROPERTIES
    PASS_REGULAR_EXPRESSION "4 order\\(s\\) understood, 0 line\\(s\\) ignored, [67] line\\(s\\) of prose skipped")
endforeach()

# Orders written as lists are orders (R9a.gen.6).
add_test(NAME "orders: R9a.gen.6 check reads orders written as lists and exits 0"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_DATA}/list_orders.txt --map ${DIA_DIADOQUES_MAP})
set_tests_properties("orders: R9a.gen.6 check reads orders written as lists and exits 0" PROPERTIES
  PASS_REGULAR_EXPRESSION "line 4: A MAC THE.*line 7: Achat A A A.*4 order\\(s\\) understood, 0 line\\(s\\) ignored")

# A file with lines but no order understood is refused, with the reason (R9a.gen.7: all would hold).
add_test(NAME "orders: R9a.gen.7 check exits 1 when a file has lines but no order was understood"
  COMMAND sh -c "\"$0\" check \"$1\" --map \"$2\"; test $? -eq 1"
          $<TARGET_FILE:diadoques> ${DIA_CHECK_DATA}/no_orders.txt ${DIA_DIADOQUES_MAP})
add_test(NAME "orders: R9a.gen.7 check says why no order was understood"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_DATA}/no_orders.txt --map ${DIA_DIADOQUES_MAP})
set_tests_properties("orders: R9a.gen.7 check says why no order was understood" PROPERTIES
  PASS_REGULAR_EXPRESSION "no_orders.txt:3:1: warning: looks like an order.*no_orders.txt: error: no order understood in this file \\(5 line\\(s\\) read as prose, 2 of which look like orders\\)")

# Latin-1 / Windows-1252 bodies: read as `adjudicate` reads them (orders/orders_file.hpp).
add_test(NAME "orders: R9a.gen.6 check transcodes a Windows-1252 body with a warning and exits 0"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_DATA}/latin1_email.txt --map ${DIA_DIADOQUES_MAP})
set_tests_properties("orders: R9a.gen.6 check transcodes a Windows-1252 body with a warning and exits 0" PROPERTIES
  PASS_REGULAR_EXPRESSION "latin1_email.txt:2:9: warning: the file is not UTF-8 \\(byte 0xE9 here\\).*2 order\\(s\\) understood, 0 line\\(s\\) ignored")
add_test(NAME "orders: R9a.gen.5 check refuses a byte of neither UTF-8 nor Windows-1252 with exit 1"
  COMMAND sh -c "\"$0\" check \"$1\" --map \"$2\" 2>&1 | grep -q 'not_windows_1252.txt:2:7: error: this byte (0x81)' && { \"$0\" check \"$1\" --map \"$2\"; test $? -eq 1; }"
          $<TARGET_FILE:diadoques> ${DIA_CHECK_DATA}/not_windows_1252.txt ${DIA_DIADOQUES_MAP})

# Typical mistakes: each error names what to fix, never the grammar's list of alternatives.
add_test(NAME "orders: R9a.gen.5 check explains typical mistakes in words a player can act on"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_DATA}/typical_mistakes.txt --map ${DIA_DIADOQUES_MAP})
set_tests_properties("orders: R9a.gen.5 check explains typical mistakes in words a player can act on" PROPERTIES
  PASS_REGULAR_EXPRESSION "typical_mistakes.txt:1:9: error: unknown word .attaque.. did you mean a move .Ae. CAP PTE.[?]"
  FAIL_REGULAR_EXPRESSION "[^n]expected [a-zA-Z]|via convoy or")

# Audit 3, item 21: a French answer says its refusal in French too (docs/gamemaster.md §1).
add_test(NAME "orders: R9a.gen.7 check --lang fr refuses a file with no order in French"
  COMMAND $<TARGET_FILE:diadoques> check ${DIA_CHECK_DATA}/no_orders.txt --map ${DIA_DIADOQUES_MAP} --lang fr)
set_tests_properties("orders: R9a.gen.7 check --lang fr refuses a file with no order in French" PROPERTIES
  PASS_REGULAR_EXPRESSION "no_orders.txt : erreur : aucun ordre compris dans ce fichier \\(5 lignes lues comme du texte, dont 2 ressemblent à des ordres\\) ; toutes les unités et tous les personnages du camp tiendraient \\(R9a.gen.7\\)"
  FAIL_REGULAR_EXPRESSION "no order understood")
