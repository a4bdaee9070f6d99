#!/usr/bin/env bash
# ledgerlab: build everything for the web and serve the static site (build-web/site/) on loopback.
#   scripts/serve.sh [--port N] [--host ADDR] [--no-build]
# Runs scripts/setup-web.sh (Debian packages, ImGui sources; idempotent), builds the native CLI
# (build/) and the web site (build-web/), prints the URL and serves until Ctrl-C. The site is
# plain static files: any static host can serve build-web/site/ instead.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=8000 HOST=127.0.0.1 BUILD=1
while [ $# -gt 0 ]; do
  case "$1" in
    --port) PORT="${2:?--port needs a number}"; shift 2 ;;
    --port=*) PORT="${1#--port=}"; shift ;;
    --host) HOST="${2:?--host needs an address}"; shift 2 ;;
    --no-build) BUILD=0; shift ;;
    -h|--help) sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "serve.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
  esac
done
[[ "$PORT" =~ ^[0-9]+$ ]] && [ "$PORT" -ge 1 ] && [ "$PORT" -le 65535 ] || { echo "serve.sh: --port must be 1..65535, got $PORT" >&2; exit 2; }
if [ "$BUILD" = 1 ]; then
  bash scripts/setup-web.sh
  cmake -S . -B build >/dev/null && cmake --build build -j2
  bash scripts/build-web.sh
fi
[ -f build-web/site/index.html ] || { echo "serve.sh: build-web/site/ is missing; run without --no-build" >&2; exit 1; }
PY=/usr/bin/python3; [ -x "$PY" ] || PY=python3
echo "ledgerlab: serving build-web/site/ on http://$HOST:$PORT/  (Ctrl-C to stop)"
exec "$PY" - "$HOST" "$PORT" build-web/site <<'PYEOF'
import functools, http.server, sys
host, port, root = sys.argv[1], int(sys.argv[2]), sys.argv[3]
class Handler(http.server.SimpleHTTPRequestHandler):
    # WebAssembly.instantiateStreaming needs exactly application/wasm; modules need a JS type.
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      '.wasm': 'application/wasm', '.mjs': 'text/javascript', '.js': 'text/javascript',
                      '.json': 'application/json', '.css': 'text/css', '.html': 'text/html; charset=utf-8'}
    def end_headers(self):
        self.send_header('Cache-Control', 'no-cache')
        super().end_headers()
    def log_message(self, fmt, *args):
        pass
http.server.ThreadingHTTPServer.allow_reuse_address = True
httpd = http.server.ThreadingHTTPServer((host, port), functools.partial(Handler, directory=root))
try:
    httpd.serve_forever()
except KeyboardInterrupt:
    pass
PYEOF
