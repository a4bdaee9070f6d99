#!/usr/bin/env python3
"""Where the bytes of a WebAssembly module go (twiggy-style, standard library only).

    scripts/wasm-sizes.py FILE.wasm [--top N] [--groups]

Prints each section's size, the largest functions (names come from the module's "name" section:
link with --profiling-funcs to keep them: rerun the link line of
build-web/web/CMakeFiles/ledgerlab_api.dir/link.txt, in build-web/web, with that flag and another -o) and,
with --groups, code bytes summed by who wrote the function (nlohmann::json, libc++, libc/musl, the
core's rooms, Emscripten's exception glue, ...). Sizes are raw bytes of the function bodies; gzip
shrinks code by ~2.5-3x. Demangling uses c++filt when it is installed.
"""
import argparse
import collections
import shutil
import subprocess
import sys


def leb(data, i):
    result = shift = 0
    while True:
        b = data[i]
        i += 1
        result |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            return result, i


SECTIONS = {0: "custom", 1: "type", 2: "import", 3: "function", 4: "table", 5: "memory", 6: "global",
            7: "export", 8: "start", 9: "element", 10: "code", 11: "data", 12: "datacount", 13: "tag"}


def parse(path):
    data = open(path, "rb").read()
    if data[:4] != b"\0asm":
        sys.exit(f"{path}: not a WebAssembly module")
    i, sections, bodies, names, n_imported = 8, [], [], {}, 0
    while i < len(data):
        sid = data[i]
        size, j = leb(data, i + 1)
        end = j + size
        label = SECTIONS.get(sid, str(sid))
        if sid == 0:
            nlen, k = leb(data, j)
            cname = data[k:k + nlen].decode("utf-8", "replace")
            label = f"custom:{cname}"
            if cname == "name":
                k += nlen
                while k < end:
                    sub, k = leb(data, k)
                    sub_size, k = leb(data, k)
                    sub_end = k + sub_size
                    if sub == 1:  # function names
                        count, k = leb(data, k)
                        for _ in range(count):
                            idx, k = leb(data, k)
                            ln, k = leb(data, k)
                            names[idx] = data[k:k + ln].decode("utf-8", "replace")
                            k += ln
                    k = sub_end
        elif sid == 2:  # imports: functions count toward the function index space
            count, k = leb(data, j)
            for _ in range(count):
                for _ in range(2):
                    ln, k = leb(data, k)
                    k += ln
                kind = data[k]
                k += 1
                if kind == 0:
                    _, k = leb(data, k)
                    n_imported += 1
                elif kind == 1:
                    k += 1
                    flags, k = leb(data, k)
                    _, k = leb(data, k)
                    if flags & 1:
                        _, k = leb(data, k)
                elif kind == 2:
                    flags, k = leb(data, k)
                    _, k = leb(data, k)
                    if flags & 1:
                        _, k = leb(data, k)
                elif kind == 3:
                    k += 2
                elif kind == 4:
                    k += 1
                    _, k = leb(data, k)
        elif sid == 10:
            count, k = leb(data, j)
            for n in range(count):
                body, k2 = leb(data, k)
                bodies.append((n_imported + n, k2 - k + body))
                k = k2 + body
        sections.append((label, end - i))
        i = end
    return len(data), sections, bodies, names


def demangle(names):
    tool = shutil.which("c++filt") or shutil.which("llvm-cxxfilt-14") or shutil.which("llvm-cxxfilt")
    if not tool or not names:
        return names
    out = subprocess.run([tool], input="\n".join(names), capture_output=True, text=True).stdout.splitlines()
    return out if len(out) == len(names) else names


def group_of(name):
    name = name.split("(")[0]  # the function's own qualified name, not its parameter types
    rules = [("invoke_", "exception glue (invoke_* / __cxa_*)"), ("__cxa_", "exception glue (invoke_* / __cxa_*)"),
             ("nlohmann", "nlohmann::json"), ("ledgerlab::ui", "core/ui (view jobs)"),
             ("ledgerlab::", "the core (ledgerlab::)"), ("std::", "libc++ (std::)"),
             ("printf", "libc/musl (printf, strtod, ...)"), ("strto", "libc/musl (printf, strtod, ...)"),
             ("malloc", "allocator"), ("free", "allocator"), ("dlmalloc", "allocator")]
    for key, g in rules:
        if key in name:
            return g
    if name.startswith("$") or name.startswith("func"):
        return "(no name: link with --profiling-funcs)"
    return "libc/other"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("wasm")
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--groups", action="store_true")
    a = ap.parse_args()
    total, sections, bodies, names = parse(a.wasm)
    print(f"{a.wasm}: {total} bytes")
    for label, size in sorted(sections, key=lambda s: -s[1]):
        print(f"  section {label:<24} {size:>9} B  {100 * size / total:5.1f} %")
    bodies.sort(key=lambda b: -b[1])
    raw = [names.get(idx, f"func{idx}") for idx, _ in bodies]
    pretty = demangle(raw)
    code = sum(s for _, s in bodies)
    print(f"  {len(bodies)} functions, {code} B of code; largest:")
    for (idx, size), name in list(zip(bodies, pretty))[:a.top]:
        print(f"    {size:>7} B  {name[:150]}")
    if a.groups:
        g = collections.Counter()
        for (idx, size), name in zip(bodies, pretty):
            g[group_of(name)] += size
        print("  code by origin:")
        for k, v in g.most_common():
            print(f"    {v:>8} B  {100 * v / code:5.1f} %  {k}")


if __name__ == "__main__":
    main()
