// CUDA backend internals shared by its op files: checks that throw (never abort), device checks
// on the GPU (#wrong counted by a kernel), device info, NVML telemetry, and the op factories
// (gemm.cu, stream.cu, memcpy.cu, nccl_common.cu + one file per collective). Resources come
// from gpu_res.h, which binds each to its device. Only with LEDGERLAB_USE_CUDA.
#pragma once
#include <cuda_runtime.h>
#include <nccl.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/ledger/collectives.h"
#include "native/bench/bench.h"
#include "native/bench/coll_defs.h"
#include "native/bench/gpu_res.h"

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
// After a kernel launch: a launch error (bad configuration, no kernel image for this GPU) throws.
#define LL_LAUNCHED(what) LL_CUDA(cudaGetLastError())

// The CUDA stream of a device_stream, its device made current (for launches and async copies).
inline cudaStream_t cu(const device_stream& s) { return static_cast<cudaStream_t>(s.use()); }

// #wrong on the device: elements of d that differ from expect (relative tolerance; NaN is wrong).
long long count_mismatch_f64(const double* d, std::size_t n, double expect, double rel_tol, const device_stream& s);
long long count_mismatch_u8(const unsigned char* d, std::size_t n, unsigned char expect, const device_stream& s);
void fill_u8(unsigned char* d, std::size_t n, unsigned char v, const device_stream& s);

struct cuda_device_info {
  int dev = 0;
  std::string name;
  int cc_major = 0, cc_minor = 0, sms = 0;
  double memory_bytes = 0, l2_bytes = 0;
};
cuda_device_info device_info(int dev);

// NVML through dlopen (no link dependency; nvml_probe.cpp). {} where NVML is unavailable.
json nvml_sample(int dev);       // while working: sm_mhz, mem_mhz, power_w, temperature_c, throttle_reasons
json nvml_static(int dev);       // driver, max/application clocks, power limit, ECC, PCIe link, NVLink links
json nvml_pair(int a, int b);    // topology of a GPU pair: {"path": "NVLINK"|"PIX"|"PXB"|"PHB"|"NODE"|"SYS", ...}
json nvml_pair_bus(const std::string& bus_a, const std::string& bus_b);  // the same by PCI bus id
std::string pci_bus_id(int dev);  // "0000:3B:00.0", "" if unknown

// ---- op factories (dev: the CUDA device the op runs on) -----------------------------------------
std::vector<bench_op> gemm_ops(const bench_options& opt, int dev);
// Straggler probe (calibration.md §3.1): the same bf16 GEMM on every listed GPU at once, after
// warm_s seconds of all of them working together. Per GPU {gpu, matmul_flops_per_s, telemetry}.
json gemm_probe(const std::vector<int>& devs, double warm_s);
std::vector<bench_op> stream_ops(const bench_options& opt, int dev);
// Triad on every listed GPU (one host thread each) and, with across_ranks (MPI), on every rank's
// GPU at the same time (a barrier before each batch): per-GPU bandwidth under concurrent load,
// flagged "concurrent".
bench_op stream_concurrent_op(const bench_options& opt, const std::vector<int>& devs, const rank_ctx* across_ranks);
std::vector<bench_op> memcpy_ops(const bench_options& opt, int dev);
bench_op memcpy_concurrent_op(const bench_options& opt, const std::vector<int>& devs, const rank_ctx* across_ranks);
std::vector<bench_op> peer_ops(const bench_options& opt, const std::vector<int>& devs);  // one process, every pair
std::vector<bench_op> peer_ops_mpi(const bench_options& opt, const rank_ctx& ctx, int dev);  // CUDA IPC between ranks

// ---- NCCL -----------------------------------------------------------------------------------
// One GPU this process drives: its communicator, stream and buffers (nccl-tests' per-GPU args).
struct nccl_slot {
  int dev = 0, rank = 0;
  ncclComm_t comm = nullptr;
  std::unique_ptr<device_stream> stream;
  std::unique_ptr<device_buffer> send, recv, counter;
};
struct nccl_group {
  std::string scope;     // "intra" | "inter" | "world"
  int nranks = 0;
  bool nvls_off = false; // created with NCCL_ALGO=^NVLS,NVLSTree
  std::vector<nccl_slot> slots;
};
// What one collective file defines (nccl-tests' struct testColl): its kind and the call.
struct nccl_coll_def {
  collective_kind kind;
  ncclResult_t (*launch)(const void* send, void* recv, std::size_t count, ncclDataType_t type, int rank, int nranks,
                         ncclComm_t comm, cudaStream_t stream);
};
extern const nccl_coll_def nccl_all_reduce, nccl_all_gather, nccl_reduce_scatter, nccl_all_to_all, nccl_broadcast,
    nccl_send_recv;

// The NCCL debug log calibrate reads NCCL's algorithm choice from (nccl_log.h); set up before the
// first NCCL call, removed at the end.
struct nccl_log_capture;
std::shared_ptr<nccl_log_capture> nccl_log_start(const rank_ctx& ctx);
std::string nccl_log_status(const std::shared_ptr<nccl_log_capture>& log);  // how choices were recorded, or why not

// Communicators: with MPI one GPU per process (ncclUniqueId by MPI_Bcast, nccl-tests' way);
// without, this process drives every listed GPU (ncclCommInitAll). Multi-node adds intra/inter
// groups by ncclCommSplit. nvls_off: NCCL_ALGO=^NVLS,NVLSTree for these communicators (unless the
// user set NCCL_ALGO).
std::vector<std::shared_ptr<nccl_group>> nccl_setup(const rank_ctx& ctx, const std::vector<int>& devs, watchdog& wd,
                                                     const bench_options& opt, bool nvls_off);
void nccl_abort_all(const std::vector<std::shared_ptr<nccl_group>>& groups);
void nccl_destroy_all(const std::vector<std::shared_ptr<nccl_group>>& groups);
struct nccl_variant {
  coll_dtype dtype = coll_dtype::f32;
  bool in_place = false;
};
bench_op nccl_coll_op(const nccl_coll_def& def, std::shared_ptr<nccl_group> g, const bench_options& opt,
                      nccl_variant v, const rank_ctx& ctx, std::shared_ptr<nccl_log_capture> log);

}  // namespace ledgerlab::bench
