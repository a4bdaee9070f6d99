#!/usr/bin/env bash
# ledgerlab: the README's run command. Builds the native CLI and prints the book's worked example
# (the 7B memory ledger). The web build's site server replaces this once it lands (scripts/serve.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -f scripts/serve.sh ]; then
  exec bash scripts/serve.sh "$@"
fi
bash scripts/setup.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j2
build/bin/ledgerlab demo
