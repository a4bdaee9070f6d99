#!/usr/bin/env python3
"""Checks and summary for scripts/gpu-check.sh (calibrate's acceptance run on one GPU machine).

  gpu_check.py checks --out DIR --presets DIR [--fraction F] [--total-s S]
      reads the files gpu-check.sh left in DIR, prints a per-benchmark summary next to the
      datasheet, writes DIR/summary.md and DIR/checks.json, exits 1 if any check fails.
  gpu_check.py synth [--mutate NAME] > raw.json
      synthetic H100-like raw results (what `calibrate --results` writes), optionally broken in
      one named way: the self-test's inputs.
  gpu_check.py stub --real BIN --mode MODE -- ARGS...
      stands in for `ledgerlab` in the self-test: `calibrate` behaves like the CUDA backend
      (no-GPU exit 3, watchdog 124, Ctrl-C 130, results through the real --from-results); every
      other command runs the real binary.

Every check compares raw measurements (never the clamped profile fields) with a bound that a
wrong run violates; each is named so the self-test can require that it fails on its own mutation.
"""
import argparse
import copy
import json
import math
import os
import signal
import subprocess
import sys
import time

# ---- synthetic results (self-test) -----------------------------------------------------------------


def point(size, work, t, iters=20, spread=0.002, **extra):
    times = [t * (1 + spread * (i - iters // 2) / (iters // 2)) for i in range(iters)]
    s = sorted(times)
    p = {"size": size, "work": work, "wrong": 0, "times_s": times, "median_s": t, "p10_s": s[iters // 10],
         "p90_s": s[9 * iters // 10], "min_s": s[0], "mean_s": sum(times) / iters, "best5_median_s": s[2], "iters": iters,
         "check_s": 0.01, "rate": work / t, "rate_best": work / s[0]}
    p.update(extra)
    return p


def telemetry(sm=1755, power=695.0, reasons=4):
    return {"sm_mhz": {"median": sm, "min": sm - 15, "max": sm + 15}, "power_w": {"median": power, "min": power - 5,
            "max": power + 3}, "temperature_c": {"median": 62, "min": 60, "max": 64}, "throttle_reasons": reasons,
            "samples": 25}


def synth_results(one_rank=True, mpi=False, parts=None):
    parts = parts or ["gemm", "hbm", "copies", "collectives"]
    ops = []
    if "gemm" in parts:
        rates = {"fp32": 5.1e13, "tf32": 3.7e14, "bf16": 7.8e14, "fp16": 7.7e14, "fp8": 1.38e15}
        for dt, peak_rate in rates.items():
            pts = []
            for m, n, k in [(2048, 2048, 2048), (4096, 4096, 4096), (8192, 8192, 8192), (2048, 2048, 13312)]:
                f = 2.0 * m * n * k
                r = peak_rate * (0.85 if m == 2048 and k == 2048 else 1.0)
                pts.append(point(f, f, f / r, label=f"{m}x{n}x{k}", shape=[m, n, k], m=m, n=n, k=k, dtype=dt,
                                 algorithm={"heuristic_rank": 0, "algo_id": 66, "tile_id": 21, "stages_id": 8,
                                            "splitk": 1, "workspace_bytes": 33554432, "waves": 1.0},
                                 telemetry=telemetry()))
            op = {"group": "matmul", "name": dt, "unit": "FLOP/s", "ranks": 1, "bus_factor": 1, "dtype": dt, "gpu": 0,
                  "statistic": "median of the timed iterations", "points": pts, "wrong": 0, "rank": 0, "host": "gpu1"}
            if dt == "fp8":
                op["fp8_fast_accum"] = False
            ops.append(op)
    if "hbm" in parts:
        n = 1 << 25
        for k, arrays in [("copy", 2), ("triad", 3), ("read", 1), ("write", 1)]:
            w = arrays * 8.0 * n
            ops.append({"group": "memory", "name": k, "unit": "B/s", "ranks": 1, "bus_factor": 1, "gpu": 0, "rank": 0,
                        "host": "gpu1", "statistic": "best of the timed iterations", "wrong": 0,
                        "points": [point(8.0 * n, w, w / 2.95e12, label=f"{n} doubles/array", telemetry=telemetry())]})
    if "copies" in parts:
        b = 64 << 20
        for name, unit, work, t in [("h2d_pinned", "B/s", b, b / 5.3e10), ("d2h_pinned", "B/s", b, b / 5.5e10),
                                    ("h2d_pageable", "B/s", b, b / 2.1e10), ("d2h_pageable", "B/s", b, b / 1.9e10),
                                    ("h2d_latency", "s", 8, 9e-6), ("d2h_latency", "s", 8, 8e-6)]:
            ops.append({"group": "host_link", "name": name, "unit": unit, "ranks": 1, "bus_factor": 1, "gpu": 0,
                        "rank": 0, "host": "gpu1", "wrong": 0,
                        "points": [point(8 if unit == "s" else b, work, t)]})
    if "collectives" in parts and one_rank:
        for name in ["all_reduce", "all_gather", "reduce_scatter", "all_to_all", "broadcast", "send_recv"]:
            pts = []
            s = 8.0
            while s <= 1 << 24:
                t = 6e-6 + s / 1.2e12
                pts.append(point(s, s, t, nccl_algorithm="RING", nccl_protocol="LL" if s < 65536 else "SIMPLE",
                                 ops_per_sample=8))
                s *= 2
            ops.append({"group": "collective", "name": name, "unit": "B/s", "scope": "intra", "ranks": 1,
                        "bus_factor": 0.0 if name != "broadcast" and name != "send_recv" else 1.0, "collective": True,
                        "dtype": "fp32", "in_place": False, "nvls": "NCCL's choice", "wrong": 0,
                        "smoke_test": "1-rank communicator: checks the harness; not used for links",
                        "rank_statistic": "mean over ranks", "points": pts})
    prov = {"gpu": "NVIDIA H100 80GB HBM3", "compute_capability": "9.0", "cuda": "12.4", "driver": "550.54.15",
            "nccl": "2.21.5", "nccl_algorithm_source": "NCCL's debug log", "nvml": {"application_sm_mhz": 1980,
            "power_limit_w": 700.0, "sm_max_mhz": 1980}}
    if mpi:
        prov["mpi"] = True
    return {"backend": "cuda",
            "device": {"name": "NVIDIA H100 80GB HBM3", "memory_bytes": 85520809984, "sms": 132, "l2_bytes": 52428800,
                       "count": 1, "compute_capability": "9.0"},
            "gpus_per_node": 1, "nodes": 1, "ranks": 1, "parts": parts, "collective_algorithm": "nccl",
            "gpus": [{"gpu": 0, "rank": 0, "host": "gpu1", "name": "NVIDIA H100 80GB HBM3",
                      "nvml": {"application_sm_mhz": 1980, "power_limit_w": 700.0,
                               "pcie": {"gen": 5, "width": 16, "max_gen": 5, "max_width": 16}}}],
            "provenance": prov,
            "per_rank": [{"gpu": 0, "rank": 0, "host": "gpu1", "matmul_flops_per_s": 7.8e14, "telemetry": telemetry()}],
            "ops": ops}


# One broken run per check: the self-test requires that check (and only a failing verdict) to catch it.
MUTATIONS = {
    "wrong": ("correctness", lambda r: op(r, "matmul", "bf16")["points"][1].update(wrong=5)),
    "wrong_after": ("correctness", lambda r: op(r, "memory", "triad")["points"][0].update(wrong=2, wrong_after_timing=True)),
    "above_peak": ("matmul_vs_datasheet", lambda r: scale(op(r, "matmul", "bf16"), 1 / 1.35)),
    "slow_hbm": ("hbm_vs_datasheet", lambda r: [scale(o, 3.0) for o in r["ops"] if o["group"] == "memory"]),
    "no_collective": ("collectives_smoke", lambda r: r["ops"].remove(op(r, "collective", "send_recv"))),
    "throttled": ("clocks", lambda r: r["per_rank"][0].update(telemetry=telemetry(sm=1100, power=300, reasons=0x40))),
    "no_telemetry": ("telemetry", lambda r: [p.pop("telemetry", None) for o in r["ops"] for p in o["points"]]),
    "latency": ("host_link", lambda r: scale(op(r, "host_link", "h2d_latency"), 5e4)),
    "timer": ("timing_sanity", lambda r: op(r, "matmul", "fp16")["points"][0].update(min_s=1.0)),
    "gemm_record": ("gemm_records", lambda r: [p.pop("algorithm") for p in op(r, "matmul", "bf16")["points"]]),
    "no_fp8": ("fp8", lambda r: r["ops"].remove(op(r, "matmul", "fp8"))),
    "gemm_one_shape": ("gemm_curve", lambda r: op(r, "matmul", "bf16").update(points=op(r, "matmul", "bf16")["points"][2:3])),
    # every GEMM wrong: calibrate writes no profile and exits 1; the run itself must be the failure
    "no_profile": ("full_run", lambda r: [p.update(wrong=1) for o in r["ops"] if o["group"] == "matmul" for p in o["points"]]),
}


def op(r, group, name):
    return next(o for o in r["ops"] if o["group"] == group and o["name"] == name)


def scale(o, f):  # every time of an op multiplied by f
    for p in o["points"]:
        for k in ("median_s", "p10_s", "p90_s", "min_s", "mean_s", "best5_median_s"):
            if k in p:
                p[k] *= f
        p["times_s"] = [t * f for t in p.get("times_s", [])]


# ---- checks ------------------------------------------------------------------------------------------


class Checks:
    def __init__(self):
        self.rows = []

    def check(self, name, ok, detail):
        self.rows.append({"check": name, "ok": bool(ok), "detail": detail})
        print(("ok   " if ok else "FAIL ") + f"{name}: {detail}")

    def failed(self):
        return [r for r in self.rows if not r["ok"]]


def timed(p):
    return "median_s" in p and p.get("wrong", 0) == 0 and not p.get("wrong_after_timing")


def best_rate(o, stat="median_s"):
    rates = [p["work"] / p[stat] for p in o["points"] if timed(p)]
    return max(rates) if rates else 0.0


def run_checks(out, presets, fraction, total_s, c):
    # The script's own steps (exit codes, files, elapsed) first: they stay in the summary when a run
    # left no profile or results to read.
    steps = json.load(open(os.path.join(out, "steps.json"))) if os.path.exists(os.path.join(out, "steps.json")) else []
    for s in steps:
        c.check(s["check"], s["ok"], s["detail"])
    raw = json.load(open(os.path.join(out, "full-raw.json")))
    prof = json.load(open(os.path.join(out, "full.json")))
    quick = os.path.join(out, "quick-raw.json")
    quick_raw = json.load(open(quick)) if os.path.exists(quick) else None

    wrong = [(o["name"], p["size"]) for r in [raw] + ([quick_raw] if quick_raw else []) for o in r["ops"]
             for p in o["points"] if p.get("wrong", 0) != 0]
    c.check("correctness", not wrong and "correctness_failed" not in prof["flags"],
            f"#wrong = 0 before and after timing in every op of both runs" if not wrong else f"#wrong > 0 at {wrong[:5]}")

    bad = []
    for o in raw["ops"]:
        for p in o["points"]:
            if timed(p):
                ts = p["times_s"]
                if not (min(ts) > 0 and p["min_s"] <= p["median_s"] <= p["p90_s"] and abs(min(ts) - p["min_s"]) <= 1e-12 * max(1, p["min_s"])):
                    bad.append(f"{o['name']} {p.get('label', p['size'])}")
    c.check("timing_sanity", not bad, "every point: times > 0, min <= median <= p90, min = min(times)" if not bad else f"inconsistent: {bad[:5]}")

    ds_id = prof.get("calibration", {}).get("datasheet")
    cat = json.load(open(os.path.join(presets, ds_id + ".json")))["profile"] if ds_id else None
    rows = []  # summary table

    # matmul: the unclamped best rate against the datasheet peak (efficiency is clamped to 1 in the profile)
    mm = {o["name"]: o for o in raw["ops"] if o["group"] == "matmul"}
    for dt in ("bf16", "fp16", "tf32", "fp32", "fp8"):
        if dt not in mm or best_rate(mm[dt]) == 0:
            continue
        r = best_rate(mm[dt])
        peak = cat["peak_flops_per_s"].get(dt) if cat else None
        exp = cat.get("efficiency", {}).get("matmul") if cat else None
        ratio = r / peak if peak else None
        rows.append((f"matmul {dt}", f"{r / 1e12:.1f} TFLOP/s", f"{peak / 1e12:.1f}" if peak else "-", ratio, exp))
        if dt == "bf16" and peak:
            c.check("matmul_vs_datasheet", fraction * exp <= ratio <= 1.0,
                    f"bf16 {r / 1e12:.1f} TFLOP/s = {100 * ratio:.1f}% of {ds_id} (want {100 * fraction * exp:.0f}% .. 100%)")
    if "bf16" not in mm and cat:
        c.check("matmul_vs_datasheet", False, "no bf16 matmul measured")
    cc = raw.get("device", {}).get("compute_capability", "0.0")
    if tuple(int(x) for x in cc.split(".")) >= (8, 9):
        c.check("fp8", "fp8" in mm and best_rate(mm["fp8"]) > 0, f"fp8 GEMM timed on compute capability {cc}")

    recs = [p for o in mm.values() for p in o["points"] if timed(p)]
    missing = [k for k in ("m", "n", "k", "dtype", "algorithm") if any(k not in p for p in recs)]
    stat_ok = all("statistic" in o for o in mm.values())
    c.check("gemm_records", recs and not missing and stat_ok,
            "every GEMM record carries m, n, k, dtype, algorithm, statistic" if not missing and stat_ok else f"missing {missing}")
    # The step model's GEMM curve (docs/formulas.md §11.1) fitted to the timed bf16 shapes: present,
    # fitted from every timed shape, a physical ceiling, and close to what was measured.
    bf16_shapes = len([p for p in mm["bf16"]["points"] if timed(p)]) if "bf16" in mm else 0
    cur = prof.get("gemm", {}).get("bf16")
    if bf16_shapes:
        fit = (cur or {}).get("fit", {})
        c.check("gemm_curve", cur is not None and fit.get("points") == bf16_shapes and 0 < cur.get("max_efficiency", 0) <= 1
                and fit.get("mean_abs_rel_error", 1) < 0.25,
                f"bf16 curve fitted to {fit.get('points')} of {bf16_shapes} shapes, max efficiency "
                f"{cur.get('max_efficiency', 0):.3f}, mean |error| {100 * fit.get('mean_abs_rel_error', 1):.1f}% (want < 25%)"
                if cur else f"no bf16 GEMM curve in the profile ({bf16_shapes} shapes timed)")
    no_tel = [o["name"] for o in raw["ops"] if o["group"] in ("matmul", "memory")
              for p in o["points"] if timed(p) and p.get("telemetry", {}).get("samples", 0) < 1]
    c.check("telemetry", not no_tel, "clocks and power sampled during every matmul and HBM point" if not no_tel else f"none for {no_tel[:5]}")

    triad = [o for o in raw["ops"] if o["group"] == "memory" and o["name"] == "triad"]
    if triad:
        r = min(best_rate(o, "min_s") for o in triad)
        peak = cat["hbm_bytes_per_s"] if cat else None
        exp = cat.get("efficiency", {}).get("hbm") if cat else None
        ratio = r / peak if peak else None
        rows.append(("HBM triad (best of N)", f"{r / 1e12:.2f} TB/s", f"{peak / 1e12:.2f}" if peak else "-", ratio, exp))
        if peak:
            c.check("hbm_vs_datasheet", fraction * exp <= ratio <= 1.0,
                    f"triad {r / 1e12:.2f} TB/s = {100 * ratio:.1f}% of {ds_id} (want {100 * fraction * exp:.0f}% .. 100%)")

    hl = {o["name"]: o for o in raw["ops"] if o["group"] == "host_link"}
    if hl:
        h2d = best_rate(hl["h2d_pinned"]) if "h2d_pinned" in hl else 0
        lat = min(p["median_s"] for p in hl["h2d_latency"]["points"] if timed(p)) if "h2d_latency" in hl else 0
        rows.append(("host→device pinned", f"{h2d / 1e9:.1f} GB/s", "64 (PCIe5 x16)", h2d / 64e9 if h2d else None, None))
        rows.append(("host-seen 8 B latency", f"{lat * 1e6:.1f} µs", "-", None, None))
        c.check("host_link", 1e9 < h2d < 1e12 and 1e-6 < lat < 1e-3,
                f"h2d {h2d / 1e9:.1f} GB/s in (1, 1000) GB/s and 8-byte latency {lat * 1e6:.1f} µs in (1, 1000) µs")

    coll = {o["name"] for o in (quick_raw or raw)["ops"] if o["group"] == "collective" and any(timed(p) for p in o["points"])}
    six = {"all_reduce", "all_gather", "reduce_scatter", "all_to_all", "broadcast", "send_recv"}
    c.check("collectives_smoke", six <= coll, "all six NCCL collectives timed through the harness" if six <= coll
            else f"missing {sorted(six - coll)}")
    # NCCL logs a tuning line per collective on 2+ ranks (point-to-point send/recv and all-to-all may
    # have none; a 1-rank communicator takes NCCL's one-rank copy path and chooses no algorithm).
    algos = [p.get("nccl_algorithm") for r in [raw] + ([quick_raw] if quick_raw else []) for o in r["ops"]
             if o["group"] == "collective" and o.get("ranks", 1) >= 2
             and o["name"] in ("all_reduce", "all_gather", "reduce_scatter", "broadcast") for p in o["points"] if timed(p)]
    if algos and "debug log" in raw.get("provenance", {}).get("nccl_algorithm_source", ""):
        c.check("nccl_algorithms", all(algos), f"NCCL's algorithm recorded for {sum(1 for x in algos if x)} of {len(algos)} collective points")

    clocks = prof.get("calibration", {}).get("clocks", [])
    throttled = [x for x in clocks if x.get("throttled")]
    c.check("clocks", clocks and not throttled,
            "; ".join(f"{x.get('where')}: {x.get('verdict')}" for x in clocks) if clocks else "no clock verdict (NVML?)")

    run_s = os.path.join(out, "full_run_s")
    el = float(open(run_s).read()) if os.path.exists(run_s) else prof.get("calibration", {}).get("elapsed_s", 0)
    c.check("full_run_time", 0 <= el < 400, f"budgeted full run took {el:.0f} s (< 400 s)")
    if total_s:
        c.check("script_time", total_s < 480, f"the whole check took {total_s:.0f} s (< 480 s)")

    lines = ["| benchmark | measured | datasheet | ratio | catalog expects |", "|---|---|---|---|---|"]
    for name, meas, ds, ratio, exp in rows:
        lines.append(f"| {name} | {meas} | {ds} | {'-' if ratio is None else f'{100 * ratio:.1f}%'} | "
                     f"{'-' if exp is None else f'{100 * exp:.0f}%'} |")
    return lines, ds_id, raw


def cmd_checks(a):
    c = Checks()
    try:
        table, ds_id, raw = run_checks(a.out, a.presets, a.fraction, a.total_s, c)
    except (OSError, ValueError, KeyError, StopIteration) as e:
        c.check("files", False, f"cannot read the run's files in {a.out}: {e!r}")
        table, ds_id, raw = [], None, {}
    failed = c.failed()
    md = [f"# ledgerlab gpu-check: {raw.get('device', {}).get('name', '?')} (datasheet: {ds_id or 'none'})", ""] + table + [
        "", f"{len(c.rows) - len(failed)} of {len(c.rows)} checks passed" + (":" if failed else "."), ""]
    md += [f"- FAIL {r['check']}: {r['detail']}" for r in failed]
    open(os.path.join(a.out, "summary.md"), "w").write("\n".join(md) + "\n")
    json.dump(c.rows, open(os.path.join(a.out, "checks.json"), "w"), indent=1)
    print("\n".join(table))
    print(f"\n{len(c.rows) - len(failed)} of {len(c.rows)} checks passed")
    return 1 if failed else 0


def cmd_synth(a):
    r = synth_results(one_rank=True, mpi=a.mpi, parts=a.only.split(",") if a.only else None)
    if a.mutate:
        MUTATIONS[a.mutate][1](r)
    json.dump(r, sys.stdout)
    return 0


# ---- the stub `ledgerlab` of the self-test ---------------------------------------------------------------


def cmd_stub(a):
    args = a.args[1:] if a.args and a.args[0] == "--" else a.args
    if not args or args[0] != "calibrate" or "--help" in args:
        return subprocess.run([a.real] + args).returncode
    flags, i = {}, 1
    while i < len(args):
        k = args[i][2:]
        if i + 1 < len(args) and not args[i + 1].startswith("--"):
            flags[k] = args[i + 1]
            i += 2
        else:
            flags[k] = True
            i += 1
    mode = a.mode
    if os.environ.get("CUDA_VISIBLE_DEVICES") == "":
        print("ledgerlab calibrate: no CUDA GPU visible", file=sys.stderr)
        if mode == "nogpu-writes" and "out" in flags:
            open(flags["out"], "w").write("{}")
        return 3
    if float(flags.get("timeout-s", 60)) < 0.01:
        print("ledgerlab calibrate: rank 0: gemm warm-up did not complete in time (watchdog); aborting the run",
              file=sys.stderr)
        return 1 if mode == "watchdog-exit-1" else 124
    interrupted = []
    signal.signal(signal.SIGINT, lambda *_: interrupted.append(1))
    print("calibrate: cuda backend, NVIDIA H100 80GB HBM3 (stub)", file=sys.stderr, flush=True)
    # Only the Ctrl-C step (the one run without --results) needs a run long enough to interrupt;
    # the measured runs return at once, which keeps the self-test's 17 runs short in CI. The Ctrl-C
    # step always ends at its SIGINT, so its run is long by construction (60 s): the script sends
    # the signal after it has seen this progress line, waited for it (polling) and slept
    # GPU_CHECK_INT_DELAY, which a loaded machine can stretch past a short fixed run (was 3 s).
    end = time.time() + (60.0 if "results" not in flags and float(flags.get("budget-s", 0)) >= 30 else 0.05)
    while time.time() < end and not interrupted:
        time.sleep(0.05)
    if interrupted:
        print("ledgerlab calibrate: interrupted: no profile written", file=sys.stderr)
        if mode == "int-writes" and "out" in flags:
            open(flags["out"], "w").write("{}")
        return 130
    r = synth_results(one_rank="one-rank-collectives" in flags, mpi="OMPI_COMM_WORLD_SIZE" in os.environ,
                      parts=flags["only"].split(",") if "only" in flags else None)
    if mode.startswith("mutate:"):
        try:
            MUTATIONS[mode[7:]][1](r)
        except (StopIteration, ValueError, KeyError, IndexError):
            pass  # this run lacks what the mutation breaks (e.g. --only)
    tmp = os.path.join(os.path.dirname(os.path.abspath(flags.get("out", "./x"))), f".stub-raw-{os.getpid()}.json")
    json.dump(r, open(tmp, "w"))
    cmd = [a.real, "calibrate", "--from-results", tmp]
    for k in ("out", "results", "datasheet"):
        if k in flags:
            cmd += [f"--{k}", flags[k]]
    if "json" in flags:
        cmd.append("--json")
    rc = subprocess.run(cmd).returncode
    os.unlink(tmp)
    return rc


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("checks")
    p.add_argument("--out", required=True)
    p.add_argument("--presets", required=True)
    p.add_argument("--fraction", type=float, default=0.6)
    p.add_argument("--total-s", type=float, default=0)
    p = sub.add_parser("synth")
    p.add_argument("--mutate", choices=sorted(MUTATIONS))
    p.add_argument("--mpi", action="store_true")
    p.add_argument("--only", default="")
    p = sub.add_parser("mutations")
    p = sub.add_parser("stub")
    p.add_argument("--real", required=True)
    p.add_argument("--mode", default="good")
    p.add_argument("args", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    if a.cmd == "checks":
        return cmd_checks(a)
    if a.cmd == "synth":
        return cmd_synth(a)
    if a.cmd == "mutations":
        for k, (check, _) in sorted(MUTATIONS.items()):
            print(f"{k} {check}")
        return 0
    return cmd_stub(a)


if __name__ == "__main__":
    sys.exit(main())
