#!/usr/bin/env bash
# The corpus builder is deterministic (two builds, the same bytes) and its mails read back, with
# Python's email package, to their descriptions (build_corpus.py --self-check).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$here/build_corpus.py" "$work/a"
python3 "$here/build_corpus.py" "$work/b"
diff -r "$work/a" "$work/b" > /dev/null || { echo "FAIL: two builds of the corpus differ" >&2; exit 1; }
python3 "$here/build_corpus.py" --self-check "$work/a"
