#!/usr/bin/env bash
# A throwaway PostgreSQL cluster in a folder of its own, on a free port of 127.0.0.1, for the
# test suite, the benchmarks and developers. It never touches the machine's own clusters.
#
#   url=$(scripts/pg-throwaway.sh start /tmp/pg)   # prints postgres://postgres@127.0.0.1:PORT/postgres
#   TEST_DATABASES=sqlite,postgres TEST_POSTGRES_URL=$url npx vitest run
#   scripts/pg-throwaway.sh stop /tmp/pg           # stops it and removes the folder
#
# Needs Debian's `postgresql` package (initdb, pg_ctl); PG_BIN overrides where they are found.
# PostgreSQL refuses to run as root: as root, the folder is given to the `postgres` user and
# every command runs as that user. Durability is switched off (fsync, full-page writes): the
# data lives only as long as the folder.
set -euo pipefail

usage() {
  echo "usage: $0 start|stop <folder>" >&2
  exit 2
}
[ $# -eq 2 ] || usage
action=$1
dir=$2

bin_dir() {
  if [ -n "${PG_BIN:-}" ]; then
    echo "$PG_BIN"
    return
  fi
  local newest
  newest=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$newest" ]; then
    echo "PostgreSQL is not installed (apt-get install postgresql), or set PG_BIN" >&2
    exit 1
  fi
  echo "$newest"
}

# Runs a PostgreSQL command as the folder's owner: `postgres` when we are root.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => {
    console.log(s.address().port); s.close(); })"
}

case "$action" in
  start)
    bin=$(bin_dir)
    mkdir -p "$dir"
    dir=$(cd "$dir" && pwd)
    if [ -e "$dir/data" ]; then
      echo "$dir/data exists already: stop that cluster first ($0 stop $dir)" >&2
      exit 1
    fi
    [ "$(id -u)" -eq 0 ] && chown postgres: "$dir"
    # Trust on 127.0.0.1 only: a throwaway cluster for this machine's own tests. UTF-8 with the C
    # locale; the schema asks for byte order where it sorts text, whatever the locale.
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 \
      --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || {
      cat "$dir/initdb.log" >&2
      exit 1
    }
    port=$(free_port)
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start -o \
      "-p $port -c listen_addresses=127.0.0.1 -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      >/dev/null || {
      cat "$dir/server.log" >&2
      exit 1
    }
    url="postgres://postgres@127.0.0.1:$port/postgres"
    echo "$url" >"$dir/url"
    echo "$url"
    ;;
  stop)
    if [ -d "$dir/data" ]; then
      as_owner "$(bin_dir)/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    fi
    rm -rf "$dir"
    ;;
  *) usage ;;
esac
