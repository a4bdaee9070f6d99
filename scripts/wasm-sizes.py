#!/usr/bin/env python3
"""Where the bytes of a WebAssembly module go (twiggy-style, standard library only).

    scripts/wasm-sizes.py FILE.wasm [--top N] [--groups] [--by-file BUILD_DIR] [--gzip]

Prints each section's size, the largest functions (names come from the module's "name" section:
link with --profiling-funcs to keep them: rerun the link line of
build-web/web/CMakeFiles/ledgerlab_api.dir/link.txt, in build-web/web, with that flag and another -o) and,
with --groups, code bytes summed by who wrote the function (nlohmann::json, libc++, libc/musl, the
core's rooms, Emscripten's exception glue, ...). --by-file sums the core's code by source file and
room (core/spec, core/ledger, ...), reading which object file defines each function from the static
libraries in BUILD_DIR (llvm-nm on the LTO bitcode); code inlined across files counts where it landed.
--gzip adds each section's gzip -9 size. Sizes are raw bytes of the function bodies; gzip shrinks
code by ~2.5-3x. Demangling uses c++filt when it is installed.
"""
import argparse
import collections
import glob
import gzip
import os
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
        sections.append((label, end - i, i))
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


def object_files(build_dir):
    """Demangled function name (without parameters' spelling differences) -> 'room/file.cpp', from
    the core's static libraries (llvm-nm reads the LTO bitcode)."""
    nm = shutil.which("llvm-nm-14") or shutil.which("llvm-nm")
    if not nm:
        sys.exit("--by-file needs llvm-nm (Debian: llvm-14)")
    where = {}
    for lib in sorted(glob.glob(os.path.join(build_dir, "**", "libledgerlab_*.a"), recursive=True)):
        room = os.path.basename(lib)[len("libledgerlab_"):-2]
        out = subprocess.run([nm, "--defined-only", lib], capture_output=True, text=True).stdout
        member, syms = None, []
        for line in out.splitlines():
            if line.endswith(".o:"):
                member = line[:-1].replace(".cpp.o", ".cpp")
            elif line.strip() and member:
                parts = line.split()
                if len(parts) >= 3 and parts[1] in "Tt":  # templates (weak) count by origin instead
                    syms.append((parts[2], f"{'core' if room == 'core' else 'core/' + room}/{member}"))
        pretty = demangle([m for m, _ in syms])
        for (mangled, file), name in zip(syms, pretty):
            where.setdefault(name, file)
    return where


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("wasm")
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--groups", action="store_true")
    ap.add_argument("--by-file", metavar="BUILD_DIR")
    ap.add_argument("--gzip", action="store_true")
    a = ap.parse_args()
    total, sections, bodies, names = parse(a.wasm)
    data = open(a.wasm, "rb").read()
    print(f"{a.wasm}: {total} bytes" + (f", gzip -9 {len(gzip.compress(data, 9))} bytes" if a.gzip else ""))
    for label, size, start in sorted(sections, key=lambda s: -s[1]):
        gz = f"  gzip {len(gzip.compress(data[start:start + size], 9)):>8} B" if a.gzip else ""
        print(f"  section {label:<24} {size:>9} B  {100 * size / total:5.1f} %{gz}")
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
    if a.by_file:
        where = object_files(a.by_file)
        files, rooms = collections.Counter(), collections.Counter()
        for (idx, size), name in zip(bodies, pretty):
            f = where.get(name)
            if f is None:
                f = "(not the core: " + group_of(name) + ")"
            files[f] += size
            rooms[f.rsplit("/", 1)[0] if f.startswith("core") else f] += size
        print("  code by room (the core's static libraries; inlined code counts where it landed):")
        for k, v in rooms.most_common():
            print(f"    {v:>8} B  {100 * v / code:5.1f} %  {k}")
        print("  code by source file (largest 30):")
        for k, v in files.most_common(30):
            print(f"    {v:>8} B  {100 * v / code:5.1f} %  {k}")


if __name__ == "__main__":
    main()
