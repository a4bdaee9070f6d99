#!/usr/bin/env bash
# Builds tests/fuzz/fuzz_quantity.cpp with clang's libFuzzer (+ ASan/UBSan) and runs it for a
# bounded time. Needs the Debian packages clang and libclang-rt-14-dev (libFuzzer runtime).
# Usage: tests/fuzz/run_fuzz.sh [SECONDS=30] [OUT_DIR=build-fuzz]; exit 0 = no crash found.
set -euo pipefail
cd "$(dirname "$0")/../.."
secs=${1:-30}
out=${2:-build-fuzz}
CXX=${FUZZ_CXX:-clang++}
if ! command -v "$CXX" >/dev/null; then echo "run_fuzz: $CXX not found (apt-get install clang)"; exit 77; fi
mkdir -p "$out/corpus"
"$CXX" -std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -I. \
  tests/fuzz/fuzz_quantity.cpp core/quiz/quantity.cpp core/quiz/quantity_units.cpp core/quiz/quantity_prose.cpp \
  core/quiz/grading.cpp core/quiz/grading_numeric.cpp core/quiz/claims.cpp \
  core/spec/json_io.cpp core/spec/prng.cpp -o "$out/fuzz_quantity"
# seed corpus: the spellings the parser is meant to read
i=0
for s in "48 GB" "4.8e10 bytes" "48,000 MB" "44.7 GiB" "~48 GB" "3e9 * 16 bytes" "7B params" "14 GB/s" \
         "312 TFLOP/s" "20-30%" "4.8×10^10 B" "(1+2)*3 GB" "130–150 GB" "1 500 000" "c, a, b" "16 bytes/param" \
         "that comes to 96 GB in total" "forty-eight gigabytes" "trades compute for memory" "not 36 GB but 48 GB" \
         "serving 13B takes 26 GB, training 208 GB" "it doesn't save compute, memory goes down"; do
  printf '%s' "$s" > "$out/corpus/seed$i"; i=$((i+1))
done
"$out/fuzz_quantity" -max_total_time="$secs" -max_len=512 -timeout=5 -rss_limit_mb=2048 -print_final_stats=1 "$out/corpus"
