# Whole-program tests of a generated club (issue 18, tests/tools/bench_club.hpp): `club
# adjudicate --jobs` gives what a serial run gives, and the generator's orders are accepted.
# The bench itself (bench/club_scale.sh) is not a test: it is the `club_scale` target.
foreach(check jobs orders maps)
  add_test(NAME "scale: ${check}"
    COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/scale.sh $<TARGET_FILE:diadoques>
      $<TARGET_FILE:make_bench_club> ${check})
endforeach()
