#!/usr/bin/env bash
# ledgerlab web tests: builds the native CLI and the web site, then runs
#   tests/web/parity.test.mjs     Node: the shipped WASM API module == native `ledgerlab api --lines`,
#                                 byte for byte (fixed requests, every lesson/seed/check, mutations),
#                                 and survives garbage;
#   tests/web/e2e.test.mjs        Playwright (playwright-core) in Debian's headless chromium: the site;
#   tests/web/plots.test.mjs      the plot exercises moved by a real mouse, their tables, the formulas page;
#   tests/web/hardening.test.mjs  worker + watchdog, failure messages, links, inputs, progress;
#   tests/web/update.test.mjs     a deploy while tabs are open (service worker, no mixed builds);
#   tests/web/embed.test.mjs      CSS scoping, SPA lifecycle, CORS, a MkDocs and a Docusaurus book;
# and prints the size/speed budgets (scripts/web-budgets.sh). Screenshots: build-web/screenshots/.
#   scripts/test-web.sh [--no-setup] [--no-build] [--only parity|e2e|plots|hardening|update|embed]
# Env: LEDGERLAB_NATIVE_BUILD (default build), LEDGERLAB_WEB_BUILD (default build-web).
set -euo pipefail
cd "$(dirname "$0")/.."
SETUP=1 BUILD=1 ONLY=""
while [ $# -gt 0 ]; do
  case "$1" in
    --no-setup) SETUP=0; shift ;;
    --no-build) BUILD=0; shift ;;
    --only) ONLY="${2:?--only needs parity, e2e, plots, hardening, update or embed}"; shift 2 ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "test-web.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
NATIVE="${LEDGERLAB_NATIVE_BUILD:-build}"
WEB="${LEDGERLAB_WEB_BUILD:-build-web}"
# (either may be absolute, e.g. another checkout's site: only a relative one is taken from the repository root)
case "$NATIVE" in /*) ;; *) NATIVE="$PWD/$NATIVE" ;; esac
case "$WEB" in /*) ;; *) WEB="$PWD/$WEB" ;; esac
[ "$SETUP" = 1 ] && bash scripts/setup-web.sh
if [ "$BUILD" = 1 ]; then
  [ -f "$NATIVE/CMakeCache.txt" ] || cmake -S . -B "$NATIVE" >/dev/null
  cmake --build "$NATIVE" -j2 --target ledgerlab_cli
  bash scripts/build-web.sh "$WEB"
fi
export LEDGERLAB_CLI="$NATIVE/bin/ledgerlab" LEDGERLAB_SITE="$WEB/site" LEDGERLAB_SCREENSHOTS="$WEB/screenshots"
files=()
case "$ONLY" in
  "") files=(parity.test.mjs e2e.test.mjs plots.test.mjs hardening.test.mjs update.test.mjs embed.test.mjs) ;;
  parity|e2e|plots|hardening|update|embed) files=("$ONLY.test.mjs") ;;
  *) echo "test-web.sh: --only parity|e2e|plots|hardening|update|embed" >&2; exit 2 ;;
esac
rc=0
(cd tests/web && node --test --test-concurrency=1 "${files[@]}") || rc=$?
bash scripts/web-budgets.sh "$WEB" || true
exit $rc
