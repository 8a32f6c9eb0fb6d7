#!/usr/bin/env bash
# `npm run start:shared`: two console instances on one local PostgreSQL, with the embedded sandbox,
# as a team would run several behind a load balancer (README, "Running several instances").
#   console A: http://localhost:${PORT:-3000}   console B: http://localhost:$((PORT + 1))
# The cluster lives in /tmp and is stopped (not deleted) with Ctrl+C; the secrets every instance
# must share are generated once into .data-shared/secrets.env (0600).
set -euo pipefail
cd "$(dirname "$0")/.."
port="${PORT:-3000}"
sandbox_port="${SANDBOX_PORT:-4010}"
pg_port="${SHARED_PG_PORT:-55434}"
pg_dir="${SHARED_PG_DIR:-/tmp/compliance-console-shared-pg}"
pids=()

stop() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  if [ -f "$pg_dir/data/postmaster.pid" ]; then
    runuser -u postgres -- "$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)/pg_ctl" \
      -D "$pg_dir/data" -m fast -w stop >/dev/null || true
  fi
}
trap stop EXIT INT TERM

mkdir -p .data-shared
chmod 700 .data-shared
if [ ! -f .data-shared/secrets.env ]; then
  umask 077
  {
    echo "AUTH_SECRET=$(node -e 'console.log(require("crypto").randomBytes(32).toString("base64url"))')"
    echo "CONSOLE_ENCRYPTION_KEY=$(node -e 'console.log(require("crypto").randomBytes(32).toString("base64"))')"
  } >.data-shared/secrets.env
fi
set -a
# shellcheck disable=SC1091
. .data-shared/secrets.env
set +a

# The cluster: reused across starts (its data is the shared store), created on the first.
if [ ! -f "$pg_dir/data/postmaster.pid" ]; then
  DATABASE_URL="$(scripts/pg-cluster.sh start "$pg_port" "$pg_dir")"
else
  DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
fi
export DATABASE_URL SANDBOX_PORT="$sandbox_port"

if [ ! -f .next/BUILD_ID ] || [ -n "$(find app components lib proxy.ts -newer .next/BUILD_ID -print -quit)" ]; then
  NODE_ENV=production node_modules/.bin/next build
fi
# The consoles get the same bounded heap as under `npm start` (scripts/heap-limit.mjs).
console_node_options="$(node --input-type=module -e 'import { consoleNodeOptions } from "./scripts/heap-limit.mjs"; console.log(consoleNodeOptions())')"
node_modules/.bin/tsx sandbox/main.ts &
pids+=($!)
for p in "$port" "$((port + 1))"; do
  PORT="$p" PUBLIC_URL="http://localhost:$p" NEXTAUTH_URL="http://localhost:$p" NODE_ENV=production \
    NODE_OPTIONS="$console_node_options" node_modules/.bin/next start --port "$p" &
  pids+=($!)
done
echo "[start:shared] console A http://localhost:$port, console B http://localhost:$((port + 1)), store $DATABASE_URL"
wait -n "${pids[@]}"
