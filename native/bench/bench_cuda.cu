// calibrate's CUDA backend: the order of a run and what each rank does. One process per GPU under
// mpirun, or one process driving every visible GPU.
//   1. straggler probe: the same bf16 GEMM on every GPU, all warmed together first (it also warms
//      the GPU the matmul sweep runs on);   2. matmul sweep per dtype on rank 0's first GPU;
//   3. HBM and host copies on every GPU, one GPU per host at a time, then on all GPUs at once;
//      peer copies for every GPU pair;   4. NCCL collectives (fp32, bf16 for the reductions,
//      in-place), and again with NVLS off where NCCL chose NVLS.
// --only restricts to some of gemm, hbm, copies, collectives. Records made on other ranks are
// gathered to rank 0, tagged with their rank and host.
#include <cuda_runtime.h>

#include <functional>

#include "native/bench/bench_compat.h"
#include "native/bench/cuda_ops.h"

namespace ledgerlab::bench {

bool cuda_built() { return true; }

std::string cuda_probe() {
  int n = 0;
  const cudaError_t e = cudaGetDeviceCount(&n);
  if (e != cudaSuccess) return std::string("no usable CUDA GPU (cudaGetDeviceCount: ") + cudaGetErrorString(e) + ")";
  if (n == 0) return "no CUDA GPU visible";
  return "";
}

cuda_device_info device_info(int dev) {
  cudaDeviceProp p{};
  LL_CUDA(cudaGetDeviceProperties(&p, dev));
  cuda_device_info i;
  i.dev = dev, i.name = p.name, i.cc_major = p.major, i.cc_minor = p.minor, i.sms = p.multiProcessorCount;
  i.memory_bytes = static_cast<double>(p.totalGlobalMem), i.l2_bytes = p.l2CacheSize;
  return i;
}

static std::string version_text(int v) {  // 12040 -> "12.4"
  return std::to_string(v / 1000) + "." + std::to_string((v % 1000) / 10);
}

namespace {
// Appends every rank's records to rank 0's `into`, each tagged with its rank and host.
void gather_records(const rank_ctx& ctx, json mine, json& into) {
  for (json& r : mine) r["rank"] = ctx.rank, r["host"] = ctx.host;
  if (!ctx.mpi || ctx.size == 1) {
    for (json& r : mine) into.push_back(std::move(r));
    return;
  }
  const std::vector<std::string> all = ctx.gather_strings(mine.dump());
  if (ctx.rank != 0) return;
  for (const std::string& s : all)
    for (json& r : json::parse(s)) into.push_back(std::move(r));
}

bool chose_nvls(const json& records) {
  for (const json& r : records)
    for (const json& p : r.value("points", json::array()))
      if (p.value("nccl_algorithm", std::string()).rfind("NVLS", 0) == 0) return true;
  return false;
}
bool algorithms_known(const json& records) {
  for (const json& r : records)
    for (const json& p : r.value("points", json::array()))
      if (p.contains("nccl_algorithm")) return true;
  return false;
}
}  // namespace

json run_cuda_backend(const bench_options& opt, const rank_ctx& ctx, watchdog& wd) {
  const int ndev = gpu::device_count();
  const bool mpi_mode = ctx.mpi && ctx.size > 1;
  std::vector<int> devs;  // the GPUs this process drives
  if (mpi_mode) devs = {ctx.local_rank % ndev};
  else
    for (int d = 0; d < ndev; ++d) devs.push_back(d);
  if (mpi_mode && ctx.local_size > ndev && ctx.local_rank == 0)
    std::fprintf(stderr, "calibrate: %d ranks on %s share %d GPU(s): figures measured on a shared GPU are not a node's\n",
                 ctx.local_size, ctx.host.c_str(), ndev);
  const int primary = devs.front();
  const double budget = opt.budget_s > 0 ? opt.budget_s : (opt.quick ? 90 : 240);
  const cuda_device_info info = device_info(primary);
  const int world_gpus = mpi_mode ? ctx.size : static_cast<int>(devs.size());
  const bool collectives = opt.wants("collectives") && (world_gpus >= 2 || opt.one_rank_collectives);
  // NCCL reads its debug settings at its first call: set them up before anything touches NCCL.
  std::shared_ptr<nccl_log_capture> log;
  if (collectives) log = nccl_log_start(ctx);
  if (ctx.rank == 0 && opt.progress)
    std::fprintf(stderr, "calibrate: cuda backend, %s, %d GPU(s) here, %d rank(s); time budget ~%.0f s%s\n",
                 info.name.c_str(), ndev, ctx.size, budget, opt.quick ? " (--quick)" : "");
  harness h(opt, ctx, wd, budget);

  // Budget shares of the parts that run.
  double w_gemm = opt.wants("gemm") ? 0.35 : 0, w_hbm = opt.wants("hbm") ? 0.10 : 0, w_copy = opt.wants("copies") ? 0.15 : 0,
         w_coll = collectives ? 0.40 : 0;
  const double w_sum = w_gemm + w_hbm + w_copy + w_coll;
  if (w_sum <= 0) throw std::runtime_error("--only left nothing to measure on this machine (collectives need 2+ GPUs or --one-rank-collectives)");
  w_gemm /= w_sum, w_hbm /= w_sum, w_copy /= w_sum, w_coll /= w_sum;
  double frac = 0;
  json ops = json::array(), per_rank = json::array();

  // ---- 1. straggler probe and device warm-up; 2. matmul sweep --------------------------------
  if (opt.wants("gemm")) {
    ctx.barrier();  // every GPU of the job warms and is timed together
    json mine = gemm_probe(devs, opt.quick ? 3 : 10);
    gather_records(ctx, mine, per_rank);
    if (ctx.rank == 0)
      for (json& r : h.run_all(gemm_ops(opt, primary), budget * w_gemm, frac, frac + w_gemm)) ops.push_back(r);
    frac += w_gemm;
    ctx.barrier();
  }

  // ---- 3. HBM and host copies on every GPU, then all at once; peers ---------------------------
  std::vector<double> turns = {static_cast<double>(ctx.local_size)};
  ctx.max_all(turns);
  auto per_gpu = [&](const std::function<std::vector<bench_op>(int)>& make, double share) {
    json mine = json::array();
    const double each = budget * share / std::max(1.0, mpi_mode ? turns[0] : static_cast<double>(devs.size()));
    if (!mpi_mode) {
      for (int d : devs)
        for (json& r : h.run_all(make(d), each, frac, frac + share / static_cast<double>(devs.size()))) mine.push_back(r);
    } else {
      for (int t = 0; t < static_cast<int>(turns[0]); ++t) {  // one GPU per host at a time; hosts in parallel
        if (ctx.local_rank == t)
          for (json& r : h.run_all(make(devs.front()), each, frac, frac + share)) mine.push_back(r);
        ctx.barrier();
      }
    }
    gather_records(ctx, mine, ops);
  };
  const bool several_here = mpi_mode ? turns[0] >= 2 : devs.size() >= 2;
  if (opt.wants("hbm")) {
    per_gpu([&](int d) { return stream_ops(opt, d); }, w_hbm * 0.8);
    if (several_here)
      for (json& r : h.run_all({stream_concurrent_op(opt, devs, mpi_mode ? &ctx : nullptr)}, budget * w_hbm * 0.2, frac, frac + w_hbm))
        ops.push_back(r);
    frac += w_hbm;
  }
  if (opt.wants("copies")) {
    per_gpu([&](int d) { return memcpy_ops(opt, d); }, w_copy * 0.5);
    if (several_here) {
      std::vector<bench_op> more = {memcpy_concurrent_op(opt, devs, mpi_mode ? &ctx : nullptr)};
      for (auto& p : mpi_mode ? peer_ops_mpi(opt, ctx, primary) : peer_ops(opt, devs)) more.push_back(std::move(p));
      for (json& r : h.run_all(more, budget * w_copy * 0.5, frac, frac + w_copy)) ops.push_back(r);
    }
    frac += w_copy;
  }
  if (!mpi_mode) {
    // Single process: records are already on rank 0 (gather_records tagged them).
  }

  // ---- 4. collectives --------------------------------------------------------------------------
  json coll_records = json::array();
  bool nvls_pass = false;
  if (collectives) {
    auto run_pass = [&](bool nvls_off, double share) {
      auto groups = nccl_setup(ctx, devs, wd, opt, nvls_off);
      wd.set_on_timeout([groups] { nccl_abort_all(groups); });
      std::vector<bench_op> coll;
      const bool bf16 = compat_nccl_bf16();
      for (const auto& g : groups) {
        if (g->nranks < 2 && !opt.one_rank_collectives) continue;
        for (const nccl_coll_def* d : {&nccl_all_reduce, &nccl_all_gather, &nccl_reduce_scatter, &nccl_all_to_all,
                                       &nccl_broadcast, &nccl_send_recv}) {
          const bool nvls_kind = d->kind == collective_kind::all_reduce || d->kind == collective_kind::all_gather ||
                                 d->kind == collective_kind::reduce_scatter;
          if (nvls_off && !nvls_kind) continue;  // NVLS serves these three only
          coll.push_back(nccl_coll_op(*d, g, opt, {coll_dtype::f32, false}, ctx, log));
          if (nvls_off) continue;
          const bool reduces = coll_reduces(d->kind);
          if (bf16 && reduces && (!opt.quick || d->kind == collective_kind::all_reduce))
            coll.push_back(nccl_coll_op(*d, g, opt, {coll_dtype::bf16, false}, ctx, log));
          if (coll_has_in_place(d->kind) && (!opt.quick || d->kind == collective_kind::all_reduce))
            coll.push_back(nccl_coll_op(*d, g, opt, {coll_dtype::f32, true}, ctx, log));
        }
      }
      json recs = h.run_all(coll, budget * share, frac, frac + share);
      frac += share;
      wd.set_on_timeout(nullptr);
      nccl_destroy_all(groups);
      return recs;
    };
    const bool user_algo = std::getenv("NCCL_ALGO") != nullptr;
    json first = run_pass(false, w_coll * (user_algo ? 1.0 : 0.75));
    // NVLS off as well when NCCL chose NVLS (links are fitted on ring/tree, calibration.md §10);
    // when NCCL's choice was not recorded, wherever NVLS could run (Hopper+, 2+ GPUs in a process
    // or on a host). Rank 0 decides for every rank.
    double again = 0;
    if (ctx.rank == 0 && !user_algo)
      again = chose_nvls(first) || (!algorithms_known(first) && info.cc_major >= 9 && (several_here || devs.size() >= 2)) ? 1 : 0;
    ctx.bcast(&again, sizeof again);
    for (json& r : first) coll_records.push_back(r);
    if (again > 0) {
      nvls_pass = true;
      for (json& r : run_pass(true, w_coll * 0.25)) coll_records.push_back(r);
    }
    for (json& r : coll_records) ops.push_back(r);
  }

  // ---- results -----------------------------------------------------------------------------------
  std::size_t free_b = 0, total_b = 0;
  {
    device_scope d(primary);
    LL_CUDA(cudaMemGetInfo(&free_b, &total_b));
  }
  int drv = 0, rt = 0;
  LL_CUDA(cudaDriverGetVersion(&drv));
  LL_CUDA(cudaRuntimeGetVersion(&rt));
  json gpus = json::array();
  for (int d : devs) {
    const cuda_device_info di = device_info(d);
    gpus.push_back({{"gpu", d}, {"name", di.name}, {"pci_bus_id", pci_bus_id(d)}, {"nvml", nvml_static(d)}});
  }
  json all_gpus = json::array();
  gather_records(ctx, gpus, all_gpus);
  json prov = {{"gpu", info.name},
               {"compute_capability", std::to_string(info.cc_major) + "." + std::to_string(info.cc_minor)},
               {"cuda_driver_api", version_text(drv)},
               {"cuda", version_text(rt)},
               {"peak_clock_mhz", compat_clock_khz(primary, false) / 1000},
               {"nvml", nvml_static(primary)},
               {"timing", "CUDA events: GPU work queued behind a stream gate (one event pair per iteration); "
                          "collectives K back to back per event pair (nccl-tests)"}};
  if (collectives) {
    prov["nccl"] = compat_nccl_version();
    prov["nccl_algorithm_source"] = nccl_log_status(log);
    prov["nvls_off_pass"] = nvls_pass;
  }
  if (prov["nvml"].contains("driver")) prov["driver"] = prov["nvml"]["driver"];
  if (ctx.mpi) prov["mpi"] = true;
  json parts = json::array();  // what was asked for (--only); collectives on one GPU are "one rank", not "not asked"
  for (const std::string& p : bench_parts())
    if (opt.wants(p)) parts.push_back(p);
  return {{"backend", "cuda"},
          {"device", {{"name", info.name}, {"memory_bytes", static_cast<double>(total_b)}, {"sms", info.sms},
                      {"l2_bytes", info.l2_bytes}, {"count", ndev}, {"compute_capability", prov["compute_capability"]}}},
          {"gpus_per_node", mpi_mode ? ctx.local_size : ndev},
          {"nodes", ctx.nodes},
          {"ranks", world_gpus},
          {"parts", parts},
          {"collective_algorithm", "nccl"},
          {"gpus", all_gpus},
          {"provenance", prov},
          {"per_rank", per_rank},
          {"ops", ops}};
}

}  // namespace ledgerlab::bench
