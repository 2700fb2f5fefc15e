#!/usr/bin/env bash
# Action latency of `bohemia serve` with N concurrent games on loopback
# (issue 8; figures in docs/performance.md). Starts its own server on a free
# port with a temporary --data directory, runs the load client, stops both.
#   bench/load/run_load.sh [build-dir] [load-client options: --games 100 --seconds 20 --think-ms 0]
set -euo pipefail
build=${1:-build}
shift || true
data=$(mktemp -d)
log=$(mktemp)
"$build/bohemia" serve --port 0 --data "$data" ${SERVE_OPTS:-} >"$log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$data" "$log"' EXIT
for _ in $(seq 100); do grep -q serving "$log" && break; sleep 0.1; done
port=$(sed -n 's|.*serving http://[0-9.]*:\([0-9]*\)/.*|\1|p' "$log")
"$build/bohemia_load" --port "$port" "$@"
