# Shared by the whole-program e2e scripts (sourced, not run): a work directory removed on exit,
# failure reporting and a fingerprint of a game directory.
#   source lib.sh   (after setting bin and case)
here=$(cd "$(dirname "${BASH_SOURCE[1]}")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "FAIL: $*" >&2; exit 1; }
# has <file> <text>: the file holds the text, as written.
has() { grep -qF -- "$2" "$1" || fail "$1 lacks: $2"; }
# Every file and directory under $1 with a checksum of its bytes: equal fingerprints mean the
# directory was left exactly as it was.
fingerprint() { (cd "$1" && find . -print0 | LC_ALL=C sort -z | xargs -0 -I{} sh -c \
  'if [ -f "{}" ]; then printf "%s %s\n" "$(md5sum < "{}" | cut -c1-32)" "{}"; else echo "dir {}"; fi'); }
# The example game's players in a new game at $work/game (seed 319), with their spring orders.
new_game() {
  "$bin" new "$work/game" --scenario standard-319 --players "$root/examples/players.yaml" \
    --seed 319 > /dev/null
  cp "$root"/examples/game-319/orders/001-spring-319/*.txt "$work/game/seasons/001-spring-319/orders/"
}
