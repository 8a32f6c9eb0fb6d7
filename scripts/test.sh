#!/usr/bin/env bash
# `npm test`: every test the project has, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

step "lint (eslint, prettier)"
node_modules/.bin/eslint . --max-warnings=0
node_modules/.bin/prettier --check . --log-level warn

step "typecheck"
node_modules/.bin/tsc --noEmit

step "unit tests and sandbox conformance (vitest)"
node_modules/.bin/vitest run

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
