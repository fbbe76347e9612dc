#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster on 127.0.0.1, then removes the cluster.
#   bash scripts/with-postgres.sh npm run test:api
# Installs Debian's postgresql package when it is missing and we are root.
set -euo pipefail

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
PG_BIN=$(find_bin || true)
if [ -z "$PG_BIN" ]; then
  if [ "$(id -u)" != 0 ]; then echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PG_BIN=$(find_bin)
fi

PG_DIR=$(mktemp -d /tmp/hearth-pg.XXXXXX)
PG_PORT=${PG_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
# initdb refuses to run as root: the cluster belongs to the postgres system user then.
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$PG_DIR"

as_owner "$PG_BIN/initdb" -D "$PG_DIR/data" -U hearth --auth=trust -E UTF8 >/dev/null
as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
  -o "-h 127.0.0.1 -p $PG_PORT -k $PG_DIR -c fsync=off" start >/dev/null
stop() {
  as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null || true
  rm -rf "$PG_DIR"
}
trap stop EXIT

echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT"
export DATABASE_URL="postgres://hearth@127.0.0.1:$PG_PORT/postgres"
"$@"
