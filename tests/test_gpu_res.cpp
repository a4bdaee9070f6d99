// Tests for native/bench/gpu_res (calibrate's per-device resources and timing primitives) on the
// fake device of tests/fake_gpu.h: resources bind to the device they name whatever device is
// current (issue #14 defect 1), the fake refuses what CUDA refuses (so these tests can fail), a
// gated batch times device work without host launch gaps, and waits behind a closed gate are
// caught instead of hanging.
#include <catch2/catch.hpp>

#include <memory>

#include "native/bench/gpu_res.h"
#include "tests/fake_gpu.h"

using namespace ledgerlab;
using namespace ledgerlab::bench;
namespace fg = ledgerlab::fake_gpu;

TEST_CASE("the fake device refuses what the CUDA runtime refuses", "[gpu_res]") {
  fg::reset(2);
  gpu::set_device(0);
  gpu::event_t e0 = gpu::event_create();  // the old defect: event made while GPU 0 is current ...
  gpu::set_device(1);
  gpu::stream_t s1 = gpu::stream_create();  // ... then the device is selected and the stream made
  CHECK_THROWS_WITH(gpu::event_record(e0, s1), Catch::Contains("invalid resource handle"));
  gpu::set_device(0);
  CHECK_THROWS_WITH(fg::launch(s1, 1e-6), Catch::Contains("while GPU 0 is current"));
  gpu::set_device(1);
  gpu::event_t e1 = gpu::event_create();
  CHECK_THROWS_WITH(gpu::event_elapsed_s(e0, e1), Catch::Contains("different devices"));
  CHECK_THROWS(gpu::set_device(2));
  gpu::event_destroy(e0), gpu::event_destroy(e1), gpu::stream_destroy(s1);
  CHECK(fg::live_resources() == 0);
}

TEST_CASE("resources belong to the device they name, whatever device is current", "[gpu_res]") {
  fg::reset(4);
  for (int current : {0, 3}) {
    for (int dev = 0; dev < 4; ++dev) {
      gpu::set_device(current);
      device_stream s(dev);
      device_event e(dev);
      event_timer t(dev);
      device_buffer b(dev, 1 << 20);
      CHECK(fg::device_of(s.handle()) == dev);
      CHECK(fg::device_of(e.handle()) == dev);
      CHECK(fg::device_of(b.get()) == dev);
      gpu::set_device(current);  // whatever is current, using them works
      t.start(s);
      fg::launch(s.use(), 2e-3, "probe gemm");
      t.stop(s);
      const double secs = t.seconds();  // one kernel from an idle stream: 2 ms + one launch gap
      CHECK(secs >= 2e-3);
      CHECK(secs < 2e-3 + 1e-5);
      e.record(s);
    }
  }
  CHECK(fg::live_resources() == 0);
}

TEST_CASE("an event is never recorded on another device's stream", "[gpu_res]") {
  fg::reset(2);
  device_stream s0(0);
  device_event e1(1);
  CHECK_THROWS_AS(e1.record(s0), std::logic_error);
  device_event e0(0);
  CHECK_THROWS_AS(elapsed_s(e0, e1), std::logic_error);
}

TEST_CASE("device_scope restores the previous device", "[gpu_res]") {
  fg::reset(3);
  gpu::set_device(2);
  {
    device_scope g(0);
    CHECK(gpu::get_device() == 0);
  }
  CHECK(gpu::get_device() == 2);
}

TEST_CASE("a gated batch times the device work, not the host's launch rate", "[gpu_res]") {
  // Launches cost 10 µs of host time, each kernel runs 2 µs: one kernel per event pair from an
  // idle GPU measures the launch gap (12 µs); behind a gate every iteration measures 2 µs.
  fg::reset(1, 10e-6);
  device_stream s(0);
  {
    event_timer t(0);
    t.start(s);
    fg::launch(s.use(), 2e-6, "triad");
    t.stop(s);
    CHECK(t.seconds() > 10e-6);
  }
  gated_batch b(s, 16);
  const std::vector<double> times = b.run(16, [&](int) { fg::launch(s.use(), 50e-6, "l2 flush"); },
                                          [&](int) { fg::launch(s.use(), 2e-6, "triad"); });
  REQUIRE(times.size() == 16);
  for (double t : times) CHECK_THAT(t, Catch::Matchers::WithinRel(2e-6, 1e-9));
  // The batch can run again (the gate re-arms).
  CHECK(b.run(4, nullptr, [&](int) { fg::launch(s.use(), 3e-6); }).at(3) == Approx(3e-6).epsilon(1e-9));
}

TEST_CASE("a wait behind a closed gate is a deadlock, and the gate is opened on the way out", "[gpu_res]") {
  fg::reset(1);
  device_stream s(0);
  gated_batch b(s, 4);
  CHECK_THROWS_WITH(b.run(2, nullptr, [&](int) { s.synchronize(); }), Catch::Contains("deadlock"));
  s.synchronize();  // the gate was opened when the exception left the batch
  CHECK(b.run(2, nullptr, [&](int) { fg::launch(s.use(), 1e-6); }).size() == 2);
}

TEST_CASE("a gate that times out before the host opens it discards the batch", "[gpu_res]") {
  fg::reset(1, 1e-6);
  device_stream s(0);
  gated_batch b(s, 8, /*gate_timeout_s=*/1e-3);
  CHECK_THROWS_WITH(b.run(8, nullptr,
                          [&](int) {
                            fg::host_sleep(1e-3);  // a host too slow to enqueue within the gate
                            fg::launch(s.use(), 1e-6);
                          }),
                    Catch::Contains("timed out"));
  CHECK_THROWS_AS(b.run(0, nullptr, nullptr), std::invalid_argument);
}

TEST_CASE("back-to-back batch: K operations per event pair on several devices, divided by K", "[gpu_res]") {
  fg::reset(2, 5e-6);
  device_stream a(0), b(1);
  back_to_back_batch batch({&a, &b});
  auto op = [&] {
    fg::launch(a.use(), 40e-6, "all_reduce");
    fg::launch(b.use(), 40e-6, "all_reduce");
  };
  gpu::set_device(1);  // whatever is current
  const std::vector<double> t = batch.run(8, op, op, [&] { a.synchronize(), b.synchronize(); });
  REQUIRE(t.size() == 2);
  CHECK_THAT(t[0], Catch::Matchers::WithinRel(40e-6, 1e-9));  // the lead op hides the first launch
  CHECK_THAT(t[1], Catch::Matchers::WithinRel(40e-6, 1e-9));
  // Without the lead op the first launch gap is in the batch: K dilutes it.
  const std::vector<double> u = batch.run(8, nullptr, op, [&] { a.synchronize(), b.synchronize(); });
  CHECK(u[0] > 40e-6);
  CHECK(u[0] < 40e-6 + 5e-6);
}
