#!/usr/bin/env bash
# The board kept between runs (map/board_cache, issue 32 "Fast start"), through the program: what
# is drawn and said is the same to the byte with a cold cache, a warm one, a damaged one and
# none; an edited map is drawn as edited at the next run.
#   board-cache.sh <diadoques-binary> <source-dir> <work-dir>
set -euo pipefail
bin=$1
src=$2
work=$3
rm -rf "$work" && mkdir -p "$work"
fail() { echo "FAIL: $*" >&2; exit 1; }
export XDG_CACHE_HOME="$work/cache"
unset DIADOQUES_CACHE
boards() { find "$work/cache" -name 'board-*.bin' 2>/dev/null | wc -l; }

# Every command that uses the board, its output (stdout and stderr) in $work/<name>.<run>.
run_all() {
  local run=$1 map=$2
  "$bin" map render "$map" -o "$work/map.$run.svg" > /dev/null
  "$bin" map validate "$map" > "$work/validate.$run.txt" 2>&1
  "$bin" map board "$map" > "$work/board.$run.txt" 2>&1 || true
  "$bin" adjudicate --preview "$work/game" > "$work/preview.$run.txt" 2>&1
}
same() { cmp -s "$work/$1" "$work/$2" || fail "$1 and $2 differ"; }
same_runs() {
  for f in map.%.svg validate.%.txt board.%.txt preview.%.txt; do same "${f/\%/$1}" "${f/\%/$2}"; done
}

# The example game's first season, with its orders (a whole season's results and map.svg).
cp -r "$src/examples/game-319" "$work/game"
rm -rf "$work/game/orders"
cp "$src/examples/game-319/orders/001-spring-319/"* "$work/game/seasons/001-spring-319/orders/"

[[ $(boards) -eq 0 ]] || fail "a board before the first run"
run_all cold "$src/maps/diadoques.yaml"
[[ $(boards) -eq 1 ]] || fail "the first run kept $(boards) boards, not one"
ls -A "$work/cache/diadoques" | grep -v '^board-[0-9a-f]*\.bin$' && fail "a temporary file left behind"
run_all warm "$src/maps/diadoques.yaml"
DIADOQUES_CACHE=off run_all off "$src/maps/diadoques.yaml"
same_runs cold warm
same_runs cold off
grep -q 'svg' "$work/preview.cold.txt" || fail "the preview shows no map"

# A damaged board file (cut short, or overwritten) is refused and made anew: the same outputs.
board=$(find "$work/cache" -name 'board-*.bin')
size=$(stat -c %s "$board")
truncate -s $((size / 2)) "$board"
run_all cut "$src/maps/diadoques.yaml"
same_runs cold cut
[[ $(stat -c %s "$board") -eq $size ]] || fail "the cut board file was not made anew"
head -c "$size" /dev/zero > "$board"
run_all zeros "$src/maps/diadoques.yaml"
same_runs cold zeros

# A GM edits the map (a seed of the Ionian sea's region taken away): the next run draws the new
# board, as a run without the cache does, and undoing the edit brings the first board back.
mkdir -p "$work/maps"
cp "$src/maps/"diadoques*.yaml "$work/maps/"
sed -i 's/, \[17.3, 39.8\], \[18.5, 31.5\]\]/, [17.3, 39.8]]/' "$work/maps/diadoques.yaml"
cmp -s "$src/maps/diadoques.yaml" "$work/maps/diadoques.yaml" && fail "the edit changed nothing"
"$bin" map render "$work/maps/diadoques.yaml" -o "$work/edited.svg" > /dev/null
DIADOQUES_CACHE=off "$bin" map render "$work/maps/diadoques.yaml" -o "$work/edited-off.svg" > /dev/null
same edited.svg edited-off.svg
cmp -s "$work/edited.svg" "$work/map.cold.svg" && fail "the edited map is drawn as before the edit"
cp "$src/maps/diadoques.yaml" "$work/maps/diadoques.yaml"
"$bin" map render "$work/maps/diadoques.yaml" -o "$work/undone.svg" > /dev/null
same undone.svg map.cold.svg
echo "ok"
