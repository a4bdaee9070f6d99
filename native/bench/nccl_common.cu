// NCCL side of the calibrate harness (nccl-tests src/common.cu, reduced): communicator bootstrap
// (MPI_Bcast of the ncclUniqueId, or ncclCommInitAll in one process), intra/inter splits, the
// per-size buffers, the #wrong check against coll_defs.h before timing, CUDA-event timing per
// iteration (max over this process's GPUs) and a poll loop that aborts the communicators on a
// timeout or an asynchronous NCCL error instead of hanging.
#include <cstdlib>
#include <cstring>

#include "native/bench/bench_compat.h"
#include "native/bench/coll_defs.h"
#include "native/bench/cuda_ops.h"

namespace ledgerlab::bench {

void nccl_abort_all(const std::vector<std::shared_ptr<nccl_group>>& groups) {
  for (const auto& g : groups)
    for (auto& s : g->slots)
      if (s.comm) ncclCommAbort(s.comm), s.comm = nullptr;
}

static nccl_slot make_slot(int dev, int rank, ncclComm_t comm) {
  nccl_slot s;
  s.dev = dev, s.rank = rank, s.comm = comm;
  LL_CUDA(cudaSetDevice(dev));
  LL_CUDA(cudaStreamCreateWithFlags(&s.stream, cudaStreamNonBlocking));
  s.timer = std::make_unique<event_timer>();
  return s;
}

std::vector<std::shared_ptr<nccl_group>> nccl_setup(const rank_ctx& ctx, int ndev_local, watchdog& wd,
                                                     const bench_options& opt) {
  // Ring/tree only: NVLS busbw has no physical meaning (calibration.md §2.5); the user may override.
  setenv("NCCL_NVLS_ENABLE", "0", 0);
  auto world = std::make_shared<nccl_group>();
  world->scope = ctx.nodes > 1 ? "world" : "intra";
  wd.arm(std::max(120.0, opt.timeout_s), "NCCL communicator initialisation");
  if (ctx.mpi && ctx.size > 1) {
    ncclUniqueId id;
    if (ctx.rank == 0) LL_NCCL(ncclGetUniqueId(&id));
    ctx.bcast(&id, sizeof id);
    const int dev = ctx.local_rank % std::max(1, ndev_local);
    LL_CUDA(cudaSetDevice(dev));
    ncclComm_t comm;
    LL_NCCL(ncclCommInitRank(&comm, ctx.size, id, ctx.rank));
    world->nranks = ctx.size;
    world->slots.push_back(make_slot(dev, ctx.rank, comm));
  } else {
    std::vector<ncclComm_t> comms(static_cast<std::size_t>(ndev_local));
    std::vector<int> devs(static_cast<std::size_t>(ndev_local));
    for (int i = 0; i < ndev_local; ++i) devs[static_cast<std::size_t>(i)] = i;
    LL_NCCL(ncclCommInitAll(comms.data(), ndev_local, devs.data()));
    world->nranks = ndev_local;
    for (int i = 0; i < ndev_local; ++i) world->slots.push_back(make_slot(i, i, comms[static_cast<std::size_t>(i)]));
  }
  std::vector<std::shared_ptr<nccl_group>> groups = {world};
  if (ctx.nodes > 1 && world->slots.size() == 1) {
    // Block placement (mpirun -N g): node = rank / local_size. intra = same node, inter = same local rank.
    const nccl_slot& w = world->slots[0];
    for (int pass = 0; pass < 2; ++pass) {
      ncclComm_t sub = nullptr;
      const int color = pass == 0 ? ctx.rank / ctx.local_size : ctx.local_rank;
      if (!compat_comm_split(w.comm, color, ctx.rank, &sub)) break;
      auto g = std::make_shared<nccl_group>();
      g->scope = pass == 0 ? "intra" : "inter";
      g->nranks = pass == 0 ? ctx.local_size : ctx.nodes;
      int r = 0;
      ncclCommUserRank(sub, &r);
      g->slots.push_back(make_slot(w.dev, r, sub));
      groups.push_back(g);
    }
  }
  wd.disarm();
  return groups;
}

// Waits for every slot's stream, polling NCCL's async error; aborts the communicators and throws
// on an error or after timeout_s (nccl-tests testStreamSynchronize with -T).
static void wait_slots(nccl_group& g, double timeout_s, const std::string& what) {
  const double t0 = now_s();
  for (;;) {
    bool done = true;
    for (auto& s : g.slots) {
      LL_CUDA(cudaSetDevice(s.dev));
      const cudaError_t q = cudaStreamQuery(s.stream);
      if (q == cudaErrorNotReady) done = false;
      else if (q != cudaSuccess) throw std::runtime_error(what + ": CUDA error " + cudaGetErrorString(q));
      ncclResult_t ae = ncclSuccess;
      ncclCommGetAsyncError(s.comm, &ae);
      if (ae != ncclSuccess && ae != ncclInProgress) {
        for (auto& x : g.slots) ncclCommAbort(x.comm), x.comm = nullptr;
        throw std::runtime_error(what + ": NCCL error " + ncclGetErrorString(ae) + " (communicators aborted)");
      }
    }
    if (done) return;
    if (now_s() - t0 > timeout_s) {
      for (auto& x : g.slots) ncclCommAbort(x.comm), x.comm = nullptr;
      throw std::runtime_error(what + ": no completion after " + std::to_string(timeout_s) +
                               " s (a rank died or the fabric hangs); communicators aborted");
    }
    if (g_interrupted.load()) throw interrupted_error();
  }
}

static void launch_all(const nccl_coll_def& def, nccl_group& g, const coll_counts& c) {
  LL_NCCL(ncclGroupStart());
  for (auto& s : g.slots) {
    cudaSetDevice(s.dev);
    const ncclResult_t r = def.launch(s.send->as<float>(), s.recv->as<float>(), c.count, s.rank, g.nranks, s.comm, s.stream);
    if (r != ncclSuccess) {
      ncclGroupEnd();
      throw std::runtime_error(std::string("NCCL launch: ") + ncclGetErrorString(r));
    }
  }
  LL_NCCL(ncclGroupEnd());
}

bench_op nccl_coll_op(const nccl_coll_def& def, std::shared_ptr<nccl_group> g, const bench_options& opt) {
  bench_op op;
  op.group = "collective", op.name = collective_name(def.kind), op.scope = g->scope, op.ranks = g->nranks;
  op.collective = true, op.bus_factor = busbw_factor(def.kind, g->nranks);
  op.min_iters = opt.quick ? 5 : 10, op.max_iters = opt.quick ? 50 : 200, op.warmup = 2;
  std::size_t max_send = 0, max_recv = 0;
  for (double s : pow2_sizes(opt.min_bytes, opt.max_bytes)) {
    const coll_counts c = coll_elems(def.kind, s, g->nranks);
    if (c.count == 0 || (!op.points.empty() && op.points.back().size == c.bytes)) continue;
    op.points.push_back({c.bytes, "", c.bytes, {}});
    max_send = std::max(max_send, c.send), max_recv = std::max(max_recv, c.recv);
  }
  // Free memory caps the sweep (nccl-tests: ÷3 when checking).
  for (auto& s : g->slots) {
    LL_CUDA(cudaSetDevice(s.dev));
    std::size_t free_b = 0, total_b = 0;
    LL_CUDA(cudaMemGetInfo(&free_b, &total_b));
    while (!op.points.empty() && 4 * (max_send + max_recv) > free_b / 3) {
      op.points.pop_back();
      const coll_counts c = op.points.empty() ? coll_counts{} : coll_elems(def.kind, op.points.back().size, g->nranks);
      max_send = c.send, max_recv = c.recv;
    }
  }
  const double timeout = opt.timeout_s * 0.9;  // the poll loop fires before the watchdog
  auto host = std::make_shared<std::vector<float>>();
  op.check = [def, g, host, max_send, max_recv, timeout](const bench_point& p) {
    const coll_counts c = coll_elems(def.kind, p.size, g->nranks);
    long long wrong = 0;
    for (auto& s : g->slots) {
      // Buffers live with the group and grow to the largest size any op needs.
      if (!s.send || s.send->bytes < 4 * c.send) s.send = std::make_unique<dev_buf>(s.dev, 4 * std::max(max_send, c.send) + 4);
      if (!s.recv || s.recv->bytes < 4 * c.recv) s.recv = std::make_unique<dev_buf>(s.dev, 4 * std::max(max_recv, c.recv) + 4);
      host->resize(std::max(c.send, c.recv));
      coll_fill(host->data(), c.send, s.rank);
      LL_CUDA(cudaSetDevice(s.dev));
      LL_CUDA(cudaMemcpy(s.send->p, host->data(), 4 * c.send, cudaMemcpyHostToDevice));
      LL_CUDA(cudaMemset(s.recv->p, 0xff, 4 * c.recv));  // NaN: an untouched element is wrong
    }
    launch_all(def, *g, c);
    wait_slots(*g, timeout, std::string(collective_name(def.kind)) + " check");
    for (auto& s : g->slots) {
      LL_CUDA(cudaSetDevice(s.dev));
      LL_CUDA(cudaMemcpy(host->data(), s.recv->p, 4 * c.recv, cudaMemcpyDeviceToHost));
      wrong += coll_wrong(def.kind, host->data(), c, s.rank, g->nranks);
    }
    return wrong;
  };
  op.run = [def, g, timeout](const bench_point& p) {
    const coll_counts c = coll_elems(def.kind, p.size, g->nranks);
    for (auto& s : g->slots) cudaSetDevice(s.dev), s.timer->start(s.stream);
    launch_all(def, *g, c);
    for (auto& s : g->slots) cudaSetDevice(s.dev), s.timer->stop(s.stream);
    wait_slots(*g, timeout, collective_name(def.kind));
    double t = 0;
    for (auto& s : g->slots) cudaSetDevice(s.dev), t = std::max(t, s.timer->seconds());  // max over local GPUs
    return t;
  };
  return op;
}

}  // namespace ledgerlab::bench
