#!/usr/bin/env python3
"""Run a reader-answer corpus through `ledgerlab api --lines` and list the rows whose verdict differs."""
import json, subprocess, sys
binary = sys.argv[1] if len(sys.argv) > 1 else "build/bin/ledgerlab"
path = sys.argv[2] if len(sys.argv) > 2 else "tests/data/reader_answers_blind26.jsonl"
rows = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
reqs = []
for r in rows:
    q = {"op": "check", "question": r["q"], "answer": r["a"], "seed": r.get("seed", 0)}
    if "previous" in r: q["previous"] = r["previous"]
    reqs.append(json.dumps(q, ensure_ascii=False))
out = subprocess.run([binary, "api", "--lines"], input="\n".join(reqs) + "\n", capture_output=True, text=True).stdout
res = [json.loads(l) for l in out.splitlines() if l.strip()]
assert len(res) == len(rows), (len(res), len(rows))
bad = 0
for i, (r, g) in enumerate(zip(rows, res), 1):
    got = g.get("correct")
    if got != r["correct"] and not r.get("known"):
        bad += 1
        kind = "FALSE REJECT" if r["correct"] else "FALSE ACCEPT"
        print(f"{i:4d} {kind:12s} [{g.get('kind')}] {r['q']} :: {r['a']!r}\n       {g.get('feedback','')[:220]}")
print(f"{bad} misgrades of {len(rows)} rows")
