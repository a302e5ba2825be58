#!/usr/bin/env bash
# Debian's Chromium and CJK fonts for the browser tests; Playwright's own browser download
# cannot reach its servers from here. Prints the browser's path.
#
# The tests run in Chromium's headless shell (Debian's chromium-headless-shell, the same engine
# without the browser's interface), as Playwright's own headless Chromium does: the suite took a
# third less time in it than in the full browser on CI's two cores (ADR 53). The full browser is
# used where there is no shell, and by the benchmarks that measure what a visitor's browser does.
set -euo pipefail
say() { echo "[chromium] $*" >&2; }

BROWSER="${CHROMIUM_PATH:-}"
if [ -z "$BROWSER" ]; then
  for candidate in /usr/bin/chromium-headless-shell /usr/bin/chromium /usr/bin/chromium-browser; do
    [ -x "$candidate" ] && BROWSER="$candidate" && break
  done
fi
# A full browser is found, but the shell is what the tests want: install it when we can.
case "$BROWSER" in */chromium | */chromium-browser) [ -z "${CHROMIUM_PATH:-}" ] && want_shell=1 ;; esac

need_fonts=0
command -v fc-list >/dev/null 2>&1 && fc-list :lang=ja 2>/dev/null | grep -qi "noto" || need_fonts=1

if [ -z "$BROWSER" ] || [ "$need_fonts" = 1 ] || [ "${want_shell:-0}" = 1 ]; then
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    if [ -n "$BROWSER" ] && [ "$need_fonts" = 0 ]; then
      echo "$BROWSER"
      exit 0
    fi
    say "Chromium or the CJK fonts are missing and cannot be installed without root and apt-get."
    say "Install them with: apt-get install -y chromium-headless-shell fonts-noto-cjk fonts-noto-core"
    exit 1
  fi
  say "installing chromium-headless-shell and the Noto fonts (CJK included) from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  packages=(chromium-headless-shell fonts-noto-cjk fonts-noto-core)
  apt-get install -y -qq --no-install-recommends "${packages[@]}" >/tmp/inkdraft-apt.log 2>&1 ||
    { apt-get update -qq >/tmp/inkdraft-apt.log 2>&1 && apt-get install -y -qq --no-install-recommends "${packages[@]}" >/tmp/inkdraft-apt.log 2>&1; } ||
    say "could not install chromium-headless-shell (see /tmp/inkdraft-apt.log)"
  [ -x /usr/bin/chromium-headless-shell ] && [ -z "${CHROMIUM_PATH:-}" ] && BROWSER=/usr/bin/chromium-headless-shell
fi

[ -n "$BROWSER" ] && [ -x "$BROWSER" ] || { say "no Chromium at ${BROWSER:-/usr/bin/chromium-headless-shell}"; exit 1; }
echo "$BROWSER"
