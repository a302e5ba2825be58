#!/usr/bin/env bash
# Debian's Chromium and CJK fonts for the browser tests; Playwright's own browser download
# cannot reach its servers from here. Prints the browser's path.
set -euo pipefail
say() { echo "[chromium] $*" >&2; }

BROWSER="${CHROMIUM_PATH:-}"
if [ -z "$BROWSER" ]; then
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
    [ -x "$candidate" ] && BROWSER="$candidate" && break
  done
fi

need_fonts=0
command -v fc-list >/dev/null 2>&1 && fc-list :lang=ja 2>/dev/null | grep -qi "noto" || need_fonts=1

if [ -z "$BROWSER" ] || [ "$need_fonts" = 1 ]; then
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    say "Chromium or the CJK fonts are missing and cannot be installed without root and apt-get."
    say "Install them with: apt-get install -y chromium fonts-noto-cjk"
    exit 1
  fi
  say "installing chromium and fonts-noto-cjk from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk fonts-noto-core >/tmp/inkdraft-apt.log 2>&1 ||
    { apt-get update -qq >/tmp/inkdraft-apt.log 2>&1 && apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk fonts-noto-core >/tmp/inkdraft-apt.log 2>&1; }
  BROWSER="${BROWSER:-/usr/bin/chromium}"
fi

[ -x "$BROWSER" ] || { say "no Chromium at $BROWSER"; exit 1; }
echo "$BROWSER"
