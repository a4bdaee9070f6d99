#!/usr/bin/env bash
# GPU acceptance check for `ledgerlab calibrate` (issue 8): a --quick CUDA calibrate under 4 minutes,
# then checks the measured fractions against the catalog's expected ones (assets/presets/hardware/
# <id>.json "efficiency"): every correctness check passed, the profile is accepted by --hardware,
# matmul/HBM (and NCCL busbw with >= 2 GPUs) reach at least CHECK_FRACTION (default 0.6) of the
# catalog's expected fraction and none exceeds the datasheet peak.
# Usage: scripts/gpu-check.sh [path/to/ledgerlab]   (builds build-gpu/ with LEDGERLAB_CUDA=ON if none)
#        OUT=dir keeps the report, profile and raw results there; mpirun -np N works the same way.
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-}
if [ -z "$bin" ]; then
  if [ ! -x "$here/build-gpu/bin/ledgerlab" ]; then
    cmake -S "$here" -B "$here/build-gpu" -DLEDGERLAB_CUDA=ON -DLEDGERLAB_BUILD_TESTS=OFF -DLEDGERLAB_BUILD_BENCH=OFF >/dev/null &&
      cmake --build "$here/build-gpu" -j"$(nproc)" --target ledgerlab_cli || { echo "gpu-check: build failed"; exit 1; }
  fi
  bin=$here/build-gpu/bin/ledgerlab
fi
out=${OUT:-$(mktemp -d)}
mkdir -p "$out"
nvidia-smi -L || true
start=$(date +%s)
timeout --signal=INT 230 "$bin" calibrate --backend cuda --quick --budget-s "${BUDGET_S:-120}" --no-progress \
  --out "$out/profile.json" --results "$out/raw.json" | tee "$out/report.txt"
rc=${PIPESTATUS[0]}
took=$(( $(date +%s) - start ))
echo "gpu-check: calibrate exit $rc in ${took} s"
[ "$rc" = 0 ] || [ "$rc" = 4 ] || { echo "gpu-check: FAIL (calibrate exit $rc)"; exit 1; }
"$bin" memory --params 7e9 --hardware "$out/profile.json" >/dev/null || { echo "gpu-check: FAIL profile rejected by --hardware"; exit 1; }
python3 - "$out/profile.json" "$out/raw.json" "$here/assets/presets/hardware" "${CHECK_FRACTION:-0.6}" "$took" <<'EOF'
import json, sys, os
prof, raw, presets, frac, took = json.load(open(sys.argv[1])), json.load(open(sys.argv[2])), sys.argv[3], float(sys.argv[4]), int(sys.argv[5])
fails = []
def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok: fails.append(what)
check(took < 240, f"quick calibrate took {took} s (< 240 s)")
wrong = sum(o.get("wrong", 0) for o in raw["ops"])
check(wrong == 0 and "correctness_failed" not in prof["flags"], f"#wrong = {wrong} over every op")
ds = prof.get("calibration", {}).get("datasheet")
print("datasheet:", ds, "| flags:", prof["flags"])
if ds:
    cat = json.load(open(os.path.join(presets, ds + ".json")))["profile"]
    exp = cat.get("efficiency", {})
    eff = prof.get("efficiency", {})
    for key in ("matmul", "hbm"):
        if key in exp and key in eff:
            check(eff[key] <= 1.0, f"{key}: measured fraction {eff[key]:.3f} <= 1 (not above the datasheet)")
            check(eff[key] >= frac * exp[key], f"{key}: measured fraction {eff[key]:.3f} >= {frac} x catalog {exp[key]:.3f}")
    ar = prof.get("collectives", {}).get("all_reduce", {})
    link = cat["links"]["intra_node"]["bytes_per_s"] * exp.get("collective", 1.0)
    for n, e in ar.items():
        if n.endswith("_inter"): continue
        bb = e["busbw_max_bytes_per_s"]
        check(bb >= frac * link, f"all_reduce n={n}: busbw {bb/1e9:.1f} GB/s >= {frac} x catalog {link/1e9:.1f} GB/s")
else:
    print("no datasheet matched this GPU: fractions not checked (pass --datasheet ID to calibrate to compare)")
sys.exit(1 if fails else 0)
EOF
status=$?
echo "gpu-check: $([ $status = 0 ] && echo PASS || echo FAIL) (report, profile and raw results in $out)"
exit $status
