// Per-device resources and the timing primitives of calibrate's CUDA backend, on top of the thin
// runtime layer gpu_api.h. Every resource takes its device in the constructor and selects that
// device before it is created, so a resource can never belong to the wrong GPU (the defect where
// a GEMM timer was created before cudaSetDevice); every use selects its device first. Plain C++:
// tests/test_gpu_res.cpp drives it on a fake device (tests/fake_gpu.cpp) without a GPU.
#pragma once
#include <functional>
#include <vector>

#include "native/bench/gpu_api.h"

namespace ledgerlab::bench {

// Makes dev current for the scope and restores the previous device.
class device_scope {
 public:
  explicit device_scope(int dev);
  ~device_scope();
  device_scope(const device_scope&) = delete;
  device_scope& operator=(const device_scope&) = delete;
 private:
  int prev_;
};

class device_stream {
 public:
  explicit device_stream(int dev);
  ~device_stream();
  device_stream(const device_stream&) = delete;
  device_stream& operator=(const device_stream&) = delete;
  int device() const { return dev_; }
  gpu::stream_t use() const;                    // makes the stream's device current; the handle to launch on
  gpu::stream_t handle() const { return s_; }   // no device change (queries)
  void synchronize() const;
 private:
  int dev_;
  gpu::stream_t s_;
};

class device_event {
 public:
  explicit device_event(int dev);
  ~device_event();
  device_event(device_event&& o) noexcept : dev_(o.dev_), e_(o.e_) { o.e_ = nullptr; }
  device_event(const device_event&) = delete;
  device_event& operator=(const device_event&) = delete;
  device_event& operator=(device_event&&) = delete;
  int device() const { return dev_; }
  // Records on s; std::logic_error when s belongs to another device (cudaEventRecord would fail).
  void record(const device_stream& s);
  void synchronize() const;
  gpu::event_t handle() const { return e_; }
 private:
  int dev_;
  gpu::event_t e_;
};
double elapsed_s(const device_event& start, const device_event& stop);  // same device, both complete

class event_timer {
 public:
  explicit event_timer(int dev) : a_(dev), b_(dev) {}
  int device() const { return a_.device(); }
  void start(const device_stream& s) { a_.record(s); }
  void stop(const device_stream& s) { b_.record(s); }
  double seconds();   // waits for the stop event
 private:
  device_event a_, b_;
};

class device_buffer {
 public:
  device_buffer(int dev, std::size_t bytes);
  ~device_buffer();
  device_buffer(const device_buffer&) = delete;
  device_buffer& operator=(const device_buffer&) = delete;
  void* get() const { return p_; }
  template <class T> T* as() const { return static_cast<T*>(p_); }
  std::size_t bytes() const { return bytes_; }
  int device() const { return dev_; }
 private:
  int dev_;
  std::size_t bytes_;
  void* p_;
};

// Pinned host memory mapped into the device address space (flags the device polls or writes).
class mapped_host_buffer {
 public:
  explicit mapped_host_buffer(std::size_t bytes);
  ~mapped_host_buffer();
  mapped_host_buffer(const mapped_host_buffer&) = delete;
  mapped_host_buffer& operator=(const mapped_host_buffer&) = delete;
  template <class T> T* host() const { return static_cast<T*>(host_); }
  template <class T> T* dev() const { return static_cast<T*>(dev_); }
 private:
  void* host_ = nullptr;
  void* dev_ = nullptr;
};

// Page-locked host memory (copy benchmarks), usable by every device.
class pinned_host_buffer {
 public:
  explicit pinned_host_buffer(std::size_t bytes) : bytes_(bytes), p_(gpu::host_alloc_pinned(bytes)) {}
  ~pinned_host_buffer() { gpu::host_free(p_); }
  pinned_host_buffer(const pinned_host_buffer&) = delete;
  pinned_host_buffer& operator=(const pinned_host_buffer&) = delete;
  void* get() const { return p_; }
  template <class T> T* as() const { return static_cast<T*>(p_); }
  std::size_t bytes() const { return bytes_; }
 private:
  std::size_t bytes_;
  void* p_;
};

// Holds a stream at one point of its queue until opened (gpu::launch_gate): work enqueued behind a
// closed gate starts only when the host opens it, so no enqueue overhead or host gap is timed
// (nvbandwidth's spin kernel). A gate left closed is opened by the destructor.
class stream_gate {
 public:
  explicit stream_gate(double timeout_s = 10);
  ~stream_gate();
  void close(const device_stream& s);   // enqueue the gate
  void open();                          // release it
  bool is_closed() const { return closed_; }
  bool timed_out() const;               // read after the stream passed the gate
 private:
  mapped_host_buffer flags_;            // [0] open flag, [1] timed-out flag
  unsigned long long timeout_ns_;
  bool closed_ = false;
};

// Times n iterations queued back to back behind a gate, one event pair per iteration and one
// synchronize at the end (mamf-finder: a queued burst, no idle GPU between iterations; BabelStream
// keeps the best of them): for each i, untimed(i) (e.g. an L2 flush), start event, timed(i), stop
// event. Throws when the gate timed out before the host opened it (times would hold host gaps).
class gated_batch {
 public:
  gated_batch(const device_stream& s, int max_n, double gate_timeout_s = 10);
  int max_n() const { return static_cast<int>(start_.size()); }
  std::vector<double> run(int n, const std::function<void(int)>& untimed, const std::function<void(int)>& timed);
 private:
  const device_stream& s_;
  stream_gate gate_;
  std::vector<device_event> start_, stop_;
};

// K operations back to back between one event pair on each of several streams (nccl-tests' timed
// batch, divided by K): lead() is enqueued first, untimed, so the start events fire when the
// devices are busy (for a collective the lead operation also lines the ranks up on the device);
// then start events, one_op() K times, stop events, wait(). Seconds per operation, per stream.
class back_to_back_batch {
 public:
  explicit back_to_back_batch(const std::vector<const device_stream*>& streams);
  std::vector<double> run(int k, const std::function<void()>& lead, const std::function<void()>& one_op,
                          const std::function<void()>& wait);
 private:
  std::vector<const device_stream*> streams_;
  std::vector<event_timer> timers_;
};

}  // namespace ledgerlab::bench
