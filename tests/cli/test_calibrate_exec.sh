#!/usr/bin/env bash
# The CLI links only the core and the C++ runtime; `ledgerlab calibrate` execs ledgerlab-calibrate
# beside it, the one program linking CUDA/NCCL, MPI and BLAS. Checks both link lines (ldd), the exec
# path (exit codes pass through, a symlinked CLI finds the backend, a missing one is named) and that
# a CUDA build's backend runs its CUDA probe. Usage: test_calibrate_exec.sh BIN (ctest sets
# LEDGERLAB_CALIBRATE_LINKS to what the backend was built with, of "mpi blas cuda").
set -u
bin=$1
links=" ${LEDGERLAB_CALIBRATE_LINKS-} "
has() { [[ "$links" == *" $1 "* ]]; }
backend=$(dirname "$bin")/ledgerlab-calibrate
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
source "$(dirname "$0")/lib.sh"
ok() { if eval "$2"; then passes=$((passes+1)); else echo "FAIL $1: $2"; fails=$((fails+1)); fi; }

# The CLI's shared libraries: only the C and C++ runtimes (and the sanitizers in a sanitizer build).
ldd "$bin" > "$tmp/cli.ldd"
extra=$(awk '{print $1}' "$tmp/cli.ldd" | grep -vE '(^|/)(linux-vdso|ld-linux[^/]*|libstdc\+\+|libm|libgcc_s|libc|libasan|libubsan)\.so' || true)
ok cli-links-only-runtime '[ -z "$extra" ] || { echo "  unexpected: $extra"; false; }'
ok cli-no-gpu-mpi-blas '! grep -qiE "cuda|cublas|nccl|nvidia|libmpi|open-pal|open-rte|pmix|blas|lapack|gfortran" "$tmp/cli.ldd"'

# The backend executable exists beside the CLI and links what calibrate measures with.
ok backend-exists '[ -x "$backend" ]'
ldd "$backend" > "$tmp/backend.ldd"
has mpi && ok backend-links-mpi 'grep -q "libmpi" "$tmp/backend.ldd"'
has blas && ok backend-links-blas 'grep -qiE "blas" "$tmp/backend.ldd"'
if has cuda; then
  for lib in libcudart libcublasLt libnccl; do ok "backend-links-$lib" "grep -q $lib \"\$tmp/backend.ldd\""; done
fi

# Exec: flags, output and exit codes are the backend's; calibrate's help comes through the CLI.
check help-through-cli 0 'exit: 0 ok' -- "$bin" calibrate --help
check usage-exit-2 2 '^ledgerlab calibrate: unknown flag --bogus' -- "$bin" calibrate --bogus
check backend-direct 0 'usage: ledgerlab calibrate' -- "$backend" --help
# A symbolic link to the CLI elsewhere still finds the backend beside the real file.
ln -s "$(readlink -f "$bin")" "$tmp/ledgerlab"
check symlinked-cli 0 'exit: 0 ok' -- "$tmp/ledgerlab" calibrate --help
# A missing backend: a clear message naming the file, exit 1; other commands are unaffected.
check missing-backend 1 'cannot start the calibrate backend /nonexistent/ledgerlab-calibrate: No such file' -- \
  env LEDGERLAB_CALIBRATE=/nonexistent/ledgerlab-calibrate "$bin" calibrate --help
check missing-backend-version 0 '' -- env LEDGERLAB_CALIBRATE=/nonexistent/ledgerlab-calibrate "$bin" version
printf '#!/bin/sh\nexit 0\n' > "$tmp/noexec"
check backend-not-executable 1 'Permission denied' -- env LEDGERLAB_CALIBRATE="$tmp/noexec" "$bin" calibrate --help

# --backend cuda without a GPU: the CUDA build's backend loads CUDA and reports why there is no GPU
# (exit 3, skipped); a build without CUDA says so.
if ! command -v nvidia-smi >/dev/null 2>&1 || ! nvidia-smi -L >/dev/null 2>&1; then
  if has cuda; then
    check cuda-probe-runs 3 'no (usable )?CUDA GPU' -- "$bin" calibrate --backend cuda --no-progress
  else
    check cuda-not-built 3 'built without CUDA' -- "$bin" calibrate --backend cuda --no-progress
  fi
fi

echo "$passes passed, $fails failed"
[ "$fails" = 0 ]
