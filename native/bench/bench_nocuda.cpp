// The CUDA backend's entry points in a build without CUDA (LEDGERLAB_CUDA=OFF or not found):
// calibrate reports "built without CUDA (LEDGERLAB_CUDA=OFF)" and exits with exit_skipped.
#include <stdexcept>

#include "native/bench/bench.h"

namespace ledgerlab::bench {

bool cuda_built() { return false; }
std::string cuda_probe() { return "built without CUDA (LEDGERLAB_CUDA=OFF)"; }
json run_cuda_backend(const bench_options&, const rank_ctx&, watchdog&) {
  throw std::runtime_error("built without CUDA (LEDGERLAB_CUDA=OFF)");
}

}  // namespace ledgerlab::bench
