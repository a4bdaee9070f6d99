#!/usr/bin/env bash
# ledgerlab: build everything for the web and serve the static site (build-web/site/) on loopback.
#   scripts/serve.sh [--port N] [--host ADDR] [--no-build] [--cors] [--dir DIR]
# Runs scripts/setup-web.sh (Debian packages, ImGui sources; idempotent), builds the native CLI
# (build/) and the web site (build-web/), binds the port, then prints the URL and serves until
# Ctrl-C (a taken port: one line naming it and suggesting --port). --cors adds
# Access-Control-Allow-Origin: * (and Cross-Origin-Resource-Policy: cross-origin), what a book on
# another origin needs to load the module, the worker and the .wasm files from here. --dir serves
# another folder. The site is plain static files: any static host can serve build-web/site/.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=8000 HOST=127.0.0.1 BUILD=1 CORS=0 DIR=build-web/site
while [ $# -gt 0 ]; do
  case "$1" in
    --port) PORT="${2:?--port needs a number}"; shift 2 ;;
    --port=*) PORT="${1#--port=}"; shift ;;
    --host) HOST="${2:?--host needs an address}"; shift 2 ;;
    --no-build) BUILD=0; shift ;;
    --cors) CORS=1; shift ;;
    --dir) DIR="${2:?--dir needs a folder}"; BUILD=0; shift 2 ;;
    -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "serve.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
  esac
done
[[ "$PORT" =~ ^[0-9]+$ ]] && [ "$PORT" -ge 1 ] && [ "$PORT" -le 65535 ] || { echo "serve.sh: --port must be 1..65535, got $PORT" >&2; exit 2; }
if [ "$BUILD" = 1 ]; then
  bash scripts/setup-web.sh
  cmake -S . -B build >/dev/null && cmake --build build -j2
  bash scripts/build-web.sh
fi
[ -f "$DIR/index.html" ] || [ -f "$DIR/ledgerlab.js" ] || { echo "serve.sh: $DIR has no site; run without --no-build" >&2; exit 1; }
PY=/usr/bin/python3; [ -x "$PY" ] || PY=python3
exec "$PY" - "$HOST" "$PORT" "$DIR" "$CORS" <<'PYEOF'
import errno, functools, http.server, sys
host, port, root, cors = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4] == '1'
class Handler(http.server.SimpleHTTPRequestHandler):
    # WebAssembly.instantiateStreaming needs exactly application/wasm; modules need a JS type.
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      '.wasm': 'application/wasm', '.mjs': 'text/javascript', '.js': 'text/javascript',
                      '.json': 'application/json', '.css': 'text/css', '.html': 'text/html; charset=utf-8'}
    def end_headers(self):
        self.send_header('Cache-Control', 'no-cache')
        if cors:
            self.send_header('Access-Control-Allow-Origin', '*')
            self.send_header('Cross-Origin-Resource-Policy', 'cross-origin')
        super().end_headers()
    def log_message(self, fmt, *args):
        pass
# SO_REUSEADDR lets a restart reuse a port in TIME_WAIT; on Linux a port another server listens on
# still fails with EADDRINUSE (below).
http.server.ThreadingHTTPServer.allow_reuse_address = True
try:
    httpd = http.server.ThreadingHTTPServer((host, port), functools.partial(Handler, directory=root))
except OSError as e:
    if e.errno == errno.EADDRINUSE:
        print(f"serve.sh: {host}:{port} is in use; pick another port with --port {port + 1 if port < 65535 else 8000}", file=sys.stderr)
    else:
        print(f"serve.sh: cannot listen on {host}:{port}: {e.strerror}", file=sys.stderr)
    sys.exit(1)
print(f"ledgerlab: serving {root}/ on http://{host}:{port}/  (Ctrl-C to stop)" + ("  [CORS: any origin]" if cors else ""), flush=True)
try:
    httpd.serve_forever()
except KeyboardInterrupt:
    pass
PYEOF
