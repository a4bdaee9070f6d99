#!/usr/bin/env bash
# ledgerlab: run every test on a fresh Debian 12 machine (the README's test command; .ci/run calls it).
# Installs what is missing (scripts/setup.sh), builds natively, runs ctest (labels core|ui), then the
# web suites when present (scripts/test-web.sh: Node parity + Chromium end to end).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j2
ctest --test-dir build --output-on-failure -j2 -L "core|ui"
if [ -f scripts/test-web.sh ]; then
  bash scripts/test-web.sh
fi
