// A fake multi-GPU device behind native/bench/gpu_api.h, for tests without a GPU. It keeps a
// simulated host clock and one device timeline per stream, and refuses what the CUDA runtime
// refuses (CUDA C++ Programming Guide, "Stream and Event Behavior"): recording an event on a
// stream of another device, a launch on a stream that is not on the current device, elapsed time
// between devices; and it reports a wait on work parked behind a closed gate as a deadlock.
#pragma once
#include <string>
#include <vector>

#include "native/bench/gpu_api.h"

namespace ledgerlab::fake_gpu {

// Starts over with ndev devices; every host API call costs host_call_s of host time, a launch
// launch_s.
void reset(int ndev, double launch_s = 5e-6, double host_call_s = 1e-7);
// A kernel of duration_s on stream s (what a .cu file would launch): throws when s is not on the
// current device.
void launch(bench::gpu::stream_t s, double duration_s, const std::string& what = "kernel");
void host_sleep(double s);             // advance the host clock (a slow host)
double host_now();
int device_of(void* handle);           // device a stream, event or allocation belongs to (-1: unknown)
int live_resources();                  // streams + events + allocations not yet freed
const std::vector<std::string>& log(); // one line per API call that mattered

}  // namespace ledgerlab::fake_gpu
