#!/usr/bin/env python3
"""Step-time validation report: runs the in-sample and out-of-sample validation tests of the
native test binary, then prints the README tables (Markdown: errors by set, the planner ranking's
claimed speed-ups by set, every run) and writes docs/validation.png
(predicted vs measured throughput of the held-out sets F and G; error of every run, all sets). Needs python3-matplotlib (scripts/setup.sh).

    python3 scripts/validation_report.py [--build build] [--png docs/validation.png]
"""
import argparse
import csv
import os
import re
import subprocess
import sys
import tempfile


def run_tests(build):
    exe = os.path.join(build, "bin", "ledgerlab_tests")
    if not os.path.exists(exe):
        sys.exit(f"validation_report: {exe} not found; build it first (cmake --build {build} --target ledgerlab_tests)")
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "oos.csv")
        env = dict(os.environ, LEDGERLAB_VALIDATION_CSV=path)
        subprocess.run([exe, "[validation]"], env=env, stdout=subprocess.DEVNULL, check=False)
        with open(path) as f:
            oos = list(csv.DictReader(f))
    out = subprocess.run([exe, "validation: measured Megatron iteration times from catalog constants", "-s"],
                         capture_output=True, text=True).stdout
    ins = []
    for m in re.finditer(r"megatron validation (\S+)\s+measured\s+([\d.]+) s\s+predicted\s+([\d.]+) s\s+error\s+([+-]?[\d.]+) %", out):
        ins.append({"id": m.group(1), "measured_s": float(m.group(2)), "predicted_s": float(m.group(3)),
                    "error": float(m.group(4)) / 100})
    return ins, oos


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--png", default="docs/validation.png")
    a = ap.parse_args()
    ins, oos = run_tests(a.build)
    if not ins or not oos:
        sys.exit("validation_report: the tests printed no validation rows")
    mean = lambda xs: sum(xs) / len(xs)
    ie = [abs(r["error"]) for r in ins]
    print(f"In sample (Korthikanti 2022 Table 5, {len(ins)} runs): mean |error| {100*mean(ie):.2f} %, max {100*max(ie):.2f} %")
    for name in ("A", "B", "C", "D", "E", "F", "G"):
        rows = [r for r in oos if r["set"] == name]
        e = [abs(float(r["step_error"])) for r in rows]
        if rows:
            print(f"Set {name} ({len(rows)} runs): mean |error| {100*mean(e):.2f} %, max {100*max(e):.2f} %, "
                  f"{sum(float(r['step_error']) < 0 for r in rows)} optimistic")
    # planner ranking: how much faster the planner claims its own choice is than the measured configuration
    print()
    print("| set | runs | planner's claimed speed-up: median | mean | min | max | > 10 % | < −0.5 % |")
    print("|---|---|---|---|---|---|---|---|")
    for name in ("A", "B", "C", "D", "E", "F", "G"):
        c = sorted(float(r["planner_claimed_speedup"]) for r in oos if r["set"] == name)
        if c:
            med = c[len(c) // 2] if len(c) % 2 else (c[len(c) // 2 - 1] + c[len(c) // 2]) / 2
            print(f"| {name} | {len(c)} | {100*med:+.1f} % | {100*mean(c):+.1f} % | {100*c[0]:+.1f} % | {100*c[-1]:+.1f} % | "
                  f"{sum(x > 0.10 for x in c)} | {sum(x < -0.005 for x in c)} |")
    print()
    print("| set | run | GPU | GEMMs | GPUs | measured tok/s/GPU | predicted | step error | planner's claimed speed-up (b, v, recompute) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in oos:
        print(f"| {r['set']} | {r['id']} | {r['hardware']} | {r['matmul']} | {r['gpus'].split('.')[0]} | {float(r['measured_tokens_per_s_per_gpu']):.0f} | "
              f"{float(r['predicted_tokens_per_s_per_gpu']):.0f} | {100*float(r['step_error']):+.1f} % | "
              f"{100*float(r['planner_claimed_speedup']):+.1f} % ({r['planner_micro_batch']}, {r['planner_vp']}, {r['planner_recompute']}) |")
    ob = [r for r in oos if r["set"] in ("F", "G")]
    oe = [abs(float(r["step_error"])) for r in ob]
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        sys.exit("validation_report: python3-matplotlib is needed for the plot (apt-get install python3-matplotlib)")
    fig, ax = plt.subplots(1, 2, figsize=(13, 20), dpi=100)
    # left: out of sample, predicted vs measured throughput (log-log)
    styles = {("h100-sxm", "megatron-core"): ("o", "tab:green", "H100, Megatron-Core (NeMo)"),
              ("h100-sxm", "composer-fsdp"): ("s", "tab:blue", "H100, FSDP (llm-foundry)"),
              ("a100-80gb-sxm", "composer-fsdp"): ("^", "tab:orange", "A100, FSDP (llm-foundry)"),
              ("a100-80gb-sxm", "torchtitan-fsdp2"): ("D", "tab:red", "A100, FSDP2 (torchtitan)"),
              ("b200", "megatron-core"): ("P", "tab:brown", "B200, Megatron-Core (Megatron-Bridge)")}
    seen = set()
    for r in ob:
        key = (r["hardware"], r["framework"])
        mk, col, lab = styles.get(key, ("x", "gray", "other"))
        face = col if r["matmul"] == "fp8" else "none"
        ax[0].scatter(float(r["measured_tokens_per_s_per_gpu"]), float(r["predicted_tokens_per_s_per_gpu"]), marker=mk,
                      edgecolors=col, facecolors=face, s=46, label=None if lab in seen else lab)
        seen.add(lab)
    lo, hi = 150, 3e5
    ax[0].plot([lo, hi], [lo, hi], "k-", lw=0.8)
    for f in (0.85, 1.15):
        ax[0].plot([lo, hi], [lo / f, hi / f], "k:", lw=0.6)
    ax[0].set_xscale("log"), ax[0].set_yscale("log")
    ax[0].set_xlim(lo, hi), ax[0].set_ylim(lo, hi)
    ax[0].set_xlabel("measured tokens/s per GPU"), ax[0].set_ylabel("predicted tokens/s per GPU")
    ax[0].set_title(f"Held out: sets F (round 5) and G (round 6, uneven pipeline stages; the constants of round 4):\n{len(ob)} runs, mean |err| {100*mean(oe):.1f} %, max {100*max(oe):.1f} %", fontsize=10)
    ax[0].legend(fontsize=8, loc="upper left", title="filled = fp8 GEMMs; dotted = ±15 %", title_fontsize=8)
    # right: error per run, both sets
    names = [r["id"] for r in ins] + [r["id"] for r in oos]
    errs = [100 * r["error"] for r in ins] + [100 * float(r["step_error"]) for r in oos]
    set_col = {"A": "tab:orange", "B": "tab:blue", "C": "tab:purple", "D": "tab:olive", "E": "tab:cyan", "F": "tab:red", "G": "tab:pink"}
    cols = ["tab:gray"] * len(ins) + [set_col.get(r["set"], "k") for r in oos]
    ax[1].barh(range(len(names)), errs, color=cols)
    ax[1].set_yticks(range(len(names)))
    ax[1].set_yticklabels(names, fontsize=5)
    ax[1].invert_yaxis()
    for x in (-15, -7, 7, 15):
        ax[1].axvline(x, color="k", lw=0.5, ls=":")
    ax[1].axvline(0, color="k", lw=0.8)
    ax[1].axhline(len(ins) - 0.5, color="k", lw=0.8)
    ax[1].set_xlabel("step-time error, % (predicted − measured) / measured")
    ax[1].set_title("gray: Table 5; orange: set A, blue: set B, purple: set C,\nolive: D, cyan: E (studied); red: F, pink: G (held out, compared once)", fontsize=10)
    fig.tight_layout()
    os.makedirs(os.path.dirname(a.png) or ".", exist_ok=True)
    fig.savefig(a.png)
    print(f"\nwrote {a.png}")


if __name__ == "__main__":
    main()
