#!/usr/bin/env python3
"""List the rows of reader-answer corpus files that the grader marks differently from the teacher.

Usage: scripts/corpus_misgrades.py [BINARY] [FILE.jsonl ...]  (default: build/bin/ledgerlab and every
tests/data/reader_answers*.jsonl). Each row is sent as a `check` request through `ledgerlab api --lines`;
`known` rows are listed with a [known] mark. The [reader_answers] Catch2 test is the gate; this is the
quick look while writing rows."""
import glob, json, subprocess, sys

binary = sys.argv[1] if len(sys.argv) > 1 else "build/bin/ledgerlab"
paths = sys.argv[2:] or sorted(glob.glob("tests/data/reader_answers*.jsonl"))
rows = []
for p in paths:
    for line in open(p, encoding="utf-8"):
        if line.strip():
            rows.append(json.loads(line))
reqs = []
for r in rows:
    req = {"op": "check", "question": r["q"], "answer": r["a"], "seed": r.get("seed", 0)}
    if "previous" in r:
        req["previous"] = r["previous"]
    reqs.append(json.dumps(req, ensure_ascii=False))
out = subprocess.run([binary, "api", "--lines"], input="\n".join(reqs) + "\n",
                     capture_output=True, text=True, check=True).stdout.splitlines()
assert len(out) == len(rows), (len(out), len(rows))
fr = fa = 0
for r, o in zip(rows, out):
    d = json.loads(o)
    got = bool(d.get("correct"))
    if not d.get("ok", True):
        print("ERROR", r["q"], d)
    if got != r["correct"]:
        kind = "FALSE-REJECT" if r["correct"] else "FALSE-ACCEPT"
        fr += r["correct"]
        fa += not r["correct"]
        known = " [known]" if "known" in r else ""
        print(f"{kind}{known} {r['q']} seed={r.get('seed', 0)} prev={r.get('previous', '')}\n   a={r['a']!r}\n   why={r['why']}\n   feedback={d.get('feedback', '')[:200]!r}")
print(f"{len(rows)} rows: {fr} false rejects, {fa} false accepts")
