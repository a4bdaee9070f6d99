// NCCL side of the calibrate harness (nccl-tests src/common.cu, reduced): communicator bootstrap
// (MPI_Bcast of the ncclUniqueId, or ncclCommInitAll in one process), intra/inter splits, NVLS
// on (NCCL's choice) and off (NCCL_ALGO=^NVLS,NVLSTree); data filled and checked on the device
// (#wrong before timing and again after it, coll_defs.h); timing as nccl-tests: a barrier, one
// untimed lead operation, then K operations back to back between one CUDA event pair per GPU,
// divided by K, averaged over GPUs and ranks; NCCL's algorithm/protocol per size from its debug
// log; a poll loop that aborts the communicators on a timeout or an asynchronous NCCL error.
//
// [SECTION] NCCL debug log      [SECTION] communicators      [SECTION] device data kernels
// [SECTION] launch and wait     [SECTION] the collective op
#include <cuda_bf16.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>

#include "native/bench/bench_compat.h"
#include "native/bench/coll_defs.h"
#include "native/bench/cuda_ops.h"
#include "native/bench/nccl_log.h"

namespace ledgerlab::bench {

// ---- [SECTION] NCCL debug log -------------------------------------------------------------------
struct nccl_log_capture {
  nccl_log_plan plan;
  std::unique_ptr<log_follower> follower;
  int rank = 0;
  std::mutex mu;
  ~nccl_log_capture() {
    if (plan.capture) std::remove(plan.file.c_str());
  }
  // New lines since the last call; NCCL warnings are forwarded to stderr.
  std::vector<std::string> lines() {
    std::lock_guard<std::mutex> lk(mu);
    if (!follower) return {};
    std::vector<std::string> l = follower->new_lines();
    for (const std::string& s : l)
      if (is_nccl_warning(s)) std::fprintf(stderr, "calibrate: rank %d: %s\n", rank, s.c_str());
    return l;
  }
};

std::shared_ptr<nccl_log_capture> nccl_log_start(const rank_ctx& ctx) {
  auto c = std::make_shared<nccl_log_capture>();
  c->rank = ctx.rank;
  const char* tmp = std::getenv("TMPDIR");
  c->plan = plan_nccl_log(std::getenv("NCCL_DEBUG"), tmp && *tmp ? tmp : "/tmp", ctx.host, static_cast<int>(getpid()));
  if (c->plan.capture) {
    // Read by NCCL once, at its first call: this runs before any NCCL function.
    setenv("NCCL_DEBUG", "INFO", 1);
    setenv("NCCL_DEBUG_SUBSYS", "TUNING", 1);
    setenv("NCCL_DEBUG_FILE", c->plan.file.c_str(), 1);
    c->follower = std::make_unique<log_follower>(c->plan.file);
  }
  return c;
}

std::string nccl_log_status(const std::shared_ptr<nccl_log_capture>& log) {
  if (!log) return "not recorded";
  return log->plan.capture ? "NCCL's debug log (NCCL_DEBUG=INFO, NCCL_DEBUG_SUBSYS=TUNING), rank 0 of each communicator"
                           : log->plan.why_not;
}

// ---- [SECTION] communicators --------------------------------------------------------------------
void nccl_abort_all(const std::vector<std::shared_ptr<nccl_group>>& groups) {
  for (const auto& g : groups)
    for (auto& s : g->slots)
      if (s.comm) (void)ncclCommAbort(s.comm), s.comm = nullptr;
}

void nccl_destroy_all(const std::vector<std::shared_ptr<nccl_group>>& groups) {
  for (const auto& g : groups)
    for (auto& s : g->slots) {
      if (s.comm) {
        device_scope d(s.dev);
        const ncclResult_t r = ncclCommDestroy(s.comm);
        s.comm = nullptr;
        if (r != ncclSuccess) std::fprintf(stderr, "calibrate: ncclCommDestroy: %s\n", ncclGetErrorString(r));
      }
      s.send.reset(), s.recv.reset(), s.counter.reset(), s.stream.reset();
    }
}

static nccl_slot make_slot(int dev, int rank, ncclComm_t comm) {
  nccl_slot s;
  s.dev = dev, s.rank = rank, s.comm = comm;
  s.stream = std::make_unique<device_stream>(dev);
  s.counter = std::make_unique<device_buffer>(dev, sizeof(unsigned long long));
  return s;
}

// NCCL_ALGO is read at communicator creation: set for the NVLS-off communicators only.
struct algo_env_guard {
  bool set = false;
  explicit algo_env_guard(bool nvls_off) {
    if (nvls_off && !std::getenv("NCCL_ALGO")) setenv("NCCL_ALGO", "^NVLS,NVLSTree", 1), set = true;
  }
  ~algo_env_guard() {
    if (set) unsetenv("NCCL_ALGO");
  }
};

std::vector<std::shared_ptr<nccl_group>> nccl_setup(const rank_ctx& ctx, const std::vector<int>& devs, watchdog& wd,
                                                     const bench_options& opt, bool nvls_off) {
  auto world = std::make_shared<nccl_group>();
  world->scope = ctx.nodes > 1 ? "world" : "intra";
  world->nvls_off = nvls_off;
  algo_env_guard env(nvls_off);
  wd.arm(std::max(120.0, opt.timeout_s), "NCCL communicator initialisation");
  if (ctx.mpi && ctx.size > 1) {
    ncclUniqueId id;
    if (ctx.rank == 0) LL_NCCL(ncclGetUniqueId(&id));
    ctx.bcast(&id, sizeof id);
    const int dev = devs.at(0);
    ncclComm_t comm = nullptr;
    {
      device_scope d(dev);
      LL_NCCL(ncclCommInitRank(&comm, ctx.size, id, ctx.rank));
    }
    world->nranks = ctx.size;
    world->slots.push_back(make_slot(dev, ctx.rank, comm));
  } else {
    std::vector<ncclComm_t> comms(devs.size(), nullptr);
    LL_NCCL(ncclCommInitAll(comms.data(), static_cast<int>(devs.size()), devs.data()));
    world->nranks = static_cast<int>(devs.size());
    for (std::size_t i = 0; i < devs.size(); ++i) world->slots.push_back(make_slot(devs[i], static_cast<int>(i), comms[i]));
  }
  std::vector<std::shared_ptr<nccl_group>> groups = {world};
  if (ctx.nodes > 1 && world->slots.size() == 1) {
    // Block placement (mpirun -N g): node = rank / local_size. intra = same node, inter = same local rank.
    const nccl_slot& w = world->slots[0];
    for (int pass = 0; pass < 2; ++pass) {
      ncclComm_t sub = nullptr;
      const int color = pass == 0 ? ctx.rank / ctx.local_size : ctx.local_rank;
      {
        device_scope d(w.dev);
        if (!compat_comm_split(w.comm, color, ctx.rank, &sub)) break;
      }
      auto g = std::make_shared<nccl_group>();
      g->scope = pass == 0 ? "intra" : "inter";
      g->nranks = pass == 0 ? ctx.local_size : ctx.nodes;
      g->nvls_off = nvls_off;
      int r = 0;
      LL_NCCL(ncclCommUserRank(sub, &r));
      g->slots.push_back(make_slot(w.dev, r, sub));
      groups.push_back(g);
    }
  }
  wd.disarm();
  return groups;
}

// ---- [SECTION] device data kernels --------------------------------------------------------------
namespace {
template <class T> __device__ T to_t(float v);
template <> __device__ float to_t<float>(float v) { return v; }
template <> __device__ __nv_bfloat16 to_t<__nv_bfloat16>(float v) { return __float2bfloat16(v); }
__device__ float from_t(float v) { return v; }
__device__ float from_t(__nv_bfloat16 v) { return __bfloat162float(v); }

// dst[i] = input(rank, i) for i in [0, elems)
template <class T>
__global__ void k_fill(T* dst, std::size_t elems, collective_kind k, int rank, int n) {
  for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < elems; i += std::size_t(gridDim.x) * blockDim.x)
    dst[i] = to_t<T>(coll_input(k, rank, n, i));
}
// #wrong: elements of recv[0, elems) that are not the expected result (NaN counts as wrong).
template <class T>
__global__ void k_check(const T* recv, std::size_t elems, collective_kind k, int rank, int n, std::size_t count,
                        unsigned long long* wrong) {
  unsigned long long w = 0;
  for (std::size_t j = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; j < elems; j += std::size_t(gridDim.x) * blockDim.x)
    w += !(from_t(recv[j]) == coll_expected(k, rank, n, j, count));
  if (w) atomicAdd(wrong, w);
}

template <class T>
void fill_on(void* dst, std::size_t elems, collective_kind k, int rank, int n, const device_stream& s) {
  if (elems == 0) return;
  k_fill<T><<<1024, 256, 0, cu(s)>>>(static_cast<T*>(dst), elems, k, rank, n);
  LL_LAUNCHED("k_fill");
}
template <class T>
void check_on(const void* recv, std::size_t elems, collective_kind k, int rank, int n, std::size_t count,
              unsigned long long* counter, const device_stream& s) {
  if (elems == 0) return;
  k_check<T><<<1024, 256, 0, cu(s)>>>(static_cast<const T*>(recv), elems, k, rank, n, count, counter);
  LL_LAUNCHED("k_check");
}
}  // namespace

// ---- [SECTION] launch and wait ------------------------------------------------------------------
// Waits for every slot's stream, polling NCCL's async error; aborts the communicators and throws
// on an error or after timeout_s (nccl-tests testStreamSynchronize with -T).
static void wait_slots(nccl_group& g, double timeout_s, const std::string& what) {
  const double t0 = now_s();
  for (;;) {
    bool done = true;
    for (auto& s : g.slots) {
      if (!gpu::stream_idle(s.stream->handle())) done = false;
      ncclResult_t ae = ncclSuccess;
      const ncclResult_t q = ncclCommGetAsyncError(s.comm, &ae);
      if (q != ncclSuccess || (ae != ncclSuccess && ae != ncclInProgress)) {
        nccl_abort_all({std::shared_ptr<nccl_group>(&g, [](nccl_group*) {})});
        throw std::runtime_error(what + ": NCCL error " + ncclGetErrorString(q != ncclSuccess ? q : ae) +
                                 " (communicators aborted)");
      }
    }
    if (done) return;
    if (now_s() - t0 > timeout_s) {
      nccl_abort_all({std::shared_ptr<nccl_group>(&g, [](nccl_group*) {})});
      throw std::runtime_error(what + ": no completion after " + std::to_string(timeout_s) +
                               " s (a rank died or the fabric hangs); communicators aborted");
    }
    if (g_interrupted.load()) throw interrupted_error();
    sched_yield();
  }
}

namespace {
// Per-slot pointers for one call: out of place send/recv buffers, or nccl-tests' in-place layout
// inside the receive buffer; `off` elements into each (address rotation between iterations).
struct call_ptrs {
  void* send = nullptr;
  void* recv = nullptr;
};
call_ptrs pointers(const nccl_slot& s, const coll_counts& c, int esize, bool in_place, std::size_t off) {
  char* recv = static_cast<char*>(s.recv->get()) + off * static_cast<std::size_t>(esize);
  if (in_place)
    return {recv + c.send_offset * static_cast<std::size_t>(esize), recv + c.recv_offset * static_cast<std::size_t>(esize)};
  return {static_cast<char*>(s.send->get()) + off * static_cast<std::size_t>(esize), recv};
}

void launch_all(const nccl_coll_def& def, nccl_group& g, double bytes, nccl_variant v, std::size_t off) {
  const int esize = coll_dtype_bytes(v.dtype);
  const ncclDataType_t type = compat_nccl_type(v.dtype == coll_dtype::bf16);
  LL_NCCL(ncclGroupStart());
  for (auto& s : g.slots) {
    const coll_counts c = coll_elems(def.kind, bytes, g.nranks, esize, s.rank);
    const call_ptrs p = pointers(s, c, esize, v.in_place, off);
    const ncclResult_t r = def.launch(p.send, p.recv, c.count, type, s.rank, g.nranks, s.comm, cu(*s.stream));
    if (r != ncclSuccess) {
      (void)ncclGroupEnd();
      throw std::runtime_error(std::string("NCCL launch of ") + collective_name(def.kind) + ": " + ncclGetErrorString(r));
    }
  }
  LL_NCCL(ncclGroupEnd());
}
}  // namespace

// ---- [SECTION] the collective op ----------------------------------------------------------------
namespace {
struct coll_state {
  nccl_coll_def def;
  std::shared_ptr<nccl_group> g;
  nccl_variant v;
  const rank_ctx* ctx = nullptr;
  std::shared_ptr<nccl_log_capture> log;
  double timeout = 60;
  std::size_t cap_elems = 0;            // elements each slot's buffers hold (send and recv)
  std::map<double, int> k_of;           // operations per timed batch, per size (rank 0's choice)
  std::map<double, nccl_choice> choice; // NCCL's algorithm/protocol per size (this process's log)

  void ensure_buffers() {
    const std::size_t bytes = cap_elems * static_cast<std::size_t>(coll_dtype_bytes(v.dtype)) + 256;
    for (auto& s : g->slots) {
      if (!s.send || s.send->bytes() < bytes) s.send.reset(), s.send = std::make_unique<device_buffer>(s.dev, bytes);
      if (!s.recv || s.recv->bytes() < bytes) s.recv.reset(), s.recv = std::make_unique<device_buffer>(s.dev, bytes);
    }
  }
  long long check(double bytes) {
    ensure_buffers();
    const int esize = coll_dtype_bytes(v.dtype);
    const bool bf16 = v.dtype == coll_dtype::bf16;
    for (auto& s : g->slots) {
      const coll_counts c = coll_elems(def.kind, bytes, g->nranks, esize, s.rank);
      const device_stream& st = *s.stream;
      LL_CUDA(cudaMemsetAsync(s.recv->get(), 0xff, c.buffer * static_cast<std::size_t>(esize), cu(st)));  // NaN
      void* src = v.in_place ? static_cast<char*>(s.recv->get()) + c.send_offset * static_cast<std::size_t>(esize) : s.send->get();
      const std::size_t n_in = v.in_place && def.kind == collective_kind::reduce_scatter ? c.buffer : c.send;
      if (bf16) fill_on<__nv_bfloat16>(src, n_in, def.kind, s.rank, g->nranks, st);
      else fill_on<float>(src, n_in, def.kind, s.rank, g->nranks, st);
      LL_CUDA(cudaMemsetAsync(s.counter->get(), 0, sizeof(unsigned long long), cu(st)));
    }
    if (log) log->lines();  // drop what came before this call
    launch_all(def, *g, bytes, v, 0);
    wait_slots(*g, timeout, std::string(collective_name(def.kind)) + " check");
    if (log) {
      const nccl_choice ch = last_choice(log->lines(), nccl_function_name(collective_name(def.kind)));
      if (!ch.algorithm.empty()) choice[bytes] = ch;
    }
    long long wrong = 0;
    for (auto& s : g->slots) {
      const coll_counts c = coll_elems(def.kind, bytes, g->nranks, esize, s.rank);
      const call_ptrs p = pointers(s, c, esize, v.in_place, 0);
      auto* counter = s.counter->as<unsigned long long>();
      if (bf16) check_on<__nv_bfloat16>(p.recv, c.recv, def.kind, s.rank, g->nranks, c.count, counter, *s.stream);
      else check_on<float>(p.recv, c.recv, def.kind, s.rank, g->nranks, c.count, counter, *s.stream);
      unsigned long long h = 0;
      LL_CUDA(cudaMemcpyAsync(&h, counter, sizeof h, cudaMemcpyDeviceToHost, cu(*s.stream)));
      s.stream->synchronize();
      wrong += static_cast<long long>(h);
    }
    return wrong;
  }
  // Offsets for address rotation: up to 8 distinct buffer regions per size (nccl-tests shifts
  // its buffers every iteration to avoid cache effects).
  std::size_t rotation(double bytes, int j) const {
    const coll_counts c = coll_elems(def.kind, bytes, g->nranks, coll_dtype_bytes(v.dtype), 0);
    const std::size_t stride = (c.buffer + 63) / 64 * 64;
    const std::size_t steps = stride ? std::min<std::size_t>(8, cap_elems / stride) : 1;
    return steps > 1 ? static_cast<std::size_t>(j) % steps * stride : 0;
  }
  std::vector<double> batch(double bytes, int n) {
    std::vector<const device_stream*> streams;
    for (auto& s : g->slots) streams.push_back(s.stream.get());
    back_to_back_batch b(streams);
    const std::string what = collective_name(def.kind);
    int k = k_of.count(bytes) ? k_of[bytes] : 0;
    if (k == 0) {  // first batch of this size: 4 operations, then K for ~2 ms per timed batch
      ctx->barrier();
      int j = 0;
      const std::vector<double> t = b.run(4, [&] { launch_all(def, *g, bytes, v, 0); },
                                          [&] { launch_all(def, *g, bytes, v, rotation(bytes, ++j)); },
                                          [&] { wait_slots(*g, timeout, what); });
      const double per = *std::max_element(t.begin(), t.end());
      double kd = std::clamp(std::round(2e-3 / std::max(per, 1e-7)), 2.0, 64.0);
      ctx->bcast(&kd, sizeof kd);  // every rank must launch the same number of operations
      k = k_of[bytes] = static_cast<int>(kd);
    }
    std::vector<double> out;
    for (int i = 0; i < n; ++i) {
      ctx->barrier();
      int j = 0;
      const std::vector<double> t = b.run(k, [&] { launch_all(def, *g, bytes, v, 0); },
                                          [&] { launch_all(def, *g, bytes, v, rotation(bytes, ++j)); },
                                          [&] { wait_slots(*g, timeout, what); });
      double mean = 0;  // over this process's GPUs; the harness then averages the ranks
      for (double x : t) mean += x / static_cast<double>(t.size());
      out.push_back(mean);
    }
    return out;
  }
};
}  // namespace

bench_op nccl_coll_op(const nccl_coll_def& def, std::shared_ptr<nccl_group> g, const bench_options& opt, nccl_variant v,
                      const rank_ctx& ctx, std::shared_ptr<nccl_log_capture> log) {
  bench_op op;
  op.group = "collective", op.name = collective_name(def.kind), op.scope = g->scope, op.ranks = g->nranks;
  op.collective = true, op.bus_factor = busbw_factor(def.kind, g->nranks);
  op.reduce = rank_stat::mean;
  op.min_iters = opt.quick ? 5 : 10, op.max_iters = opt.quick ? 30 : 100, op.warmup = 1, op.max_batch = 8;
  op.info = {{"dtype", coll_dtype_name(v.dtype)},
             {"in_place", v.in_place},
             {"nvls", g->nvls_off ? "off (NCCL_ALGO=^NVLS,NVLSTree)" : "NCCL's choice"},
             {"statistic", "median of the timed samples, each K operations ÷ K averaged over GPUs and ranks; p10, p90 recorded"},
             {"method", "nccl-tests: barrier, one untimed operation, then K operations back to back between one CUDA "
                        "event pair per GPU, divided by K (ops_per_sample); mean over GPUs and ranks"},
             {"algorithm_source", nccl_log_status(log)}};
  if (g->nranks < 2) op.info["smoke_test"] = "1-rank communicator: checks the harness; not used for links";
  auto st = std::make_shared<coll_state>();
  st->def = def, st->g = g, st->v = v, st->ctx = &ctx, st->log = log;
  st->timeout = opt.timeout_s * 0.9;  // the poll loop fires before the watchdog
  const int esize = coll_dtype_bytes(v.dtype);
  std::size_t need = 0;
  for (double s : pow2_sizes(opt.min_bytes, opt.max_bytes)) {
    const coll_counts c = coll_elems(def.kind, s, g->nranks, esize);
    if (c.count == 0 || (!op.points.empty() && op.points.back().size == c.bytes)) continue;
    op.points.push_back({c.bytes, "", c.bytes, {}});
    need = std::max(need, c.buffer);
  }
  // Free memory caps the sweep (nccl-tests: ÷3 when checking): send + recv buffers of `need` elements.
  for (auto& s : g->slots) {
    std::size_t free_b = 0, total_b = 0;
    {
      device_scope d(s.dev);
      LL_CUDA(cudaMemGetInfo(&free_b, &total_b));
    }
    while (!op.points.empty() && 2 * need * static_cast<std::size_t>(esize) > free_b / 3) {
      op.points.pop_back();
      need = op.points.empty() ? 0 : coll_elems(def.kind, op.points.back().size, g->nranks, esize).buffer;
    }
  }
  st->cap_elems = need;
  op.check = [st](const bench_point& p) { return st->check(p.size); };
  op.recheck = op.check;
  op.run_batch = [st](const bench_point& p, int n) { return st->batch(p.size, n); };
  op.point_info = [st](const bench_point& p) {
    // NCCL logs its choice on rank 0 of the communicator: gather, keep the first that has one.
    std::string mine;
    if (auto it = st->choice.find(p.size); it != st->choice.end()) mine = it->second.algorithm + "/" + it->second.protocol;
    const std::vector<std::string> all = st->ctx->gather_strings(mine);
    json j = {{"ops_per_sample", st->k_of.count(p.size) ? st->k_of[p.size] : 0}};
    for (const std::string& a : all)
      if (!a.empty()) {
        const auto slash = a.find('/');
        j["nccl_algorithm"] = a.substr(0, slash), j["nccl_protocol"] = a.substr(slash + 1);
        break;
      }
    return j;
  };
  op.telemetry = [dev = g->slots.front().dev] { return nvml_sample(dev); };
  return op;
}

}  // namespace ledgerlab::bench
