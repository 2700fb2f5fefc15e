#!/usr/bin/env bash
# `bohemia serve --new trautenau` (the README's first command): the server
# listens, creates a game against the computer and prints its link; the
# link's game has the player's seat human and the other the computer at
# level normal (issue 17), which thinks on the server's workers and plays up
# to the human's decision; the page and /api/scenarios answer.
set -euo pipefail
bin="$1"
tmp=$(mktemp -d)
"$bin" serve --port 0 --data "$tmp/data" --new trautenau --side austria > "$tmp/out.txt" 2> "$tmp/err.txt" &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$tmp"' EXIT
for _ in $(seq 100); do
  grep -q '/?game=' "$tmp/out.txt" && break
  kill -0 "$pid" 2>/dev/null || { cat "$tmp/err.txt"; exit 1; }
  sleep 0.1
done
link=$(grep -o 'http://127.0.0.1:[0-9]*/?game=[0-9a-zA-Z-]*#seat=[0-9a-f]*' "$tmp/out.txt")
[ -n "$link" ] || { echo "no link printed:"; cat "$tmp/out.txt"; exit 1; }
grep -q 'you play austria' "$tmp/out.txt"
base=${link%%/\?*}
id=$(sed 's/.*game=\([^#]*\)#.*/\1/' <<< "$link")
node -e '
const [base, id] = process.argv.slice(1);
(async () => {
  const page = await fetch(`${base}/`);
  if (page.status !== 200 || !(page.headers.get("content-type") || "").startsWith("text/html")) throw new Error("page " + page.status);
  const list = await (await fetch(`${base}/api/scenarios`)).json();
  if (!list.some((s) => s.id === "trautenau")) throw new Error("no trautenau in /api/scenarios");
  let v = await (await fetch(`${base}/api/games/${id}`)).json();
  if (v.scenario !== "trautenau" || v.seats.austria !== "human" || v.seats.prussia !== "normal")
    throw new Error("game: " + JSON.stringify({ scenario: v.scenario, seats: v.seats }));
  // The computer decides on a worker, after the link is printed.
  for (let i = 0; i < 300 && !(v.actor.kind === "decision" && v.actor.side === "austria"); i++) {
    await new Promise((r) => setTimeout(r, 100));
    v = await (await fetch(`${base}/api/games/${id}`)).json();
  }
  if (v.actor.kind !== "decision" || v.actor.side !== "austria") throw new Error("the computer did not play up to the human: " + JSON.stringify(v.actor));
})().catch((e) => { console.error(e.message); process.exit(1); });
' "$base" "$id"
echo ok
