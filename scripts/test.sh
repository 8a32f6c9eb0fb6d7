#!/usr/bin/env bash
# `npm test`: every test the project has, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

# The throwaway PostgreSQL cluster (store tests on PostgreSQL, the multi-instance suite): its own
# port and directory, stopped and deleted on every exit, failures included.
pg_port="${TEST_PG_PORT:-55432}"
pg_dir="${TEST_PG_DIR:-/tmp/compliance-console-pg-$pg_port}"
cleanup() { scripts/pg-cluster.sh stop "$pg_port" "$pg_dir" >/dev/null 2>&1 || true; }
trap cleanup EXIT INT TERM

step "lint (eslint, prettier, import cycles)"
node_modules/.bin/eslint . --max-warnings=0
node_modules/.bin/prettier --check . --log-level warn
node scripts/import-cycles.mjs

step "typecheck"
node_modules/.bin/tsc --noEmit

step "unit tests and sandbox conformance (vitest, SQLite store)"
node_modules/.bin/vitest run

step "store tests on PostgreSQL (throwaway cluster on port $pg_port)"
cleanup
database_url="$(scripts/pg-cluster.sh start "$pg_port" "$pg_dir")"
# Every test that opens a store through createTestDb runs again, on PostgreSQL.
TEST_DATABASE_URL="$database_url" node_modules/.bin/vitest run lib

step "end to end (Playwright, production build, Debian Chromium)"
if [ ! -x /usr/bin/chromium ]; then
  echo "Chromium is missing: installing Debian's chromium package"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
# With the e2e key in the environment, so the key-leak scan of the build can fail (e2e/key-leak.spec.ts).
node_modules/.bin/tsx scripts/build-e2e.ts
base="${E2E_PORT_BASE:-3100}"
if [ "$base" = "3100" ]; then rm -rf .data-e2e; else rm -rf ".data-e2e-$base"; fi
node_modules/.bin/playwright test

step "end to end: two console instances on one PostgreSQL"
rm -rf ".data-e2e-multi-$base"
E2E_DATABASE_URL="$database_url" node_modules/.bin/playwright test -c e2e-multi/playwright.config.ts
