#!/usr/bin/env bash
# ledgerlab start-up benchmark (a report, not a timed test): wall time of `ledgerlab version`, a
# memory request through `ledgerlab api` and `ledgerlab-calibrate --help` (the backend that links
# CUDA/NCCL, MPI and BLAS: what every CLI call paid before issue 17), each against `true`, the
# process-start floor, measured in one interleaved run. Prints wall-time medians, p90 and ratios to
# `true`, and the median CPU time (user + sys, less sensitive to a loaded machine than wall time).
#   scripts/bench-startup.sh [BUILD_DIR] [RUNS]      (defaults: build 40)
set -euo pipefail
cd "$(dirname "$0")/.."
DIR=${1:-build} RUNS=${2:-40}
[ -x "$DIR/bin/ledgerlab" ] || { echo "bench-startup: $DIR/bin/ledgerlab missing: build the CLI first" >&2; exit 1; }
echo "== ledgerlab start-up ($DIR/bin, $RUNS runs each, interleaved); load: $(uptime | sed 's/.*load average: //')"
python3 - "$DIR/bin" "$RUNS" <<'PY'
import os, resource, statistics, subprocess, sys, time
bindir, runs = sys.argv[1], int(sys.argv[2])
true_bin = "/bin/true" if os.path.exists("/bin/true") else "/usr/bin/true"
memory = b'{"op":"memory","model":{"preset":"llama-2-7b"},"training":{"global_batch":64},"parallel":{"pp":4}}\n'
cases = [("true (process start floor)", [true_bin], None),
         ("ledgerlab version", [f"{bindir}/ledgerlab", "version"], None),
         ("ledgerlab api (memory request)", [f"{bindir}/ledgerlab", "api"], memory)]
if os.access(f"{bindir}/ledgerlab-calibrate", os.X_OK):
    cases.append(("ledgerlab-calibrate --help (CUDA/NCCL/MPI/BLAS)", [f"{bindir}/ledgerlab-calibrate", "--help"], None))
times = {name: [] for name, _, _ in cases}
cpu = {name: [] for name, _, _ in cases}
def children_cpu_ms():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (r.ru_utime + r.ru_stime) * 1e3
for name, argv, stdin in cases:  # one untimed warm-up each (page cache)
    subprocess.run(argv, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
for _ in range(runs):
    for name, argv, stdin in cases:
        c0, t0 = children_cpu_ms(), time.perf_counter()
        r = subprocess.run(argv, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times[name].append((time.perf_counter() - t0) * 1e3)
        cpu[name].append(children_cpu_ms() - c0)
        if r.returncode != 0:
            sys.exit(f"bench-startup: {' '.join(argv)} exited {r.returncode}")
floor = statistics.median(times[cases[0][0]])
print(f"{'command':52s} {'median ms':>10s} {'p90 ms':>8s} {'x true':>8s} {'minus true ms':>14s} {'cpu ms':>8s}")
for name, _, _ in cases:
    t = sorted(times[name])
    med, p90 = statistics.median(t), t[min(len(t) - 1, int(0.9 * len(t)))]
    print(f"{name:52s} {med:10.2f} {p90:8.2f} {med / floor:8.1f} {med - floor:14.2f} {statistics.median(cpu[name]):8.2f}")
PY
