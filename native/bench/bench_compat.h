// The only place for CUDA / NCCL version #ifs in calibrate (style.md §5: per-op files stay free of
// version ladders, unlike nccl-tests' all_reduce.cu). Each shim names the version that added it.
#pragma once
#include <cuda_runtime.h>
#include <nccl.h>

#include <string>

namespace ledgerlab::bench {

// NCCL 2.28 added ncclAlltoAll; before it, all-to-all is grouped send/recv (nccl-tests' alltoall.cu).
// count is per peer; elements of esize bytes.
inline ncclResult_t compat_all_to_all(const void* send, void* recv, size_t count, ncclDataType_t type, size_t esize,
                                      int nranks, ncclComm_t comm, cudaStream_t stream) {
#if NCCL_VERSION_CODE >= NCCL_VERSION(2, 28, 0)
  (void)nranks, (void)esize;
  return ncclAlltoAll(send, recv, count, type, comm, stream);
#else
  const char* s = static_cast<const char*>(send);
  char* r = static_cast<char*>(recv);
  ncclResult_t rc = ncclGroupStart();
  for (int p = 0; p < nranks && rc == ncclSuccess; ++p) {
    rc = ncclSend(s + p * count * esize, count, type, p, comm, stream);
    if (rc == ncclSuccess) rc = ncclRecv(r + p * count * esize, count, type, p, comm, stream);
  }
  const ncclResult_t e = ncclGroupEnd();
  return rc != ncclSuccess ? rc : e;
#endif
}

// ncclCommSplit arrived in NCCL 2.18; older libraries measure the world communicator only.
inline bool compat_comm_split(ncclComm_t comm, int color, int key, ncclComm_t* out) {
#if NCCL_VERSION_CODE >= NCCL_VERSION(2, 18, 0)
  return ncclCommSplit(comm, color, key, out, nullptr) == ncclSuccess && *out != nullptr;
#else
  (void)comm, (void)color, (void)key, (void)out;
  return false;
#endif
}

// CUDA 13 removed cudaDeviceProp::clockRate / memoryClockRate; the attributes remain (kHz).
// 0 when the attribute cannot be read.
inline int compat_clock_khz(int dev, bool memory) {
  int v = 0;
  if (cudaDeviceGetAttribute(&v, memory ? cudaDevAttrMemoryClockRate : cudaDevAttrClockRate, dev) != cudaSuccess) v = 0;
  return v;
}

// bf16 collectives: ncclBfloat16 since NCCL 2.10.
inline bool compat_nccl_bf16() {
#if NCCL_VERSION_CODE >= NCCL_VERSION(2, 10, 0)
  return true;
#else
  return false;
#endif
}
inline ncclDataType_t compat_nccl_type(bool bf16) {
#if NCCL_VERSION_CODE >= NCCL_VERSION(2, 10, 0)
  return bf16 ? ncclBfloat16 : ncclFloat;
#else
  (void)bf16;
  return ncclFloat;
#endif
}

// FP8 (e4m3) GEMM in cuBLASLt needs CUDA 11.8+ and compute capability 8.9+ (Ada, Hopper).
inline bool compat_fp8_supported(int cc_major, int cc_minor) {
#if CUDART_VERSION >= 11080
  return cc_major > 8 || (cc_major == 8 && cc_minor >= 9);
#else
  (void)cc_major, (void)cc_minor;
  return false;
#endif
}

inline std::string compat_nccl_version() {
  int v = 0;
  if (ncclGetVersion(&v) != ncclSuccess) return "unknown";
  // NCCL_VERSION(X,Y,Z) = X*10000 + Y*100 + Z since 2.9 (X*1000 + Y*100 + Z before).
  const int major = v >= 10000 ? v / 10000 : v / 1000, minor = v >= 10000 ? (v / 100) % 100 : (v / 100) % 10;
  return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(v % 100);
}

}  // namespace ledgerlab::bench
