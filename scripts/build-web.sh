#!/usr/bin/env bash
# ledgerlab: configure and build the web site into build-web/site/ (Emscripten, Release -Os).
#   scripts/build-web.sh [BUILD_DIR] [extra cmake -D options]   (default build-web; Debug: -DCMAKE_BUILD_TYPE=Debug)
# Uses the pinned recipe of shared design/toolchain.md: NODE_PATH for emcc's acorn, node without
# experimental fetch as the cross-compiling emulator, nlohmann headers exposed without /usr/include.
set -euo pipefail
cd "$(dirname "$0")/.."
DIR="${1:-build-web}"; shift || true
export NODE_PATH=/usr/share/nodejs
if [ ! -f "$DIR/CMakeCache.txt" ]; then
  emcmake cmake -S . -B "$DIR" -DLEDGERLAB_BUILD_TESTS=OFF -DLEDGERLAB_BUILD_BENCH=OFF \
    -Dnlohmann_json_DIR="$PWD/web/cmake/nlohmann_json" \
    "-DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node;--no-experimental-fetch" "$@"
elif [ $# -gt 0 ]; then
  cmake -S . -B "$DIR" "$@"
fi
cmake --build "$DIR" -j2
