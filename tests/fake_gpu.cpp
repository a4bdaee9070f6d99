// The fake device of tests/fake_gpu.h: gpu_api.h implemented on simulated clocks. A stream's
// operations run back to back on its own timeline, each starting no earlier than the host call
// that enqueued it; a gate parks everything behind it until open_gate (or its timeout).
#include "tests/fake_gpu.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <memory>
#include <stdexcept>

namespace ledgerlab::fake_gpu {

namespace {
struct event_info {
  int dev = 0;
  bool recorded = false, pending = false;  // pending: parked behind a closed gate
  double t = 0;
};
struct queued {
  bool is_event = false;
  void* event = nullptr;
  double dur = 0;
};
struct stream_info {
  int dev = 0;
  double t_free = 0;     // device time at which the stream's queue drains
  bool gated = false;    // a closed gate is in the queue
  double gate_t0 = 0;    // host time the gate started holding
  unsigned long long timeout_ns = 0;
  int* timed_out = nullptr;
  std::vector<queued> parked;
};
struct state {
  int ndev = 1, cur = 0;
  double host = 0, launch_s = 5e-6, call_s = 1e-7;
  std::map<void*, stream_info> streams;
  std::map<void*, event_info> events;
  std::map<void*, int> allocs;       // device allocation -> device
  std::map<void*, int*> host_allocs; // mapped host buffers
  std::map<int*, void*> gate_of_flag;  // open flag (host) -> stream
  std::vector<std::string> log;
  int next = 1;
  void* handle() { return reinterpret_cast<void*>(static_cast<std::uintptr_t>(0x1000 + 16 * next++)); }
};
state& st() {
  static state s;
  return s;
}
void fail(const std::string& what) { throw std::runtime_error("fake CUDA: " + what); }
stream_info& stream(void* s) {
  auto it = st().streams.find(s);
  if (it == st().streams.end()) fail("invalid stream handle");
  return it->second;
}
event_info& event(void* e) {
  auto it = st().events.find(e);
  if (it == st().events.end()) fail("invalid event handle");
  return it->second;
}
void tick(double s) { st().host += s; }

// A gate that held past its timeout releases itself at gate_t0 + timeout.
void expire_gate(stream_info& s, double host_now);
void drain(stream_info& s, double release_t) {
  s.t_free = std::max(s.t_free, release_t);
  for (const queued& q : s.parked) {
    if (q.is_event) {
      event_info& e = event(q.event);
      e.t = s.t_free, e.pending = false;
    } else {
      s.t_free += q.dur;
    }
  }
  s.parked.clear();
  s.gated = false;
}
void expire_gate(stream_info& s, double host_now) {
  if (!s.gated) return;
  const double deadline = s.gate_t0 + static_cast<double>(s.timeout_ns) * 1e-9;
  if (host_now >= deadline) {
    if (s.timed_out) *s.timed_out = 1;
    drain(s, deadline);
  }
}
void enqueue(void* sh, bool is_event, void* ev, double dur) {
  stream_info& s = stream(sh);
  expire_gate(s, st().host);
  if (s.gated) {
    s.parked.push_back({is_event, ev, dur});
    if (is_event) event(ev).pending = true;
    return;
  }
  const double start = std::max(s.t_free, st().host);
  if (is_event) {
    event(ev).t = start, event(ev).pending = false;
    s.t_free = start;
  } else {
    s.t_free = start + dur;
  }
}
}  // namespace

void reset(int ndev, double launch_s, double host_call_s) {
  for (auto& [p, h] : st().host_allocs) std::free(h);
  st() = state{};
  st().ndev = ndev, st().launch_s = launch_s, st().call_s = host_call_s;
}

void launch(bench::gpu::stream_t s, double duration_s, const std::string& what) {
  stream_info& si = stream(s);
  if (si.dev != st().cur)
    fail("launch of " + what + " on a stream of GPU " + std::to_string(si.dev) + " while GPU " +
         std::to_string(st().cur) + " is current (invalid resource handle)");
  tick(st().launch_s);
  enqueue(s, false, nullptr, duration_s);
  st().log.push_back("launch " + what + " gpu" + std::to_string(si.dev));
}
void host_sleep(double s) { tick(s); }
double host_now() { return st().host; }
int device_of(void* h) {
  if (auto it = st().streams.find(h); it != st().streams.end()) return it->second.dev;
  if (auto it = st().events.find(h); it != st().events.end()) return it->second.dev;
  if (auto it = st().allocs.find(h); it != st().allocs.end()) return it->second;
  return -1;
}
int live_resources() {
  return static_cast<int>(st().streams.size() + st().events.size() + st().allocs.size() + st().host_allocs.size());
}
const std::vector<std::string>& log() { return st().log; }

}  // namespace ledgerlab::fake_gpu

namespace ledgerlab::bench::gpu {
using namespace ledgerlab::fake_gpu;

int device_count() { return st().ndev; }
int get_device() { return st().cur; }
void set_device(int dev) {
  if (dev < 0 || dev >= st().ndev) fail("cudaSetDevice(" + std::to_string(dev) + "): invalid device ordinal");
  st().cur = dev;
}

stream_t stream_create() {
  void* h = st().handle();
  st().streams[h].dev = st().cur;
  st().log.push_back("stream gpu" + std::to_string(st().cur));
  return h;
}
void stream_destroy(stream_t s) noexcept { st().streams.erase(s); }
void stream_synchronize(stream_t sh) {
  stream_info& s = stream(sh);
  expire_gate(s, st().host);
  if (s.gated) fail("cudaStreamSynchronize on a stream parked behind a closed gate: deadlock");
  st().host = std::max(st().host, s.t_free);
}
bool stream_idle(stream_t sh) {
  stream_info& s = stream(sh);
  tick(st().call_s);
  expire_gate(s, st().host);
  return !s.gated && s.t_free <= st().host;
}

event_t event_create() {
  void* h = st().handle();
  st().events[h].dev = st().cur;
  return h;
}
void event_destroy(event_t e) noexcept { st().events.erase(e); }
void event_record(event_t e, stream_t s) {
  event_info& ei = event(e);
  stream_info& si = stream(s);
  if (ei.dev != si.dev)
    fail("cudaEventRecord: event of GPU " + std::to_string(ei.dev) + " on a stream of GPU " + std::to_string(si.dev) +
         " (invalid resource handle)");
  tick(st().call_s);
  ei.recorded = true;
  enqueue(s, true, e, 0);
  st().log.push_back("record gpu" + std::to_string(si.dev));
}
void event_synchronize(event_t eh) {
  event_info& e = event(eh);
  if (!e.recorded) return;
  if (e.pending) {
    for (auto& [h, s] : st().streams) expire_gate(s, st().host);
    if (e.pending) fail("cudaEventSynchronize on an event parked behind a closed gate: deadlock");
  }
  st().host = std::max(st().host, e.t);
}
double event_elapsed_s(event_t a, event_t b) {
  event_info& ea = event(a);
  event_info& eb = event(b);
  if (ea.dev != eb.dev) fail("cudaEventElapsedTime between events of different devices");
  if (!ea.recorded || !eb.recorded) fail("cudaEventElapsedTime: event not recorded");
  if (ea.pending || eb.pending || eb.t > st().host) fail("cudaEventElapsedTime: cudaErrorNotReady");
  return eb.t - ea.t;
}

void* device_alloc(std::size_t) {
  void* h = st().handle();
  st().allocs[h] = st().cur;
  return h;
}
void device_free(void* p) noexcept { st().allocs.erase(p); }
void* host_alloc_mapped(std::size_t bytes, void** dev_ptr) {
  int* p = static_cast<int*>(std::calloc(std::max<std::size_t>(bytes, sizeof(int)), 1));
  st().host_allocs[p] = p;
  *dev_ptr = p;  // the fake maps host memory at the same address
  return p;
}
void* host_alloc_pinned(std::size_t bytes) {
  void* d = nullptr;
  return host_alloc_mapped(bytes, &d);
}
void host_free(void* p) noexcept {
  if (st().host_allocs.erase(p)) std::free(p);
}

void launch_gate(stream_t sh, int* flag_dev, int* timed_out_dev, unsigned long long timeout_ns) {
  stream_info& s = stream(sh);
  if (s.dev != st().cur) fail("launch of the gate on a stream of another device");
  tick(st().launch_s);
  if (s.gated) fail("a second gate behind a closed gate");
  // The gate kernel starts when the stream reaches it; it holds from then on.
  s.gated = true;
  s.gate_t0 = std::max(s.t_free, st().host);
  s.timeout_ns = timeout_ns;
  s.timed_out = timed_out_dev;
  st().gate_of_flag[flag_dev] = sh;
  st().log.push_back("gate gpu" + std::to_string(s.dev));
}
void open_gate(int* flag_host) noexcept {
  *flag_host = 1;
  auto it = st().gate_of_flag.find(flag_host);
  if (it == st().gate_of_flag.end()) return;
  auto sit = st().streams.find(it->second);
  if (sit == st().streams.end()) return;
  stream_info& s = sit->second;
  st().host += st().call_s;
  expire_gate(s, st().host);
  if (s.gated) drain(s, st().host);
  st().log.push_back("open gpu" + std::to_string(s.dev));
}

std::string device_name(int dev) { return "Fake GPU " + std::to_string(dev); }

}  // namespace ledgerlab::bench::gpu
