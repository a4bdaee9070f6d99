#!/usr/bin/env bash
# scripts/gpu-check.sh's own logic without a GPU (--self-test): it must pass on a good stand-in run
# and fail, on the named check, on each broken one (no-GPU path writing a profile, watchdog exit
# code, Ctrl-C writing a profile, and one broken measurement per check). Usage: test_gpu_check.sh BIN
set -u
bin=$1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
OUT=$out bash "$(dirname "$0")/../../scripts/gpu-check.sh" --self-test --bin "$bin"
