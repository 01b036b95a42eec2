#!/usr/bin/env bash
# Shared by scripts/demo and scripts/test: install any missing Debian package, then configure
# and build into build/. Sourced, not run.
set -euo pipefail

DIA_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DIA_BUILD=${DIA_BUILD:-$DIA_ROOT/build}
DIA_PACKAGES=(g++ cmake make libboost-dev libfmt-dev libyaml-cpp-dev libcli11-dev doctest-dev
  libbenchmark-dev librsvg2-bin librsvg2-dev # the board as PNG (src/report/board_png.cpp)
  nlohmann-json3-dev # the tests' strict JSON check of public.json (tests/tools/file_formats.cpp)
  pkgconf libgmime-3.0-dev libxml2-dev python3 # mail: GMime, libxml2; the test mails are built by python3
  gmt gmt-gshhg-low python3-shapely # scripts/make-geography.py and its reproducibility test
  chromium chromium-driver python3-selenium # the results site's browser test (tests/site/browser.py)
  libcurl4-openssl-dev # mail by IMAP and SMTP (src/mail/imap_source, smtp_send)
  dovecot-imapd postfix openssl) # the real servers of tests/mailnet (their own instances, high ports)

dia_install_missing() {
  local missing=()
  for p in "${DIA_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing missing packages: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
  # The mail servers just installed are for the tests, which start their own instances: the
  # system's own (ports 25, 143, 993) are not left running or started at boot.
  local p
  for p in "${missing[@]}"; do
    case $p in
      dovecot-imapd) dia_no_system_service dovecot ;;
      postfix) dia_no_system_service postfix ;;
    esac
  done
}

dia_no_system_service() {
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  if command -v systemctl >/dev/null; then
    $sudo systemctl disable --now "$1" >/dev/null 2>&1 || true
  fi
  if [ -x "/etc/init.d/$1" ]; then
    $sudo "/etc/init.d/$1" stop >/dev/null 2>&1 || true
    command -v update-rc.d >/dev/null && $sudo update-rc.d "$1" disable >/dev/null 2>&1 || true
  fi
}

dia_build() {
  # ccache, when installed, makes a rebuild in a second clone or after a branch switch cheap
  # (to share it between clones, set base_dir and, for the -g of RelWithDebInfo, hash_dir =
  # false in ccache.conf); the build never needs it.
  local launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  cmake -S "$DIA_ROOT" -B "$DIA_BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}" >/dev/null
  cmake --build "$DIA_BUILD" -j "$(nproc)"
}

dia_install_missing
dia_build
