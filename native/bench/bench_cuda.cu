// calibrate's CUDA backend: device probe, then on rank 0's GPU a device warm-up, matmul per dtype
// (gemm.cu), HBM kernels (stream.cu), host/peer copies (memcpy.cu); on every GPU a bf16 probe for
// stragglers; then NCCL collectives over all ranks (nccl_common.cu + one file per collective).
// One process per GPU under mpirun, or one process driving every visible GPU.
#include <cuda_runtime.h>

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

json run_cuda_backend(const bench_options& opt, const rank_ctx& ctx, watchdog& wd) {
  int ndev = 0;
  LL_CUDA(cudaGetDeviceCount(&ndev));
  const bool mpi_mode = ctx.mpi && ctx.size > 1;
  const int my_dev = mpi_mode ? ctx.local_rank % ndev : 0;
  const double budget = opt.budget_s > 0 ? opt.budget_s : (opt.quick ? 90 : 240);
  const cuda_device_info info = device_info(my_dev);
  if (ctx.rank == 0 && opt.progress)
    std::fprintf(stderr, "calibrate: cuda backend, %s, %d GPU(s) here, %d rank(s); time budget ~%.0f s%s\n",
                 info.name.c_str(), ndev, ctx.size, budget, opt.quick ? " (--quick)" : "");
  harness h(opt, ctx, wd, budget);

  auto groups = nccl_setup(ctx, ndev, wd, opt);
  wd.on_timeout = [groups] { nccl_abort_all(groups); };
  const int nranks = groups.front()->nranks;
  const double local_share = nranks >= 2 ? 0.55 : 1.0;

  json ops = json::array(), snapshot = json::object();
  if (ctx.rank == 0) {
    snapshot = gemm_warm_up(my_dev, opt.quick ? 3 : 10);  // mamf-finder: a cold GPU scores high
    std::vector<bench_op> local = gemm_ops(opt, my_dev);
    for (auto& op : stream_ops(opt, my_dev)) local.push_back(std::move(op));
    for (auto& op : memcpy_ops(opt, my_dev, mpi_mode ? 1 : ndev)) local.push_back(std::move(op));
    for (auto& r : h.run_all(local, budget * local_share, 0, local_share)) ops.push_back(r);
  }
  ctx.barrier();

  // Straggler probe: the same bf16 GEMM on every GPU (calibration.md §3.1: GPUs differ by 5 %+).
  json per_rank = json::array();
  if (mpi_mode) {
    const std::vector<double> all = ctx.gather(gemm_probe_rate(my_dev));
    for (int r = 0; r < ctx.size; ++r) per_rank.push_back({{"rank", r}, {"matmul_flops_per_s", all[static_cast<std::size_t>(r)]}});
  } else {
    for (int d = 0; d < ndev; ++d) per_rank.push_back({{"rank", d}, {"gpu", d}, {"matmul_flops_per_s", gemm_probe_rate(d)}});
  }

  if (nranks >= 2) {
    std::vector<bench_op> coll;
    for (const auto& g : groups) {
      if (g->nranks < 2) continue;
      for (const nccl_coll_def* d : {&nccl_all_reduce, &nccl_all_gather, &nccl_reduce_scatter, &nccl_all_to_all,
                                     &nccl_broadcast, &nccl_send_recv})
        coll.push_back(nccl_coll_op(*d, g, opt));
    }
    for (auto& r : h.run_all(coll, budget * (1 - local_share), local_share, 1)) ops.push_back(r);
  }
  for (const auto& g : groups)
    for (auto& s : g->slots)
      if (s.comm) ncclCommDestroy(s.comm), s.comm = nullptr;
  wd.on_timeout = nullptr;

  std::size_t free_b = 0, total_b = 0;
  LL_CUDA(cudaSetDevice(my_dev));
  LL_CUDA(cudaMemGetInfo(&free_b, &total_b));
  int drv = 0, rt = 0;
  cudaDriverGetVersion(&drv);
  cudaRuntimeGetVersion(&rt);
  json prov = snapshot;
  prov["gpu"] = info.name;
  prov["compute_capability"] = std::to_string(info.cc_major) + "." + std::to_string(info.cc_minor);
  prov["cuda_driver_api"] = version_text(drv);
  prov["cuda"] = version_text(rt);
  prov["nccl"] = compat_nccl_version();
  prov["peak_clock_mhz"] = compat_clock_khz(my_dev, false) / 1000;
  prov["timing"] = "CUDA events per iteration; collectives: max over this process's GPUs, then over ranks";
  if (ctx.mpi) prov["mpi"] = true;
  return {{"backend", "cuda"},
          {"device", {{"name", info.name}, {"memory_bytes", static_cast<double>(total_b)}, {"sms", info.sms},
                      {"l2_bytes", info.l2_bytes}, {"count", ndev}}},
          {"gpus_per_node", mpi_mode ? ctx.local_size : ndev},
          {"nodes", ctx.nodes},
          {"ranks", nranks},
          {"collective_algorithm", "nccl (auto; NCCL_NVLS_ENABLE=0 unless set)"},
          {"provenance", prov},
          {"per_rank", per_rank},
          {"ops", ops}};
}

}  // namespace ledgerlab::bench
