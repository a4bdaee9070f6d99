// `ledgerlab calibrate` in the CLI: replaces this process (execv) with the calibrate backend
// executable, ledgerlab-calibrate beside this one (or LEDGERLAB_CALIBRATE=PATH). The backend links
// CUDA/cuBLASLt/NCCL, MPI and BLAS (native/bench/); the CLI links only the core and the C++ runtime,
// so no other command pays for their loading and initialisers. exec keeps the process id, the
// environment and the open files: under mpirun every rank becomes the backend before it calls
// MPI_Init, Ctrl-C and the desktop app's Cancel reach it, and its exit status is the command's.
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "native/cli/commands.h"

namespace ledgerlab::cli {

static const char* const backend_name = "ledgerlab-calibrate";

// The backend's path: $LEDGERLAB_CALIBRATE, else the directory of this executable (symbolic links
// resolved by /proc/self/exe) + ledgerlab-calibrate; "" when neither is known (then PATH is searched).
static std::string backend_path() {
  if (const char* env = std::getenv("LEDGERLAB_CALIBRATE"); env && *env) return env;
  char buf[4096];
  const ssize_t n = ::readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0) return "";
  std::string self(buf, static_cast<std::size_t>(n));
  const auto slash = self.rfind('/');
  return slash == std::string::npos ? "" : self.substr(0, slash + 1) + backend_name;
}

int cmd_calibrate_exec(int argc, char** argv) {
  const std::string path = backend_path();
  std::vector<char*> av;
  av.push_back(const_cast<char*>(path.empty() ? backend_name : path.c_str()));
  for (int i = 0; i < argc; ++i) av.push_back(argv[i]);
  av.push_back(nullptr);
  std::fflush(nullptr);
  if (path.empty()) ::execvp(backend_name, av.data());
  else ::execv(path.c_str(), av.data());
  const int err = errno;  // exec returns only on failure
  std::fprintf(stderr,
               "ledgerlab calibrate: cannot start the calibrate backend %s: %s\n"
               "  calibrate's measurements (CUDA/NCCL, MPI, BLAS) live in that separate executable, built and installed\n"
               "  beside ledgerlab (cmake --build build --target ledgerlab_calibrate); LEDGERLAB_CALIBRATE=PATH names another.\n",
               path.empty() ? backend_name : path.c_str(), std::strerror(err));
  return 1;  // exit_failure (native/bench/bench.h)
}

}  // namespace ledgerlab::cli
