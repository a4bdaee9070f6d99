// CUDA backend internals shared by its op files: error checks that throw (never abort), device
// buffers (RAII), CUDA-event timing, a count-mismatches kernel, and the op factories (gemm.cu,
// stream.cu, memcpy.cu, nccl_common.cu + one file per collective). Only with LEDGERLAB_USE_CUDA.
#pragma once
#include <cuda_runtime.h>
#include <nccl.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/ledger/collectives.h"
#include "native/bench/bench.h"

namespace ledgerlab::bench {

#define LL_CUDA(call)                                                                                      \
  do {                                                                                                     \
    cudaError_t e_ = (call);                                                                               \
    if (e_ != cudaSuccess)                                                                                 \
      throw std::runtime_error(std::string("CUDA error in ") + #call + ": " + cudaGetErrorString(e_));    \
  } while (0)
#define LL_NCCL(call)                                                                                      \
  do {                                                                                                     \
    ncclResult_t r_ = (call);                                                                              \
    if (r_ != ncclSuccess)                                                                                 \
      throw std::runtime_error(std::string("NCCL error in ") + #call + ": " + ncclGetErrorString(r_));     \
  } while (0)

// Device memory owned by one GPU.
struct dev_buf {
  void* p = nullptr;
  std::size_t bytes = 0;
  int dev = 0;
  dev_buf() = default;
  dev_buf(int d, std::size_t b) : bytes(b), dev(d) {
    LL_CUDA(cudaSetDevice(d));
    LL_CUDA(cudaMalloc(&p, b));
  }
  ~dev_buf() {
    if (p) cudaSetDevice(dev), cudaFree(p);
  }
  dev_buf(const dev_buf&) = delete;
  dev_buf& operator=(const dev_buf&) = delete;
  template <class T> T* as() const { return static_cast<T*>(p); }
};

// Start/stop events on one stream; elapsed seconds after the stop event completes.
struct event_timer {
  cudaEvent_t a = nullptr, b = nullptr;
  event_timer() {
    LL_CUDA(cudaEventCreate(&a));
    LL_CUDA(cudaEventCreate(&b));
  }
  ~event_timer() { cudaEventDestroy(a), cudaEventDestroy(b); }
  void start(cudaStream_t s) { LL_CUDA(cudaEventRecord(a, s)); }
  void stop(cudaStream_t s) { LL_CUDA(cudaEventRecord(b, s)); }
  double seconds() {
    LL_CUDA(cudaEventSynchronize(b));
    float ms = 0;
    LL_CUDA(cudaEventElapsedTime(&ms, a, b));
    return ms * 1e-3;
  }
};

// Elements of a double array whose value differs from expect (relative 1e-12): #wrong on device.
long long count_mismatch_f64(const double* d, std::size_t n, double expect, cudaStream_t s);
long long count_mismatch_u8(const unsigned char* d, std::size_t n, unsigned char expect, cudaStream_t s);

struct cuda_device_info {
  int dev = 0;
  std::string name;
  int cc_major = 0, cc_minor = 0, sms = 0;
  double memory_bytes = 0, l2_bytes = 0;
};
cuda_device_info device_info(int dev);

// Op factories. `dev` is the CUDA device the op runs on.
std::vector<bench_op> gemm_ops(const bench_options& opt, int dev);
json gemm_warm_up(int dev, double seconds);   // bf16 (fp32 fallback) GEMMs back to back; NVML snapshot under load
double gemm_probe_rate(int dev);              // median bf16 8192³ FLOP/s (straggler check)
std::vector<bench_op> stream_ops(const bench_options& opt, int dev);
std::vector<bench_op> memcpy_ops(const bench_options& opt, int dev, int ndev_local);

// ---- NCCL -----------------------------------------------------------------------------------
// One GPU this process drives: its communicator, stream and buffers (nccl-tests' per-GPU args).
struct nccl_slot {
  int dev = 0, rank = 0;
  ncclComm_t comm = nullptr;
  cudaStream_t stream = nullptr;
  std::unique_ptr<dev_buf> send, recv;
  std::unique_ptr<event_timer> timer;
};
struct nccl_group {
  std::string scope;  // "intra" | "inter" | "world"
  int nranks = 0;
  std::vector<nccl_slot> slots;
};
// What one collective file defines (nccl-tests' struct testColl): its kind and the call.
struct nccl_coll_def {
  collective_kind kind;
  ncclResult_t (*launch)(const float* send, float* recv, std::size_t count, int rank, int nranks, ncclComm_t comm,
                         cudaStream_t stream);
};
extern const nccl_coll_def nccl_all_reduce, nccl_all_gather, nccl_reduce_scatter, nccl_all_to_all, nccl_broadcast,
    nccl_send_recv;

// Communicators: with MPI one GPU per process (ncclUniqueId by MPI_Bcast, nccl-tests' way);
// without, this process drives every visible GPU (ncclCommInitAll). Multi-node adds intra/inter
// groups by ncclCommSplit. on_abort (for the watchdog) aborts every communicator.
std::vector<std::shared_ptr<nccl_group>> nccl_setup(const rank_ctx& ctx, int ndev_local, watchdog& wd,
                                                     const bench_options& opt);
void nccl_abort_all(const std::vector<std::shared_ptr<nccl_group>>& groups);
bench_op nccl_coll_op(const nccl_coll_def& def, std::shared_ptr<nccl_group> g, const bench_options& opt);

// NVML through dlopen (no link dependency): clocks, power, temperature, ECC, throttle reasons.
json nvml_snapshot(int dev);  // {} when NVML is unavailable

}  // namespace ledgerlab::bench
