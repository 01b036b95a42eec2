#!/usr/bin/env bash
# The scale bench of issue 18 (docs/bench-club.md): a generated club of N games
# (tests/tools/bench_club.hpp), one season each adjudicated by `club adjudicate`, then the site
# written when the program has `club site`; and how the cost grows with games, units and seasons.
#   bench/club_scale.sh <build-dir> [games=1000] [runs=3]
# Not a test (ctest does not run it): `cmake --build build --target club_scale` runs it.
# Each figure is the median of `runs` runs, each on a fresh copy of the club, after `sync` (the
# copies' writing to disk would otherwise fall in the time measured): the wall-clock time, and
# the processor time (user + system) it took. Everything is written under a temporary directory
# (about 10 GB for 1,000 games), removed at the end.
set -euo pipefail
build=$(cd "$1" && pwd)
games=${2:-1000}
runs=${3:-3}
bin=$build/src/diadoques
gen=$build/tests/tools/make_bench_club
[[ -x $bin && -x $gen ]] || { echo "build diadoques and make_bench_club in $build first" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cores=$(nproc)

# timed <command...>: runs it (its output in $work/last.out, .err) and prints "wall cpu" in
# seconds; exits the bench if the command fails.
timed() {
  /usr/bin/time -f "%e %U %S" -o "$work/time" "$@" > "$work/last.out" 2> "$work/last.err" || {
    echo "FAILED: $*: $(head -3 "$work/last.err")" >&2
    exit 1
  }
  awk '{ printf "%.2f %.2f", $1, $2 + $3 }' "$work/time"
}
# adjudicated <club> <games> <jobs>: `club adjudicate` on fresh copies of the club, `runs`
# times; sets $result to the median wall time, its time a game, the median processor time, and
# $run to the last copy adjudicated (not in a subshell: the copies are numbered across calls).
copies=0
adjudicated() {
  local times=()
  for ((r = 0; r < runs; ++r)); do
    # A new folder for each run, the earlier ones kept until the end: ext4 allocates the files of
    # a run just after thousands were deleted much more slowly (it skips the inodes deleted in
    # the last seconds), which a club's machine does not do before adjudicating.
    copies=$((copies + 1))
    run=$work/run-$copies
    cp -r "$1" "$run" && sync
    times+=("$(timed "$bin" club adjudicate "$run" --jobs "$3")")
  done
  local wall cpu
  wall=$(printf '%s\n' "${times[@]}" | cut -d' ' -f1 | sort -n | sed -n "$(((runs + 1) / 2))p")
  cpu=$(printf '%s\n' "${times[@]}" | cut -d' ' -f2 | sort -n | sed -n "$(((runs + 1) / 2))p")
  result=$(awk -v w="$wall" -v c="$cpu" -v n="$2" \
    'BEGIN { printf "%.2f s wall (%.1f ms a game), %.2f s processor", w, 1000 * w / n, c }')
  result+="; $(tail -1 "$work/last.out")"
}
# A club of the first n games of $1, in $2 (the same games, fewer of them).
first_games() {
  mkdir -p "$2/games"
  cp "$1/club.yaml" "$2/"
  local all=("$1"/games/*)
  cp -r "${all[@]:0:$3}" "$2/games/"
}

echo "club_scale: $games games, $cores core(s), median of $runs run(s)," \
  "$(git -C "$(dirname "$0")" rev-parse --short HEAD 2>/dev/null || echo '?')"

# 1. The club of the issue: games at the opening or up to four seasons later.
read -r wall cpu <<< "$(timed "$gen" "$work/club" --games "$games" --seed 1 --seasons-ahead 4 --vary)"
echo "generated: $(cat "$work/last.out") in $wall s"
for jobs in 1 "$cores"; do
  adjudicated "$work/club" "$games" "$jobs"
  echo "club adjudicate --jobs $jobs: $result"
done
if "$bin" club --help | grep -qE '^ +site( |$)'; then
  read -r wall cpu <<< "$(timed "$bin" club site "$run" "$work/site")"
  echo "club site: $wall s wall, $cpu s processor, $(du -sh "$work/site" | cut -f1)"
else
  echo "club site: not in this build (skipped)"
fi

# 2. Growth with the number of games (the same games, the first n of them).
for n in 250 500 1000; do
  ((n <= games)) || continue
  first_games "$work/club" "$work/part-$n" "$n"
  adjudicated "$work/part-$n" "$n" "$cores"
  echo "$n games: $result"
done

# 3. Growth with the units on the map: every game at the opening (before the first purchases:
# no unit yet), or K seasons later.
n=$((games < 200 ? games : 200))
for ahead in 0 1 3 6 9; do
  made=$("$gen" "$work/units-$ahead" --games "$n" --seed 2 --seasons-ahead "$ahead")
  adjudicated "$work/units-$ahead" "$n" "$cores"
  echo "$n games $ahead season(s) ahead ($made): $result"
done

# 4. Seasons in a row: the same games adjudicated three times (spring, summer, autumn -319),
# each time with new orders; does a game cost more as its folder fills?
"$gen" "$work/deep" --games "$n" --seed 3 > /dev/null
for round in 1 2 3; do
  ((round == 1)) || "$gen" "$work/deep" --orders-only --seed "$((3 + round))" > /dev/null
  adjudicated "$work/deep" "$n" "$cores"
  echo "$n games, season $round in a row: $result"
  rm -rf "$work/deep" && mv "$run" "$work/deep"
done
