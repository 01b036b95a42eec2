# `cmake --install build --prefix <dir>`: the program, its maps and scenarios, the example game
# and the documentation, in the GNU directories.
install(TARGETS diadoques RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/maps/ DESTINATION ${DIA_INSTALL_DATADIR}/maps
        FILES_MATCHING PATTERN "*.yaml")
install(DIRECTORY ${CMAKE_SOURCE_DIR}/scenarios/ DESTINATION ${DIA_INSTALL_DATADIR}/scenarios
        FILES_MATCHING PATTERN "*.yaml")
# The example game and players file, as a GM's starting point (docs/gamemaster.md).
install(DIRECTORY ${CMAKE_SOURCE_DIR}/examples/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/examples)
install(FILES ${CMAKE_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES ${CMAKE_SOURCE_DIR}/maps/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR} RENAME maps.md)
install(DIRECTORY ${CMAKE_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR})
