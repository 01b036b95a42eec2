#!/usr/bin/env bash
# The demo itself, once built: $1 is the diadoques binary.
set -euo pipefail
bin=$1
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
shared=${DIA_SHARED_DIR:-$root/../shared}
cd "$root"
echo "== diadoques map validate maps/classical.yaml"
"$bin" map validate maps/classical.yaml
echo
echo "== diadoques datc (the DATC, standard Diplomacy test cases, godip edition)"
"$bin" datc "$shared/datc/godip/datc_v2.4_06.txt" --map maps/classical.yaml
