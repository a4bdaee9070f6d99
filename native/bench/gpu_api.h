// The thin layer between calibrate's CUDA backend and the CUDA runtime: the few calls that own
// per-device resources (streams, events, memory, the stream gate) and time them. Two
// implementations: gpu_api_cuda.cu (cudart) and tests/fake_gpu.cpp, a fake device that enforces
// CUDA's device-association rules (CUDA C++ Programming Guide, "Stream and Event Behavior"), so a
// CPU test can drive gpu_res.cpp. Every call throws std::runtime_error naming the call on error.
#pragma once
#include <cstddef>
#include <string>

namespace ledgerlab::bench::gpu {

using stream_t = void*;  // cudaStream_t
using event_t = void*;   // cudaEvent_t

int device_count();
int get_device();
void set_device(int dev);

stream_t stream_create();                       // non-blocking stream on the current device
void stream_destroy(stream_t s) noexcept;
void stream_synchronize(stream_t s);
bool stream_idle(stream_t s);                   // cudaStreamQuery: true when all work is done

event_t event_create();                         // timing event on the current device
void event_destroy(event_t e) noexcept;
// cudaEventRecord fails when the event and the stream belong to different devices; the caller
// makes the stream's device current first (gpu_res.cpp does).
void event_record(event_t e, stream_t s);
void event_synchronize(event_t e);
double event_elapsed_s(event_t start, event_t stop);  // both recorded and complete, same device

void* device_alloc(std::size_t bytes);          // on the current device
void device_free(void* p) noexcept;
// Pinned host memory mapped into every device's address space (cudaHostAllocMapped |
// cudaHostAllocPortable); *dev_ptr gets the device-side address.
void* host_alloc_mapped(std::size_t bytes, void** dev_ptr);
void* host_alloc_pinned(std::size_t bytes);     // page-locked, portable to every device (cudaHostAllocPortable)
void host_free(void* p) noexcept;

// The stream gate (nvbandwidth's spin kernel): launch_gate enqueues a one-thread kernel that holds
// the stream until open_gate stores 1 to the host flag, or until timeout_ns of the device's
// globaltimer pass (then it writes 1 to *timed_out and returns: a gate can never hang a run).
void launch_gate(stream_t s, int* flag_dev, int* timed_out_dev, unsigned long long timeout_ns);
void open_gate(int* flag_host) noexcept;        // release store; the gate kernel polls it

std::string device_name(int dev);

}  // namespace ledgerlab::bench::gpu
