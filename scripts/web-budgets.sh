#!/usr/bin/env bash
# ledgerlab web budgets (reports, not timed tests): gzip -9 sizes of the two WASM artifacts against
# their budgets, and the timings the last e2e run measured in headless chromium (build-web/e2e-metrics.json:
# the chapter page's own ll:* performance marks, with the machine's load average beside them).
#   scripts/web-budgets.sh [BUILD_DIR] [--strict]   (--strict: exit 1 when a size budget is exceeded)
set -euo pipefail
cd "$(dirname "$0")/.."
DIR=build-web STRICT=0
for a in "$@"; do case "$a" in --strict) STRICT=1 ;; *) DIR="$a" ;; esac; done
S="$DIR/site"
[ -f "$S/ledgerlab.wasm" ] || { echo "web-budgets: $S/ledgerlab.wasm missing: build the web site first" >&2; exit 1; }
gz() { gzip -9c "$1" | wc -c; }
over=0
report() {  # name budget_bytes files...
  local name=$1 budget=$2; shift 2
  local raw=0 g=0
  for f in "$@"; do raw=$((raw + $(stat -c %s "$f"))); g=$((g + $(gz "$f"))); done
  local verdict=ok; [ "$g" -le "$budget" ] || { verdict=OVER; over=1; }
  printf '%-28s %9d B raw  %8d B gzip  budget %7d B gzip  %s\n' "$name" "$raw" "$g" "$budget" "$verdict"
}
echo "== ledgerlab web budgets ($S)"
report "API module (wasm + mjs)" 153600 "$S/ledgerlab.wasm" "$S/ledgerlab.mjs"
report "exercise UI (wasm + mjs)" 460800 "$S/ledgerlab_ui.wasm" "$S/ledgerlab_ui.mjs"
report "site scripts + pages" 1000000 "$S"/*.js "$S"/*.html "$S"/*.css
M="$DIR/e2e-metrics.json"
if [ -f "$M" ]; then
  node -e '
    const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const f = (x) => (typeof x === "number" ? x.toFixed(1) : "n/a");
    console.log(`chapter page, cold cache, loopback (machine load average ${f(m.load_average)}): question inputs ready ${f(m.chapter_inputs_ready_ms)} ms (budget 1000 ms), first canvas ledger ${f(m.chapter_canvas_ready_ms)} ms (budget 1500 ms); seen by the test at ${f(m.chapter_inputs_seen_ms)} / ${f(m.chapter_canvas_seen_ms)} ms`);
    const t = m.chapter_timeline || {};
    const order = Object.entries(t).sort((a, b) => a[1] - b[1]);
    if (order.length) console.log(`  load timeline (ms since navigation, ll:* marks of the page): ${order.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(", ")}`);
    // The first exercise by part (durations between marks: less sensitive to load than the sums).
    const span = (a, b) => (typeof t[a] === "number" && typeof t[b] === "number" ? `${(t[b] - t[a]).toFixed(0)} ms` : "n/a");
    if (order.length) console.log(`  first exercise by part: canvas module fetch + compile ${span("ui-fetch", "ui-compiled")}, its start (instantiate, GLFW, shaders, font atlas) ${span("ui-instantiate", "ui-started")} after it was asked for at ui-start and compiled, WebGL2 context made ahead ${span("ui-context", "ui-context-made")}, first job in the worker ${span("ui-job-ahead", "ui-job-answered")}, first frame ${typeof t["ui-first-ledger"] === "number" ? `${(t["ui-first-ledger"] - Math.max(t["ui-started"] ?? 0, t["ui-job-answered"] ?? 0)).toFixed(0)} ms` : "n/a"} after both`);
    // The first requests to the core as they went (queued, sent, run in the worker, answered on the page).
    const jobs = Array.isArray(m.chapter_jobs) ? m.chapter_jobs : [];
    const r0 = (x) => (typeof x === "number" ? x.toFixed(0) : "-");
    if (jobs.length) console.log(`  first requests to the core (queued/sent/ran/ended/answered, ms since navigation): ${jobs.slice(0, 8).map((j) => `${j.op}${j.urgent ? "!" : ""} ${r0(j.queued)}/${r0(j.sent)}/${r0(j.run)}/${r0(j.done)}/${r0(j.answered)}`).join("; ")}`);
    const d = m.drag || {};
    console.log(`slider drag (${d.drag_frames ?? "n/a"} frames held, machine load average ${f(d.load_average)}): ImGui + core per frame max ${f(d.ui_core_max_ms)} ms; whole frame incl. WebGL submission max ${f(d.cpu_frame_max_ms)} ms, mean ${f(d.cpu_frame_mean_ms)} ms (budget 16 ms); requestAnimationFrame interval median ${f(d.raf_median_ms)} ms, p95 ${f(d.raf_p95_ms)} ms (software GL)`);
  ' "$M"
else
  echo "timings: run scripts/test-web.sh (e2e) to measure them"
fi
[ "$STRICT" = 0 ] || [ "$over" = 0 ]
