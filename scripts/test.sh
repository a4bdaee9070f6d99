#!/usr/bin/env bash
# ledgerlab: run every test on a fresh Debian 12 machine (the README's test command; .ci/run calls it).
#  1. installs what is missing (scripts/setup-web.sh, which runs scripts/setup.sh) and fetches the
#     pinned ImGui sources the desktop app and the web build share;
#  2. builds natively (CLI, desktop app, calibrate with the CUDA backend compiled and linked when the
#     toolkit is present) and runs ctest: labels core (unit + CLI end to end) and ui (app under Xvfb);
#  3. fuzzes handle(), the lesson loader, the profile and progress importers and the answer parser
#     for a bounded time each (libFuzzer + ASan/UBSan, tests/fuzz/run_fuzz.sh);
#  4. builds the web site and runs the Node parity and Chromium end-to-end suites.
set -euo pipefail
cd "$(dirname "$0")/.."
t0=$SECONDS
times_line=""
phase() {  # phase NAME CMD...: runs CMD, then prints how long it took (the CI log's time budget)
  local name=$1 t=$SECONDS rc=0; shift
  "$@" || rc=$?
  echo "== test.sh: $name took $((SECONDS - t)) s ($((SECONDS - t0)) s so far)"
  times_line="$times_line $name $((SECONDS - t)) s$([ $rc = 0 ] || echo " (exit $rc)");"
  [ $rc = 0 ] || exit $rc
}
# The phases' times once more as the log's last line (CI shows a log's tail): the 30-minute budget.
trap 'echo "== test.sh: phases:$times_line total $((SECONDS - t0)) s"' EXIT
phase setup bash scripts/setup-web.sh
phase "native configure" cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
phase "native build" cmake --build build -j2
phase ctest ctest --test-dir build --output-on-failure -j2 -L "core|ui"
phase fuzz bash tests/fuzz/run_fuzz.sh "${LEDGERLAB_FUZZ_SECONDS:-20}" build-fuzz
phase web bash scripts/test-web.sh --no-setup
