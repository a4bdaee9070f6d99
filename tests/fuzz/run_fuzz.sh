#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz/fuzz_*.cpp: handle, lesson, profile, progress, quantity)
# with clang + ASan/UBSan into OUT/build and runs them. Needs the Debian packages clang and
# libclang-rt-14-dev (libFuzzer runtime). Exit 0 = no finding; a finding leaves its input in
# OUT/artifacts/ and exits 1.
#   tests/fuzz/run_fuzz.sh [SECONDS=30] [OUT=build-fuzz]          every target for SECONDS each, two at a time (CI; FUZZ_JOBS=N)
#   tests/fuzz/run_fuzz.sh --target NAME [--seconds N] [--out DIR] one target (NAME: handle, lesson, ...)
#   tests/fuzz/run_fuzz.sh --long CPU_SECONDS --target NAME        long run: the corpus is first merged
#       down to the inputs that add coverage (libFuzzer -merge=1), then 30-minute rounds (FUZZ_ROUND=S)
#       until the target has used CPU_SECONDS of CPU time (user + sys, measured, not wall time); the
#       corpus carries over; each round appends a line to OUT/long-NAME.log (run it under nice -n 19).
set -euo pipefail
cd "$(dirname "$0")/../.."
secs=30 out=build-fuzz target="" long=0
pos=()
while [ $# -gt 0 ]; do
  case "$1" in
    --target) target="${2:?--target needs a name}"; shift 2 ;;
    --seconds) secs="${2:?--seconds needs a number}"; shift 2 ;;
    --out) out="${2:?--out needs a folder}"; shift 2 ;;
    --long) long="${2:?--long needs CPU seconds}"; shift 2 ;;
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "run_fuzz: unknown option $1 (try --help)" >&2; exit 2 ;;
    *) pos+=("$1"); shift ;;
  esac
done
[ ${#pos[@]} -ge 1 ] && secs=${pos[0]}
[ ${#pos[@]} -ge 2 ] && out=${pos[1]}
[[ "$secs" =~ ^[0-9]+$ && "$long" =~ ^[0-9]+$ ]] || { echo "run_fuzz: seconds must be whole numbers" >&2; exit 2; }
[[ "${FUZZ_ROUND:-1800}" =~ ^[1-9][0-9]*$ ]] || { echo "run_fuzz: FUZZ_ROUND must be whole seconds above 0, got ${FUZZ_ROUND}" >&2; exit 2; }
CXX=${FUZZ_CXX:-clang++}
if ! command -v "$CXX" >/dev/null; then echo "run_fuzz: $CXX not found (apt-get install clang libclang-rt-14-dev)"; exit 77; fi

# --- build (one instrumented core, one executable per target) ------------------------------------
cmake -S . -B "$out/build" -DCMAKE_CXX_COMPILER="$CXX" -DLEDGERLAB_FUZZ=ON -DLEDGERLAB_BUILD_TESTS=OFF \
  -DLEDGERLAB_BUILD_CLI=OFF -DLEDGERLAB_BUILD_BENCH=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g" >/dev/null
cmake --build "$out/build" -j2 2>&1 | grep -E "error|warning: unused|Linking" || true
targets=(handle lesson profile progress quantity)
[ -n "$target" ] && targets=("$target")
for t in "${targets[@]}"; do
  [ -x "$out/build/bin/fuzz_$t" ] || { echo "run_fuzz: no target fuzz_$t (tests/fuzz/fuzz_$t.cpp)" >&2; exit 2; }
done

# --- seed corpora (the inputs each reader is meant to read) -----------------------------------------
seed() {  # seed TARGET: fills $out/corpus/TARGET (kept between runs: libFuzzer adds to it)
  local t=$1 d="$out/corpus/$1" i=0
  mkdir -p "$d"
  case "$t" in
    handle)
      while IFS= read -r line; do [ -n "$line" ] && printf '%s' "$line" > "$d/seed$((i++))"; done < tests/web/parity_requests.jsonl ;;
    lesson) cp lessons/*.json "$d/" ;;
    profile) cp assets/presets/hardware/*.json tests/web/fixtures/*profile*.json "$d/" ;;
    progress)
      printf '%s' '{"format":"ledgerlab-progress","version":1,"progress":{"training-is-its-own-beast/check-2":{"attempts":2,"best_score":1,"correct":true,"seed":0,"last_answer":"48 GB","at":"2024-05-01T10:00:00.000Z"}}}' > "$d/seed0"
      printf '%s\0%s' '{"format":"ledgerlab-progress","version":1,"progress":{"a/b":{"attempts":1,"best_score":0.5}}}' \
        '{"a/b":{"attempts":3,"best_score":1,"correct":true},"c/d":{"attempts":1,"best_score":0}}' > "$d/seed1" ;;
    quantity)
      for s in "48 GB" "4.8e10 bytes" "48,000 MB" "44.7 GiB" "~48 GB" "3e9 * 16 bytes" "7B params" "14 GB/s" \
               "312 TFLOP/s" "20-30%" "4.8×10^10 B" "(1+2)*3 GB" "130–150 GB" "1 500 000" "c, a, b" "16 bytes/param" \
               "that comes to 96 GB in total" "forty-eight gigabytes" "trades compute for memory" "not 36 GB but 48 GB" \
               "serving 13B takes 26 GB, training 208 GB" "it doesn't save compute, memory goes down" \
               "c!!" "it fits, not!! ." "the weights!.!"; do  # trailing marks: an endless loop once (session 32)
        printf '%s' "$s" > "$d/seed$((i++))"
      done ;;
  esac
}
dict() {  # the JSON keys and string values the API knows, as a libFuzzer dictionary
  grep -ohE '"[a-z0-9_./-]{2,40}"' tests/web/parity_requests.jsonl lessons/*.json assets/presets/hardware/*.json 2>/dev/null \
    | sort -u | sed 's/"/\\"/g; s/^/"/; s/$/"/' > "$out/keys.dict"
}
dict
mkdir -p "$out/artifacts"

cpu_now=0
cpu_seconds() {  # sets cpu_now: user + sys of this shell's finished children, whole seconds
  times > "$out/.times"   # the builtin in this shell (a $(...) subshell would count its own children)
  cpu_now=$(tail -1 "$out/.times" | awk '{ split($1,a,/[ms]/); split($2,b,/[ms]/); printf "%d", a[1]*60 + a[2] + b[1]*60 + b[2] }')
}
# libFuzzer's per-input timeout is wall-clock time: 60 s in CI; long runs (nice -n 19 on a shared
# machine, where a legitimately heavy but capped request can wait minutes for a CPU) use 600 s.
# Either way an input that hangs is a finding. FUZZ_TIMEOUT overrides it.
run_one() {  # run_one TARGET WALL_SECONDS
  local t=$1 s=$2 opts=(-max_len=4096 "-timeout=$per_input_s" -rss_limit_mb=2048 -print_final_stats=1 "-artifact_prefix=$out/artifacts/$1-")
  [ "$t" = handle ] || [ "$t" = profile ] && opts+=("-dict=$out/keys.dict")
  [ "$t" = lesson ] && opts=(-max_len=65536 "${opts[@]:1}" "-dict=$out/keys.dict")
  "$out/build/bin/fuzz_$t" "${opts[@]}" -max_total_time="$s" "$out/corpus/$t"
}

per_input_s=${FUZZ_TIMEOUT:-60}
if [ "$long" -gt 0 ]; then
  per_input_s=${FUZZ_TIMEOUT:-600}
  [ -n "$target" ] || { echo "run_fuzz: --long needs --target" >&2; exit 2; }
  seed "$target"
  log="$out/long-$target.log"
  cpu_seconds; start_cpu=$cpu_now
  echo "# $(date -u +%FT%TZ) long run of fuzz_$target: $long CPU seconds wanted (nice $(nice))" >> "$log"
  # Every round starts by running its whole corpus once; a corpus grown over many rounds (tens of
  # thousands of inputs, most adding nothing) made 10-minute rounds on a busy machine all reload and
  # no fuzzing. Merge it down first (counted: each input runs on the current build), longer rounds.
  d="$out/corpus/$target"
  if [ "$(ls "$d" | wc -l)" -gt 500 ]; then
    rm -rf "$d.merged"; mkdir -p "$d.merged"
    before=$(ls "$d" | wc -l)
    if "$out/build/bin/fuzz_$target" -merge=1 -max_len=65536 -timeout="$per_input_s" -rss_limit_mb=2048 \
         "-artifact_prefix=$out/artifacts/$target-" "$d.merged" "$d" > "$out/long-$target.merge.txt" 2>&1; then
      rm -rf "$d"; mv "$d.merged" "$d"
      echo "$(date -u +%FT%TZ) merged corpus $before -> $(ls "$d" | wc -l) inputs" >> "$log"
    else
      echo "run_fuzz: merging the fuzz_$target corpus failed: see $out/long-$target.merge.txt and $out/artifacts/" >&2
      exit 1
    fi
  fi
  round_s=${FUZZ_ROUND:-1800}
  while :; do
    cpu_seconds; used=$(( cpu_now - start_cpu ))
    [ "$used" -ge "$long" ] && break
    rc=0
    run_one "$target" "$round_s" > "$out/long-$target.round.txt" 2>&1 || rc=$?
    cpu_seconds; used=$(( cpu_now - start_cpu ))
    stats=$(grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb" "$out/long-$target.round.txt" | tr '\n' ' ')
    echo "$(date -u +%FT%TZ) cpu_s=$used rc=$rc corpus=$(ls "$out/corpus/$target" | wc -l) $stats" >> "$log"
    if [ "$rc" -ne 0 ]; then
      echo "run_fuzz: fuzz_$target found a problem after $used CPU seconds: see $out/long-$target.round.txt and $out/artifacts/" >&2
      exit 1
    fi
  done
  echo "# $(date -u +%FT%TZ) fuzz_$target: $used CPU seconds, no finding" >> "$log"
  echo "run_fuzz: fuzz_$target ran $used CPU seconds with no finding ($log)"
  exit 0
fi

# Two targets at a time (each libFuzzer process is single-threaded; the per-target time is wall time,
# so each still gets its SECONDS on a core of its own on a 2-core machine).
fail=0
jobs_max=${FUZZ_JOBS:-2}
for t in "${targets[@]}"; do seed "$t"; done
pids=() names=()
report() {  # report TARGET RC
  echo "== fuzz_$1 for ${secs}s"
  grep -E "^stat::number_of_executed_units|^Done" "$out/$1.txt" || true
  if [ "$2" -ne 0 ]; then echo "run_fuzz: fuzz_$1 FAILED (rc $2): $out/$1.txt" >&2; tail -40 "$out/$1.txt" >&2; fail=1; fi
}
for t in "${targets[@]}"; do
  run_one "$t" "$secs" > "$out/$t.txt" 2>&1 &
  pids+=($!) names+=("$t")
  if [ ${#pids[@]} -ge "$jobs_max" ]; then
    rc=0; wait "${pids[0]}" || rc=$?; report "${names[0]}" $rc
    pids=("${pids[@]:1}") names=("${names[@]:1}")
  fi
done
for i in "${!pids[@]}"; do rc=0; wait "${pids[$i]}" || rc=$?; report "${names[$i]}" $rc; done
exit $fail
