#!/usr/bin/env bash
# Smoke and acceptance check of `ledgerlab calibrate` on a machine with one (or more) NVIDIA GPUs,
# in under 8 minutes, everything under $OUT: builds for the local GPU (configure and build output
# kept); the no-GPU path (exit 3, no profile); a --quick run with all six NCCL collectives on a
# 1-rank communicator and a budgeted full run, both with raw results; the watchdog (exit 124) and
# Ctrl-C (exit 130) paths, neither writing a profile; the profile used by memory/step/plan
# --hardware; `mpirun -np 1` when MPI is installed; then scripts/gpu_check.py checks the raw
# figures against the datasheet (never the clamped profile fields) and writes summary.md.
#
#   OUT=dir scripts/gpu-check.sh [--bin PATH]   # PATH: an existing ledgerlab built with CUDA
#   scripts/gpu-check.sh --self-test [--bin PATH]   # no GPU: the script's own logic (see below)
#
# Exit 0 when every check passed. --self-test runs this script against a stand-in `ledgerlab`
# (gpu_check.py stub: the CUDA backend's exit codes, results through the real --from-results) and
# requires it to pass on a good run and to fail, on the named check, on each broken one.
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
py="$here/scripts/gpu_check.py"
bin="" self_test=0
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin=$2; shift 2 ;;
    --self-test) self_test=1; shift ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    *) echo "gpu-check: unknown argument $1" >&2; exit 2 ;;
  esac
done
out=${OUT:-$(mktemp -d /tmp/ledgerlab-gpu-check.XXXXXX)}
mkdir -p "$out"
t_start=$(date +%s)

# ---- the self-test: this script against stand-in binaries -----------------------------------------
if [ "$self_test" = 1 ]; then
  real=${bin:-$here/build/bin/ledgerlab}
  [ -x "$real" ] || { echo "gpu-check --self-test: no ledgerlab at $real (build it, or --bin PATH)"; exit 1; }
  pass=0 fail=0
  run_case() {  # name, stub mode, steps, expected: pass | <check that must fail>
    local name=$1 mode=$2 steps=$3 want=$4 dir="$out/$1"
    mkdir -p "$dir/fakebin"
    printf '#!/bin/sh\nexec python3 "%s" stub --real "%s" --mode "%s" -- "$@"\n' "$py" "$real" "$mode" > "$dir/fakebin/ledgerlab"
    chmod +x "$dir/fakebin/ledgerlab"
    OUT="$dir" GPU_CHECK_STEPS=$steps GPU_CHECK_INT_DELAY=0.5 \
      bash "$0" --bin "$dir/fakebin/ledgerlab" > "$dir/log.txt" 2>&1
    local rc=$?
    local ok=0
    if [ "$want" = pass ]; then
      [ $rc = 0 ] && ok=1
    else
      [ $rc != 0 ] && python3 - "$dir/checks.json" "$want" <<'EOF' && ok=1
import json, sys
rows = json.load(open(sys.argv[1]))
sys.exit(0 if any(r["check"] == sys.argv[2] and not r["ok"] for r in rows) else 1)
EOF
    fi
    if [ $ok = 1 ]; then pass=$((pass+1)); echo "self-test ok   $name (want $want, exit $rc)"
    else fail=$((fail+1)); echo "self-test FAIL $name (want $want, exit $rc): see $dir/log.txt"; tail -15 "$dir/log.txt"; fi
  }
  run_case good good all pass
  run_case nogpu-writes nogpu-writes all nogpu_path
  run_case watchdog-exit-1 watchdog-exit-1 all watchdog_path
  run_case int-writes int-writes all interrupt_path
  while read -r m check; do run_case "mutate-$m" "mutate:$m" runs "$check"; done < <(python3 "$py" mutations)
  echo "gpu-check --self-test: $pass passed, $fail failed (runs in $out)"
  [ $fail = 0 ]
  exit $?
fi

# ---- a run on the GPU machine ------------------------------------------------------------------------
steps=${GPU_CHECK_STEPS:-all}   # all | runs (the quick and full runs only: the self-test's broken measurements)
int_delay=${GPU_CHECK_INT_DELAY:-8}
: > "$out/steps.jsonl"
record() {  # check name, 0|1, detail
  python3 -c 'import json,sys; print(json.dumps({"check": sys.argv[1], "ok": sys.argv[2] == "1", "detail": sys.argv[3]}))' \
    "$1" "$2" "$3" >> "$out/steps.jsonl"
  echo "$([ "$2" = 1 ] && echo "ok  " || echo "FAIL") $1: $3"
}
since() { echo $(( $(date +%s) - $1 )); }

{ nvidia-smi -L; nvidia-smi -q; } > "$out/nvidia-smi.txt" 2>&1 || true
if [ -z "$bin" ]; then
  bdir="$here/build-gpu"
  arch=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1 | tr -d ' .')
  t=$(date +%s)
  cmake -S "$here" -B "$bdir" -DCMAKE_BUILD_TYPE=Release -DLEDGERLAB_CUDA=ON "-DCMAKE_CUDA_ARCHITECTURES=${arch:-native}" \
    -DLEDGERLAB_BUILD_TESTS=OFF -DLEDGERLAB_BUILD_BENCH=OFF -DLEDGERLAB_BUILD_APP=OFF > "$out/configure.log" 2>&1 &&
    cmake --build "$bdir" -j"$(nproc)" --target ledgerlab_cli > "$out/build.log" 2>&1
  rc=$?
  record build $([ $rc = 0 ] && echo 1 || echo 0) "configure + build for sm_${arch:-native} in $(since "$t") s (exit $rc; $out/configure.log, $out/build.log)"
  bin="$bdir/bin/ledgerlab"
  [ $rc = 0 ] || { python3 -c 'import json,sys; print(json.dumps([json.loads(l) for l in open(sys.argv[1])]))' "$out/steps.jsonl" > "$out/checks.json"; exit 1; }
fi
"$bin" calibrate --help > /dev/null 2>&1; record cli $([ $? = 0 ] && echo 1 || echo 0) "$bin runs"
sentinel='{"kept": true}'

if [ "$steps" = all ]; then
  # No GPU visible: exit 3 (skipped), a reason on stderr, no profile file.
  rm -f "$out/nogpu.json"
  CUDA_VISIBLE_DEVICES="" "$bin" calibrate --backend cuda --no-progress --out "$out/nogpu.json" > "$out/nogpu.txt" 2>&1
  rc=$?
  ok=0; [ $rc = 3 ] && [ ! -e "$out/nogpu.json" ] && grep -qiE 'no (usable )?CUDA GPU' "$out/nogpu.txt" && ok=1
  record nogpu_path $ok "CUDA_VISIBLE_DEVICES= --backend cuda: exit $rc (want 3), profile file $([ -e "$out/nogpu.json" ] && echo written || echo absent)"
fi

# A quick run with every collective on a 1-rank communicator, then a budgeted full run.
t=$(date +%s)
timeout --signal=INT 240 "$bin" calibrate --backend cuda --quick --budget-s "${QUICK_BUDGET_S:-45}" --one-rank-collectives \
  --no-progress --out "$out/quick.json" --results "$out/quick-raw.json" > "$out/quick-report.txt" 2> "$out/quick.err"
rc=$?
record quick_run $([ $rc = 0 ] && [ -s "$out/quick.json" ] && echo 1 || echo 0) "--quick --one-rank-collectives: exit $rc in $(since "$t") s (want 0)"
t=$(date +%s)
timeout --signal=INT 330 "$bin" calibrate --backend cuda --budget-s "${FULL_BUDGET_S:-120}" --no-progress \
  --out "$out/full.json" --results "$out/full-raw.json" > "$out/full-report.txt" 2> "$out/full.err"
rc=$?
since "$t" > "$out/full_run_s"
record full_run $([ $rc = 0 ] && [ -s "$out/full.json" ] && echo 1 || echo 0) "budgeted full run: exit $rc in $(since "$t") s (want 0)"

# The profile where --hardware goes.
if [ "$steps" != all ]; then
  :
elif [ -s "$out/full.json" ]; then
  ok=1
  "$bin" memory --params 7e9 --hardware "$out/full.json" > "$out/use-memory.txt" 2>&1 || ok=0
  "$bin" step --model llama-2-7b --hardware "$out/full.json" --gpus 8 --global-batch 64 --seq-len 4096 > "$out/use-step.txt" 2>&1 || ok=0
  "$bin" plan --model llama-2-7b --hardware "$out/full.json" --gpus 8 --global-batch 64 --seq-len 4096 > "$out/use-plan.txt" 2>&1 || ok=0
  record profile_accepted $ok "memory, step and plan --hardware full.json"
else
  record profile_accepted 0 "no profile from the full run"
fi

if [ "$steps" = all ]; then
  # Watchdog: a step longer than --timeout-s aborts with 124, names itself, leaves the old profile.
  echo "$sentinel" > "$out/keep.json"
  "$bin" calibrate --backend cuda --quick --no-progress --timeout-s 0.001 --out "$out/keep.json" > "$out/watchdog.txt" 2>&1
  rc=$?
  ok=0; [ $rc = 124 ] && [ "$(cat "$out/keep.json")" = "$sentinel" ] && grep -q 'did not complete in time' "$out/watchdog.txt" && ok=1
  record watchdog_path $ok "--timeout-s 0.001: exit $rc (want 124), previous profile $([ "$(cat "$out/keep.json")" = "$sentinel" ] && echo kept || echo overwritten)"

  # Ctrl-C mid-run: 130, the previous profile untouched, no temporary file left.
  "$bin" calibrate --backend cuda --budget-s 60 --out "$out/keep.json" > /dev/null 2> "$out/interrupt.txt" &
  pid=$!
  for _ in $(seq 1 300); do grep -q 'calibrate:' "$out/interrupt.txt" 2>/dev/null && break; sleep 0.1; done
  sleep "$int_delay"
  kill -INT "$pid"
  wait "$pid"; rc=$?
  ok=0; [ $rc = 130 ] && [ "$(cat "$out/keep.json")" = "$sentinel" ] && [ -z "$(ls "$out" | grep 'keep.json.tmp')" ] && ok=1
  record interrupt_path $ok "SIGINT after ${int_delay} s: exit $rc (want 130), previous profile $([ "$(cat "$out/keep.json")" = "$sentinel" ] && echo kept || echo overwritten)"

  # One MPI rank (the mpirun path: MPI before CUDA, rank 0's backend choice).
  if command -v mpirun > /dev/null 2>&1; then
    ds=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("calibration",{}).get("datasheet") or "")' "$out/quick.json" 2>/dev/null)
    only=(--only hbm,collectives --datasheet "$ds"); [ -n "$ds" ] || only=()
    t=$(date +%s)
    timeout 180 mpirun --allow-run-as-root -np 1 "$bin" calibrate --backend cuda --quick --budget-s 15 --one-rank-collectives \
      --no-progress "${only[@]}" --out "$out/mpi1.json" --results "$out/mpi1-raw.json" > "$out/mpi1.txt" 2>&1
    rc=$?
    ok=0; [ $rc = 0 ] && python3 -c 'import json,sys; sys.exit(0 if json.load(open(sys.argv[1]))["provenance"].get("mpi") else 1)' "$out/mpi1-raw.json" 2>/dev/null && ok=1
    record mpirun_np1 $ok "mpirun -np 1 ${only[*]}: exit $rc in $(since "$t") s (want 0, MPI recorded in the results)"
  else
    echo "gpu-check: mpirun not installed: the MPI path is not checked"
  fi
fi

python3 -c 'import json,sys; print(json.dumps([json.loads(l) for l in open(sys.argv[1])]))' "$out/steps.jsonl" > "$out/steps.json"
python3 "$py" checks --out "$out" --presets "$here/assets/presets/hardware" --fraction "${CHECK_FRACTION:-0.6}" --total-s "$(since "$t_start")"
status=$?
echo "gpu-check: $([ $status = 0 ] && echo PASS || echo FAIL) in $(since "$t_start") s (summary, reports, profiles and raw results in $out)"
exit $status
