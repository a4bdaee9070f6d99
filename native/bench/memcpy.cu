// Host↔device and peer copies, nvbandwidth's method (NVIDIA/nvbandwidth; calibration.md §5):
// copy-engine copies (cudaMemcpyAsync) from pinned memory queued back to back behind a stream
// gate, one CUDA event pair each (nvbandwidth's spin kernel: no enqueue overhead timed), median
// reported; pageable copies on the host clock (they block the host); the host-seen latency of an
// 8-byte copy (enqueue, transfer and completion as the host waits for them, not the device-side
// duration); host-to-device on every GPU at once (flagged concurrent); GPU→GPU peer copies for
// every pair, in one process (cudaMemcpyPeerAsync) or between ranks (CUDA IPC), each pair with its
// NVML topology. Data verified before timing and after it.
#include <cstring>
#include <map>
#include <thread>

#include "native/bench/cuda_ops.h"

namespace ledgerlab::bench {

namespace {
unsigned char pattern(std::size_t i) { return static_cast<unsigned char>((i * 31 + 7) % 251); }

struct copy_state {
  int dev;
  std::size_t bytes;
  device_stream st;
  pinned_host_buffer pinned, pinned2;
  std::vector<unsigned char> pageable, pageable2;
  device_buffer d;
  gated_batch batch;
  copy_state(int dv, std::size_t b)
      : dev(dv), bytes(b), st(dv), pinned(b), pinned2(b), pageable(b), pageable2(b), d(dv, b), batch(st, 32) {
    auto* pin = pinned.as<unsigned char>();
    for (std::size_t i = 0; i < bytes; ++i) pin[i] = pattern(i), pageable[i] = pattern(i);
  }
  long long compare(const unsigned char* host) const {
    long long w = 0;
    for (std::size_t i = 0; i < bytes; ++i) w += host[i] != pattern(i);
    return w;
  }
  // H2D then D2H through the device buffer, compared with the pattern.
  long long roundtrip(const void* src, void* back) {
    std::memset(back, 0, bytes);
    LL_CUDA(cudaMemsetAsync(d.get(), 0, bytes, cu(st)));
    LL_CUDA(cudaMemcpyAsync(d.get(), src, bytes, cudaMemcpyHostToDevice, cu(st)));
    LL_CUDA(cudaMemcpyAsync(back, d.get(), bytes, cudaMemcpyDeviceToHost, cu(st)));
    st.synchronize();
    return compare(static_cast<const unsigned char*>(back));
  }
  std::vector<double> gated(const void* src, void* dst, std::size_t n, cudaMemcpyKind kind, int k) {
    return batch.run(k, nullptr, [&](int) { LL_CUDA(cudaMemcpyAsync(dst, src, n, kind, cu(st))); });
  }
  // The host's view: enqueue an 8-byte copy, wait for it.
  double host_latency(bool h2d) {
    const double t0 = now_s();
    if (h2d) LL_CUDA(cudaMemcpyAsync(d.get(), pinned.get(), 8, cudaMemcpyHostToDevice, cu(st)));
    else LL_CUDA(cudaMemcpyAsync(pinned2.get(), d.get(), 8, cudaMemcpyDeviceToHost, cu(st)));
    st.synchronize();
    return now_s() - t0;
  }
};

bench_op copy_op(const std::string& name, const std::string& unit, double size, double work, const bench_options& opt, int dev) {
  bench_op op;
  op.group = "host_link", op.name = name, op.unit = unit;
  op.points = {{size, "", work, {}}};
  op.min_iters = opt.quick ? 5 : 20, op.max_iters = opt.quick ? 30 : 100;
  op.info = {{"gpu", dev}, {"statistic", "median of the timed iterations (nvbandwidth)"}};
  op.telemetry = [dev] { return nvml_sample(dev); };
  return op;
}
}  // namespace

std::vector<bench_op> memcpy_ops(const bench_options& opt, int dev) {
  auto s = std::make_shared<copy_state>(dev, opt.quick ? (std::size_t(64) << 20) : (std::size_t(256) << 20));
  const double b = static_cast<double>(s->bytes);
  auto pinned_check = [s](const bench_point&) { return s->roundtrip(s->pinned.get(), s->pinned2.get()); };
  auto pageable_check = [s](const bench_point&) { return s->roundtrip(s->pageable.data(), s->pageable2.data()); };
  std::vector<bench_op> ops;
  for (bool h2d : {true, false}) {
    bench_op op = copy_op(h2d ? "h2d_pinned" : "d2h_pinned", "B/s", b, b, opt, dev);
    op.info["method"] = "copy engine, pinned host memory, copies queued behind a stream gate, one CUDA event pair each";
    op.check = pinned_check;
    op.recheck = pinned_check;
    op.run_batch = [s, h2d](const bench_point&, int k) {
      return h2d ? s->gated(s->pinned.get(), s->d.get(), s->bytes, cudaMemcpyHostToDevice, k)
                 : s->gated(s->d.get(), s->pinned2.get(), s->bytes, cudaMemcpyDeviceToHost, k);
    };
    ops.push_back(std::move(op));
  }
  for (bool h2d : {true, false}) {
    bench_op op = copy_op(h2d ? "h2d_pageable" : "d2h_pageable", "B/s", b, b, opt, dev);
    op.info["method"] = "cudaMemcpy from/to pageable memory on the host clock (it blocks the host)";
    op.check = pageable_check;
    op.recheck = pageable_check;
    op.run = [s, h2d](const bench_point&) {
      device_scope d(s->dev);
      const double t0 = now_s();
      if (h2d) LL_CUDA(cudaMemcpy(s->d.get(), s->pageable.data(), s->bytes, cudaMemcpyHostToDevice));
      else LL_CUDA(cudaMemcpy(s->pageable2.data(), s->d.get(), s->bytes, cudaMemcpyDeviceToHost));
      return now_s() - t0;
    };
    ops.push_back(std::move(op));
  }
  for (bool h2d : {true, false}) {
    bench_op op = copy_op(h2d ? "h2d_latency" : "d2h_latency", "s", 8, 8, opt, dev);
    op.info["method"] = "host clock around enqueueing an 8-byte pinned copy and waiting for it: the latency the host sees";
    op.check = pinned_check;
    op.run = [s, h2d](const bench_point&) { return s->host_latency(h2d); };
    op.min_iters = 50, op.max_iters = 500;
    ops.push_back(std::move(op));
  }
  return ops;
}

bench_op memcpy_concurrent_op(const bench_options& opt, const std::vector<int>& devs, const rank_ctx* across_ranks) {
  std::vector<std::shared_ptr<copy_state>> states;
  const std::size_t bytes = opt.quick ? (std::size_t(64) << 20) : (std::size_t(256) << 20);
  for (int d : devs) states.push_back(std::make_shared<copy_state>(d, bytes));
  bench_op op = copy_op("h2d_pinned_concurrent", "B/s", static_cast<double>(bytes), static_cast<double>(bytes), opt, devs.front());
  op.info["gpus"] = devs;
  op.info["concurrent"] = true;
  op.info["note"] = "host to device on every GPU at once (nvbandwidth host_to_all); the rate is per GPU, each iteration the slowest GPU's";
  op.collective = across_ranks != nullptr, op.reduce = rank_stat::max;
  op.check = [states](const bench_point&) {
    long long w = 0;
    for (auto& s : states) w += s->roundtrip(s->pinned.get(), s->pinned2.get());
    return w;
  };
  op.recheck = op.check;
  op.run_batch = [states, across_ranks](const bench_point&, int k) {
    if (across_ranks) across_ranks->barrier();
    std::vector<std::vector<double>> t(states.size());
    std::vector<std::string> err(states.size());
    std::vector<std::thread> th;
    for (std::size_t i = 0; i < states.size(); ++i)
      th.emplace_back([&, i] {
        try {
          t[i] = states[i]->gated(states[i]->pinned.get(), states[i]->d.get(), states[i]->bytes, cudaMemcpyHostToDevice, k);
        } catch (const std::exception& e) {
          err[i] = e.what();
        }
      });
    for (auto& x : th) x.join();
    for (const auto& e : err)
      if (!e.empty()) throw std::runtime_error("concurrent host-to-device: " + e);
    std::vector<double> worst(static_cast<std::size_t>(k), 0);
    for (const auto& v : t)
      for (int i = 0; i < k; ++i) worst[static_cast<std::size_t>(i)] = std::max(worst[static_cast<std::size_t>(i)], v[static_cast<std::size_t>(i)]);
    return worst;
  };
  return op;
}

// ---- peer copies ----------------------------------------------------------------------------------
namespace {
struct peer_pair {
  int src, dst;
  bool can = false;
  std::size_t bytes;
  device_stream src_st, dst_st;
  device_buffer from, to;
  gated_batch batch;
  peer_pair(int s, int d, std::size_t b)
      : src(s), dst(d), bytes(b), src_st(s), dst_st(d), from(s, b), to(d, b), batch(src_st, 32) {
    int c = 0;
    LL_CUDA(cudaDeviceCanAccessPeer(&c, s, d));
    can = c != 0;
    if (can) {
      device_scope g(s);
      const cudaError_t e = cudaDeviceEnablePeerAccess(d, 0);
      if (e == cudaErrorPeerAccessAlreadyEnabled) (void)cudaGetLastError();  // not an error here; clear it
      else LL_CUDA(e);
    }
  }
  long long check() {
    fill_u8(from.as<unsigned char>(), bytes, 0x5a, src_st);
    fill_u8(to.as<unsigned char>(), bytes, 0, dst_st);
    src_st.synchronize(), dst_st.synchronize();
    LL_CUDA(cudaMemcpyPeerAsync(to.get(), dst, from.get(), src, bytes, cu(src_st)));
    src_st.synchronize();
    return count_mismatch_u8(to.as<unsigned char>(), bytes, 0x5a, dst_st);
  }
};
}  // namespace

std::vector<bench_op> peer_ops(const bench_options& opt, const std::vector<int>& devs) {
  std::vector<bench_op> ops;
  const std::size_t bytes = opt.quick ? (std::size_t(64) << 20) : (std::size_t(256) << 20);
  for (int i : devs)
    for (int j : devs) {
      if (i == j || (opt.quick && i != devs.front() && j != devs.front())) continue;
      auto p = std::make_shared<peer_pair>(i, j, bytes);
      bench_op op = copy_op(std::to_string(i) + "_to_" + std::to_string(j) + (p->can ? "" : "_staged"), "B/s",
                            static_cast<double>(bytes), static_cast<double>(bytes), opt, i);
      op.group = "peer";
      op.info["src_gpu"] = i, op.info["dst_gpu"] = j, op.info["peer_access"] = p->can;
      op.info["topology"] = nvml_pair(i, j);
      op.info["method"] = "cudaMemcpyPeerAsync on the source GPU's stream, queued behind a stream gate, one CUDA event pair each";
      op.check = [p](const bench_point&) { return p->check(); };
      op.recheck = op.check;
      op.run_batch = [p](const bench_point&, int k) {
        return p->batch.run(k, nullptr, [&](int) {
          LL_CUDA(cudaMemcpyPeerAsync(p->to.get(), p->dst, p->from.get(), p->src, p->bytes, cu(p->src_st)));
        });
      };
      ops.push_back(std::move(op));
    }
  return ops;
}

namespace {
// This rank's receive buffer, shared with the other ranks of the host through CUDA IPC.
struct ipc_peers {
  int dev;
  std::size_t bytes;
  device_stream st;
  device_buffer inbox, outbox, verify;
  gated_batch batch;
  std::map<int, void*> opened;   // rank -> its inbox mapped here
  std::vector<std::string> handles, hosts, buses;
  ipc_peers(int d, std::size_t b) : dev(d), bytes(b), st(d), inbox(d, b), outbox(d, b), verify(d, b), batch(st, 32) {}
  ~ipc_peers() {
    device_scope g(dev);
    for (auto& [r, ptr] : opened) (void)cudaIpcCloseMemHandle(ptr);
  }
  void* peer(int r) {
    if (auto it = opened.find(r); it != opened.end()) return it->second;
    cudaIpcMemHandle_t h;
    std::memcpy(&h, handles.at(static_cast<std::size_t>(r)).data(), sizeof h);
    void* ptr = nullptr;
    device_scope g(dev);
    LL_CUDA(cudaIpcOpenMemHandle(&ptr, h, cudaIpcMemLazyEnablePeerAccess));
    return opened[r] = ptr;
  }
};
std::vector<std::string> all_ranks(const rank_ctx& ctx, const std::string& mine) {  // allgather via rank 0
  std::vector<std::string> v = ctx.gather_strings(mine);
  std::string joined;
  for (const std::string& s : v) joined += std::to_string(s.size()) + ":" + s;
  joined = ctx.bcast_string(joined);
  std::vector<std::string> out;
  for (std::size_t pos = 0; pos < joined.size();) {
    const std::size_t colon = joined.find(':', pos);
    const std::size_t len = std::stoull(joined.substr(pos, colon - pos));
    out.push_back(joined.substr(colon + 1, len));
    pos = colon + 1 + len;
  }
  return out;
}
}  // namespace

std::vector<bench_op> peer_ops_mpi(const bench_options& opt, const rank_ctx& ctx, int dev) {
  const std::size_t bytes = opt.quick ? (std::size_t(64) << 20) : (std::size_t(256) << 20);
  auto s = std::make_shared<ipc_peers>(dev, bytes);
  cudaIpcMemHandle_t h;
  {
    device_scope g(dev);
    LL_CUDA(cudaIpcGetMemHandle(&h, s->inbox.get()));
  }
  s->handles = all_ranks(ctx, std::string(reinterpret_cast<const char*>(&h), sizeof h));
  s->hosts = all_ranks(ctx, ctx.host);
  s->buses = all_ranks(ctx, pci_bus_id(dev));
  std::vector<bench_op> ops;
  for (int i = 0; i < ctx.size; ++i)
    for (int j = 0; j < ctx.size; ++j) {
      if (i == j || s->hosts[static_cast<std::size_t>(i)] != s->hosts[static_cast<std::size_t>(j)]) continue;
      if (opt.quick && i != 0 && j != 0) continue;
      bench_op op = copy_op("rank" + std::to_string(i) + "_to_rank" + std::to_string(j), "B/s", static_cast<double>(bytes),
                            static_cast<double>(bytes), opt, dev);
      op.group = "peer";
      op.collective = true, op.reduce = rank_stat::max;  // ranks other than the source report 0
      op.info.erase("gpu");
      op.info["src_rank"] = i, op.info["dst_rank"] = j, op.info["host"] = s->hosts[static_cast<std::size_t>(i)];
      op.info["topology"] = nvml_pair_bus(s->buses[static_cast<std::size_t>(i)], s->buses[static_cast<std::size_t>(j)]);
      op.info["method"] = "CUDA IPC: the source rank copies into the destination rank's buffer (cudaMemcpyAsync), "
                          "queued behind a stream gate, one CUDA event pair each";
      const int me = ctx.rank;
      op.check = [s, i, j, me](const bench_point&) -> long long {
        if (me != i) return 0;
        void* dst = s->peer(j);
        // Copies only (a memset kernel could not write the peer's memory without peer access):
        // zeros over the destination first, so a stale pattern from an earlier check cannot pass.
        fill_u8(s->verify.as<unsigned char>(), s->bytes, 0, s->st);
        fill_u8(s->outbox.as<unsigned char>(), s->bytes, 0x5a, s->st);
        LL_CUDA(cudaMemcpyAsync(dst, s->verify.get(), s->bytes, cudaMemcpyDeviceToDevice, cu(s->st)));
        LL_CUDA(cudaMemcpyAsync(dst, s->outbox.get(), s->bytes, cudaMemcpyDeviceToDevice, cu(s->st)));
        // Read back into local memory (works with or without peer access), count there.
        LL_CUDA(cudaMemcpyAsync(s->verify.get(), dst, s->bytes, cudaMemcpyDeviceToDevice, cu(s->st)));
        return count_mismatch_u8(s->verify.as<unsigned char>(), s->bytes, 0x5a, s->st);
      };
      op.recheck = op.check;
      op.run_batch = [s, i, j, me](const bench_point&, int k) {
        if (me != i) return std::vector<double>(static_cast<std::size_t>(k), 0.0);
        void* dst = s->peer(j);
        return s->batch.run(k, nullptr, [&](int) {
          LL_CUDA(cudaMemcpyAsync(dst, s->outbox.get(), s->bytes, cudaMemcpyDeviceToDevice, cu(s->st)));
        });
      };
      ops.push_back(std::move(op));
    }
  return ops;
}

}  // namespace ledgerlab::bench
