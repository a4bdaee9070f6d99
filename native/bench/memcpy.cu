// Host↔device and peer copies, nvbandwidth method (NVIDIA/nvbandwidth; calibration.md §5): copy
// engine (cudaMemcpyAsync) H2D and D2H from pinned memory behind a spin-kernel gate (the copy is
// enqueued before the events can start, so enqueue overhead is not timed), pageable copies on the
// host clock (they block the host, so no gate), an 8-byte pinned copy for latency, and GPU→GPU
// peer copies for every pair this process sees. Data verified before timing; median reported.
#include <cstring>

#include "native/bench/cuda_ops.h"

namespace ledgerlab::bench {

namespace {
// Holds the stream until the host releases *flag (or ~2 s of clock64 cycles pass: never hangs).
__global__ void k_spin(volatile int* flag, long long max_cycles) {
  const long long t0 = clock64();
  while (*flag == 0 && clock64() - t0 < max_cycles) {
  }
}

unsigned char pattern(std::size_t i) { return static_cast<unsigned char>((i * 31 + 7) % 251); }

struct copy_state {
  int dev = 0;
  std::size_t bytes = 0;
  cudaStream_t st = nullptr;
  void* pinned = nullptr;
  void* pinned2 = nullptr;
  std::vector<unsigned char> pageable, pageable2;
  std::unique_ptr<dev_buf> d;
  int* flag = nullptr;  // mapped pinned
  int* flag_dev = nullptr;
  event_timer timer;
  ~copy_state() {
    if (pinned) cudaFreeHost(pinned);
    if (pinned2) cudaFreeHost(pinned2);
    if (flag) cudaFreeHost(flag);
  }
  double gated(const void* src, void* dst, std::size_t n, cudaMemcpyKind kind) {
    *flag = 0;
    k_spin<<<1, 1, 0, st>>>(flag_dev, 4000000000LL);
    timer.start(st);
    LL_CUDA(cudaMemcpyAsync(dst, src, n, kind, st));
    timer.stop(st);
    *reinterpret_cast<volatile int*>(flag) = 1;
    return timer.seconds();
  }
  long long compare(const unsigned char* host, std::size_t n) const {
    long long w = 0;
    for (std::size_t i = 0; i < n; ++i) w += host[i] != pattern(i);
    return w;
  }
};

bench_op copy_op(const char* name, const char* unit, double size, double work, const bench_options& opt,
                 std::function<long long()> check, std::function<double()> run) {
  bench_op op;
  op.group = "host_link", op.name = name, op.unit = unit;
  op.points = {{size, "", work, {}}};
  op.min_iters = opt.quick ? 5 : 20, op.max_iters = opt.quick ? 30 : 100;
  op.check = [check](const bench_point&) { return check(); };
  op.run = [run](const bench_point&) { return run(); };
  return op;
}
}  // namespace

std::vector<bench_op> memcpy_ops(const bench_options& opt, int dev, int ndev_local) {
  auto s = std::make_shared<copy_state>();
  s->dev = dev;
  s->bytes = opt.quick ? (std::size_t(64) << 20) : (std::size_t(256) << 20);
  LL_CUDA(cudaSetDevice(dev));
  LL_CUDA(cudaStreamCreateWithFlags(&s->st, cudaStreamNonBlocking));
  LL_CUDA(cudaMallocHost(&s->pinned, s->bytes));
  LL_CUDA(cudaMallocHost(&s->pinned2, s->bytes));
  LL_CUDA(cudaHostAlloc(reinterpret_cast<void**>(&s->flag), sizeof(int), cudaHostAllocMapped));
  LL_CUDA(cudaHostGetDevicePointer(reinterpret_cast<void**>(&s->flag_dev), s->flag, 0));
  s->pageable.resize(s->bytes), s->pageable2.resize(s->bytes);
  s->d = std::make_unique<dev_buf>(dev, s->bytes);
  auto* pin = static_cast<unsigned char*>(s->pinned);
  for (std::size_t i = 0; i < s->bytes; ++i) pin[i] = pattern(i), s->pageable[i] = pattern(i);
  const double b = static_cast<double>(s->bytes);
  copy_state* c = s.get();
  auto roundtrip = [c](const void* src, void* back) {  // H2D then D2H, then compare with the pattern
    std::memset(back, 0, c->bytes);
    LL_CUDA(cudaMemset(c->d->p, 0, c->bytes));
    LL_CUDA(cudaMemcpy(c->d->p, src, c->bytes, cudaMemcpyHostToDevice));
    LL_CUDA(cudaMemcpy(back, c->d->p, c->bytes, cudaMemcpyDeviceToHost));
    return c->compare(static_cast<const unsigned char*>(back), c->bytes);
  };
  std::vector<bench_op> ops;
  ops.push_back(copy_op("h2d_pinned", "B/s", b, b, opt, [c, roundtrip] { return roundtrip(c->pinned, c->pinned2); },
                        [s, c] { return c->gated(c->pinned, c->d->p, c->bytes, cudaMemcpyHostToDevice); }));
  ops.push_back(copy_op("d2h_pinned", "B/s", b, b, opt, [c, roundtrip] { return roundtrip(c->pinned, c->pinned2); },
                        [s, c] { return c->gated(c->d->p, c->pinned2, c->bytes, cudaMemcpyDeviceToHost); }));
  ops.push_back(copy_op("h2d_pageable", "B/s", b, b, opt, [c, roundtrip] { return roundtrip(c->pageable.data(), c->pageable2.data()); },
                        [s, c] {
                          const double t0 = now_s();
                          LL_CUDA(cudaMemcpy(c->d->p, c->pageable.data(), c->bytes, cudaMemcpyHostToDevice));
                          return now_s() - t0;
                        }));
  ops.push_back(copy_op("d2h_pageable", "B/s", b, b, opt, [c, roundtrip] { return roundtrip(c->pageable.data(), c->pageable2.data()); },
                        [s, c] {
                          const double t0 = now_s();
                          LL_CUDA(cudaMemcpy(c->pageable2.data(), c->d->p, c->bytes, cudaMemcpyDeviceToHost));
                          return now_s() - t0;
                        }));
  ops.push_back(copy_op("h2d", "s", 8, 8, opt, [c, roundtrip] { return roundtrip(c->pinned, c->pinned2); },
                        [s, c] { return c->gated(c->pinned, c->d->p, 8, cudaMemcpyHostToDevice); }));
  ops.back().min_iters = 50, ops.back().max_iters = 500;

  // Peer: every ordered pair (0→j and j→0 in --quick) with peer access enabled where possible.
  for (int i = 0; i < ndev_local; ++i)
    for (int j = 0; j < ndev_local; ++j) {
      if (i == j || (opt.quick && i != 0 && j != 0)) continue;
      int can = 0;
      cudaDeviceCanAccessPeer(&can, i, j);
      if (can) {
        cudaSetDevice(i);
        cudaDeviceEnablePeerAccess(j, 0);
        cudaGetLastError();  // already enabled is fine
      }
      auto src = std::make_shared<dev_buf>(i, s->bytes);
      auto dst = std::make_shared<dev_buf>(j, s->bytes);
      LL_CUDA(cudaSetDevice(i));  // events belong to the source GPU, whose stream runs the copy
      auto t = std::make_shared<event_timer>();
      bench_op op = copy_op("", "B/s", b, b, opt, nullptr, nullptr);
      op.group = "peer", op.name = std::to_string(i) + "_to_" + std::to_string(j) + (can ? "" : "_staged");
      op.check = [src, dst, c](const bench_point&) {
        LL_CUDA(cudaSetDevice(src->dev));
        LL_CUDA(cudaMemset(src->p, 0x5a, c->bytes));
        LL_CUDA(cudaSetDevice(dst->dev));
        LL_CUDA(cudaMemset(dst->p, 0, c->bytes));
        LL_CUDA(cudaMemcpyPeer(dst->p, dst->dev, src->p, src->dev, c->bytes));
        LL_CUDA(cudaDeviceSynchronize());
        return count_mismatch_u8(dst->as<unsigned char>(), c->bytes, 0x5a, nullptr);
      };
      op.run = [src, dst, c, t](const bench_point&) {
        LL_CUDA(cudaSetDevice(src->dev));
        t->start(nullptr);
        LL_CUDA(cudaMemcpyPeerAsync(dst->p, dst->dev, src->p, src->dev, c->bytes, nullptr));
        t->stop(nullptr);
        return t->seconds();
      };
      ops.push_back(std::move(op));
    }
  return ops;
}

}  // namespace ledgerlab::bench
