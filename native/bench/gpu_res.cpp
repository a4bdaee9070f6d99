// Per-device resources and timing primitives (gpu_res.h): each constructor selects its device
// before creating anything; each use selects the device it belongs to. Plain C++ over gpu_api.h.
#include "native/bench/gpu_res.h"

#include <stdexcept>
#include <string>

namespace ledgerlab::bench {

device_scope::device_scope(int dev) : prev_(gpu::get_device()) { gpu::set_device(dev); }
device_scope::~device_scope() {
  try {
    gpu::set_device(prev_);
  } catch (...) {  // restoring cannot fail usefully in a destructor
  }
}

device_stream::device_stream(int dev) : dev_(dev), s_(nullptr) {
  gpu::set_device(dev);
  s_ = gpu::stream_create();
}
device_stream::~device_stream() {
  if (!s_) return;
  try {
    gpu::set_device(dev_);
  } catch (...) {
  }
  gpu::stream_destroy(s_);
}
gpu::stream_t device_stream::use() const {
  gpu::set_device(dev_);
  return s_;
}
void device_stream::synchronize() const {
  gpu::set_device(dev_);
  gpu::stream_synchronize(s_);
}

device_event::device_event(int dev) : dev_(dev), e_(nullptr) {
  gpu::set_device(dev);
  e_ = gpu::event_create();
}
device_event::~device_event() {
  if (!e_) return;
  try {
    gpu::set_device(dev_);
  } catch (...) {
  }
  gpu::event_destroy(e_);
}
void device_event::record(const device_stream& s) {
  if (s.device() != dev_)
    throw std::logic_error("event of GPU " + std::to_string(dev_) + " recorded on a stream of GPU " +
                           std::to_string(s.device()));
  gpu::event_record(e_, s.use());
}
void device_event::synchronize() const {
  gpu::set_device(dev_);
  gpu::event_synchronize(e_);
}
double elapsed_s(const device_event& a, const device_event& b) {
  if (a.device() != b.device())
    throw std::logic_error("elapsed time between events of GPU " + std::to_string(a.device()) + " and GPU " +
                           std::to_string(b.device()));
  gpu::set_device(a.device());
  return gpu::event_elapsed_s(a.handle(), b.handle());
}

double event_timer::seconds() {
  b_.synchronize();
  return elapsed_s(a_, b_);
}

device_buffer::device_buffer(int dev, std::size_t bytes) : dev_(dev), bytes_(bytes), p_(nullptr) {
  gpu::set_device(dev);
  p_ = gpu::device_alloc(bytes);
}
device_buffer::~device_buffer() {
  if (!p_) return;
  try {
    gpu::set_device(dev_);
  } catch (...) {
  }
  gpu::device_free(p_);
}

mapped_host_buffer::mapped_host_buffer(std::size_t bytes) { host_ = gpu::host_alloc_mapped(bytes, &dev_); }
mapped_host_buffer::~mapped_host_buffer() {
  if (host_) gpu::host_free(host_);
}

stream_gate::stream_gate(double timeout_s)
    : flags_(2 * sizeof(int)), timeout_ns_(static_cast<unsigned long long>(timeout_s * 1e9)) {
  flags_.host<int>()[0] = 1;
  flags_.host<int>()[1] = 0;
}
stream_gate::~stream_gate() {
  if (closed_) gpu::open_gate(flags_.host<int>());
}
void stream_gate::close(const device_stream& s) {
  if (closed_) throw std::logic_error("stream gate closed twice");
  int* f = flags_.host<int>();
  f[0] = 0;
  f[1] = 0;
  gpu::launch_gate(s.use(), flags_.dev<int>(), flags_.dev<int>() + 1, timeout_ns_);
  closed_ = true;
}
void stream_gate::open() {
  if (!closed_) return;
  gpu::open_gate(flags_.host<int>());
  closed_ = false;
}
bool stream_gate::timed_out() const { return static_cast<volatile int*>(flags_.host<int>())[1] != 0; }

gated_batch::gated_batch(const device_stream& s, int max_n, double gate_timeout_s) : s_(s), gate_(gate_timeout_s) {
  if (max_n < 1) throw std::invalid_argument("gated_batch needs max_n >= 1");
  start_.reserve(static_cast<std::size_t>(max_n));
  stop_.reserve(static_cast<std::size_t>(max_n));
  for (int i = 0; i < max_n; ++i) start_.emplace_back(s.device()), stop_.emplace_back(s.device());
}

std::vector<double> gated_batch::run(int n, const std::function<void(int)>& untimed,
                                     const std::function<void(int)>& timed) {
  if (n < 1 || n > max_n()) throw std::invalid_argument("gated_batch: n out of range");
  gate_.close(s_);
  try {
    for (int i = 0; i < n; ++i) {
      if (untimed) untimed(i);
      start_[static_cast<std::size_t>(i)].record(s_);
      timed(i);
      stop_[static_cast<std::size_t>(i)].record(s_);
    }
  } catch (...) {
    gate_.open();  // never leave work parked behind a closed gate
    throw;
  }
  gate_.open();
  stop_[static_cast<std::size_t>(n - 1)].synchronize();
  if (gate_.timed_out())
    throw std::runtime_error("the stream gate timed out before all " + std::to_string(n) +
                             " iterations were enqueued (host too slow or launch queue full): batch discarded");
  std::vector<double> t(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) t[static_cast<std::size_t>(i)] = elapsed_s(start_[static_cast<std::size_t>(i)], stop_[static_cast<std::size_t>(i)]);
  return t;
}

back_to_back_batch::back_to_back_batch(const std::vector<const device_stream*>& streams) : streams_(streams) {
  timers_.reserve(streams.size());
  for (const device_stream* s : streams) timers_.emplace_back(s->device());
}

std::vector<double> back_to_back_batch::run(int k, const std::function<void()>& lead,
                                            const std::function<void()>& one_op, const std::function<void()>& wait) {
  if (k < 1) throw std::invalid_argument("back_to_back_batch needs k >= 1");
  if (lead) lead();
  for (std::size_t i = 0; i < streams_.size(); ++i) timers_[i].start(*streams_[i]);
  for (int j = 0; j < k; ++j) one_op();
  for (std::size_t i = 0; i < streams_.size(); ++i) timers_[i].stop(*streams_[i]);
  if (wait) wait();
  std::vector<double> t;
  for (auto& tm : timers_) t.push_back(tm.seconds() / k);
  return t;
}

}  // namespace ledgerlab::bench
