#!/usr/bin/env bash
# Whole-program checks of hostile orders files (issue 34), on a new game with the example's
# spring -319 orders:
#   hostile-input.sh <diadoques-binary> <case>
# Each case exits 0 when the behaviour is right (see tests/e2e/hostile-input.cmake).
set -euo pipefail
bin=$1
case=$2
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

orders=$work/game/seasons/001-spring-319/orders
results=$work/game/seasons/001-spring-319/results
map=$root/maps/diadoques.yaml
# The control characters no output may hold: C0 but tab and line feed, DEL, and C1 (UTF-8).
controls=$'[\x01-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]'
no_controls() {  # no_controls <file>...: none of them holds a control character (nor a NUL)
  for f in "$@"; do
    if LC_ALL=C grep -qaP "$controls|\x00" "$f"; then
      fail "$f holds a control character: $(LC_ALL=C grep -naP "$controls|\x00" "$f" | head -3 | cat -v)"
    fi
  done
}

case $case in
  long-line)
    # `check` of one 512 KB line took more than 5 minutes; it is refused at once, by its length.
    { echo "A MAC THE"; printf 'A THE'; for _ in $(seq 131072); do printf ' MAC'; done; echo; } \
      > "$work/long.txt"
    set +e
    timeout 20 "$bin" check "$work/long.txt" --map "$map" > "$work/out" 2>&1
    rc=$?
    set -e
    [[ $rc != 124 ]] || fail "check took more than 20 s on a 512 KB line"
    [[ $rc == 1 ]] || fail "exit code $rc (expected 1: a line refused): $(head -c 300 "$work/out")"
    has "$work/out" "long.txt:2:1: error: this line is 524293 characters long, more than the 1000 an order may take"
    has "$work/out" "1 order(s) understood, 1 line(s) ignored"
    [[ $(wc -c < "$work/out") -lt 2000 ]] || fail "the refused line is quoted in the output"
    ;;
  bare-cr)
    # Lysimaque's mail client ends its lines with a CR alone (old Mac OS): his orders are read.
    new_game
    tr '\n' '\r' < "$root/examples/game-319/orders/001-spring-319/lysimaque.txt" > "$orders/lysimaque.txt"
    "$bin" check "$orders/lysimaque.txt" --map "$map" > "$work/out" || fail "check exit $?: $(cat "$work/out")"
    has "$work/out" "4 order(s) understood, 0 line(s) ignored"
    "$bin" adjudicate "$work/game" > /dev/null
    has "$results/gm-log.txt" "lysimaque : seasons/001-spring-319/orders/lysimaque.txt (4 ordres compris, 0 ligne ignorée)"
    has "$results/gm-log.txt" "lysimaque l.7 [public] F CHE PRO : réussi"
    ;;
  utf16)
    # Notepad's "Unicode": UTF-16 with its byte order mark (Lysimaque), and without (Eumène,
    # whose signature is accented).
    new_game
    iconv -f UTF-8 -t UTF-16 "$root/examples/game-319/orders/001-spring-319/lysimaque.txt" > "$orders/lysimaque.txt"
    iconv -f UTF-8 -t UTF-16LE "$root/examples/game-319/orders/001-spring-319/eumene.txt" > "$orders/eumene.txt"
    "$bin" check "$orders/eumene.txt" --map "$map" > "$work/out" || fail "check exit $?: $(cat "$work/out")"
    has "$work/out" "eumene.txt:1:1: warning: the file is UTF-16 text (little-endian, without a byte order mark): decoded"
    has "$work/out" "4 order(s) understood"
    "$bin" adjudicate "$work/game" > "$work/out" 2>&1
    has "$results/gm-log.txt" "lysimaque : seasons/001-spring-319/orders/lysimaque.txt (4 ordres compris, 0 ligne ignorée)"
    has "$results/gm-log.txt" "eumene : seasons/001-spring-319/orders/eumene.txt (4 ordres compris, 2 lignes ignorées)"
    has "$results/gm-log.txt" "pas un ordre, lu comme une signature : « Aurélie (Eumène) »"
    no_controls "$results"/*.txt "$work/out"
    # A cut UTF-16 file is refused, with its place.
    printf 'A\0' >> "$orders/lysimaque.txt"
    printf 'B' >> "$orders/lysimaque.txt"
    set +e
    "$bin" check "$orders/lysimaque.txt" --map "$map" > "$work/out" 2>&1
    rc=$?
    set -e
    [[ $rc == 1 ]] || fail "a cut UTF-16 file: exit code $rc"
    has "$work/out" "lysimaque.txt:8:2: error: the file is UTF-16 (little-endian) text, but it ends in the middle of a character here"
    ;;
  controls)
    # Escape sequences, a bell, a NUL and a C1 CSI in a player's orders reach no output raw.
    new_game
    f=$orders/antigone.txt
    printf 'Salut\x1b[2J\x1b]0;pwned\x07 !\nA* PHR\x07 Gordion\nA PHR \xc2\x9b31m hold\x00\nBuy A A A\nA PHR Sardes\n' > "$f"
    "$bin" check "$f" --map "$map" > "$work/check" 2>&1 || true
    has "$work/check" "antigone.txt:1:6: warning: invisible control characters (U+001B here, 6 in all) were removed"
    "$bin" adjudicate "$work/game" > "$work/out" 2>&1
    has "$results/gm-log.txt" "antigone l.2 [public] A* PHR  Gordion"
    no_controls "$work/check" "$work/out"
    while IFS= read -r -d '' out; do no_controls "$out"; done < <(find "$results" -type f -print0)
    ;;
  not-plain)
    # A link, a folder or a named pipe among the orders files: the season is refused, naming it,
    # and nothing is written; the link's target is never read.
    new_game
    for what in symlink folder fifo; do
      rm -f "$orders/ptolemee.txt"
      rm -rf "$orders/drafts"
      cp "$root/examples/game-319/orders/001-spring-319/ptolemee.txt" "$orders/"
      case $what in
        symlink) rm "$orders/ptolemee.txt"; ln -s /etc/passwd "$orders/ptolemee.txt"; name=ptolemee.txt; kind="a symbolic link" ;;
        folder) mkdir "$orders/drafts"; name=drafts; kind="a folder" ;;
        fifo) rm "$orders/ptolemee.txt"; mkfifo "$orders/ptolemee.txt"; name=ptolemee.txt; kind="a named pipe (FIFO)" ;;
      esac
      before=$(fingerprint "$work/game")
      set +e
      timeout 20 "$bin" adjudicate "$work/game" > "$work/out" 2> "$work/err"
      rc=$?
      set -e
      [[ $rc == 1 ]] || fail "$what: exit code $rc (expected 1)"
      has "$work/err" "seasons/001-spring-319/orders/$name: error: this orders file is $kind, not a plain file"
      [[ "$(fingerprint "$work/game")" == "$before" ]] || fail "$what: the game directory changed"
      ! grep -q "root:" "$work/out" "$work/err" || fail "$what: the link's target was read"
      # `check` of it names it too, and never waits on the pipe.
      if [[ $what != folder ]]; then
        set +e
        timeout 20 "$bin" check "$orders/$name" --map "$map" > "$work/out" 2>&1
        rc=$?
        set -e
        [[ $rc == 1 ]] || fail "check of the $what: exit code $rc (expected 1)"
        has "$work/out" "$name: error: this orders file is $kind, not a plain file"
      fi
    done
    ;;
  *)
    fail "unknown case $case"
    ;;
esac
