// gpu_api.h on the CUDA runtime: the only file of calibrate that creates streams, events and
// device/pinned memory directly (tests/test_bench_static.cpp checks that), plus the gate kernel.
// Every call is checked and throws std::runtime_error naming the call and the CUDA error.
#include <cuda_runtime.h>

#include <stdexcept>
#include <string>

#include "native/bench/gpu_api.h"

namespace ledgerlab::bench::gpu {

namespace {
void check(cudaError_t e, const char* what) {
  if (e != cudaSuccess) throw std::runtime_error(std::string("CUDA error in ") + what + ": " + cudaGetErrorString(e));
}

// Holds its stream until *flag != 0 or timeout_ns of %globaltimer (ns, sm_70+) pass; then records
// whether it timed out. One thread: it occupies one SM slot and nothing queued behind it starts.
__global__ void k_gate(const volatile int* flag, int* timed_out, unsigned long long timeout_ns) {
  unsigned long long t0 = 0, t = 0;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
  for (;;) {
    if (*flag != 0) return;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    if (t - t0 > timeout_ns) {
      *timed_out = 1;
      __threadfence_system();
      return;
    }
  }
}
}  // namespace

int device_count() {
  int n = 0;
  check(cudaGetDeviceCount(&n), "cudaGetDeviceCount");
  return n;
}
int get_device() {
  int d = 0;
  check(cudaGetDevice(&d), "cudaGetDevice");
  return d;
}
void set_device(int dev) { check(cudaSetDevice(dev), "cudaSetDevice"); }

stream_t stream_create() {
  cudaStream_t s = nullptr;
  check(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking), "cudaStreamCreateWithFlags");
  return s;
}
void stream_destroy(stream_t s) noexcept { (void)cudaStreamDestroy(static_cast<cudaStream_t>(s)); }
void stream_synchronize(stream_t s) { check(cudaStreamSynchronize(static_cast<cudaStream_t>(s)), "cudaStreamSynchronize"); }
bool stream_idle(stream_t s) {
  const cudaError_t e = cudaStreamQuery(static_cast<cudaStream_t>(s));
  if (e == cudaErrorNotReady) return false;
  check(e, "cudaStreamQuery");
  return true;
}

event_t event_create() {
  cudaEvent_t e = nullptr;
  check(cudaEventCreate(&e), "cudaEventCreate");
  return e;
}
void event_destroy(event_t e) noexcept { (void)cudaEventDestroy(static_cast<cudaEvent_t>(e)); }
void event_record(event_t e, stream_t s) {
  check(cudaEventRecord(static_cast<cudaEvent_t>(e), static_cast<cudaStream_t>(s)), "cudaEventRecord");
}
void event_synchronize(event_t e) { check(cudaEventSynchronize(static_cast<cudaEvent_t>(e)), "cudaEventSynchronize"); }
double event_elapsed_s(event_t a, event_t b) {
  float ms = 0;
  check(cudaEventElapsedTime(&ms, static_cast<cudaEvent_t>(a), static_cast<cudaEvent_t>(b)), "cudaEventElapsedTime");
  return static_cast<double>(ms) * 1e-3;
}

void* device_alloc(std::size_t bytes) {
  void* p = nullptr;
  check(cudaMalloc(&p, bytes), ("cudaMalloc(" + std::to_string(bytes) + " bytes)").c_str());
  return p;
}
void device_free(void* p) noexcept { (void)cudaFree(p); }
void* host_alloc_mapped(std::size_t bytes, void** dev_ptr) {
  void* h = nullptr;
  // Portable: mapped for every device, whichever is current here (a gate on GPU 3 may poll a flag
  // allocated while GPU 0 was current).
  check(cudaHostAlloc(&h, bytes, cudaHostAllocMapped | cudaHostAllocPortable), "cudaHostAlloc(mapped, portable)");
  const cudaError_t e = cudaHostGetDevicePointer(dev_ptr, h, 0);
  if (e != cudaSuccess) {
    (void)cudaFreeHost(h);
    check(e, "cudaHostGetDevicePointer");
  }
  return h;
}
void* host_alloc_pinned(std::size_t bytes) {
  void* h = nullptr;
  check(cudaHostAlloc(&h, bytes, cudaHostAllocPortable), ("cudaHostAlloc(" + std::to_string(bytes) + " bytes, portable)").c_str());
  return h;
}
void host_free(void* p) noexcept { (void)cudaFreeHost(p); }

void launch_gate(stream_t s, int* flag_dev, int* timed_out_dev, unsigned long long timeout_ns) {
  k_gate<<<1, 1, 0, static_cast<cudaStream_t>(s)>>>(flag_dev, timed_out_dev, timeout_ns);
  check(cudaGetLastError(), "launch of the stream gate kernel");
}
void open_gate(int* flag_host) noexcept { __atomic_store_n(flag_host, 1, __ATOMIC_RELEASE); }

std::string device_name(int dev) {
  cudaDeviceProp p{};
  check(cudaGetDeviceProperties(&p, dev), "cudaGetDeviceProperties");
  return p.name;
}

}  // namespace ledgerlab::bench::gpu
