#!/usr/bin/env bash
# Writes the nginx site configuration for the college website to standard output, from
# deploy/nginx/college.conf.template and these settings (defaults in brackets):
#
#   UPSTREAMS    the copies: ports on this machine and/or host:port  [3000]
#                e.g. UPSTREAMS="3001 3002" or UPSTREAMS="10.0.0.11:3000 10.0.0.12:3000"
#   API_UPSTREAMS  the copies that answer /api, when the roles are split (SERVE=api)
#                [the UPSTREAMS]
#   APP_DIR      the checkout holding build/ (and this folder)       [/srv/college/app]
#   UPLOADS_DIR  the server's UPLOADS_DIR                            [/srv/college/data/uploads]
#                served from UPLOADS_DIR/current/ (the live version) when that exists or when
#                the folder is not there yet; from UPLOADS_DIR itself for a flat folder
#   CACHE_DIR    nginx's page cache                                  [/var/cache/nginx/college]
#   LISTEN       what nginx listens on                               [80]
#   SERVER_NAME  the site's host name(s)                             [_]
#   BROTLI       serve .br files beside the assets: on, off, auto (on when Debian's
#                libnginx-mod-http-brotli-static is installed)       [auto]
#   CACHE        on, or off to pass every request to the copies      [on]
#
# Example:
#   sudo env UPSTREAMS="3001 3002" SERVER_NAME=college.example.edu.in \
#     deploy/nginx/render.sh > /etc/nginx/sites-available/college
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

UPSTREAMS="${UPSTREAMS:-3000}"
APP_DIR="${APP_DIR:-/srv/college/app}"
UPLOADS_DIR="${UPLOADS_DIR:-/srv/college/data/uploads}"
CACHE_DIR="${CACHE_DIR:-/var/cache/nginx/college}"
LISTEN="${LISTEN:-80}"
SERVER_NAME="${SERVER_NAME:-_}"
BROTLI="${BROTLI:-auto}"
CACHE="${CACHE:-on}"
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

if [ -e "$UPLOADS_DIR/current" ] || [ ! -e "$UPLOADS_DIR" ]; then
  UPLOADS_ROOT="$UPLOADS_DIR/current"
else
  UPLOADS_ROOT="$UPLOADS_DIR"
fi

API_UPSTREAMS="${API_UPSTREAMS:-$UPSTREAMS}"

# The server lines of an upstream block: a bare port is a copy on this machine.
servers() {
  local upstream address lines=""
  for upstream in $1; do
    case "$upstream" in
      *:*) address="$upstream" ;;
      *) address="127.0.0.1:$upstream" ;;
    esac
    # One failure takes a copy out for 5 s; nginx then tries it again with real traffic.
    lines+="    server $address max_fails=1 fail_timeout=5s;"$'\n'
  done
  printf '%s' "${lines%$'\n'}"
}
UPSTREAM_SERVERS="$(servers "$UPSTREAMS")"
API_UPSTREAM_SERVERS="$(servers "$API_UPSTREAMS")"

if [ "$BROTLI" = auto ]; then
  if [ -e "$BROTLI_MODULE" ]; then BROTLI=on; else BROTLI=off; fi
fi
case "$BROTLI" in
  on) BROTLI_STATIC="        brotli_static on;" ;;
  off) BROTLI_STATIC="        # brotli_static on;  (apt-get install libnginx-mod-http-brotli-static)" ;;
  *) echo "BROTLI must be on, off or auto" >&2; exit 2 ;;
esac
case "$CACHE" in
  on) PROXY_CACHE=college ;;
  off) PROXY_CACHE=off ;;
  *) echo "CACHE must be on or off" >&2; exit 2 ;;
esac

config="$(cat "$here/college.conf.template")"
for name in UPSTREAM_SERVERS API_UPSTREAM_SERVERS APP_DIR UPLOADS_ROOT CACHE_DIR LISTEN SERVER_NAME BROTLI_STATIC PROXY_CACHE; do
  config="${config//"\${$name}"/${!name}}"
done
if grep -q '\${[A-Z_]*}' <<<"$config"; then
  echo "render.sh: a placeholder was left unfilled: $(grep -o '\${[A-Z_]*}' <<<"$config" | head -1)" >&2
  exit 1
fi
printf '%s\n' "$config"
