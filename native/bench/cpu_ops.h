// CPU benchmark ops for calibrate's CPU backend (bench_cpu.cpp): a small persistent thread pool,
// STREAM-style memory kernels (cpu_stream.cpp), BLAS sgemm (cpu_matmul.cpp) and MPI collectives
// between ranks (cpu_collectives.cpp). Each factory returns bench_ops for the harness (bench.h).
#pragma once
#include <algorithm>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include "native/bench/bench.h"

namespace ledgerlab::bench {

// Persistent workers: run(fn) calls fn(tid, nthreads) on every thread (the caller is thread 0)
// and returns when all are done. Keeps thread start-up out of the timed region.
class thread_pool {
 public:
  explicit thread_pool(int threads);
  ~thread_pool();
  int size() const { return n_; }
  void run(const std::function<void(int, int)>& fn);
 private:
  int n_;
  std::vector<std::thread> workers_;
  std::mutex mu_;
  std::condition_variable cv_, done_cv_;
  const std::function<void(int, int)>* job_ = nullptr;
  long generation_ = 0;
  int pending_ = 0;
  bool stop_ = false;
};

// copy / triad / read / write over three double arrays of array_bytes each (BabelStream method,
// read+write byte counting).
std::vector<bench_op> cpu_stream_ops(const bench_options& opt, thread_pool& pool, std::size_t array_bytes);
// fp32 GEMM through CBLAS (or a labelled naive loop when built without a BLAS).
std::vector<bench_op> cpu_matmul_ops(const bench_options& opt);
std::string cpu_blas_name();
// The six collectives over MPI for each scope with >= 2 ranks; empty when not under MPI.
std::vector<bench_op> mpi_collective_ops(const bench_options& opt, const rank_ctx& ctx);
std::string mpi_library_version();  // "" without MPI
// MPI counts are int: calls over more elements are split into chunks of at most mpi_max_count()
// (INT_MAX; LEDGERLAB_MPI_MAX_COUNT lowers it for tests). count_chunks: (offset, length) pairs.
std::size_t mpi_max_count();
inline std::vector<std::pair<std::size_t, std::size_t>> count_chunks(std::size_t count, std::size_t max) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  if (max == 0) max = 1;
  for (std::size_t off = 0; off < count; off += max) out.push_back({off, std::min(max, count - off)});
  return out;
}
void mpi_check(int rc, const char* what);  // throws std::runtime_error naming the call (MPI builds)

}  // namespace ledgerlab::bench
