#!/usr/bin/env bash
# `npm test`: everything, in the order that fails fastest: lint, architecture, types, unit tests,
# build, integration tests on SQLite and PostgreSQL, browser tests. Runs on the Node the project pins
# (npm puts node_modules/.bin first in PATH). Installs what the tests need when it is missing:
# PostgreSQL (scripts/ensure-postgres.sh), Chromium and CJK fonts (scripts/ensure-chromium.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step prints how long the one before it took, so a slow CI run says where its time went.
started=$(date +%s)
step_started=$started
step_name=''
step() {
  local now
  now=$(date +%s)
  [ -n "$step_name" ] && printf '\033[2m  (%s: %d s)\033[0m\n' "$step_name" $((now - step_started))
  step_name="$*"
  step_started=$now
  printf '\n\033[1m▶ %s\033[0m\n' "$*"
}

step "Node $(node --version)"

step "Message catalogues"
npm run --silent i18n

step "Lint, architecture, types and formatting"
npx biome lint
node scripts/check-architecture.ts
npx tsc --noEmit
npx prettier --check . --log-level warn

step "Unit tests"
npx vitest run --project unit

step "Production build"
node scripts/build-gallery.ts
npx vite build --logLevel warn
node scripts/build-engine.ts
node scripts/build-worker.ts

step "Integration tests (SQLite and PostgreSQL)"
# The suite's global set-up finds, starts or installs PostgreSQL; here its absence fails the run
# (ADR 7): both engines are part of what CI proves.
# Three files at a time (ADR 54), except the hostile client's, which holds the server to a 100 ms
# answer while it attacks it: that one runs alone afterwards, with both cores to itself.
INKDRAFT_REQUIRE_POSTGRES=1 npx vitest run --project integration --exclude tests/integration/hostile.test.ts
INKDRAFT_REQUIRE_POSTGRES=1 npx vitest run --project integration tests/integration/hostile.test.ts

step "End-to-end tests (Chromium)"
CHROMIUM_PATH=$(bash scripts/ensure-chromium.sh)
export CHROMIUM_PATH CI="${CI:-1}"
npx playwright test

step "All tests passed in $(( $(date +%s) - started )) s"
