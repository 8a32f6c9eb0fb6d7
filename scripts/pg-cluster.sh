#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests and local multi-instance runs, with Debian's binaries.
#   scripts/pg-cluster.sh start <port> <dir>   prints the cluster's DATABASE_URL
#   scripts/pg-cluster.sh stop <port> <dir>    stops it and deletes <dir>
# initdb refuses to run as root, so the cluster belongs to the `postgres` user (created with the
# package). Trust authentication on 127.0.0.1 only: it is never reachable from outside the machine.
set -euo pipefail
action="${1:?start or stop}"
port="${2:?port}"
dir="${3:?data directory}"

if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
as_postgres() { $SUDO runuser -u postgres -- "$@"; }

case "$action" in
  start)
    if [ -z "$bin" ]; then
      echo "PostgreSQL is missing: installing Debian's postgresql package" >&2
      $SUDO apt-get update -qq >&2
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
      bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
    fi
    # The package's own cluster is not needed; ours runs on its own port and directory.
    $SUDO mkdir -p "$dir"
    $SUDO chown postgres "$dir"
    $SUDO chmod 700 "$dir"
    if [ ! -f "$dir/data/PG_VERSION" ]; then
      as_postgres "$bin/initdb" -D "$dir/data" -A trust -U postgres --no-sync >"$dir/initdb.log" 2>&1 ||
        { cat "$dir/initdb.log" >&2; exit 1; }
    fi
    as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=300" \
      start >&2 || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    if [ -n "$bin" ] && [ -f "$dir/data/postmaster.pid" ]; then
      as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true
    fi
    $SUDO rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop <port> <dir>" >&2
    exit 2
    ;;
esac
