// ledgerlab-calibrate: the calibrate backend executable. `ledgerlab calibrate ARGS` execs it
// (calibrate_exec.cpp) with the same arguments; it runs cmd_calibrate (cmd_calibrate.cpp) over the
// backends in native/bench/ (CUDA/cuBLASLt/NCCL per LEDGERLAB_CUDA, CPU/MPI/BLAS), whose libraries
// only this executable links. Flags, output and exit codes are calibrate's (`--help`).
#include <cstdio>
#include <exception>

#include "native/cli/args.h"
#include "native/cli/commands.h"

int main(int argc, char** argv) {
  using namespace ledgerlab::cli;
  try {
    return cmd_calibrate(argc - 1, argv + 1);
  } catch (const usage_error& e) {
    std::fprintf(stderr, "ledgerlab calibrate: %s\n", e.what());
    return 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "ledgerlab calibrate: internal error: %s\n", e.what());
    return 1;
  }
}
