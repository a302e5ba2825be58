#!/usr/bin/env bash
# Makes a PostgreSQL server answer on 127.0.0.1:5432 for the integration tests: uses a running
# one, starts an installed cluster, or installs Debian's package (as root). Prints the admin URL
# on stdout; prints nothing and explains on stderr when none can be had.
set -uo pipefail

URL="${TEST_DATABASE_ADMIN_URL:-postgres://postgres:postgres@127.0.0.1:5432/postgres}"
say() { echo "[postgres] $*" >&2; }

ready() {
  if command -v pg_isready >/dev/null 2>&1; then pg_isready -q -h 127.0.0.1 -p 5432 -t 2; return; fi
  (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null
}

can_connect() { command -v psql >/dev/null 2>&1 && psql "$URL" -Atqc 'select 1' >/dev/null 2>&1; }

start_cluster() {
  command -v pg_ctlcluster >/dev/null 2>&1 || return 1
  local version
  version=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1)
  [ -n "$version" ] || return 1
  say "starting cluster $version/main"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start >&2 2>&1 || true
  for _ in $(seq 1 30); do ready && return 0; sleep 1; done
  return 1
}

install_server() {
  [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 || return 1
  say "installing PostgreSQL from Debian's packages"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >&2 2>&1 ||
    { apt-get update -q >&2 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >&2 2>&1; } || return 1
  start_cluster || return 1
  # A fresh Debian cluster wants a password over TCP; give the test role the one in $URL.
  su postgres -c "psql -qc \"alter user postgres password 'postgres'\"" >&2 2>&1 || true
}

if ! ready; then
  start_cluster || install_server || true
fi

if ready && can_connect; then
  echo "$URL"
elif ready && ! command -v psql >/dev/null 2>&1; then
  echo "$URL" # no client to check with; the tests will tell
else
  say "PostgreSQL is not available on 127.0.0.1:5432 (not running, cannot be started or installed here)."
  exit 1
fi
